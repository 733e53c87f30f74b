import { invalidOption } from '../../errors.js';
import { timeZoneAt, utcOffsetSeconds } from '../../model/time-zone.js';
import type { Units } from '../../service/vocabulary.js';
import { dateText, dayOfDate, isSummaryDay, lastSummaryDay, offsetOfText } from '../dates.js';
import { type AnswerContext, type Coordinates, coordinates, objectOf, unitsOf } from '../generate-shared.js';
import type { CliKind } from '../route.js';
import { buildDaySummary } from './answer.js';
import { serializeDaySummary } from './serialize.js';
import type { DaySummaryAnswer } from './types.js';

export type { DaySummaryAnswer } from './types.js';

/**
 * Options of `generator.oneCallDaySummary(coordinates, options)`.
 *
 * @example
 * ```ts
 * const options: DaySummaryOptions = { date: '2024-06-01', tz: '+02:00', units: 'metric' };
 * ```
 */
export interface DaySummaryOptions {
  /** The date, `YYYY-MM-DD` (1970 to 2099). */
  date: string;
  /** The UTC offset of the day's clock, `±HH:MM`. @default the place's offset that day */
  tz?: string | undefined;
  /** Unit system. @default 'standard' */
  units?: Units | undefined;
}

/**
 * The generator's One Call day summary: a part of `WeatherGenerator` (the day summary route's
 * method).
 *
 * @example
 * ```ts
 * const { oneCallDaySummary }: DaySummaryMethods = createWeatherGenerator({ seed: 1 });
 * ```
 */
export interface DaySummaryMethods {
  /**
   * One Call's daily aggregation (`GET /data/3.0/onecall/day_summary`) of a date at coordinates, from
   * the same weather: the temperatures at 06:00, 12:00, 18:00 and the midnight closing the date (in
   * `tz`, by default the place's offset that day) are what `record({ lat, lon, at })` reports then,
   * `min`/`max` the extremes of the date's hours, the rain and snow their total, `wind.max` the
   * strongest hour (docs/one-call.md).
   * @throws {WeatherDoubleError} `INVALID_OPTION` for coordinates out of range, a bad `date` or `tz`.
   * @example
   * ```ts
   * const day = generator.oneCallDaySummary({ lat: 51.5085, lon: -0.1257 }, { date: '2024-06-01', units: 'metric' });
   * day.temperature.afternoon; // what the weather endpoint reports at 12:00 local time
   * ```
   */
  oneCallDaySummary(coordinates: Coordinates, options: DaySummaryOptions): DaySummaryAnswer;
}

/** `generate --kind onecall-day-summary`: the aggregates of `--date` (in `--tz`), at coordinates only. @internal */
export const daySummaryKind: CliKind = {
  name: 'onecall-day-summary',
  coordinatesOnly: true,
  flags: [
    { name: 'date', type: 'date', required: true, help: 'the date, from 1979-01-02 to 18 months after --at' },
    { name: 'tz', type: 'offset', help: "the UTC offset of its clock; default the place's that day" },
  ],
  print: (generator, where, { units, at, flags }) => {
    const day = dayOfDate(flags.date as string) ?? Number.NaN;
    const clock = Math.floor(at / 1000);
    if (!isSummaryDay(day, clock)) {
      const last = dateText(lastSummaryDay(clock));
      throw invalidOption('date', `a date from 1979-01-02 to 18 months after --at (${last})`, flags.date);
    }
    const tz = flags.tz as string | undefined;
    return serializeDaySummary(generator.oneCallDaySummary(where, { date: dateText(day), tz, units }));
  },
};

/** The UTC offset (seconds) of the place's zone on a date (at 12:00 UTC). @internal */
function placeOffset(lat: number, lon: number, day: number): number {
  return utcOffsetSeconds(timeZoneAt(lat, lon), day * 86_400 + 43_200);
}

/**
 * The generator's day summary method (`oneCallDaySummary`) over its context: options checked, the
 * answer built from the weather timeline at the coordinates.
 * @internal
 */
export function daySummaryMethods(context: AnswerContext): DaySummaryMethods {
  return {
    oneCallDaySummary(where: Coordinates, options: DaySummaryOptions): DaySummaryAnswer {
      const { lat, lon } = coordinates(where);
      const opts = objectOf(options, ['date', 'tz', 'units']);
      const day = dayOfDate(typeof opts.date === 'string' ? opts.date : undefined);
      if (day === undefined) {
        throw invalidOption('date', "a date 'YYYY-MM-DD' from 1970 to 2099", opts.date);
      }
      let offset: number | undefined;
      if (opts.tz === undefined) offset = placeOffset(lat, lon, day);
      else {
        offset = offsetOfText(typeof opts.tz === 'string' ? opts.tz : undefined);
        if (offset === undefined) {
          throw invalidOption('tz', "a UTC offset '±HH:MM' from -12:00 to +14:00", opts.tz);
        }
      }
      return buildDaySummary(context.world(lat, lon), { lat, lon, day, offset, units: unitsOf(opts.units) });
    },
  };
}
