/**
 * The air at a place and moment: the eight components the service reports, in µg/m³, as a
 * deterministic function of (seed, place, time). Plausible rather than measured (the double's
 * model, documented in docs/air-pollution.md):
 *
 * - **Town above countryside**: each pollutant has a countryside and a city level, mixed by the
 *   place's `urbanity` (0 open country … 1 a large city). NO, NO₂, CO, SO₂ and particles rise with
 *   it; ozone is lower in towns at rush hour (NO titrates it); ammonia (farmland) is a little higher
 *   in the countryside.
 * - **Daily cycle** at the local solar hour: traffic peaks at 08:00 and 18:30 (NO, NO₂, CO, a
 *   little PM), ozone peaks at 15:00 (photochemistry) and is lowest before dawn.
 * - **Season**: in mid and high latitudes heating adds particles, CO and SO₂ in winter; ozone is
 *   higher in summer.
 * - **Seeded variation**: a factor per place (its usual air), a factor per local day (weather that
 *   traps or clears the air), interpolated between days so the series is smooth, and a small one
 *   per hour, all from the project's hash draws of (seed, place, day or hour).
 *
 * Values are rounded to 2 decimals (the service's recorded answers: `"co":220.3`, `"no":0`,
 * `"pm2_5":0.7`). Between whole hours the components are interpolated, so the current answer at
 * any observation time lies between the hours around it.
 */

import { BoundedCache } from '../cache.js';
import { hashString, mixNumber } from '../draws/hash.js';

const DAY = 86_400;
const HOUR = 3600;
const TWO_32 = 4_294_967_296;

/**
 * Concentrations of one hour, µg/m³ (at most 2 decimals, shortest form, may be 0), in the
 * service's key order.
 *
 * @example
 * ```ts
 * const components: AirComponents = { co: 220.3, no: 0, no2: 5.31, o3: 86.55, so2: 0.74, pm2_5: 0.7, pm10: 1.96, nh3: 0.09 };
 * ```
 */
export interface AirComponents {
  /** Carbon monoxide. */
  co: number;
  /** Nitrogen monoxide (does not count in `aqi`). */
  no: number;
  /** Nitrogen dioxide. */
  no2: number;
  /** Ozone. */
  o3: number;
  /** Sulphur dioxide. */
  so2: number;
  /** Fine particles (2.5 µm and less). */
  pm2_5: number;
  /** Coarse particles (10 µm and less). */
  pm10: number;
  /** Ammonia (does not count in `aqi`). */
  nh3: number;
}

/** Where the air is: coordinates and how urban the place is (0 … 1). @internal */
export interface AirPlace {
  readonly lat: number;
  readonly lon: number;
  /** 0 open country … 1 a large city (see `urbanityOf`: the population of the cities around it). */
  readonly urbanity: number;
}

const SALT_PLACE = 31;
const SALT_DAY = 32;
const SALT_HOUR = 33;

/** A uniform draw in [0, 1) from (seed, place hash, salt, index). */
function uniform(seed: number, placeHash: number, salt: number, index: number): number {
  return mixNumber(mixNumber(mixNumber(placeHash, seed), salt), index) / TWO_32;
}

/** A log-uniform factor between `1/spread` and `spread` from a uniform draw. */
const factor = (u: number, spread: number) => spread ** (2 * u - 1);

/** Countryside and city levels (µg/m³) of each component at its daily mean. */
const LEVELS = {
  co: [210, 520],
  no: [0.05, 9],
  no2: [2.5, 42],
  o3: [72, 48],
  so2: [0.6, 9],
  pm2_5: [3.5, 30],
  nh3: [2.2, 1.1],
} as const;

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Traffic at a local solar hour: morning and evening peaks, about 0 at night. */
function traffic(hour: number): number {
  return Math.exp(-(((hour - 8) / 1.6) ** 2)) + 0.85 * Math.exp(-(((hour - 18.5) / 2) ** 2));
}

/** Sunlit photochemistry at a local solar hour: 1 at 15:00, 0 at 03:00. */
function photo(hour: number): number {
  return 0.5 + 0.5 * Math.cos((2 * Math.PI * (hour - 15)) / 24);
}

/** Winter (1 at midwinter, 0 at midsummer) of a place at a moment; 0.5 all year in the tropics. */
function winter(lat: number, unixSeconds: number): number {
  const date = new Date(unixSeconds * 1000);
  const dayOfYear = (unixSeconds - Date.UTC(date.getUTCFullYear(), 0, 1) / 1000) / DAY;
  const north = 0.5 + 0.5 * Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365.2422);
  const seasonal = lat >= 0 ? north : 1 - north;
  const strength = Math.min(1, Math.max(0, (Math.abs(lat) - 20) / 25));
  return 0.5 + (seasonal - 0.5) * strength;
}

/** The model of one place for one seed (its per-place draws done once). @internal */
export interface AirModel {
  /** The components at a moment (Unix seconds), interpolated between whole hours. */
  at(unixSeconds: number): AirComponents;
}

/** A place's usual air, one factor per pollutant family: traffic (NO, NO₂), CO, O₃, SO₂, PM, NH₃. */
type UsualAir = readonly [number, number, number, number, number, number];

/** The components of one whole hour `hourIndex` (Unix seconds / 3600). */
function hourComponents(
  seed: number,
  placeHash: number,
  place: AirPlace,
  usual: UsualAir,
  coarse: number,
  hourIndex: number,
): AirComponents {
  const t = hourIndex * HOUR;
  const hour = ((((t + place.lon * 240) % DAY) + DAY) % DAY) / HOUR;
  const u = Math.min(1, Math.max(0, place.urbanity));
  // The day's factor, interpolated between local solar days (noon to noon).
  const local = (t + place.lon * 240) / DAY - 0.5;
  const day = Math.floor(local);
  const f = local - day;
  const dayFactor = (offset: number) =>
    lerp(
      factor(uniform(seed, placeHash, SALT_DAY + offset, day), 1.8),
      factor(uniform(seed, placeHash, SALT_DAY + offset, day + 1), 1.8),
      f,
    );
  const stagnant = dayFactor(0); // the day's mixing: traffic and particle pollutants together
  const sunny = dayFactor(10); // the day's ozone
  const jitter = (k: number) => factor(uniform(seed, placeHash, SALT_HOUR + k, hourIndex), 1.12);
  const w = winter(place.lat, t);
  const rush = traffic(hour);
  const light = photo(hour);
  const level = (key: keyof typeof LEVELS) => lerp(LEVELS[key][0], LEVELS[key][1], u);
  const heating = 0.7 + 0.6 * w;

  const no2 = level('no2') * (0.45 + 0.9 * rush) * (0.8 + 0.4 * w) * stagnant * usual[0] * jitter(0);
  const no =
    level('no') * (0.05 + 1.7 * rush * (1 - 0.5 * light)) * (0.7 + 0.6 * w) * stagnant * usual[0] * jitter(1);
  const co = level('co') * (0.85 + 0.35 * rush) * heating * stagnant ** 0.6 * usual[1] * jitter(2);
  const o3 =
    level('o3') *
    (0.35 + 0.95 * light) *
    (1 - 0.35 * u * rush) *
    (1.2 - 0.4 * w) *
    sunny *
    usual[2] *
    jitter(3);
  const so2 = level('so2') * (0.85 + 0.3 * rush) * heating * stagnant * usual[3] * jitter(4);
  const pm25 = level('pm2_5') * (0.85 + 0.3 * rush) * heating * stagnant * usual[4] * jitter(5);
  const pm10 = pm25 * coarse * jitter(6);
  const nh3 = level('nh3') * (0.75 + 0.4 * light) * (1.15 - 0.3 * w) * usual[5] * jitter(7);
  return { co, no, no2, o3, so2, pm2_5: pm25, pm10, nh3 };
}

const KEYS = ['co', 'no', 'no2', 'o3', 'so2', 'pm2_5', 'pm10', 'nh3'] as const;

/**
 * The air model of a place for a seed. `urbanity` comes from the caller (the place data).
 * @internal
 */
export function createAirModel(seed: number, place: AirPlace): AirModel {
  const placeHash = hashString(`${place.lat},${place.lon}`);
  // The place's usual air, one factor per pollutant family: traffic (NO, NO₂), CO, O₃, SO₂, PM, NH₃.
  const draw = (k: number) => factor(uniform(seed, placeHash, SALT_PLACE + k, 0), 1.5);
  const usual: UsualAir = [draw(0), draw(1), draw(2), draw(3), draw(4), draw(5)];
  // PM10 / PM2.5: 1.25 (town, fine combustion particles) to 1.9 (dust of the countryside).
  const coarse =
    lerp(1.9, 1.25, Math.min(1, Math.max(0, place.urbanity))) *
    factor(uniform(seed, placeHash, SALT_PLACE + 9, 0), 1.1);
  const hours = new BoundedCache<number, AirComponents>(1024);
  const ofHour = (index: number) =>
    hours.get(index) ?? hours.set(index, hourComponents(seed, placeHash, place, usual, coarse, index));
  return {
    at(unixSeconds) {
      const exact = unixSeconds / HOUR;
      const index = Math.floor(exact);
      const f = exact - index;
      const a = ofHour(index);
      const out = {} as AirComponents;
      if (f === 0) {
        for (const key of KEYS) out[key] = round2(a[key]);
        return out;
      }
      const b = ofHour(index + 1);
      for (const key of KEYS) out[key] = round2(lerp(a[key], b[key], f));
      return out;
    },
  };
}

/**
 * How urban a place is (0 … 1) from the cities around it (population, distance in km): the
 * largest share any one city gives, where a city of population P gives
 *
 *     size(P) = clamp(log10(P / 1000) / 4, 0, 1)        1000 → 0, 100 000 → 0.5, 10 million → 1
 *     r(P)    = 0.3 · sqrt(P / 1000) km                  its built-up radius: 1 M → 9.5 km, 10 M → 30 km
 *     near    = clamp(2 − d / r(P), 0, 1)                whole within r(P), none beyond 2 r(P)
 *     share   = size(P) · near
 *
 * So the middle of a city of millions is very urban (0.75 … 1), a town of 20 000 about 0.33, a
 * village 0, and the open ocean (no city) 0. The double's choice, documented in docs/climate.md.
 * @example
 * urbanityOf([{ population: 10_000_000, km: 5 }]); // 1
 * urbanityOf([]); // 0 (open ocean)
 * @internal
 */
export function urbanityOf(cities: readonly { readonly population: number; readonly km: number }[]): number {
  let urbanity = 0;
  for (const { population, km } of cities) {
    if (population <= 1000) continue;
    const size = Math.min(1, Math.log10(population / 1000) / 4);
    const radius = 0.3 * Math.sqrt(population / 1000);
    const near = Math.min(1, Math.max(0, 2 - km / radius));
    urbanity = Math.max(urbanity, size * near);
  }
  return urbanity;
}
