// The seeded draws behind `faults` and `latency`: the fault of the n-th request and its delay are
// functions of (seed, n); the delays follow the log-normal fitted to the median and the p99.
import { describe, expect, it } from 'vitest';
import { delayOf, faultOf, normalQuantile } from '../../src/core/faults/draws.js';

const quantile = (sorted: number[], q: number) => sorted[Math.floor(q * (sorted.length - 1))]!;

describe('latency draws', () => {
  it('have the median and the 99th percentile they were fitted to', () => {
    const latency = { median: 80, p99: 900, seed: 3 };
    const delays = Array.from({ length: 20_000 }, (_, i) => delayOf(latency, i + 1)).sort((a, b) => a - b);
    expect(quantile(delays, 0.5)).toBeGreaterThanOrEqual(76);
    expect(quantile(delays, 0.5)).toBeLessThanOrEqual(84);
    expect(quantile(delays, 0.99)).toBeGreaterThanOrEqual(810);
    expect(quantile(delays, 0.99)).toBeLessThanOrEqual(990);
    // Skewed: the mean is above the median, and the slowest are far slower.
    const mean = delays.reduce((sum, ms) => sum + ms, 0) / delays.length;
    expect(mean).toBeGreaterThan(100);
    expect(delays.at(-1)!).toBeGreaterThan(1500);
    expect(delays[0]!).toBeGreaterThanOrEqual(0);
  });

  it('are the median every time when p99 equals it', () => {
    const latency = { median: 25, p99: 25, seed: 1 };
    expect(new Set(Array.from({ length: 100 }, (_, i) => delayOf(latency, i + 1)))).toEqual(new Set([25]));
  });

  it('are functions of (seed, n): the same for the same pair, in any order', () => {
    const latency = { median: 40, p99: 400, seed: 12 };
    const forward = [1, 2, 3, 4, 5].map((n) => delayOf(latency, n));
    const backward = [5, 4, 3, 2, 1].map((n) => delayOf(latency, n)).reverse();
    expect(backward).toEqual(forward);
    expect([1, 2, 3, 4, 5].map((n) => delayOf({ ...latency, seed: 13 }, n))).not.toEqual(forward);
    // Pinned: the same figures on every machine.
    expect(forward).toMatchInlineSnapshot(`
      [
        26,
        7,
        25,
        12,
        11,
      ]
    `);
  });

  it('use an exact normal quantile', () => {
    expect(normalQuantile(0.5)).toBeCloseTo(0, 9);
    expect(normalQuantile(0.99)).toBeCloseTo(2.3263478740408408, 8);
    expect(normalQuantile(0.01)).toBeCloseTo(-2.3263478740408408, 8);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 8);
  });
});

describe('fault draws', () => {
  it('fail the share rate of requests, the kinds evenly', () => {
    const faults = { rate: 0.25, kinds: ['rateLimited', 'serverError', 'networkError'] as const, seed: 5 };
    const drawn = Array.from({ length: 20_000 }, (_, i) =>
      faultOf({ ...faults, kinds: [...faults.kinds] }, i + 1),
    );
    const failed = drawn.filter((kind) => kind !== null);
    expect(failed.length / drawn.length).toBeGreaterThan(0.24);
    expect(failed.length / drawn.length).toBeLessThan(0.26);
    for (const kind of faults.kinds) {
      const share = failed.filter((k) => k === kind).length / failed.length;
      expect(share).toBeGreaterThan(0.3);
      expect(share).toBeLessThan(0.37);
    }
  });

  it('never fail at rate 0 and always at rate 1', () => {
    const kinds = ['serverError' as const];
    expect(Array.from({ length: 500 }, (_, i) => faultOf({ rate: 0, kinds, seed: 1 }, i + 1))).toEqual(
      Array(500).fill(null),
    );
    expect(Array.from({ length: 500 }, (_, i) => faultOf({ rate: 1, kinds, seed: 1 }, i + 1))).toEqual(
      Array(500).fill('serverError'),
    );
  });
});
