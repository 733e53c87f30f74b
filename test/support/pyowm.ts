// What the tests that run pyowm unchanged share (its managers vendored in test/fixtures/pyowm): a
// weather-double server for each describe block, reached by pyowm as an HTTP proxy, and a driver
// script run by Debian's /usr/bin/python3 (python3-requests, python3-geojson) whose stdout is JSON.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';

const run = promisify(execFile);
const FIXTURE = fileURLToPath(new URL('../fixtures/pyowm', import.meta.url));

/**
 * Starts a server (seed and clock given) before the block's tests and closes it after them; `server()`
 * is it, and `runPyowm(script, ...args)` runs a driver with the fixture folder, the server's URL and
 * `args`, and parses what it prints.
 */
export function pyowmAgainstServer(seed: number, now: number) {
  let server: WeatherServer | undefined;
  beforeAll(async () => {
    server = await startWeatherServer({ port: 0, seed, now: () => now });
  });
  afterAll(async () => {
    await server?.close();
  });
  const current = () => {
    if (server === undefined) throw new Error('The server starts before the tests.');
    return server;
  };
  return {
    server: current,
    // What the driver printed, parsed: JSON.parse's value, read as the driver's test knows it.
    async runPyowm(script: string, ...args: string[]) {
      const { stdout } = await run('/usr/bin/python3', [script, FIXTURE, current().url, ...args], {
        // No bytecode written into the vendored fixture (a clone's tree stays as committed).
        env: { PATH: process.env.PATH ?? '', NO_PROXY: '', no_proxy: '', PYTHONDONTWRITEBYTECODE: '1' },
        timeout: 60_000,
      });
      return JSON.parse(stdout);
    },
  };
}
