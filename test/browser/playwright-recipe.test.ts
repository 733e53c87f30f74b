// The Playwright recipe of docs/playwright.md (and the README), as a whole test: an app on
// 127.0.0.1 whose page calls the service, opened through playwright-core in the Chromium that
// @sparticuz/chromium ships (or CHROMIUM_PATH), its requests answered by routeWeather.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import packagedChromium from '@sparticuz/chromium';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { routeWeather } from 'weather-double/playwright';

// Your app: a page that shows the weather, trying three times.
const app = createServer((_, response) => {
  response.writeHead(200, { 'content-type': 'text/html' }).end(`<p id="weather">loading</p><script>
    (async () => {
      const out = document.getElementById('weather');
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await fetch('https://api.openweathermap.org/data/2.5/weather?zip=94040&units=metric&appid=test-key');
        if (response.ok) return (out.textContent = (await response.json()).name);
      }
      out.textContent = 'unavailable';
    })();
  </script>`);
});
let appUrl: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || (await packagedChromium.executablePath()),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
}, 60_000);
beforeEach(async () => {
  page = await browser.newPage();
});
afterEach(async () => {
  await page.close();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => app.close(resolve));
});

it('shows the weather', async () => {
  const weather = await routeWeather(page, { seed: 1 });
  await page.goto(appUrl);
  await page.getByText('Mountain View').waitFor();
  expect(weather.requests.map((r) => r.status)).toEqual([200]);
});

it('retries twice, then shows the weather', async () => {
  const weather = await routeWeather(page, { seed: 1 });
  weather.use(weather.scenarios.sequence(['serverError', 'serverError']));
  await page.goto(appUrl);
  await page.getByText('Mountain View').waitFor();
  expect(weather.requests.map((r) => r.status)).toEqual([500, 500, 200]);
});

it('shows that the weather is unavailable after three failures', async () => {
  const weather = await routeWeather(page, { seed: 1 });
  weather.use(weather.scenarios.serverError({ times: 3 }));
  await page.goto(appUrl);
  await page.getByText('unavailable').waitFor();
  expect(weather.requests).toHaveLength(3);
});
