import { getByLocation, type LocationCallOptions } from '../../client/call.js';
import { invalidOption } from '../../errors.js';
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { forecastSchema } from './schema.js';
import type { Forecast } from './types.js';
import { validateForecast } from './validate.js';

/**
 * What `fetchForecast` needs: what every call by location takes, and optionally the number of
 * slots.
 *
 * @example
 * ```ts
 * const options: FetchForecastOptions = { q: 'London,GB', appid: key, units: 'metric', cnt: 8 };
 * ```
 */
export interface FetchForecastOptions extends LocationCallOptions {
  /** How many 3-hour slots (1 to 40), sent as `cnt`; when omitted the service sends 40. @default undefined */
  cnt?: number | undefined;
}

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
  return getByLocation<Forecast>(options, ['cnt'], () => {
    const { cnt } = options;
    if (cnt !== undefined && (typeof cnt !== 'number' || !Number.isInteger(cnt) || cnt < 1 || cnt > 40)) {
      throw invalidOption('cnt', 'an integer from 1 to 40 or undefined', cnt);
    }
    return {
      path: ROUTE_PATHS.forecast,
      what: 'a forecast',
      validate: validateForecast,
      schema: forecastSchema,
      extra: cnt === undefined ? '' : `&cnt=${cnt}`,
    };
  });
}
