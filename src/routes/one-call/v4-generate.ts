/**
 * The generator's One Call 4.0 (`oneCall4Current`, `oneCall4Minutely`, `oneCall4Quarterly`,
 * `oneCall4Hourly`, `oneCall4Daily`): each endpoint's answer at coordinates, and their kinds of
 * `generate --kind` (`onecall4-current`, `onecall4-1min`, `onecall4-15min`, `onecall4-1h`,
 * `onecall4-1day`).
 */
import { invalidOption } from '../../errors.js';
import type { Units } from '../../service/vocabulary.js';
import {
  type AnswerContext,
  type Coordinates,
  coordinates,
  objectOf,
  unitsOf,
  unixSeconds,
} from '../generate-shared.js';
import type { CliFlag, CliKind } from '../route.js';
import type { OneCallCurrent, OneCallDay, OneCallHour, OneCallMinute } from './types.js';
import { answerOf, type OneCall4Step, plan, TIMELINES } from './v4.js';

/**
 * A One Call 4.0 record: One Call 3.0's item of the same moment, with `alerts`, the IDs of the
 * alerts the weather raises over it, when there are some.
 *
 * @example
 * ```ts
 * const hour: OneCall4Record<OneCallHour> = createWeatherGenerator({ seed: 1 }).oneCall4Hourly({ lat: 51.5085, lon: -0.1257 }).data[0]!;
 * ```
 */
export type OneCall4Record<T> = T & {
  /** The IDs of the alerts over the record (`GET /data/4.0/onecall/alert/{alert_id}`); absent when none. */
  alerts?: string[];
};

/**
 * An answer of One Call 4.0 (`/data/4.0/onecall/current`, `/timeline/…`): the place, its zone,
 * the records, and for the paged timelines (15 minutes, 1 hour, 1 day) the URLs of the pages
 * before and after (absent at the span's ends).
 *
 * @example
 * ```ts
 * const answer: OneCall4Answer<OneCall4Record<OneCallCurrent>> = createWeatherGenerator({ seed: 1 }).oneCall4Current({ lat: 51.5085, lon: -0.1257 });
 * answer.data.length; // 1
 * ```
 */
export interface OneCall4Answer<R> {
  lat: number;
  lon: number;
  timezone: string;
  timezone_offset: number;
  data: R[];
  prev?: string;
  next?: string;
}

/**
 * Options of `generator.oneCall4Current(coordinates, options)`.
 *
 * @example
 * ```ts
 * const options: OneCall4Options = { units: 'metric' };
 * ```
 */
export interface OneCall4Options {
  /** Unit system of temperatures and wind speeds. @default 'standard' */
  units?: Units | undefined;
  /** The clock: milliseconds since 1970 or a `Date`. @default the generator's `now()` */
  at?: number | Date | undefined;
}

/**
 * Options of `generator.oneCall4Minutely(coordinates, options)`: how many minutes.
 *
 * @example
 * ```ts
 * const options: OneCall4MinutelyOptions = { cnt: 15 };
 * ```
 */
export interface OneCall4MinutelyOptions extends OneCall4Options {
  /** How many minutes, 1 to 60. @default 60 */
  cnt?: number | undefined;
}

/**
 * Options of the paged timelines (`oneCall4Quarterly`, `oneCall4Hourly`, `oneCall4Daily`): the
 * request's `start` and `cnt`, and the key the `prev` and `next` links carry.
 *
 * @example
 * ```ts
 * const options: OneCall4TimelineOptions = { start: 1717200000, cnt: 5, key: 'my-key' };
 * ```
 */
export interface OneCall4TimelineOptions extends OneCall4Options {
  /** The first record's time, Unix seconds, in the timeline's span at the clock. @default the clock's observation time */
  start?: number | undefined;
  /** How many records, 1 to the page size (50 quarter hours, 20 hours, 10 days). @default the page size */
  cnt?: number | undefined;
  /** The key the `prev` and `next` links carry as `appid` (the route: the request's key). @default none: the links carry no `appid` */
  key?: string | undefined;
}

/**
 * The generator's One Call 4.0 answers: a part of `WeatherGenerator` (the One Call 4.0 routes'
 * methods). Each is the route's answer (its body is the answer's JSON, `prev` and `next` with the
 * given `key`), its records One Call 3.0's of the same moments.
 *
 * @example
 * ```ts
 * const { oneCall4Hourly }: OneCall4Methods = createWeatherGenerator({ seed: 1 });
 * ```
 */
export interface OneCall4Methods {
  /**
   * One Call 4.0's current weather (`GET /data/4.0/onecall/current`): One Call 3.0's `current` at
   * the same clock, with its alerts' IDs.
   * @throws {WeatherDoubleError} `INVALID_OPTION` for coordinates out of range or a bad option.
   * @example
   * ```ts
   * const now = createWeatherGenerator({ seed: 1 }).oneCall4Current({ lat: 51.5085, lon: -0.1257 }, { units: 'metric' });
   * now.data[0]?.temp; // °C
   * ```
   */
  oneCall4Current(
    where: Coordinates,
    options?: OneCall4Options,
  ): OneCall4Answer<OneCall4Record<OneCallCurrent>>;
  /**
   * One Call 4.0's minutes (`…/timeline/1min`): up to 60 from the first whole minute after the
   * clock's observation, One Call 3.0's `minutely`.
   * @throws {WeatherDoubleError} `INVALID_OPTION` (`cnt` not 1 to 60, bad coordinates or option).
   * @example
   * ```ts
   * const minutes = createWeatherGenerator({ seed: 1 }).oneCall4Minutely({ lat: 51.5085, lon: -0.1257 }, { cnt: 15 });
   * minutes.data.length; // 15
   * ```
   */
  oneCall4Minutely(
    where: Coordinates,
    options?: OneCall4MinutelyOptions,
  ): OneCall4Answer<OneCall4Record<OneCallMinute>>;
  /**
   * One Call 4.0's quarter hours (`…/timeline/15min`): up to 50 over the next 48 hours.
   * @throws {WeatherDoubleError} `INVALID_OPTION` (`start` out of the span, `cnt` not 1 to 50, …).
   * @example
   * ```ts
   * const quarters = createWeatherGenerator({ seed: 1 }).oneCall4Quarterly({ lat: 51.5085, lon: -0.1257 }, { cnt: 4 });
   * quarters.data[1]!.dt - quarters.data[0]!.dt; // 900
   * ```
   */
  oneCall4Quarterly(
    where: Coordinates,
    options?: OneCall4TimelineOptions,
  ): OneCall4Answer<OneCall4Record<OneCallHour>>;
  /**
   * One Call 4.0's hours (`…/timeline/1h`): up to 20, from 1979 to 48 hours ahead.
   * @throws {WeatherDoubleError} `INVALID_OPTION` (`start` out of the span, `cnt` not 1 to 20, …).
   * @example
   * ```ts
   * const hours = createWeatherGenerator({ seed: 1 }).oneCall4Hourly({ lat: 51.5085, lon: -0.1257 }, { start: 1717200000, at: Date.UTC(2024, 5, 2) });
   * hours.data[0]?.dt; // 1717200000
   * ```
   */
  oneCall4Hourly(
    where: Coordinates,
    options?: OneCall4TimelineOptions,
  ): OneCall4Answer<OneCall4Record<OneCallHour>>;
  /**
   * One Call 4.0's days (`…/timeline/1day`): up to 10 local dates, from 1979 to 1.5 years ahead,
   * One Call 3.0's `daily` items without `summary`.
   * @throws {WeatherDoubleError} `INVALID_OPTION` (`start` out of the span, `cnt` not 1 to 10, …).
   * @example
   * ```ts
   * const days = createWeatherGenerator({ seed: 1 }).oneCall4Daily({ lat: 51.5085, lon: -0.1257 }, { cnt: 3 });
   * days.data.length; // 3
   * ```
   */
  oneCall4Daily(
    where: Coordinates,
    options?: OneCall4TimelineOptions,
  ): OneCall4Answer<OneCall4Record<Omit<OneCallDay, 'summary'>>>;
}

/** A moment as the messages write it: `2024-06-01T18:00:00Z`. */
const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');

/** Each step's options. */
const ALLOWED: Readonly<Record<OneCall4Step, readonly string[]>> = {
  current: ['units', 'at'],
  '1min': ['cnt', 'units', 'at'],
  '15min': ['start', 'cnt', 'units', 'at', 'key'],
  '1h': ['start', 'cnt', 'units', 'at', 'key'],
  '1day': ['start', 'cnt', 'units', 'at', 'key'],
};

/** Each step's generator method. */
const METHODS = {
  current: 'oneCall4Current',
  '1min': 'oneCall4Minutely',
  '15min': 'oneCall4Quarterly',
  '1h': 'oneCall4Hourly',
  '1day': 'oneCall4Daily',
} as const satisfies Readonly<Record<OneCall4Step, keyof OneCall4Methods>>;

/** Each step's answer, as its generator method types it. */
type OneCall4Answers = { [S in OneCall4Step]: ReturnType<OneCall4Methods[(typeof METHODS)[S]]> };

/** The answer of `step` at the checked coordinates and options, as the route answers it. */
function oneCall4Of<S extends OneCall4Step>(
  context: AnswerContext,
  step: S,
  where: unknown,
  options: unknown,
): OneCall4Answers[S] {
  const { lat, lon } = coordinates(where);
  const opts = objectOf(options, ALLOWED[step]);
  const units = unitsOf(opts.units);
  const asked: OneCall4Step = step; // narrows, where the type parameter does not
  const timeline = asked === 'current' ? undefined : TIMELINES[asked];
  const { cnt, key } = opts;
  if (
    timeline &&
    cnt !== undefined &&
    (typeof cnt !== 'number' || !Number.isInteger(cnt) || cnt < 1 || cnt > timeline.most)
  ) {
    throw invalidOption('cnt', `an integer from 1 to ${timeline.most}`, cnt);
  }
  if (key !== undefined && typeof key !== 'string') throw invalidOption('key', 'a string (an API key)', key);
  const start = opts.start === undefined ? undefined : unixSeconds(opts.start, 'start');
  const now = Math.floor(context.clock(opts.at) / 1000);
  const place = context.world(lat, lon);
  // `cnt` is checked above: an integer in the timeline's range, or absent.
  const planned = plan(step, place, now, start, cnt as number | undefined);
  if ('problem' in planned) {
    const [from, after] = (timeline as (typeof TIMELINES)['1h']).span(place.observationTime(now));
    throw invalidOption(
      'start',
      `Unix seconds from ${iso(from)} to before ${iso(after)} (the ${step} timeline at the clock)`,
      start,
    );
  }
  // The route's own answer, built key by key from the step's schema, which the methods' types come
  // from (test/types pins them); the builder's items are plain records.
  return answerOf(step, place, { lat, lon, units }, planned, {
    cntGiven: cnt !== undefined,
    units: opts.units === undefined ? undefined : units,
    lang: undefined,
    key: key as string | undefined,
  }) as OneCall4Answers[S];
}

/**
 * The generator's One Call 4.0 methods over its context, one route's each: a row's `generate`
 * makes its own method.
 * @internal
 */
export const oneCall4Methods = {
  current: (context: AnswerContext): Pick<OneCall4Methods, 'oneCall4Current'> => ({
    oneCall4Current: (where, options) => oneCall4Of(context, 'current', where, options),
  }),
  '1min': (context: AnswerContext): Pick<OneCall4Methods, 'oneCall4Minutely'> => ({
    oneCall4Minutely: (where, options) => oneCall4Of(context, '1min', where, options),
  }),
  '15min': (context: AnswerContext): Pick<OneCall4Methods, 'oneCall4Quarterly'> => ({
    oneCall4Quarterly: (where, options) => oneCall4Of(context, '15min', where, options),
  }),
  '1h': (context: AnswerContext): Pick<OneCall4Methods, 'oneCall4Hourly'> => ({
    oneCall4Hourly: (where, options) => oneCall4Of(context, '1h', where, options),
  }),
  '1day': (context: AnswerContext): Pick<OneCall4Methods, 'oneCall4Daily'> => ({
    oneCall4Daily: (where, options) => oneCall4Of(context, '1day', where, options),
  }),
} as const;

/** The kind of one endpoint: `--start` (paged timelines) and `--cnt` (timelines). */
function oneCall4Kind(step: OneCall4Step): CliKind {
  const timeline = step === 'current' ? undefined : TIMELINES[step];
  const flags: CliFlag[] = [];
  if (timeline && step !== '1min') {
    flags.push({ name: 'start', type: 'time', help: "the first record's time (default: the clock)" });
  }
  if (timeline) {
    flags.push({
      name: 'cnt',
      type: 'integer',
      min: 1,
      most: timeline.most,
      default: timeline.most,
      help: 'records',
    });
  }
  return {
    name: `onecall4-${step}`,
    coordinatesOnly: true,
    flags,
    // `--units` in the links only when given other than standard (the CLI cannot tell it from none).
    // `as number`: the CLI checked each flag by its declared type.
    print: (generator, where, { units, at, flags: given }) =>
      JSON.stringify(
        generator[METHODS[step] as 'oneCall4Hourly'](where, {
          ...(units === 'standard' ? {} : { units }),
          at,
          ...(given.start === undefined ? {} : { start: given.start as number }),
          ...(given.cnt === undefined ? {} : { cnt: given.cnt as number }),
        }),
      ),
  };
}

/**
 * `generate --kind onecall4-current`, `onecall4-1min`, `onecall4-15min`, `onecall4-1h`,
 * `onecall4-1day`: the route's bytes at coordinates, the links without `appid`.
 * @internal
 */
export const oneCall4Kinds: Readonly<Record<OneCall4Step, CliKind>> = {
  current: oneCall4Kind('current'),
  '1min': oneCall4Kind('1min'),
  '15min': oneCall4Kind('15min'),
  '1h': oneCall4Kind('1h'),
  '1day': oneCall4Kind('1day'),
};
