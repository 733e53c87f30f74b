import { ordered, orderOf } from '../../answer-schema/index.js';
import { daySummarySchema } from './schema.js';
import type { DaySummaryAnswer } from './types.js';

const order = orderOf(daySummarySchema);

/**
 * The exact bytes the service sends for a day summary: minified JSON in the service's key order.
 *
 * @param answer - a day summary (from `generator.oneCallDaySummary`, or built by hand).
 * @returns the response body.
 * @example
 * ```ts
 * import { createWeatherGenerator, serializeDaySummary } from 'weather-double';
 * const day = createWeatherGenerator({ seed: 1 }).oneCallDaySummary({ lat: 33, lon: 35 }, { date: '2020-03-04' });
 * serializeDaySummary(day).startsWith('{"lat":33,"lon":35,"tz":"+02:00","date":"2020-03-04"'); // true
 * ```
 */
export function serializeDaySummary(answer: DaySummaryAnswer): string {
  return JSON.stringify(ordered(answer, order));
}
