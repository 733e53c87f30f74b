// weather-double/playwright in a real Chromium (the one @sparticuz/chromium ships, or CHROMIUM_PATH):
// a small page served from 127.0.0.1 calls the service (with a retry loop, as apps do); the double
// answers it through page.route / context.route, with no service worker and no network.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import packagedChromium from '@sparticuz/chromium';
import { getResponse } from 'msw';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWeatherDouble } from 'weather-double/handlers';
import { type PlaywrightWeatherDouble, routeWeather, weatherFixtures } from 'weather-double/playwright';

const SERVICE = 'https://api.openweathermap.org/data/2.5/weather';
const NOW = Date.UTC(2024, 5, 1, 18);

// The app: fetches the weather for a postal code, retries a 5xx or a network error up to twice,
// and shows the place's name or the service's message.
const APP = `<!doctype html><title>weather app</title><p id="out">loading</p><script>
async function load(zip) {
  let last = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const response = await fetch('${SERVICE}?zip=' + zip + '&units=metric&appid=test-key');
      const body = await response.json();
      if (response.status >= 500) { last = 'server error ' + response.status; continue; }
      return response.ok ? body.name : 'error ' + response.status + ': ' + body.message;
    } catch (error) {
      last = 'network error: ' + error.name;
    }
  }
  return last;
}
window.show = async (zip) => (document.getElementById('out').textContent = await load(zip));
window.raw = async (url) => {
  try {
    const response = await fetch(url);
    const text = await response.text();
    return { status: response.status, text };
  } catch (error) {
    return { error: error.name + ': ' + error.message };
  }
};
</script>`;

let server: Server;
let origin: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(APP);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || (await packagedChromium.executablePath()),
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
}, 60_000);

beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const show = async (zip: string) => {
  await page.goto(origin);
  return page.evaluate((code) => (window as unknown as { show(z: string): Promise<string> }).show(code), zip);
};
const raw = (url: string) =>
  page.evaluate(
    (target) =>
      (
        window as unknown as {
          raw(u: string): Promise<{ status?: number; text?: string; error?: string }>;
        }
      ).raw(target),
    url,
  );

describe('routeWeather(page)', () => {
  it('answers the page with the same bytes as the MSW handlers, and logs it', async () => {
    const weather = await routeWeather(page, { seed: 1, now: () => NOW });
    expect(await show('94040')).toBe('Mountain View');
    const url = `${SERVICE}?zip=94040&units=metric&appid=test-key`;
    const seen = page.waitForResponse(url);
    const inPage = await raw(url);
    const inNode = await getResponse(
      createWeatherDouble({ seed: 1, now: () => NOW }).handlers,
      new Request(url),
    );
    expect(inPage).toEqual({ status: 200, text: await inNode?.text() });
    // The service's headers (the page reads only the CORS-safelisted ones; the browser saw them all).
    expect(await (await seen).allHeaders()).toMatchObject({
      'access-control-allow-origin': '*',
      'content-type': 'application/json; charset=utf-8',
      server: 'openresty',
      'x-cache-key': '/data/2.5/weather?units=metric&zip=94040',
    });
    expect(weather.requests.map(({ url, status, scenario }) => ({ url, status, scenario }))).toEqual([
      { url: `${SERVICE}?zip=94040&units=metric&appid=***`, status: 200, scenario: null },
      { url: `${SERVICE}?zip=94040&units=metric&appid=***`, status: 200, scenario: null },
    ]);
  });

  it('fails twice with 500, then the weather: the app retries', async () => {
    const weather = await routeWeather(page, { seed: 1, now: () => NOW });
    weather.use(weather.scenarios.sequence(['serverError', 'serverError']));
    expect(await show('94040')).toBe('Mountain View');
    expect(weather.requests.map((r) => [r.status, r.scenario])).toEqual([
      [500, 'serverError'],
      [500, 'serverError'],
      [200, null],
    ]);
    // Three failures are one too many for the app.
    weather.requests.clear();
    weather.use(weather.scenarios.serverError({ times: 3 }));
    expect(await show('10001')).toBe('server error 500');
    expect(weather.requests.map((r) => r.status)).toEqual([500, 500, 500]);
    weather.resetHandlers();
    expect(await show('10001')).toBe('New York');
  });

  it('answers error scenarios and network errors as the service and the network do', async () => {
    const weather = await routeWeather(page);
    weather.use(weather.scenarios.notFound({ zip: '10001' }));
    expect(await show('10001')).toBe('error 404: city not found');
    weather.use(weather.scenarios.networkError());
    expect(await show('94040')).toBe('network error: TypeError');
    expect(weather.requests.map((r) => r.outcome)).toEqual([
      'answered',
      'networkError',
      'networkError',
      'networkError',
    ]);
  });

  it('cuts a malformed body short, and answers a delayed one late', async () => {
    const weather = await routeWeather(page, { seed: 1, now: () => NOW });
    weather.use(weather.scenarios.malformed({ once: true }), weather.scenarios.delayed(50, { zip: '10001' }));
    await page.goto(origin);
    const url = `${SERVICE}?zip=94040&appid=k`;
    const cut = await raw(url);
    // Playwright sends a fulfilled body as complete: the page gets the first half of the bytes, and
    // `response.json()` rejects (a SyntaxError, where MSW and the server fail the read itself).
    const full = await (
      await getResponse(createWeatherDouble({ seed: 1, now: () => NOW }).handlers, new Request(url))
    )?.text();
    expect(cut.status).toBe(200);
    expect(cut.text).toBe(full?.slice(0, Math.floor((full?.length ?? 0) / 2)));
    expect(await show('10001')).toBe('New York');
    expect(weather.requests.map((r) => [r.scenario, r.outcome])).toEqual([
      ['malformed', 'cutOff'],
      ['delayed', 'answered'],
    ]);
  });

  it("answers every path of the service's hosts: an unknown one gets the service's 404", async () => {
    const weather = await routeWeather(page, { seed: 1, now: () => NOW });
    await page.goto(origin);
    for (const host of [
      'https://api',
      'http://api',
      'https://pro',
      'http://pro',
      'https://history',
      'http://history',
    ]) {
      expect(await raw(`${host}.openweathermap.org/data/2.5/nothing-here?appid=k`)).toMatchObject({
        status: 404,
        text: '{"cod":"404","message":"Internal error"}',
      });
    }
    expect((await raw(`https://pro.openweathermap.org/data/2.5/weather?zip=94040&appid=k`)).status).toBe(200);
    expect((await raw(`https://history.openweathermap.org/data/2.5/weather?zip=94040&appid=k`)).status).toBe(
      200,
    );
    expect(weather.requests.map((entry) => entry.status)).toEqual([200, 200]);
  });

  it('stops answering after unroute()', async () => {
    const weather = await routeWeather(page);
    await weather.unroute();
    await weather.unroute();
    await page.route('https://api.openweathermap.org/**', (route) =>
      route.fulfill({ status: 418, body: 'tea' }),
    );
    await page.goto(origin);
    expect(await raw(`${SERVICE}?zip=94040&appid=k`)).toMatchObject({ status: 418, text: 'tea' });
    expect(weather.requests).toHaveLength(0);
  });

  it('checks its arguments', async () => {
    await expect(routeWeather(page, { seed: 'x' } as never)).rejects.toMatchObject({
      code: 'INVALID_OPTION',
      path: 'seed',
    });
    await expect(routeWeather({} as never)).rejects.toMatchObject({ code: 'INVALID_OPTION', path: 'target' });
    const weather = await routeWeather(page);
    expect(() => weather.use({} as never)).toThrow(expect.objectContaining({ path: 'use[0]' }));
  });
});

describe('routeWeather(context)', () => {
  it('answers every page of the context', async () => {
    const weather = await routeWeather(context, { seed: 1, now: () => NOW });
    const second = await context.newPage();
    await second.goto(origin);
    expect(
      await second.evaluate(() =>
        (window as unknown as { show(z: string): Promise<string> }).show('10115,de'),
      ),
    ).toBe('Berlin');
    expect(await show('94040')).toBe('Mountain View');
    expect(weather.requests.map((r) => r.query.zip)).toEqual(['10115,de', '94040']);
  });
});

describe('weatherFixtures (for Playwright Test: test.extend(weatherFixtures))', () => {
  it('routes the test page with weatherOptions, gives the double to the test, unroutes after', async () => {
    let double: PlaywrightWeatherDouble | undefined;
    await weatherFixtures.weather({ page, weatherOptions: { seed: 1, now: () => NOW } }, async (weather) => {
      double = weather;
      weather.use(weather.scenarios.sequence(['networkError']));
      expect(await show('94040')).toBe('Mountain View');
    });
    expect(double?.requests.map((r) => r.outcome)).toEqual(['networkError', 'answered']);
    // Unrouted after the test: the page's request is no longer the double's.
    await page.route('https://api.openweathermap.org/**', (route) =>
      route.fulfill({ status: 418, body: 'tea' }),
    );
    expect(await raw(`${SERVICE}?zip=94040&appid=k`)).toMatchObject({ status: 418 });
    expect(weatherFixtures.weatherOptions).toEqual([{}, { option: true }]);
  });

  it('names its dependencies in a destructured first parameter, as Playwright Test reads them', () => {
    // Playwright Test reads the fixtures a fixture uses from its source text.
    const source = weatherFixtures.weather.toString();
    const parameters = source.match(/^(?:async\s+)?(?:function\s*)?[^(]*\(([^)]*)\)/)?.[1] ?? '';
    expect(parameters.replace(/\s+/g, '')).toBe('{page,weatherOptions},use');
  });
});
