// Imported first by main.ts, before uPlot: uPlot builds an `Intl.NumberFormat(navigator.language)`
// when its module loads, and a browser started under the C locale (headless in CI, LANG=C) reports
// 'C' (WebKit) or 'en-US@posix' (Chromium), which Intl rejects: the page would stay blank. Such a
// browser gets 'en-US' instead; a valid language is left as it is.
try {
  new Intl.NumberFormat(navigator.language);
} catch {
  Object.defineProperty(navigator, 'language', { value: 'en-US', configurable: true });
}
