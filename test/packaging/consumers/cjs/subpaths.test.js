// Every public subpath of the installed package, required from a CommonJS project.
const { readFileSync } = require('node:fs');
const { afterAll, beforeAll, expect, test } = require('@jest/globals');
const {
  createWeatherGenerator,
  fetchCurrentWeather,
  serializeWeatherRecord,
  validateWeatherRecord,
  WeatherDoubleError,
} = require('weather-double');
const { createWeatherDouble, weatherHandlers } = require('weather-double/handlers');
const { checkProvider } = require('weather-double/check');
const { connectWeatherDouble } = require('weather-double/control');
const fc = require('fast-check');
const { errorAnswer, forecastAnswer, weatherAnswer } = require('weather-double/fast-check');
const openapi = require('weather-double/openapi.json');
const { pactFiles, verifyWeatherProvider, weatherInteractions } = require('weather-double/pact');
const { loadPlaceData } = require('weather-double/places');
const schema = require('weather-double/schema.json');
const { startWeatherServer } = require('weather-double/server');

/** @type {import('weather-double/server').WeatherServer} */
let server;
beforeAll(async () => {
  server = await startWeatherServer({ port: 0, seed: 1, now: () => Date.UTC(2024, 5, 1, 18) });
});
afterAll(() => server.close());

test('weather-double: the generator, the serializer and the validator', () => {
  const record = createWeatherGenerator({ seed: 1, now: () => Date.UTC(2024, 5, 1) }).record();
  expect(validateWeatherRecord(JSON.parse(serializeWeatherRecord(record)))).toEqual({ ok: true, record });
  expect(() => createWeatherGenerator({ seed: 1.5 })).toThrow(WeatherDoubleError);
});

test('weather-double/handlers: one error class for every CommonJS entry', () => {
  expect(weatherHandlers.length).toBeGreaterThan(0);
  let error;
  try {
    // @ts-expect-error: an unknown option, refused by the types and at run time
    createWeatherDouble({ sed: 1 });
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(WeatherDoubleError);
  expect(error).toMatchObject({ code: 'INVALID_OPTION' });
});

test('weather-double/server: the double on a socket, read by the client', async () => {
  const record = await fetchCurrentWeather({ zip: '10115,de', appid: 'test-key', baseUrl: server.url });
  expect(record.name).toBe('Berlin');
  const response = await fetch(`${server.url}/data/2.5/weather?zip=00000&appid=test-key`);
  expect(response.status).toBe(404);
  expect(await response.text()).toBe('{"cod":"404","message":"city not found"}');
});

test('weather-double/places: the real places (read from the installed package)', async () => {
  await loadPlaceData();
  const generator = createWeatherGenerator({ seed: 1 });
  expect(generator.record({ zip: '98052' }).name).toBe('Redmond');
  expect(generator.record({ q: 'London,GB' }).id).toBe(2643743);
});

test('weather-double/schema.json: the record schema', () => {
  expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  const record = createWeatherGenerator({ seed: 2 }).record();
  expect(Object.keys(record)).toEqual(expect.arrayContaining(schema.required));
});

test('weather-double/pact: the shipped pact, and the double verified against it', async () => {
  const pact = JSON.parse(readFileSync(/** @type {string} */ (pactFiles[0]), 'utf8'));
  expect(pact.interactions).toHaveLength(20);
  expect(weatherInteractions.notFound.response.status).toBe(404);
  const result = await verifyWeatherProvider({ providerBaseUrl: server.url, logLevel: 'error' });
  expect(result.ok).toBe(true);
  expect(result.interactions).toHaveLength(20);
}, 60_000);

test('weather-double/openapi.json: the contract as OpenAPI 3.1', () => {
  expect(openapi.openapi).toBe('3.1.0');
  expect(Object.keys(openapi.paths)).toContain('/data/2.5/weather');
});

test('weather-double/check: the double checked against the model', async () => {
  const report = await checkProvider({ baseUrl: server.url });
  expect(report.outcome).toBe('match');
  // Every request answered as the model says, each at a path the shipped OpenAPI document has
  // (a path template's `{name}` filled by one segment).
  expect(report.requests.every((request) => request.outcome === 'match')).toBe(true);
  const asked = [...new Set(report.requests.map((request) => new URL(request.url).pathname))];
  expect(asked[0]).toBe('/data/2.5/weather');
  const documented = Object.keys(openapi.paths).map(
    (path) => new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`),
  );
  expect(asked.filter((path) => !documented.some((pattern) => pattern.test(path)))).toEqual([]);
});

test('weather-double/fast-check: answers valid with their variants', () => {
  for (const { body, variants } of fc.sample(weatherAnswer({ bias: 'rare' }), { seed: 1, numRuns: 5 })) {
    expect(validateWeatherRecord(JSON.parse(body), { variants: true }).ok).toBe(true);
    expect(Array.isArray(variants)).toBe(true);
  }
  for (const { value } of fc.sample(forecastAnswer({ cnt: 2 }), { seed: 1, numRuns: 3 })) {
    expect(value.list).toHaveLength(2);
  }
  expect(fc.sample(errorAnswer(), { seed: 1, numRuns: 3 }).every(({ status }) => status >= 400)).toBe(true);
});

test('weather-double/control: a scenario set over the control plane answers the next request', async () => {
  const double = connectWeatherDouble(server.url);
  const scenario = await double.scenarios.rateLimited({ once: true });
  expect(scenario.remaining).toBe(1);
  expect((await fetch(`${server.url}/data/2.5/weather?zip=94040&appid=test-key`)).status).toBe(429);
  expect((await double.requests({ status: 429 })).map((request) => request.scenario)).toEqual([
    'rateLimited',
  ]);
  await double.reset();
});
