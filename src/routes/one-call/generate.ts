import { assertKnownKeys, invalidOption } from '../../errors.js';
import type { Units } from '../../service/vocabulary.js';
import {
  type AnswerContext,
  type Coordinates,
  coordinates,
  objectOf,
  unitsOf,
  unixSeconds,
} from '../generate-shared.js';
import type { CliKind } from '../route.js';
import { buildOneCall, buildTimemachine } from './answer.js';
import { serializeOneCall } from './serialize.js';
import type { OneCallAlert, OneCallAnswer, OneCallPart, OneCallTimemachineAnswer } from './types.js';

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
 * The generator's One Call 3.0 answers: a part of `WeatherGenerator` (the One Call routes'
 * methods).
 *
 * @example
 * ```ts
 * const { oneCall, oneCallTimemachine }: OneCallMethods = createWeatherGenerator({ seed: 1 });
 * ```
 */
export interface OneCallMethods {
  /**
   * The One Call 3.0 answer (`GET /data/3.0/onecall`) at coordinates, from the same weather:
   * `current` is what `record({ lat, lon })` reports at the same clock (in the current shape),
   * `hourly[k]` what it reports when the clock reaches that hour; `daily` summarises each local day;
   * dew point, UV index, moon and `summary` by the formulas docs/one-call.md names. Whatever the
   * generator's `shape`.
   * @throws {WeatherDoubleError} `INVALID_OPTION` for coordinates out of range or a bad option.
   * @example
   * ```ts
   * const answer = generator.oneCall({ lat: 51.5085, lon: -0.1257 }, { units: 'metric', exclude: ['minutely'] });
   * answer.daily?.[0]?.summary; // e.g. 'There will be partly cloudy today'
   * ```
   */
  oneCall(coordinates: Coordinates, options?: OneCallOptions): OneCallAnswer;
  /**
   * The timemachine answer (`GET /data/3.0/onecall/timemachine`): the observation at `dt`.
   * @throws {WeatherDoubleError} `INVALID_OPTION` for coordinates out of range or a bad `dt`.
   * @example
   * ```ts
   * const past = generator.oneCallTimemachine({ lat: 52.2297, lon: 21.0122 }, { dt: 1645888976 });
   * past.data[0]?.dt; // 1645888976
   * ```
   */
  oneCallTimemachine(coordinates: Coordinates, options: OneCallTimemachineOptions): OneCallTimemachineAnswer;
}

const PARTS: readonly OneCallPart[] = ['current', 'minutely', 'hourly', 'daily', 'alerts'];

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

/**
 * The generator's One Call methods (`oneCall`, `oneCallTimemachine`) over its context: options
 * checked, the answer built from the weather timeline at the coordinates.
 * @internal
 */
export function oneCallMethods(context: AnswerContext): OneCallMethods {
  return {
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
  };
}

/** `generate --kind onecall`: the One Call 3.0 answer, at coordinates only. @internal */
export const oneCallKind: CliKind = {
  name: 'onecall',
  coordinatesOnly: true,
  print: (generator, where, { units, at }) => serializeOneCall(generator.oneCall(where, { units, at })),
};
