import type { DailyForecastOptions, ForecastCount } from '../forecast/family.js';
import { daysKind, daysMethod } from '../forecast-daily/days.js';
import type { AnswerContext } from '../generate-shared.js';
import type { LocationQuery } from '../places.js';
import type { CliKind } from '../route.js';
import { buildClimateForecast, DEFAULT_CLIMATE_DAYS, MAX_CLIMATE_DAYS } from './answer.js';
import type { ClimateForecast } from './types.js';

/**
 * The generator's 30-day climate forecast: a part of `WeatherGenerator` (the climate forecast
 * route's method).
 *
 * @example
 * ```ts
 * const { climateForecast }: ClimateForecastMethods = createWeatherGenerator({ seed: 1 });
 * ```
 */
export interface ClimateForecastMethods {
  /**
   * The 30-day climate forecast for a location, as `GET /data/2.5/forecast/climate` answers it:
   * `cnt` local dates from the place's date at `at`, each `dt` at 12:00 on the local clock. The same
   * world: a day is made as the 16-day forecast's day of that date, from the hours `record`
   * reports (the same day, less `gust` and `pop`, wherever the 16-day forecast's `dt` is 12:00
   * local too); `city.id`, `name` and `coord` follow the form of the query.
   * @param location - `{ zip }`, `{ lat, lon }`, `{ q }` or `{ id }`.
   * @param options - `cnt` 1 to 30 days; `units`; `at`.
   * @default location `{ zip: '94040,us' }`; options.cnt 30
   * @throws {WeatherDoubleError} `INVALID_OPTION` (bad option, `cnt` not 1 to 30), `INVALID_ARGUMENT`
   *   (a postal code, name or ID no place has).
   * @example
   * ```ts
   * const days = createWeatherGenerator({ seed: 1 }).climateForecast({ q: 'London,GB' }, { cnt: 30, units: 'metric' });
   * days.list[29].temp.max; // the highest of the 30th day, °C
   * ```
   */
  climateForecast(location?: LocationQuery, options?: DailyForecastOptions): ClimateForecast;
}

/**
 * The number of days a `cnt` value asks for: a whole number from 1 gives that many, at most 30
 * (the service's page: "from 1 to 30"); absent, empty, `0`, negative, fractional or not a number:
 * 30. Nothing recorded shows an answer to a `cnt` out of range: the double's documented choice,
 * the 16-day forecast's rule.
 * @internal
 */
export const CLIMATE_DAYS: ForecastCount = {
  max: MAX_CLIMATE_DAYS,
  default: DEFAULT_CLIMATE_DAYS,
  what: 'days',
};

/**
 * The generator's climate forecast method (`climateForecast`) over its context: the daily
 * forecast's options with 1 to 30 days, the place resolved, the days built at local noon.
 * @internal
 */
export function climateForecastMethods(context: AnswerContext): ClimateForecastMethods {
  return { climateForecast: daysMethod(context, CLIMATE_DAYS, buildClimateForecast) };
}

/** `generate --kind climate`: the 30-day climate forecast, 1 to 30 days. @internal */
export const climateForecastKind: CliKind = daysKind('climate', CLIMATE_DAYS, 'climateForecast');
