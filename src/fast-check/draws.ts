/** What the arbitraries draw their requests from: places and minutes, shrinking toward 0°, 0°, 2020. */
import * as fc from 'fast-check';

/** The moments drawn from: 2020-01-01 to 2030-01-01 UTC, by the minute. */
export const FROM_MINUTE = Date.UTC(2020, 0, 1) / 60_000;
const TO_MINUTE = Date.UTC(2030, 0, 1) / 60_000;

/** A minute of 2020–2029, as minutes since 1970. */
export const minute = fc.integer({ min: FROM_MINUTE, max: TO_MINUTE - 1 });

/** A coordinate pair to 2 decimals (85° S to 85° N). */
export const point = fc.record({
  lat: fc.integer({ min: -8500, max: 8500 }).map((n) => n / 100),
  lon: fc.integer({ min: -18_000, max: 18_000 }).map((n) => n / 100),
});

/**
 * Which of a catalogue's variants to apply: a yes/no each, shrinking to no; yes 1 time in 20
 * (`'common'`) or 1 in 2 (`'rare'`: every subset alike).
 */
export function variantPicks<N extends string>(
  names: readonly N[],
  bias: 'common' | 'rare',
): fc.Arbitrary<readonly N[]> {
  const chosen = bias === 'rare' ? fc.boolean() : fc.integer({ min: 0, max: 19 }).map((n) => n === 19);
  return fc.tuple(...names.map(() => chosen)).map((picks) => names.filter((_, index) => picks[index]));
}
