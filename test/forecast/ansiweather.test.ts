// Debian's ansiweather (a shell script over curl and jq; `.ci/run` installs it), unchanged, against
// the standalone server: its forecast (`-F`, five days of GET /data/2.5/forecast/daily). It calls
// https://api.openweathermap.org with its configured `fetch_cmd`; the test's config gives it a
// fetch command that sends the same path and query to the server (the documented way to point it
// elsewhere: its config file, named by ANSIWEATHERRC).
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createWeatherGenerator } from 'weather-double';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { describeWithProgram } from '../support/system-program.js';

const run = promisify(execFile);
/** A number as the script prints it (`printf "%.0f"`: halves to the even neighbour). */
const printed = (value: number) =>
  Math.abs(value % 1) === 0.5 ? 2 * Math.round(value / 2) : Math.round(value);
const NOW = Date.UTC(2024, 5, 1, 18, 20);
const SEED = 5;

describeWithProgram(
  'ansiweather',
  'ansiweather',
  'ansiweather -F (the 16-day daily forecast) through the server',
  () => {
    let server: WeatherServer;
    let folder: string;
    beforeAll(async () => {
      server = await startWeatherServer({ port: 0, seed: SEED, now: () => NOW });
      folder = mkdtempSync(join(tmpdir(), 'ansiweather-'));
      const fetch = join(folder, 'fetch');
      writeFileSync(
        fetch,
        `#!/bin/sh\nexec curl -s "$(printf '%s' "$1" | sed 's#^https://api.openweathermap.org#${server.url}#')"\n`,
      );
      chmodSync(fetch, 0o755);
      writeFileSync(
        join(folder, 'config'),
        `api_key:test-key\nfetch_cmd:${fetch}\nansi:false\nsymbols:false\n`,
      );
    });
    afterAll(async () => {
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    });

    it('prints five days of the place’s daily forecast: each day’s date, high and low', async () => {
      const env = { ...process.env, ANSIWEATHERRC: join(folder, 'config'), TZ: 'UTC' };
      const { stdout } = await run('ansiweather', ['-F', '-l', 'London,GB', '-u', 'metric'], { env });
      const days = createWeatherGenerator({ seed: SEED, now: () => NOW }).dailyForecast(
        { q: 'London,GB' },
        { units: 'metric' },
      );
      const expected = days.list.slice(0, 5).map((day) => {
        const date = new Date(day.dt * 1000).toUTCString().slice(0, 11).replace(',', '');
        const [weekday, dayOfMonth, month] = date.split(' ');
        return `${weekday} ${month} ${dayOfMonth}: ${printed(day.temp.max)}/${printed(day.temp.min)} °C`;
      });
      expect(stdout.trim()).toBe(`London forecast: ${expected.join(' - ')}`);
      const log = server.requests.map((request) => new URL(request.url, server.url));
      expect(
        log.map((url) => `${url.pathname}?${url.searchParams.get('q')}&${url.searchParams.get('units')}`),
      ).toEqual(['/data/2.5/forecast/daily?London,GB&metric']);
    });
  },
);
