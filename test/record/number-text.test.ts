import { describe, expect, it } from 'vitest';
import { numberText } from '../../src/service/number-text.js';

/** A seeded sequence of uniform numbers in [0, 1) (mulberry32): the same sample on every run. */
function uniform(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Numbers of the kinds records hold (and others): whole, of four or two decimals, any double. */
function sample(count: number): number[] {
  const next = uniform(19);
  const bits = new Float64Array(1);
  const words = new Uint32Array(bits.buffer);
  const out: number[] = [0, -0, 1, -1, 999, 1000, -1000, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, -(2 ** 31) - 1];
  out.push(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e21, 5e-324, 214_748.3647);
  for (let i = 0; i < count; i += 1) {
    out.push(Math.round((next() - 0.5) * 2 ** 33));
    out.push(1_700_000_000 + Math.floor(next() * 100_000_000));
    out.push(Math.round((next() - 0.5) * 2 ** 55));
    out.push(Math.round((next() - 0.5) * 3_600_000) / 10_000);
    out.push(Math.round((next() - 0.5) * 1e7) / 100);
    out.push(Math.round(next() * 1e19) / 10_000);
    out.push((next() - 0.5) * 1000);
    words[0] = (next() * 2 ** 32) >>> 0;
    words[1] = (next() * 2 ** 32) >>> 0;
    out.push(bits[0] as number);
  }
  return out;
}

describe('numbers as text', () => {
  const numbers = sample(20_000);

  it('numberText writes what JSON.stringify writes for any number', () => {
    const wrong = numbers.filter((value) => numberText(value) !== JSON.stringify(value));
    expect(wrong).toEqual([]);
    expect([numberText(-122.0838), numberText(282.5), numberText(0.0139), numberText(Number.NaN)]).toEqual([
      '-122.0838',
      '282.5',
      '0.0139',
      'null',
    ]);
  });
});
