// `weather-double/handlers` as Node imports it (package.json `exports`, condition `node`):
// handlers/node.ts, which requires the handlers' ESM bundle on first use (issue 29: the import no
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
  const loaded = () => Object.keys(require.cache).some((path) => path.endsWith('/dist/src/esm/handlers.js'));
  const entry = await import('weather-double/handlers');
  const onImport = loaded();
  const double = entry.createWeatherDouble({ seed: 5, now: () => ${NOW} });
  const onUse = loaded();
  const server = setupServer(...double.handlers);
  server.listen({ onUnhandledRequest: 'error', onUnhandledFrame: 'error' });
  const response = await fetch('https://api.openweathermap.org/data/2.5/weather?zip=94040&appid=k');
  const body = JSON.parse(await response.text());
  server.close();
  const bundle = await import(bundleUrl);
  const { WeatherDoubleError } = await import('weather-double');
  const refusal = (() => { try { entry.createWeatherDouble({ seeds: 1 }); } catch (error) { return error; } })();
  console.log(JSON.stringify({
    resolved,
    names: Object.keys(entry),
    onImport,
    onUse,
    status: response.status,
    name: body.name,
    counted: entry.countRequests(double.requests),
    to: entry.requestsTo(double.requests, 'weather', { status: 200 }).length,
    isArray: Array.isArray(entry.weatherHandlers),
    sameHandlers: entry.weatherHandlers.length === 1 && entry.weatherHandlers[0] === bundle.weatherHandlers[0],
    sameError: refusal instanceof WeatherDoubleError,
    message: refusal.message,
  }));`;

describe("the handlers' Node entry", () => {
  it('is what Node imports; it requires the bundle when a double is first made, the one `import` loads', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
    });
    const outcome = JSON.parse(stdout);
    expect(outcome.resolved).toMatch(/\/dist\/handlers\/node\.js$/);
    expect(outcome.names.sort()).toEqual(Object.keys(handlers).sort());
    // Not on import; the module `import` loads (one copy of the package's state, its one
    // WeatherDoubleError class and default handlers).
    expect(outcome).toMatchObject({
      onImport: false,
      onUse: true,
      isArray: true,
      sameHandlers: true,
      sameError: true,
      message:
        '[weather-double] Unknown option seeds. Allowed options: baseUrl, seed, now, apiKeys, places, notFound, shape, fixtures, quota, faults, latency, store.',
    });
    // The double answers through setupServer, and its log is counted.
    expect(outcome).toMatchObject({ status: 200, name: 'Mountain View', counted: { weather: 1 }, to: 1 });
  });
});
