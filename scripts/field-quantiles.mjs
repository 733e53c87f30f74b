// Prints the calibration `CALIBRATION` of src/model/field.ts: the monotone map that gives a field's
// raw value (value noise on a lattice of rows, longitude knots and time knots: two rows of 4 uniform
// knot values weighted by smoothsteps, blended by latitude and rescaled to one row's spread) the distribution of the timeline's former
// per-place processes (value noise in time alone: 2 knots, one smoothstep), so that every
// threshold calibrated on them (the wetness bands, the climate's table of how often the wetness
// exceeds a level, fog, haze) keeps its meaning. Monte Carlo, a fixed seed: the same figures each
// run. The map is measured as a table (at 1/64 steps of the raw value), then fitted by an odd
// polynomial of degree 9 around 0.5 (least squares; it departs from the table by at most 0.0007
// and is monotone over 0.5 ± 0.6): a handful of multiplications where a table lookup cost a sixth of
// a record (bench/generator.bench.mjs, a new observation every call).
//   node scripts/field-quantiles.mjs
const SAMPLES = 4_000_000;
const STEPS = 64;
// The raw value's range fitted: 0.5 ± HALF (a blend of two rows rescaled to a row's spread reaches
// past [0, 1], up to 0.5 ± 0.5 / √½; beyond ± 0.6, 0.06 % of values, the map is flat at 0 or 1).
const HALF = 0.6;
let state = 0x2545f491;
/** mulberry32. */
const random = () => {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const smooth = (f) => f * f * (3 - 2 * f);
const field = new Float64Array(SAMPLES);
const former = new Float64Array(SAMPLES);
for (let i = 0; i < SAMPLES; i += 1) {
  const s = smooth(random());
  const a = random();
  former[i] = a + (random() - a) * s;
  // Two rows (longitude × time, 4 knots each), blended by latitude and rescaled to a row's spread
  // as src/model/field.ts `knotValue` does.
  const row = () => {
    const x = smooth(random());
    const t = smooth(random());
    const a = random();
    const b = random();
    const c = random();
    const d = random();
    return (a + (b - a) * x) * (1 - t) + (c + (d - c) * x) * t;
  };
  const lat = smooth(random());
  const norm = Math.sqrt((1 - lat) ** 2 + lat ** 2);
  field[i] = 0.5 + ((row() - 0.5) * (1 - lat) + (row() - 0.5) * lat) / norm;
}
field.sort();
former.sort();
const table = [];
for (let step = 0; step <= STEPS; step += 1) {
  const level = 0.5 + HALF * ((2 * step) / STEPS - 1);
  // The share of field values below the level, then the former process's value at that share.
  let lo = 0;
  let hi = SAMPLES;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (field[mid] < level) lo = mid + 1;
    else hi = mid;
  }
  const share = lo / SAMPLES;
  const at = Math.min(SAMPLES - 1, Math.max(0, Math.round(share * SAMPLES) - (share === 1 ? 1 : 0)));
  table.push(step === 0 ? 0 : step === STEPS ? 1 : Number(former[at].toFixed(4)));
}
// Least squares of the odd polynomial c1 u + c3 u³ + … + c9 u⁹ (u = raw − 0.5) through the
// symmetrised table: the normal equations, 4 × 4, by Gaussian elimination.
const POWERS = [1, 3, 5, 7, 9];
const normal = POWERS.map(() => new Array(POWERS.length + 1).fill(0));
for (let step = 0; step <= STEPS; step += 1) {
  const u = HALF * ((2 * step) / STEPS - 1);
  const g = (table[step] - table[STEPS - step]) / 2;
  POWERS.forEach((p, i) => {
    POWERS.forEach((q, j) => {
      normal[i][j] += u ** (p + q);
    });
    normal[i][POWERS.length] += u ** p * g;
  });
}
for (let i = 0; i < POWERS.length; i += 1) {
  for (let r = i + 1; r < POWERS.length; r += 1) {
    const factor = normal[r][i] / normal[i][i];
    for (let c = i; c <= POWERS.length; c += 1) normal[r][c] -= factor * normal[i][c];
  }
}
const coefficients = new Array(POWERS.length).fill(0);
for (let i = POWERS.length - 1; i >= 0; i -= 1) {
  let sum = normal[i][POWERS.length];
  for (let c = i + 1; c < POWERS.length; c += 1) sum -= normal[i][c] * coefficients[c];
  coefficients[i] = sum / normal[i][i];
}
const fitted = (raw) => 0.5 + POWERS.reduce((sum, p, i) => sum + coefficients[i] * (raw - 0.5) ** p, 0);
let worst = 0;
let monotone = true;
for (let step = 0; step <= STEPS; step += 1) {
  const raw = 0.5 + HALF * ((2 * step) / STEPS - 1);
  worst = Math.max(worst, Math.abs(fitted(raw) - table[step]));
  if (step > 0 && fitted(raw) < fitted(raw - (2 * HALF) / STEPS)) monotone = false;
}
console.log(`table (raw at 0.5 ± ${HALF} in ${STEPS} steps): [${table.join(', ')}]`);
console.log(`monotone: ${monotone}`);
console.log(`largest departure of the fit from the table: ${worst.toFixed(5)}`);
console.log(`const CALIBRATION = [${coefficients.map((c) => Number(c.toFixed(6))).join(', ')}] as const;`);
