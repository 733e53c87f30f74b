import { invalidOption } from '../../errors.js';
import type { Units } from '../../service/vocabulary.js';
import { type AnswerContext, objectOf, unitsOf, unixSeconds } from '../generate-shared.js';
import { type CityHistoryLocation, historyPlaceOption } from '../history-place.js';
import type { CliKind } from '../route.js';
import { buildCityHistory, type HistoryAsk, historySpan, WEEK, yearBefore } from './answer.js';
import { HISTORY_MOST_HOURS } from './schema.js';
import { serializeCityHistory } from './serialize.js';
import type { CityHistory } from './types.js';

export type { CityHistoryLocation } from '../history-place.js';

/**
 * Options of `generator.cityHistory(location, options)`: the request's `start`, `end`, `cnt` and
 * `units`, and the clock, read by the History API's rules.
 *
 * @example
 * ```ts
 * const options: CityHistoryOptions = { start: 1717200000, cnt: 24, units: 'metric' };
 * ```
 */
export interface CityHistoryOptions {
  /** The first moment, Unix seconds: the history starts at the first whole hour at or after it. @default `cnt` (or 24) hours before `end` or the clock's hour */
  start?: number | undefined;
  /** The last moment, Unix seconds: the last whole hour at or before it, at most a week after `start`. @default `cnt` (or 24) hours from `start` */
  end?: number | undefined;
  /** How many hours, 1 to 169 (a week and its last hour); with `end` too, the first `cnt`. @default 24 without `end` */
  cnt?: number | undefined;
  /** Unit system of temperatures and wind speeds. @default 'standard' */
  units?: Units | undefined;
  /** The clock: milliseconds since 1970 or a `Date` (the history ends at its hour). @default the generator's `now()` */
  at?: number | Date | undefined;
}

/**
 * The generator's History API answers: a part of `WeatherGenerator` (the city history route's
 * method).
 *
 * @example
 * ```ts
 * const { cityHistory }: CityHistoryMethods = createWeatherGenerator({ seed: 1 });
 * ```
 */
export interface CityHistoryMethods {
  /**
   * The hourly history of a place (`GET history.openweathermap.org/data/2.5/history/city`): hour `t`
   * is what `record({ at: t })` reports of the place (today's shape: `feels_like`, gusts, rain) and
   * what `oneCallTimemachine` reports at `dt: t`. The hours by the route's rules: from `start` to
   * `end` or `cnt` hours, at most a week, from a year before the clock to its hour.
   * @param location - `{ lat, lon }`, `{ q }` or `{ id }`.
   * @default location `{ q: 'Mountain View,US' }`
   * @throws {WeatherDoubleError} `INVALID_OPTION` (a bad option, a postal code, `start` after
   *   `end`, more than a week, out of the year before the clock), `INVALID_ARGUMENT` (a name or ID no
   *   place has).
   * @example
   * ```ts
   * const day = createWeatherGenerator({ seed: 1 }).cityHistory({ id: 2643743 }, { start: 1717200000, cnt: 24 });
   * day.list.length; // 24 (the clock permitting)
   * ```
   */
  cityHistory(location?: CityHistoryLocation, options?: CityHistoryOptions): CityHistory;
}

/** A moment as the messages write it: `2024-06-01T18:00:00Z`. */
const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');

/** The checked `start`, `end` and `cnt` of the options. */
function askOf(opts: Record<string, unknown>): HistoryAsk {
  const { cnt } = opts;
  if (
    cnt !== undefined &&
    (typeof cnt !== 'number' || !Number.isInteger(cnt) || cnt < 1 || cnt > HISTORY_MOST_HOURS)
  ) {
    throw invalidOption('cnt', `an integer from 1 to ${HISTORY_MOST_HOURS} (hours: a week, both ends)`, cnt);
  }
  return {
    start: opts.start === undefined ? undefined : unixSeconds(opts.start, 'start'),
    end: opts.end === undefined ? undefined : unixSeconds(opts.end, 'end'),
    cnt,
  };
}

/** The `INVALID_OPTION` of a span the route refuses, naming the option at fault. */
function spanError(problem: string, ask: HistoryAsk, clock: number) {
  const { start, end } = ask;
  if (problem === 'startAfterEnd')
    return invalidOption('end', `Unix seconds at or after start (${start})`, end);
  if (problem === 'periodOverAWeek') {
    return invalidOption('end', `at most a week (${WEEK} seconds) after start (${start})`, end);
  }
  const now = Math.floor(clock / 3600) * 3600;
  const span = `from ${iso(yearBefore(now))} to ${iso(now)} (a year before the clock's hour to it)`;
  return start === undefined
    ? invalidOption('end', `Unix seconds whose hours begin ${span}`, end)
    : invalidOption('start', `Unix seconds ${span}`, start);
}

/**
 * The generator's city history method (`cityHistory`) over its context: options checked, the span
 * by the route's rules, the hours built from the weather timeline of the place.
 * @internal
 */
export function cityHistoryMethods(context: AnswerContext): CityHistoryMethods {
  return {
    cityHistory(location?: CityHistoryLocation, options?: CityHistoryOptions): CityHistory {
      const { where, parsed } = historyPlaceOption(location);
      const opts = objectOf(options, ['start', 'end', 'cnt', 'units', 'at']);
      const ask = askOf(opts);
      const units = unitsOf(opts.units);
      const clock = Math.floor(context.clock(opts.at) / 1000);
      const span = historySpan(ask, clock);
      if ('problem' in span) throw spanError(span.problem, ask, clock);
      return buildCityHistory(context.model, context.resolve(parsed, where), units, span);
    },
  };
}

/** `generate --kind history-city`: the hours from `--start` to `--end` or `--cnt` of them, any place but a postal code. @internal */
export const cityHistoryKind: CliKind = {
  name: 'history-city',
  flags: [
    { name: 'start', type: 'time', help: 'the first moment (default: the hours up to --end or --at)' },
    { name: 'end', type: 'time', help: 'the last moment, at most a week after --start' },
    {
      name: 'cnt',
      type: 'integer',
      min: 1,
      most: HISTORY_MOST_HOURS,
      default: 24,
      help: 'hours (with --end: the first ones)',
    },
  ],
  // `as number`: the CLI checked each flag by its declared type (a required one is always there).
  print: (generator, location, { units, at, flags }) =>
    serializeCityHistory(
      generator.cityHistory(location as CityHistoryLocation, {
        units,
        at,
        start: flags.start as number | undefined,
        end: flags.end as number | undefined,
        cnt: flags.cnt as number | undefined,
      }),
    ),
};
