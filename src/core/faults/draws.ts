import { hashString, mixNumber } from '../../draws/hash.js';
import type { FaultKind, Faults, Latency } from './options.js';
import { MAX_DELAY } from './options.js';

const TWO_32 = 4_294_967_296;
const FAULT_SALT = hashString('weather-double faults');
const KIND_SALT = hashString('weather-double fault kind');
const LATENCY_SALT = hashString('weather-double latency');

/**
 * A uniform number in (0, 1) for the n-th request, from a seed and a salt: no state, no order.
 * @internal
 */
export function uniform(salt: number, seed: number, n: number): number {
  return (mixNumber(mixNumber(salt, seed), n) + 0.5) / TWO_32;
}

/**
 * The fault of the n-th request (counted from 1), or `null`: it fails when a uniform draw is below
 * `rate`, and the kind is a second, independent draw among `kinds`.
 * @internal
 */
export function faultOf(faults: Faults, n: number): FaultKind | null {
  if (faults.rate === 0 || uniform(FAULT_SALT, faults.seed, n) >= faults.rate) return null;
  const index = Math.floor(uniform(KIND_SALT, faults.seed, n) * faults.kinds.length);
  return faults.kinds[Math.min(index, faults.kinds.length - 1)] ?? null;
}

/** The standard normal quantile of the 99th percentile. */
const Z99 = 2.3263478740408408;

/**
 * The delay of the n-th request (counted from 1) in whole milliseconds: a log-normal draw whose
 * median is `median` and whose 99th percentile is `p99` (mu = ln median, sigma = ln(p99 / median) /
 * z(0.99)), rounded, at most 2^31 - 1.
 * @internal
 */
export function delayOf(latency: Latency, n: number): number {
  const sigma = Math.log(latency.p99 / latency.median) / Z99;
  const z = normalQuantile(uniform(LATENCY_SALT, latency.seed, n));
  return Math.min(MAX_DELAY, Math.round(latency.median * Math.exp(sigma * z)));
}

// Peter Acklam's rational approximation of the standard normal quantile (relative error < 1.2e-9).
const A = [
  -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
  2.506628277459239,
];
const B = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
const C = [
  -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
  2.938163982698783,
];
const D = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
const LOW = 0.02425;

/** The standard normal quantile of p in (0, 1). @internal */
export function normalQuantile(p: number): number {
  const [a0, a1, a2, a3, a4, a5] = A as [number, number, number, number, number, number];
  const [b0, b1, b2, b3, b4] = B as [number, number, number, number, number];
  const [c0, c1, c2, c3, c4, c5] = C as [number, number, number, number, number, number];
  const [d0, d1, d2, d3] = D as [number, number, number, number];
  if (p < LOW) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) /
      ((((d0 * q + d1) * q + d2) * q + d3) * q + 1)
    );
  }
  if (p > 1 - LOW) {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    return (
      -(((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) /
      ((((d0 * q + d1) * q + d2) * q + d3) * q + 1)
    );
  }
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) /
    (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1)
  );
}
