/**
 * The 16-day daily forecast's Pact interactions and body function (see `../pact-types.ts`), in the
 * specification-shape pact.
 * @internal
 */
import { pactBody, type RoutePact, withoutKey } from '../pact-types.js';
import type { DailyForecast } from './types.js';

/**
 * A daily forecast of one day for Mountain View (postal code 94040, US) in °C, as the service
 * answers `GET /data/2.5/forecast/daily?zip=94040,us&units=metric&cnt=1` (the shape of the service's
 * page's example answer). `rain`/`snow` (only on wet days) are not in it: Pact cannot say "optional".
 */
const dailyForecastExample: DailyForecast = {
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
 * The 200 interaction of a forecast of the daily set (the 16-day, hourly and climate forecasts) at
 * postal code 94040,us in metric units, `cnt=1`: `forecast` names it, `item` what the one item is.
 * @internal
 */
export function metricAt94040<K extends string>(
  key: K,
  forecast: string,
  item: string,
  answer: { readonly schema: string; readonly example: unknown },
) {
  return {
    sets: ['dailyForecastInteractions'],
    key,
    description: `a request for ${forecast} at postal code 94040,us in metric units, 1 ${item}`,
    states: ['a forecast is reported for postal code 94040 in the US'],
    query: { zip: '94040,us', units: 'metric', cnt: '1' },
    answer: { status: 200, schema: answer.schema, example: answer.example },
  } as const;
}

/** @internal */
export const forecastDailyPact = {
  interactions: [
    metricAt94040('dailyMetric', 'the 16-day daily forecast', 'day', {
      schema: 'DailyForecast',
      example: dailyForecastExample,
    }),
    {
      sets: ['dailyForecastInteractions'],
      key: 'dailyUnauthorized',
      description: 'a request for the 16-day daily forecast without an API key',
      ...withoutKey,
    },
  ],
  bodies: {
    dailyForecastBody: pactBody<DailyForecast>({ schema: 'DailyForecast', example: dailyForecastExample }),
  },
} as const satisfies RoutePact;
