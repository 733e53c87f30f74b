// A double's MSW handlers and its standalone server, made alike, for the tests that check a route's
// bytes through both: `both(target)` asks each for the same target and expects the same status and
// body, byte for byte.
import { bypass } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect } from 'vitest';
import { createWeatherDouble } from 'weather-double/handlers';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { failOnUnhandled } from './msw.js';

/**
 * In a `describe` block: the handlers of a double of `options` listening (answering `host`), a server
 * of the same options, both closed after the block; `both(target)` (a path and query) the answer they
 * give alike.
 */
export function handlersAndServer(
  options: { readonly seed: number; readonly now: () => number },
  host = 'https://api.openweathermap.org',
) {
  const double = createWeatherDouble(options);
  const msw = setupServer(...double.handlers);
  let server: WeatherServer | undefined;
  beforeAll(async () => {
    msw.listen(failOnUnhandled);
    server = await startWeatherServer({ port: 0, ...options });
  });
  afterAll(async () => {
    msw.close();
    await server?.close();
  });
  const both = async (target: string) => {
    const a = await fetch(`${host}${target}`);
    const b = await fetch(bypass(new Request(`${server?.url}${target}`)));
    const seen = { status: a.status, body: await a.text() };
    expect({ status: b.status, body: await b.text() }).toEqual(seen);
    return seen;
  };
  return { double, both };
}
