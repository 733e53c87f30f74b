import { MatchersV3 } from '@pact-foundation/pact';
import type { CurrentWeatherRecord } from '../record/types.js';
import { ROUTE_PATHS } from '../service/vocabulary.js';
import { type WeatherInteraction, weatherConsumerName, weatherInteractions } from './interactions.js';
import { COUNTRY_PATTERN, ICON_PATTERN, jsonContentType } from './matchers.js';

const { eachLike, equal, integer, number, regex, string } = MatchersV3;

/**
 * The provider name of the current-shape pact: the same service, pinned as it answers today
 * (`feels_like`, `sea_level`, `grnd_level`, `timezone`, no `sys.message`). A pact of its own, so
 * a provider verifies the shape it sends, and a broker keeps the two apart.
 * @example
 * ```ts
 * const pact = new PactV4({ consumer: 'my-app', provider: currentShapeProviderName });
 * ```
 */
export const currentShapeProviderName = 'current-weather-service-current-shape';

/** The file name Pact gives the current-shape pact: `<consumer>-<provider>.json`. @internal */
export const currentShapePactFileName = `${weatherConsumerName}-${currentShapeProviderName}.json`;

/**
 * The specification's Mountain View record as the service sends it today: the same observation,
 * with the apparent temperature (NWS wind chill), the pressure at sea and ground level and the UTC
 * offset, and without `sys.message`; without `sys.type` and `sys.id` too, which a third of the
 * service's answers of today leave out (those from model data), so no consumer relies on them.
 */
const currentStandardExample: CurrentWeatherRecord = {
  coord: { lon: -122.08, lat: 37.39 },
  weather: [{ id: 800, main: 'Clear', description: 'clear sky', icon: '01d' }],
  base: 'stations',
  main: {
    temp: 282.55,
    feels_like: 282.11,
    temp_min: 280.37,
    temp_max: 284.26,
    pressure: 1023,
    humidity: 100,
    sea_level: 1023,
    grnd_level: 1020,
  },
  visibility: 10000,
  wind: { speed: 1.5, deg: 350 },
  clouds: { all: 1 },
  dt: 1560350645,
  sys: { country: 'US', sunrise: 1560343627, sunset: 1560396563 },
  timezone: -25200,
  id: 0,
  name: 'Mountain View',
  cod: 200,
};

/** The same record in °C and in °F and mph, converted as the service converts. */
const currentMetricExample: CurrentWeatherRecord = {
  ...currentStandardExample,
  main: { ...currentStandardExample.main, temp: 9.4, feels_like: 8.96, temp_min: 7.22, temp_max: 11.11 },
};
const currentImperialExample: CurrentWeatherRecord = {
  ...currentStandardExample,
  main: { ...currentStandardExample.main, temp: 48.92, feels_like: 48.13, temp_min: 45, temp_max: 52 },
  wind: { ...currentStandardExample.wind, speed: 3.36 },
};

/**
 * The Pact body matcher of a record in the current shape: every field the live service always
 * sends today, with its type (integers by `integer()`, other numbers by `number()`, the icon and
 * country by pattern, `cod` exactly `200`), `timezone` an integer, and no `sys.message`. The fields
 * sent only sometimes (`wind.gust`, `rain`, `snow`, and `sys.type`, `sys.id`, absent from answers
 * from model data) are not pinned: Pact cannot say "optional", and it ignores keys a provider adds.
 *
 * @param example - the values the mock server answers with in consumer tests.
 * @default example the documented Mountain View record in the current shape, in kelvin
 * @example
 * ```ts
 * import { currentWeatherRecordBody } from 'weather-double/pact';
 * builder.jsonBody(currentWeatherRecordBody(myRecord));
 * ```
 */
export function currentWeatherRecordBody(example: CurrentWeatherRecord = currentStandardExample) {
  const [first = currentStandardExample.weather[0] as CurrentWeatherRecord['weather'][number]] =
    example.weather;
  return {
    coord: { lon: number(example.coord.lon), lat: number(example.coord.lat) },
    weather: eachLike(
      {
        id: integer(first.id),
        main: string(first.main),
        description: string(first.description),
        icon: regex(ICON_PATTERN, first.icon),
      },
      1,
    ),
    base: string(example.base),
    main: {
      temp: number(example.main.temp),
      feels_like: number(example.main.feels_like),
      temp_min: number(example.main.temp_min),
      temp_max: number(example.main.temp_max),
      pressure: integer(example.main.pressure),
      humidity: integer(example.main.humidity),
      sea_level: integer(example.main.sea_level),
      grnd_level: integer(example.main.grnd_level),
    },
    visibility: integer(example.visibility),
    wind: { speed: number(example.wind.speed), deg: integer(example.wind.deg) },
    clouds: { all: integer(example.clouds.all) },
    dt: integer(example.dt),
    // No `type` and `id`: the service leaves them out of an answer from model data (a third of them).
    sys: {
      country: regex(COUNTRY_PATTERN, example.sys.country ?? 'US'),
      sunrise: integer(example.sys.sunrise),
      sunset: integer(example.sys.sunset),
    },
    timezone: integer(example.timezone),
    id: integer(example.id),
    name: string(example.name),
    cod: equal(200),
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const RECORD_STATE = 'current weather is reported for postal code 94040 in the US';
const KEY = MatchersV3.regex('^\\S+$', 'weather-double-test-key');
const ACCEPT = { Accept: 'application/json' };

function currentRecordInteraction(
  units: 'imperial' | 'metric' | undefined,
  example: CurrentWeatherRecord,
): WeatherInteraction {
  return {
    description:
      units === undefined
        ? 'a request for the current weather at postal code 94040,us without units, answered in the current shape'
        : `a request for the current weather at postal code 94040,us in ${units} units, answered in the current shape`,
    states: [RECORD_STATE],
    request: {
      method: 'GET',
      path: ROUTE_PATHS.weather,
      query: units === undefined ? { zip: '94040,us', appid: KEY } : { zip: '94040,us', appid: KEY, units },
      headers: ACCEPT,
    },
    response: { status: 200, headers: jsonContentType(), body: currentWeatherRecordBody(example) },
    example,
  };
}

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
export const currentWeatherInteractions = deepFreeze({
  recordImperial: currentRecordInteraction('imperial', currentImperialExample),
  recordStandard: currentRecordInteraction(undefined, currentStandardExample),
  recordMetric: currentRecordInteraction('metric', currentMetricExample),
  unauthorized: weatherInteractions.unauthorized,
  notFound: weatherInteractions.notFound,
  nothingToGeocode: weatherInteractions.nothingToGeocode,
} satisfies Record<string, WeatherInteraction>);
