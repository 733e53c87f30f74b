// The "Asking the log" Jest recipe of docs/handlers-and-scenarios.md, run under Jest against the
// packed tarball by test/packaging/consumers.test.ts.
const { afterAll, afterEach, beforeAll, expect, test } = require('@jest/globals');
const { setupServer } = require('msw/node');
const { countRequests, createWeatherDouble, requestsTo } = require('weather-double/handlers');

const double = createWeatherDouble({ seed: 1 });
const server = setupServer(...double.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  double.requests.clear();
});
afterAll(() => server.close());

test('counts the requests per route, with their parameters and outcome', async () => {
  server.use(double.scenarios.sequence(['serverError']));
  const url = 'https://api.openweathermap.org/data/2.5/weather?zip=94040&units=imperial&appid=test-key';
  expect((await fetch(url)).status).toBe(500);
  expect((await fetch(url)).status).toBe(200);
  expect(countRequests(double.requests)).toEqual({ weather: 2 });
  expect(
    requestsTo(double.requests, 'weather', { query: { units: 'imperial' } }).map((r) => r.status),
  ).toEqual([500, 200]);
  expect(requestsTo(double.requests, 'weather', { scenario: 'serverError' })).toHaveLength(1);
});
