import type { DailyForecastOptions, ForecastCount } from '../forecast/family.js';
import type { AnswerContext } from '../generate-shared.js';
import type { LocationQuery } from '../places.js';
import type { CliKind } from '../route.js';
import { buildDailyForecast, DEFAULT_DAYS, MAX_DAYS } from './answer.js';
import { daysKind, daysMethod } from './days.js';
import type { DailyForecast } from './types.js';

/**
 * The generator's 16-day daily forecast: a part of `WeatherGenerator` (the daily forecast route's
 * method).
 *
 * @example
 * ```ts
 * const { dailyForecast }: DailyForecastMethods = createWeatherGenerator({ seed: 1 });
 * ```
 */
export interface DailyForecastMethods {
  /**
   * The 16-day daily forecast for a location, as `GET /data/2.5/forecast/daily` answers it: `cnt`
   * local dates from the place's date at `at`. The same world: each day is One Call's `daily` item
   * of that date (the same `dt`, sun, temperatures at the same hours, extremes, wind, clouds and
   * condition), made of the hours `record` reports; `city.id`, `name` and `coord` follow the form
   * of the query.
   * @param location - `{ zip }`, `{ lat, lon }`, `{ q }` or `{ id }`.
   * @default location `{ zip: '94040,us' }`
   * @throws {WeatherDoubleError} `INVALID_OPTION` (bad option, `cnt` not 1 to 16), `INVALID_ARGUMENT`
   *   (a postal code, name or ID no place has).
   * @example
   * ```ts
   * const days = createWeatherGenerator({ seed: 1 }).dailyForecast({ q: 'London,GB' }, { cnt: 16, units: 'metric' });
   * days.list[0].temp.max; // today's highest, °C
   * ```
   */
  dailyForecast(location?: LocationQuery, options?: DailyForecastOptions): DailyForecast;
}

/**
 * The number of days a `cnt` value asks for: a whole number from 1 gives that many, at most 16;
 * absent, empty, `0`, negative, fractional or not a number: 7 days, the service's default (its
 * page's example "Call 7 days forecast" and its example answer, `"cnt":7`). Nothing recorded shows
 * an answer to a `cnt` out of range: the double's documented choice, the 5 day / 3 hour forecast's
 * rule (ignored, or capped at the most there are).
 * @internal
 */
export const DAILY_DAYS: ForecastCount = { max: MAX_DAYS, default: DEFAULT_DAYS, what: 'days' };

/**
 * The generator's daily forecast method (`dailyForecast`) over its context: options checked, the
 * place resolved, the days built as One Call's `daily` items.
 * @internal
 */
export function dailyForecastMethods(context: AnswerContext): DailyForecastMethods {
  return { dailyForecast: daysMethod(context, DAILY_DAYS, buildDailyForecast) };
}

/** `generate --kind daily`: the 16-day daily forecast, 1 to 16 days. @internal */
export const dailyForecastKind: CliKind = daysKind('daily', DAILY_DAYS, 'dailyForecast');
