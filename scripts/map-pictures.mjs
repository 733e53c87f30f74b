#!/usr/bin/env node
// The pictures of docs/maps.md, made by the double itself (issue 40): the world's temperature and
// sea-level pressure at one moment (2024-01-15 12:00 UTC, seed 1), each the 16 tiles of zoom 2 the
// Maps 1.0 layers answer (temp_new, pressure_new) laid over a dark ground, with a white dot at a
// few cities for orientation (there is no base map offline); and a screenshot of the map recipe (a
// Leaflet page, scripts/leaflet-page.mjs) in the Chromium the tests use (@sparticuz/chromium, or
// CHROMIUM_PATH). Needs a build (`npm run build`). Usage: node scripts/map-pictures.mjs
import { writeFileSync } from 'node:fs';
import packagedChromium from '@sparticuz/chromium';
import { decode, encode } from 'fast-png';
import { getResponse } from 'msw';
import { chromium } from 'playwright-core';
import { startLeafletApp } from './leaflet-page.mjs';

const dist = (path) => new URL(`../dist/${path}`, import.meta.url).href;
const { createWeatherDouble } = await import(dist('handlers/index.js'));
const { routeWeather } = await import(dist('playwright/index.js'));
const docs = (name) => new URL(`../docs/${name}`, import.meta.url).pathname;

const NOW = Date.UTC(2024, 0, 15, 12);
const ZOOM = 2;
const SIDE = 256 * 2 ** ZOOM;
const GROUND = [29, 39, 51];
const CITIES = [
  [51.51, -0.13],
  [40.71, -74.01],
  [34.05, -118.24],
  [-23.55, -46.63],
  [-34.6, -58.38],
  [30.06, 31.25],
  [6.45, 3.4],
  [55.75, 37.62],
  [19.08, 72.88],
  [39.91, 116.4],
  [35.69, 139.69],
  [-33.87, 151.21],
  [-1.29, 36.82],
  [64.14, -21.9],
];

/** The world at zoom 2 from one layer's tiles, over the ground, cities dotted: RGBA pixels. */
async function world(layer) {
  const double = createWeatherDouble({ seed: 1, now: () => NOW });
  const pixels = new Uint8Array(SIDE * SIDE * 4);
  for (let y = 0; y < 2 ** ZOOM; y += 1) {
    for (let x = 0; x < 2 ** ZOOM; x += 1) {
      const url = `https://tile.openweathermap.org/map/${layer}/${ZOOM}/${x}/${y}.png?appid=docs`;
      const response = await getResponse(double.handlers, new Request(url));
      if (response?.status !== 200) throw new Error(`${url}: ${response?.status}`);
      const tile = decode(new Uint8Array(await response.arrayBuffer()));
      for (let py = 0; py < 256; py += 1) {
        for (let px = 0; px < 256; px += 1) {
          const from = (py * 256 + px) * 4;
          const to = ((y * 256 + py) * SIDE + x * 256 + px) * 4;
          const alpha = tile.data[from + 3] / 255;
          for (let c = 0; c < 3; c += 1)
            pixels[to + c] = Math.round(tile.data[from + c] * alpha + GROUND[c] * (1 - alpha));
          pixels[to + 3] = 255;
        }
      }
    }
  }
  for (const [lat, lon] of CITIES) {
    const sin = Math.sin((lat * Math.PI) / 180);
    const cx = ((lon + 180) / 360) * SIDE;
    const cy = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * SIDE;
    for (let dy = -3; dy <= 3; dy += 1) {
      for (let dx = -3; dx <= 3; dx += 1) {
        const d = Math.hypot(dx, dy);
        if (d > 3.2) continue;
        const to = (Math.round(cy + dy) * SIDE + Math.round(cx + dx)) * 4;
        const shade = d > 2.2 ? 0 : 255;
        pixels.fill(shade, to, to + 3);
      }
    }
  }
  return pixels;
}

for (const [layer, name] of [
  ['temp_new', 'maps-world-temperature.png'],
  ['pressure_new', 'maps-world-pressure.png'],
]) {
  writeFileSync(docs(name), encode({ width: SIDE, height: SIDE, data: await world(layer), channels: 4 }));
  console.log(`docs/${name}`);
}

// The recipe's page, as a user sees it.
const app = await startLeafletApp();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || (await packagedChromium.executablePath()),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 768, height: 512 } });
  await routeWeather(page, { seed: 1, now: () => NOW });
  await page.goto(app.url);
  await page.waitForFunction(() => window.mapReady, null, { timeout: 60_000 });
  await page.screenshot({ path: docs('maps-leaflet.png') });
  console.log('docs/maps-leaflet.png');
} finally {
  await browser.close();
  await app.close();
}
