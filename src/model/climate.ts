/**
 * The climate of a place: what the weather timeline draws its temperature, its share of wet hours,
 * its daily range and its humidity from. Built from real 1991–2020 normals (`climate-data.ts`,
 * written by `scripts/build-climate.mjs`; NOAA NCEP/NCAR Reanalysis 1 2 m temperature and surface
 * height, GPCP v2.3 precipitation, R1 surface longwave cloud forcing, all on one 2.5° grid). See
 * docs/climate.md.
 *
 * - **Where**: the four grid cells around the place, bilinearly (periodic in longitude).
 * - **Height**: the temperature is moved from the grid's surface height to the place's elevation
 *   at 6.5 K/km (the standard atmosphere's lapse rate); a place whose elevation is not known keeps
 *   the grid's.
 * - **When**: each month's normal is the mean over that month, so the year is a mean-preserving
 *   Fourier series through the twelve (harmonics 0 to 3, each harmonic divided by the factor a month's
 *   averaging shrinks it by), evaluated at the fraction of the tropical year since 1 January 2000.
 * - **Daily range** (no redistributable daily maximum and minimum was found, so it is modelled): over
 *   land `4 K + 10 K × dryness + 3 K × (1 − cloudiness) + 2 K per km of elevation` (at most 4 km),
 *   where dryness is `exp(−P / 40 mm)` of the month's precipitation P and cloudiness the month's
 *   longwave cloud forcing / 50 W/m² (0..1); over the sea 1 K; the two mixed by how much land the
 *   grid sees (its surface height, 20 m → 140 m; a place of the place data counts as mostly land).
 *   So ~5 K in the humid tropics, ~8 K in a rainy mid-latitude town, ~16 K and more in deserts and
 *   high dry places.
 * - **Wet hours**: the share of hours with precipitation is the month's precipitation over 730 h ×
 *   {@link meanWetRate} (the timeline's mean rate when it precipitates), between 0.02 % and 45 %;
 *   the timeline's wetness is shifted so that exactly that share of it lies above the precipitating
 *   band ({@link WETNESS_EXCEEDANCE}). Deserts almost never rain, a monsoon month mostly does.
 * - **Humidity**: a dew point below the day's mean temperature by `(2 K + 16 K × dryness)` (dryness
 *   with 30 mm), less when the weather is wet; the relative humidity follows from it and the
 *   temperature of the hour (Magnus), so it is high at night and in wet weather, low on dry
 *   afternoons.
 * - **Variability**: the day-to-day anomaly is ±5 K at its widest (mid and high latitudes over
 *   land), less in the tropics and over the sea.
 */

import { climateGridBytes } from '#deps';

// `a[i] as number` below: indices run over the grid's cells and planes, twelve months or a
// series' seven harmonics (fixed layouts), so the element exists; the cast is what
// `noUncheckedIndexedAccess` asks for.

const clamp = (value: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, value));

const DAY = 86_400;
const YEAR_SECONDS = 365.2422 * DAY;
/** 2000-01-01T00:00:00Z: the year's phase is counted from it. */
const EPOCH = 946_684_800;

const ROWS = 72;
const COLS = 144;
const CELLS = ROWS * COLS;
const PLANE_ZS = 0;
const PLANE_T = 1;
const PLANE_P = 13;
const PLANE_CF = 25;

/**
 * The grid's bytes (see scripts/build-climate.mjs), loaded on first use, not at import (issue 29:
 * a test file that imports the handlers does not pay for it before its first request); never
 * written. How they are loaded is `#deps`'s: Node reads them from a file, a bundle holds them.
 */
const decoded: { bytes?: Uint8Array } = {};

/** The grid's bytes, loaded the first time. */
function grid(): Uint8Array {
  decoded.bytes ??= climateGridBytes();
  return decoded.bytes;
}

/** The decoded value of plane `plane` at cell `index`. */
function valueAt(plane: number, index: number): number {
  const code = grid()[plane * CELLS + index] as number;
  if (plane === PLANE_ZS) return code * 25 - 200;
  if (plane < PLANE_P) return code / 2 - 75;
  if (plane < PLANE_CF) return (code / 8) ** 2;
  return code / 3 - 10;
}

/** The highest dew point, °C (the world's most humid coasts reach 28–30 °C). @internal */
export const MAX_DEW_POINT = 28;

/** The relative humidity (%) of air at `celsius` whose dew point is `dewPoint` (°C; Magnus). @internal */
export function humidityAtDewPoint(celsius: number, dewPoint: number): number {
  return 100 * Math.exp((17.625 * dewPoint) / (243.04 + dewPoint) - (17.625 * celsius) / (243.04 + celsius));
}
/** Lapse rate from the grid's surface down to a place below it: the standard atmosphere's, K per metre. */
const LAPSE_DOWN = 0.0065;
/**
 * Lapse rate from the grid's surface up to a place above it (a town in a valley or on a plateau the
 * 2.5° grid smooths away), K per metre: the air over heated high ground is warmer than the free
 * atmosphere at its height; lapse rates measured along mountain surfaces are 4–6 K/km.
 */
const LAPSE_UP = 0.004;
/**
 * The timeline's mean precipitation rate when it precipitates at a month's mean temperature (°C),
 * mm/h: 0.38 mm/h of snow (water) below −2 °C, 1.28 mm/h of rain above 3 °C (measured: the totals of
 * scripts/precipitation-figures.mjs, 110 cities, 2021–2023, hourly, come out as the normals). The
 * share of wet hours is the month's precipitation over 730 h × this.
 * @internal
 */
function meanWetRate(celsius: number): number {
  return 0.38 + 0.9 * clamp((celsius + 2) / 5, 0, 1);
}
/** The wetness above which the timeline precipitates (`WETNESS_BANDS.overcast`). */
const WET_AT = 0.663;
/**
 * How often the timeline's unshifted wetness (0.7 × slow + 0.3 × fast value noise) exceeds a level:
 * pairs (share, level), from 4 million samples of the two processes.
 * @internal
 */
const WETNESS_EXCEEDANCE: readonly (readonly [number, number])[] = [
  [0.6, 0.4439],
  [0.5, 0.5001],
  [0.4, 0.5564],
  [0.3, 0.6144],
  [0.22, 0.664],
  [0.15, 0.7122],
  [0.1, 0.7532],
  [0.07, 0.7835],
  [0.05, 0.8082],
  [0.03, 0.8401],
  [0.02, 0.8612],
  [0.01, 0.8908],
  [0.005, 0.9137],
  [0.002, 0.9366],
  [0.001, 0.9498],
  [0.0005, 0.96],
  [0.0002, 0.9704],
];

/** The wetness level exceeded by a share `share` of the time (log-linear between the table's pairs). */
function levelExceeded(share: number): number {
  const table = WETNESS_EXCEEDANCE;
  const first = table[0] as readonly [number, number];
  if (share >= first[0]) return first[1];
  for (let i = 1; i < table.length; i += 1) {
    const [s1, w1] = table[i] as readonly [number, number];
    if (share >= s1) {
      const [s0, w0] = table[i - 1] as readonly [number, number];
      return w1 + ((w0 - w1) * Math.log(share / s1)) / Math.log(s0 / s1);
    }
  }
  return (table[table.length - 1] as readonly [number, number])[1];
}

/**
 * How often the timeline's unshifted wetness exceeds `level`: the inverse of {@link levelExceeded}
 * (log-linear between the table's pairs, and beyond its ends along its first and last pair), so
 * the timeline can tell where a wet moment lies among the place's wet moments.
 * @internal
 */
export function shareAbove(level: number): number {
  const table = WETNESS_EXCEEDANCE;
  let i = 1;
  while (i < table.length - 1 && level > (table[i] as readonly [number, number])[1]) i += 1;
  const [s0, w0] = table[i - 1] as readonly [number, number];
  const [s1, w1] = table[i] as readonly [number, number];
  return Math.min(1, s1 * (s0 / s1) ** ((w1 - level) / (w1 - w0)));
}

/** Harmonics of the year kept (0 … 3): 7 coefficients a series. */
const COEFFICIENTS = 7;
/** The series' quantities, in their order in {@link PlaceClimate.series}. */
const MEAN = 0;
const SHIFT = 1;
const RANGE = 2;
const DEPRESSION = 3;
const QUANTITIES = 4;

/**
 * The coefficients of the mean-preserving series through twelve monthly means (months as equal
 * twelfths of the year, centred at (m + ½)/12): a0, then a_k, b_k for k = 1 … 3.
 */
function seriesOf(months: readonly number[], into: Float64Array, at: number): void {
  let mean = 0;
  for (const value of months) mean += value;
  into[at] = mean / 12;
  for (let k = 1; k <= 3; k += 1) {
    let a = 0;
    let b = 0;
    for (let m = 0; m < 12; m += 1) {
      const angle = (2 * Math.PI * k * (m + 0.5)) / 12;
      a += (months[m] as number) * Math.cos(angle);
      b += (months[m] as number) * Math.sin(angle);
    }
    // A month's mean of cos(kθ) is its mid-month value times sinc(πk/12).
    const x = (Math.PI * k) / 12;
    const shrink = Math.sin(x) / x;
    into[at + 2 * k - 1] = a / 6 / shrink;
    into[at + 2 * k] = b / 6 / shrink;
  }
}

/** The value of the series at `i` in `s` at a phase of the year given by its harmonics' cos and sin. */
function evaluate(
  s: Float64Array,
  i: number,
  c1: number,
  s1: number,
  c2: number,
  s2: number,
  c3: number,
  s3: number,
): number {
  return (
    (s[i] as number) +
    (s[i + 1] as number) * c1 +
    (s[i + 2] as number) * s1 +
    (s[i + 3] as number) * c2 +
    (s[i + 4] as number) * s2 +
    (s[i + 5] as number) * c3 +
    (s[i + 6] as number) * s3
  );
}

/**
 * The climate of one place: its monthly normals as series over the year, and the values at the
 * moment last asked for (a pure memo on the place's own object, as the timeline's knot memo).
 * @internal
 */
export class PlaceClimate {
  /** The series' coefficients: mean temperature, wetness shift, daily range, dew-point depression. */
  private readonly series = new Float64Array(QUANTITIES * COEFFICIENTS);
  /** The moment of the values below (NaN: none yet). */
  private memoAt = Number.NaN;
  /** Mean temperature of the day at the moment, °C. */
  mean = 0;
  /** What the timeline adds to its wetness so that the month's share of wet hours comes out. */
  wetShift = 0;
  /** The daily range of temperature, K (maximum − minimum of a day of average cloud). */
  range = 0;
  /** How far the dew point lies below the day's mean temperature in average weather, K. */
  depression = 0;
  /** How wide the day-to-day temperature anomaly is, 0 … 1 (1: ±5 K). */
  readonly variability: number;
  /** The place's monthly normals, January … December: mean temperature (°C, at its elevation). */
  readonly temperatures: readonly number[];
  /** The place's monthly normals, January … December: precipitation (mm). */
  readonly precipitation: readonly number[];

  constructor(
    readonly lat: number,
    readonly lon: number,
    /** The place's elevation, metres, when known. */
    elevation: number | undefined,
  ) {
    const at = interpolator(lat, lon);
    const gridHeight = at(PLANE_ZS);
    const height = elevation ?? Math.max(0, gridHeight);
    const land = Math.max(landShare(gridHeight), elevation === undefined ? 0 : 0.6);
    const lift = clamp(height, 0, 4000) / 1000;
    const drop = gridHeight - height;
    const correction = drop > 0 ? LAPSE_DOWN * drop : LAPSE_UP * drop;
    const means: number[] = [];
    const shifts: number[] = [];
    const ranges: number[] = [];
    const depressions: number[] = [];
    const rain: number[] = [];
    for (let m = 0; m < 12; m += 1) {
      const precipitation = at(PLANE_P + m);
      rain.push(precipitation);
      const cloudiness = clamp(at(PLANE_CF + m) / 50, 0, 1);
      means.push(at(PLANE_T + m) + correction);
      const share = clamp(precipitation / (730 * meanWetRate(means[m] as number)), 0.0002, 0.45);
      shifts.push(WET_AT - levelExceeded(share));
      const landRange = 4 + 10 * Math.exp(-precipitation / 40) + 3 * (1 - cloudiness) + 2 * lift;
      ranges.push(1 + land * (landRange - 1));
      depressions.push(2 + 16 * Math.exp(-precipitation / 30));
    }
    this.temperatures = means;
    this.precipitation = rain;
    seriesOf(means, this.series, MEAN * COEFFICIENTS);
    seriesOf(shifts, this.series, SHIFT * COEFFICIENTS);
    seriesOf(ranges, this.series, RANGE * COEFFICIENTS);
    seriesOf(depressions, this.series, DEPRESSION * COEFFICIENTS);
    const extratropical = clamp((Math.abs(lat) - 10) / 40, 0, 1);
    this.variability = (0.3 + 0.7 * extratropical) * (0.35 + 0.65 * land);
  }

  /** Sets {@link mean}, {@link wetShift}, {@link range} and {@link depression} to their values at `t` (Unix seconds). */
  at(t: number): this {
    if (t === this.memoAt) return this;
    this.memoAt = t;
    const theta = (2 * Math.PI * (t - EPOCH)) / YEAR_SECONDS;
    const c1 = Math.cos(theta);
    const s1 = Math.sin(theta);
    const c2 = c1 * c1 - s1 * s1;
    const s2 = 2 * s1 * c1;
    const c3 = c2 * c1 - s2 * s1;
    const s3 = s2 * c1 + c2 * s1;
    const s = this.series;
    this.mean = evaluate(s, MEAN * COEFFICIENTS, c1, s1, c2, s2, c3, s3);
    this.wetShift = evaluate(s, SHIFT * COEFFICIENTS, c1, s1, c2, s2, c3, s3);
    this.range = Math.max(0.5, evaluate(s, RANGE * COEFFICIENTS, c1, s1, c2, s2, c3, s3));
    this.depression = Math.max(0.5, evaluate(s, DEPRESSION * COEFFICIENTS, c1, s1, c2, s2, c3, s3));
    return this;
  }

  /**
   * The smooth temperature (°C) at the moment of the last {@link at}, at local solar `hour`, with a
   * cloud cover (0–100 %) damping the daily swing (peak at 15:00) and a day-to-day `anomaly` (0..1).
   */
  temperature(hour: number, cover: number, anomaly: number): number {
    const swing = (this.range / 2) * (1.3 - 0.6 * (cover / 100));
    return (
      this.mean + swing * Math.cos((2 * Math.PI * (hour - 15)) / 24) + 10 * this.variability * (anomaly - 0.5)
    );
  }

  /** The dew point (°C) at the moment of the last {@link at}, in weather of a `wetness` and an `anomaly` (see {@link humidity}). */
  dewPoint(wetness: number, anomaly: number): number {
    return Math.min(
      MAX_DEW_POINT,
      this.mean +
        7 * this.variability * (anomaly - 0.5) -
        this.depression * (1.35 - 0.7 * clamp(wetness, 0, 1)),
    );
  }

  /**
   * The relative humidity (%) at a temperature (°C) with the dew point of the last {@link at}, in
   * weather of a `wetness` (0..1; wetter air has a smaller depression) and a day-to-day `anomaly`
   * (0..1; the dew point follows 70 % of the temperature's).
   */
  humidity(celsius: number, wetness: number, anomaly: number): number {
    return humidityAtDewPoint(celsius, this.dewPoint(wetness, anomaly));
  }
}

/** A plane's value at a point, interpolated between the four cell centres around it. */
function interpolator(lat: number, lon: number): (plane: number) => number {
  const y = clamp((88.75 - lat) / 2.5, 0, ROWS - 1);
  const row = Math.min(ROWS - 2, Math.floor(y));
  const fy = y - row;
  const x = ((((lon + 178.75) / 2.5) % COLS) + COLS) % COLS;
  const col = Math.floor(x) % COLS;
  const fx = x - Math.floor(x);
  const next = (col + 1) % COLS;
  const cells = [row * COLS + col, row * COLS + next, (row + 1) * COLS + col, (row + 1) * COLS + next];
  const weights = [(1 - fy) * (1 - fx), (1 - fy) * fx, fy * (1 - fx), fy * fx];
  return (plane) => {
    let sum = 0;
    for (let i = 0; i < 4; i += 1) sum += (weights[i] as number) * valueAt(plane, cells[i] as number);
    return sum;
  };
}

/** How much land the grid sees from its surface height: none up to 20 m, all from 140 m. */
const landShare = (gridHeight: number) => clamp((gridHeight - 20) / 120, 0, 1);

/**
 * Whether the climate grid sees only sea at a point (no land share: its surface height at most
 * 20 m), as the climate of a place there is the sea's. The time zones use it to tell the sea off a
 * coast from a desert without towns. @internal
 */
export function seaInClimate(lat: number, lon: number): boolean {
  return landShare(interpolator(lat, lon)(PLANE_ZS)) === 0;
}

/** The climate of a place at coordinates and an elevation (metres; `undefined`: not known). @internal */
export function placeClimate(lat: number, lon: number, elevation: number | undefined): PlaceClimate {
  return new PlaceClimate(lat, lon, elevation);
}

/** Local mean solar hour (0 to 24) at longitude `lon`. @internal */
export function localSolarHour(unixSeconds: number, lon: number): number {
  const seconds = (((unixSeconds + lon * 240) % DAY) + DAY) % DAY;
  return seconds / 3600;
}
