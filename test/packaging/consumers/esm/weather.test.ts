// An ESM project's Vitest suite using the installed package through `import` (beside it, the
// README's quick start), run against the packed tarball by test/packaging/consumers.test.ts.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { fetchCurrentWeather, validateWeatherRecord, WeatherApiError } from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';

const double = createWeatherDouble({ seed: 1, now: () => Date.UTC(2024, 5, 1, 18) });
const server = setupServer(...double.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  double.requests.clear();
});
afterAll(() => server.close());

test('fetch gets a valid weather record from the double', async () => {
  const response = await fetch(
    'https://api.openweathermap.org/data/2.5/weather?zip=94040,us&appid=test-key&units=metric',
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const result = validateWeatherRecord(await response.json());
  expect(result.ok).toBe(true);
  if (result.ok) expect(result.record.name).toBe('Mountain View');
  expect(double.requests.map((request) => request.status)).toEqual([200]);
});

test('a scenario answers the service’s 404', async () => {
  server.use(double.scenarios.notFound());
  const error = await fetchCurrentWeather({ zip: '94040,us', appid: 'test-key' }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(WeatherApiError);
  expect(error).toMatchObject({ status: 404, cod: '404', serviceMessage: 'city not found' });
});
