// `weather-double/handlers` as Node imports it (package.json `exports`, condition `node`):
// handlers/node.ts, which requires the handlers' ESM bundle on first use (issue 29: the
// import no heavier than msw/node's own). The other tests import tsc's modules (vitest.config.ts);
// this one the built entry and the bundle it loads.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import * as Handlers from 'weather-double/handlers';
import * as built from '../../dist/handlers/node.js';
import { failOnUnhandled } from '../support/msw.js';
import { NOW, weatherUrl } from './helpers.js';

/** The entry, typed as the package types `/handlers` (handlers/index.ts's declarations). */
const entry = built as unknown as typeof Handlers;
const root = fileURLToPath(new URL('../..', import.meta.url));

describe("the handlers' Node entry", () => {
  it('is what Node imports, with the public names; it requires the bundle on first use, the one `import` loads', async () => {
    expect(Object.keys(entry).sort()).toEqual(Object.keys(Handlers).sort());
    // In a fresh process (vitest loads modules its own way): the package's own name, as a user
    // imports it.
    const script = `
      import { createRequire } from 'node:module';
      const require = createRequire(process.cwd() + '/');
      const loaded = () => Object.keys(require.cache).some((path) => path.endsWith('/dist/src/esm/handlers.js'));
      const handlers = await import('weather-double/handlers');
      const onImport = loaded();
      const double = handlers.createWeatherDouble({ seed: 1 });
      const onUse = loaded();
      const bundle = await import('./dist/src/esm/handlers.js');
      const { WeatherDoubleError } = await import('weather-double');
      const refusal = (() => { try { handlers.createWeatherDouble({ seed: 'x' }); } catch (error) { return error; } })();
      console.log(JSON.stringify({
        resolved: import.meta.resolve('weather-double/handlers'),
        onImport,
        onUse,
        count: double.handlers.length,
        sameHandlers: [...handlers.weatherHandlers][0] === [...bundle.weatherHandlers][0],
        sameError: refusal instanceof WeatherDoubleError,
      }));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
    });
    const outcome = JSON.parse(stdout);
    expect(outcome.resolved).toMatch(/\/dist\/handlers\/node\.js$/);
    // The bundle is required when a double is first created, not on import; it is the module
    // `import` loads (one copy of the package's state), with the package's one WeatherDoubleError.
    expect(outcome).toMatchObject({
      onImport: false,
      onUse: true,
      count: 1,
      sameHandlers: true,
      sameError: true,
    });
  });

  it('checks options as the bundle does', () => {
    expect(() => entry.createWeatherDouble({ seeds: 1 } as never)).toThrow(
      '[weather-double] Unknown option seeds. Allowed options: baseUrl, seed, now, apiKeys, places, notFound, shape, fixtures, quota, faults, latency, store.',
    );
  });

  it('answers through setupServer, and counts the log', async () => {
    const double = entry.createWeatherDouble({ seed: 5, now: () => NOW });
    const server = setupServer(...double.handlers);
    server.listen(failOnUnhandled);
    try {
      const response = await fetch(weatherUrl('zip=94040&appid=k'));
      expect(response.status).toBe(200);
      expect(JSON.parse(await response.text())).toMatchObject({ name: 'Mountain View', cod: 200 });
    } finally {
      server.close();
    }
    expect(entry.countRequests(double.requests)).toEqual({ weather: 1 });
    expect(entry.requestsTo(double.requests, 'weather', { status: 200 })).toHaveLength(1);
  });

  it("reads weatherHandlers as an array of the default double's one handler", () => {
    expect(Array.isArray(entry.weatherHandlers)).toBe(true);
    expect(entry.weatherHandlers).toHaveLength(1);
    expect(entry.weatherHandlers[0]?.info.header).toBe(
      '/.+/ http(s)://api.openweathermap.org/data/2.5/weather',
    );
  });
});
