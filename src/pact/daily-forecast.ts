import { MatchersV3 } from '@pact-foundation/pact';
import type { DailyForecast, HourlyForecast } from '../routes/public.js';
import { ROUTE_PATHS } from '../service/vocabulary.js';
import { forecastBody, forecastExample } from './forecast.js';
import { exampleApiKey, type WeatherInteraction } from './interactions.js';
import { COUNTRY_PATTERN, jsonContentType, weatherErrorBody } from './matchers.js';

const { eachLike, equal, integer, number, regex, string } = MatchersV3;

/** `dt_txt` of the hourly forecast: a whole UTC hour. */
const HOUR_TEXT_PATTERN = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:00:00$';
/** A daily icon: two digits and `d`. */
const DAY_ICON_PATTERN = '^\\d{2}d$';

/**
 * A daily forecast of one day for Mountain View (postal code 94040, US) in °C, as the service
 * answers `GET /data/2.5/forecast/daily?zip=94040,us&units=metric&cnt=1`: the example the daily
 * interactions start from (the shape of the service's page's example answer; the matchers pin the
 * types).
 * @internal
 */
export const dailyForecastExample: DailyForecast = {
  city: {
    id: 0,
    name: 'Mountain View',
    coord: { lon: -122.08, lat: 37.39 },
    country: 'US',
    population: 0,
    timezone: -25200,
  },
  cod: '200',
  message: 0.0582563,
  cnt: 1,
  list: [
    {
      dt: 1717264800,
      sunrise: 1717246136,
      sunset: 1717298640,
      temp: { day: 21.4, min: 12.1, max: 23.6, night: 13.2, eve: 19.8, morn: 12.6 },
      feels_like: { day: 21.1, night: 12.9, eve: 19.5, morn: 12.2 },
      pressure: 1014,
      humidity: 58,
      weather: [{ id: 803, main: 'Clouds', description: 'broken clouds', icon: '04d' }],
      speed: 4.1,
      deg: 290,
      gust: 6.2,
      clouds: 53,
      pop: 0.2,
    },
  ],
};

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
export function dailyForecastBody(example: DailyForecast = dailyForecastExample) {
  const day = example.list[0] ?? (dailyForecastExample.list[0] as DailyForecast['list'][number]);
  const condition = day.weather[0] ?? { id: 800, main: 'Clear', description: 'clear sky', icon: '01d' };
  const { city } = example;
  const numbers = <K extends string>(values: Record<K, number>) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, number(value as number)]));
  return {
    city: {
      id: integer(city.id),
      name: string(city.name),
      coord: { lon: number(city.coord.lon), lat: number(city.coord.lat) },
      country: regex(COUNTRY_PATTERN, city.country || 'US'),
      population: integer(city.population),
      timezone: integer(city.timezone),
    },
    cod: equal('200'),
    message: number(example.message),
    cnt: integer(example.cnt),
    list: eachLike(
      {
        dt: integer(day.dt),
        sunrise: integer(day.sunrise),
        sunset: integer(day.sunset),
        temp: numbers(day.temp),
        feels_like: numbers(day.feels_like),
        pressure: integer(day.pressure),
        humidity: integer(day.humidity),
        weather: eachLike(
          {
            id: integer(condition.id),
            main: string(condition.main),
            description: string(condition.description),
            icon: regex(DAY_ICON_PATTERN, condition.icon),
          },
          1,
        ),
        speed: number(day.speed),
        deg: integer(day.deg),
        gust: number(day.gust),
        clouds: integer(day.clouds),
        pop: number(day.pop),
      },
      1,
    ),
  };
}

/** An hourly forecast of one slot (the 5 day / 3 hour example's slot, one hour long). @internal */
export const hourlyForecastExample: HourlyForecast = {
  ...forecastExample,
  list: forecastExample.list.map(({ rain: _rain, snow: _snow, ...slot }) => ({
    ...slot,
    dt: 1717272000,
    dt_txt: '2024-06-01 20:00:00',
  })),
};

const KEY = MatchersV3.regex('^\\S+$', exampleApiKey);
const ACCEPT = { Accept: 'application/json' };

/**
 * The 16-day and hourly forecasts' interactions in the shipped pact (provider
 * `current-weather-service`), ready for your own consumer tests:
 *
 * | key | request | response |
 * |---|---|---|
 * | `dailyMetric` | `/data/2.5/forecast/daily?zip=94040,us&appid=…&units=metric&cnt=1` | 200, a day in °C |
 * | `dailyUnauthorized` | `/data/2.5/forecast/daily?zip=94040,us&appid=` | 401 `{"cod":401,"message":…}` |
 * | `hourlyMetric` | `/data/2.5/forecast/hourly?zip=94040,us&appid=…&units=metric&cnt=1` | 200, an hour in °C |
 *
 * @example
 * ```ts
 * import { addWeatherInteraction, dailyForecastInteractions } from 'weather-double/pact';
 * await addWeatherInteraction(pact, dailyForecastInteractions.dailyMetric).executeTest(async (server) => {
 *   await fetch(`${server.url}/data/2.5/forecast/daily?zip=94040,us&appid=k&units=metric&cnt=1`);
 * });
 * ```
 */
export const dailyForecastInteractions: Readonly<
  Record<'dailyMetric' | 'dailyUnauthorized' | 'hourlyMetric', WeatherInteraction>
> = Object.freeze({
  dailyMetric: Object.freeze({
    description: 'a request for the 16-day daily forecast at postal code 94040,us in metric units, 1 day',
    states: ['a forecast is reported for postal code 94040 in the US'],
    request: {
      method: 'GET' as const,
      path: ROUTE_PATHS.forecastDaily,
      query: { zip: '94040,us', appid: KEY, units: 'metric', cnt: '1' },
      headers: ACCEPT,
    },
    response: { status: 200, headers: jsonContentType(), body: dailyForecastBody() },
    example: dailyForecastExample,
  }),
  dailyUnauthorized: Object.freeze({
    description: 'a request for the 16-day daily forecast without an API key',
    states: ['an API key is required'],
    request: {
      method: 'GET' as const,
      path: ROUTE_PATHS.forecastDaily,
      query: { zip: '94040,us', appid: '' },
      headers: ACCEPT,
    },
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
  }),
  hourlyMetric: Object.freeze({
    description: 'a request for the hourly forecast at postal code 94040,us in metric units, 1 hour',
    states: ['a forecast is reported for postal code 94040 in the US'],
    request: {
      method: 'GET' as const,
      path: ROUTE_PATHS.forecastHourly,
      query: { zip: '94040,us', appid: KEY, units: 'metric', cnt: '1' },
      headers: ACCEPT,
    },
    response: {
      status: 200,
      headers: jsonContentType(),
      body: forecastBody(hourlyForecastExample as never, HOUR_TEXT_PATTERN),
    },
    example: hourlyForecastExample,
  }),
});
