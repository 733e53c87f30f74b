/**
 * The public interaction sets and body functions of `weather-double/pact`, each built from the
 * route table (`./sets.ts`): the routes declare them, this module names the public exports and
 * writes their types out, so the published declarations stand alone (the table is internal).
 * `test/types/pact.test-d.ts` keeps each type equal to what the table declares: a route's new
 * interaction key or body function is written here too.
 */
import type {
  AirPollutionAnswer,
  ClimateForecast,
  CurrentWeatherRecord,
  DailyForecast,
  Forecast,
  GeocodedZip,
  OneCallAnswer,
  WeatherRecord,
} from '../routes/public.js';
import type { InteractionSet } from './interactions.js';
import { bodyFunctions, interactionSet } from './sets.js';

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
export const weatherInteractions: InteractionSet<
  'recordImperial' | 'recordStandard' | 'recordMetric' | 'unauthorized' | 'notFound' | 'nothingToGeocode'
> = interactionSet('weatherInteractions');

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
export const weatherLocationInteractions: InteractionSet<
  'recordByCoordinates' | 'recordByName' | 'wrongLatitude' | 'cityNotFoundByName' | 'geocodingZip'
> = interactionSet('weatherLocationInteractions');

/**
 * The interactions of the current-shape pact (provider {@link currentShapeProviderName}): the three
 * record interactions of `weatherInteractions` answered in the current shape, and the same three
 * error answers (which have not changed).
 *
 * | key | request | response |
 * |---|---|---|
 * | `recordImperial` | `zip=94040,us&appid=…&units=imperial` | 200, a current-shape record in °F and mph |
 * | `recordStandard` | `zip=94040,us&appid=…` | 200, a current-shape record in kelvin and m/s |
 * | `recordMetric` | `zip=94040,us&appid=…&units=metric` | 200, a current-shape record in °C and m/s |
 * | `unauthorized`, `notFound`, `nothingToGeocode` | as in `weatherInteractions` | 401, 404, 400 |
 *
 * @example
 * ```ts
 * import { PactV4 } from '@pact-foundation/pact';
 * import { addWeatherInteraction, currentShapeProviderName, currentWeatherInteractions } from 'weather-double/pact';
 *
 * const pact = new PactV4({ consumer: 'my-app', provider: currentShapeProviderName });
 * await addWeatherInteraction(pact, currentWeatherInteractions.recordMetric).executeTest(async (server) => {
 *   expect((await myApp.weatherFor('94040,us', { baseUrl: server.url })).feelsLike).toBe(8.96);
 * });
 * ```
 */
export const currentWeatherInteractions: InteractionSet<
  'recordImperial' | 'recordStandard' | 'recordMetric' | 'unauthorized' | 'notFound' | 'nothingToGeocode'
> = interactionSet('currentWeatherInteractions');

/**
 * The forecast's interactions in the shipped pact (provider `current-weather-service`), ready for
 * your own consumer tests (`addWeatherInteraction(pact, forecastInteractions.forecastMetric)`), with
 * matchers as strict as the weather record's:
 *
 * | key | request | response |
 * |---|---|---|
 * | `forecastMetric` | `/data/2.5/forecast?zip=94040,us&appid=…&units=metric&cnt=1` | 200, a slot in °C |
 * | `forecastImperial` | `/data/2.5/forecast?lat=37.39&lon=-122.08&appid=…&units=imperial&cnt=1` | 200, one slot in °F and mph |
 * | `forecastByName` | `/data/2.5/forecast?q=London,GB&appid=…&units=metric&cnt=1` | 200, London's city block |
 * | `forecastNotFound` | `/data/2.5/forecast?zip=00000&appid=…` | 404 `{"cod":"404","message":"city not found"}` |
 * | `forecastUnauthorized` | `/data/2.5/forecast?zip=94040,us&appid=` | 401 `{"cod":401,"message":…}` |
 *
 * @example
 * ```ts
 * import { addWeatherInteraction, forecastInteractions } from 'weather-double/pact';
 * await addWeatherInteraction(pact, forecastInteractions.forecastMetric).executeTest(async (server) => {
 *   const forecast = await fetchForecast({ zip: '94040,us', appid: 'k', units: 'metric', cnt: 1, baseUrl: server.url });
 * });
 * ```
 */
export const forecastInteractions: InteractionSet<
  'forecastMetric' | 'forecastImperial' | 'forecastByName' | 'forecastNotFound' | 'forecastUnauthorized'
> = interactionSet('forecastInteractions');

/**
 * The 16-day, hourly and 30-day climate forecasts' interactions in the shipped pact (provider
 * `current-weather-service`), ready for your own consumer tests:
 *
 * | key | request | response |
 * |---|---|---|
 * | `dailyMetric` | `/data/2.5/forecast/daily?zip=94040,us&appid=…&units=metric&cnt=1` | 200, a day in °C |
 * | `dailyUnauthorized` | `/data/2.5/forecast/daily?zip=94040,us&appid=` | 401 `{"cod":401,"message":…}` |
 * | `hourlyMetric` | `/data/2.5/forecast/hourly?zip=94040,us&appid=…&units=metric&cnt=1` | 200, an hour in °C |
 * | `climateMetric` | `/data/2.5/forecast/climate?zip=94040,us&appid=…&units=metric&cnt=1` | 200, a climate day in °C |
 *
 * @example
 * ```ts
 * import { addWeatherInteraction, dailyForecastInteractions } from 'weather-double/pact';
 * await addWeatherInteraction(pact, dailyForecastInteractions.dailyMetric).executeTest(async (server) => {
 *   await fetch(`${server.url}/data/2.5/forecast/daily?zip=94040,us&appid=k&units=metric&cnt=1`);
 * });
 * ```
 */
export const dailyForecastInteractions: InteractionSet<
  'dailyMetric' | 'dailyUnauthorized' | 'hourlyMetric' | 'climateMetric'
> = interactionSet('dailyForecastInteractions');

/**
 * The interactions of One Call 3.0 and the Air Pollution API the shipped pact holds (provider
 * {@link oneCallProviderName}), for your own consumer tests with `addWeatherInteraction`:
 *
 * | key | request | response |
 * |---|---|---|
 * | `oneCallDaily` | `/data/3.0/onecall?lat=51.5085&lon=-0.1257&units=metric&exclude=minutely,hourly` | 200, `current` and 8 days |
 * | `oneCallHourly` | `…&exclude=current,daily` | 200, 61 minutes and 48 hours |
 * | `timemachine` | `/data/3.0/onecall/timemachine?lat=52.2297&lon=21.0122&dt=1645888976` | 200, `data[0]` |
 * | `oneCallUnauthorized` | One Call without a key | 401, One Call's own message |
 * | `oneCallWrongLatitude` | One Call at latitude 100 | 400 `wrong latitude` |
 * | `daySummary` | `/data/3.0/onecall/day_summary?lat=51.5085&lon=-0.1257&date=2024-05-31&units=metric` | 200, the date's aggregates |
 * | `daySummaryInvalidDate` | `…/day_summary?…&date=2024-5-31` | 400 `Invalid date format`, `parameters` |
 * | `overview` | `/data/3.0/onecall/overview?lat=51.5085&lon=-0.1257` | 200, today's `weather_overview` |
 * | `uvi` | `/data/2.5/uvi?lat=51.5085&lon=-0.1257` | 200, the day's UV index (deprecated API) |
 * | `oneCallRetired` | `/data/2.5/onecall?lat=51.5085&lon=-0.1257` with a key | 401 `Invalid API key` (closed) |
 * | `airPollution` | `/data/2.5/air_pollution?lat=51.5085&lon=-0.1257` | 200, one item |
 * | `airPollutionForecast` | `/data/2.5/air_pollution/forecast?…` | 200, 96 items |
 * | `airPollutionHistory` | `/data/2.5/air_pollution/history?…&start=1717200000&end=1717221600` | 200, 7 items |
 * | `historyCity` | `/data/2.5/history/city?lat=51.5085&lon=-0.1257&type=hour` | 200, the last 24 hours (History API) |
 * | `oneCall4Current` | `/data/4.0/onecall/current?lat=51.5085&lon=-0.1257` | 200, one record (One Call 4.0) |
 * | `oneCall4Minutely`, `oneCall4Quarterly`, `oneCall4Hourly`, `oneCall4Daily` | `/data/4.0/onecall/timeline/{1min,15min,1h,1day}?…&cnt=3` | 200, 3 records |
 * | `pollutionCo`, `pollutionO3`, `pollutionNo2`, `pollutionSo2` | `/pollution/v1/{co,o3,no2,so2}/51.5085,-0.1257/2024-05-31Z.json` | 200, the day's last sample (the retired Air Pollution API 1.0) |
 * | `triggers` | `/data/3.0/triggers` (state: the key holds none) | 200, `[]` (the Weather Triggers API) |
 *
 * @example
 * ```ts
 * import { addWeatherInteraction, oneCallInteractions, oneCallProviderName } from 'weather-double/pact';
 * const pact = new PactV4({ consumer: 'my-app', provider: oneCallProviderName });
 * await addWeatherInteraction(pact, oneCallInteractions.airPollution).executeTest(async (server) => { … });
 * ```
 */
export const oneCallInteractions: InteractionSet<
  | 'oneCallDaily'
  | 'oneCallHourly'
  | 'timemachine'
  | 'oneCallUnauthorized'
  | 'oneCallWrongLatitude'
  | 'daySummary'
  | 'daySummaryInvalidDate'
  | 'overview'
  | 'uvi'
  | 'oneCallRetired'
  | 'airPollution'
  | 'airPollutionForecast'
  | 'airPollutionHistory'
  | 'find'
  | 'group'
  | 'groupTooMany'
  | 'boxCity'
  | 'historyCity'
  | 'oneCall4Current'
  | 'oneCall4Minutely'
  | 'oneCall4Quarterly'
  | 'oneCall4Hourly'
  | 'oneCall4Daily'
  | 'pollutionCo'
  | 'pollutionO3'
  | 'pollutionNo2'
  | 'pollutionSo2'
  | 'triggers'
> = interactionSet('oneCallInteractions');

const bodies = bodyFunctions();

/**
 * The Pact body matcher of a current weather record: every field of the specification with its
 * type, so a provider passes with any values of the right types and fails on a missing field or a
 * changed type. Integer fields use `integer()`; the other numbers `number()` (which accepts whole
 * numbers, unlike `decimal()`); the icon and the country are matched by pattern; `weather` needs at
 * least one element; `cod` must be exactly the number `200`. Fields a provider adds are allowed
 * (Pact ignores unexpected keys in a response body).
 *
 * @param example - the values the mock server answers with in consumer tests.
 * @default example the service's documented Mountain View record in kelvin
 * @example
 * ```ts
 * import { weatherRecordBody } from 'weather-double/pact';
 * builder.jsonBody(weatherRecordBody(myRecord));
 * ```
 */
export const weatherRecordBody: (example?: WeatherRecord) => unknown = bodies.weatherRecordBody;

/**
 * The Pact body matcher of a record in the current shape: every field the live service always
 * sends today, with its type (integers by `integer()`, other numbers by `number()`, the icon and
 * country by pattern, `cod` exactly `200`), `timezone` an integer, and no `sys.message`. The fields
 * sent only sometimes (`wind.gust`, `rain`, `snow`) are not pinned: Pact cannot say "optional", and
 * it ignores keys a provider adds.
 *
 * @param example - the values the mock server answers with in consumer tests.
 * @default example the documented Mountain View record in the current shape, in kelvin
 * @example
 * ```ts
 * import { currentWeatherRecordBody } from 'weather-double/pact';
 * builder.jsonBody(currentWeatherRecordBody(myRecord));
 * ```
 */
export const currentWeatherRecordBody: (example?: CurrentWeatherRecord) => unknown =
  bodies.currentWeatherRecordBody;

/**
 * The Pact body matcher of a 5 day / 3 hour forecast: every field with its type, as strict as the
 * weather record's. Integers with `integer()`, other numbers with `number()`, `cod` exactly the
 * string `"200"` and `message` the number `0`, at least one slot and one condition per slot, icons,
 * `sys.pod`, `dt_txt` and the country by pattern. `rain`/`snow` (only in some slots) are not pinned:
 * Pact allows keys a provider adds.
 *
 * @param example - the values the mock server answers with (its first slot is the template of every slot).
 * @default example a one-slot forecast for 94040,us in °C
 * @example
 * ```ts
 * import { forecastBody } from 'weather-double/pact';
 * builder.jsonBody(forecastBody(myForecast));
 * ```
 */
export const forecastBody: (example?: Forecast) => unknown = bodies.forecastBody;

/**
 * The Pact body matcher of a 16-day daily forecast: every field with its type (integers with
 * `integer()`, other numbers with `number()`), `cod` exactly `"200"`, at least one day and one
 * condition, day icons and the country by pattern. `rain`/`snow` (only on wet days) are not pinned.
 *
 * @param example - the values the mock server answers with (its first day is the template of every day).
 * @default example a one-day forecast for 94040,us in °C
 * @example
 * ```ts
 * import { dailyForecastBody } from 'weather-double/pact';
 * builder.jsonBody(dailyForecastBody());
 * ```
 */
export const dailyForecastBody: (example?: DailyForecast) => unknown = bodies.dailyForecastBody;

/**
 * The Pact body matcher of a 30-day climate forecast: every field with its type (integers with
 * `integer()`, other numbers with `number()`), `code` exactly `"200"`, at least one day and one
 * condition, day icons and the country by pattern. `rain`/`snow` (only on wet days) are not pinned.
 *
 * @param example - the values the mock server answers with (its first day is the template of every day).
 * @default example a one-day climate forecast for 94040,us in °C
 * @example
 * ```ts
 * import { climateForecastBody } from 'weather-double/pact';
 * builder.jsonBody(climateForecastBody());
 * ```
 */
export const climateForecastBody: (example?: ClimateForecast) => unknown = bodies.climateForecastBody;

/**
 * The Pact body matcher of a One Call answer (`GET /data/3.0/onecall`): every field the service
 * always sends, in every part the example holds, with its type; arrays by their length and the rules of their items.
 * @param example - the answer the mock server answers with.
 * @example
 * ```ts
 * import { oneCallBody } from 'weather-double/pact';
 * builder.jsonBody(oneCallBody(generator.oneCall({ lat: 51.5085, lon: -0.1257 })));
 * ```
 */
export const oneCallBody: (example: OneCallAnswer) => unknown = bodies.oneCallBody;

/**
 * The Pact body matcher of an air pollution answer, as {@link oneCallBody}.
 * @param example - the answer the mock server answers with.
 * @example
 * ```ts
 * import { airPollutionBody } from 'weather-double/pact';
 * builder.jsonBody(airPollutionBody(generator.airPollution({ lat: 51.5085, lon: -0.1257 })));
 * ```
 */
export const airPollutionBody: (example: AirPollutionAnswer) => unknown = bodies.airPollutionBody;

/**
 * The Pact body matcher of the Geocoding API's `/geo/1.0/zip` answer: every field with its type,
 * the country by pattern.
 *
 * @param example - the values the mock server answers with.
 * @example
 * ```ts
 * import { geocodingZipBody } from 'weather-double/pact';
 * builder.jsonBody(geocodingZipBody({ zip: '90210', name: 'Beverly Hills', lat: 34.0901, lon: -118.4065, country: 'US' }));
 * ```
 */
export const geocodingZipBody: (example: GeocodedZip) => unknown = bodies.geocodingZipBody;
