import type { WeatherApiError } from '../../client/api-error.js';
import {
  callOptions,
  encode,
  getJson,
  LOCATION_CALL_OPTIONS,
  locationParams,
  tolerantIssues,
  unitsOption,
} from '../../client/call.js';
import { invalidOption } from '../../errors.js';
import type { RecordShape, Units } from '../../service/vocabulary.js';
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { currentWeatherRecordSchema, weatherRecordSchema } from './schema.js';
import type { RecordOfShape } from './types.js';
import { validateWeatherRecord } from './validate.js';

/**
 * What `fetchCurrentWeather` needs: the postal code, the caller's key, and optionally the unit
 * system, the service's origin, a `fetch` to use and an `AbortSignal`.
 *
 * @example
 * ```ts
 * const options: FetchCurrentWeatherOptions = { zip: '94040,us', appid: key, units: 'metric' };
 * ```
 */
export interface FetchCurrentWeatherOptions<S extends RecordShape = RecordShape> {
  /**
   * Postal code, optionally with a country code: `'94040'` (searched in the USA) or `'94040,us'`.
   * Sent as given; an empty string reaches the service, which answers 400 `Nothing to geocode`.
   * Give exactly one location: `zip`, `lat` with `lon`, `q` or `id`.
   */
  zip?: string | undefined;
  /** Latitude in degrees, with `lon` (sent as given: the service answers 400 `wrong latitude` outside -90..90). @default undefined */
  lat?: number | undefined;
  /** Longitude in degrees, with `lat`. @default undefined */
  lon?: number | undefined;
  /** City name: `'London'`, `'London,GB'` or `'Springfield,IL,US'`. @default undefined */
  q?: string | undefined;
  /** City ID (a GeoNames ID, e.g. `2643743` for London). @default undefined */
  id?: number | undefined;
  /**
   * The caller's API key, sent as the `appid` query parameter. Sent as given; an empty string
   * reaches the service, which answers 401.
   */
  appid: string;
  /**
   * Unit system. When omitted no `units` parameter is sent and the service answers in kelvin and m/s.
   * @default undefined (the service's default: `'standard'`)
   */
  units?: Units | undefined;
  /**
   * Origin (and optional path prefix) of the service; `/data/2.5/weather` is appended.
   * @default 'https://api.openweathermap.org'
   */
  baseUrl?: string | undefined;
  /**
   * The `fetch` to call, e.g. one that records requests or adds a proxy.
   * @default globalThis.fetch
   */
  fetch?: typeof fetch | undefined;
  /** Aborts the request; the abort reason is rethrown as is (an `AbortError` by default). */
  signal?: AbortSignal | undefined;
  /**
   * `false` (tolerant reader): fields the expected shape does not know (with the default shape,
   * those the live service adds: `main.feels_like`, `wind.gust`, `rain`, `timezone`, …) are ignored
   * by validation and left on the returned object, untyped. `true`: the body must be exactly the
   * shape's record. Every field the shape requires is required, with its type, in both modes.
   * @default false
   */
  strict?: boolean | undefined;
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

const PATH = ROUTE_PATHS.weather;
const OPTION_KEYS = [...LOCATION_CALL_OPTIONS, 'shape'];
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
  const { appid, base, fetchFn, signal } = callOptions(options, OPTION_KEYS, 'zip and appid');
  const { units, strict, shape = 'specification' } = options;
  if (!SHAPES.includes(shape)) throw invalidOption('shape', 'one of "specification", "current"', shape);
  const location = locationParams(options);
  unitsOption(units);
  // A body in the shape passes at once; otherwise, unless strict, it is checked again without the
  // fields the shape does not show.
  const issuesOf = tolerantIssues(
    (value) => validateWeatherRecord(value, { shape }),
    shape === 'current' ? currentWeatherRecordSchema : weatherRecordSchema,
    strict,
  );
  const url = (key: string) => requestUrl(base, location, key, units);
  return getJson<RecordOfShape<S>>({ url, appid, fetchFn, signal, what: 'a weather record', issuesOf });
}

/** `{base}/data/2.5/weather?{location}&appid=…[&units=…]`, commas literal as in the specification's request. */
function requestUrl(base: string, location: string, appid: string, units: Units | undefined): string {
  const query = `${location}&appid=${encode(appid)}`;
  return `${base}${PATH}?${units === undefined ? query : `${query}&units=${units}`}`;
}
