// The map recipe of docs/maps.md (issue 40): a Leaflet page (Leaflet from npm, served by the app:
// offline) with two OpenWeather layers over the double, in the Chromium that @sparticuz/chromium
// ships (or CHROMIUM_PATH), its requests answered by routeWeather. The tiles load, they are not
// blank, and at the pixels of three cities their colours are the layers' palette colours of what
// the weather endpoint reports there.
import packagedChromium from '@sparticuz/chromium';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { routeWeather } from 'weather-double/playwright';
import { startLeafletApp } from '../../scripts/leaflet-page.mjs';
import { PRESSURE, type Rgba, showsAbout, stops, TEMPERATURE, tileOf } from '../support/palette.js';

const CITIES = [
  { name: 'London', lat: 51.5085, lon: -0.1257 },
  { name: 'New York', lat: 40.7143, lon: -74.006 },
  { name: 'Lisbon', lat: 38.7167, lon: -9.1333 },
] as const;
const NOW = Date.UTC(2024, 0, 15, 12);

let app: Awaited<ReturnType<typeof startLeafletApp>>;
let browser: Browser;

beforeAll(async () => {
  app = await startLeafletApp();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || (await packagedChromium.executablePath()),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** What the page reads at a city: a layer's tile pixel there, and the weather endpoint's answer. */
interface Reading {
  temperature: Rgba;
  pressure: Rgba;
  temp: number;
  hPa: number;
}

it('shows the double’s weather on a Leaflet map: tiles load, not blank, the palette’s colours at three cities', async () => {
  const page = await browser.newPage({ viewport: { width: 768, height: 512 } });
  const weather = await routeWeather(page, { seed: 3, now: () => NOW });
  await page.goto(app.url);
  await page.waitForFunction(() => (window as unknown as { mapReady?: Promise<boolean> }).mapReady, null, {
    timeout: 30_000,
  });
  // Every tile of both layers loaded: 256 pixels square.
  const tiles = await page.$$eval('img.leaflet-tile', (images) =>
    images.map((image) => ({
      src: (image as HTMLImageElement).src,
      width: (image as HTMLImageElement).naturalWidth,
    })),
  );
  expect(tiles.length).toBeGreaterThanOrEqual(2 * 6);
  expect(tiles.every((tile) => tile.width === 256)).toBe(true);
  for (const city of CITIES) {
    const { x, y, px, py } = tileOf(city.lat, city.lon, 3);
    const reading = await page.evaluate(
      async ({ city, x, y, px, py }) => {
        /** The pixel at (px, py) of the loaded tile whose URL has `part`. */
        const pixel = (part: string) => {
          const image = [...document.querySelectorAll('img.leaflet-tile')].find((img) =>
            (img as HTMLImageElement).src.includes(part),
          ) as HTMLImageElement;
          const canvas = document.createElement('canvas');
          canvas.width = 256;
          canvas.height = 256;
          const context = canvas.getContext('2d') as CanvasRenderingContext2D;
          context.drawImage(image, 0, 0);
          // Not blank: the tile has colours (alpha) of its own.
          const all = context.getImageData(0, 0, 256, 256).data;
          if (!all.some((value, i) => i % 4 === 3 && value > 0)) throw new Error(`${part} is blank`);
          return [...context.getImageData(px, py, 1, 1).data];
        };
        const answer = await fetch(
          `https://api.openweathermap.org/data/2.5/weather?lat=${city.lat}&lon=${city.lon}&units=metric&appid=test-key`,
        );
        const record = (await answer.json()) as { main: { temp: number; pressure: number } };
        return {
          temperature: pixel(`/temp_new/3/${x}/${y}.png`),
          pressure: pixel(`/APM/3/${x}/${y}?`),
          temp: record.main.temp,
          hPa: record.main.pressure,
        };
      },
      { city, x, y, px, py },
    );
    const { temperature, pressure, temp, hPa } = reading as unknown as Reading;
    expect(showsAbout(temperature, stops(TEMPERATURE), temp, 2.5, 0.8), `${city.name} ${temp} °C`).toBe(true);
    expect(showsAbout(pressure, stops(PRESSURE), hPa * 100, 150, 0.4), `${city.name} ${hPa} hPa`).toBe(true);
  }
  // Every tile and record came from the double.
  expect(weather.requests.length).toBeGreaterThanOrEqual(tiles.length);
  expect(weather.requests.every((request) => request.status === 200)).toBe(true);
  await page.close();
});
