// The rules of the options a double checks without its model (src/light-options.ts), which
// `createCore`, `createWeatherGenerator` and the handlers' Node entry share: each problem is the one
// the package throws (test/handlers/node-entry.test.ts compares the Node entry with the bundle).
import { describe, expect, it } from 'vitest';
import { createWeatherGenerator, WeatherDoubleError } from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import {
  apiKeysProblem,
  LIGHT_OPTION_NAMES,
  nowProblem,
  SERVICE_LABEL,
  seedProblem,
} from '../../src/light-options.js';

const thrown = (make: () => unknown): unknown => {
  try {
    make();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('the light option rules', () => {
  it('pass the defaults and the values of the right kinds', () => {
    for (const value of [undefined, 0, -3, Number.MAX_SAFE_INTEGER])
      expect(seedProblem(value)).toBeUndefined();
    for (const value of [undefined, () => 0, Date.now]) expect(nowProblem(value)).toBeUndefined();
    for (const value of [undefined, ['k'], ['a', 'b']]) expect(apiKeysProblem(value)).toBeUndefined();
  });

  it('name the option, what it allows and what it got: the errors the double and the generator throw', () => {
    const cases: [Record<string, unknown>, ReturnType<typeof seedProblem>][] = [
      [{ seed: 1.5 }, seedProblem(1.5)],
      [{ seed: 2 ** 60 }, seedProblem(2 ** 60)],
      [{ seed: '1' }, seedProblem('1')],
      [{ now: 'noon' }, nowProblem('noon')],
      [{ apiKeys: [] }, apiKeysProblem([])],
      [{ apiKeys: 'k' }, apiKeysProblem('k')],
      [{ apiKeys: ['k', ''] }, apiKeysProblem(['k', ''])],
      // A hole is no key: refused when the double is made (it was let through, then refused late).
      // biome-ignore lint/suspicious/noSparseArray: the hole is the case
      [{ apiKeys: [, 'k'] }, apiKeysProblem([, 'k'])],
    ];
    for (const [options, problem] of cases) {
      expect(problem, JSON.stringify(options)).toBeDefined();
      const error = thrown(() => createWeatherDouble(options as never));
      expect(error).toBeInstanceOf(WeatherDoubleError);
      expect(error).toMatchObject({ code: 'INVALID_OPTION', path: problem?.path });
      expect((error as Error).message).toMatch(`expected ${problem?.expected}, got `);
      if (!('apiKeys' in options)) {
        expect((thrown(() => createWeatherGenerator(options as never)) as Error).message).toBe(
          (error as Error).message,
        );
      }
    }
    expect(apiKeysProblem(['k', 7])).toEqual({
      path: 'apiKeys[1]',
      expected: 'a non-empty string',
      value: 7,
    });
  });

  it('are the first options a double lists, and its default label is the service’s', () => {
    // MSW's header: the handler's method (any, `/.+/`), then its label.
    expect(createWeatherDouble().handlers[0]?.info.header).toBe(`/.+/ ${SERVICE_LABEL}`);
    const unknown = thrown(() => createWeatherDouble({ seeds: 1 } as never)) as Error;
    expect(unknown.message).toContain(`Allowed options: baseUrl, ${LIGHT_OPTION_NAMES.join(', ')}, places,`);
  });
});
