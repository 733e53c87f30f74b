import { ordered, orderOf } from '../../answer-schema/index.js';
import { uvIndexItemSchema } from './schema.js';
import type { UvIndexItem } from './types.js';

const order = orderOf(uvIndexItemSchema);

/**
 * The exact bytes the service sends for one UV index day or a list of them.
 *
 * @param answer - an item (from `generator.uvIndex`) or a list of items.
 * @returns the response body.
 * @example
 * ```ts
 * import { createWeatherGenerator, serializeUvIndex } from 'weather-double';
 * serializeUvIndex(createWeatherGenerator({ seed: 1 }).uvIndex({ lat: 51.51, lon: -0.13 }, { date: '2019-11-02' }));
 * ```
 */
export function serializeUvIndex(answer: UvIndexItem | readonly UvIndexItem[]): string {
  return JSON.stringify(
    Array.isArray(answer) ? answer.map((item) => ordered(item, order)) : ordered(answer, order),
  );
}
