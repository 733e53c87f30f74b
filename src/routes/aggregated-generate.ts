/**
 * The generator's Statistical Weather Data API (`yearStatistics`, `monthStatistics`,
 * `dayStatistics`): the answers of `/data/2.5/aggregated/year`, `/month` and `/day` at a place, and
 * their kinds of `generate --kind` (`aggregated-year`, `aggregated-month`, `aggregated-day`).
 */
import { invalidOption } from '../errors.js';
import {
  type DayStatistics,
  daysOfMonth,
  type MonthStatistics,
  type StatisticsAnswer,
  type StatisticsKind,
  statisticsAt,
} from './aggregated.js';
import { type AnswerContext, objectOf } from './generate-shared.js';
import { type CityHistoryLocation, historyPlaceOption } from './history-place.js';
import type { CliKind } from './route.js';

/**
 * Options of `generator.monthStatistics(location, options)`: the month of the year.
 *
 * @example
 * ```ts
 * const options: MonthStatisticsOptions = { month: 7 };
 * ```
 */
export interface MonthStatisticsOptions {
  /** The month of the year, 1 to 12 (the service's `month`). */
  month: number;
}

/**
 * Options of `generator.dayStatistics(location, options)`: the day of the year.
 *
 * @example
 * ```ts
 * const options: DayStatisticsOptions = { month: 2, day: 29 };
 * ```
 */
export interface DayStatisticsOptions {
  /** The month of the year, 1 to 12 (the service's `month`). */
  month: number;
  /** The day of the month, 1 to its last (29 in February; the service's `day`). */
  day: number;
}

/**
 * The generator's Statistical Weather Data API answers: a part of `WeatherGenerator` (the
 * statistics routes' methods). Each is the route's answer at the place (its body is the answer's
 * JSON), whatever the clock: the statistics depend on the seed and the place only.
 *
 * @example
 * ```ts
 * const { monthStatistics }: StatisticsMethods = createWeatherGenerator({ seed: 1 });
 * ```
 */
export interface StatisticsMethods {
  /**
   * The statistics of every day of the year (`GET history.openweathermap.org/data/2.5/aggregated/year`):
   * 365 days, 29 February left out, as the route answers them (docs/history.md).
   * @param location - `{ lat, lon }`, `{ q }` or `{ id }` (no postal code).
   * @default location `{ q: 'Mountain View,US' }`
   * @throws {WeatherDoubleError} `INVALID_OPTION` (a bad location, a postal code), `INVALID_ARGUMENT`
   *   (a name or ID no place has).
   * @example
   * ```ts
   * const year = createWeatherGenerator({ seed: 1 }).yearStatistics({ q: 'London,GB' });
   * year.result.length; // 365
   * ```
   */
  yearStatistics(location?: CityHistoryLocation): StatisticsAnswer<DayStatistics[]>;
  /**
   * The statistics of one month of the year (`…/aggregated/month?month=M`): its mean temperature is
   * the place's normal of that month.
   * @throws {WeatherDoubleError} `INVALID_OPTION` (`month` not 1 to 12, a bad location),
   *   `INVALID_ARGUMENT` (a name or ID no place has).
   * @example
   * ```ts
   * const july = createWeatherGenerator({ seed: 1 }).monthStatistics({ q: 'London,GB' }, { month: 7 });
   * july.result.temp.mean; // London's July normal, kelvin
   * ```
   */
  monthStatistics(
    location: CityHistoryLocation | undefined,
    options: MonthStatisticsOptions,
  ): StatisticsAnswer<MonthStatistics>;
  /**
   * The statistics of one day of the year (`…/aggregated/day?month=M&day=D`).
   * @throws {WeatherDoubleError} `INVALID_OPTION` (`month` not 1 to 12, `day` not in the month, a
   *   bad location), `INVALID_ARGUMENT` (a name or ID no place has).
   * @example
   * ```ts
   * const day = createWeatherGenerator({ seed: 1 }).dayStatistics({ lat: 35, lon: 139 }, { month: 2, day: 2 });
   * day.result.day; // 2
   * ```
   */
  dayStatistics(
    location: CityHistoryLocation | undefined,
    options: DayStatisticsOptions,
  ): StatisticsAnswer<DayStatistics>;
}

/** A checked whole number from 1 to `most`, naming the option `path`. */
function wholeFrom1(value: unknown, most: number, path: string, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > most) {
    throw invalidOption(path, `${what} from 1 to ${most}`, value);
  }
  return value;
}

/** The answer of `kind` at the checked location, on the `month` and `day` given (1 when none). */
function statisticsOf(
  context: AnswerContext,
  location: unknown,
  kind: StatisticsKind,
  month: number,
  day: number,
) {
  const { where, parsed } = historyPlaceOption(location);
  return statisticsAt(context.model, context.resolve(parsed, where), kind, month, day);
}

/** The checked `month` (and `day`) of a month's or a day's options. */
function monthDayOf(options: unknown, withDay: boolean): { month: number; day: number } {
  if (options === undefined) {
    throw invalidOption('options', withDay ? 'an object { month, day }' : 'an object { month }', options);
  }
  const opts = objectOf(options, withDay ? ['month', 'day'] : ['month']);
  const month = wholeFrom1(opts.month, 12, 'month', 'an integer (the month)');
  const day = withDay
    ? wholeFrom1(opts.day, daysOfMonth(month), 'day', `an integer (a day of month ${month})`)
    : 1;
  return { month, day };
}

/**
 * The generator's statistics methods over its context, one route's each (`kind`): a row's
 * `generate` makes its own method.
 * @internal
 */
export const statisticsMethods = {
  year: (context: AnswerContext): Pick<StatisticsMethods, 'yearStatistics'> => ({
    yearStatistics: (location) =>
      statisticsOf(context, location, 'year', 1, 1) as StatisticsAnswer<DayStatistics[]>,
  }),
  month: (context: AnswerContext): Pick<StatisticsMethods, 'monthStatistics'> => ({
    monthStatistics: (location, options) => {
      const { month } = monthDayOf(options, false);
      return statisticsOf(context, location, 'month', month, 1) as StatisticsAnswer<MonthStatistics>;
    },
  }),
  day: (context: AnswerContext): Pick<StatisticsMethods, 'dayStatistics'> => ({
    dayStatistics: (location, options) => {
      const { month, day } = monthDayOf(options, true);
      return statisticsOf(context, location, 'day', month, day) as StatisticsAnswer<DayStatistics>;
    },
  }),
} as const;

const MONTH_FLAG = {
  name: 'month',
  type: 'integer',
  min: 1,
  most: 12,
  default: 1,
  required: true,
  help: 'the month of the year',
} as const;

/**
 * `generate --kind aggregated-year`, `aggregated-month` (`--month`), `aggregated-day` (`--month`,
 * `--day`): the statistics at any place but a postal code, the route's bytes.
 * @internal
 */
export const statisticsKinds: Readonly<Record<StatisticsKind, CliKind>> = {
  year: {
    name: 'aggregated-year',
    print: (generator, location) => JSON.stringify(generator.yearStatistics(location as CityHistoryLocation)),
  },
  month: {
    name: 'aggregated-month',
    flags: [MONTH_FLAG],
    // `as number`: the CLI checked each flag by its declared type (a required one is always there).
    print: (generator, location, { flags }) =>
      JSON.stringify(
        generator.monthStatistics(location as CityHistoryLocation, { month: flags.month as number }),
      ),
  },
  day: {
    name: 'aggregated-day',
    flags: [
      MONTH_FLAG,
      {
        name: 'day',
        type: 'integer',
        min: 1,
        most: 31,
        default: 1,
        required: true,
        help: 'the day of the month (29 February too)',
      },
    ],
    // `as number`: the CLI checked each flag by its declared type (a required one is always there).
    print: (generator, location, { flags }) =>
      JSON.stringify(
        generator.dayStatistics(location as CityHistoryLocation, {
          month: flags.month as number,
          day: flags.day as number,
        }),
      ),
  },
};
