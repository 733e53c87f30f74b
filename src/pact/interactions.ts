import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import type { CurrentWeatherRecord, WeatherErrorBody, WeatherRecord } from '../record/types.js';
import type { Forecast } from '../routes/forecast/types.js';
import type { DailyForecast, GeocodedZip, HourlyForecast } from '../routes/public.js';
import { ROUTE_PATHS } from '../service/vocabulary.js';
import {
  geocodingZipBody,
  jsonContentType,
  standardExample,
  weatherErrorBody,
  weatherRecordBody,
} from './matchers.js';

/**
 * The consumer name of the shipped pact: this package's client, `fetchCurrentWeather`.
 * @example
 * ```ts
 * new PactV4({ consumer: weatherConsumerName, provider: weatherProviderName });
 * ```
 */
export const weatherConsumerName = 'weather-double-client';
/**
 * The provider name of the shipped pact: use it in your own pacts with this service, so a provider
 * team verifies every consumer's pact under one name.
 * @example
 * ```ts
 * const pact = new PactV4({ consumer: 'my-app', provider: weatherProviderName });
 * ```
 */
export const weatherProviderName = 'current-weather-service';

/** The path of the weather operation. */
const PATH = ROUTE_PATHS.weather;
/**
 * The API key the interactions' example requests carry (`appid` matches any non-empty key); a
 * provider verification swaps in a real one when given `apiKey`.
 * @example
 * ```ts
 * await fetchCurrentWeather({ zip: '94040,us', appid: exampleApiKey, baseUrl: mockServer.url });
 * ```
 */
export const exampleApiKey = 'weather-double-test-key';

/**
 * One ready Pact interaction with the current weather service: the provider states it needs (they
 * hold for the double in its default configuration and for the real service with a valid key, so
 * no state set-up is needed), the request, the response with its body matchers, and the plain
 * example body the mock server answers with.
 *
 * @example
 * ```ts
 * const { request, response } = weatherInteractions.recordImperial;
 * request.query; // { zip: '94040,us', appid: <regex matcher>, units: 'imperial' }
 * ```
 */
export interface WeatherInteraction {
  /** The interaction's description, unique in the pact. */
  readonly description: string;
  /** Provider states, by description; each holds with no set-up. */
  readonly states: readonly string[];
  /** The request the consumer sends. */
  readonly request: {
    readonly method: 'GET';
    readonly path: string;
    /** Query parameters: plain strings match exactly; `appid` matches any non-empty key. */
    readonly query: Readonly<Record<string, string | MatchersV3.Matcher<string>>>;
    readonly headers: Readonly<Record<string, string>>;
  };
  /** The response the provider must give. */
  readonly response: {
    readonly status: number;
    readonly headers: Readonly<Record<string, MatchersV3.Matcher<string>>>;
    /** The body with its Pact matchers (see `weatherRecordBody`, `weatherErrorBody`). */
    readonly body: unknown;
  };
  /** The body the mock server answers with, as plain JSON (what a client gets back). */
  readonly example:
    | WeatherRecord
    | CurrentWeatherRecord
    | WeatherErrorBody
    | GeocodedZip
    | Forecast
    | DailyForecast
    | HourlyForecast;
}

/** The documented record converted as the service converts: °C = K − 273.15, °F = °C × 9/5 + 32, mph = m/s × 2.23694, each rounded to 2 decimals. */
const metricExample: WeatherRecord = {
  ...standardExample,
  main: { ...standardExample.main, temp: 9.4, temp_min: 7.22, temp_max: 11.11 },
};
const imperialExample: WeatherRecord = {
  ...standardExample,
  main: { ...standardExample.main, temp: 48.92, temp_min: 45, temp_max: 52 },
  wind: { ...standardExample.wind, speed: 3.36 },
};

const RECORD_STATE = 'current weather is reported for postal code 94040 in the US';
const KEY = MatchersV3.regex('^\\S+$', exampleApiKey);
const ACCEPT = { Accept: 'application/json' };

function recordInteraction(
  units: 'imperial' | 'metric' | undefined,
  example: WeatherRecord,
): WeatherInteraction {
  return {
    description:
      units === undefined
        ? 'a request for the current weather at postal code 94040,us without units'
        : `a request for the current weather at postal code 94040,us in ${units} units`,
    states: [RECORD_STATE],
    request: {
      method: 'GET',
      path: PATH,
      query: units === undefined ? { zip: '94040,us', appid: KEY } : { zip: '94040,us', appid: KEY, units },
      headers: ACCEPT,
    },
    response: { status: 200, headers: jsonContentType(), body: weatherRecordBody(example) },
    example,
  };
}

function errorInteraction(
  description: string,
  states: string[],
  query: WeatherInteraction['request']['query'],
  status: number,
  example: WeatherErrorBody,
): WeatherInteraction {
  return {
    description,
    states,
    request: { method: 'GET', path: PATH, query, headers: ACCEPT },
    response: { status, headers: jsonContentType(), body: weatherErrorBody(example.cod, example.message) },
    example,
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * The interactions the shipped pact holds, ready for your own consumer tests with Pact
 * (`addWeatherInteraction(pact, weatherInteractions.recordImperial)`), with the body matchers that
 * pin every field of the specification with its type:
 *
 * | key | request | response |
 * |---|---|---|
 * | `recordImperial` | `zip=94040,us&appid=…&units=imperial` | 200, a record in °F and mph |
 * | `recordStandard` | `zip=94040,us&appid=…` (no units) | 200, a record in kelvin and m/s |
 * | `recordMetric` | `zip=94040,us&appid=…&units=metric` | 200, a record in °C and m/s |
 * | `unauthorized` | `zip=94040,us&appid=` (no key) | 401 `{"cod":401,"message":…}` |
 * | `notFound` | `zip=00000&appid=…` | 404 `{"cod":"404","message":"city not found"}` |
 * | `nothingToGeocode` | `zip=&appid=…` (no location) | 400 `{"cod":"400","message":"Nothing to geocode"}` |
 *
 * Every request sends `Accept: application/json`; every response pins a JSON `Content-Type`.
 *
 * @example
 * ```ts
 * import { PactV4 } from '@pact-foundation/pact';
 * import { addWeatherInteraction, weatherInteractions, weatherProviderName } from 'weather-double/pact';
 *
 * const pact = new PactV4({ consumer: 'my-app', provider: weatherProviderName });
 * await addWeatherInteraction(pact, weatherInteractions.notFound).executeTest(async (server) => {
 *   await expect(myApp.weatherFor('00000', { baseUrl: server.url })).rejects.toThrow('city not found');
 * });
 * ```
 */
export const weatherInteractions = deepFreeze({
  recordImperial: recordInteraction('imperial', imperialExample),
  recordStandard: recordInteraction(undefined, standardExample),
  recordMetric: recordInteraction('metric', metricExample),
  unauthorized: errorInteraction(
    'a request for the current weather without an API key',
    ['an API key is required'],
    { zip: '94040,us', appid: '' },
    401,
    {
      cod: 401,
      message: 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.',
    },
  ),
  notFound: errorInteraction(
    'a request for the current weather at postal code 00000',
    ['no place has postal code 00000'],
    { zip: '00000', appid: KEY },
    404,
    { cod: '404', message: 'city not found' },
  ),
  nothingToGeocode: errorInteraction(
    'a request for the current weather without a location',
    ['a location is required'],
    { zip: '', appid: KEY },
    400,
    { cod: '400', message: 'Nothing to geocode' },
  ),
} satisfies Record<string, WeatherInteraction>);

const GEO_ZIP_PATH = ROUTE_PATHS.geocodingZip;
/** Mountain View by coordinates: the nearest city's GeoNames ID and name, the requested coordinates. */
const coordinatesExample: WeatherRecord = { ...standardExample, id: 5375480 };
/** London by name: its GeoNames ID, name, coordinates and country. */
const londonExample: WeatherRecord = {
  ...standardExample,
  coord: { lon: -0.1257, lat: 51.5085 },
  sys: { ...standardExample.sys, country: 'GB' },
  id: 2643743,
  name: 'London',
};

function locationRecordInteraction(
  description: string,
  state: string,
  query: WeatherInteraction['request']['query'],
  example: WeatherRecord,
): WeatherInteraction {
  return {
    description,
    states: [state],
    request: { method: 'GET', path: PATH, query, headers: ACCEPT },
    response: { status: 200, headers: jsonContentType(), body: weatherRecordBody(example) },
    example,
  };
}

/**
 * The interactions of the other location forms and of the Geocoding API, as today's clients call
 * the service (resolve a postal code with `/geo/1.0/zip`, then ask the weather by coordinates), with
 * matchers as strict as {@link weatherInteractions}':
 *
 * | key | request | response |
 * |---|---|---|
 * | `recordByCoordinates` | `/data/2.5/weather?lat=37.39&lon=-122.08&appid=…` | 200, a record |
 * | `recordByName` | `/data/2.5/weather?q=London,GB&appid=…` | 200, a record |
 * | `wrongLatitude` | `/data/2.5/weather?lat=100&lon=0&appid=…` | 400 `{"cod":"400","message":…}` |
 * | `cityNotFoundByName` | `/data/2.5/weather?q=Qxqxqx&appid=…` | 404 `{"cod":"404","message":…}` |
 * | `geocodingZip` | `/geo/1.0/zip?zip=94040,US&appid=…` | 200 `{zip, name, lat, lon, country}` |
 *
 * @example
 * ```ts
 * import { addWeatherInteraction, weatherLocationInteractions } from 'weather-double/pact';
 * await addWeatherInteraction(pact, weatherLocationInteractions.geocodingZip).executeTest(async (server) => {
 *   const place = await fetchZipLocation({ zip: '94040,US', appid: 'k', baseUrl: server.url });
 * });
 * ```
 */
export const weatherLocationInteractions = deepFreeze({
  recordByCoordinates: locationRecordInteraction(
    'a request for the current weather at coordinates 37.39,-122.08',
    'current weather is reported for coordinates 37.39,-122.08',
    { lat: '37.39', lon: '-122.08', appid: KEY },
    coordinatesExample,
  ),
  recordByName: locationRecordInteraction(
    'a request for the current weather in London,GB by name',
    'current weather is reported for the city London, GB',
    { q: 'London,GB', appid: KEY },
    londonExample,
  ),
  wrongLatitude: errorInteraction(
    'a request for the current weather at a latitude outside -90..90',
    ['coordinates are checked'],
    { lat: '100', lon: '0', appid: KEY },
    400,
    { cod: '400', message: 'wrong latitude' },
  ),
  cityNotFoundByName: errorInteraction(
    'a request for the current weather in a city no place is named',
    ['no city is named Qxqxqx'],
    { q: 'Qxqxqx', appid: KEY },
    404,
    { cod: '404', message: 'city not found' },
  ),
  geocodingZip: {
    description: 'a request for the place of postal code 94040,US (Geocoding API)',
    states: ['postal code 94040 in the US has a place'],
    request: { method: 'GET', path: GEO_ZIP_PATH, query: { zip: '94040,US', appid: KEY }, headers: ACCEPT },
    response: {
      status: 200,
      headers: jsonContentType(),
      body: geocodingZipBody({
        zip: '94040',
        name: 'Mountain View',
        lat: 37.39,
        lon: -122.08,
        country: 'US',
      }),
    },
    example: { zip: '94040', name: 'Mountain View', lat: 37.39, lon: -122.08, country: 'US' },
  },
} satisfies Record<string, WeatherInteraction>);

/**
 * What `addWeatherInteraction` returns: call `.executeTest(async (mockServer) => …)` on it.
 * @example
 * ```ts
 * const test: WeatherInteractionTest = addWeatherInteraction(pact, weatherInteractions.notFound);
 * await test.executeTest(async (server) => { … });
 * ```
 */
export type WeatherInteractionTest = ReturnType<
  ReturnType<ReturnType<PactV4['addInteraction']>['withRequest']>['willRespondWith']
>;

/**
 * Adds one of `weatherInteractions` (or your own `WeatherInteraction`) to a `PactV4` and returns it,
 * ready for `executeTest`.
 *
 * @param pact - your `PactV4`, whose provider should be `weatherProviderName`.
 * @param interaction - the interaction to add.
 * @example
 * ```ts
 * await addWeatherInteraction(pact, weatherInteractions.recordMetric).executeTest(async (server) => {
 *   const record = await fetchCurrentWeather({ zip: '94040,us', appid: 'k', units: 'metric', baseUrl: server.url });
 *   expect(record.main.temp).toBe(9.4);
 * });
 * ```
 */
export function addWeatherInteraction(pact: PactV4, interaction: WeatherInteraction): WeatherInteractionTest {
  let builder = pact.addInteraction();
  for (const state of interaction.states) builder = builder.given(state);
  const { request, response } = interaction;
  return builder
    .uponReceiving(interaction.description)
    .withRequest(request.method, request.path, (b) => {
      b.query({ ...request.query });
      b.headers({ ...request.headers });
    })
    .willRespondWith(response.status, (b) => {
      b.headers({ ...response.headers });
      b.jsonBody(response.body);
    });
}
