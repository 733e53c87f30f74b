import { describe, expect, it } from 'vitest';
import { createWeatherGenerator, serializeWeatherRecord } from 'weather-double';

const AT = Date.parse('2024-06-01T12:00:00Z');
const clock = () => AT;
const bytes = (seed: number, at = AT, zip = '94040,us') =>
  serializeWeatherRecord(createWeatherGenerator({ seed, now: clock }).record({ zip, at }));

describe('determinism', () => {
  it('gives identical bytes for two generators with the same seed and clock', () => {
    for (const seed of [0, 1, 42, -7, 2 ** 40]) {
      const a = createWeatherGenerator({ seed, now: clock });
      const b = createWeatherGenerator({ seed, now: clock });
      for (const zip of ['94040,us', '10115,de', '12345', 'SW1A 1AA,gb']) {
        for (const units of ['standard', 'metric', 'imperial'] as const) {
          expect(serializeWeatherRecord(a.record({ zip, units })), `seed ${seed} ${zip} ${units}`).toBe(
            serializeWeatherRecord(b.record({ zip, units })),
          );
        }
      }
      expect(a.records(20, { zip: '33101' }).map(serializeWeatherRecord)).toEqual(
        b.records(20, { zip: '33101' }).map(serializeWeatherRecord),
      );
    }
  });

  it('gives different records for different seeds', () => {
    const seen = new Set([0, 1, 2, 3, 4, 5, 6, 7].map((seed) => bytes(seed)));
    expect(seen.size).toBe(8);
  });

  it('agrees with itself for every request inside a 10-minute bucket, and dt is never after the clock', () => {
    const generator = createWeatherGenerator({ seed: 3 });
    const first = generator.record({ at: AT });
    const bucketStart = first.dt * 1000;
    expect(bucketStart).toBeLessThanOrEqual(AT);
    expect(AT - bucketStart).toBeLessThan(600_000);
    for (let ms = bucketStart; ms < bucketStart + 600_000; ms += 37_000) {
      const again = generator.record({ at: ms });
      expect(serializeWeatherRecord(again), `at ${ms}`).toBe(serializeWeatherRecord(first));
      expect(again.dt * 1000).toBeLessThanOrEqual(ms);
    }
    // A fresh generator (no cache) agrees too: the cache only saves work.
    expect(
      serializeWeatherRecord(createWeatherGenerator({ seed: 3 }).record({ at: bucketStart + 599_999 })),
    ).toBe(serializeWeatherRecord(first));
  });

  it('moves to a new observation in the next bucket', () => {
    const generator = createWeatherGenerator({ seed: 3 });
    const first = generator.record({ at: AT });
    const next = generator.record({ at: first.dt * 1000 + 600_000 });
    expect(next.dt).toBe(first.dt + 600);
    expect(serializeWeatherRecord(next)).not.toBe(serializeWeatherRecord(first));
    const before = generator.record({ at: first.dt * 1000 - 1 });
    expect(before.dt).toBe(first.dt - 600);
  });

  it('is a function of (seed, place, bucket): the order of calls and other places do not matter', () => {
    const a = createWeatherGenerator({ seed: 9 });
    const b = createWeatherGenerator({ seed: 9 });
    const target = serializeWeatherRecord(a.record({ zip: '60601', at: AT }));
    for (const zip of ['10001', '2000,au', '75001,fr']) b.record({ zip, at: AT - 3_600_000 });
    b.records(50, { zip: '60601', at: AT + 86_400_000 });
    expect(serializeWeatherRecord(b.record({ zip: '60601', at: AT }))).toBe(target);
  });

  it('uses the clock when at is not given, accepting a Date or milliseconds', () => {
    const byNumber = createWeatherGenerator({ seed: 5, now: () => AT }).record();
    const byDate = createWeatherGenerator({ seed: 5, now: () => new Date(AT) }).record();
    const byAt = createWeatherGenerator({ seed: 5 }).record({ at: new Date(AT) });
    expect(serializeWeatherRecord(byDate)).toBe(serializeWeatherRecord(byNumber));
    expect(serializeWeatherRecord(byAt)).toBe(serializeWeatherRecord(byNumber));
  });

  it('returns fresh objects: mutating one record does not change the next', () => {
    const generator = createWeatherGenerator({ seed: 5, now: clock });
    const first = generator.record();
    const expected = serializeWeatherRecord(first);
    first.main.temp = 0;
    first.weather[0]!.icon = 'xx';
    expect(serializeWeatherRecord(generator.record())).toBe(expected);
  });

  it('records(count) is consecutive observations, oldest first, ending with record()', () => {
    const generator = createWeatherGenerator({ seed: 11, now: clock });
    const series = generator.records(6, { zip: '98101', units: 'metric' });
    expect(series).toHaveLength(6);
    for (let i = 1; i < series.length; i += 1) expect(series[i]!.dt - series[i - 1]!.dt).toBe(600);
    expect(serializeWeatherRecord(series[5]!)).toBe(
      serializeWeatherRecord(generator.record({ zip: '98101', units: 'metric' })),
    );
  });
});
