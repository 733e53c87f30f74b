// `weather-double/handlers` as Node imports it (package.json `exports`, condition `node`):
// handlers/node.ts, which requires the handlers' ESM bundle (or its `double-route` entry, which shares
// its chunks) on first use (issue 29: the import no
// heavier than msw/node's own). Vitest loads modules its own way (and the unit project imports
// tsc's modules, vitest.config.ts), so the entry is used in a fresh Node process, by the package's
// name as a user imports it (the repository's build here, the installed tarball in the
// compatibility run).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import * as handlers from 'weather-double/handlers';
import { NOW } from './helpers.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

const script = `
  import { createRequire } from 'node:module';
  import { setupServer } from 'msw/node';
  const require = createRequire(process.cwd() + '/');
  const resolved = import.meta.resolve('weather-double/handlers');
  const bundleUrl = new URL('../src/esm/handlers.js', resolved).href;
  const loaded = () => Object.keys(require.cache).some((path) => /\\/dist\\/src\\/esm\\/(handlers|double-route)\\.js$/.test(path));
  const entry = await import('weather-double/handlers');
  const onImport = loaded();
  const keys = ['k'];
  const options = { seed: 5, now: () => ${NOW}, apiKeys: keys };
  const double = entry.createWeatherDouble(options);
  keys.push('later');
  const onCreate = loaded();
  const server = setupServer(...double.handlers, ...entry.weatherHandlers);
  const onSetup = loaded();
  const label = double.handlers[0].info.header;
  server.listen({ onUnhandledRequest: 'error', onUnhandledFrame: 'error' });
  const url = 'https://api.openweathermap.org/data/2.5/weather?zip=94040&appid=k';
  const response = await fetch(url);
  const onRequest = loaded();
  const text = await response.text();
  const refused = (await fetch(url.replace('appid=k', 'appid=later'))).status;
  const counted = entry.countRequests(double.requests);
  server.use(double.scenarios.unauthorized({ once: true }));
  const scenario = (await fetch(url)).status;
  const logged = double.requests.map((request) => [request.status, request.scenario]);
  double.requests.clear();
  const cleared = double.requests.length;
  server.close();
  const bundle = await import(bundleUrl);
  const direct = setupServer(...bundle.createWeatherDouble({ seed: 5, now: () => ${NOW}, apiKeys: ['k'] }).handlers);
  direct.listen({ onUnhandledRequest: 'error' });
  const bundleText = await (await fetch(url)).text();
  direct.close();
  const { WeatherDoubleError } = await import('weather-double');
  const refusal = (create, options) => { try { create(options); } catch (error) { return error; } };
  const refusals = [{ seeds: 1 }, { seed: 1.5 }, { now: 'noon' }, { apiKeys: [] }, { apiKeys: ['k', ''] }, { apiKeys: [, 'k'] }, { baseUrl: 'ftp://x' }];
  console.log(JSON.stringify({
    resolved,
    names: Object.keys(entry),
    onImport,
    onCreate,
    onSetup,
    onRequest,
    label,
    bundleLabel: bundle.createWeatherDouble().handlers[0].info.header,
    status: response.status,
    same: text === bundleText,
    refused,
    counted,
    scenario,
    logged,
    cleared,
    to: entry.requestsTo(double.requests, 'weather', { status: 200 }).length,
    isArray: Array.isArray(entry.weatherHandlers) && Array.isArray(double.requests),
    scenarioNames: Object.keys(double.scenarios).join() === Object.keys(bundle.createWeatherDouble().scenarios).join(),
    sameError: refusal(entry.createWeatherDouble, { seeds: 1 }) instanceof WeatherDoubleError,
    messages: refusals.map((options) => refusal(entry.createWeatherDouble, options)?.message),
    bundleMessages: refusals.map((options) => refusal(bundle.createWeatherDouble, options)?.message),
  }));`;

describe("the handlers' Node entry", () => {
  it('requires the bundle, the one `import` loads, with the first request a double answers', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
    });
    const outcome = JSON.parse(stdout);
    expect(outcome.resolved).toMatch(/\/dist\/handlers\/node\.js$/);
    expect(outcome.names.sort()).toEqual(Object.keys(handlers).sort());
    // Not on import, nor when a double is made and its handlers (and `weatherHandlers`) given to
    // setupServer: with the first request. The handler shows as the bundle's does.
    expect(outcome).toMatchObject({ onImport: false, onCreate: false, onSetup: false, onRequest: true });
    expect(outcome.label).toBe(outcome.bundleLabel);
    // The same bytes as the bundle's double; the options as given at creation (a key added to the
    // array later is refused, as the bundle's double, which copies them, refuses it).
    expect(outcome).toMatchObject({ status: 200, same: true, refused: 401 });
    // Its log, scenarios and helpers are the real double's.
    expect(outcome).toMatchObject({
      counted: { weather: 2 },
      scenario: 401,
      logged: [
        [200, null],
        [401, null],
        [401, 'unauthorized'],
      ],
      cleared: 0,
      to: 0,
      isArray: true,
      scenarioNames: true,
    });
    // Bad options throw at creation, the package's one WeatherDoubleError, with the bundle's messages.
    expect(outcome.sameError).toBe(true);
    expect(outcome.messages).toEqual(outcome.bundleMessages);
    expect(outcome.messages[0]).toBe(
      '[weather-double] Unknown option seeds. Allowed options: baseUrl, seed, now, apiKeys, places, notFound, shape, fixtures, plans, quota, faults, latency, store, variants.',
    );
    expect(outcome.messages.every((message: unknown) => typeof message === 'string')).toBe(true);
  });
});
