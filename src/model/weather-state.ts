import type { Faker } from '@faker-js/faker';
import { BoundedCache } from '../cache.js';
import { drawSeed } from '../draws/hash.js';
import { conditionById } from '../service/conditions.js';
import type { RecordShape } from '../service/vocabulary.js';
import { calendarDay, localSunDay, type SunTimes, sunTimesOfDay } from './solar.js';
import { utcOffsetAt } from './time-zone.js';
import {
  BUCKET_SECONDS,
  bucketOf,
  bucketPhase,
  createTimeline,
  intensestRange,
  type Observation,
  type Spot,
  type Timeline,
} from './timeline.js';

/**
 * The records of the weather endpoint, made from the weather timeline (`timeline.ts`): the
 * timeline gives the weather of a place at an observation (conditions, temperature, wind, …); this
 * module adds what belongs to a record of the service (the station, `sys.message`, the sun of the
 * shape's day, the icons) in the standard unit system, before units and overrides.
 * @internal
 */

export { BUCKET_SECONDS, bucketOf, bucketPhase, type Observation, type Spot };

const SALT_STATION = 5;
const SALT_MESSAGE = 9;
const SALT_MODEL_DATA = 10;
/**
 * One hour in this many at a place, the current shape's record comes from model data rather than a
 * station (about a third of the service's recorded answers of today's shape have no `sys.type` and
 * `sys.id`).
 */
const MODEL_DATA_ONE_IN = 3;
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A generator's source of weather: its private faker instance (built on its first draw, so faker is
 * not loaded before a station is drawn) and seed, its timeline, and small caches of sun times and stations. The caches only save work: every value is a pure function of (seed, place, time).
 * @internal
 */
export interface WeatherModel {
  readonly faker: () => Faker;
  readonly seed: number;
  readonly timeline: Timeline;
  readonly suns: BoundedCache<string, SunTimes>;
  /** The stations of the places asked for by their hash (a station depends on the place alone). */
  readonly stations: BoundedCache<number, Station>;
}

/** Creates the weather model of one generator; `makeFaker` builds its faker instance when first needed. @internal */
export function createWeatherModel(makeFaker: () => Faker, seed: number): WeatherModel {
  let faker: Faker | undefined;
  return {
    faker: () => (faker ??= makeFaker()),
    seed,
    timeline: createTimeline(seed),
    suns: new BoundedCache(1024),
    stations: new BoundedCache(4096),
  };
}

/** A whole number in [min, max] from the faker instance. */
const int = (faker: Faker, min: number, max: number) => faker.number.int({ min, max });

/** The reporting station of a place (a property of the place, not of the seed). */
function station(faker: Faker, placeHash: number): Station {
  faker.seed(drawSeed(0, placeHash, SALT_STATION, 0));
  return int(faker, 1, 2) === 1
    ? { type: 1, id: int(faker, 1000, 9999) }
    : { type: 2, id: int(faker, 2_000_000, 2_099_999) };
}

/** The station of a place, remembered by the model (it depends on the place alone). */
function stationOf(model: WeatherModel, placeHash: number): Station {
  return model.stations.get(placeHash) ?? model.stations.set(placeHash, station(model.faker(), placeHash));
}

/**
 * Whether today's record of the observation at `dt` at a place comes from model data (no station;
 * `temp_min` = `temp_max` = `temp`): drawn per place and hour, so every route reporting that hour
 * (the weather endpoint, the History API) agrees.
 * @internal
 */
export function fromModelData(seed: number, placeHash: number, dt: number): boolean {
  return drawSeed(seed, placeHash, SALT_MODEL_DATA, Math.floor(dt / 3600)) % MODEL_DATA_ONE_IN === 0;
}

/** The sun times of a calendar day at a place, remembered. @internal */
export function sunOf(model: WeatherModel, spot: Spot, day: number): SunTimes {
  const sunKey = `${spot.key}|${day}`;
  return model.suns.get(sunKey) ?? model.suns.set(sunKey, sunTimesOfDay(spot.place.lat, spot.place.lon, day));
}

/** A place's reporting station. @internal */
export interface Station {
  readonly type: 1 | 2;
  readonly id: number;
}

/**
 * What a record of one bucket at a place reports, in standard units, before the form of the query
 * (`coord`, `id`, `name`, `sys.country`) and the unit system: the timeline's observation and what
 * the record adds to it (the station, `sys.message`, the sun of the shape's day, the time zone).
 * Immutable once drawn; records are built from it (`record-of.ts`), never shared.
 * @internal
 */
export interface StandardObservation {
  readonly observation: Observation;
  readonly station: Station;
  /**
   * Whether the current shape's record comes from model data (no `sys.type`, `sys.id`; `temp_min`
   * and `temp_max` equal to `temp`), drawn per place and hour; always `false` in the specification's.
   */
  readonly fromModel: boolean;
  /** `sys.message` (the specification's shape; 0 in the current shape, which has none). */
  readonly message: number;
  /** Seconds east of UTC at `dt` (the current shape; 0 in the specification's). */
  readonly timezone: number;
  readonly sunrise: number;
  readonly sunset: number;
  /** Whether `dt` is between sunrise and sunset (the icons' `d`, else `n`). */
  readonly daytime: boolean;
}

/**
 * A generator's long-lived spot: besides the timeline's draws (`memo`), it keeps its station, the
 * sun of the last day asked and the standard observations of its last two
 * buckets (the current one and the one before), with the bytes written from each (by unit system): pure memos, bounded by the spot. A
 * class, so every spot shares one hidden class (an object literal with its own getter closure
 * makes V8 build new maps for each object).
 * @internal
 */
export class PlaceSpot implements Spot {
  memo: Spot['memo'] = null;
  station: Station | undefined = undefined;
  sunDay = Number.NaN;
  sun: SunTimes | undefined = undefined;
  /**
   * The two remembered buckets, the newest first: their numbers (NaN where none is
   * kept yet) and entries, in fields (no arrays to make for a place asked for once).
   */
  newestBucket = Number.NaN;
  newest: RecentBucket | undefined = undefined;
  olderBucket = Number.NaN;
  older: RecentBucket | undefined = undefined;

  /**
   * @param source - what knows the place's ground elevation (read when the weather needs it: a
   *   resolved location's `elevation` may be looked up lazily).
   */
  constructor(
    readonly key: string,
    readonly placeHash: number,
    readonly place: Spot['place'],
    private readonly source: { readonly elevation: number | undefined },
  ) {}

  get elevation(): number | undefined {
    return this.source.elevation;
  }
}

/** One remembered bucket of a {@link PlaceSpot}: its standard observation and bytes by unit system. @internal */
export interface RecentBucket {
  readonly standard: StandardObservation;
  /** The body in `standard`, `metric`, `imperial` (written when first asked). */
  readonly bodies: (string | undefined)[];
}

/** Whether a spot is a generator's long-lived one. */
const isPlaceSpot = (spot: Spot): spot is PlaceSpot => spot instanceof PlaceSpot;

/** The station of a spot: on a long-lived spot, kept there. */
function stationAt(model: WeatherModel, spot: Spot): Station {
  if (!isPlaceSpot(spot)) return stationOf(model, spot.placeHash);
  spot.station ??= station(model.faker(), spot.placeHash);
  return spot.station;
}

/** The sun of a day at a spot: on a long-lived spot, the last day's is kept there. */
function sunAt(model: WeatherModel, spot: Spot, day: number): SunTimes {
  if (!isPlaceSpot(spot)) return sunOf(model, spot, day);
  if (spot.sunDay !== day || spot.sun === undefined) {
    spot.sun = sunTimesOfDay(spot.place.lat, spot.place.lon, day);
    spot.sunDay = day;
  }
  return spot.sun;
}

/**
 * Draws the standard observation of one bucket at a place: `dt` is the start of the bucket (so it
 * is never after the clock, and is the same for every request inside the bucket). Both shapes
 * report the same observation of the timeline; the current shape shows more of it (feels like,
 * ground pressure, gusts, rain and snow).
 * @param forced - a primary condition the caller demands (an override), or `undefined`.
 * @param shape - the record's shape (which day's sun, which fields).
 * @internal
 */
export function drawStandardObservation(
  model: WeatherModel,
  spot: Spot,
  bucket: number,
  forced: number | undefined,
  shape: RecordShape,
): StandardObservation {
  const { seed } = model;
  const { placeHash, place } = spot;
  const observation = model.timeline.observationOfBucket(spot, bucket, forced);
  const { dt } = observation;
  for (const id of observation.conditions) {
    if (!conditionById(id)) throw new Error(`unknown condition ${id}`);
  }
  const current = shape === 'current';
  const message = current ? 0 : (10 + (drawSeed(seed, placeHash, SALT_MESSAGE, bucket) % 491)) / 10_000;
  const timezone = current ? utcOffsetAt(place.lat, place.lon, dt) : 0;
  const day = current ? localSunDay(dt, timezone, place.lon) : calendarDay(dt, 0);
  const sun = sunAt(model, spot, day);
  return {
    observation,
    station: stationAt(model, spot),
    fromModel: current && fromModelData(seed, placeHash, dt),
    message,
    timezone,
    sunrise: sun.sunrise,
    sunset: sun.sunset,
    daytime: sun.sunrise <= dt && dt < sun.sunset,
  };
}

/**
 * The standard observation of a bucket at a long-lived spot, remembered there with the last
 * two buckets (the most recently drawn first).
 * @internal
 */
export function recentBucket(
  model: WeatherModel,
  spot: PlaceSpot,
  bucket: number,
  shape: RecordShape,
): RecentBucket {
  if (spot.newestBucket === bucket) return spot.newest as RecentBucket;
  if (spot.olderBucket === bucket) return spot.older as RecentBucket;
  const entry: RecentBucket = {
    standard: drawStandardObservation(model, spot, bucket, undefined, shape),
    bodies: [undefined, undefined, undefined],
  };
  // The newest first: the newest becomes the older, the older is dropped.
  spot.olderBucket = spot.newestBucket;
  spot.older = spot.newest;
  spot.newestBucket = bucket;
  spot.newest = entry;
  return entry;
}

/**
 * The rain or snow (mm) an override's conditions go with when the generated record had none: the
 * middle of the range of the most intense condition that says it rains (snows); `undefined` when
 * none does.
 * @internal
 */
export function typicalPrecipitation(ids: readonly number[], kind: 'rain' | 'snow'): number | undefined {
  const range = intensestRange(ids, kind);
  return range === undefined ? undefined : round2((range[0] + range[1]) / 2);
}
