/**
 * The hourly forecast's Pact interaction (see `../pact-types.ts`), in the specification-shape pact,
 * exported with the 16-day forecast's.
 * @internal
 */
import { forecastExample } from '../forecast/pact.js';
import { metricAt94040 } from '../forecast-daily/pact.js';
import type { RoutePact } from '../pact-types.js';
import type { HourlyForecast } from './types.js';

/** An hourly forecast of one slot: the 5 day / 3 hour example's slot, one hour long. */
const hourlyForecastExample: HourlyForecast = {
  ...forecastExample,
  list: forecastExample.list.map(({ rain: _rain, snow: _snow, ...slot }) => ({
    ...slot,
    dt: 1717272000,
    dt_txt: '2024-06-01 20:00:00',
  })),
};

/** @internal */
export const forecastHourlyPact = {
  interactions: [
    metricAt94040('hourlyMetric', 'the hourly forecast', 'hour', {
      schema: 'HourlyForecast',
      example: hourlyForecastExample,
    }),
  ],
} as const satisfies RoutePact;
