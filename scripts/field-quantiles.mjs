// Prints the table `FIELD_QUANTILES` of src/model/field.ts: the monotone map that gives a field's
// raw value (value noise on a lattice of rows, longitude knots and time knots: 8 uniform knot
// values, weights the product of three smoothsteps) the distribution of the timeline's former
// per-place processes (value noise in time alone: 2 knots, one smoothstep), so that every
// threshold calibrated on them (the wetness bands, the climate's table of how often the wetness
// exceeds a level, fog, haze) keeps its meaning. Monte Carlo, a fixed seed: the same table each run.
//   node scripts/field-quantiles.mjs
const SAMPLES = 4_000_000;
const STEPS = 64;
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
  const weights = [smooth(random()), smooth(random()), smooth(random())];
  let value = 0;
  for (let corner = 0; corner < 8; corner += 1) {
    let w = 1;
    for (let axis = 0; axis < 3; axis += 1) {
      const ws = weights[axis];
      w *= corner & (1 << axis) ? ws : 1 - ws;
    }
    value += w * random();
  }
  field[i] = value;
}
field.sort();
former.sort();
const table = [];
for (let step = 0; step <= STEPS; step += 1) {
  const level = step / STEPS;
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
console.log(`const FIELD_QUANTILES: readonly number[] = [${table.join(', ')}];`);
