import { MatchersV3 } from '@pact-foundation/pact';
import type { Forecast } from '../routes/forecast/types.js';
import { ROUTE_PATHS } from '../service/vocabulary.js';
import { exampleApiKey, type WeatherInteraction } from './interactions.js';
import { COUNTRY_PATTERN, ICON_PATTERN, jsonContentType, weatherErrorBody } from './matchers.js';

const { eachLike, equal, integer, number, regex, string } = MatchersV3;

/** `sys.pod`: `d` or `n`. */
const POD_PATTERN = '^[dn]$';
/** `dt_txt`: a 3-hour grid point in UTC. */
const DT_TXT_PATTERN = '^\\d{4}-\\d{2}-\\d{2} (00|03|06|09|12|15|18|21):00:00$';

/**
 * A forecast of one slot for Mountain View (postal code 94040, US) in °C, as the service answers
 * `GET /data/2.5/forecast?zip=94040,us&units=metric&cnt=1`: the example the forecast interactions
 * start from (the values of a recorded answer's shape; the matchers pin the types). One slot: Pact's mock
 * server answers a list matcher with copies of its template, and two copies of one slot would not
 * be a forecast (the slots must be 3 hours apart).
 * @internal
 */
export const forecastExample: Forecast = {
  cod: '200',
  message: 0,
  cnt: 1,
  list: [
    {
      dt: 1717275600,
      main: {
        temp: 17.52,
        feels_like: 17.15,
        temp_min: 16.9,
        temp_max: 17.52,
        pressure: 1014,
        sea_level: 1014,
        grnd_level: 1001,
        humidity: 70,
        temp_kf: 0.62,
      },
      weather: [{ id: 803, main: 'Clouds', description: 'broken clouds', icon: '04d' }],
      clouds: { all: 68 },
      wind: { speed: 4.1, deg: 290, gust: 5.2 },
      visibility: 10000,
      pop: 0,
      sys: { pod: 'd' },
      dt_txt: '2024-06-01 21:00:00',
    },
  ],
  city: {
    id: 0,
    name: 'Mountain View',
    coord: { lat: 37.39, lon: -122.08 },
    country: 'US',
    population: 0,
    timezone: -25200,
    sunrise: 1717246136,
    sunset: 1717298640,
  },
};

/**
 * The Pact body matcher of a 5 day / 3 hour forecast: every field with its type, as strict as the
 * weather record's. Integers with `integer()`, other numbers with `number()`, `cod` exactly the
 * string `"200"` and `message` the number `0`, at least one slot and one condition per slot, icons,
 * `sys.pod`, `dt_txt` and the country by pattern. `rain`/`snow` (only in some slots) are not pinned:
 * Pact allows keys a provider adds.
 *
 * @param example - the values the mock server answers with (its first slot is the template of every slot).
 * @param dtTextPattern - the pattern of `dt_txt` (the hourly forecast's slots lie on every hour).
 * @default example a one-slot forecast for 94040,us in °C
 * @default dtTextPattern a 3-hour UTC grid point
 * @example
 * ```ts
 * import { forecastBody } from 'weather-double/pact';
 * builder.jsonBody(forecastBody(myForecast));
 * ```
 */
export function forecastBody(example: Forecast = forecastExample, dtTextPattern = DT_TXT_PATTERN) {
  const first = example.list[0] ?? (forecastExample.list[0] as Forecast['list'][number]);
  const condition = first.weather[0] ?? { id: 800, main: 'Clear', description: 'clear sky', icon: '01d' };
  const { main, wind, city } = { main: first.main, wind: first.wind, city: example.city };
  return {
    cod: equal('200'),
    message: equal(0),
    cnt: integer(example.cnt),
    list: eachLike(
      {
        dt: integer(first.dt),
        main: {
          temp: number(main.temp),
          feels_like: number(main.feels_like),
          temp_min: number(main.temp_min),
          temp_max: number(main.temp_max),
          pressure: integer(main.pressure),
          sea_level: integer(main.sea_level),
          grnd_level: integer(main.grnd_level),
          humidity: integer(main.humidity),
          temp_kf: number(main.temp_kf),
        },
        weather: eachLike(
          {
            id: integer(condition.id),
            main: string(condition.main),
            description: string(condition.description),
            icon: regex(ICON_PATTERN, condition.icon),
          },
          1,
        ),
        clouds: { all: integer(first.clouds.all) },
        wind: { speed: number(wind.speed), deg: integer(wind.deg), gust: number(wind.gust) },
        visibility: integer(first.visibility),
        pop: number(first.pop),
        sys: { pod: regex(POD_PATTERN, first.sys.pod) },
        dt_txt: regex(dtTextPattern, first.dt_txt),
      },
      1,
    ),
    city: {
      id: integer(city.id),
      name: string(city.name),
      coord: { lat: number(city.coord.lat), lon: number(city.coord.lon) },
      country: regex(COUNTRY_PATTERN, city.country || 'US'),
      population: integer(city.population),
      timezone: integer(city.timezone),
      sunrise: integer(city.sunrise),
      sunset: integer(city.sunset),
    },
  };
}

const PATH = ROUTE_PATHS.forecast;
const KEY = MatchersV3.regex('^\\S+$', exampleApiKey);
const ACCEPT = { Accept: 'application/json' };

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The example in °F and mph: the service's conversions of the °C example, rounded to 2 decimals. */
const imperialExample: Forecast = {
  ...forecastExample,
  list: [
    {
      ...(forecastExample.list[0] as Forecast['list'][number]),
      main: {
        ...(forecastExample.list[0] as Forecast['list'][number]).main,
        temp: 63.54,
        feels_like: 62.87,
        temp_min: 62.42,
        temp_max: 63.54,
      },
      wind: { speed: 9.17, deg: 290, gust: 11.63 },
    },
  ],
};
const londonExample: Forecast = {
  ...forecastExample,
  city: {
    id: 2643743,
    name: 'London',
    coord: { lat: 51.5085, lon: -0.1257 },
    country: 'GB',
    population: 0,
    timezone: 3600,
    sunrise: 1717213717,
    sunset: 1717272636,
  },
};

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
export const forecastInteractions = deepFreeze({
  forecastMetric: {
    description: 'a request for the 5 day / 3 hour forecast at postal code 94040,us in metric units, 1 slot',
    states: ['a forecast is reported for postal code 94040 in the US'],
    request: {
      method: 'GET',
      path: PATH,
      query: { zip: '94040,us', appid: KEY, units: 'metric', cnt: '1' },
      headers: ACCEPT,
    },
    response: { status: 200, headers: jsonContentType(), body: forecastBody(forecastExample) },
    example: forecastExample,
  },
  forecastImperial: {
    description:
      'a request for the 5 day / 3 hour forecast at coordinates 37.39,-122.08 in imperial units, 1 slot',
    states: ['a forecast is reported for coordinates 37.39,-122.08'],
    request: {
      method: 'GET',
      path: PATH,
      query: { lat: '37.39', lon: '-122.08', appid: KEY, units: 'imperial', cnt: '1' },
      headers: ACCEPT,
    },
    response: { status: 200, headers: jsonContentType(), body: forecastBody(imperialExample) },
    example: imperialExample,
  },
  forecastByName: {
    description: 'a request for the 5 day / 3 hour forecast in London,GB by name, 1 slot',
    states: ['a forecast is reported for the city London, GB'],
    request: {
      method: 'GET',
      path: PATH,
      query: { q: 'London,GB', appid: KEY, units: 'metric', cnt: '1' },
      headers: ACCEPT,
    },
    response: { status: 200, headers: jsonContentType(), body: forecastBody(londonExample) },
    example: londonExample,
  },
  forecastNotFound: {
    description: 'a request for the 5 day / 3 hour forecast at postal code 00000',
    states: ['no place has postal code 00000'],
    request: { method: 'GET', path: PATH, query: { zip: '00000', appid: KEY }, headers: ACCEPT },
    response: { status: 404, headers: jsonContentType(), body: weatherErrorBody('404', 'city not found') },
    example: { cod: '404', message: 'city not found' },
  },
  forecastUnauthorized: {
    description: 'a request for the 5 day / 3 hour forecast without an API key',
    states: ['an API key is required'],
    request: { method: 'GET', path: PATH, query: { zip: '94040,us', appid: '' }, headers: ACCEPT },
    response: {
      status: 401,
      headers: jsonContentType(),
      body: weatherErrorBody(
        401,
        'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.',
      ),
    },
    example: {
      cod: 401,
      message: 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.',
    },
  },
} satisfies Record<string, WeatherInteraction>);
