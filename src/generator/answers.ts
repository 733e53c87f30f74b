import type { AirPollutionAnswer, AirPollutionKind } from '../air-pollution/types.js';
import { assertKnownKeys, invalidOption } from '../errors.js';
import type { DaySummaryAnswer, OverviewAnswer, UvIndexItem } from '../one-call/summary-types.js';
import type {
  OneCallAlert,
  OneCallAnswer,
  OneCallPart,
  OneCallTimemachineAnswer,
} from '../one-call/types.js';
import type { CityNear } from '../places/locator.js';
import type { Units } from '../record/types.js';
import { UNIT_SYSTEMS } from '../service/vocabulary.js';
import { createAirModel, urbanityOf } from './air-model.js';
import {
  answerCoord,
  currentAirPollution,
  forecastAirPollution,
  historyAirPollution,
} from './air-pollution.js';
import { buildDaySummary, buildOverview, buildUvIndexItem, dayOfDate, offsetOfText } from './day-summary.js';
import { buildOneCall, buildTimemachine, type OneCallWorld } from './one-call.js';
import { timeZoneAt, utcOffsetSeconds } from './time-zone.js';

/**
 * Coordinates of a One Call or air pollution request (the service takes coordinates only).
 *
 * @example
 * ```ts
 * const where: Coordinates = { lat: 51.5085, lon: -0.1257 };
 * ```
 */
export interface Coordinates {
  /** Latitude, degrees, -90 to 90. */
  lat: number;
  /** Longitude, degrees, -180 to 180. */
  lon: number;
}

/**
 * Options of `generator.oneCall(coordinates, options)`.
 *
 * @example
 * ```ts
 * const options: OneCallOptions = { units: 'metric', exclude: ['minutely', 'alerts'] };
 * ```
 */
export interface OneCallOptions {
  /** Parts to leave out, as the service's `exclude`. @default [] */
  exclude?: readonly OneCallPart[] | undefined;
  /** Unit system of temperatures and wind speeds. @default 'standard' */
  units?: Units | undefined;
  /** The clock: milliseconds since 1970 or a `Date`. @default the generator's `now()` */
  at?: number | Date | undefined;
  /** Alerts to report (the answer has none unless given). @default [] */
  alerts?: readonly OneCallAlert[] | undefined;
}

/**
 * Options of `generator.oneCallTimemachine(coordinates, options)`.
 *
 * @example
 * ```ts
 * const options: OneCallTimemachineOptions = { dt: 1717308000, units: 'imperial' };
 * ```
 */
export interface OneCallTimemachineOptions {
  /** The moment, Unix seconds (the service's `dt`). */
  dt: number;
  /** Unit system. @default 'standard' */
  units?: Units | undefined;
}

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
 * Options of `generator.airPollution(coordinates, options)`.
 *
 * @example
 * ```ts
 * const options: AirPollutionOptions = { kind: 'history', start: 1717200000, end: 1717286400 };
 * ```
 */
export interface AirPollutionOptions {
  /** Which answer: one item now, 96 hours ahead, or the hours between `start` and `end`. @default 'current' */
  kind?: AirPollutionKind | undefined;
  /** History only: the first moment, Unix seconds. */
  start?: number | undefined;
  /** History only: the last moment, Unix seconds. */
  end?: number | undefined;
  /** The clock: milliseconds since 1970 or a `Date`. @default the generator's `now()` */
  at?: number | Date | undefined;
}

/** What the generator lends the One Call and air pollution methods. @internal */
export interface AnswerContext {
  readonly seed: number;
  /** The clock (validated), milliseconds, for an `at` option or the generator's `now()`. */
  clock(at: unknown): number;
  /** The weather timeline at coordinates (4 decimals). */
  world(lat: number, lon: number): OneCallWorld;
  /** The cities around a point (population, km) that make its air urban (`populationNear`). */
  populationNear(lat: number, lon: number): readonly CityNear[];
}

const PARTS: readonly OneCallPart[] = ['current', 'minutely', 'hourly', 'daily', 'alerts'];
const UNITS: readonly Units[] = UNIT_SYSTEMS;
const KINDS: readonly AirPollutionKind[] = ['current', 'forecast', 'history'];
const round4 = (value: number) => Math.round(value * 10_000) / 10_000 + 0;
const UNIX_MAX = 4_102_444_800;

function coordinates(value: unknown): { lat: number; lon: number } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidOption('coordinates', 'an object { lat, lon } (degrees)', value);
  }
  assertKnownKeys(value, ['lat', 'lon'], '');
  const { lat, lon } = value as { lat?: unknown; lon?: unknown };
  if (typeof lat !== 'number' || !Number.isFinite(lat) || lat < -90 || lat > 90) {
    throw invalidOption('lat', 'a number from -90 to 90 (degrees)', lat);
  }
  if (typeof lon !== 'number' || !Number.isFinite(lon) || lon < -180 || lon > 180) {
    throw invalidOption('lon', 'a number from -180 to 180 (degrees)', lon);
  }
  return { lat: round4(lat), lon: round4(lon) };
}

function unitsOf(value: unknown): Units {
  const units = value ?? 'standard';
  if (!UNITS.includes(units as Units)) {
    throw invalidOption('units', `one of ${UNITS.map((u) => JSON.stringify(u)).join(', ')}`, value);
  }
  return units as Units;
}

function objectOf(value: unknown, allowed: readonly string[]): Record<string, unknown> {
  const options = value ?? {};
  if (typeof options !== 'object' || Array.isArray(options)) {
    throw invalidOption('options', `an object with any of ${allowed.join(', ')}`, value);
  }
  assertKnownKeys(options, allowed, '');
  return options as Record<string, unknown>;
}

function unixSeconds(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= UNIX_MAX) {
    throw invalidOption(path, 'Unix seconds (an integer from 0 to 4102444799)', value);
  }
  return value;
}

function alertsOf(value: unknown): readonly OneCallAlert[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw invalidOption('alerts', 'an array of alerts', value);
  return value.map((alert, index) => {
    const path = `alerts[${index}]`;
    if (typeof alert !== 'object' || alert === null) throw invalidOption(path, 'an alert object', alert);
    const a = alert as Record<string, unknown>;
    assertKnownKeys(a, ['sender_name', 'event', 'start', 'end', 'description', 'tags'], path);
    const text = (key: string, required: boolean) => {
      const v = a[key] ?? (required ? undefined : '');
      if (typeof v !== 'string' || (required && v === ''))
        throw invalidOption(`${path}.${key}`, 'a string', a[key]);
      return v;
    };
    const start = unixSeconds(a.start, `${path}.start`);
    const end = unixSeconds(a.end, `${path}.end`);
    if (end < start) throw invalidOption(`${path}.end`, `Unix seconds at or after start (${start})`, a.end);
    const tags = a.tags ?? [];
    if (!Array.isArray(tags) || tags.some((t) => typeof t !== 'string')) {
      throw invalidOption(`${path}.tags`, 'an array of strings', a.tags);
    }
    return {
      sender_name: text('sender_name', false),
      event: text('event', true),
      start,
      end,
      description: text('description', false),
      tags: [...(tags as string[])],
    };
  });
}

/** The UTC offset (seconds) of the place's zone on a date (at 12:00 UTC). @internal */
export function placeOffset(lat: number, lon: number, day: number): number {
  return utcOffsetSeconds(timeZoneAt(lat, lon), day * 86_400 + 43_200);
}

/**
 * Which day of a One Call answer an overview's `date` names: 0 (the place's today; also when
 * absent), 1 (tomorrow), `undefined` for any other value.
 * @internal
 */
export function overviewDay(answer: OneCallAnswer, date: unknown): 0 | 1 | undefined {
  if (date === undefined) return 0;
  if (typeof date !== 'string') return undefined;
  const day = dayOfDate(date);
  const today = Math.floor(((answer.current?.dt ?? 0) + answer.timezone_offset) / 86_400);
  if (day === today) return 0;
  if (day === today + 1) return 1;
  return undefined;
}

/**
 * The generator's methods of One Call's day summary and overview and of the deprecated UV index API
 * over its context.
 * @internal
 */
export function createSummaryMethods(context: AnswerContext) {
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
    oneCallOverview(where: Coordinates, options?: OverviewOptions): OverviewAnswer {
      const { lat, lon } = coordinates(where);
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
        const today = buildOverview(answer, 0, units).date;
        const tomorrow = buildOverview(answer, 1, units).date;
        throw invalidOption('date', `the place's today ('${today}') or tomorrow ('${tomorrow}')`, opts.date);
      }
      return buildOverview(answer, which, units);
    },
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

/**
 * The generator's One Call and air pollution methods over its context.
 * @internal
 */
export function createAnswerMethods(context: AnswerContext) {
  const airModels = new Map<string, ReturnType<typeof createAirModel>>();
  const airModel = (lat: number, lon: number) => {
    const key = `${lat},${lon}`;
    let model = airModels.get(key);
    if (model === undefined) {
      model = createAirModel(context.seed, {
        lat,
        lon,
        urbanity: urbanityOf(context.populationNear(lat, lon)),
      });
      if (airModels.size >= 256) airModels.clear();
      airModels.set(key, model);
    }
    return model;
  };
  return {
    ...createSummaryMethods(context),
    oneCall(where: Coordinates, options?: OneCallOptions): OneCallAnswer {
      const { lat, lon } = coordinates(where);
      const opts = objectOf(options, ['exclude', 'units', 'at', 'alerts']);
      const exclude = opts.exclude ?? [];
      if (!Array.isArray(exclude) || exclude.some((part) => !PARTS.includes(part))) {
        throw invalidOption(
          'exclude',
          `an array of ${PARTS.map((p) => JSON.stringify(p)).join(', ')}`,
          opts.exclude,
        );
      }
      return buildOneCall(context.world(lat, lon), {
        lat,
        lon,
        clock: Math.floor(context.clock(opts.at) / 1000),
        units: unitsOf(opts.units),
        exclude: new Set(exclude as OneCallPart[]),
        alerts: alertsOf(opts.alerts),
      });
    },
    oneCallTimemachine(where: Coordinates, options: OneCallTimemachineOptions): OneCallTimemachineAnswer {
      const { lat, lon } = coordinates(where);
      const opts = objectOf(options, ['dt', 'units']);
      const dt = unixSeconds(opts.dt, 'dt');
      return buildTimemachine(context.world(lat, lon), { lat, lon, dt, units: unitsOf(opts.units) });
    },
    airPollution(where: Coordinates, options?: AirPollutionOptions): AirPollutionAnswer {
      const { lat, lon } = coordinates(where);
      const opts = objectOf(options, ['kind', 'start', 'end', 'at']);
      const kind = (opts.kind ?? 'current') as AirPollutionKind;
      if (!KINDS.includes(kind)) {
        throw invalidOption('kind', `one of ${KINDS.map((k) => JSON.stringify(k)).join(', ')}`, opts.kind);
      }
      const clock = Math.floor(context.clock(opts.at) / 1000);
      const model = airModel(lat, lon);
      const coord = answerCoord(lat, lon);
      if (kind !== 'history') {
        if (opts.start !== undefined)
          throw invalidOption('start', "absent unless kind is 'history'", opts.start);
        if (opts.end !== undefined) throw invalidOption('end', "absent unless kind is 'history'", opts.end);
      }
      if (kind === 'current')
        return currentAirPollution(model, coord, context.world(lat, lon).observationTime(clock));
      if (kind === 'forecast') return forecastAirPollution(model, coord, clock);
      const start = unixSeconds(opts.start, 'start');
      const end = unixSeconds(opts.end, 'end');
      return historyAirPollution(model, coord, start, end, clock);
    },
  };
}
