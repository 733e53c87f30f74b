// A CommonJS project's Jest suite using the installed package through `require`: the
// "With Jest (CommonJS)" recipe of docs/handlers-and-scenarios.md, run against the packed tarball by
// test/packaging/consumers.test.ts.
const { afterAll, afterEach, beforeAll, expect, test } = require('@jest/globals');
const { setupServer } = require('msw/node');
const { fetchCurrentWeather, validateWeatherRecord, WeatherApiError } = require('weather-double');
const { createWeatherDouble } = require('weather-double/handlers');

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
  const error = await fetchCurrentWeather({ zip: '94040,us', appid: 'test-key' }).catch((e) => e);
  expect(error).toBeInstanceOf(WeatherApiError);
  expect(error).toMatchObject({ status: 404, cod: '404', serviceMessage: 'city not found' });
});

test('a scenario for one place leaves the others to the double, each handler named for it', async () => {
  // msw 2.10 here (a handler that extends its HttpHandler), msw 3 in the compatibility run (MSW's
  // public `http.all` with a predicate function): the same matching.
  server.use(double.scenarios.notFound({ zip: '10001' }));
  const url = (/** @type {string} */ zip) =>
    `https://api.openweathermap.org/data/2.5/weather?zip=${zip},us&appid=test-key`;
  expect((await fetch(url('10001'))).status).toBe(404);
  expect((await fetch(url('94040'))).status).toBe(200);
  expect(double.requests.map((request) => [request.status, request.scenario])).toEqual([
    [404, 'notFound'],
    [200, null],
  ]);
  const label = '/.+/ http(s)://api.openweathermap.org/data/2.5/weather';
  const headers = server.listHandlers().map((handler) => ('info' in handler ? handler.info.header : ''));
  expect(headers).toEqual([label, label]);
});
