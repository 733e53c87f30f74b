/**
 * The 30-day climate forecast's Pact interaction and body function (see `../pact-types.ts`), in
 * the specification-shape pact, exported with the 16-day and hourly forecasts'.
 * @internal
 */
import { metricAt94040 } from '../forecast-daily/pact.js';
import { pactBody, type RoutePact } from '../pact-types.js';
import type { ClimateForecast } from './types.js';

/**
 * A climate forecast of one day for Mountain View (postal code 94040, US) in °C, as the service
 * answers `GET /data/2.5/forecast/climate?zip=94040,us&units=metric&cnt=1` (the shape of its
 * recorded answers: `code`, no `gust` or `pop`; `dt` at 12:00 PDT). `rain`/`snow` (only on wet
 * days) are not in it: Pact cannot say "optional".
 */
const climateForecastExample: ClimateForecast = {
  city: {
    id: 0,
    name: 'Mountain View',
    coord: { lon: -122.08, lat: 37.39 },
    country: 'US',
    population: 0,
    timezone: -25200,
  },
  code: '200',
  message: 22.2974177,
  cnt: 1,
  list: [
    {
      dt: 1717268400,
      sunrise: 1717246136,
      sunset: 1717298640,
      temp: { day: 20.9, min: 12.1, max: 23.6, night: 13.2, eve: 19.8, morn: 12.6 },
      feels_like: { day: 20.6, night: 12.9, eve: 19.5, morn: 12.2 },
      pressure: 1014,
      humidity: 60,
      weather: [{ id: 803, main: 'Clouds', description: 'broken clouds', icon: '04d' }],
      speed: 4.1,
      deg: 290,
      clouds: 53,
    },
  ],
};

/** @internal */
export const forecastClimatePact = {
  interactions: [
    metricAt94040('climateMetric', 'the 30-day climate forecast', 'day', {
      schema: 'ClimateForecast',
      example: climateForecastExample,
    }),
  ],
  bodies: {
    climateForecastBody: pactBody<ClimateForecast>({
      schema: 'ClimateForecast',
      example: climateForecastExample,
    }),
  },
} as const satisfies RoutePact;
