// The README's "Locations" recipe, run as written (test/docs/recipes.test.ts checks the README's
// code lines appear here, in order).
import { setupServer } from 'msw/node';
import { OpenWeatherAPI } from 'openweather-api-node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createWeatherGenerator } from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';

const double = createWeatherDouble({ seed: 7, now: () => Date.UTC(2024, 5, 1, 18) });
const server = setupServer(...double.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  double.requests.clear();
});
afterAll(() => server.close());

it('runs an app that resolves a postal code, then asks by coordinates', async () => {
  const client = new OpenWeatherAPI({ key: 'test-key', units: 'metric' });
  const weather = await client.getCurrent({ zipCode: '98052,US' }); // GET /geo/1.0/zip, then lat+lon
  expect(weather.lat).toBe(47.6718); // Redmond, WA
  expect(double.requests.map((r) => new URL(r.url).pathname)).toEqual(['/geo/1.0/zip', '/data/2.5/weather']);
});

it('shows an error when the city is unknown, for that city only', async () => {
  server.use(double.scenarios.notFound({ location: { q: 'London,GB' } }));
  const response = await fetch('https://api.openweathermap.org/data/2.5/weather?q=London,GB&appid=k');
  expect(response.status).toBe(404);
});

it('generates records by any location form', () => {
  const generator = createWeatherGenerator({ seed: 7, now: () => Date.UTC(2024, 5, 1, 18) });
  const byZip = generator.record({ zip: '98052' }); // id 0, name 'Redmond'
  const byCoordinates = generator.record({ lat: 47.6718, lon: -122.1232 }); // the nearest city
  expect(byCoordinates.main).toEqual(byZip.main); // one place, one weather
  expect(generator.record({ q: 'London,GB' }).id).toBe(2643743);
  expect(generator.record({ id: 5375480 }).name).toBe('Mountain View');
});
