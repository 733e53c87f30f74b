import { assertKnownKeys } from '../../errors.js';
import type { Units } from '../../record/types.js';
import type { AnswerContext } from '../answers.js';
import { cntFlag, type ForecastCount, forecastFlags, readForecastOptions } from '../forecast/generate.js';
import type { LocationQuery } from '../places.js';
import type { CliKind } from '../route.js';
import { buildDailyForecast, DEFAULT_DAYS, MAX_DAYS } from './answer.js';
import type { DailyForecast } from './types.js';

/**
 * Options of `generator.dailyForecast(location, options)` and `generator.hourlyForecast(location,
 * options)`.
 *
 * @example
 * ```ts
 * const options: DailyForecastOptions = { cnt: 16, units: 'metric', at: Date.parse('2024-06-01T20:16:00Z') };
 * ```
 */
export interface DailyForecastOptions {
  /**
   * How many days (1 to 16) or hours (1 to 96): the service's `cnt`.
   * @default 7 days; 96 hours
   */
  cnt?: number | undefined;
  /** Unit system of temperatures and wind speeds. @default 'standard' */
  units?: Units | undefined;
  /** The moment of the request: milliseconds since 1970 or a `Date`. @default the generator's `now()` */
  at?: number | Date | undefined;
}

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

/** The options of the daily and the hourly forecast methods. */
const DAILY_OPTIONS = ['cnt', 'units', 'at'] as const;

const DAYS: ForecastCount = { max: MAX_DAYS, default: DEFAULT_DAYS, what: 'days' };

/**
 * The options of the daily or the hourly forecast method, checked and resolved (`counts`: days or
 * hours).
 * @internal
 */
export function readDailyOptions(
  location: unknown,
  options: unknown,
  context: AnswerContext,
  counts: ForecastCount,
) {
  if (typeof options === 'object' && options !== null) assertKnownKeys(options, DAILY_OPTIONS, '');
  return readForecastOptions(location, options, context, counts).request;
}

/**
 * The generator's daily forecast method (`dailyForecast`) over its context: options checked, the
 * place resolved, the days built as One Call's `daily` items.
 * @internal
 */
export function dailyForecastMethods(context: AnswerContext): DailyForecastMethods {
  return {
    dailyForecast(location?: LocationQuery, options?: DailyForecastOptions): DailyForecast {
      const request = readDailyOptions(location, options, context, DAYS);
      return buildDailyForecast(context.model, { ...request, seed: context.seed }).forecast;
    },
  };
}

/** `generate --kind daily`: the 16-day daily forecast, 1 to 16 days. @internal */
export const dailyForecastKind: CliKind = {
  name: 'daily',
  flags: [cntFlag(DAYS)],
  print: (generator, location, options) =>
    JSON.stringify(generator.dailyForecast(location, forecastFlags(options))),
};
