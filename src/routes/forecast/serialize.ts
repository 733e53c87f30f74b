import { ordered, orderOf } from '../../answer-schema/index.js';
import { WeatherDoubleError } from '../../errors.js';
import { forecastSchema } from './schema.js';
import type { Forecast, ForecastVariantAnswer } from './types.js';

const order = orderOf(forecastSchema);

/**
 * The exact bytes the service sends for a forecast: minified JSON, keys in the service's order at
 * every level whatever order the object was built in (`cod, message, cnt, list, city`; an item
 * `dt, main, weather, clouds, wind, visibility, pop, rain, snow, sys, dt_txt`; `main` with
 * `humidity` before `temp_kf`; `city.coord` latitude first), numbers in shortest form. Keys the
 * schema does not know (a forecast built with `unchecked: true`) follow the known ones.
 *
 * @param forecast - a forecast (validated, a rare variant of one, or deliberately malformed).
 * @returns the response body as a string.
 * @throws {WeatherDoubleError} `INVALID_ARGUMENT` when `forecast` is not an object.
 * @example
 * ```ts
 * import { createWeatherGenerator, serializeForecast } from 'weather-double';
 * const body = serializeForecast(createWeatherGenerator({ seed: 1 }).forecast({ zip: '94040,us' }));
 * body.startsWith('{"cod":"200","message":0,"cnt":40,"list":[{"dt":'); // true
 * ```
 */
export function serializeForecast(forecast: Forecast | ForecastVariantAnswer): string {
  if (typeof forecast !== 'object' || forecast === null || Array.isArray(forecast)) {
    throw new WeatherDoubleError(
      'INVALID_ARGUMENT',
      `serializeForecast expects a forecast object, got ${forecast === null ? 'null' : Array.isArray(forecast) ? 'an array' : typeof forecast}.`,
      { path: 'forecast' },
    );
  }
  return JSON.stringify(ordered(forecast, order));
}
