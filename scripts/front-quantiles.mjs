// Prints `FRONT_MAP` of src/model/field.ts: the monotone maps that give the wetness with fronts
// (the field's `wetBase + frontWetness`) the distribution of the wetness without them (`wetBase`),
// so that the climate's share of wet hours and the intensity of the wet ones (calibrated on the
// wetness without fronts: climate.ts, WETNESS_EXCEEDANCE) hold at every place with fronts. Fronts
// are commoner midway between two rows of the slow lattice than on a row (the smoothstep between
// rows flattens the north gradient on a row, and a front needs a sharp one), so there is one map
// for each of five positions between rows, `|2s − 1|` = 0, ¼, ½, ¾, 1 (s: the latitude blend; 1
// on a row), each measured on the places nearest that position. Monte Carlo over the built field
// where fronts are in full (places uniform on the sphere poleward of 35°, random moments of 2024,
// four seeds; a fixed generator: the same figures each run): each map at every 1/32 of the wetness
// from 0 to 42/32.
//   npm run build && node scripts/front-quantiles.mjs
import { drawAt } from '../dist/src/draws/hash.js';
import { fieldAt, fieldMemo } from '../dist/src/model/field.js';

const SAMPLES = 1_000_000;
const STEPS = 32;
const TOP = 42;
const NODES = 5;
// The slow lattice's rows, as field.ts lays them (cells of 1600 km): 13 rows, 13.8° apart.
const ROWS = Math.round((Math.PI * 6371) / 1600);
let draws = 0;
/** mulberry32 from 0x2545f491 (as scripts/field-quantiles.mjs), one draw after another. */
const random = () => drawAt(0x2545f491, draws++);
const base = Array.from({ length: NODES }, () => []);
const fronted = Array.from({ length: NODES }, () => []);
const start = Date.UTC(2024, 0, 1) / 1000;
const sin35 = Math.sin((35 * Math.PI) / 180);
for (let i = 0; i < SAMPLES; i += 1) {
  // Uniform on the sphere between 35° and the pole, either hemisphere.
  const lat = ((random() < 0.5 ? 1 : -1) * Math.asin(sin35 + (1 - sin35) * random()) * 180) / Math.PI;
  const y = ((lat + 90) / 180) * ROWS;
  const f = y - Math.floor(y);
  const s = f * f * (3 - 2 * f);
  const node = Math.round(Math.abs(2 * s - 1) * (NODES - 1));
  const field = fieldAt(
    fieldMemo(1 + (i % 4), lat, random() * 360 - 180),
    start + Math.floor(random() * 366 * 86_400),
  );
  base[node].push(field.wetBase);
  fronted[node].push(field.wetBase + field.frontWetness);
}
/** The share of `sorted` below `x` (binary search). */
const below = (sorted, x) => {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo / sorted.length;
};
const lines = [];
for (let node = 0; node < NODES; node += 1) {
  const b = Float64Array.from(base[node]).sort();
  const w = Float64Array.from(fronted[node]).sort();
  const map = [];
  for (let k = 0; k <= TOP; k += 1) {
    const value = b[Math.min(b.length - 1, Math.floor(below(w, k / STEPS) * b.length))];
    // Monotone (the sample's noise aside).
    map.push(Math.max(map.at(-1) ?? 0, value));
  }
  lines.push(
    `  // |2s − 1| = ${node / (NODES - 1)}: ${b.length} samples; above the overcast band (0.663) ${(100 * (1 - below(b, 0.663))).toFixed(1)} % without fronts, ${(100 * (1 - below(w, 0.663))).toFixed(1)} % with them unmapped`,
  );
  lines.push(`  ${map.map((v) => v.toFixed(5)).join(', ')},`);
}
console.log(`const FRONT_MAP: readonly number[] = [\n${lines.join('\n')}\n];`);
