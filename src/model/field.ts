import { drawAt, mixNumber } from '../draws/hash.js';

// `a[i] as number` below: indices run over a field memo of a fixed layout or the constant
// quantile table, so the element exists; the cast is what `noUncheckedIndexedAccess` asks for.

/**
 * The weather field: the latent processes of the weather timeline (`timeline.ts`) as one continuous
 * field over the Earth and time, a pure function of (seed, latitude, longitude, time). Two places
 * 1 km apart see nearly the same weather; pressure systems of synoptic size drift east in the
 * mid-latitudes (west in the tropics) and grow and fade as they go. See docs/forecast.md, "How the
 * weather is made".
 *
 * How it is made (O(1) work per sample, a few hashes when a knot changes, none otherwise):
 * - **Two lattices** of value noise: *slow* (cells of about 1600 km, knots in time 36 h apart:
 *   weather systems; it carries the slow wetness, the temperature anomaly and the precipitation
 *   style, which is also the haze: the one is read only when it precipitates, the other only on
 *   dry days, so hot hazy spells break in thunder) and *fast* (cells of about 400 km, knots 8 h
 *   apart: showers and clearing spells, fog). Each field of a lattice has its own knot values.
 * - **Rows of latitude** (the longitude convergence): a lattice is rows of knots evenly spaced in
 *   latitude, each row a ring of `n` knots around the Earth with `n` proportional to the cosine of
 *   its latitude (so a cell is about as wide as it is tall everywhere; a pole is one knot). A value
 *   is smoothstep value noise along its two rows (longitude × time), the two blended by smoothstep
 *   in latitude: continuous everywhere, also across the date line and at the poles.
 * - **Moving**: each row turns with the zonal wind of its latitude (systems move east at up to
 *   12 m/s around 55°, west at up to 6 m/s in the trade winds), and knots in time (each row its
 *   own offset) make the systems grow and fade on the way.
 * - **Same distribution**: a raw value (eight knots averaged; two rows blended by latitude and
 *   rescaled to one row's spread, so that every latitude sees the same distribution) is narrower
 *   than the former per-place process (two); the monotone map {@link CALIBRATION} (scripts/field-quantiles.mjs) gives it the
 *   former's distribution, so the wetness bands and the climate's share of wet hours are
 *   calibrated as before.
 * - **Wind**: from the gradient of the pressure the slow fields make (the timeline's pressure is
 *   `… − 30 × wetSlow`): its strength ({@link FieldState.windiness}) grows with the
 *   gradient; its direction is geostrophic (lows turn anticlockwise in the north, clockwise in the
 *   south; geostrophy fades towards the equator), turned 25° toward low pressure by friction, plus
 *   the prevailing wind of the latitude (trade winds, westerlies), which keeps it from spinning
 *   where the gradient vanishes.
 * - **Fronts** (the smooth fields alone have no sharp features: a map showed blobs, not bands): a
 *   third lattice of one field `φ` (centred on 0; cells of 1600 km, knots 96 h apart, so a front
 *   is carried by its row's drift more than it sweeps by φ's own change, and lives for days); a
 *   front is φ's zero line where it crosses a low. Its distance `d = φ / |∇φ|` (km, from φ and its
 *   gradient: O(1), no search) makes a band `exp(−(d / 90 km)²)` (rain on about 150 km, cloud
 *   further out; as long as the line runs through the low: a thousand km and more), as strong as
 *   the low is deep (`wetSlow` 0.4 to 0.65), where φ's gradient is sharp (a weak one would let the
 *   line sweep fast), faded out equatorward of 35–20° (fronts are a mid-latitude feature). On the
 *   band the wetness rises (cloud, then precipitation, rain or snow by the temperature as
 *   everywhere) and the pressure dips (a trough); across it the temperature steps by up to 5 K
 *   (warm ahead, east of the line; cold behind; fading 500 km out) and the wind veers by up to 30°
 *   (backs in the south). The wetness with fronts is mapped back to the distribution without them
 *   ({@link FRONT_MAP}), so the climate's wet hours and their intensities stay calibrated: a front
 *   gathers the rain onto its band, it does not add any.
 * @internal
 */

const HOUR = 3600;
const TWO_32 = 4_294_967_296;
const EARTH_KM = 6371;
const KM_PER_DEGREE = (Math.PI * EARTH_KM) / 180;

/**
 * The monotone map from a raw field value to the former per-place process's value of the same
 * quantile, as the odd polynomial `0.5 + c1 u + c3 u³ + … + c9 u⁹` of `u = raw − 0.5` (flat beyond
 * ± 0.6, where 0.06 % of values lie): printed by scripts/field-quantiles.mjs (4 million samples;
 * within 0.0007 of the measured map; a polynomial because a table lookup cost a sixth of a new
 * observation, bench/generator.bench.mjs).
 */
const CALIBRATION = [1.291692, -1.488618, 4.444076, -22.293932, 32.235829] as const;
const [C1, C3, C5, C7, C9] = CALIBRATION;
/** The map's slope at the middle: how much it stretches raw gradients there. */
const STRETCH = C1;

/** A raw field value mapped through {@link CALIBRATION}, 0 to 1. */
function calibrated(raw: number): number {
  const u = Math.max(-0.6, Math.min(0.6, raw - 0.5));
  const u2 = u * u;
  return Math.max(0, Math.min(1, 0.5 + u * (C1 + u2 * (C3 + u2 * (C5 + u2 * (C7 + u2 * C9))))));
}

/**
 * The monotone maps that give the wetness with fronts (`wetBase + frontWetness`, 0 to
 * {@link FRONT_MAP_TOP}) the distribution of the wetness without them where fronts are in full
 * (poleward of 35°), so that a front moves the wet hours onto its band and into its intensity but
 * leaves how many there are, and how hard it rains overall, to the climate. Fronts are commoner
 * midway between two rows of the slow lattice (its north gradient is flat on a row, and a front
 * needs a sharp one): one map for each of {@link FRONT_MAP_NODES} positions `|2s − 1|` = 0 … 1
 * (linear between), each a value at every 1/{@link FRONT_MAP_STEPS} of the wetness (linear
 * between). Printed by scripts/front-quantiles.mjs.
 */
const FRONT_MAP: readonly number[] = [
  // |2s − 1| = 0: 84743 samples; above the overcast band (0.663) 21.4 % without fronts, 28.2 % with them unmapped
  0.00546,
  0.03161, 0.06253, 0.09388, 0.12501, 0.15626, 0.18755, 0.21878, 0.25, 0.28125, 0.31235, 0.34322, 0.37353,
  0.40288, 0.43184, 0.45947, 0.48645, 0.51268, 0.53829, 0.56384, 0.58903, 0.61422, 0.64001, 0.6654, 0.6914,
  0.71596, 0.74019, 0.76486, 0.78915, 0.81191, 0.83359, 0.85633, 0.8758, 0.89385, 0.90951, 0.92344, 0.93736,
  0.95038, 0.96431, 0.97412, 0.99156, 0.99742, 0.99742,
  // |2s − 1| = 0.25: 175081 samples; above the overcast band (0.663) 21.7 % without fronts, 28.1 % with them unmapped
  0.006,
  0.03175, 0.0626, 0.09376, 0.12497, 0.15626, 0.18752, 0.21875, 0.25, 0.28126, 0.31245, 0.34337, 0.37375,
  0.4031, 0.43222, 0.46007, 0.48717, 0.51436, 0.54008, 0.56599, 0.592, 0.61776, 0.64319, 0.6699, 0.69624,
  0.72161, 0.74612, 0.7706, 0.7957, 0.81783, 0.8392, 0.85866, 0.87706, 0.89384, 0.90978, 0.92377, 0.9398,
  0.95248, 0.96387, 0.97736, 0.98847, 0.99122, 0.99122,
  // |2s − 1| = 0.5: 193212 samples; above the overcast band (0.663) 22.0 % without fronts, 27.2 % with them unmapped
  0.00909,
  0.03151, 0.06264, 0.09377, 0.12504, 0.15625, 0.18753, 0.21875, 0.25, 0.28125, 0.31246, 0.34347, 0.37398,
  0.404, 0.43278, 0.46174, 0.48986, 0.51727, 0.54427, 0.57138, 0.59818, 0.62498, 0.65136, 0.67851, 0.70569,
  0.73199, 0.7582, 0.78314, 0.80678, 0.83022, 0.85085, 0.87044, 0.88654, 0.89983, 0.91456, 0.92822, 0.94127,
  0.9542, 0.96395, 0.97376, 0.98537, 0.98867, 0.98867,
  // |2s − 1| = 0.75: 252828 samples; above the overcast band (0.663) 22.6 % without fronts, 26.3 % with them unmapped
  0.00964,
  0.03129, 0.06251, 0.09377, 0.12501, 0.15625, 0.1875, 0.21875, 0.25, 0.28125, 0.31249, 0.34354, 0.37411,
  0.4046, 0.43432, 0.4638, 0.49255, 0.52088, 0.54901, 0.57729, 0.60522, 0.63366, 0.66235, 0.69086, 0.71794,
  0.74619, 0.77261, 0.79841, 0.82368, 0.84698, 0.86771, 0.8847, 0.89844, 0.91021, 0.92211, 0.93511, 0.94654,
  0.95893, 0.96882, 0.97754, 0.98365, 0.98542, 0.98542,
  // |2s − 1| = 1: 294136 samples; above the overcast band (0.663) 22.4 % without fronts, 24.9 % with them unmapped
  0.02024,
  0.03127, 0.06257, 0.09376, 0.12501, 0.15626, 0.1875, 0.21875, 0.25001, 0.28125, 0.31249, 0.34357, 0.37444,
  0.40517, 0.43536, 0.4653, 0.49488, 0.52426, 0.55368, 0.5828, 0.61192, 0.6412, 0.66988, 0.69895, 0.7278,
  0.7565, 0.78416, 0.81091, 0.83674, 0.8613, 0.88304, 0.89969, 0.91256, 0.92301, 0.9323, 0.94348, 0.95298,
  0.96231, 0.97197, 0.97724, 0.98073, 0.98796, 0.98796,
];
const FRONT_MAP_STEPS = 32;
const FRONT_MAP_TOP = 42 / 32;
const FRONT_MAP_NODES = 5;
/** The values of each map. */
const FRONT_MAP_SIZE = 43;

/**
 * A wetness with fronts mapped by {@link FRONT_MAP} at the position `between` (`|2s − 1|`), as much
 * as fronts are at the latitude (`weight`).
 */
function frontMapped(wetness: number, weight: number, between: number): number {
  const x = Math.min(FRONT_MAP_TOP, Math.max(0, wetness)) * FRONT_MAP_STEPS;
  const i = Math.min(FRONT_MAP_SIZE - 2, Math.floor(x));
  const fx = x - i;
  const v = between * (FRONT_MAP_NODES - 1);
  const j = Math.min(FRONT_MAP_NODES - 2, Math.floor(v));
  // The two maps around `between`, each at `x`.
  const at = j * FRONT_MAP_SIZE + i;
  const a = FRONT_MAP[at] as number;
  const lower = a + ((FRONT_MAP[at + 1] as number) - a) * fx;
  const b = FRONT_MAP[at + FRONT_MAP_SIZE] as number;
  const upper = b + ((FRONT_MAP[at + FRONT_MAP_SIZE + 1] as number) - b) * fx;
  return wetness + weight * (lower + (upper - lower) * (v - j) - wetness);
}

/** One lattice: the size of its cells (km), its knots in time (seconds), its fields and salt. */
interface Lattice {
  readonly km: number;
  readonly period: number;
  readonly fields: number;
  readonly salt: number;
}

/** Weather systems: slow wetness, temperature anomaly, style (and haze). */
const SLOW: Lattice = Object.freeze({ km: 1600, period: 36 * HOUR, fields: 3, salt: 40 });
/** Showers and clearing spells, fog (and so gusts: the timeline's gusts are rarer the foggier). */
const FAST: Lattice = Object.freeze({ km: 400, period: 8 * HOUR, fields: 2, salt: 41 });
/**
 * Fronts: φ, whose zero line is a front where it crosses a low (knots 96 h apart: a front is
 * carried along by its row's drift more than it sweeps by φ's own change, and lives for days).
 */
const FRONTS: Lattice = Object.freeze({ km: 1600, period: 96 * HOUR, fields: 1, salt: 43 });
/** Convective cells: where a wet spell's rain peaks, for an hour or two, not all day. */
const CELLS: Lattice = Object.freeze({ km: 150, period: 3 * HOUR, fields: 1, salt: 42 });

// The layout of a row in a memo: its ring size, position in knots at t = 0, speed (knots per
// second, westward positive), time offset (knots), the knot pair last read (longitude, time),
// the weights of the last sample (longitude, its derivative per turn, time), the row's seed, then
// per field the four knot values (k, m), (k+1, m), (k, m+1), (k+1, m+1).
const ROW_N = 0;
const ROW_X0 = 1;
const ROW_RATE = 2;
const ROW_T0 = 3;
const ROW_K = 4;
const ROW_M = 5;
const ROW_SX = 6;
const ROW_DSX = 7;
const ROW_ST = 8;
const ROW_SEED = 9;
/** Where a row's knot values of field `field` start. */
const knotsOf = (row: number, field: number) => row + ROW_SEED + 1 + 4 * field;
const rowSize = (lattice: Lattice) => ROW_SEED + 1 + 4 * lattice.fields;
// A lattice in a memo: the latitude blend's weight and its derivative (per km north), two rows.
const LAT_S = 0;
const LAT_DS = 1;
const LAT_ROWS = 2;
const latticeSize = (lattice: Lattice) => LAT_ROWS + 2 * rowSize(lattice);
// The memo: the place's statics, then the slow lattice, then the fast one.
const M_HEMISPHERE = 0;
const M_EAST_PER_KM = 1;
const M_PREVAIL_EAST = 2;
const M_PREVAIL_NORTH = 3;
const M_ZONAL_PRESSURE = 4;
const M_FRONT_LATITUDE = 5;
const M_SLOW = 6;
const M_FAST = M_SLOW + latticeSize(SLOW);
const M_CELLS = M_FAST + latticeSize(FAST);
const M_FRONTS = M_CELLS + latticeSize(CELLS);
// The front's outputs of the last sample (see frontAt).
const OUT_FRONT = M_FRONTS + latticeSize(FRONTS);
const OUT_WETNESS = OUT_FRONT + 1;
const OUT_STEP = OUT_FRONT + 2;
const OUT_VEER = OUT_FRONT + 3;
const MEMO_SIZE = OUT_FRONT + 4;

/**
 * The template every memo is copied from: a packed array of doubles (NaN, a double, in every slot),
 * so a copy is made at its full length with the elements kind its numbers need (an array made with
 * `new Array(n)` has holes, and every read checks for them).
 */
const MEMO_TEMPLATE: readonly number[] = Array.from({ length: MEMO_SIZE }, () => Number.NaN);

/**
 * A place's view of the field: where it lies in both lattices (fixed), the knot values around the
 * last sample (a pure memo: consecutive samples hash nothing) and a little scratch for the front
 * ({@link frontAt}), made by {@link fieldMemo}. One plain array of doubles made at its full length.
 * @internal
 */
export type FieldMemo = number[];

/** The zonal speed at which weather systems drift at a latitude, m/s (east positive). */
function zonalSpeed(lat: number): number {
  const a = Math.abs(lat);
  if (a < 30) return -6 * Math.cos((Math.PI * a) / 60);
  if (a < 80) return 12 * Math.sin((Math.PI * (a - 30)) / 50);
  return 0;
}

/**
 * The direction the prevailing surface wind blows from at a latitude, degrees (unwrapped): easterly
 * at the equator, the trade winds (north-east in the north, south-east in the south), northerly
 * (southerly) at the subtropical highs, westerly from 45° on.
 */
function prevailingFrom(lat: number): number {
  const a = Math.min(45, Math.abs(lat));
  // 90 at 0°, 45 at 15°, 0 at 30°, −90 at 45°: piecewise linear, 3° per degree of latitude up to 30°.
  const north = a <= 30 ? 90 - 3 * a : -6 * (a - 30);
  return lat >= 0 ? north : 180 - north;
}

/**
 * The zonal-mean sea-level pressure at a latitude, hPa from the timeline's: the equatorial trough
 * (−3), the subtropical highs (+5 at 32°), the subpolar lows (−6 at 60°), the polar highs (+2):
 * the pressure the prevailing winds blow along (the westerlies with low pressure poleward, the
 * trade winds with it equatorward). Piecewise linear in latitude.
 */
function zonalPressure(lat: number): number {
  const a = Math.abs(lat);
  if (a < 32) return -3 + (8 * a) / 32;
  if (a < 60) return 5 - (11 * (a - 32)) / 28;
  return -6 + (8 * (a - 60)) / 30;
}

/** The statics of one lattice row and its memo slots, written into `memo` at `at`. */
function initRow(
  memo: FieldMemo,
  at: number,
  lattice: Lattice,
  latticeSeed: number,
  row: number,
  rows: number,
  lon: number,
) {
  const lat = -90 + (180 * row) / rows;
  const cos = Math.max(0, Math.cos((lat * Math.PI) / 180));
  const n = Math.max(1, Math.round((2 * Math.PI * EARTH_KM * cos) / lattice.km));
  const rowSeed = mixNumber(latticeSeed, row);
  memo[at + ROW_N] = n;
  memo[at + ROW_X0] = ((lon + 180) / 360) * n + mixNumber(rowSeed, 0) / TWO_32;
  memo[at + ROW_RATE] = n > 1 ? (zonalSpeed(lat) / 1000) * (n / (2 * Math.PI * EARTH_KM * cos)) : 0;
  memo[at + ROW_T0] = mixNumber(rowSeed, 1) / TWO_32;
  memo[at + ROW_K] = Number.NaN;
  memo[at + ROW_M] = Number.NaN;
  memo[at + ROW_SEED] = mixNumber(rowSeed, 2);
}

/** Where a place lies in a lattice: its two rows and the blend between them. */
function initLattice(memo: FieldMemo, at: number, lattice: Lattice, seed: number, lat: number, lon: number) {
  const rows = Math.max(2, Math.round((Math.PI * EARTH_KM) / lattice.km));
  const spacing = 180 / rows;
  const y = (lat + 90) / spacing;
  const row = Math.min(rows - 1, Math.max(0, Math.floor(y)));
  const f = Math.min(1, y - row);
  memo[at + LAT_S] = f * f * (3 - 2 * f);
  memo[at + LAT_DS] = (6 * f * (1 - f)) / (spacing * KM_PER_DEGREE);
  const latticeSeed = mixNumber(seed, lattice.salt);
  initRow(memo, at + LAT_ROWS, lattice, latticeSeed, row, rows, lon);
  initRow(memo, at + LAT_ROWS + rowSize(lattice), lattice, latticeSeed, row + 1, rows, lon);
}

/**
 * A place's view of the field of a seed (see {@link FieldMemo}).
 * @internal
 */
export function fieldMemo(seed: number, lat: number, lon: number): FieldMemo {
  const memo: FieldMemo = MEMO_TEMPLATE.slice();
  const cos = Math.max(1e-6, Math.cos((lat * Math.PI) / 180));
  memo[M_HEMISPHERE] = Math.max(-1, Math.min(1, lat / 12));
  memo[M_EAST_PER_KM] = 1 / (360 * KM_PER_DEGREE * cos);
  const from = (prevailingFrom(lat) * Math.PI) / 180;
  // The vector the prevailing wind blows to (from + 180°), east and north.
  memo[M_PREVAIL_EAST] = -Math.sin(from);
  memo[M_PREVAIL_NORTH] = -Math.cos(from);
  memo[M_ZONAL_PRESSURE] = zonalPressure(lat);
  // Fronts: none below 20° of latitude, in full from 35° on (smoothstep).
  const poleward = Math.min(1, Math.max(0, (Math.abs(lat) - 20) / 15));
  memo[M_FRONT_LATITUDE] = poleward * poleward * (3 - 2 * poleward);
  initLattice(memo, M_SLOW, SLOW, seed, lat, lon);
  initLattice(memo, M_FAST, FAST, seed, lat, lon);
  initLattice(memo, M_CELLS, CELLS, seed, lat, lon);
  initLattice(memo, M_FRONTS, FRONTS, seed, lat, lon);
  return memo;
}

/**
 * Brings a row's memo to the knots around `t` and writes its interpolation weights there (the
 * longitude weight, its derivative per turn, the time weight).
 */
/**
 * Writes the values of one knot (its hash `hash`) of every field, each at its field's block of four
 * (from `at`, 4 apart): draw `f` of the knot's small generator for field `f`, so a knot is hashed
 * once whatever the number of fields.
 */
function knotsAt(memo: FieldMemo, at: number, fields: number, hash: number): void {
  for (let field = 0; field < fields; field += 1) memo[at + 4 * field] = drawAt(hash, field);
}

function rowAt(memo: FieldMemo, at: number, lattice: Lattice, t: number): void {
  const n = memo[at + ROW_N] as number;
  const x = (memo[at + ROW_X0] as number) - (memo[at + ROW_RATE] as number) * t;
  const k = Math.floor(x);
  const fx = x - k;
  const y = t / lattice.period + (memo[at + ROW_T0] as number);
  const m = Math.floor(y);
  const fy = y - m;
  const lastK = memo[at + ROW_K] as number;
  const lastM = memo[at + ROW_M] as number;
  if (lastK !== k || lastM !== m) {
    const k0 = ((k % n) + n) % n;
    const k1 = (k0 + 1) % n;
    const fields = lattice.fields;
    const values = at + ROW_SEED + 1;
    const seed = memo[at + ROW_SEED] as number;
    // The usual step: one knot on in time, or one along the ring; half the knots are known.
    if (lastK === k && lastM === m - 1) {
      for (let to = values; to < values + 4 * fields; to += 4) {
        memo[to] = memo[to + 2] as number;
        memo[to + 1] = memo[to + 3] as number;
      }
      knotsAt(memo, values + 2, fields, mixNumber(seed, (m + 1) * 65_536 + k0));
      knotsAt(memo, values + 3, fields, mixNumber(seed, (m + 1) * 65_536 + k1));
    } else if (lastM === m && lastK === k + 1) {
      for (let to = values; to < values + 4 * fields; to += 4) {
        memo[to + 1] = memo[to] as number;
        memo[to + 3] = memo[to + 2] as number;
      }
      knotsAt(memo, values, fields, mixNumber(seed, m * 65_536 + k0));
      knotsAt(memo, values + 2, fields, mixNumber(seed, (m + 1) * 65_536 + k0));
    } else {
      // Knot index: ring position in the low 16 bits (at most about a hundred knots around), time above.
      knotsAt(memo, values, fields, mixNumber(seed, m * 65_536 + k0));
      knotsAt(memo, values + 1, fields, mixNumber(seed, m * 65_536 + k1));
      knotsAt(memo, values + 2, fields, mixNumber(seed, (m + 1) * 65_536 + k0));
      knotsAt(memo, values + 3, fields, mixNumber(seed, (m + 1) * 65_536 + k1));
    }
    memo[at + ROW_K] = k;
    memo[at + ROW_M] = m;
  }
  memo[at + ROW_SX] = fx * fx * (3 - 2 * fx);
  memo[at + ROW_DSX] = 6 * fx * (1 - fx) * n;
  memo[at + ROW_ST] = fy * fy * (3 - 2 * fy);
}

/**
 * The calibrated value of the field whose knots start at `a` (row 0) and `b` (row 1): the knots
 * weighted by the rows' longitude (`x0`, `x1`) and time (`t0`, `t1`) weights and the latitude
 * blend `s`.
 */
function knotValue(
  memo: FieldMemo,
  a: number,
  b: number,
  x0: number,
  t0: number,
  x1: number,
  t1: number,
  s: number,
): number {
  const k0 = memo[a] as number;
  const k1 = memo[a + 1] as number;
  const k2 = memo[a + 2] as number;
  const k3 = memo[a + 3] as number;
  const row0 = (k0 + (k1 - k0) * x0) * (1 - t0) + (k2 + (k3 - k2) * x0) * t0;
  const j0 = memo[b] as number;
  const j1 = memo[b + 1] as number;
  const j2 = memo[b + 2] as number;
  const j3 = memo[b + 3] as number;
  const row1 = (j0 + (j1 - j0) * x1) * (1 - t1) + (j2 + (j3 - j2) * x1) * t1;
  return calibrated(0.5 + ((row0 - 0.5) * (1 - s) + (row1 - 0.5) * s) / spread(s));
}

/**
 * How much blending two independent rows by `s` narrows a value's spread around 0.5:
 * √((1 − s)² + s²), 1 on a row, 0.71 halfway. Dividing by it gives every latitude the same
 * distribution (without it, a place between two rows saw half the wet hours its climate asks for).
 */
function spread(s: number): number {
  return Math.sqrt((1 - s) * (1 - s) + s * s);
}

/**
 * The raw value of field `field` of a row at the weights {@link rowAt} wrote, and (`slope`) its
 * derivative along the ring per turn (360° of longitude).
 */
function rowValue(memo: FieldMemo, row: number, field: number, slope: boolean): number {
  const to = knotsOf(row, field);
  const sx = memo[row + ROW_SX] as number;
  const st = memo[row + ROW_ST] as number;
  const a = memo[to] as number;
  const b = memo[to + 1] as number;
  const c = memo[to + 2] as number;
  const d = memo[to + 3] as number;
  if (slope) return ((b - a) * (1 - st) + (d - c) * st) * (memo[row + ROW_DSX] as number);
  return (a + (b - a) * sx) * (1 - st) + (c + (d - c) * sx) * st;
}

/**
 * The raw field `field` of the lattice at `at` (as {@link knotValue} blends it, before
 * calibration) differentiated along the ring (per turn) when `east`, else by the latitude blend
 * `s`: its gradient, east and north.
 */
function gradientOf(
  memo: FieldMemo,
  at: number,
  lattice: Lattice,
  field: number,
  s: number,
  east: boolean,
): number {
  const row0 = at + LAT_ROWS;
  const row1 = row0 + rowSize(lattice);
  const norm = spread(s);
  if (east)
    return (rowValue(memo, row0, field, true) * (1 - s) + rowValue(memo, row1, field, true) * s) / norm;
  const a = rowValue(memo, row0, field, false) - 0.5;
  const b = rowValue(memo, row1, field, false) - 0.5;
  // d/ds of (a (1 − s) + b s) / norm, with d norm / ds = (2s − 1) / norm.
  return (b - a) / norm - ((a * (1 - s) + b * s) * (2 * s - 1)) / (norm * norm * norm);
}

/**
 * The latent state of the weather at a place at `t`: every value 0 to 1 with the distribution of
 * the former per-place processes, the wind direction in degrees.
 * @internal
 */
export interface FieldState {
  /**
   * How wet, before the place's climate shifts it: {@link wetBase} + the front's
   * {@link frontWetness}, mapped back to the distribution `wetBase` has (the map
   * {@link FRONT_MAP}), so that the climate's share of wet hours and their intensities hold.
   */
  readonly wetness: number;
  /**
   * How wet without the fronts: 0.7 × the weather systems (the slow lattice's field) + 0.3 ×
   * showers and clearing spells (the fast lattice's).
   */
  readonly wetBase: number;
  /** The wetness a front adds here, before the map (scripts/front-quantiles.mjs measures the map on it). */
  readonly frontWetness: number;
  /** The weather systems' wetness (wet in lows, dry in highs). */
  readonly wetSlow: number;
  readonly style: number;
  /** Convective cells (about 150 km, knots 3 h apart): how hard a wet moment rains within its spell. */
  readonly cells: number;
  readonly fog: number;
  readonly haze: number;
  readonly anomaly: number;
  /** The latitude's zonal-mean pressure, hPa from the timeline's mean (the prevailing winds' isobars). */
  readonly zonalPressure: number;
  /** How windy, 0 to 1, from the pressure gradient (about uniform). */
  readonly windiness: number;
  /**
   * On a front, 0 to 1: the band's strength (1 on the line of a deep low's front); its wetness is
   * already in `wetness`.
   */
  readonly front: number;
  /** The front's temperature step, K: positive in the air ahead of it (east), negative behind. */
  readonly frontStep: number;
  /** Where the wind blows from, degrees 0 to 360. */
  readonly windDir: number;
}

/** A pressure gradient (hPa per 100 km) of this size is windiness 1 − 1/e (about the 63rd percentile). */
const GRADIENT_SCALE = 1.3;
/** The greatest share the pressure gradient's wind has of the prevailing wind's strength. */
const EDDY_CAP = 0.6;
/** tan 25°: how far friction turns the surface wind from the isobars toward low pressure. */
const FRICTION = Math.tan((25 * Math.PI) / 180);
/** A front's band: `exp(−(d / FRONT_KM)²)` at `d` km from its line (half its peak 75 km out). */
const FRONT_KM = 90;
/** Its cloud shield: `exp(−(d / SHIELD_KM)²)`, a share {@link SHIELD} of the band's wetness. */
const SHIELD_KM = 300;
const SHIELD = 0.35;
/** How far the temperature step and the wind shift take to turn, km (tanh). */
const FRONT_STEP_KM = 60;
/**
 * A front needs a sharp boundary: `|∇φ|` (per km) from the first (no front) to the second (in
 * full; the median is 2.6e-4). Where φ lingers near 0 its zero line would sweep fast and far.
 */
const FRONT_SLOPE = [1e-4, 3e-4] as const;
/** How far from the line the step reaches, km (`exp(−(d / SECTOR_KM)²)`): a warm sector, not a hemisphere. */
const SECTOR_KM = 500;
/** Half the temperature step across the strongest front, K. */
const FRONT_HALF_STEP = 2.5;
/** Half the wind shift across the strongest front, degrees. */
const FRONT_HALF_VEER = 15;
/** The wetness the line of the strongest front adds (before {@link FRONT_MAP}). */
const FRONT_WETNESS = 0.3;
/** The lows that carry fronts: a front's strength rises from 0 to 1 (smoothstep) as `wetSlow` goes from the first to the second. */
const FRONT_LOW = [0.4, 0.65] as const;

// Slow lattice fields.
const F_WET_SLOW = 0;
const F_ANOMALY = 1;
const F_STYLE = 2;
// The fronts' lattice: its one field, φ.
const F_FRONT = 0;
// Fast lattice fields.
const F_WET_FAST = 0;
const F_FOG = 1;

/**
 * The front at a place at `t` (how strong it can be there: `strength`, the low's depth × the
 * latitude's weight), written to the memo's outputs: its band `OUT_FRONT`, the wetness it adds
 * `OUT_WETNESS`, its temperature step `OUT_STEP` (K), its wind shift `OUT_VEER` (degrees); all 0
 * where there is none. The fronts' lattice is read only where there can be one (the memo is
 * brought to `t` whatever it last read).
 */
function frontAt(memo: FieldMemo, t: number, strength: number): void {
  memo[OUT_FRONT] = 0;
  memo[OUT_WETNESS] = 0;
  memo[OUT_STEP] = 0;
  memo[OUT_VEER] = 0;
  if (strength <= 0) return;
  const fronts0 = M_FRONTS + LAT_ROWS;
  const fronts1 = fronts0 + rowSize(FRONTS);
  rowAt(memo, fronts0, FRONTS, t);
  rowAt(memo, fronts1, FRONTS, t);
  // φ and its gradient per km (east, north), as gradientOf has it, each row read once.
  const r = memo[M_FRONTS + LAT_S] as number;
  const norm = spread(r);
  const a = rowValue(memo, fronts0, F_FRONT, false) - 0.5;
  const b = rowValue(memo, fronts1, F_FRONT, false) - 0.5;
  const blend = a * (1 - r) + b * r;
  const phi = blend / norm;
  const px =
    ((rowValue(memo, fronts0, F_FRONT, true) * (1 - r) + rowValue(memo, fronts1, F_FRONT, true) * r) / norm) *
    (memo[M_EAST_PER_KM] as number);
  const py =
    ((b - a) / norm - (blend * (2 * r - 1)) / (norm * norm * norm)) * (memo[M_FRONTS + LAT_DS] as number);
  const slope2 = Math.max(1e-18, px * px + py * py);
  const slope = Math.sqrt(slope2);
  const sharp = Math.min(1, Math.max(0, (slope - FRONT_SLOPE[0]) / (FRONT_SLOPE[1] - FRONT_SLOPE[0])));
  const strong = strength * sharp * sharp * (3 - 2 * sharp);
  if (strong <= 0) return;
  // The distance to the line (km, positive where φ > 0), and along the east-pointing normal: the
  // line's east side is ahead of it (the systems move east), whichever way φ grows.
  const d = phi / slope;
  const ahead = Math.tanh((phi * px) / slope2 / FRONT_STEP_KM);
  const sector = strong * Math.exp(-(d / SECTOR_KM) * (d / SECTOR_KM));
  const front = strong * Math.exp(-(d / FRONT_KM) * (d / FRONT_KM));
  memo[OUT_FRONT] = front;
  memo[OUT_WETNESS] =
    FRONT_WETNESS * ((1 - SHIELD) * front + SHIELD * strong * Math.exp(-(d / SHIELD_KM) * (d / SHIELD_KM)));
  memo[OUT_STEP] = FRONT_HALF_STEP * ahead * sector;
  // Passing from ahead to behind, the wind veers (clockwise) in the north, backs in the south.
  memo[OUT_VEER] = -FRONT_HALF_VEER * ahead * sector * Math.sign(memo[M_HEMISPHERE] as number);
}

/**
 * The field at a place (its {@link fieldMemo}) at `t`, Unix seconds (the memo remembers the knots
 * read; a new object each call).
 * @internal
 */
export function fieldAt(memo: FieldMemo, t: number): FieldState {
  const slow0 = M_SLOW + LAT_ROWS;
  const slow1 = slow0 + rowSize(SLOW);
  const fast0 = M_FAST + LAT_ROWS;
  const fast1 = fast0 + rowSize(FAST);
  rowAt(memo, slow0, SLOW, t);
  rowAt(memo, slow1, SLOW, t);
  rowAt(memo, fast0, FAST, t);
  rowAt(memo, fast1, FAST, t);
  const cells0 = M_CELLS + LAT_ROWS;
  const cells1 = cells0 + rowSize(CELLS);
  rowAt(memo, cells0, CELLS, t);
  rowAt(memo, cells1, CELLS, t);
  const s = memo[M_SLOW + LAT_S] as number;
  const sx0 = memo[slow0 + ROW_SX] as number;
  const st0 = memo[slow0 + ROW_ST] as number;
  const sx1 = memo[slow1 + ROW_SX] as number;
  const st1 = memo[slow1 + ROW_ST] as number;
  const f = memo[M_FAST + LAT_S] as number;
  const fx0 = memo[fast0 + ROW_SX] as number;
  const ft0 = memo[fast0 + ROW_ST] as number;
  const fx1 = memo[fast1 + ROW_SX] as number;
  const ft1 = memo[fast1 + ROW_ST] as number;
  // Where field 0's knots start in each row (field f's: 4 f further).
  const slowA = knotsOf(slow0, 0);
  const slowB = knotsOf(slow1, 0);
  const fastA = knotsOf(fast0, 0);
  const fastB = knotsOf(fast1, 0);
  // The pressure gradient, hPa per km, from the raw fields at the calibration's middle slope: the
  // timeline's pressure is … − 30 × wetSlow.
  const east =
    STRETCH * -30 * gradientOf(memo, M_SLOW, SLOW, F_WET_SLOW, s, true) * (memo[M_EAST_PER_KM] as number);
  const north =
    STRETCH * -30 * gradientOf(memo, M_SLOW, SLOW, F_WET_SLOW, s, false) * (memo[M_SLOW + LAT_DS] as number);
  // Wind: the gradient in units of GRADIENT_SCALE (per 100 km).
  const gx = (100 * east) / GRADIENT_SCALE;
  const gy = (100 * north) / GRADIENT_SCALE;
  const gradient2 = gx * gx + gy * gy;
  const hemisphere = memo[M_HEMISPHERE] as number;
  // Friction turns the wind toward low pressure; at the equator, where geostrophy fails, it blows
  // straight from high to low.
  const geostrophy = Math.abs(hemisphere);
  const friction = geostrophy * FRICTION + (1 - geostrophy);
  // Geostrophic (k × ∇p in the north, the other way in the south) and turned toward low pressure,
  // saturating below the prevailing wind's strength (1): the sum never vanishes, so the direction
  // never spins.
  const eastward = -hemisphere * gy - friction * gx;
  const northward = hemisphere * gx - friction * gy;
  const saturation = EDDY_CAP / Math.sqrt(EDDY_CAP * EDDY_CAP + eastward * eastward + northward * northward);
  const eddyEast = eastward * saturation;
  const eddyNorth = northward * saturation;
  const toEast = eddyEast + (memo[M_PREVAIL_EAST] as number);
  const toNorth = eddyNorth + (memo[M_PREVAIL_NORTH] as number);
  const wetSlow = knotValue(memo, slowA + 4 * F_WET_SLOW, slowB + 4 * F_WET_SLOW, sx0, st0, sx1, st1, s);
  // The front: how strong here (the low's depth, the latitude), then, where it can be, the line.
  const low = Math.min(1, Math.max(0, (wetSlow - FRONT_LOW[0]) / (FRONT_LOW[1] - FRONT_LOW[0])));
  const latitude = memo[M_FRONT_LATITUDE] as number;
  const strength = low * low * (3 - 2 * low) * latitude;
  // The front here, into the memo's outputs (zero where there is none).
  frontAt(memo, t, strength);
  const front = memo[OUT_FRONT] as number;
  const frontWetness = memo[OUT_WETNESS] as number;
  const frontStep = memo[OUT_STEP] as number;
  const wetBase =
    0.7 * wetSlow +
    0.3 * knotValue(memo, fastA + 4 * F_WET_FAST, fastB + 4 * F_WET_FAST, fx0, ft0, fx1, ft1, f);
  const angle = (Math.atan2(-toEast, -toNorth) * 180) / Math.PI + (memo[OUT_VEER] as number);
  const windDir = angle < 0 ? angle + 360 : angle >= 360 ? angle - 360 : angle;
  // One field for both: the style is read only when it precipitates, the haze only on dry days.
  const style = knotValue(memo, slowA + 4 * F_STYLE, slowB + 4 * F_STYLE, sx0, st0, sx1, st1, s);
  return {
    wetness:
      latitude > 0
        ? frontMapped(wetBase + frontWetness, latitude, Math.abs(2 * (memo[M_FRONTS + LAT_S] as number) - 1))
        : wetBase,
    wetBase,
    frontWetness,
    wetSlow,
    style,
    cells: knotValue(
      memo,
      knotsOf(cells0, 0),
      knotsOf(cells1, 0),
      memo[cells0 + ROW_SX] as number,
      memo[cells0 + ROW_ST] as number,
      memo[cells1 + ROW_SX] as number,
      memo[cells1 + ROW_ST] as number,
      memo[M_CELLS + LAT_S] as number,
    ),
    fog: knotValue(memo, fastA + 4 * F_FOG, fastB + 4 * F_FOG, fx0, ft0, fx1, ft1, f),
    haze: style,
    anomaly: knotValue(memo, slowA + 4 * F_ANOMALY, slowB + 4 * F_ANOMALY, sx0, st0, sx1, st1, s),
    zonalPressure: memo[M_ZONAL_PRESSURE] as number,
    windiness: 1 - Math.exp(-gradient2),
    windDir,
    front,
    frontStep,
  };
}
