import {
  type CoordinateCallOptions,
  dateOption,
  getByCoordinates,
  unitsAndLang,
} from '../../client/coordinates.js';
import type { Units } from '../../service/vocabulary.js';
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import type { OverviewAnswer } from './types.js';
import { validateOverview } from './validate.js';

/**
 * Options of {@link fetchOneCallOverview}.
 * @example
 * ```ts
 * const options: FetchOverviewOptions = { lat: 51.5085, lon: -0.1257, appid: key, units: 'metric' };
 * ```
 */
export interface FetchOverviewOptions extends CoordinateCallOptions {
  /** The place's today or tomorrow, `YYYY-MM-DD` (sent as `date`). @default the service's, today */
  date?: string | undefined;
  /** Unit system (sent as `units`). @default the service's, standard */
  units?: Units | undefined;
}

/**
 * One Call 3.0's weather overview: `GET {baseUrl}/data/3.0/onecall/overview?lat=…&lon=…` with `date`
 * and `units`. Checked with `validateOverview`; errors as {@link fetchOneCall}.
 *
 * @param options - see {@link FetchOverviewOptions}.
 * @returns the overview of the place's today (or `date`).
 * @example
 * ```ts
 * import { fetchOneCallOverview } from 'weather-double';
 * const { weather_overview } = await fetchOneCallOverview({ lat: 51.5085, lon: -0.1257, appid: key });
 * ```
 */
export async function fetchOneCallOverview(options: FetchOverviewOptions): Promise<OverviewAnswer> {
  return getByCoordinates(options, ['date', 'units'], () => {
    const date = options.date === undefined ? '' : `&date=${dateOption(options.date)}`;
    const query = `${date}${unitsAndLang(options.units, undefined)}`;
    return {
      path: ROUTE_PATHS.oneCallOverview,
      what: 'a weather overview',
      validate: validateOverview,
      query,
    };
  });
}
