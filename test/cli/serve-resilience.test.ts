// `weather-double serve --quota N --faults RATE --latency MEDIAN,P99`, spawned as a user runs it:
// the server answers as startWeatherServer does with the same options.
import { afterEach, describe, expect, it } from 'vitest';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { type CliServer, runCli, startCliServer } from '../support/cli.js';

const running: (CliServer | WeatherServer)[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => ('stop' in server ? server.stop() : server.close())));
});

async function serve(args: string[]) {
  const server = await startCliServer([
    '--port',
    '0',
    '--seed',
    '9',
    '--now',
    '2024-06-01T18:00:00Z',
    ...args,
  ]);
  running.push(server);
  return server;
}

/** The statuses (0 for a dropped connection) of `count` requests, one at a time. */
async function statuses(url: string, count: number, key = 'k') {
  const seen: number[] = [];
  for (let i = 0; i < count; i += 1) {
    try {
      const response = await fetch(`${url}/data/2.5/weather?zip=94040&appid=${key}`);
      await response.text();
      seen.push(response.status);
    } catch {
      seen.push(0);
    }
  }
  return seen;
}

describe('weather-double serve resilience flags', () => {
  it('--quota N allows each key N requests a minute, then answers 429', async () => {
    const { url } = await serve(['--quota', '2']);
    expect(await statuses(url, 3, 'a')).toEqual([200, 200, 429]);
    expect(await statuses(url, 1, 'b')).toEqual([200]);
  });

  it('--faults RATE fails requests as startWeatherServer with faults { rate } and the same seed does', async () => {
    const { url } = await serve(['--faults', '0.5']);
    const library = await startWeatherServer({
      port: 0,
      seed: 9,
      now: () => Date.UTC(2024, 5, 1, 18),
      faults: { rate: 0.5 },
    });
    running.push(library);
    const fromCli = await statuses(url, 20);
    expect(fromCli).toEqual(await statuses(library.url, 20));
    expect(fromCli.filter((status) => status !== 200).length).toBeGreaterThan(3);
  });

  it('--latency MEDIAN,P99 answers normally, late', async () => {
    const { url } = await serve(['--latency', '2,10']);
    expect(await statuses(url, 3)).toEqual([200, 200, 200]);
  });

  it('--help documents the flags', async () => {
    const { code, stdout } = await runCli(['serve', '--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('--quota N');
    expect(stdout).toContain('--faults RATE');
    expect(stdout).toContain('--latency MEDIAN,P99');
  });
});
