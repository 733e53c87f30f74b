import type { Faker } from '@faker-js/faker';
import { drawSeed } from '../draws/hash.js';
import { conditionById, iconFor, isRaining, isSnowing } from '../record/conditions.js';
import type { CurrentWeatherRecord, RecordShape, WeatherRecord } from '../record/types.js';
import { calendarDay, localSunDay, type SunTimes, sunTimesOfDay } from './solar.js';
import { utcOffsetAt } from './time-zone.js';
import {
  BUCKET_SECONDS,
  bucketOf,
  bucketPhase,
  createTimeline,
  rainRanges,
  type Spot,
  snowRanges,
  type Timeline,
} from './timeline.js';

/**
 * The records of the weather endpoint, made from the weather timeline (`timeline.ts`): the
 * timeline gives the weather of a place at an observation (conditions, temperature, wind, …); this
 * module adds what belongs to a record of the service (the station, `sys.message`, the sun of the
 * shape's day, the icons) in the standard unit system, before units and overrides.
 * @internal
 */

export { BUCKET_SECONDS, bucketOf, bucketPhase, type Spot };

const SALT_STATION = 5;
const SALT_MESSAGE = 9;
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A generator's source of weather: its private faker instance and seed, its timeline, and a small
 * cache of sun times. The cache only saves work: every value is a pure function of (seed, place, time).
 * @internal
 */
export interface WeatherModel {
  readonly faker: Faker;
  readonly seed: number;
  readonly timeline: Timeline;
  readonly suns: Map<string, SunTimes>;
}

const MODEL_CACHE_LIMIT = 1024;

/** Creates the weather model of one generator around its faker instance. @internal */
export function createWeatherModel(faker: Faker, seed: number): WeatherModel {
  return { faker, seed, timeline: createTimeline(seed), suns: new Map() };
}

function remember<V>(cache: Map<string, V>, key: string, value: V): V {
  if (cache.size >= MODEL_CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

/** A whole number in [min, max] from the faker instance. */
const int = (faker: Faker, min: number, max: number) => faker.number.int({ min, max });

/** The reporting station of a place (a property of the place, not of the seed). */
function station(faker: Faker, placeHash: number): { type: 1 | 2; id: number } {
  faker.seed(drawSeed(0, placeHash, SALT_STATION, 0));
  return int(faker, 1, 2) === 1
    ? { type: 1, id: int(faker, 1000, 9999) }
    : { type: 2, id: int(faker, 2_000_000, 2_099_999) };
}

const stations = new Map<number, { type: 1 | 2; id: number }>();

/** The station of a place, remembered (it depends on the place alone). */
function stationOf(faker: Faker, placeHash: number): { type: 1 | 2; id: number } {
  let found = stations.get(placeHash);
  if (found === undefined) {
    found = station(faker, placeHash);
    if (stations.size >= 4096) stations.clear();
    stations.set(placeHash, found);
  }
  return found;
}

/** The sun times of a calendar day at a place, remembered. @internal */
export function sunOf(model: WeatherModel, spot: Spot, day: number): SunTimes {
  const sunKey = `${spot.key}|${day}`;
  return (
    model.suns.get(sunKey) ?? remember(model.suns, sunKey, sunTimesOfDay(spot.place.lat, spot.place.lon, day))
  );
}

/**
 * Draws the standard-unit record of one bucket at a place: `dt` is the start of the bucket (so it
 * is never after the clock, and is the same for every request inside the bucket). Both shapes
 * report the same observation of the timeline; the current shape shows more of it (feels like,
 * ground pressure, gusts, rain and snow).
 * @param forced - a primary condition the caller demands (an override), or `undefined`.
 * @param shape - the record's shape (which day's sun, which fields).
 * @internal
 */
export function drawStandardRecord(
  model: WeatherModel,
  spot: Spot,
  bucket: number,
  _phase: number,
  forced?: number,
  shape: RecordShape = 'specification',
): WeatherRecord | CurrentWeatherRecord {
  const { faker, seed } = model;
  const { placeHash, place } = spot;
  const observation = model.timeline.observationOfBucket(spot, bucket, forced);
  const { dt } = observation;
  const message = (10 + (drawSeed(seed, placeHash, SALT_MESSAGE, bucket) % 491)) / 10_000;
  const { type, id: stationId } = stationOf(faker, placeHash);
  const timezone = shape === 'current' ? utcOffsetAt(place.lat, place.lon, dt) : 0;
  const day = shape === 'current' ? localSunDay(dt, timezone, place.lon) : calendarDay(dt, 0);
  const sun = sunOf(model, spot, day);
  const weather = observation.conditions.map((id) => {
    const condition = conditionById(id);
    if (!condition) throw new Error(`unknown condition ${id}`);
    return {
      id,
      main: condition.main,
      description: condition.description,
      icon: iconFor(condition, dt, sun.sunrise, sun.sunset),
    };
  });
  const { temp, tempMin, tempMax, pressure, humidity, windSpeed: speed, windDeg: deg } = observation;
  if (shape === 'current') {
    const gust = observation.windGust;
    const current: CurrentWeatherRecord = {
      coord: { lon: place.lon, lat: place.lat },
      weather,
      base: 'stations',
      main: {
        temp,
        feels_like: observation.feelsLike,
        temp_min: tempMin,
        temp_max: tempMax,
        pressure,
        humidity,
        sea_level: pressure,
        grnd_level: observation.groundPressure,
      },
      visibility: observation.visibility,
      wind: gust === undefined ? { speed, deg } : { speed, deg, gust },
      ...(observation.rain > 0 ? { rain: { '1h': observation.rain } } : {}),
      ...(observation.snow > 0 ? { snow: { '1h': observation.snow } } : {}),
      clouds: { all: observation.clouds },
      dt,
      sys: { type, id: stationId, country: place.country, sunrise: sun.sunrise, sunset: sun.sunset },
      timezone,
      id: 0,
      name: place.name,
      cod: 200,
    };
    return current;
  }
  return {
    coord: { lon: place.lon, lat: place.lat },
    weather,
    base: 'stations',
    main: { temp, pressure, humidity, temp_min: tempMin, temp_max: tempMax },
    visibility: observation.visibility,
    wind: { speed, deg },
    clouds: { all: observation.clouds },
    dt,
    sys: { type, id: stationId, message, country: place.country, sunrise: sun.sunrise, sunset: sun.sunset },
    id: 0,
    name: place.name,
    cod: 200,
  };
}

/**
 * The rain or snow (mm) an override's conditions go with when the generated record had none: the
 * middle of the range of the most intense condition that says it rains (snows); `undefined` when
 * none does.
 * @internal
 */
export function typicalPrecipitation(ids: readonly number[], kind: 'rain' | 'snow'): number | undefined {
  const says = kind === 'rain' ? isRaining : isSnowing;
  const ranges = kind === 'rain' ? rainRanges : snowRanges;
  let range: readonly [number, number] | undefined;
  for (const id of ids) {
    if (!says(id)) continue;
    const candidate = ranges.get(id) ?? [0.1, 1];
    if (range === undefined || candidate[1] > range[1]) range = candidate;
  }
  return range === undefined ? undefined : round2((range[0] + range[1]) / 2);
}
