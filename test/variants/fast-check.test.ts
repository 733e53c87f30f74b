// The fast-check arbitrary of current weather answers (issue 42): every value valid with
// { variants: true }, and a recipe: a small consumer that crashes on a missing visibility, found by
// fc.assert and shrunk to that one variant, imported as users import it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateWeatherRecord } from 'weather-double';
import { weatherAnswer } from 'weather-double/fast-check';

/** A small consumer: the line of a weather widget that shows the visibility in kilometres. */
function visibilityLine(record: { visibility?: number }): string {
  return `Visibility ${((record.visibility as number) / 1000).toFixed(1)} km`;
}

describe('weatherAnswer()', () => {
  for (const options of [
    {},
    { bias: 'rare' as const },
    { shape: 'current' as const, units: 'metric' as const, bias: 'rare' as const },
    { units: 'imperial' as const, lang: 'de', bias: 'rare' as const },
  ]) {
    it(`draws answers valid with { variants: true }: ${JSON.stringify(options)}`, () => {
      fc.assert(
        fc.property(weatherAnswer(options), ({ record, body, variants }) => {
          const result = validateWeatherRecord(JSON.parse(body), {
            shape: options.shape ?? 'specification',
            lang: options.lang,
            variants: true,
          });
          expect(result.ok ? [] : result.issues).toEqual([]);
          expect(JSON.parse(body)).toEqual(record);
          expect(new Set(variants).size).toBe(variants.length);
        }),
        { seed: 42, numRuns: 300 },
      );
    });
  }

  it('mostly draws the common answer by default, and every variant with bias "rare"', () => {
    const common = fc.sample(weatherAnswer(), { seed: 1, numRuns: 400 });
    expect(common.filter((answer) => answer.variants.length === 0).length).toBeGreaterThan(100);
    const rare = fc.sample(weatherAnswer({ bias: 'rare' }), { seed: 1, numRuns: 400 });
    const seen = new Set(rare.flatMap((answer) => answer.variants));
    for (const name of ['noVisibility', 'noWindDeg', 'calm', 'smoke', 'floatNumbers', 'noSysStation']) {
      expect(seen).toContain(name);
    }
  });

  it('is deterministic for a seed', () => {
    const first = fc.sample(weatherAnswer({ bias: 'rare' }), { seed: 7, numRuns: 20 });
    expect(fc.sample(weatherAnswer({ bias: 'rare' }), { seed: 7, numRuns: 20 })).toEqual(first);
  });
});

// The recipe: a property over the answers the service may send finds the consumer's crash.
it('finds the crash on a missing visibility, shrunk to the one variant', () => {
  const details = fc.check(
    fc.property(weatherAnswer({ bias: 'rare' }), ({ record }) => {
      expect(visibilityLine(record)).toMatch(/^Visibility \d+\.\d km$/);
    }),
    { seed: 42 },
  );
  expect(details.failed).toBe(true);
  const [counterexample] = details.counterexample ?? [];
  // Shrunk: the variants that leave visibility out, and nothing else.
  expect(counterexample?.variants).toEqual(['noVisibility']);
  expect(counterexample?.record).not.toHaveProperty('visibility');
  // As a test writes it: fc.assert throws, naming the shrunk counterexample.
  expect(() =>
    fc.assert(
      fc.property(weatherAnswer({ bias: 'rare' }), ({ record }) => {
        visibilityLine(record);
        expect(visibilityLine(record)).not.toContain('NaN');
      }),
      { seed: 42 },
    ),
  ).toThrow(/"variants":\["noVisibility"\]/);
});
