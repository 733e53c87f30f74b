import { invalidOption } from '../../errors.js';
import { type AnswerContext, type Coordinates, coordinates, objectOf } from '../answers.js';
import { dayOfDate } from '../dates.js';
import { buildUvIndexItem } from './answer.js';
import type { UvIndexItem } from './types.js';

export type { UvIndexItem } from './types.js';

/**
 * Options of `generator.uvIndex(coordinates, options)`.
 *
 * @example
 * ```ts
 * const options: UvIndexOptions = { date: '2024-06-01' };
 * ```
 */
export interface UvIndexOptions {
  /** The UTC date, `YYYY-MM-DD` (1970 to 2099). @default the clock's UTC date */
  date?: string | undefined;
  /** The clock: milliseconds since 1970 or a `Date`. @default the generator's `now()` */
  at?: number | Date | undefined;
}

/**
 * The generator's UV index method (`uvIndex`, the deprecated `/data/2.5/uvi`) over its context.
 * @internal
 */
export function uvIndexMethods(context: AnswerContext) {
  return {
    uvIndex(where: Coordinates, options?: UvIndexOptions): UvIndexItem {
      const { lat, lon } = coordinates(where);
      const opts = objectOf(options, ['date', 'at']);
      let day: number | undefined;
      if (opts.date === undefined) day = Math.floor(context.clock(opts.at) / 86_400_000);
      else {
        day = dayOfDate(typeof opts.date === 'string' ? opts.date : undefined);
        if (day === undefined)
          throw invalidOption('date', "a date 'YYYY-MM-DD' from 1970 to 2099", opts.date);
      }
      return buildUvIndexItem(context.world(lat, lon), lat, lon, day);
    },
  };
}
