import type { Faker, Randomizer } from '@faker-js/faker';
import { fakerBase } from '#deps';

/**
 * A small, fast randomizer (mulberry32) for faker. Faker's default Mersenne Twister takes ~30 µs to
 * reseed; the generator reseeds for every record (the weather is a function of seed, place and time
 * bucket), so it gives its faker this one, which reseeds for free. Same sequence on every platform.
 * @internal
 */
function createRandomizer(initial: number): Randomizer {
  let state = initial >>> 0;
  return {
    next(): number {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    },
    seed(seed: number | number[]): void {
      if (Array.isArray(seed)) {
        let h = 0;
        for (const part of seed) h = (Math.imul(h ^ part, 0x9e3779b1) + 0x7f4a7c15) | 0;
        state = h >>> 0;
      } else {
        state = seed >>> 0;
      }
    },
  };
}

/**
 * A private faker instance (faker's locale-free `base` definitions: the generator draws numbers only,
 * so no locale's word lists enter a bundle; never the global `faker`)
 * driven by {@link createRandomizer}. Faker itself is loaded on the first call (`#deps`, src/deps/).
 * Reseed it with `faker.seed(n)` before each family of draws.
 * @internal
 */
export function createFaker(seed: number): Faker {
  const base = fakerBase();
  return new (base.constructor as typeof Faker)({
    locale: base.rawDefinitions,
    randomizer: createRandomizer(seed),
  });
}
