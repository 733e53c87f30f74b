import type { Faker } from '@faker-js/faker';
import { assertKnownKeys, describeValue, invalidOption, WeatherDoubleError } from '../errors.js';
import { createLocator, type ResolvedLocation } from '../location/locator.js';
import { type ParsedLocation, parseZipForm, readLocationQuery } from '../location/query.js';
import type {
  CurrentWeatherRecord,
  DeepPartial,
  RecordOfShape,
  RecordShape,
  Units,
  WeatherRecord,
} from '../record/types.js';
import { hashString } from './hash.js';
import { applyOverrides, checkOverrides, forcedPrimary, type UncheckedOverrides } from './overrides.js';
import { compilePlaces, missingPlaceReason, type PinnedPlaces, parseZip } from './places.js';
import { createFaker } from './random.js';
import { recordInUnits } from './units.js';
import {
  BUCKET_SECONDS,
  bucketOf,
  bucketPhase,
  createWeatherModel,
  drawStandardRecord,
  type Spot,
} from './weather-state.js';

/**
 * Options of {@link createWeatherGenerator}.
 *
 * @example
 * ```ts
 * const options: WeatherGeneratorOptions = { seed: 42, now: () => Date.parse('2024-06-01T12:00:00Z') };
 * ```
 */
export interface WeatherGeneratorOptions<S extends RecordShape = RecordShape> {
  /**
   * Which record to make: the specification's (`sys.message`, no `timezone`, the sun of the UTC
   * day) or the one the live service sends today (`feels_like`, `sea_level`, `grnd_level`, `gust`,
   * `rain`/`snow`, `timezone`, no `sys.message`, the sun of the place's local day). Both report the
   * same weather for the same seed, place and time.
   * @default 'specification'
   */
  shape?: S | undefined;
  /**
   * Seed of the generator's private faker instance: the same seed and clock give the same records,
   * byte for byte, on every machine. Any safe integer.
   * @default 0
   */
  seed?: number | undefined;
  /**
   * The clock: the time of a record when `at` is not given. Milliseconds since 1970 or a `Date`.
   * @default Date.now
   */
  now?: (() => number | Date) | undefined;
  /**
   * Places pinned by postal code, keyed `"code"` (US) or `"code,CC"`: any of `name`, `country`,
   * `lat`, `lon`; the rest comes from the built-in place model. A pinned code always exists.
   * @default {}
   */
  places?: PinnedPlaces | undefined;
}

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
   * form: `zip`, `lat` with `lon`, `q` or `id` (see {@link LocationQuery}).
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
 * A seeded source of current weather records. See {@link createWeatherGenerator}.
 *
 * @example
 * ```ts
 * const generator: WeatherGenerator = createWeatherGenerator({ seed: 7 });
 * const [older, newer] = generator.records(2, { zip: '2000,au' });
 * ```
 */
export interface WeatherGenerator<S extends RecordShape = 'specification'> {
  /** The seed this generator was created with (print it when a test fails). */
  readonly seed: number;
  /** The shape of the records it makes. */
  readonly shape: S;
  /**
   * The current weather record for a location (a postal code, coordinates, a city name or ID) at a
   * moment: valid by construction, realistic for the place, season and hour, and a pure function of
   * (seed, the place's coordinates, 10-minute bucket); `id`, `name` and `coord` follow the form.
   * @throws {WeatherDoubleError} `INVALID_OPTION` (bad option), `INVALID_ARGUMENT` (a postal code,
   *   name or ID no place has), `INVALID_OVERRIDE` (an override that breaks the record).
   */
  record(options?: RecordOptions<S>): RecordOfShape<S>;
  /** A deliberately malformed record (`unchecked: true`): the result may not validate. */
  record(options: UncheckedRecordOptions): RecordOfShape<S>;
  /**
   * `count` consecutive observations (10 minutes apart) at one place, oldest first, the last one
   * being `record(options)`.
   * @param count - an integer from 1 to 100000.
   */
  records(count: number, options?: RecordOptions<S>): RecordOfShape<S>[];
  records(count: number, options: UncheckedRecordOptions): RecordOfShape<S>[];
}

const GENERATOR_OPTIONS = ['seed', 'now', 'places', 'shape'] as const;
const SHAPES: readonly RecordShape[] = ['specification', 'current'];
const RECORD_OPTIONS = ['zip', 'lat', 'lon', 'q', 'id', 'units', 'at', 'overrides', 'unchecked'] as const;
const LOCATION_OPTIONS = ['zip', 'lat', 'lon', 'q', 'id'] as const;
const UNITS: readonly Units[] = ['standard', 'metric', 'imperial'];
const DEFAULT_ZIP = '94040,us';
const MIN_TIME = BUCKET_SECONDS * 1000;
const MAX_TIME = 4_102_444_800_000;
const TIME_EXPECTED =
  'a valid Date or milliseconds since 1970 (a finite number from 600000, 1970-01-01T00:10:00Z, to 4102444799999, before 2100-01-01)';
const CACHE_LIMIT = 512;
const MAX_COUNT = 100_000;

function timeOf(value: unknown, path: string): number {
  const ms = value instanceof Date ? value.getTime() : value;
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < MIN_TIME || ms >= MAX_TIME) {
    throw invalidOption(path, TIME_EXPECTED, value);
  }
  return ms;
}

/** Checks the generator's options: `shape`, `seed` and `now` resolved to their defaults. */
function readGeneratorOptions(options: unknown): {
  shape: RecordShape;
  seed: number;
  now: () => number | Date;
} {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw invalidOption('options', 'an object with any of seed, now, places, shape', options);
  }
  assertKnownKeys(options, GENERATOR_OPTIONS, '');
  const given = options as WeatherGeneratorOptions<RecordShape>;
  const shape: RecordShape = given.shape ?? 'specification';
  if (!SHAPES.includes(shape)) {
    throw invalidOption('shape', `one of ${SHAPES.map((s) => JSON.stringify(s)).join(', ')}`, shape);
  }
  const seed = given.seed ?? 0;
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) {
    throw invalidOption('seed', 'an integer (a safe integer, e.g. 42)', seed);
  }
  const now = given.now ?? Date.now;
  if (typeof now !== 'function') {
    throw invalidOption('now', 'a function returning the time (milliseconds since 1970 or a Date)', now);
  }
  return { shape, seed, now };
}

/**
 * The standard-unit record of a spot and bucket, drawn from the weather model and remembered (the
 * most recently used first kept); a record with a forced condition is drawn every time.
 */
function standardRecords(model: ReturnType<typeof createWeatherModel>, shape: RecordShape) {
  const cache = new Map<string, WeatherRecord | CurrentWeatherRecord>();
  return (spot: Spot, bucket: number, phase: number, forced?: number) => {
    if (forced !== undefined) return drawStandardRecord(model, spot, bucket, phase, forced, shape);
    const cacheKey = `${spot.key}|${bucket}`;
    let record = cache.get(cacheKey);
    if (record) {
      cache.delete(cacheKey);
    } else {
      record = drawStandardRecord(model, spot, bucket, phase, undefined, shape);
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    }
    cache.set(cacheKey, record);
    return record;
  };
}

/**
 * Creates a generator of current weather records with its own seeded faker instance (never the
 * global one). Records are valid by construction (every one passes `validateWeatherRecord`),
 * realistic (sunrise and sunset from NOAA's solar algorithm for the place and date; temperatures
 * for the latitude, season and local hour; fog and mist with low visibility; rain and snow with
 * high humidity and cloud), and deterministic: the weather at a place is a function of the seed,
 * the place's coordinates and the 10-minute observation bucket (every location form that reaches
 * the place reports the same weather), and `units` only converts it. With `shape: 'current'` the
 * records take the shape the live service sends today (see {@link CurrentWeatherRecord}); the
 * weather is the same.
 *
 * @param options - `seed` (default `0`), `now` (default `Date.now`), `places` (pinned places),
 *   `shape` (default `'specification'`).
 * @throws {WeatherDoubleError} `INVALID_OPTION` for an unknown option or a non-integer seed or a
 *   `now` that is not a function; `INVALID_PLACE` for a malformed `places` entry.
 * @example
 * ```ts
 * import { createWeatherGenerator, serializeWeatherRecord } from 'weather-double';
 *
 * const generator = createWeatherGenerator({ seed: 42, now: () => Date.parse('2024-06-01T12:00:00Z') });
 * const record = generator.record({ zip: '94040,us', units: 'imperial' });
 * record.name; // 'Mountain View'
 * const rainy = generator.record({ overrides: { weather: [{ id: 500 }] } }); // main, description, icon filled in
 * console.log(serializeWeatherRecord(rainy));
 *
 * const today = createWeatherGenerator({ seed: 42, shape: 'current' }).record({ units: 'metric' });
 * today.main.feels_like; today.timezone; // °C, seconds east of UTC
 * ```
 */
export function createWeatherGenerator<S extends RecordShape = 'specification'>(
  options: WeatherGeneratorOptions<S> = {},
): WeatherGenerator<S> {
  const { shape, seed, now } = readGeneratorOptions(options);
  const pinned = compilePlaces(options.places);
  const faker: Faker = createFaker(seed);
  const standardRecord = standardRecords(createWeatherModel(faker, seed), shape);
  type AnyRecord = WeatherRecord | CurrentWeatherRecord;
  const locator = createLocator(pinned);
  /** Resolved locations by form and key, with the weather's spot (keyed by coordinates) and phase. */
  const resolvedLocations = new Map<string, { location: ResolvedLocation; spot: Spot; phase: number }>();
  const resolveLocation = (parsed: ParsedLocation) => {
    const location = locator.resolve(parsed);
    if (!location) return undefined;
    return { location, ...spotOf(location, seed) };
  };

  /** Validated record options, resolved: the place, its hash, the bucket and what to apply. */
  function prepare(raw: unknown) {
    const opts = (raw ?? {}) as RecordOptions<RecordShape> & { unchecked?: boolean; overrides?: unknown };
    if (typeof opts !== 'object' || Array.isArray(opts)) {
      throw invalidOption('options', `an object with any of ${RECORD_OPTIONS.join(', ')}`, raw);
    }
    assertKnownKeys(opts, RECORD_OPTIONS, '');
    const given = LOCATION_OPTIONS.filter((key) => opts[key] !== undefined);
    const parsed =
      given.length === 0
        ? (parseZipForm(DEFAULT_ZIP) as ParsedLocation)
        : readLocationQuery(Object.fromEntries(given.map((key) => [key, opts[key]])), '');
    const units = opts.units ?? 'standard';
    if (!UNITS.includes(units)) {
      throw invalidOption('units', `one of ${UNITS.map((u) => JSON.stringify(u)).join(', ')}`, units);
    }
    const unchecked = opts.unchecked ?? false;
    if (typeof unchecked !== 'boolean') throw invalidOption('unchecked', 'true or false', unchecked);
    const at = opts.at === undefined ? timeOf(now(), 'now') : timeOf(opts.at, 'at');
    const cacheKey = `${parsed.form}:${parsed.key}`;
    let resolved = resolvedLocations.get(cacheKey);
    if (resolved === undefined) {
      resolved = resolveLocation(parsed);
      if (resolved) {
        if (resolvedLocations.size >= CACHE_LIMIT) resolvedLocations.clear();
        resolvedLocations.set(cacheKey, resolved);
      }
    }
    if (!resolved) throw missingLocation(parsed, opts, pinned);
    const leaves = checkOverrides(opts.overrides, unchecked, shape);
    const { spot, phase, location } = resolved;
    return {
      location,
      spot,
      phase,
      bucket: bucketOf(Math.floor(at / 1000), phase),
      units,
      unchecked,
      overrides: opts.overrides as Record<string, unknown> | undefined,
      leaves,
    };
  }

  function build(prepared: ReturnType<typeof prepare>, bucket: number): AnyRecord {
    const { spot, phase, units, overrides, unchecked, leaves, location } = prepared;
    const standard = standardRecord(spot, bucket, phase, forcedPrimary(overrides));
    const record = reportLocation(recordInUnits(standard, units), location);
    return overrides === undefined
      ? record
      : applyOverrides(record, overrides, unchecked, leaves, shape, units);
  }

  return {
    seed,
    shape,
    record(recordOptions?: RecordOptions<RecordShape> | UncheckedRecordOptions): AnyRecord {
      const prepared = prepare(recordOptions);
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
  } as unknown as WeatherGenerator<S>;
}

/**
 * The weather's spot of a resolved location: keyed by the place's coordinates (4 decimals), so every
 * query form that reaches a place (its postal code, its coordinates, its name or ID) draws the same
 * weather: one place, one weather.
 */
function spotOf(location: ResolvedLocation, seed: number): { spot: Spot; phase: number } {
  const { lat, lon } = location.weatherAt;
  const key = `${lat},${lon}`;
  const placeHash = hashString(key);
  const place = { name: location.name, country: location.country ?? '', lat, lon };
  return { spot: { key, place, placeHash }, phase: bucketPhase(seed, placeHash) };
}

/**
 * Sets what follows the form of the query on a fresh record (after the draw): `coord`, `id`, `name`
 * and `sys.country` (left out at sea).
 */
function reportLocation<R extends WeatherRecord | CurrentWeatherRecord>(
  record: R,
  location: ResolvedLocation,
): R {
  record.coord = { lon: location.coord.lon, lat: location.coord.lat };
  record.id = location.id;
  record.name = location.name;
  if (location.country === undefined) delete record.sys.country;
  else record.sys.country = location.country;
  return record;
}

/** The error for a location no place has, naming the option and what to do. */
function missingLocation(
  parsed: ParsedLocation,
  opts: { zip?: unknown },
  pinned: ReturnType<typeof compilePlaces>,
): WeatherDoubleError {
  if (parsed.form === 'zip') {
    const zip = opts.zip as string;
    const reason = missingPlaceReason(zip, pinned) ?? 'it does not exist';
    const hint = parseZip(zip)
      ? ` To make it exist, pin it: createWeatherGenerator({ places: { ${JSON.stringify(zip)}: { name: 'Springfield', lat: 39.8, lon: -89.65 } } }).`
      : '';
    return new WeatherDoubleError(
      'INVALID_ARGUMENT',
      `No place has the postal code ${JSON.stringify(zip)}: ${reason}.${hint}`,
      { path: 'zip' },
    );
  }
  if (parsed.form === 'name') {
    return new WeatherDoubleError(
      'INVALID_ARGUMENT',
      `No city is named ${JSON.stringify(parsed.name)}${parsed.country ? ` in ${parsed.country}` : ''}: the place data (GeoNames cities of at least 1000 inhabitants) has none. Use coordinates ({ lat, lon }) or a postal code instead.`,
      { path: 'q' },
    );
  }
  return new WeatherDoubleError(
    'INVALID_ARGUMENT',
    `No city has the ID ${parsed.form === 'id' ? parsed.id : ''}: the place data (GeoNames cities of at least 1000 inhabitants) has none.`,
    { path: 'id' },
  );
}
