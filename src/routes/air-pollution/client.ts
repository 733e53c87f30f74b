import { type CoordinateCallOptions, getByCoordinates, unixSeconds } from '../../client/coordinates.js';
import { invalidOption } from '../../errors.js';
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import type { AirPollutionAnswer } from './types.js';
import { validateAirPollution } from './validate.js';

/**
 * Options of {@link fetchAirPollution}.
 * @example
 * ```ts
 * const options: FetchAirPollutionOptions = { lat: 51.5085, lon: -0.1257, appid: key, kind: 'history', start: 1717200000, end: 1717286400 };
 * ```
 */
export interface FetchAirPollutionOptions extends CoordinateCallOptions {
  /** `current` (`/air_pollution`), `forecast` or `history`. @default 'current' */
  kind?: 'current' | 'forecast' | 'history' | undefined;
  /** History: the first moment, Unix seconds. */
  start?: number | undefined;
  /** History: the last moment, Unix seconds. */
  end?: number | undefined;
}

/**
 * The Air Pollution API: `GET {baseUrl}/data/2.5/air_pollution` (current), `/forecast` or
 * `/history?start=…&end=…`, checked with `validateAirPollution`; errors as {@link fetchOneCall}.
 *
 * @param options - see {@link FetchAirPollutionOptions}.
 * @returns the answer.
 * @example
 * ```ts
 * import { fetchAirPollution } from 'weather-double';
 * const now = await fetchAirPollution({ lat: 51.5085, lon: -0.1257, appid: key });
 * now.list[0]?.main.aqi; // 1 to 5
 * ```
 */
export async function fetchAirPollution(options: FetchAirPollutionOptions): Promise<AirPollutionAnswer> {
  return getByCoordinates(options, ['kind', 'start', 'end'], () => {
    const kind = options.kind ?? 'current';
    if (kind !== 'current' && kind !== 'forecast' && kind !== 'history') {
      throw invalidOption('kind', 'one of current, forecast, history', options.kind);
    }
    let query = '';
    if (kind === 'history') {
      query = `&start=${unixSeconds(options.start, 'start')}&end=${unixSeconds(options.end, 'end')}`;
    } else if (options.start !== undefined || options.end !== undefined) {
      throw invalidOption(
        options.start !== undefined ? 'start' : 'end',
        "absent unless kind is 'history'",
        options.start ?? options.end,
      );
    }
    const path = {
      current: ROUTE_PATHS.airPollution,
      forecast: ROUTE_PATHS.airPollutionForecast,
      history: ROUTE_PATHS.airPollutionHistory,
    }[kind];
    return { path, what: 'an air pollution answer', validate: validateAirPollution, query };
  });
}
