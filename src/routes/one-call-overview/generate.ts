import { invalidOption } from '../../errors.js';
import type { Units } from '../../service/vocabulary.js';
import { dayOfDate } from '../dates.js';
import { type AnswerContext, type Coordinates, coordinates, objectOf, unitsOf } from '../generate-shared.js';
import { buildOneCall } from '../one-call/answer.js';
import type { OneCallAnswer, OneCallPart } from '../one-call/types.js';
import type { CliKind } from '../route.js';
import { buildOverview } from './answer.js';
import { serializeOverview } from './serialize.js';
import type { OverviewAnswer } from './types.js';

export type { OverviewAnswer } from './types.js';

/**
 * Options of `generator.oneCallOverview(coordinates, options)`.
 *
 * @example
 * ```ts
 * const options: OverviewOptions = { date: '2024-06-02', units: 'metric' };
 * ```
 */
export interface OverviewOptions {
  /** The date, `YYYY-MM-DD`: the place's today or tomorrow at the clock. @default today */
  date?: string | undefined;
  /** Unit system. @default 'standard' */
  units?: Units | undefined;
  /** The clock: milliseconds since 1970 or a `Date`. @default the generator's `now()` */
  at?: number | Date | undefined;
}

/**
 * The generator's One Call weather overview: a part of `WeatherGenerator` (the overview route's
 * method).
 *
 * @example
 * ```ts
 * const { oneCallOverview }: OverviewMethods = createWeatherGenerator({ seed: 1 });
 * ```
 */
export interface OverviewMethods {
  /**
   * One Call's weather overview (`GET /data/3.0/onecall/overview`) of the place's today or tomorrow:
   * an English text whose numbers are One Call's `current` and `daily` at the same clock, rounded.
   * @throws {WeatherDoubleError} `INVALID_OPTION` for coordinates out of range, a `date` other than
   *   today or tomorrow at the place, or a bad option.
   * @example
   * ```ts
   * const overview = generator.oneCallOverview({ lat: 51.5085, lon: -0.1257 }, { units: 'metric' });
   * overview.weather_overview; // 'The current weather is … with a temperature of 16°C …'
   * ```
   */
  oneCallOverview(coordinates: Coordinates, options?: OverviewOptions): OverviewAnswer;
}

/** `generate --kind onecall-overview`: the overview of the place's today or `--date`, at coordinates only. @internal */
export const overviewKind: CliKind = {
  name: 'onecall-overview',
  coordinatesOnly: true,
  flags: [{ name: 'date', type: 'date', help: "the place's today (the default) or tomorrow at --at" }],
  print: (generator, where, { units, at, flags }) =>
    serializeOverview(
      generator.oneCallOverview(where, { units, at, date: flags.date as string | undefined }),
    ),
};

/**
 * Which day of a One Call answer an overview's `date` names: 0 (the place's today; also when
 * absent), 1 (tomorrow), `undefined` for any other value.
 * @internal
 */
function overviewDay(answer: OneCallAnswer, date: unknown): 0 | 1 | undefined {
  if (date === undefined) return 0;
  if (typeof date !== 'string') return undefined;
  const day = dayOfDate(date);
  const today = Math.floor(((answer.current?.dt ?? 0) + answer.timezone_offset) / 86_400);
  if (day === today) return 0;
  if (day === today + 1) return 1;
  return undefined;
}

/**
 * The generator's overview method (`oneCallOverview`) over its context: One Call's current and
 * daily at the clock, then the text of the day asked.
 * @internal
 */
export function overviewMethods(context: AnswerContext): OverviewMethods {
  return {
    oneCallOverview(where: Coordinates, options?: OverviewOptions): OverviewAnswer {
      const { lat, lon } = coordinates(where);
      // Echoed as given (checked by coordinates()); the weather is at the rounded point.
      const asked = { lat: where.lat, lon: where.lon };
      const opts = objectOf(options, ['date', 'units', 'at']);
      const units = unitsOf(opts.units);
      const answer = buildOneCall(context.world(lat, lon), {
        lat,
        lon,
        clock: Math.floor(context.clock(opts.at) / 1000),
        units,
        exclude: new Set<OneCallPart>(['minutely', 'hourly', 'alerts']),
      });
      const which = overviewDay(answer, opts.date);
      if (which === undefined) {
        const today = buildOverview(answer, 0, units, asked).date;
        const tomorrow = buildOverview(answer, 1, units, asked).date;
        throw invalidOption('date', `the place's today ('${today}') or tomorrow ('${tomorrow}')`, opts.date);
      }
      return buildOverview(answer, which, units, asked);
    },
  };
}
