import { invalidOption } from '../../errors.js';
import type { RecordShape } from '../../service/vocabulary.js';
import { dateText, dayOfDate } from '../dates.js';
import { type AnswerContext, type Coordinates, coordinates, objectOf } from '../generate-shared.js';
import type { WeatherGenerator } from '../generator.js';
import type { CliKind } from '../route.js';
import { buildUvIndexItem } from './answer.js';
import { serializeUvIndex } from './serialize.js';
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
 * The generator's UV index of a day: a part of `WeatherGenerator` (the UV index route's method).
 *
 * @example
 * ```ts
 * const { uvIndex }: UvIndexMethods = createWeatherGenerator({ seed: 1 });
 * ```
 */
export interface UvIndexMethods {
  /**
   * The deprecated UV index API's day (`GET /data/2.5/uvi`): the highest UV index of a UTC date at
   * coordinates, as One Call's hourly `uvi` reports it, dated 12:00 UTC.
   * @throws {WeatherDoubleError} `INVALID_OPTION` for coordinates out of range or a bad `date`.
   * @example
   * ```ts
   * const uv = generator.uvIndex({ lat: 51.5085, lon: -0.1257 }, { date: '2024-06-01' });
   * uv.date_iso; // '2024-06-01T12:00:00Z'
   * ```
   */
  uvIndex(coordinates: Coordinates, options?: UvIndexOptions): UvIndexItem;
}

/**
 * The bytes of the items of UTC days `days` at coordinates (one item, or a list), from a generator:
 * what the UV index routes answer and `generate --kind` prints.
 * @internal
 */
export function uvBytes(
  generator: WeatherGenerator<RecordShape>,
  where: Coordinates,
  days: readonly number[],
  list: boolean,
): string {
  const items: UvIndexItem[] = days.map((day) => generator.uvIndex(where, { date: dateText(day) }));
  return serializeUvIndex(list ? items : (items[0] as UvIndexItem));
}

/**
 * The generator's UV index method (`uvIndex`, the deprecated `/data/2.5/uvi`) over its context.
 * @internal
 */
export function uvIndexMethods(context: AnswerContext): UvIndexMethods {
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

/** `generate --kind uvi`: today's UV index (the UTC day's at `--at`), at coordinates only. @internal */
export const uvIndexKind: CliKind = {
  name: 'uvi',
  coordinatesOnly: true,
  print: (generator, where, { at }) => serializeUvIndex(generator.uvIndex(where, { at })),
};
