/**
 * The generator's Accumulated Parameters (`accumulatedTemperature`, `accumulatedPrecipitation`):
 * the answers of `/data/2.5/history/accumulated_temperature` and `…_precipitation` at a place, and
 * their kinds of `generate --kind`.
 */
import { invalidOption } from '../errors.js';
import {
  type AccumulatedKind,
  type AccumulatedPrecipitationDay,
  type AccumulatedTemperatureDay,
  HISTORY_FIRST,
  MOST_DAYS,
  runningTotals,
} from './accumulated.js';
import { type AnswerContext, objectOf, unixSeconds } from './generate-shared.js';
import { type CityHistoryLocation, historyPlaceOption } from './history-place.js';
import type { CliKind } from './route.js';

/**
 * Options of `generator.accumulatedTemperature(location, options)` and
 * `accumulatedPrecipitation`: the request's `start`, `end` and `threshold`, and the clock.
 *
 * @example
 * ```ts
 * const options: AccumulatedOptions = { start: 1586853378, end: 1589445367, threshold: 284 };
 * ```
 */
export interface AccumulatedOptions {
  /** The first day: its UTC date, Unix seconds, from 1979-01-01 to the clock. */
  start: number;
  /** The last day: its UTC date, Unix seconds, at most 366 days from the first (the days the clock has not seen to their end are left out). */
  end: number;
  /** The smallest day's value counted (kelvin, or mm); a day under it adds nothing. @default every day counts */
  threshold?: number | undefined;
  /** The clock: milliseconds since 1970 or a `Date`. @default the generator's `now()` */
  at?: number | Date | undefined;
}

/**
 * The generator's Accumulated Parameters: a part of `WeatherGenerator` (the accumulated routes'
 * methods). Each is the route's answer (its body is the answer's JSON): one item a UTC date, the
 * running total over the days counted so far, from the same timeline as the city history.
 *
 * @example
 * ```ts
 * const { accumulatedTemperature }: AccumulatedMethods = createWeatherGenerator({ seed: 1 });
 * ```
 */
export interface AccumulatedMethods {
  /**
   * The accumulated temperature (`GET history.openweathermap.org/data/2.5/history/accumulated_temperature`):
   * a day's value is the mean of its 24 hourly temperatures (kelvin).
   * @param location - `{ lat, lon }`, `{ q }` or `{ id }` (no postal code); `undefined`: Mountain View.
   * @throws {WeatherDoubleError} `INVALID_OPTION` (a bad option; `start` after `end`, before 1979
   *   or after the clock; more than 366 days), `INVALID_ARGUMENT` (a name or ID no place has).
   * @example
   * ```ts
   * const days = createWeatherGenerator({ seed: 1 }).accumulatedTemperature({ q: 'London,GB' }, { start: 1717200000, end: 1717804800, threshold: 284, at: Date.UTC(2024, 6, 1) });
   * days.at(-1)?.count; // the days at least 284 K
   * ```
   */
  accumulatedTemperature(
    location: CityHistoryLocation | undefined,
    options: AccumulatedOptions,
  ): AccumulatedTemperatureDay[];
  /**
   * The accumulated precipitation (`…/history/accumulated_precipitation`): a day's value is the rain
   * and snow of its 24 hours (mm).
   * @throws {WeatherDoubleError} as {@link AccumulatedMethods.accumulatedTemperature}.
   * @example
   * ```ts
   * const days = createWeatherGenerator({ seed: 1 }).accumulatedPrecipitation({ id: 2643743 }, { start: 1717200000, end: 1717804800, at: Date.UTC(2024, 6, 1) });
   * days.at(-1)?.rain; // mm over the week
   * ```
   */
  accumulatedPrecipitation(
    location: CityHistoryLocation | undefined,
    options: AccumulatedOptions,
  ): AccumulatedPrecipitationDay[];
}

/** A moment as the messages write it: `2024-06-01T18:00:00Z`. */
const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');

/** The answer of `kind` at the checked location and options, or the `INVALID_OPTION` the route's 400 is. */
function accumulatedOf(context: AnswerContext, location: unknown, options: unknown, kind: AccumulatedKind) {
  const { where, parsed } = historyPlaceOption(location);
  if (options === undefined) throw invalidOption('options', 'an object { start, end }', options);
  const opts = objectOf(options, ['start', 'end', 'threshold', 'at']);
  const start = unixSeconds(opts.start, 'start');
  const end = unixSeconds(opts.end, 'end');
  const { threshold } = opts;
  if (threshold !== undefined && (typeof threshold !== 'number' || !Number.isFinite(threshold))) {
    throw invalidOption('threshold', 'a number (kelvin, or mm)', threshold);
  }
  if (start > end) throw invalidOption('end', `Unix seconds at or after start (${start})`, end);
  const clock = Math.floor(context.clock(opts.at) / 1000);
  const { spot } = context.resolve(parsed, where);
  const items = runningTotals(context.model, spot, { start, end, threshold }, clock, kind);
  if (!('problem' in items)) return items;
  if (items.problem === 'periodOverAYear') {
    throw invalidOption('end', `a day at most ${MOST_DAYS - 1} days after start's (${start})`, end);
  }
  const now = Math.floor(clock / 3600) * 3600;
  throw invalidOption(
    'start',
    `Unix seconds from ${iso(HISTORY_FIRST)} to ${iso(now)} (the clock's hour)`,
    start,
  );
}

/**
 * The generator's accumulated methods over its context, one route's each: a row's `generate`
 * makes its own method.
 * @internal
 */
export const accumulatedMethods = {
  temperature: (context: AnswerContext): Pick<AccumulatedMethods, 'accumulatedTemperature'> => ({
    accumulatedTemperature: (location, options) =>
      accumulatedOf(context, location, options, 'temperature') as AccumulatedTemperatureDay[],
  }),
  precipitation: (context: AnswerContext): Pick<AccumulatedMethods, 'accumulatedPrecipitation'> => ({
    accumulatedPrecipitation: (location, options) =>
      accumulatedOf(context, location, options, 'precipitation') as AccumulatedPrecipitationDay[],
  }),
} as const;

/** The kind of one accumulated route: `--start`, `--end` (required), `--threshold`. */
function accumulatedKind(kind: AccumulatedKind, unit: string): CliKind {
  const method = kind === 'temperature' ? 'accumulatedTemperature' : 'accumulatedPrecipitation';
  return {
    name: `accumulated-${kind}`,
    flags: [
      { name: 'start', type: 'time', required: true, help: 'the first day (its UTC date)' },
      { name: 'end', type: 'time', required: true, help: 'the last day, at most 365 days after --start' },
      { name: 'threshold', type: 'number', help: `the smallest day's value counted, ${unit}` },
    ],
    // `as number`: the CLI checked each flag by its declared type (a required one is always there).
    print: (generator, location, { at, flags }) =>
      JSON.stringify(
        generator[method](location as CityHistoryLocation, {
          start: flags.start as number,
          end: flags.end as number,
          threshold: flags.threshold as number | undefined,
          at,
        }),
      ),
  };
}

/**
 * `generate --kind accumulated-temperature` and `accumulated-precipitation`: the route's bytes at
 * any place but a postal code.
 * @internal
 */
export const accumulatedKinds: Readonly<Record<AccumulatedKind, CliKind>> = {
  temperature: accumulatedKind('temperature', 'kelvin'),
  precipitation: accumulatedKind('precipitation', 'mm'),
};
