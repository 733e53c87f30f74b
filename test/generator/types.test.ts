import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  createWeatherGenerator,
  type Place,
  type RecordOptions,
  type WeatherGenerator,
  type WeatherGeneratorOptions,
  type WeatherRecord,
} from 'weather-double';

// The `@ts-expect-error` lines are checked by `npm run typecheck` (tsc covers test/); the runtime
// assertions show that what TypeScript refuses is refused at run time too, for JavaScript callers.
describe('the generator types', () => {
  const generator: WeatherGenerator = createWeatherGenerator({ seed: 1 });

  it('returns WeatherRecord and takes typed options', () => {
    expectTypeOf(generator.record()).toEqualTypeOf<WeatherRecord>();
    expectTypeOf(generator.records(2)).toEqualTypeOf<WeatherRecord[]>();
    expectTypeOf<WeatherGeneratorOptions['places']>().toEqualTypeOf<
      Readonly<Record<string, Partial<Place>>> | undefined
    >();
    expect(generator.record({ units: 'metric' }).cod).toBe(200);
  });

  it('types checked overrides as a deep partial of WeatherRecord', () => {
    const good: RecordOptions = { overrides: { main: { humidity: 80 }, weather: [{ id: 500 }] } };
    expect(generator.record(good).main.humidity).toBe(80);
    // @ts-expect-error temp is a number
    const wrongType: RecordOptions = { overrides: { main: { temp: 'warm' } } };
    // @ts-expect-error feels_like is not a field of the specification's record
    const unknownKey: RecordOptions = { overrides: { main: { feels_like: 1 } } };
    // @ts-expect-error units is one of three
    const wrongUnits: RecordOptions = { units: 'kelvin' };
    for (const options of [wrongType, unknownKey, wrongUnits])
      expect(() => generator.record(options)).toThrow();
  });

  it('types unchecked overrides loosely, and only with unchecked: true', () => {
    const record = generator.record({
      unchecked: true,
      overrides: { main: { temp: 'warm' }, cod: undefined },
    });
    expectTypeOf(record).toEqualTypeOf<WeatherRecord>();
    expect((record.main as { temp: unknown }).temp).toBe('warm');
    // @ts-expect-error without unchecked: true, overrides are checked and typed
    expect(() => generator.record({ unchecked: false, overrides: { main: { temp: 'warm' } } })).toThrow();
  });
});
