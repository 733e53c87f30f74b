/**
 * The project's seeded draws (`src/draws/`): this hash, and the seeded faker of `./random.ts`. It
 * depends on no other folder of `src/`, so every part that draws shares it: the weather model
 * (`src/model`: one record's draws from seed, place and time bucket), the place model
 * (`src/places`: the city picked for a postal code of a country without postal-code data) and the
 * core's faults and latency (`src/core/faults`: the n-th request's fault and delay).
 *
 * A fast, non-cryptographic 32-bit hash (FNV-1a for strings, the murmur3 finaliser for mixing in
 * numbers); it runs in browsers too (no `node:crypto`). Changing it changes every seed's bytes.
 */

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const TWO_32 = 4_294_967_296;

function finalize(h: number): number {
  let x = h;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** Hashes a string to an unsigned 32-bit integer (FNV-1a, then finalised). @internal */
export function hashString(text: string, start = FNV_OFFSET): number {
  let h = start;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return finalize(h);
}

/** Mixes a whole number (any safe integer, negative too) into a hash. @internal */
export function mixNumber(hash: number, value: number): number {
  const low = (value % TWO_32) >>> 0;
  const high = Math.floor(value / TWO_32) >>> 0;
  let h = finalize((hash ^ low) + 0x9e3779b9);
  h = finalize((h ^ high) + 0x7f4a7c15);
  return h;
}

/** The seed of one family of draws: hash of (generator seed, place key, salt, time index). @internal */
export function drawSeed(seed: number, placeHash: number, salt: number, index: number): number {
  return mixNumber(mixNumber(mixNumber(placeHash, seed), salt), index);
}

/**
 * Draw `k` (0, 1, 2, ...) of the small seeded generator mulberry32 started at `seed`, uniform in
 * [0, 1): its state after `k + 1` steps is `seed + (k + 1) * 0x6d2b79f5` (modulo 2³²), so any draw
 * is computed directly (a bucket's observation noise, the fields of a weather-field knot).
 * @internal
 */
export function drawAt(seed: number, k: number): number {
  const state = (seed + Math.imul(k + 1, 0x6d2b79f5)) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / TWO_32;
}
