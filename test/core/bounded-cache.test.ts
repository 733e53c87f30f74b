// The one bounded cache of src/ (src/cache.ts): at most `limit` entries given between two
// emptyings, emptied at once when one more is given; `replace` does not count.
import { describe, expect, it } from 'vitest';
import { BoundedCache } from '../../src/cache.js';

describe('BoundedCache', () => {
  it('keeps what it is given until it has taken its limit, then empties before the next', () => {
    const cache = new BoundedCache<string, number>(3);
    expect(cache.set('a', 1)).toBe(1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size, cache.full]).toEqual([
      1,
      2,
      3,
      3,
      true,
    ]);
    cache.set('d', 4);
    expect([cache.get('a'), cache.get('d'), cache.size, cache.full]).toEqual([undefined, 4, 1, false]);
  });

  it('counts a replaced entry once and makes a missing one once', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.replace('a', 5);
    cache.replace('a', 6);
    let made = 0;
    expect(cache.remember('b', () => ++made)).toBe(1);
    expect(cache.remember('b', () => ++made)).toBe(1);
    expect([made, cache.get('a'), cache.has('b'), cache.full]).toEqual([1, 6, true, true]);
    cache.clear();
    expect([cache.size, cache.has('a'), cache.full]).toEqual([0, false, false]);
  });
});
