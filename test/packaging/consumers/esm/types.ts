// Type-level checks of the installed declarations, never run: each @ts-expect-error fails the
// typecheck if the declaration it guards stops resolving (an unresolved import would be `any`).
import { createWeatherGenerator, type Units, WeatherDoubleError, type WeatherRecord } from 'weather-double';
import { createWeatherDouble, type WeatherDouble, weatherHandlers } from 'weather-double/handlers';
import { pactFiles, verifyWeatherProvider } from 'weather-double/pact';
import { startWeatherServer } from 'weather-double/server';

export const units: Units = 'metric';
// @ts-expect-error: not one of the units
export const kelvin: Units = 'kelvin';

export function temperature(record: WeatherRecord): number {
  // @ts-expect-error: the record has no such field
  record.main.feels_like;
  return record.main.temp;
}

export function generate(): WeatherRecord {
  // @ts-expect-error: the seed is a number
  createWeatherGenerator({ seed: '1' });
  return createWeatherGenerator({ seed: 1 }).record({ units: 'imperial' });
}

export function double(): WeatherDouble {
  // @ts-expect-error: an unknown option
  createWeatherDouble({ sed: 1 });
  // @ts-expect-error: handlers are MSW handlers, not strings
  const label: string = weatherHandlers[0];
  return label === '' ? createWeatherDouble() : createWeatherDouble({ apiKeys: ['k'] });
}

export async function serve(): Promise<string> {
  // @ts-expect-error: the port is a number
  await startWeatherServer({ port: '0' });
  const server = await startWeatherServer({ port: 0 });
  await server.close();
  return server.url;
}

export async function verify(): Promise<boolean> {
  // @ts-expect-error: the provider's base URL is required
  await verifyWeatherProvider({});
  const result = await verifyWeatherProvider({
    providerBaseUrl: 'http://127.0.0.1:8080',
    pactUrls: [...pactFiles],
  });
  return result.ok;
}

export function codeOf(error: unknown): string | undefined {
  return error instanceof WeatherDoubleError ? error.code : undefined;
}
