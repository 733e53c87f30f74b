import { invalidOption } from '../../errors.js';
import { timeZoneAt, utcOffsetSeconds } from '../../generator/time-zone.js';
import type { Units } from '../../record/types.js';
import { type AnswerContext, type Coordinates, coordinates, objectOf, unitsOf } from '../answers.js';
import { dayOfDate, offsetOfText } from '../dates.js';
import { buildDaySummary } from './answer.js';
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

/** The UTC offset (seconds) of the place's zone on a date (at 12:00 UTC). @internal */
export function placeOffset(lat: number, lon: number, day: number): number {
  return utcOffsetSeconds(timeZoneAt(lat, lon), day * 86_400 + 43_200);
}

/**
 * The generator's day summary method (`oneCallDaySummary`) over its context: options checked, the
 * answer built from the weather timeline at the coordinates.
 * @internal
 */
export function daySummaryMethods(context: AnswerContext) {
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
