import { BoundedCache } from '../cache.js';
import { drawAt, drawSeed, hashString, mixNumber } from '../draws/hash.js';
import { elevationNear } from '../places/locator.js';
import { isRaining, isSnowing, weatherConditions } from '../service/conditions.js';
import { apparentTemperature } from './apparent-temperature.js';
import {
  humidityAtDewPoint,
  localSolarHour,
  MAX_DEW_POINT,
  type PlaceClimate,
  placeClimate,
  shareAbove,
} from './climate.js';
import { type FieldMemo, type FieldState, fieldAt, fieldMemo } from './field.js';
// `a[i] as number` below: indices run over constant tables of a known length (bands, knots,
// salts) or a draw block of a fixed layout, so the element exists; the cast is what
// `noUncheckedIndexedAccess` asks for.

/**
 * The weather timeline: the double's weather at any place and moment, a pure function of
 * (seed, the place's coordinates, time). The weather endpoint shows one moment of it, the forecast
 * the 3-hour slots ahead, One Call its hours and days. See docs/forecast.md, "How the weather is
 * made".
 *
 * How it is made (O(1) work per sample, no walking back in time):
 * - The **latent processes** are one continuous field over the Earth and time (`field.ts`), so two
 *   places 1 km apart have nearly the same weather and pressure systems of synoptic size drift
 *   east in the mid-latitudes (west in the trade winds) and grow and fade: value noise on two
 *   lattices of rows of latitude × longitude knots × time knots, each process with the distribution
 *   the former per-place processes had.
 *   - `wetness` (0 dry … 1 wet) = 0.7 × the weather systems' field (cells of about 1600 km, knots
 *     36 h apart) + 0.3 × a fast one (cells of about 400 km, knots 8 h apart: showers, clearing
 *     spells);
 *   - `style` (systems): drizzle, steady rain or showers, thunder when warm; sleet or freezing
 *     rain near 0 °C; on dry days the same field is the `haze`;
 *   - `fogginess` (fast; gusts are rarer the foggier: fog forms in calm air), the temperature
 *     anomaly (±5 K, systems);
 *   - the wind's strength and direction from the gradient of the pressure those fields make
 *     (geostrophic, turned toward low pressure, plus the latitude's prevailing wind).
 * - **Conditions are bands of wetness**: clear sky, few, scattered, broken, overcast clouds,
 *   light precipitation, heavier precipitation. Wetness moves smoothly, so the condition only
 *   steps to a neighbouring band (clear → few clouds → … → rain), never from rain to clear sky
 *   in one step; it holds for hours. Which precipitation (rain, drizzle, showers, thunder, snow,
 *   sleet, freezing rain) follows the smooth temperature and `style`. Fog and mist form at night
 *   and in the early morning under cloud when `fogginess` is high; haze, smoke and dust on dry,
 *   warm days.
 * - **The place's climate** (`climate.ts`, real 1991–2020 normals at its coordinates and elevation)
 *   shifts the wetness so that the month's share of wet hours comes out, and gives the temperature
 *   (the season, a daily range fitting the place peaking at 15:00 and damped by cloud, + the smooth
 *   anomaly scaled to the place − a little when it rains hard) and the humidity (its dew point).
 *   See docs/climate.md.
 * - **Fronts** (field.ts): narrow bands on the lows, moving with them: wetter (cloud, rain or snow),
 *   a pressure trough, a temperature step (warm ahead, cold behind) and a wind shift across them.
 * - **Pressure** falls as the weather systems' wetness rises (lows wet, highs fair), on the
 *   latitude's zonal mean;
 *   **wind** follows the pressure gradient and strengthens with wetness; both drift, with no jumps.
 * - **Observation noise**: each 10-minute bucket adds small seeded jitter (±0.1 K, ±2 % humidity,
 *   ±3 % cloud within the condition's band, ±0.3 m/s, ±10°), so two observations are never
 *   identical copies (the temperature's is small beside the field's change over 1 km).
 *
 * The observation the weather endpoint reports at clock `t` is the one of the 10-minute bucket
 * containing `t`, computed at the bucket's start `dt ≤ t` (each place reports at its own minute,
 * a phase drawn from seed and place).
 * @internal
 */

/** Length of an observation bucket, seconds: the service updates every ten minutes or so. @internal */
export const BUCKET_SECONDS = 600;
const TWO_32 = 4_294_967_296;

const SALT_PHASE = 1;
const SALT_BUCKET = 4;
const SALT_ELEVATION_FREE = 8;
/**
 * The wetness bands of the conditions (upper bounds), from the distribution of wetness so that over
 * many places and times about 28 % of observations are clear, 50 % cloudy (few 11 %, scattered 12 %,
 * broken 12 %, overcast 15 %) and 22 % precipitating; fog, mist and haze take their share from the
 * clear and cloudy bands. Above `overcast` it precipitates, more heavily the wetter.
 * @internal
 */
const WETNESS_BANDS = {
  clear: 0.374,
  few: 0.438,
  scattered: 0.506,
  broken: 0.573,
  overcast: 0.663,
} as const;

/**
 * The power the intensity's quantile among wet moments is raised to: 82 % of wet hours light,
 * 0.25 % extreme (codes by the bounds of `precipitationCodes`).
 */
const INTENSITY_POWER = 2;
/**
 * The hottest it precipitates, °C: hotter, the humidity (capped at the climate's highest dew point,
 * 28 °C) would fall below the 70 % rain needs; at 34 °C it is 71 %.
 */
const HOT_RAIN_MAX = 34;
/** How deep the trough on the line of the strongest front is, hPa (beyond its wetness's 2.5). */
const FRONT_TROUGH = 3;
/** The share of its intensity a wet moment keeps between convective cells. */
const CELL_FLOOR = 0.3;

/** A place as the timeline sees it: its coordinates, their key and hash, its ground elevation. @internal */
export interface Spot {
  /** `"lat,lon"` (4 decimals): the key of the place's weather. */
  readonly key: string;
  /** Hash of `key`: the place's part of every draw. */
  readonly placeHash: number;
  /** The place: where the weather is (its name and country are the record's business). */
  readonly place: {
    readonly lat: number;
    readonly lon: number;
    readonly name: string;
    readonly country: string;
  };
  /** Ground elevation, metres, when the place data knows it; otherwise one is drawn for the place. */
  readonly elevation?: number | undefined;
  /**
   * The timeline's draws of this place, kept on the spot object itself (a pure memo, checked
   * against the seed): `null` on a spot that should carry them (a generator's own, long-lived
   * spots), absent on a throw-away spot (those share a bounded cache by key instead).
   */
  memo?: SpotEntry | null | undefined;
}

/**
 * The weather at a place at one moment, in standard units, as the weather endpoint reports it when
 * the clock reaches that moment. Every number has the precision the service sends.
 * @internal
 */
export interface Observation {
  /** Time of the observation, Unix seconds: the start of the 10-minute bucket (dt ≤ the clock). */
  readonly dt: number;
  /** Condition codes, the primary first, e.g. `[500, 701]` (light rain and mist). */
  readonly conditions: readonly number[];
  /** Temperature, kelvin, 2 decimals. */
  readonly temp: number;
  /** The lowest and highest temperature now in the area (the weather endpoint's `temp_min`/`temp_max`), kelvin. */
  readonly tempMin: number;
  readonly tempMax: number;
  /** Apparent temperature (NWS wind chill / heat index), kelvin, 2 decimals. */
  readonly feelsLike: number;
  /** Sea-level pressure, hPa (integer). */
  readonly pressure: number;
  /** Pressure at the place's ground, hPa (integer). */
  readonly groundPressure: number;
  /** Relative humidity, % (integer). */
  readonly humidity: number;
  /** Cloud cover, % (integer), in the band of a cloud code. */
  readonly clouds: number;
  /** Visibility, metres (integer, at most 10000; to 10 m below that). */
  readonly visibility: number;
  /** Wind speed, m/s, 2 decimals. */
  readonly windSpeed: number;
  /** Wind direction, degrees (integer, 0 to 359). */
  readonly windDeg: number;
  /** Wind gust, m/s, 2 decimals, at least `windSpeed + 0.5`; `undefined` when the wind is steady. */
  readonly windGust: number | undefined;
  /** Rain rate, mm/h, 2 decimals; `0` unless a condition says it rains. */
  readonly rain: number;
  /** Snow rate, mm/h of water, 2 decimals; `0` unless a condition says it snows. */
  readonly snow: number;
  /** Probability of precipitation in the 3 hours from `dt`, 0 to 1, 2 decimals. */
  readonly pop: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const clamp = (value: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, value));

/** A uniform jitter in [-half, half) from draw `k` of a bucket's noise. */
const jitter = (seed: number, k: number, half: number) => (drawAt(seed, k) * 2 - 1) * half;

/** The per-bucket phase of a place's observations (stations report at their own minute), seconds. @internal */
export function bucketPhase(seed: number, placeHash: number): number {
  return drawSeed(seed, placeHash, SALT_PHASE, 0) % BUCKET_SECONDS;
}

/** The bucket (index) of a moment at a place. @internal */
export function bucketOf(unixSeconds: number, phase: number): number {
  return Math.floor((unixSeconds - phase) / BUCKET_SECONDS);
}

/** Rain per hour (mm) by condition code: the intensity the description names. */
const rainRanges: ReadonlyMap<number, readonly [number, number]> = new Map([
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
const snowRanges: ReadonlyMap<number, readonly [number, number]> = new Map([
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

/** Picks from `codes` by an intensity in [0, 1] against ascending upper bounds (one fewer than codes). */
function byIntensity(intensity: number, bounds: readonly number[], codes: readonly number[]): number {
  for (let index = 0; index < bounds.length; index += 1) {
    if (intensity < (bounds[index] as number)) return codes[index] as number;
  }
  return codes[codes.length - 1] as number;
}

/** Where an intensity lies within the interval of its {@link byIntensity} pick, 0 to 1. */
function pickPosition(intensity: number, bounds: readonly number[]): number {
  let lo = 0;
  for (let index = 0; index < bounds.length; index += 1) {
    const hi = bounds[index] as number;
    if (intensity < hi) return (intensity - lo) / (hi - lo);
    lo = hi;
  }
  return lo >= 1 ? 1 : (intensity - lo) / (1 - lo);
}

/** The precipitation codes of a moment and where its intensity lies within the last code's interval. */
interface Precipitation {
  readonly codes: number[];
  /** Where the intensity lies within the interval of the last pick, 0 to 1. */
  readonly position: number;
}

/**
 * The precipitation codes at a smooth temperature (°C), style (0..1) and intensity (0..1, within
 * the precipitating bands), plus the rain code a dry thunderstorm goes with; and where the
 * intensity lies within the interval of the code picked last.
 */
function precipitationCodes(celsius: number, style: number, intensity: number): Precipitation {
  const one = (bounds: readonly number[], codes: readonly number[]): Precipitation => ({
    codes: [byIntensity(intensity, bounds, codes)],
    position: pickPosition(intensity, bounds),
  });
  if (celsius > 2.6) {
    if (celsius >= 14 && style >= 0.78 && intensity >= 0.3) {
      const dry = style >= 0.9;
      if (dry) {
        const thunder = byIntensity(intensity, [0.6, 0.9], [210, 211, 212]);
        return {
          codes: [thunder, byIntensity(intensity, [0.6, 0.9], [500, 501, 502])],
          position: pickPosition(intensity, [0.6, 0.9]),
        };
      }
      return one([0.6, 0.9], [200, 201, 202]);
    }
    if (style < 0.22) return one([0.3, 0.55, 0.7, 0.85, 0.95], [300, 310, 301, 311, 321, 302]);
    if (style < 0.6) return one([0.45, 0.78, 0.94, 0.99], [500, 501, 502, 503, 504]);
    return one([0.4, 0.75, 0.92], [520, 521, 531, 522]);
  }
  if (celsius > 1.5) return style < 0.5 ? one([0.6], [500, 501]) : one([0.5], [615, 616]);
  if (celsius >= -2) {
    if (style < 0.25) return one([], [celsius <= 0 ? 511 : 612]);
    if (style < 0.5) return one([0.4, 0.75], [612, 611, 613]);
  }
  return style > 0.7 ? one([0.5, 0.85], [620, 621, 622]) : one([0.5, 0.85], [600, 601, 602]);
}

/** The cloud cover band of each cloud code, %. */
const cloudBands: ReadonlyMap<number, readonly [number, number]> = new Map([
  [800, [0, 10]],
  [801, [11, 25]],
  [802, [25, 50]],
  [803, [51, 84]],
  [804, [85, 100]],
]);

/** Where a wetness lies between `lo` and `hi`, mapped onto the cover from `cLo` to `cHi` (%). */
const coverIn = (wetness: number, lo: number, hi: number, cLo: number, cHi: number) =>
  cLo + ((clamp(wetness, lo, hi) - lo) / (hi - lo)) * (cHi - cLo);

/** The cloud code of a wetness (its cover: {@link cloudCover}). */
function cloudCodeOf(wetness: number): number {
  const b = WETNESS_BANDS;
  if (wetness < b.clear) return 800;
  return wetness < b.few ? 801 : wetness < b.scattered ? 802 : wetness < b.broken ? 803 : 804;
}

/** The cover (%, unrounded) of a wetness (its cloud code: {@link cloudCodeOf}). */
function cloudCover(wetness: number): number {
  const b = WETNESS_BANDS;
  if (wetness < b.clear) return coverIn(wetness, 0.05, b.clear, 0, 10);
  if (wetness < b.few) return coverIn(wetness, b.clear, b.few, 11, 25);
  if (wetness < b.scattered) return coverIn(wetness, b.few, b.scattered, 26, 50);
  if (wetness < b.broken) return coverIn(wetness, b.scattered, b.broken, 51, 84);
  if (wetness < b.overcast) return coverIn(wetness, b.broken, b.overcast, 85, 98);
  return coverIn(wetness, b.overcast, 1, 88, 100);
}

/** A condition an override demands: the ranges the rest of the observation is pulled into. */
interface Profile {
  readonly clouds: readonly [number, number];
  readonly humidity: readonly [number, number];
  readonly visibility: readonly [number, number];
  readonly wind: readonly [number, number];
  readonly pressure: readonly [number, number];
  readonly temperature?: readonly [number, number];
}

const P = (
  clouds: readonly [number, number],
  humidity: readonly [number, number],
  visibility: readonly [number, number],
  wind: readonly [number, number],
  pressure: readonly [number, number],
  temperature?: readonly [number, number],
): Profile => ({ clouds, humidity, visibility, wind, pressure, ...(temperature ? { temperature } : {}) });

/** The profile of every condition, worked out once (a constant table). */
const PROFILES: ReadonlyMap<number, Profile> = new Map(
  weatherConditions.map((condition) => [condition.id, profileOfCode(condition.id)]),
);

/**
 * The visibility range in metres the weather model gives a condition code (its profile's), or
 * `undefined` for a code outside the condition table.
 * @internal
 */
export function visibilityRangeOf(id: number): readonly [min: number, max: number] | undefined {
  return PROFILES.get(id)?.visibility;
}

/** The profile of a condition, for forced conditions and realism bounds. */
function profileOf(id: number): Profile {
  return PROFILES.get(id) ?? profileOfCode(id);
}

/** The profile of each condition group (by code range). */
function profileOfCode(id: number): Profile {
  if (id >= 200 && id < 300) return P([70, 100], [70, 100], [3000, 10000], [3, 15], [995, 1012], [10, 45]);
  if (id >= 300 && id < 400) return P([75, 100], [85, 100], [2000, 10000], [1, 7], [998, 1016], [0.5, 45]);
  if (id === 511) return P([90, 100], [88, 100], [2000, 6000], [1, 8], [995, 1015], [-6, 0]);
  if (id >= 500 && id < 600) return P([75, 100], [80, 100], [800, 10000], [1, 10], [990, 1012], [0.5, 45]);
  if (id === 611 || id === 612 || id === 613 || id === 615 || id === 616)
    return P([85, 100], [88, 100], [1500, 6000], [1, 9], [995, 1015], [-2, 3]);
  if (id >= 600 && id < 700) return P([80, 100], [85, 100], [200, 8000], [1, 10], [995, 1020], [-45, 1.5]);
  if (id === 701) return P([20, 100], [90, 100], [1000, 4900], [0, 4], [1000, 1025]);
  if (id === 741) return P([40, 100], [95, 100], [50, 900], [0, 3], [1005, 1030]);
  if (id === 721) return P([0, 40], [30, 75], [2000, 5000], [0, 5], [1005, 1025]);
  if (id === 711) return P([0, 50], [20, 60], [800, 5000], [0, 6], [1005, 1025]);
  if (id === 731 || id === 761) return P([0, 30], [5, 35], [1000, 6000], [6, 15], [1000, 1020], [18, 50]);
  if (id === 751) return P([0, 20], [5, 25], [500, 3000], [8, 18], [1000, 1018], [22, 50]);
  if (id === 762) return P([20, 90], [20, 60], [500, 5000], [0, 8], [1000, 1022]);
  if (id === 771) return P([70, 100], [60, 95], [4000, 10000], [12, 25], [990, 1010]);
  if (id === 781) return P([90, 100], [70, 100], [1000, 6000], [18, 45], [980, 1005], [10, 45]);
  const band = cloudBands.get(id) ?? [0, 100];
  return P(band, [25, 92], [6000, 10000], [0, 9], [998, 1030]);
}

/** Whether a code is precipitation (thunderstorm, drizzle, rain, snow). */
const precipitates = (id: number) => id >= 200 && id < 700;

/**
 * The range (mm/h) of the most intense code in `ids` that says it rains (`kind` `'rain'`) or snows
 * (`'snow'`); `undefined` when none does.
 * @internal
 */
export function intensestRange(
  ids: readonly number[],
  kind: 'rain' | 'snow',
): readonly [number, number] | undefined {
  const says = kind === 'rain' ? isRaining : isSnowing;
  const ranges = kind === 'rain' ? rainRanges : snowRanges;
  let range: readonly [number, number] | undefined;
  for (const id of ids) {
    if (!says(id)) continue;
    const candidate = ranges.get(id) ?? [0.1, 1];
    if (range === undefined || candidate[1] > range[1]) range = candidate;
  }
  return range;
}

/** The rate (mm/h) of the most intense code in `ids` that says it rains or snows (`kind`), at a position 0..1 of its range. */
function rateOf(ids: readonly number[], kind: 'rain' | 'snow', position: number): number {
  const range = intensestRange(ids, kind);
  if (range === undefined) return 0;
  return Math.max(0.01, round2(range[0] + (range[1] - range[0]) * clamp(position, 0, 1)));
}

/**
 * A ground elevation for a place whose data gives none, metres: drawn once per place (not per
 * seed), mostly low (half of the places below 150 m), at most 1500 m.
 */
function drawnElevation(placeHash: number): number {
  const u = drawSeed(0, placeHash, SALT_ELEVATION_FREE, 0) / TWO_32;
  return Math.round(1500 * u ** 3);
}

/** The ratio of ground to sea-level pressure at a height: the ISA barometric formula (1 − 2.25577e-5 h)^5.25588. */
function groundFactor(elevation: number): number {
  return (1 - 2.25577e-5 * elevation) ** 5.25588;
}

/** The smooth (noise-free) picture at a moment: condition, cover, temperature (°C) and friends. */
interface Smooth {
  readonly conditions: number[];
  readonly cover: number;
  readonly celsius: number;
  readonly humidity: number;
  readonly visibility: number;
  readonly pressure: number;
  readonly wind: number;
  readonly intensity: number;
  /** Where the precipitation lies within its code's intensity interval, 0 to 1. */
  readonly position: number;
  readonly pop: number;
  /** The latent wind direction, degrees, before observation noise. */
  readonly windDir: number;
  /** The latent gustiness, 0 to 1: the chance of gusts it beats. */
  readonly gustiness: number;
}

/**
 * How hard a wet moment precipitates, 0 to 1: where it lies among the place's wet moments (1 − the
 * share of them wetter), to a power, so the distribution is the same at every place and month and
 * the climate's share of wet hours alone sets how much falls (climate.ts, `meanWetRate`); most wet
 * hours are light. Within a spell the convective cells make it pour for an hour or two, not all day.
 */
function wetIntensity(state: FieldState, wetShift: number): number {
  const quantile = 1 - shareAbove(state.wetness) / shareAbove(WETNESS_BANDS.overcast - wetShift);
  return clamp(quantile, 0, 1) ** INTENSITY_POWER * (CELL_FLOOR + (1 - CELL_FLOOR) * state.cells);
}

/**
 * Builds the smooth picture of a latent state at a place and moment: the place's climate shifts the
 * wetness (the month's share of wet hours) and gives the temperature and the humidity.
 */
function smoothPicture(state: FieldState, climate: PlaceClimate, lon: number, t: number): Smooth {
  const b = WETNESS_BANDS;
  const { style, fog, haze } = state;
  climate.at(t);
  const wetness = Math.max(0, state.wetness + climate.wetShift);
  const wet = wetness >= b.overcast;
  const intensity = wet ? wetIntensity(state, climate.wetShift) : 0;
  const cloud = cloudCover(wetness);
  const cover = wet ? 85 + 15 * Math.min(1, intensity * 1.5) : cloud;
  // The local mean solar hour once (the climate's daily swing, humidity and wind take it).
  const hour = localSolarHour(t, lon);
  // The daily swing is damped by a cover that is smooth in wetness (the reported cover steps where
  // precipitation starts).
  const damping = 100 * clamp((wetness - 0.05) / (b.overcast - 0.05), 0, 1);
  // A front's step: the warm air ahead of it, the cold behind (field.ts).
  let celsius = climate.temperature(hour, damping, state.anomaly) + state.frontStep - 2 * intensity;
  // Rain cools the air towards its dew point (evaporation): smoothly from just below the wet band
  // on, so hot afternoons do not rain at 45 °C.
  const rainy = clamp((wetness - (b.overcast - 0.04)) / 0.08, 0, 1);
  if (rainy > 0) {
    celsius -= rainy * 0.6 * Math.max(0, celsius - climate.dewPoint(wetness, state.anomaly) - 2);
  }
  celsius = clamp(celsius, -89, 56);
  // At most 34 °C in precipitation (the humidity it needs: see HOT_RAIN_MAX).
  if (wet) celsius = Math.min(celsius, HOT_RAIN_MAX);
  // Humidity: from the place's dew point and the hour's temperature (high at night, in wet weather).
  let humidity = climate.humidity(celsius, wetness, state.anomaly);
  let visibility =
    wetness < b.broken ? 10000 : 10000 - 4000 * ((wetness - b.broken) / (b.overcast - b.broken));
  // Wind: its own strength, stronger when wet, a little more by day.
  const sunWind = 0.6 * Math.cos((2 * Math.PI * (hour - 14)) / 24);
  // Convective weather (a thundery style, heavy precipitation) is windier, smoothly.
  const convective = 12 * Math.max(0, state.style - 0.75) * intensity;
  const wind = 0.4 + 7.5 * state.windiness ** 1.6 + 4 * (wetness * wetness) + sunWind + convective;
  let conditions: number[];
  let position = 0;
  if (wet) {
    const precipitation = precipitationCodes(celsius, style, intensity);
    conditions = precipitation.codes;
    position = precipitation.position;
    humidity = Math.max(humidity, 82 + 12 * intensity);
    visibility = 10000 - 9000 * intensity ** 0.7;
    // Mist with the precipitation when the air is foggy.
    if (fog > 0.62) {
      conditions.push(701);
      visibility = clamp(4900 - 3900 * ((fog - 0.62) / 0.38), 1000, 4900);
    }
  } else {
    conditions = [cloudCodeOf(wetness)];
    const night = hour < 9 || hour >= 21;
    const foggy = night && celsius < 22 && wetness >= b.clear && fog > 0.7;
    if (foggy) {
      // Fog when very foggy, mist otherwise; visibility falls as fogginess rises.
      const depth = (fog - 0.7) / 0.3;
      if (depth > 0.45) {
        conditions = [741];
        visibility = 900 - 850 * ((depth - 0.45) / 0.55);
        humidity = Math.max(humidity, 96);
      } else {
        conditions = [701];
        visibility = 4900 - 3900 * (depth / 0.45);
        humidity = Math.max(humidity, 91);
      }
    } else if (wetness < b.scattered && celsius > 8 && haze > 0.86) {
      // Hazy, smoky or dusty spells on dry days.
      // Sand and dust only when the wind can raise them (their profiles' 8 and 6 m/s).
      if (state.haze > 0.985 && celsius > 22 && wetness < b.clear && wind >= 8) conditions = [751];
      else if (state.haze > 0.975 && celsius > 18 && wetness < b.clear && wind >= 6) conditions = [761];
      else if (state.haze > 0.96) conditions = [711];
      else conditions = [721];
      const profile = profileOf(conditions[0] as number);
      humidity = clamp(humidity, profile.humidity[0], profile.humidity[1]);
      visibility = profile.visibility[0] + (profile.visibility[1] - profile.visibility[0]) * (1 - haze) * 6;
    }
  }
  // Pressure: high in fair weather, low when wet (the weather systems, and a little the showers),
  // around the latitude's zonal mean (subtropical highs, subpolar lows).
  // A front's line is a trough (its wetness lowers the pressure too).
  const level = 1034 - FRONT_TROUGH * state.front + state.zonalPressure;
  const pressure = level - 30 * state.wetSlow - 10 * (wetness - 0.7 * state.wetSlow);
  const gap = b.overcast - wetness;
  const pop = wet ? 0.6 + 0.4 * Math.min(1, intensity * 2) : gap < 0.12 ? 0.6 * (1 - gap / 0.12) : 0;
  return {
    conditions,
    cover,
    celsius,
    humidity: clamp(humidity, 5, 100),
    visibility: clamp(visibility, 50, 10000),
    pressure,
    wind: Math.max(0, wind),
    intensity,
    position,
    pop,
    windDir: state.windDir,
    // Fog forms in calm air: the foggier, the rarer the gusts.
    gustiness: state.fog,
  };
}

/**
 * The timeline of one seed: the weather at any place and moment. Pure: every answer is a function
 * of (seed, the place's coordinates, time); the timeline only caches per-place draws (its view of the field).
 * @internal
 */
export interface Timeline {
  readonly seed: number;
  /**
   * The observation the weather endpoint reports at a place when the clock reads `unixSeconds`:
   * the one of the 10-minute bucket containing it (its `dt` ≤ `unixSeconds`).
   */
  observationAt(spot: Spot, unixSeconds: number): Observation;
  /** The observation of bucket number `bucket` at a place (see {@link bucketOf}). */
  observationOfBucket(spot: Spot, bucket: number, forced?: number): Observation;
  /** The `dt` the weather endpoint reports at a place when the clock reads `unixSeconds`. */
  observationTime(spot: Spot, unixSeconds: number): number;
  /** The place's bucket phase, seconds (0 to 599). */
  phaseOf(spot: Spot): number;
  /**
   * The precipitation rate at exactly `unixSeconds` (no bucket, no observation noise), mm/h:
   * smooth in time, for minute-by-minute series. At a bucket's start it equals that observation's
   * `rain` + `snow` up to the observation's rounding.
   */
  precipitationAt(spot: Spot, unixSeconds: number): { rain: number; snow: number };
  /** The place's climate, the one its weather is drawn from (its normals at its coordinates). */
  climateOf(spot: Spot): PlaceClimate;
}

const SPOT_CACHE_LIMIT = 4096;

/** What the timeline remembers of a place: its view of the field, its bucket phase, its ground-pressure factor. @internal */
export interface SpotEntry {
  /** The seed of the timeline the draws are of. */
  readonly seed: number;
  /** The place's view of the weather field (its knots, remembered). */
  readonly field: FieldMemo;
  readonly phase: number;
  /** The elevation the entry was made for (a shared entry is checked against it); `null`: not read. */
  readonly elevation: number | undefined | null;
  /** The place's climate (its normals at its coordinates and elevation). */
  readonly climate: PlaceClimate;
  /** The ratio of ground to sea-level pressure; NaN until first needed (see {@link groundFactorOf}). */
  factor: number;
  /** The place's part of each bucket's noise seed: `drawSeed(seed, placeHash, SALT_BUCKET, b)` is `mixNumber(bucketBase, b)`. */
  readonly bucketBase: number;
}

/**
 * The ground-pressure factor of a place, worked out when first needed: reading a place's elevation
 * may search the place data (the nearest city of a postal code), and only the current shape, the
 * forecast and One Call report ground pressure.
 */
function groundFactorOf(entry: SpotEntry, spot: Spot): number {
  if (Number.isNaN(entry.factor)) {
    const elevation = entry.elevation === null ? spot.elevation : entry.elevation;
    entry.factor = groundFactor(elevation ?? drawnElevation(spot.placeHash));
  }
  return entry.factor;
}

/**
 * An observation whose ground pressure is worked out when read (see {@link groundFactorOf}); the
 * other fields are plain data.
 */
class TimelineObservation implements Observation {
  constructor(
    readonly dt: number,
    readonly conditions: readonly number[],
    readonly temp: number,
    readonly tempMin: number,
    readonly tempMax: number,
    readonly feelsLike: number,
    readonly pressure: number,
    readonly humidity: number,
    readonly clouds: number,
    readonly visibility: number,
    readonly windSpeed: number,
    readonly windDeg: number,
    readonly windGust: number | undefined,
    readonly rain: number,
    readonly snow: number,
    readonly pop: number,
    private readonly entry: SpotEntry,
    private readonly spot: Spot,
  ) {}

  get groundPressure(): number {
    return Math.round(this.pressure * groundFactorOf(this.entry, this.spot));
  }
}

/** The observation of bucket `bucket` at a place (see {@link Timeline.observationOfBucket}). */
function observe(entry: SpotEntry, spot: Spot, bucket: number, forced?: number): Observation {
  const dt = bucket * BUCKET_SECONDS + entry.phase;
  const state = fieldAt(entry.field, dt);
  const picture = smoothPicture(state, entry.climate, spot.place.lon, dt);
  // drawSeed(seed, placeHash, SALT_BUCKET, bucket), its common prefix mixed once per place.
  const noise = mixNumber(entry.bucketBase, bucket);
  let conditions = picture.conditions;
  // ±0.1 K: small beside the field's change over 1 km and a few minutes (docs/forecast.md).
  let celsius = picture.celsius + jitter(noise, 0, 0.1);
  let humidity = picture.humidity + jitter(noise, 1, 2);
  let cover = picture.cover + jitter(noise, 2, 3);
  let speed = picture.wind + jitter(noise, 3, 0.3);
  const deg = picture.windDir + jitter(noise, 4, 10);
  let pressure = picture.pressure;
  let visibility = picture.visibility;
  const primary = forced ?? (conditions[0] as number);
  const profile = profileOf(primary);
  if (forced !== undefined) {
    conditions = [forced];
    visibility = clamp(visibility, profile.visibility[0], profile.visibility[1]);
    speed = clamp(speed, profile.wind[0], profile.wind[1]);
    pressure = clamp(pressure, profile.pressure[0], profile.pressure[1]);
  } else if (primary === 731 || primary === 761 || primary === 751) {
    speed = clamp(speed, profile.wind[0], profile.wind[1]);
  }
  // Cloud cover and humidity in the ranges of the condition (the band of a cloud code).
  cover = clamp(cover, profile.clouds[0], profile.clouds[1]);
  humidity = clamp(humidity, profile.humidity[0], profile.humidity[1]);
  if (profile.temperature) celsius = clamp(celsius, profile.temperature[0], profile.temperature[1]);
  celsius = clamp(celsius, -89, 56);
  const temp = round2(celsius + 273.15);
  const spreadLow = drawAt(noise, 5) * 2.5;
  const spreadHigh = drawAt(noise, 6) * 2.5;
  const windSpeed = round2(Math.max(0, speed));
  // Wet weather, fog and the conditions' ranges raise the humidity; not past the climate's highest
  // dew point (a shower at 38 °C does not make the air's dew point 35 °C).
  humidity = Math.round(clamp(Math.min(humidity, humidityAtDewPoint(celsius, MAX_DEW_POINT)), 0, 100));
  visibility = Math.round(visibility);
  if (visibility < 10000) visibility = Math.round(visibility / 10) * 10;
  if (conditions.includes(701)) visibility = clamp(visibility, 1000, 4900);
  if (conditions.includes(741)) visibility = clamp(visibility, 50, 900);
  // Gusts: more likely the stronger the wind (always in squalls and tornadoes), persistent.
  const stormy = primary === 771 || primary === 781;
  const chance = stormy ? 1 : clamp(0.5 + windSpeed * 0.06, 0.5, 0.95);
  const windGust =
    picture.gustiness < chance
      ? round2(Math.max(windSpeed * (1.2 + 0.7 * drawAt(noise, 7)), windSpeed + 0.5))
      : undefined;
  const seaLevel = Math.round(clamp(pressure, 950, 1060));
  const position = forced === undefined ? picture.position : 0.5;
  const rain = rateOf(conditions, 'rain', position);
  const snow = rateOf(conditions, 'snow', position);
  return new TimelineObservation(
    dt,
    conditions,
    temp,
    round2(temp - round2(spreadLow)),
    round2(temp + round2(spreadHigh)),
    // Not below −90 °C (−130 °F, the lowest the records allow): wind chill on the Antarctic plateau.
    Math.max(183.16, apparentTemperature(temp, humidity, windSpeed)),
    seaLevel,
    humidity,
    Math.round(cover),
    visibility,
    windSpeed,
    ((Math.round(deg) % 360) + 360) % 360,
    windGust,
    rain,
    snow,
    forced !== undefined && precipitates(forced) ? 1 : round2(picture.pop),
    entry,
    spot,
  );
}

/**
 * Creates the timeline of a seed.
 * @internal
 */
export function createTimeline(seed: number): Timeline {
  const draws = new BoundedCache<string, SpotEntry>(SPOT_CACHE_LIMIT);
  // A shared entry records the elevation it was made for; a spot's own entry reads it when needed.
  const entryOf = (spot: Spot, own: boolean): SpotEntry => {
    // The prefix (placeHash, seed) of every drawSeed of the place, mixed once.
    const placeSeed = mixNumber(spot.placeHash, seed);
    return {
      seed,
      field: fieldMemo(seed, spot.place.lat, spot.place.lon),
      // bucketPhase(seed, placeHash)
      phase: mixNumber(mixNumber(placeSeed, SALT_PHASE), 0) % BUCKET_SECONDS,
      elevation: own ? null : spot.elevation,
      // The elevation of the coordinates themselves (not the spot's), so that every route that
      // reaches the coordinates, whatever query form, has the same climate.
      climate: placeClimate(spot.place.lat, spot.place.lon, elevationNear(spot.place.lat, spot.place.lon)),
      factor: Number.NaN,
      bucketBase: mixNumber(placeSeed, SALT_BUCKET),
    };
  };
  const of = (spot: Spot) => {
    const memo = spot.memo;
    if (memo != null && memo.seed === seed) return memo;
    if (memo === null) {
      // A long-lived spot carries its own draws: no shared cache entry to make and evict.
      const own = entryOf(spot, true);
      spot.memo = own;
      return own;
    }
    let entry = draws.get(spot.key);
    if (entry === undefined) entry = draws.set(spot.key, entryOf(spot, false));
    else if (entry.elevation !== spot.elevation) entry = draws.replace(spot.key, entryOf(spot, false));
    return entry;
  };

  const observationOfBucket = (spot: Spot, bucket: number, forced?: number) =>
    observe(of(spot), spot, bucket, forced);

  return {
    seed,
    observationOfBucket,
    observationAt(spot, unixSeconds) {
      return observationOfBucket(spot, bucketOf(unixSeconds, of(spot).phase));
    },
    observationTime(spot, unixSeconds) {
      const phase = of(spot).phase;
      return bucketOf(unixSeconds, phase) * BUCKET_SECONDS + phase;
    },
    phaseOf: (spot) => of(spot).phase,
    precipitationAt(spot, unixSeconds) {
      const entry = of(spot);
      const state = fieldAt(entry.field, unixSeconds);
      const picture = smoothPicture(state, entry.climate, spot.place.lon, unixSeconds);
      return {
        rain: rateOf(picture.conditions, 'rain', picture.position),
        snow: rateOf(picture.conditions, 'snow', picture.position),
      };
    },
    climateOf: (spot) => of(spot).climate,
  };
}

/**
 * The spot of a place at coordinates (4 decimals): every query form that reaches the place keys
 * the same weather.
 * @internal
 */
export function spotAt(lat: number, lon: number, name = '', country = '', elevation?: number): Spot {
  const key = `${lat},${lon}`;
  return { key, placeHash: hashString(key), place: { lat, lon, name, country }, elevation };
}
