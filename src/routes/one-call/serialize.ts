import { ordered, orderOf } from '../../answer-schema/index.js';
import { oneCallSchema, oneCallTimemachineSchema } from './schema.js';
import type { OneCallAnswer, OneCallTimemachineAnswer } from './types.js';

const order = orderOf(oneCallSchema);
const timemachineOrder = orderOf(oneCallTimemachineSchema);

/**
 * The exact bytes the service sends for a One Call answer: minified JSON, keys in the service's
 * order at every level whatever order the object was built in (`lat, lon, timezone,
 * timezone_offset, current, minutely, hourly, daily, alerts`; inside `current` `dt, sunrise, sunset,
 * temp, feels_like, pressure, humidity, dew_point, uvi, clouds, visibility, wind_speed, wind_deg,
 * wind_gust, weather, rain, snow`; and so on), numbers in shortest form.
 *
 * @param answer - a One Call answer (from `generator.oneCall`, or built by hand).
 * @returns the response body.
 * @example
 * ```ts
 * import { createWeatherGenerator, serializeOneCall } from 'weather-double';
 * const body = serializeOneCall(createWeatherGenerator({ seed: 1 }).oneCall({ lat: 33.44, lon: -94.04 }));
 * body.startsWith('{"lat":33.44,"lon":-94.04,"timezone":"America/Chicago"'); // true
 * ```
 */
export function serializeOneCall(answer: OneCallAnswer): string {
  return JSON.stringify(ordered(answer, order));
}

/**
 * The exact bytes of a timemachine answer (`lat, lon, timezone, timezone_offset, data`), `data[0]`
 * in `current`'s key order.
 *
 * @param answer - a timemachine answer (from `generator.oneCallTimemachine`).
 * @returns the response body.
 * @example
 * ```ts
 * import { createWeatherGenerator, serializeOneCallTimemachine } from 'weather-double';
 * const generator = createWeatherGenerator({ seed: 1 });
 * const body = serializeOneCallTimemachine(generator.oneCallTimemachine({ lat: 52.2297, lon: 21.0122 }, { dt: 1645888976 }));
 * body.includes('"data":[{"dt":1645888976,'); // true
 * ```
 */
export function serializeOneCallTimemachine(answer: OneCallTimemachineAnswer): string {
  return JSON.stringify(ordered(answer, timemachineOrder));
}
