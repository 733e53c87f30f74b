/**
 * The weather route's generator methods (`generator.record`, `generator.records`) and the
 * record makers the generator and the route's bytes use (its row's `records`): options checked,
 * the place resolved (remembered by the generator's places), the observation of the bucket drawn,
 * the record built in its shape's key order, overrides applied.
 * @internal
 */
import { assertKnownKeys, describeValue, invalidOption, WeatherDoubleError } from '../../errors.js';
import {
  BUCKET_SECONDS,
  bucketOf,
  drawStandardObservation,
  recentBucket,
} from '../../model/weather-state.js';
import type { ResolvedLocation } from '../../places/locator.js';
import type { DeepPartial } from '../../service/deep-partial.js';
import type { RecordShape, Units } from '../../service/vocabulary.js';
import { UNIT_SYSTEMS } from '../../service/vocabulary.js';
import type { RecordMakers, RecordMethods, RecordParts, ResolvedPlace } from '../generator.js';
import { applyOverrides, checkOverrides, forcedPrimary, type UncheckedOverrides } from './overrides.js';
import { recordBody, recordOf } from './record-of.js';
import type { CurrentWeatherRecord, RecordOfShape, WeatherRecord } from './types.js';

const RECORD_OPTIONS = ['zip', 'lat', 'lon', 'q', 'id', 'units', 'at', 'overrides', 'unchecked'] as const;
const UNITS: readonly Units[] = UNIT_SYSTEMS;
const NO_LEAVES: readonly string[] = [];
const MAX_COUNT = 100_000;

/**
 * Options of one record (`generator.record(options)`, `generator.records(count, options)`).
 *
 * @example
 * ```ts
 * const options: RecordOptions = { zip: '10115,de', units: 'metric', overrides: { main: { humidity: 80 } } };
 * ```
 */
export interface RecordOptions<S extends RecordShape = 'specification'> {
  /**
   * `code` or `code,CC` (country case-insensitive; no country means US). Give at most one location
   * form: `zip`, `lat` with `lon`, `q` or `id` (the forms of `LocationQuery`).
   * @default '94040,us' (when no location form is given)
   */
  zip?: string | undefined;
  /** Latitude of a coordinate location, degrees (-90 to 90), with `lon`. @default undefined */
  lat?: number | undefined;
  /** Longitude of a coordinate location, degrees (-180 to 180), with `lat`. @default undefined */
  lon?: number | undefined;
  /** A city name: `'London'`, `'London,GB'` or `'Springfield,IL,US'`; the most populous match. @default undefined */
  q?: string | undefined;
  /** A city ID (GeoNames ID, as the service's `id`): `2643743` is London. @default undefined */
  id?: number | undefined;
  /**
   * Unit system of temperatures and wind speed.
   * @default 'standard'
   */
  units?: Units | undefined;
  /**
   * The moment of the request: milliseconds since 1970 or a `Date`. The record's `dt` is the start
   * of the 10-minute observation bucket containing it (never after it).
   * @default the generator's `now()`
   */
  at?: number | Date | undefined;
  /**
   * Fields to force, deep-partial, in the requested `units`. The result must still be a record the
   * service could send, else `INVALID_OVERRIDE`. Fields that follow from an overridden one are
   * re-derived unless overridden too (see the README).
   */
  overrides?: DeepPartial<RecordOfShape<S>> | undefined;
  /** Must be absent or `false` here; see {@link UncheckedRecordOptions}. @default false */
  unchecked?: false | undefined;
}

/**
 * Options of a deliberately malformed record: `unchecked: true` merges loosely typed overrides
 * without validation (`undefined` removes a field). Only prototype-polluting keys are refused.
 *
 * @example
 * ```ts
 * const broken = generator.record({ unchecked: true, overrides: { cod: '200', visibility: undefined } });
 * ```
 */
export interface UncheckedRecordOptions extends Omit<RecordOptions<RecordShape>, 'overrides' | 'unchecked'> {
  /** Opt out of validation. */
  unchecked: true;
  /** Any fields, any values; `undefined` removes a field. */
  overrides?: UncheckedOverrides | undefined;
}

/**
 * The generator's record methods (`record`, `records`): options checked, the place resolved
 * (remembered), the observation of the bucket drawn, overrides applied.
 */
function recordMethodsOf(parts: RecordParts): RecordMethods {
  const { model, shape, clock, places } = parts;
  type AnyRecord = WeatherRecord | CurrentWeatherRecord;

  /** Validated record options, resolved: the place, its hash, the bucket and what to apply. */
  function prepare(raw: unknown) {
    const opts = (raw ?? {}) as RecordOptions<RecordShape> & { unchecked?: boolean; overrides?: unknown };
    if (typeof opts !== 'object' || Array.isArray(opts)) {
      throw invalidOption('options', `an object with any of ${RECORD_OPTIONS.join(', ')}`, raw);
    }
    assertKnownKeys(opts, RECORD_OPTIONS, '');
    const where = places.locationOf(opts);
    const units = opts.units ?? 'standard';
    if (!UNITS.includes(units)) {
      throw invalidOption('units', `one of ${UNITS.map((u) => JSON.stringify(u)).join(', ')}`, units);
    }
    const unchecked = opts.unchecked ?? false;
    if (typeof unchecked !== 'boolean') throw invalidOption('unchecked', 'true or false', unchecked);
    const at = clock(opts.at);
    let resolved: ResolvedPlace;
    if ('parsed' in where) {
      resolved = places.resolveCached(where.parsed, opts);
      where.remember?.(resolved);
    } else {
      resolved = where;
    }
    return preparedOf(resolved, units, at, opts.overrides, unchecked);
  }

  /** The record to build of a resolved place at `at` (milliseconds), its overrides checked. */
  function preparedOf(resolved: ResolvedPlace, units: Units, at: number, given: unknown, unchecked: boolean) {
    const leaves = given === undefined ? NO_LEAVES : checkOverrides(given, unchecked, shape);
    const { spot, phase, location } = resolved;
    return {
      location,
      spot,
      phase,
      bucket: bucketOf(Math.floor(at / 1000), phase),
      units,
      unchecked,
      overrides: given as Record<string, unknown> | undefined,
      leaves,
    };
  }

  function build(prepared: ReturnType<typeof prepare>, bucket: number): AnyRecord {
    const { spot, units, overrides, unchecked, leaves, location } = prepared;
    const forced = overrides === undefined ? undefined : forcedPrimary(overrides);
    const standard =
      forced === undefined
        ? recentBucket(model, spot, bucket, shape).standard
        : drawStandardObservation(model, spot, bucket, forced, shape);
    const record = recordOf(standard, units, location, shape);
    return overrides === undefined
      ? record
      : applyOverrides(record, overrides, unchecked, leaves, shape, units);
  }

  return {
    record(recordOptions?: RecordOptions<RecordShape> | UncheckedRecordOptions): AnyRecord {
      const prepared = prepare(recordOptions);
      return build(prepared, prepared.bucket);
    },
    recordAt(location: ResolvedLocation, units: Units, overrides: DeepPartial<WeatherRecord>): AnyRecord {
      const prepared = preparedOf(places.resolvedOf(location), units, clock(undefined), overrides, false);
      return build(prepared, prepared.bucket);
    },
    records(count: number, recordOptions?: RecordOptions<RecordShape> | UncheckedRecordOptions): AnyRecord[] {
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
        throw new WeatherDoubleError(
          'INVALID_ARGUMENT',
          `Invalid argument count: expected an integer from 1 to ${MAX_COUNT}, got ${describeValue(count)}.`,
          { path: 'count' },
        );
      }
      const prepared = prepare(recordOptions);
      const first = prepared.bucket - count + 1;
      if (first * BUCKET_SECONDS + prepared.phase < 0) {
        throw new WeatherDoubleError(
          'INVALID_ARGUMENT',
          `Invalid argument count: ${count} observations 10 minutes apart would start before 1970; give a later at or a smaller count.`,
          { path: 'count' },
        );
      }
      const out: AnyRecord[] = [];
      for (let bucket = first; bucket <= prepared.bucket; bucket += 1) out.push(build(prepared, bucket));
      return out;
    },
  };
}

/** The weather record's makers: the generator's record methods, and a record's bytes. @internal */
export const weatherRecords: RecordMakers = Object.freeze({ methods: recordMethodsOf, body: recordBody });
