// The handlers in a real browser: page.ts bundled by esbuild for the browser (which also proves
// that the handlers, the generator, the record model and the client use no Node built-in: such an
// import does not resolve on platform browser), served with msw's mockServiceWorker.js from
// 127.0.0.1, opened through playwright-core in the Chromium that the @sparticuz/chromium
// devDependency ships inside its npm package (unpacked on first use to the OS temp directory; no
// system browser, no download), or the one at CHROMIUM_PATH when set. The page's service worker
// (msw's setupWorker) answers its fetches to the real service's URL; the machine has no route to it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import packagedChromium from '@sparticuz/chromium';
import { build, type Metafile } from 'esbuild';
import { getResponse } from 'msw';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validateWeatherRecord } from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import type { PageScenario, WeatherPage } from './page.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SERVICE = 'https://api.openweathermap.org/data/2.5/weather';
const METRIC = `${SERVICE}?zip=94040,us&appid=k&units=metric`;

let bundle: string;
let metafile: Metafile;
let server: Server;
let origin: string;
let profile: string;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

/** Bundles page.ts as a browser app would: the package by its name, resolved through its exports. */
async function bundlePage() {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['test/browser/page.ts'],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return { code: result.outputFiles[0]!.text, metafile: result.metafile };
}

/** A static server for the page, its bundle and msw's worker script (the one of the msw bundled). */
async function serve(files: Record<string, { type: string; body: string | Buffer }>) {
  const http = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://x').pathname];
    if (file === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' }).end(file.body);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return http;
}

function inPage<T>(
  action: (api: WeatherPage, argument: string) => T | Promise<T>,
  argument = '',
): Promise<T> {
  return page.evaluate(
    ({ source, argument }) =>
      new Function('api', 'argument', `return (${source})(api, argument)`)(window.weatherPage, argument),
    { source: action.toString(), argument },
  ) as Promise<T>;
}

beforeAll(async () => {
  ({ code: bundle, metafile } = await bundlePage());
  const worker = readFileSync(join(root, 'node_modules/msw/lib/mockServiceWorker.js'), 'utf8');
  server = await serve({
    '/': {
      type: 'text/html; charset=utf-8',
      body: '<!doctype html><title>weather-double</title><script type="module" src="/page.js"></script>',
    },
    '/page.js': { type: 'text/javascript', body: bundle },
    '/mockServiceWorker.js': { type: 'text/javascript', body: worker },
    // The place data, as the app serves the package's asset (loadPlaceData('/places.bin')).
    '/places.bin': {
      type: 'application/octet-stream',
      body: readFileSync(join(root, 'dist/data/places.bin')),
    },
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  profile = mkdtempSync(join(tmpdir(), 'weather-double-chromium-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || (await packagedChromium.executablePath()),
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    // Chromium logs every 4xx answer; the scenarios ask for exactly these.
    const expected =
      /^Failed to load resource: the server responded with a status of (401 \(Unauthorized\)|404 \(Not Found\))$/;
    if ((message.type() === 'error' || message.type() === 'warning') && !expected.test(message.text())) {
      pageErrors.push(message.text());
    }
  });
  await page.goto(origin);
  await page.waitForFunction(() => window.weatherPage !== undefined);
  await inPage((api) => api.started);
}, 60_000);

afterEach(async () => {
  await inPage((api) => api.reset());
});

afterAll(async () => {
  await context?.close();
  await new Promise((resolve) => server?.close(resolve));
  if (profile) rmSync(profile, { recursive: true, force: true });
});

describe('the handlers in Chromium, through msw setupWorker', () => {
  it('bundle for the browser with no Node built-in', () => {
    const inputs = Object.values(metafile.inputs).flatMap((input) =>
      input.imports.map((imported) => imported.path),
    );
    expect(inputs.filter((path) => path.startsWith('node:'))).toEqual([]);
    // The package came in through its exports: the ESM bundles of the entries (scripts/build-esm.mjs).
    expect(Object.keys(metafile.inputs)).toEqual(
      expect.arrayContaining(['dist/src/esm/handlers.js', 'dist/src/esm/index.js', 'dist/src/esm/places.js']),
    );
    expect(Object.keys(metafile.inputs).filter((path) => path.includes('data/places'))).toEqual([]);
    expect(bundle.length).toBeGreaterThan(0);
  });

  it('answers a fetch of the service with a valid record, the same bytes as in Node', async () => {
    const answer = await inPage((api, url) => api.fetchWeather(url), METRIC);
    expect(answer.status).toBe(200);
    expect(answer.valid).toBe(true);
    const headers = Object.fromEntries(answer.headers);
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(headers['access-control-allow-origin']).toBe('*');
    const record = JSON.parse(answer.body);
    expect(validateWeatherRecord(record).ok).toBe(true);
    expect(record.name).toBe('Mountain View');

    // The same double in Node (same seed and clock) gives the same status and bytes.
    const double = createWeatherDouble({ seed: 1, now: () => Date.UTC(2024, 5, 1, 18) });
    const inNode = await getResponse(double.handlers, new Request(METRIC));
    expect(inNode?.status).toBe(200);
    expect(await inNode?.text()).toBe(answer.body);

    expect(await inPage((api) => api.requests())).toEqual([
      { url: `${SERVICE}?zip=94040,us&appid=***&units=metric`, status: 200, scenario: null },
    ]);
  });

  it('answers real places of the data the page loaded with loadPlaceData(url)', async () => {
    expect(await inPage((api, zip) => api.callClient(zip), '28013,es')).toEqual({ name: 'Madrid' });
    expect(await inPage((api, zip) => api.callClient(zip), '1000-001,pt')).toEqual({ name: 'Lisboa' });
    const answer = await inPage(
      (api, url) => api.fetchWeather(url),
      'https://api.openweathermap.org/geo/1.0/direct?q=Paris&limit=1&appid=k',
    );
    expect(JSON.parse(answer.body)[0]).toMatchObject({ name: 'Paris', local_names: { es: 'París' } });
    await inPage((api) => api.reset());
  });

  it('serves the client in the page', async () => {
    expect(await inPage((api, zip) => api.callClient(zip), '10115,de')).toEqual({ name: 'Berlin' });
  });

  it.each([
    ['notFound', 404, '{"cod":"404","message":"city not found"}'],
    [
      'unauthorized',
      401,
      '{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}',
    ],
  ] as const)('answers the %s scenario through worker.use', async (scenario: PageScenario, status, body) => {
    await inPage((api, name) => api.use(name as PageScenario), scenario);
    const answer = await inPage((api, url) => api.fetchWeather(url), METRIC);
    expect(answer).toMatchObject({ status, body, valid: false });
    expect(await inPage((api) => api.requests())).toEqual([
      { url: `${SERVICE}?zip=94040,us&appid=***&units=metric`, status, scenario },
    ]);
    // After the reset, the double's normal answer again.
    await inPage((api) => api.reset());
    expect((await inPage((api, url) => api.fetchWeather(url), METRIC)).status).toBe(200);
  });

  it('logged no error or warning in the page (msw reports unhandled requests there)', () => {
    expect(pageErrors).toEqual([]);
  });
});
