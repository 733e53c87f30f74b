import { invalidOption } from '../../errors.js';
import { type AnswerContext, objectOf, unixSeconds } from '../generate-shared.js';
import { isLocationProblem, parseIdForm } from '../places.js';
import type { CliKind } from '../route.js';
import { mostRecords, STATION_HISTORY_TYPES, stationHistoryOf } from './answer.js';
import type { StationHistory, StationHistoryType } from './types.js';

/**
 * Options of `generator.stationHistory(station, options)`.
 *
 * @example
 * ```ts
 * const options: StationHistoryOptions = { type: 'tick', cnt: 6 };
 * ```
 */
export interface StationHistoryOptions {
  /** The records: ticks (the timeline's observations, every 10 minutes), hours or UTC days. @default 'hour' */
  type?: StationHistoryType | undefined;
  /** The first record at or after it, Unix seconds. @default `cnt` records up to `end` or the last one the clock has seen */
  start?: number | undefined;
  /** The last record at or before it, Unix seconds. @default the last record the clock has seen */
  end?: number | undefined;
  /** How many records, from 1 to the type's most (1008 ticks, 168 hours, 31 days). @default 60 ticks, 24 hours, 7 days */
  cnt?: number | undefined;
  /** The clock: milliseconds since 1970 or a `Date`. @default the generator's `now()` */
  at?: number | Date | undefined;
}

/**
 * The generator's weather station history: a part of `WeatherGenerator` (the station history
 * route's method).
 *
 * @example
 * ```ts
 * const { stationHistory }: StationHistoryMethods = createWeatherGenerator({ seed: 1 });
 * ```
 */
export interface StationHistoryMethods {
  /**
   * A weather station's history (`GET /data/2.5/history/station`): the double's station `N` is its
   * city of ID `N`, measuring that city's timeline; a tick is what `record({ id: N, at })` observes,
   * an hour or UTC day the statistics of its ticks (docs/history.md, "A weather station's history").
   * The route answers a station that is no city with no records; the method throws for it.
   * @param station - A city ID of the double's place data.
   * @throws {WeatherDoubleError} `INVALID_OPTION` (a bad option; `start` after `end`; out of the
   *   year before the clock), `INVALID_ARGUMENT` (an ID no city has).
   * @example
   * ```ts
   * const hours = createWeatherGenerator({ seed: 1 }).stationHistory(2643743, { type: 'hour', cnt: 3 });
   * hours.cnt; // 3
   * ```
   */
  stationHistory(station: number, options?: StationHistoryOptions): StationHistory;
}

const TYPE_NAMES = STATION_HISTORY_TYPES.map((type) => JSON.stringify(type)).join(', ');

/** The generator's station history method over its context. @internal */
export function stationHistoryMethods(context: AnswerContext): StationHistoryMethods {
  return {
    stationHistory(station: number, options?: StationHistoryOptions): StationHistory {
      const parsed = parseIdForm(typeof station === 'number' ? String(station) : '');
      if (!Number.isInteger(station) || isLocationProblem(parsed)) {
        throw invalidOption('station', 'a city ID (an integer from 1)', station);
      }
      const opts = objectOf(options, ['type', 'start', 'end', 'cnt', 'at']);
      const type = (opts.type ?? 'hour') as StationHistoryType;
      if (!STATION_HISTORY_TYPES.includes(type))
        throw invalidOption('type', `one of ${TYPE_NAMES}`, opts.type);
      const most = mostRecords(type);
      const { cnt } = opts;
      if (cnt !== undefined && (typeof cnt !== 'number' || !Number.isInteger(cnt) || cnt < 1 || cnt > most)) {
        throw invalidOption('cnt', `an integer from 1 to ${most} (${type} records at most)`, cnt);
      }
      const start = opts.start === undefined ? undefined : unixSeconds(opts.start, 'start');
      const end = opts.end === undefined ? undefined : unixSeconds(opts.end, 'end');
      const clock = Math.floor(context.clock(opts.at) / 1000);
      const { spot } = context.resolve(parsed, {});
      // `as number`: `cnt` was checked above (an integer in the type's range, or absent).
      const ask = { start, end, cnt: (cnt as number | undefined) ?? 0 };
      const result = stationHistoryOf(context.model, spot, station, type, ask, clock);
      if (!('problem' in result)) return result.answer;
      if (result.problem === 'startAfterEnd')
        throw invalidOption('end', `Unix seconds at or after start (${start})`, end);
      const span = 'Unix seconds from a year before the clock to it';
      throw start === undefined ? invalidOption('end', span, end) : invalidOption('start', span, start);
    },
  };
}

/** `generate --kind station-history`: a station's history by its city ID (`--id`). @internal */
export const stationHistoryKind: CliKind = {
  name: 'station-history',
  flags: [
    {
      name: 'type',
      type: 'choice',
      values: STATION_HISTORY_TYPES,
      help: 'the records: tick, hour (default) or day',
    },
    { name: 'start', type: 'time', help: 'the first record at or after it' },
    { name: 'end', type: 'time', help: 'the last record at or before it' },
    {
      name: 'cnt',
      type: 'integer',
      min: 1,
      most: mostRecords('tick'),
      default: 24,
      help: 'records (hours: default 24; ticks 60, days 7; at most 168 hours, 31 days)',
    },
  ],
  print(generator, location, { at, flags }) {
    if (!('id' in location)) {
      const given = Object.keys(location).map((name) => `--${name}`);
      throw invalidOption(
        'id',
        'a station: a city ID (--kind station-history takes --id only)',
        given.join(' '),
      );
    }
    // `as`: the CLI checked each flag by its declared type (`--type` one of its choices).
    const answer = generator.stationHistory(location.id, {
      at,
      type: flags.type as StationHistoryType | undefined,
      start: flags.start as number | undefined,
      end: flags.end as number | undefined,
      cnt: flags.cnt as number | undefined,
    });
    return JSON.stringify(answer);
  },
};
