import { ordered, orderOf } from '../../answer-schema/index.js';
import { overviewSchema } from './schema.js';
import type { OverviewAnswer } from './types.js';

const order = orderOf(overviewSchema);

/**
 * The exact bytes the service sends for a weather overview: minified JSON in the service's key order.
 *
 * @param answer - an overview (from `generator.oneCallOverview`, or built by hand).
 * @returns the response body.
 * @example
 * ```ts
 * import { createWeatherGenerator, serializeOverview } from 'weather-double';
 * const body = serializeOverview(createWeatherGenerator({ seed: 1 }).oneCallOverview({ lat: 51.5085, lon: -0.1257 }));
 * ```
 */
export function serializeOverview(answer: OverviewAnswer): string {
  return JSON.stringify(ordered(answer, order));
}
