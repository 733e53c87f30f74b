import { ordered, orderOf } from '../../answer-schema/index.js';
import { cityHistorySchema } from './schema.js';
import type { CityHistory } from './types.js';

const order = orderOf(cityHistorySchema);

/**
 * The exact bytes the service sends for a city history: minified JSON, keys in the service's order
 * at every level whatever order the object was built in (`message, cod, city_id, calctime, cnt,
 * list`; an hour `dt, main, wind, clouds, weather, rain, snow`), numbers in shortest form.
 *
 * @param history - a city history (from `generator.cityHistory`, or built by hand).
 * @returns the response body.
 * @example
 * ```ts
 * import { createWeatherGenerator, serializeCityHistory } from 'weather-double';
 * const body = serializeCityHistory(createWeatherGenerator({ seed: 1 }).cityHistory({ id: 2643743 }, { cnt: 2 }));
 * body.startsWith('{"message":"Count: 2","cod":"200","city_id":2643743,'); // true
 * ```
 */
export function serializeCityHistory(history: CityHistory): string {
  return JSON.stringify(ordered(history, order));
}
