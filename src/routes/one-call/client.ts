import {
  type CoordinateCallOptions,
  getByCoordinates,
  unitsAndLang,
  unixSeconds,
} from '../../client/coordinates.js';
import { invalidOption } from '../../errors.js';
import type { Units } from '../../service/vocabulary.js';
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import type { OneCallAnswer, OneCallPart, OneCallTimemachineAnswer } from './types.js';
import { validateOneCall, validateOneCallTimemachine } from './validate.js';

export type { CoordinateCallOptions } from '../../client/coordinates.js';

const PARTS: readonly OneCallPart[] = ['current', 'minutely', 'hourly', 'daily', 'alerts'];

/**
 * Options of {@link fetchOneCall}.
 * @example
 * ```ts
 * const options: FetchOneCallOptions = { lat: 51.5085, lon: -0.1257, appid: key, units: 'metric', exclude: ['minutely'] };
 * ```
 */
export interface FetchOneCallOptions extends CoordinateCallOptions {
  /** Parts to leave out (sent as `exclude=a,b`). @default [] */
  exclude?: readonly OneCallPart[] | undefined;
  /** Unit system (sent as `units`). @default the service's, standard */
  units?: Units | undefined;
  /** Language of the descriptions (sent as `lang`). @default the service's, English */
  lang?: string | undefined;
}

/**
 * Options of {@link fetchOneCallTimemachine}.
 * @example
 * ```ts
 * const options: FetchOneCallTimemachineOptions = { lat: 52.2297, lon: 21.0122, dt: 1645888976, appid: key };
 * ```
 */
export interface FetchOneCallTimemachineOptions extends CoordinateCallOptions {
  /** The moment, Unix seconds. */
  dt: number;
  /** Unit system. @default the service's, standard */
  units?: Units | undefined;
  /** Language of the descriptions. @default the service's, English */
  lang?: string | undefined;
}

/**
 * One Call 3.0: `GET {baseUrl}/data/3.0/onecall?lat=…&lon=…` with `exclude`, `units`, `lang`. The
 * answer is checked against the One Call schema and rules (`validateOneCall`). An error answer
 * (401, 400 `wrong latitude`, …) rejects with a `WeatherApiError`; no answer with `NETWORK_ERROR`;
 * a 200 that is not a One Call answer with `INVALID_RESPONSE`; bad options with `INVALID_OPTION`.
 *
 * @param options - see {@link FetchOneCallOptions}.
 * @returns the answer, as the service sent it.
 * @example
 * ```ts
 * import { fetchOneCall } from 'weather-double';
 * const answer = await fetchOneCall({ lat: 51.5085, lon: -0.1257, appid: key, units: 'metric', exclude: ['minutely'] });
 * answer.daily?.[0]?.summary;
 * ```
 */
export async function fetchOneCall(options: FetchOneCallOptions): Promise<OneCallAnswer> {
  return getByCoordinates(options, ['exclude', 'units', 'lang'], () => {
    let query = '';
    if (options.exclude !== undefined) {
      if (!Array.isArray(options.exclude) || options.exclude.some((part) => !PARTS.includes(part))) {
        throw invalidOption('exclude', `an array of ${PARTS.join(', ')}`, options.exclude);
      }
      if (options.exclude.length > 0) query += `&exclude=${options.exclude.join(',')}`;
    }
    query += unitsAndLang(options.units, options.lang);
    return { path: ROUTE_PATHS.oneCall, what: 'a One Call answer', validate: validateOneCall, query };
  });
}

/**
 * One Call 3.0's past (or future) moment: `GET {baseUrl}/data/3.0/onecall/timemachine?lat=…&lon=…&dt=…`.
 * Checked with `validateOneCallTimemachine`; errors as {@link fetchOneCall}.
 *
 * @param options - see {@link FetchOneCallTimemachineOptions}.
 * @returns the answer (`data[0]` the observation at `dt`).
 * @example
 * ```ts
 * import { fetchOneCallTimemachine } from 'weather-double';
 * const past = await fetchOneCallTimemachine({ lat: 52.2297, lon: 21.0122, dt: 1645888976, appid: key });
 * ```
 */
export async function fetchOneCallTimemachine(
  options: FetchOneCallTimemachineOptions,
): Promise<OneCallTimemachineAnswer> {
  return getByCoordinates(options, ['dt', 'units', 'lang'], () => ({
    path: ROUTE_PATHS.oneCallTimemachine,
    what: 'a timemachine answer',
    validate: validateOneCallTimemachine,
    query: `&dt=${unixSeconds(options.dt, 'dt')}${unitsAndLang(options.units, options.lang)}`,
  }));
}
