// The variants' tests ask a fresh double for one answer: its body and its log entry.
import type { setupServer } from 'msw/node';
import { createWeatherDouble, type WeatherDoubleOptions } from 'weather-double/handlers';

/**
 * A function that answers a URL with a fresh double (seed 5, then `defaults`, then the call's
 * options) through the test's MSW `server`, and gives the body and the double's last log entry.
 */
export function answerer(
  server: Pick<ReturnType<typeof setupServer>, 'use' | 'resetHandlers'>,
  defaults: WeatherDoubleOptions = {},
) {
  return async (options: WeatherDoubleOptions, url: string) => {
    const double = createWeatherDouble({ seed: 5, ...defaults, ...options });
    server.use(...double.handlers);
    const body = await (await fetch(url)).text();
    server.resetHandlers();
    return { body, entry: double.requests.at(-1)! };
  };
}
