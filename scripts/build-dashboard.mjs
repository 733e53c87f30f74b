// The dashboard's page assets (issue 39): dashboard/main.ts with uPlot and the styles bundled for
// the browser into one script and one stylesheet, dist/dashboard/dashboard.js and dashboard.css,
// which the server (src/server/dashboard.ts) answers at /__weather-double/ui/. Nothing is fetched
// from elsewhere at run time: the page works offline. Prints their sizes, raw and gzipped; the test
// test/server/dashboard.test.ts holds them to 150 KB gzipped together.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const uplot = JSON.parse(
  readFileSync(new URL('../node_modules/uplot/package.json', import.meta.url), 'utf8'),
);
await build({
  absWorkingDir: root,
  entryPoints: [
    { in: 'dashboard/main.ts', out: 'dashboard' },
    { in: 'dashboard/styles.css', out: 'dashboard' },
  ],
  outdir: 'dist/dashboard',
  bundle: true,
  format: 'esm',
  platform: 'browser',
  // Current Chromium, Firefox and Safari.
  target: ['chrome120', 'firefox120', 'safari16'],
  minify: true,
  legalComments: 'eof',
  // uPlot's MIT licence asks for its notice in every copy (its own header is not a legal comment).
  banner: {
    js: `/*! uPlot ${uplot.version} (https://github.com/leeoniya/uPlot), MIT licence, (c) Leon Sorokin */`,
    css: `/*! uPlot ${uplot.version} styles (https://github.com/leeoniya/uPlot), MIT licence, (c) Leon Sorokin */`,
  },
  // The page's own modules run for their effects (dashboard/locale.ts above all), whatever the
  // package's `sideEffects: false` says of the library's.
  ignoreAnnotations: true,
  logLevel: 'warning',
});
const sizes = ['js', 'css'].map((kind) => {
  const bytes = readFileSync(new URL(`../dist/dashboard/dashboard.${kind}`, import.meta.url));
  return `${kind} ${(bytes.length / 1024).toFixed(1)} KiB (${(gzipSync(bytes).length / 1024).toFixed(1)} KiB gzipped)`;
});
console.log(`Dashboard: ${sizes.join(', ')} in dist/dashboard`);
