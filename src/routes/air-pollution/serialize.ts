import { ordered, orderOf } from '../../answer-schema/index.js';
import { airPollutionSchema } from './schema.js';
import type { AirPollutionAnswer } from './types.js';

const order = orderOf(airPollutionSchema);

/**
 * The exact bytes the service sends for an air pollution answer: minified JSON, keys in the
 * service's order at every level whatever order the object was built in (`coord` `{lon, lat}`,
 * `list` items `{main, components, dt}`), numbers in shortest form.
 *
 * @param answer - an air pollution answer (from `generator.airPollution`, or built by hand).
 * @returns the response body.
 * @example
 * ```ts
 * import { createWeatherGenerator, serializeAirPollution } from 'weather-double';
 * const body = serializeAirPollution(createWeatherGenerator({ seed: 1 }).airPollution({ lat: 51.5085, lon: -0.1257 }));
 * body.startsWith('{"coord":{"lon":-0.1257,"lat":51.5085},"list":[{"main":{"aqi":'); // true
 * ```
 */
export function serializeAirPollution(answer: AirPollutionAnswer): string {
  return JSON.stringify(ordered(answer, order));
}
