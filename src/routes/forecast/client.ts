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
import type { Units } from '../../service/vocabulary.js';
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { forecastSchema } from './schema.js';
import type { Forecast } from './types.js';
import { validateForecast } from './validate.js';

/**
 * What `fetchForecast` needs: one location, the caller's key, and optionally the unit system, the
 * number of slots, the service's origin, a `fetch` to use and an `AbortSignal`.
 *
 * @example
 * ```ts
 * const options: FetchForecastOptions = { q: 'London,GB', appid: key, units: 'metric', cnt: 8 };
 * ```
 */
export interface FetchForecastOptions {
  /** Postal code, optionally with a country code: `'94040'` or `'94040,us'`. Give exactly one location. @default undefined */
  zip?: string | undefined;
  /** Latitude in degrees, with `lon`. @default undefined */
  lat?: number | undefined;
  /** Longitude in degrees, with `lat`. @default undefined */
  lon?: number | undefined;
  /** City name: `'London'`, `'London,GB'` or `'Springfield,IL,US'`. @default undefined */
  q?: string | undefined;
  /** City ID (a GeoNames ID, e.g. `2643743` for London). @default undefined */
  id?: number | undefined;
  /** The caller's API key, sent as `appid` (as given). */
  appid: string;
  /** Unit system; when omitted no `units` parameter is sent (kelvin and m/s). @default undefined */
  units?: Units | undefined;
  /** How many 3-hour slots (1 to 40), sent as `cnt`; when omitted the service sends 40. @default undefined */
  cnt?: number | undefined;
  /** Origin (and optional path prefix) of the service; `/data/2.5/forecast` is appended. @default 'https://api.openweathermap.org' */
  baseUrl?: string | undefined;
  /** The `fetch` to call. @default globalThis.fetch */
  fetch?: typeof fetch | undefined;
  /** Aborts the request; the abort reason is rethrown as is. @default undefined */
  signal?: AbortSignal | undefined;
  /**
   * `false` (tolerant reader): fields the forecast schema does not know are ignored by validation
   * and left on the returned object. `true`: the body must be exactly the forecast's shape.
   * @default false
   */
  strict?: boolean | undefined;
}

const PATH = ROUTE_PATHS.forecast;
const OPTION_KEYS = [...LOCATION_CALL_OPTIONS, 'cnt'];

/**
 * Calls `GET {baseUrl}/data/2.5/forecast?{location}&appid=…[&units=…][&cnt=…]` with
 * `Accept: application/json` and returns the 5 day / 3 hour forecast, typed and checked with
 * `validateForecast`. Errors as {@link fetchCurrentWeather}: an error answer rejects with a
 * `WeatherApiError` (`status`, `cod`, the service's message); no answer with `NETWORK_ERROR`; a 200
 * that is not a forecast with `INVALID_RESPONSE` listing every issue with its path; bad options with
 * `INVALID_OPTION` naming the option; an abort with the abort reason.
 *
 * @param options - see {@link FetchForecastOptions}.
 * @returns the forecast, as the service sent it.
 * @example
 * ```ts
 * import { fetchForecast } from 'weather-double';
 * const forecast = await fetchForecast({ zip: '94040,us', appid: process.env.OWM_KEY ?? '', units: 'metric', cnt: 8 });
 * for (const slot of forecast.list) console.log(slot.dt_txt, slot.main.temp, slot.weather[0]?.description);
 * ```
 */
export async function fetchForecast(options: FetchForecastOptions): Promise<Forecast> {
  const { appid, base, fetchFn, signal } = callOptions(options, OPTION_KEYS, 'a location and appid');
  const { units, cnt, strict } = options;
  const location = locationParams(options);
  unitsOption(units);
  if (cnt !== undefined && (typeof cnt !== 'number' || !Number.isInteger(cnt) || cnt < 1 || cnt > 40)) {
    throw invalidOption('cnt', 'an integer from 1 to 40 or undefined', cnt);
  }
  const issuesOf = tolerantIssues((value) => validateForecast(value), forecastSchema, strict);
  const url = (key: string) => {
    let query = `${location}&appid=${encode(key)}`;
    if (units !== undefined) query += `&units=${units}`;
    if (cnt !== undefined) query += `&cnt=${cnt}`;
    return `${base}${PATH}?${query}`;
  };
  return getJson<Forecast>({ url, appid, fetchFn, signal, what: 'a forecast', issuesOf });
}
