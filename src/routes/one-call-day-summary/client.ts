import { encode } from '../../client/call.js';
import {
  type CoordinateCallOptions,
  dateOption,
  getByCoordinates,
  unitsAndLang,
} from '../../client/coordinates.js';
import { invalidOption } from '../../errors.js';
import type { Units } from '../../service/vocabulary.js';
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import type { DaySummaryAnswer } from './types.js';
import { validateDaySummary } from './validate.js';

/**
 * Options of {@link fetchOneCallDaySummary}.
 * @example
 * ```ts
 * const options: FetchDaySummaryOptions = { lat: 51.5085, lon: -0.1257, appid: key, date: '2024-05-31', tz: '+01:00' };
 * ```
 */
export interface FetchDaySummaryOptions extends CoordinateCallOptions {
  /** The date, `YYYY-MM-DD` (sent as `date`). */
  date: string;
  /** The UTC offset of the day's clock, `±HH:MM` (sent as `tz`). @default the service's, the place's */
  tz?: string | undefined;
  /** Unit system (sent as `units`). @default the service's, standard */
  units?: Units | undefined;
  /** Language (sent as `lang`). @default the service's, English */
  lang?: string | undefined;
}

/**
 * One Call 3.0's daily aggregation: `GET {baseUrl}/data/3.0/onecall/day_summary?lat=…&lon=…&date=…`
 * with `tz`, `units`, `lang`. Checked with `validateDaySummary`; errors as {@link fetchOneCall}.
 *
 * @param options - see {@link FetchDaySummaryOptions}.
 * @returns the date's aggregates.
 * @example
 * ```ts
 * import { fetchOneCallDaySummary } from 'weather-double';
 * const day = await fetchOneCallDaySummary({ lat: 51.5085, lon: -0.1257, appid: key, date: '2024-05-31' });
 * day.temperature.max;
 * ```
 */
export async function fetchOneCallDaySummary(options: FetchDaySummaryOptions): Promise<DaySummaryAnswer> {
  return getByCoordinates(options, ['date', 'tz', 'units', 'lang'], () => {
    let query = `&date=${dateOption(options.date)}`;
    if (options.tz !== undefined) {
      if (typeof options.tz !== 'string' || !/^[+-]\d{2}:\d{2}$/.test(options.tz)) {
        throw invalidOption('tz', "a UTC offset '±HH:MM'", options.tz);
      }
      query += `&tz=${encode(options.tz)}`;
    }
    query += unitsAndLang(options.units, options.lang);
    return {
      path: ROUTE_PATHS.oneCallDaySummary,
      what: 'a day summary',
      validate: validateDaySummary,
      query,
    };
  });
}
