import { BoundedCache } from '../cache.js';
import { hashString } from '../draws/hash.js';
import { createFaker } from '../draws/random.js';
import { assertKnownKeys, invalidOption, WeatherDoubleError } from '../errors.js';
import { nowProblem, seedProblem } from '../light-options.js';
import { worldAt } from '../model/one-call-world.js';
import {
  BUCKET_SECONDS,
  bucketOf,
  bucketPhase,
  createWeatherModel,
  drawStandardObservation,
  PlaceSpot,
  recentBucket,
  type Spot,
  type StandardObservation,
  type WeatherModel,
} from '../model/weather-state.js';
import { createLocator, populationNear, type ResolvedLocation } from '../places/locator.js';
import { compilePlaces, type PinnedPlaces } from '../places/place.js';
import {
  DEFAULT_ZIP,
  type ParsedLocation,
  parseZipForm,
  readLocationOption,
  readLocationQuery,
} from '../places/query.js';
import { missingPlaceReason } from '../places/zip.js';
import type { DeepPartial } from '../service/deep-partial.js';
import { numberText } from '../service/number-text.js';
import { createSeenFilter } from '../service/seen.js';
import type { RecordShape, Units } from '../service/vocabulary.js';
import { UNIT_SYSTEMS } from '../service/vocabulary.js';
import type { AnswerContext } from './generate-shared.js';
import type {
  CurrentWeatherRecord,
  RecordOfShape,
  RecordOptions,
  RouteGeneratorMethods,
  UncheckedRecordOptions,
  WeatherRecord,
} from './public.js';
import { routes, routeTable, type TableGeneratorMethods } from './table.js';

/** The weather route's record makers (its row's `records`). */
const makers = routeTable.weather.records;

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
 * A seeded source of current weather records, and of every route's answers from the same weather
 * (the methods of {@link RouteGeneratorMethods}: `forecast`, `oneCall`, `airPollution`, …). See
 * {@link createWeatherGenerator}.
 *
 * @example
 * ```ts
 * const generator: WeatherGenerator = createWeatherGenerator({ seed: 7 });
 * const [older, newer] = generator.records(2, { zip: '2000,au' });
 * ```
 */
export interface WeatherGenerator<S extends RecordShape = 'specification'> extends RouteGeneratorMethods {
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
const UNITS: readonly Units[] = UNIT_SYSTEMS;
const MIN_TIME = BUCKET_SECONDS * 1000;
const MAX_TIME = 4_102_444_800_000;
const TIME_EXPECTED =
  'a valid Date or milliseconds since 1970 (a finite number from 600000, 1970-01-01T00:10:00Z, to 4102444799999, before 2100-01-01)';
const CACHE_LIMIT = 512;

function timeOf(value: unknown, path: string): number {
  const ms = value instanceof Date ? value.getTime() : value;
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < MIN_TIME || ms >= MAX_TIME) {
    throw invalidOption(path, TIME_EXPECTED, value);
  }
  return ms;
}

/**
 * What the routes ask of a generator beside its public methods: answers for a place the route has
 * already resolved (once per request; never a query string parsed again), written without building
 * the objects where the bytes are all that is asked.
 * @internal
 */
export interface PlaceAnswers {
  /**
   * The exact bytes of `serializeRecordAs(generator.record({ <the location's form>, units }), shape)`
   * at the generator's clock, and the record's `dt`; remembered per place, bucket and unit system.
   */
  weatherBytes(location: ResolvedLocation, units: Units): { readonly body: string; readonly dt: number };
  /**
   * `generator.record({ <the location's form>, units, overrides })` at the generator's clock (a
   * scenario's overrides, checked).
   */
  record(
    location: ResolvedLocation,
    units: Units,
    overrides: DeepPartial<WeatherRecord>,
  ): WeatherRecord | CurrentWeatherRecord;
  /**
   * The standard observation the weather endpoint reports for the place at the generator's clock,
   * with the sun and time zone of the current shape (the several-cities routes' items): the same
   * observation as {@link PlaceAnswers.weatherBytes}' in either shape (shared with it in the
   * current shape).
   */
  observation(location: ResolvedLocation): StandardObservation;
  /** The generator's weather model: the routes build their other answers over it (the forecasts). */
  readonly model: WeatherModel;
  /**
   * What a route's answer for a resolved place is built from: the place, the weather's spot
   * (remembered) and the generator's clock, Unix seconds.
   */
  placeAt(location: ResolvedLocation): PlaceAt;
}

/** A resolved place, its weather's spot, and the generator's clock (Unix seconds). @internal */
export interface PlaceAt {
  readonly spot: Spot;
  readonly location: ResolvedLocation;
  readonly clock: number;
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
  const problem = seedProblem(given.seed) ?? nowProblem(given.now);
  if (problem) throw invalidOption(problem.path, problem.expected, problem.value);
  return { shape, seed: given.seed ?? 0, now: given.now ?? Date.now };
}

/** A resolved location with the weather's spot (keyed by coordinates) and phase. @internal */
export interface ResolvedPlace {
  readonly location: ResolvedLocation;
  readonly spot: PlaceSpot;
  readonly phase: number;
}
type Resolved = ResolvedPlace;

/** A location option parsed but not resolved yet, and where to remember it by its value. */
type Pending = { readonly parsed: ParsedLocation; readonly remember?: (resolved: Resolved) => void };

/**
 * A generator's places (its locator over the pinned places, the locations it resolved,
 * remembered): what its record methods resolve a location option with.
 * @internal
 */
export interface GeneratorPlaces {
  /** A parsed location resolved (remembered), or the error naming the option. */
  resolveCached(parsed: ParsedLocation, opts: { zip?: unknown }): ResolvedPlace;
  /** A location already resolved, with its spot and phase (remembered). */
  resolvedOf(location: ResolvedLocation): ResolvedPlace;
  /** The location of record options: found by the option's value, or parsed to resolve later. */
  locationOf(opts: RecordOptions<RecordShape>): ResolvedPlace | Pending;
}

/** What the weather route's record methods are made over: the generator's model, shape, clock and places. @internal */
export interface RecordParts {
  readonly model: WeatherModel;
  readonly shape: RecordShape;
  /** The clock (validated), milliseconds, for an `at` option or the generator's `now()`. */
  readonly clock: (at: unknown) => number;
  readonly places: GeneratorPlaces;
}

/** The generator's record methods, and a scenario's record of a resolved place. @internal */
export type RecordMethods = Pick<WeatherGenerator<RecordShape>, 'record' | 'records'> & {
  readonly recordAt: PlaceAnswers['record'];
};

/**
 * How the weather route makes records (its row's `records`, its folder's `generate.ts`): the
 * generator's record methods over its parts, and the exact bytes of a standard observation as a
 * record, in its shape's key order.
 * @internal
 */
export interface RecordMakers {
  methods(parts: RecordParts): RecordMethods;
  body(observation: StandardObservation, units: Units, where: ResolvedLocation, shape: RecordShape): string;
}

/**
 * Resolved locations by the `lat` and `lon` options as given: a map by latitude of maps by
 * longitude (numbers: no key string to build per request), admitted on the second sight like the
 * others, at most {@link CACHE_LIMIT} entries, cleared when full.
 */
function coordinateCache(seen: ReturnType<typeof createSeenFilter>) {
  // A latitude's map is given to the cache again for each longitude added, so each counts; when
  // full, the cache is emptied first, so that no map outlives it.
  const byLat = new BoundedCache<number, Map<number, Resolved>>(CACHE_LIMIT);
  return {
    get: (lat: number, lon: number): Resolved | undefined => byLat.get(lat)?.get(lon),
    keep(lat: number, lon: number, resolved: Resolved): void {
      if (!seen.seenBefore(`${lat},${lon}`)) return;
      if (byLat.full) byLat.clear();
      const byLon = byLat.set(lat, byLat.get(lat) ?? new Map());
      byLon.set(lon, resolved);
    },
  };
}

/**
 * A generator's places: its locator over the pinned places, and the locations it resolved,
 * remembered (each cache holds at most {@link CACHE_LIMIT} entries and is cleared when full).
 */
function placesOf(seed: number, pinned: ReturnType<typeof compilePlaces>): GeneratorPlaces {
  const locator = createLocator(pinned);
  /**
   * Resolved locations by form and key (`zip:94040,US`, the location's `key`), with the weather's
   * spot (keyed by coordinates) and phase; and the same by the option's value as given (`zip`,
   * `q`, `id`, `lat` and `lon`), so a repeated request does not parse it again. Each is cleared when
   * full.
   */
  const resolvedLocations = new BoundedCache<string, Resolved>(CACHE_LIMIT);
  const byZip = new BoundedCache<string, Resolved>(CACHE_LIMIT);
  const byName = new BoundedCache<string, Resolved>(CACHE_LIMIT);
  const byId = new BoundedCache<number, Resolved>(CACHE_LIMIT);
  // Remembered from the second time a location is asked for (see createSeenFilter): a generator
  // asked for a new place every time keeps none of them.
  const seen = createSeenFilter();
  const keep = <K extends string | number>(cache: BoundedCache<K, Resolved>, key: K, resolved: Resolved) => {
    if (seen.seenBefore(key)) cache.set(key, resolved);
  };
  const byCoordinates = coordinateCache(seen);
  const resolvedOf = (location: ResolvedLocation): Resolved => {
    let resolved = resolvedLocations.get(location.key);
    if (resolved === undefined) {
      resolved = spotOf(location, seed);
      keep(resolvedLocations, location.key, resolved);
    }
    return resolved;
  };

  /** A parsed location resolved (remembered), or the error naming the option. */
  function resolveCached(parsed: ParsedLocation, opts: { zip?: unknown }): Resolved {
    const cacheKey = `${parsed.form}:${parsed.key}`;
    let resolved = resolvedLocations.get(cacheKey);
    if (resolved === undefined) {
      const location = locator.resolve(parsed);
      if (location) resolved = resolvedOf(location);
    }
    if (!resolved) throw missingLocation(parsed, opts, pinned);
    return resolved;
  }

  /**
   * The location of record options: a value seen before is found by the option's value (one
   * `Map` look-up); otherwise it is checked and parsed (`readLocationQuery`, which throws the
   * option's errors) and resolved later, after the other options are checked (as before the
   * caches: the same error for the same options).
   */
  function locationOf(opts: RecordOptions<RecordShape>): Resolved | Pending {
    const { zip, lat, lon, q, id } = opts;
    if (lat === undefined && lon === undefined && q === undefined && id === undefined) {
      const value = zip ?? DEFAULT_ZIP;
      if (typeof value === 'string') {
        const found = byZip.get(value);
        if (found !== undefined) return found;
        const parsed =
          zip === undefined ? (parseZipForm(DEFAULT_ZIP) as ParsedLocation) : readLocationQuery({ zip }, '');
        return { parsed, remember: (resolved) => keep(byZip, value, resolved) };
      }
    } else if (zip === undefined && q === undefined && id === undefined) {
      if (typeof lat === 'number' && typeof lon === 'number') {
        const found = byCoordinates.get(lat, lon);
        if (found !== undefined) return found;
        return {
          parsed: readLocationQuery({ lat, lon }, ''),
          remember: (resolved) => byCoordinates.keep(lat, lon, resolved),
        };
      }
    } else if (zip === undefined && lat === undefined && lon === undefined && id === undefined) {
      if (typeof q === 'string') {
        const found = byName.get(q);
        if (found !== undefined) return found;
        return { parsed: readLocationQuery({ q }, ''), remember: (resolved) => keep(byName, q, resolved) };
      }
    } else if (zip === undefined && lat === undefined && lon === undefined && q === undefined) {
      if (typeof id === 'number') {
        const found = byId.get(id);
        if (found !== undefined) return found;
        return { parsed: readLocationQuery({ id }, ''), remember: (resolved) => keep(byId, id, resolved) };
      }
    }
    return { parsed: readLocationOption(opts, '') };
  }

  return { resolveCached, resolvedOf, locationOf };
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
  return createGeneratorParts(options).generator;
}

/**
 * A generator (as {@link createWeatherGenerator} makes it) and its answers for resolved places,
 * on the same model, clock and places: what a double's routes answer from.
 * @internal
 */
export function createGeneratorParts<S extends RecordShape = 'specification'>(
  options: WeatherGeneratorOptions<S> = {},
): { readonly generator: WeatherGenerator<S>; readonly answers: PlaceAnswers } {
  const { shape, seed, now } = readGeneratorOptions(options);
  const pinned = compilePlaces(options.places);
  const model = createWeatherModel(() => createFaker(seed), seed);
  const places = placesOf(seed, pinned);
  const clock = (at: unknown) => (at === undefined ? timeOf(now(), 'now') : timeOf(at, 'at'));
  const { recordAt, ...records } = makers.methods({ model, shape, clock, places });
  const context: AnswerContext = {
    seed,
    model,
    clock,
    world: (lat, lon) => worldAt(model, lat, lon),
    populationNear,
    resolve: places.resolveCached,
  };
  const methods: WeatherGenerator<RecordShape> = { seed, shape, ...records, ...routeMethodsOf(context) };
  const answers: PlaceAnswers = {
    record: recordAt,
    weatherBytes(location, units) {
      const { spot, phase } = places.resolvedOf(location);
      const bucket = bucketOf(Math.floor(timeOf(now(), 'now') / 1000), phase);
      const entry = recentBucket(model, spot, bucket, shape);
      const index = UNITS.indexOf(units);
      let body = entry.bodies[index];
      if (body === undefined) {
        body = makers.body(entry.standard, units, location, shape);
        entry.bodies[index] = body;
      }
      return { body, dt: entry.standard.observation.dt };
    },
    observation(location) {
      const { spot, phase } = places.resolvedOf(location);
      const bucket = bucketOf(Math.floor(timeOf(now(), 'now') / 1000), phase);
      return shape === 'current'
        ? recentBucket(model, spot, bucket, shape).standard
        : drawStandardObservation(model, spot, bucket, undefined, 'current');
    },
    model,
    placeAt: (location) => ({
      spot: places.resolvedOf(location).spot,
      location,
      clock: Math.floor(timeOf(now(), 'now') / 1000),
    }),
  };
  // The methods answer every shape; `S` only narrows the records' type to the shape asked for.
  return { generator: methods as WeatherGenerator<S>, answers };
}

/**
 * The routes' generator methods: each row of the route table that declares some (its `generate`)
 * makes them over the generator's context. Their type is what the rows declare
 * ({@link TableGeneratorMethods}), which `WeatherGenerator` (through `RouteGeneratorMethods`) names
 * one by one: the generator's object type-checks against it, and a type test keeps the two equal.
 */
function routeMethodsOf(context: AnswerContext): TableGeneratorMethods {
  const methods = {};
  for (const route of routes)
    if (route.generate !== undefined) Object.assign(methods, route.generate(context));
  return methods as TableGeneratorMethods;
}

/**
 * A resolved location with the weather's spot and bucket phase (one object): the spot is keyed by
 * the place's coordinates (4 decimals), so every query form that reaches a place (its postal code,
 * its coordinates, its name or ID) draws the same weather: one place, one weather.
 */
function spotOf(location: ResolvedLocation, seed: number): Resolved {
  const { lat, lon } = location.weatherAt;
  const key = `${numberText(lat)},${numberText(lon)}`;
  const placeHash = hashString(key);
  const place = { name: location.name, country: location.country ?? '', lat, lon };
  return {
    location,
    spot: new PlaceSpot(key, placeHash, place, location),
    phase: bucketPhase(seed, placeHash),
  };
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
    const hint = parseZipForm(zip)?.wellFormed
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
