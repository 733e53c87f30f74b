import type { WeatherApiError } from '../../client/api-error.js';
import { getByLocation, type LocationCallOptions } from '../../client/call.js';
import { invalidOption } from '../../errors.js';
import type { RecordShape } from '../../service/vocabulary.js';
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { currentWeatherRecordSchema, weatherRecordSchema } from './schema.js';
import type { RecordOfShape } from './types.js';
import { validateWeatherRecord } from './validate.js';

/**
 * What `fetchCurrentWeather` needs: what every call by location takes, and optionally the record's
 * shape. Not `strict`, the default shape tolerates the fields the live service adds (`feels_like`,
 * `gust`, `rain`, `timezone`, …), left on the returned object untyped.
 *
 * @example
 * ```ts
 * const options: FetchCurrentWeatherOptions = { zip: '94040,us', appid: key, units: 'metric' };
 * ```
 */
export interface FetchCurrentWeatherOptions<S extends RecordShape = RecordShape> extends LocationCallOptions {
  /**
   * The record to expect and return: the specification's (`sys.message`, no `timezone`) or the one
   * the live service sends today (`'current'`: `feels_like`, `sea_level`, `grnd_level`, `timezone`,
   * optional `gust`/`rain`/`snow`, no `sys.message`), validated with
   * `validateWeatherRecord(body, { shape })` and typed `CurrentWeatherRecord`. Use `'current'`
   * against the live service or a double made with `shape: 'current'`.
   * @default 'specification'
   */
  shape?: S | undefined;
}

const SHAPES: readonly RecordShape[] = ['specification', 'current'];

/**
 * Calls `GET {baseUrl}/data/2.5/weather?zip=…&appid=…[&units=…]` (or `lat=…&lon=…`, `q=…`, `id=…`
 * instead of `zip`) with `Accept: application/json` and returns the current weather record, typed
 * and checked with `validateWeatherRecord`.
 *
 * - An error answer (401, 404, 400, 429, 5xx) rejects with a {@link WeatherApiError}
 *   (`code: 'API_ERROR'`) carrying `status`, `cod` as sent and the service's message.
 * - No answer at all (DNS, refused connection, reset) rejects with a `WeatherDoubleError` of code
 *   `'NETWORK_ERROR'`; an abort through `signal` rejects with the abort reason, untouched.
 * - A 200 whose body is not a weather record rejects with code `'INVALID_RESPONSE'`, listing every
 *   issue with its path. Fields beyond the expected `shape` are tolerated unless `strict` is set; a
 *   missing field of the shape is never tolerated (the live service today sends no `sys.message`:
 *   read it with `shape: 'current'`).
 * - Bad options reject with code `'INVALID_OPTION'` naming the option.
 *
 * Uses the global `fetch` unless one is given and no Node built-ins, so it runs in browsers. It
 * sends no `Cache-Control` header: outside the CORS-safelisted set, it would make browsers send a
 * preflight the service does not answer.
 *
 * @param options - see {@link FetchCurrentWeatherOptions}.
 * @returns the record, as the service sent it.
 * @example
 * ```ts
 * import { fetchCurrentWeather } from 'weather-double';
 * const record = await fetchCurrentWeather({ zip: '94040,us', appid: process.env.OWM_KEY ?? '', units: 'imperial' });
 * console.log(`${record.name}: ${record.main.temp} °F, ${record.weather[0]?.description}`);
 *
 * // The live service today, with its newer fields typed:
 * const today = await fetchCurrentWeather({ zip: '94040,us', appid: key, shape: 'current' });
 * console.log(today.main.feels_like, today.timezone);
 * ```
 */
export async function fetchCurrentWeather<S extends RecordShape = 'specification'>(
  options: FetchCurrentWeatherOptions<S>,
): Promise<RecordOfShape<S>> {
  return getByLocation<RecordOfShape<S>>(options, ['shape'], () => {
    const { shape = 'specification' } = options;
    if (!SHAPES.includes(shape)) throw invalidOption('shape', 'one of "specification", "current"', shape);
    return {
      path: ROUTE_PATHS.weather,
      what: 'a weather record',
      validate: (value) => validateWeatherRecord(value, { shape }),
      schema: shape === 'current' ? currentWeatherRecordSchema : weatherRecordSchema,
    };
  });
}
