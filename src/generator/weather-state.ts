import type { Faker } from '@faker-js/faker';
import type { Place } from '../places/place.js';
import { conditionById, iconFor, isRaining, isSnowing } from '../record/conditions.js';
import type { CurrentWeatherRecord, RecordShape, WeatherRecord } from '../record/types.js';
import { apparentTemperature } from './apparent-temperature.js';
import { climateTemperature, localSolarHour } from './climate.js';
import { drawSeed } from './hash.js';
import { calendarDay, localSunDay, type SunTimes, sunTimesOfDay } from './solar.js';
import { utcOffsetAt } from './time-zone.js';

/**
 * The weather at a place for one observation, in the `standard` unit system (kelvin, m/s): what a
 * record is made of before units and overrides. A pure function of (generator seed, place, time).
 *
 * How the draws are organised, so that the weather is coherent in time and space:
 * - the observation bucket (10 minutes, with a per-place phase) fixes `dt` and small jitters;
 * - a 3-hour "regime" fixes the condition, its secondaries, cloud, humidity, visibility, wind and
 *   pressure ranges (so a record does not flip from snow to sand between two requests);
 * - a daily temperature anomaly (±5 K), interpolated between local days, moves the climate.
 * @internal
 */

/** Length of an observation bucket, seconds: the service updates every ten minutes or so. @internal */
export const BUCKET_SECONDS = 600;
const REGIME_SECONDS = 3 * 3600;
const DAY = 86_400;

const SALT_PHASE = 1;
const SALT_REGIME = 2;
const SALT_DAY = 3;
const SALT_BUCKET = 4;
const SALT_STATION = 5;
/** The current shape's own draws (gusts, precipitation), apart so the specification's stay as they are. */
const SALT_CURRENT = 6;
const SALT_ELEVATION = 7;

type Range = readonly [number, number];

/** How a condition looks: the ranges of the fields it goes with, and its weight by temperature. */
interface Profile {
  readonly ids: readonly number[];
  /** Relative frequency of each id. */
  readonly weights: readonly number[];
  /** Multiplies the weights at a temperature (°C) and local solar hour; 0 = impossible. */
  readonly factor?: (temperature: number, hour: number) => number;
  readonly clouds: Range;
  readonly humidity: Range;
  /** Visibility range, metres, by intensity (index into this list given by `intensity`). */
  readonly visibility: readonly Range[];
  readonly intensity?: readonly number[];
  readonly wind: Range;
  readonly pressure: Range;
  /** Temperature bounds (°C) the condition needs, e.g. snow at most +1.5 °C. */
  readonly temperature?: Range;
}

const night = (hour: number) => hour < 8 || hour > 21;

const profiles: readonly Profile[] = [
  {
    ids: [800],
    weights: [30],
    clouds: [0, 10],
    humidity: [25, 70],
    visibility: [[10000, 10000]],
    wind: [0, 5],
    pressure: [1012, 1030],
  },
  {
    ids: [801],
    weights: [12],
    clouds: [11, 25],
    humidity: [30, 75],
    visibility: [[10000, 10000]],
    wind: [0.5, 6],
    pressure: [1008, 1026],
  },
  {
    ids: [802],
    weights: [12],
    clouds: [25, 50],
    humidity: [35, 80],
    visibility: [[10000, 10000]],
    wind: [0.5, 7],
    pressure: [1005, 1024],
  },
  {
    ids: [803],
    weights: [12],
    clouds: [51, 84],
    humidity: [40, 85],
    visibility: [[8000, 10000]],
    wind: [1, 8],
    pressure: [1002, 1022],
  },
  {
    ids: [804],
    weights: [14],
    clouds: [85, 100],
    humidity: [50, 92],
    visibility: [[6000, 10000]],
    wind: [1, 9],
    pressure: [998, 1020],
  },
  {
    ids: [300, 301, 302, 310, 311, 312, 313, 314, 321],
    weights: [2, 1.5, 0.3, 0.5, 0.5, 0.2, 0.3, 0.1, 0.3],
    factor: (t) => (t >= 1 ? 1 : 0),
    intensity: [0, 1, 2, 0, 1, 2, 1, 2, 1],
    clouds: [75, 100],
    humidity: [85, 100],
    visibility: [
      [5000, 10000],
      [3000, 9000],
      [2000, 6000],
    ],
    wind: [1, 7],
    pressure: [998, 1016],
    temperature: [0.5, 45],
  },
  {
    ids: [500, 501, 502, 503, 504, 520, 521, 522, 531],
    weights: [8, 4, 1.5, 0.4, 0.1, 2, 1.5, 0.4, 0.2],
    factor: (t) => (t >= 1 ? 1 : 0),
    intensity: [0, 1, 2, 3, 3, 0, 1, 2, 1],
    clouds: [75, 100],
    humidity: [80, 100],
    visibility: [
      [6000, 10000],
      [4000, 9000],
      [2000, 6000],
      [800, 3000],
    ],
    wind: [1, 10],
    pressure: [990, 1012],
    temperature: [0.5, 45],
  },
  {
    ids: [511],
    weights: [0.8],
    factor: (t) => (t >= -6 && t <= 1 ? 1 : 0),
    clouds: [90, 100],
    humidity: [88, 100],
    visibility: [[2000, 6000]],
    wind: [1, 8],
    pressure: [995, 1015],
    temperature: [-6, 0],
  },
  {
    ids: [200, 201, 202, 210, 211, 212, 221, 230, 231, 232],
    weights: [0.6, 0.6, 0.3, 0.5, 0.8, 0.2, 0.2, 0.2, 0.2, 0.1],
    factor: (t) => (t < 12 ? 0 : 1 + (t - 12) / 8),
    clouds: [70, 100],
    humidity: [70, 100],
    visibility: [[3000, 10000]],
    wind: [3, 15],
    pressure: [995, 1012],
    temperature: [10, 45],
  },
  {
    ids: [600, 601, 602, 620, 621, 622],
    weights: [6, 4, 1, 2, 1.5, 0.3],
    factor: (t) => (t <= 1.5 ? 1 : 0),
    intensity: [0, 1, 2, 0, 1, 2],
    clouds: [80, 100],
    humidity: [85, 100],
    visibility: [
      [2000, 8000],
      [1000, 4000],
      [200, 1000],
    ],
    wind: [1, 10],
    pressure: [995, 1020],
    temperature: [-45, 1.5],
  },
  {
    ids: [611, 612, 613, 615, 616],
    weights: [1, 0.5, 0.5, 0.8, 0.8],
    factor: (t) => (t >= -2 && t <= 3 ? 1 : 0),
    clouds: [85, 100],
    humidity: [88, 100],
    visibility: [[1500, 6000]],
    wind: [1, 9],
    pressure: [995, 1015],
    temperature: [-2, 3],
  },
  {
    ids: [701],
    weights: [3],
    factor: (_t, h) => (night(h) ? 2 : 1),
    clouds: [20, 100],
    humidity: [90, 100],
    visibility: [[1000, 4900]],
    wind: [0, 4],
    pressure: [1000, 1025],
  },
  {
    ids: [741],
    weights: [1],
    factor: (t, h) => (t < 22 ? (night(h) ? 3 : 1) : 0),
    clouds: [40, 100],
    humidity: [95, 100],
    visibility: [[50, 900]],
    wind: [0, 3],
    pressure: [1005, 1030],
  },
  {
    ids: [721],
    weights: [2],
    factor: (t) => (t > 8 ? 1 : 0),
    clouds: [0, 40],
    humidity: [30, 75],
    visibility: [[2000, 5000]],
    wind: [0, 5],
    pressure: [1005, 1025],
  },
  {
    ids: [711],
    weights: [0.3],
    clouds: [0, 50],
    humidity: [20, 60],
    visibility: [[800, 5000]],
    wind: [0, 6],
    pressure: [1005, 1025],
  },
  {
    ids: [731, 761],
    weights: [0.1, 0.2],
    factor: (t) => (t > 18 ? 1 : 0),
    clouds: [0, 30],
    humidity: [5, 35],
    visibility: [[1000, 6000]],
    wind: [6, 15],
    pressure: [1000, 1020],
    temperature: [18, 50],
  },
  {
    ids: [751],
    weights: [0.1],
    factor: (t) => (t > 22 ? 1 : 0),
    clouds: [0, 20],
    humidity: [5, 25],
    visibility: [[500, 3000]],
    wind: [8, 18],
    pressure: [1000, 1018],
    temperature: [22, 50],
  },
  {
    ids: [762],
    weights: [0.02],
    clouds: [20, 90],
    humidity: [20, 60],
    visibility: [[500, 5000]],
    wind: [0, 8],
    pressure: [1000, 1022],
  },
  {
    ids: [771],
    weights: [0.1],
    clouds: [70, 100],
    humidity: [60, 95],
    visibility: [[4000, 10000]],
    wind: [12, 25],
    pressure: [990, 1010],
  },
  {
    ids: [781],
    weights: [0.02],
    factor: (t) => (t > 10 ? 1 : 0),
    clouds: [90, 100],
    humidity: [70, 100],
    visibility: [[1000, 6000]],
    wind: [18, 45],
    pressure: [980, 1005],
    temperature: [10, 45],
  },
];

const profileById = new Map<number, { profile: Profile; index: number }>();
for (const profile of profiles) {
  profile.ids.forEach((id, index) => {
    profileById.set(id, { profile, index });
  });
}

/** Codes that are precipitation and may be paired with mist, as the service does ("light rain" + "mist"). */
const precipitating = (id: number) => (id >= 300 && id < 400) || (id >= 500 && id < 700 && id !== 511);
/** Thunderstorm codes whose description has no rain: the service pairs them with a rain code. */
const dryThunder = new Set([210, 211, 212, 221]);

const round2 = (value: number) => Math.round(value * 100) / 100;
const clamp = (value: number, [lo, hi]: Range) => Math.min(hi, Math.max(lo, value));

/** The draws of one 3-hour regime at a place. */
interface Regime {
  readonly weather: readonly number[];
  readonly clouds: number;
  readonly humidity: number;
  readonly visibility: number;
  readonly wind: number;
  readonly deg: number;
  readonly pressure: number;
  readonly profile: Profile;
}

/**
 * A generator's source of weather: its private faker instance and seed, and small caches of the
 * draws that several observations share (the 3-hour regime, the day's temperature anomaly). The
 * caches only save work: every value is a pure function of (seed, place, time).
 * @internal
 */
export interface WeatherModel {
  readonly faker: Faker;
  readonly seed: number;
  readonly regimes: Map<string, Regime>;
  readonly anomalies: Map<string, number>;
  readonly suns: Map<string, SunTimes>;
}

const MODEL_CACHE_LIMIT = 1024;

/** A place as the model sees it: its key (`CODE,CC`, for caches), its hash (for seeds), itself. @internal */
export interface Spot {
  readonly key: string;
  readonly placeHash: number;
  readonly place: Place;
  /** Ground elevation, metres, when the place data knows it; otherwise one is drawn for the place. */
  readonly elevation?: number | undefined;
}

/** Creates the weather model of one generator around its faker instance. @internal */
export function createWeatherModel(faker: Faker, seed: number): WeatherModel {
  return { faker, seed, regimes: new Map(), anomalies: new Map(), suns: new Map() };
}

function remember<V>(cache: Map<string, V>, key: string, value: V): V {
  if (cache.size >= MODEL_CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

/** A whole number in [min, max] from the faker instance. */
const int = (faker: Faker, min: number, max: number) => faker.number.int({ min, max });
/** A number in [min, max] with 2 decimals, exactly (drawn as an integer of hundredths). */
const hundredths = (faker: Faker, min: number, max: number) =>
  faker.number.int({ min: Math.round(min * 100), max: Math.round(max * 100) }) / 100;

/** Picks a primary condition by the profiles' weights at a temperature and hour, with one draw. */
function pickCondition(faker: Faker, temperature: number, hour: number): number {
  let total = 0;
  for (const profile of profiles) {
    const factor = profile.factor ? profile.factor(temperature, hour) : 1;
    if (factor > 0) for (const weight of profile.weights) total += weight * factor;
  }
  let target = (int(faker, 0, 999_999) / 1_000_000) * total;
  let last = 800;
  for (const profile of profiles) {
    const factor = profile.factor ? profile.factor(temperature, hour) : 1;
    if (factor <= 0) continue;
    for (let index = 0; index < profile.weights.length; index += 1) {
      const id = profile.ids[index] as number;
      target -= (profile.weights[index] as number) * factor;
      last = id;
      if (target < 0) return id;
    }
  }
  return last;
}

function drawRegime(model: WeatherModel, spot: Spot, period: number, forced: number | undefined): Regime {
  const { placeHash, place } = spot;
  const key = `${spot.key}|${period}`;
  if (forced === undefined) {
    const cached = model.regimes.get(key);
    if (cached) return cached;
  }
  const { faker, seed } = model;
  // Temperature that decides the condition: the climate at the middle of the period + the anomaly.
  const middle = period * REGIME_SECONDS + REGIME_SECONDS / 2;
  const typical = climateTemperature(place.lat, place.lon, middle, 50) + anomaly(model, spot, middle);
  const hour = localSolarHour(middle, place.lon);
  faker.seed(drawSeed(seed, placeHash, SALT_REGIME, period));
  const drawn = pickCondition(faker, typical, hour);
  const primary = forced ?? drawn;
  const entry = profileById.get(primary);
  if (!entry) throw new Error(`no profile for condition ${primary}`);
  const { profile, index } = entry;
  const visRange = profile.visibility[profile.intensity?.[index] ?? 0] ??
    profile.visibility[0] ?? [10000, 10000];
  const weather = [primary];
  let visibility = int(faker, visRange[0], visRange[1]);
  if (visibility < 10000) visibility = Math.round(visibility / 10) * 10;
  const thunderRain = dryThunder.has(primary) && int(faker, 0, 9) < 6;
  if (thunderRain) {
    const r = int(faker, 0, 5);
    weather.push(r < 3 ? 500 : r < 5 ? 501 : 502);
  }
  const mistLow = Math.max(visRange[0], 1000);
  const mistHigh = Math.min(visRange[1], 4900);
  if ((precipitating(primary) || thunderRain) && mistLow <= mistHigh && int(faker, 0, 99) < 35) {
    weather.push(701);
    visibility = Math.round(int(faker, mistLow, mistHigh) / 10) * 10;
  }
  const regime: Regime = {
    weather,
    clouds: int(faker, profile.clouds[0], profile.clouds[1]),
    humidity: int(faker, profile.humidity[0], profile.humidity[1]),
    visibility,
    wind: hundredths(faker, profile.wind[0], profile.wind[1]),
    deg: int(faker, 0, 359),
    pressure: int(faker, profile.pressure[0], profile.pressure[1]),
    profile,
  };
  return forced === undefined ? remember(model.regimes, key, regime) : regime;
}

/** The anomaly (K) drawn for one local day at a place. */
function dayAnomaly(model: WeatherModel, spot: Spot, day: number): number {
  const key = `${spot.key}|${day}`;
  const cached = model.anomalies.get(key);
  if (cached !== undefined) return cached;
  model.faker.seed(drawSeed(model.seed, spot.placeHash, SALT_DAY, day));
  return remember(model.anomalies, key, hundredths(model.faker, -5, 5));
}

/** The day's temperature anomaly (K), interpolated between the local days around `at`. */
function anomaly(model: WeatherModel, spot: Spot, at: number): number {
  const local = (at + spot.place.lon * 240) / DAY;
  const day = Math.floor(local);
  const f = local - day;
  return dayAnomaly(model, spot, day) * (1 - f) + dayAnomaly(model, spot, day + 1) * f;
}

/** The per-place phase of the bucket grid (stations report at their own minute), seconds. @internal */
export function bucketPhase(seed: number, placeHash: number): number {
  return drawSeed(seed, placeHash, SALT_PHASE, 0) % BUCKET_SECONDS;
}

/** The bucket (index) of a moment at a place. @internal */
export function bucketOf(unixSeconds: number, phase: number): number {
  return Math.floor((unixSeconds - phase) / BUCKET_SECONDS);
}

/** The reporting station of a place (a property of the place, not of the seed). */
function station(faker: Faker, placeHash: number): { type: 1 | 2; id: number } {
  faker.seed(drawSeed(0, placeHash, SALT_STATION, 0));
  return int(faker, 1, 2) === 1
    ? { type: 1, id: int(faker, 1000, 9999) }
    : { type: 2, id: int(faker, 2_000_000, 2_099_999) };
}

/**
 * Draws the standard-unit record of one bucket at a place: `dt` is the start of the bucket (so it
 * is never after the clock, and is the same for every request inside the bucket). Both shapes
 * report the same weather; the current shape adds its own fields from draws of their own.
 * @param forced - a primary condition the caller demands (an override), or `undefined`.
 * @param shape - the record's shape (which day's sun, which fields).
 * @internal
 */
export function drawStandardRecord(
  model: WeatherModel,
  spot: Spot,
  bucket: number,
  phase: number,
  forced?: number,
  shape: RecordShape = 'specification',
): WeatherRecord | CurrentWeatherRecord {
  const { faker, seed } = model;
  const { placeHash, place } = spot;
  const dt = bucket * BUCKET_SECONDS + phase;
  const regime = drawRegime(model, spot, Math.floor(dt / REGIME_SECONDS), forced);
  const todays = anomaly(model, spot, dt);

  faker.seed(drawSeed(seed, placeHash, SALT_BUCKET, bucket));
  const { profile } = regime;
  const clouds = clamp(regime.clouds + int(faker, -3, 3), profile.clouds);
  const humidity = clamp(regime.humidity + int(faker, -2, 2), profile.humidity);
  const speed = round2(clamp(regime.wind + hundredths(faker, -0.3, 0.3), profile.wind));
  const deg = (regime.deg + int(faker, -12, 12) + 360) % 360;
  const pressure = regime.pressure + int(faker, -1, 1);
  let celsius = climateTemperature(place.lat, place.lon, dt, clouds) + todays + hundredths(faker, -0.3, 0.3);
  if (profile.temperature) celsius = clamp(celsius, profile.temperature);
  celsius = clamp(celsius, [-89, 56]);
  const temp = round2(celsius + 273.15);
  const tempMin = round2(temp - hundredths(faker, 0, 2.5));
  const tempMax = round2(temp + hundredths(faker, 0, 2.5));
  const message = int(faker, 10, 500) / 10_000;
  const { type, id: stationId } = station(faker, placeHash);

  const timezone = shape === 'current' ? utcOffsetAt(place.lat, place.lon, dt) : 0;
  const day = shape === 'current' ? localSunDay(dt, timezone, place.lon) : calendarDay(dt, 0);
  const sunKey = `${spot.key}|${day}`;
  const sun =
    model.suns.get(sunKey) ?? remember(model.suns, sunKey, sunTimesOfDay(place.lat, place.lon, day));
  const weather = regime.weather.map((id) => {
    const condition = conditionById(id);
    if (!condition) throw new Error(`unknown condition ${id}`);
    return {
      id,
      main: condition.main,
      description: condition.description,
      icon: iconFor(condition, dt, sun.sunrise, sun.sunset),
    };
  });
  if (shape === 'current') {
    faker.seed(drawSeed(seed, placeHash, SALT_CURRENT, bucket));
    const gust = drawGust(faker, speed, regime.profile);
    const rain = precipitation(faker, regime.weather, isRaining, rainRanges);
    const snow = precipitation(faker, regime.weather, isSnowing, snowRanges);
    const current: CurrentWeatherRecord = {
      coord: { lon: place.lon, lat: place.lat },
      weather,
      base: 'stations',
      main: {
        temp,
        feels_like: apparentTemperature(temp, humidity, speed),
        temp_min: tempMin,
        temp_max: tempMax,
        pressure,
        humidity,
        sea_level: pressure,
        grnd_level: groundPressure(pressure, spot.elevation ?? drawnElevation(faker, placeHash)),
      },
      visibility: regime.visibility,
      wind: gust === undefined ? { speed, deg } : { speed, deg, gust },
      ...(rain === undefined ? {} : { rain: { '1h': rain } }),
      ...(snow === undefined ? {} : { snow: { '1h': snow } }),
      clouds: { all: clouds },
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
    visibility: regime.visibility,
    wind: { speed, deg },
    clouds: { all: clouds },
    dt,
    sys: { type, id: stationId, message, country: place.country, sunrise: sun.sunrise, sunset: sun.sunset },
    id: 0,
    name: place.name,
    cod: 200,
  };
}

/**
 * Gusts of one observation, m/s: more likely the stronger the wind (always in squalls and
 * tornadoes), 1.2 to 1.9 times the wind speed and at least 0.5 m/s above it; `undefined` when calm.
 */
function drawGust(faker: Faker, speed: number, profile: Profile): number | undefined {
  const stormy = profile.ids.includes(771) || profile.ids.includes(781);
  const chance = stormy ? 100 : Math.min(90, Math.max(10, Math.round(speed * 9)));
  if (int(faker, 0, 99) >= chance) return undefined;
  const factor = hundredths(faker, 1.2, 1.9);
  return round2(Math.max(speed * factor, speed + 0.5));
}

/** Rain per hour (mm) by condition code: the intensity the description names. */
const rainRanges: ReadonlyMap<number, Range> = new Map<number, Range>([
  [200, [0.2, 2.5]],
  [201, [2.5, 7.6]],
  [202, [7.6, 30]],
  [230, [0.1, 0.3]],
  [231, [0.3, 0.6]],
  [232, [0.6, 1.2]],
  [300, [0.1, 0.3]],
  [301, [0.3, 0.6]],
  [302, [0.6, 1.2]],
  [310, [0.1, 0.4]],
  [311, [0.3, 0.8]],
  [312, [0.8, 1.5]],
  [313, [0.5, 1.5]],
  [314, [1.2, 3]],
  [321, [0.3, 1]],
  [500, [0.1, 2.5]],
  [501, [2.5, 7.6]],
  [502, [7.6, 25]],
  [503, [25, 50]],
  [504, [50, 100]],
  [511, [0.2, 3]],
  [520, [0.2, 2.5]],
  [521, [2.5, 7.6]],
  [522, [7.6, 25]],
  [531, [0.5, 5]],
  [615, [0.1, 1]],
  [616, [1, 3]],
]);

/** Snow per hour (mm of water) by condition code. */
const snowRanges: ReadonlyMap<number, Range> = new Map<number, Range>([
  [600, [0.1, 1]],
  [601, [1, 2.5]],
  [602, [2.5, 6]],
  [611, [0.2, 2]],
  [612, [0.1, 1]],
  [613, [0.5, 2.5]],
  [615, [0.1, 1]],
  [616, [1, 3]],
  [620, [0.1, 1]],
  [621, [1, 2.5]],
  [622, [2.5, 6]],
]);

/**
 * The last hour's rain or snow (mm), drawn in the range of the most intense condition of the record
 * that says it rains (or snows); `undefined` when none does.
 */
function precipitation(
  faker: Faker,
  ids: readonly number[],
  says: (id: number) => boolean,
  ranges: ReadonlyMap<number, Range>,
): number | undefined {
  let range: Range | undefined;
  for (const id of ids) {
    if (!says(id)) continue;
    const candidate = ranges.get(id) ?? [0.1, 1];
    if (range === undefined || candidate[1] > range[1]) range = candidate;
  }
  return range === undefined ? undefined : hundredths(faker, range[0], range[1]);
}

/**
 * A ground elevation for a place whose data gives none, metres: drawn once per place (not per
 * seed), mostly low (half of the places below 150 m), at most 1500 m.
 */
function drawnElevation(faker: Faker, placeHash: number): number {
  faker.seed(drawSeed(0, placeHash, SALT_ELEVATION, 0));
  const u = int(faker, 0, 1000) / 1000;
  return Math.round(1500 * u ** 3);
}

/**
 * The pressure at a height, hPa (integer), from the sea-level pressure: the International Standard
 * Atmosphere's barometric formula, p = p0 (1 − 2.25577e-5 h)^5.25588.
 */
function groundPressure(seaLevel: number, elevation: number): number {
  return Math.round(seaLevel * (1 - 2.25577e-5 * elevation) ** 5.25588);
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
  let range: Range | undefined;
  for (const id of ids) {
    if (!says(id)) continue;
    const candidate = ranges.get(id) ?? [0.1, 1];
    if (range === undefined || candidate[1] > range[1]) range = candidate;
  }
  return range === undefined ? undefined : round2((range[0] + range[1]) / 2);
}
