#!/usr/bin/env node
/**
 * The screenshots of docs/dashboard.md: each view of the dashboard in the Chromium the browser
 * tests use (@sparticuz/chromium, or CHROMIUM_PATH), against a server started here (seed 1, the
 * clock at 2024-06-01 12:00 UTC) with a few requests and a scenario in it.
 *
 *   npm run build && node scripts/dashboard-screenshots.mjs
 */
import packagedChromium from '@sparticuz/chromium';
import { chromium } from 'playwright-core';

const { startWeatherServer } = await import(new URL('../dist/src/server/index.js', import.meta.url).href);
const docs = (name) => new URL(`../docs/${name}`, import.meta.url).pathname;
const server = await startWeatherServer({ port: 0, seed: 1, now: () => Date.UTC(2024, 5, 1, 12) });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || (await packagedChromium.executablePath()),
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage({ locale: 'en-US', viewport: { width: 1100, height: 900 } });
  const open = async (view) => {
    await page.goto(`${server.url}/__weather-double/ui#${view}`);
    await page.waitForSelector(`body[data-ready][data-view="${view}"]`, { state: 'attached' });
  };
  await open('place');
  await page.getByLabel('Place: a name, a postal code or coordinates').fill('Reykjavik');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.locator('.results button').first().click();
  await page.waitForSelector('body[data-place-shown]', { state: 'attached' });
  await page.screenshot({ path: docs('dashboard-place.png'), fullPage: true });

  const ask = (path) => fetch(`${server.url}${path}`);
  await open('requests');
  await page.getByText('Live: new requests appear').waitFor();
  await fetch(`${server.url}/__weather-double/scenarios`, {
    method: 'POST',
    body: JSON.stringify({ name: 'rateLimited', times: 1, route: 'weather' }),
  });
  await ask('/data/2.5/weather?zip=94040,us&units=metric&appid=secret');
  await ask('/data/2.5/weather?zip=94040,us&units=metric&appid=secret');
  await ask('/data/2.5/weather?q=London,GB&mode=xml&appid=secret');
  await page.locator('table.requests tbody tr', { hasText: 'mode=xml' }).getByRole('button').click();
  await page.locator('pre[data-raw]').waitFor();
  await page.screenshot({ path: docs('dashboard-requests.png'), fullPage: true });

  await fetch(`${server.url}/__weather-double/scenarios`, {
    method: 'POST',
    body: JSON.stringify({ name: 'delayed', ms: 1500, route: 'forecast', location: 'q=London,GB' }),
  });
  await open('scenarios');
  await page.locator('ul.scenarios li', { hasText: 'delayed' }).waitFor();
  await page.screenshot({ path: docs('dashboard-scenarios.png'), fullPage: true });

  await open('clock');
  await page.getByRole('button', { name: '+1 day' }).click();
  await page.getByText('Moved on a day.').waitFor();
  await page.screenshot({ path: docs('dashboard-clock.png') });
  console.log('docs/dashboard-{place,requests,scenarios,clock}.png');
} finally {
  await browser.close();
  await server.close();
}
