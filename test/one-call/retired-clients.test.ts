// Real clients of the retired routes, unchanged: openweather-apis' getWeatherOneCall calls the
// retired One Call 2.5 and fails with the service's own message, as in production; ansiweather
// (Debian's package; `.ci/run` installs it) shows the UV index of /data/2.5/uvi, through the
// standalone server, pointed at it by its configuration only (its `fetch_cmd`).
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { bypass, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import weatherApis from 'openweather-apis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeatherGenerator } from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { failOnUnhandled } from '../support/msw.js';
import { describeWithProgram } from '../support/system-program.js';

const NOW = Date.UTC(2024, 5, 1, 11, 20);
const SEED = 17;
const MESSAGE = 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.';

/** getWeatherOneCall as a promise of its callback's error and answer. */
const oneCall = () =>
  new Promise<{ error: Error | null; json: unknown }>((resolve) =>
    weatherApis.getWeatherOneCall((error, json) => resolve({ error, json })),
  );

function oneCallChecks(requests: () => readonly { url: string; status: number }[]) {
  it('openweather-apis: getWeatherOneCall calls the retired One Call 2.5 and fails with the service’s 401', async () => {
    weatherApis.setCityId('');
    weatherApis.setZipCode('');
    weatherApis.setAPPID('test-key');
    weatherApis.setUnits('metric');
    weatherApis.setCoordinate(51.5085, -0.1257);
    const { error, json } = await oneCall();
    expect(error).toBeInstanceOf(Error);
    expect(error?.message).toBe(MESSAGE);
    expect(json).toBeNull();
    const last = requests().at(-1)!;
    expect(new URL(last.url).pathname).toBe('/data/2.5/onecall');
    expect(last.status).toBe(401);
  });
}

describe('openweather-apis against the MSW handlers', () => {
  const double = createWeatherDouble({ seed: SEED, now: () => NOW });
  const server = setupServer(...double.handlers);
  beforeAll(() => server.listen(failOnUnhandled));
  afterAll(() => server.close());
  oneCallChecks(() => double.requests);
});

describe('openweather-apis against the standalone server', () => {
  let weatherServer: WeatherServer;
  // The client calls api.openweathermap.org; this handler carries each request, unchanged, to the
  // server's address (bypass: the forwarded request itself is not intercepted).
  const forward = http.all(/^https?:\/\/api\.openweathermap\.org\//, async ({ request }) => {
    const url = new URL(request.url);
    const response = await fetch(bypass(new Request(`${weatherServer.url}${url.pathname}${url.search}`)));
    return new HttpResponse(await response.text(), { status: response.status, headers: response.headers });
  });
  const server = setupServer(forward);
  beforeAll(async () => {
    weatherServer = await startWeatherServer({ port: 0, seed: SEED, now: () => NOW });
    server.listen(failOnUnhandled);
  });
  afterAll(async () => {
    server.close();
    await weatherServer.close();
  });
  oneCallChecks(() => weatherServer.requests);
});

describeWithProgram(
  'ansiweather',
  'ansiweather',
  'ansiweather (Debian) through the standalone server',
  () => {
    let weatherServer: WeatherServer;
    let folder: string;
    beforeAll(async () => {
      weatherServer = await startWeatherServer({ port: 0, seed: SEED, now: () => NOW });
      folder = mkdtempSync(join(tmpdir(), 'ansiweather-'));
      // ansiweather fetches https://api.openweathermap.org/…; its `fetch_cmd` (a command given the
      // URL) is the one setting that changes where: this one asks the server for the same path and query.
      const fetcher = join(folder, 'fetch');
      writeFileSync(
        fetcher,
        `#!/bin/sh\nexec curl -sf "${weatherServer.url}\${1#https://api.openweathermap.org}"\n`,
      );
      chmodSync(fetcher, 0o755);
      writeFileSync(
        join(folder, 'config'),
        [
          'location:London,GB',
          'units:metric',
          'api_key:test-key',
          `fetch_cmd:${fetcher}`,
          'ansi:false',
          '',
        ].join('\n'),
      );
    });
    afterAll(async () => {
      await weatherServer.close();
      rmSync(folder, { recursive: true, force: true });
    });

    it('shows the UV index the double answers on /data/2.5/uvi for the place of the weather answer', async () => {
      // Asynchronously: the server answers in this process.
      const { stdout } = await promisify(execFile)('ansiweather', [], {
        env: { ...process.env, ANSIWEATHERRC: join(folder, 'config') },
        encoding: 'utf8',
        timeout: 60_000,
      });
      const generator = createWeatherGenerator({ seed: SEED, now: () => NOW });
      const weather = generator.record({ q: 'London,GB', units: 'metric' });
      const uv = generator.uvIndex({ lat: weather.coord.lat, lon: weather.coord.lon });
      // ansiweather rounds with printf's %.0f (half to even): the shown °C is within half a degree.
      const shown = /Weather in London: (-?\d+) °C/.exec(stdout);
      expect(shown, stdout).not.toBeNull();
      expect(Math.abs(Number(shown?.[1]) - weather.main.temp)).toBeLessThanOrEqual(0.5);
      expect(stdout).toContain(` - UVI: ${uv.value} - `);
      expect(weatherServer.requests.map((r) => new URL(r.url).pathname)).toEqual([
        '/data/2.5/weather',
        '/data/2.5/uvi',
      ]);
      expect(weatherServer.requests.map((r) => r.status)).toEqual([200, 200]);
    });
  },
);
