// The public types of the resilience options, as a TypeScript user sees them.

import type { RequestHandler } from 'msw';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  FaultKind,
  FaultName,
  FaultOptions,
  LatencyOptions,
  QuotaOptions,
  RecordedRequest,
  ScenarioName,
  ScenarioOptions,
  WeatherDoubleOptions,
  WeatherScenarios,
} from 'weather-double/handlers';
import type { WeatherServerOptions } from 'weather-double/server';

describe('resilience types', () => {
  it('names the fault kinds and what the log reports', () => {
    expectTypeOf<FaultKind>().toEqualTypeOf<
      'rateLimited' | 'serverError' | 'networkError' | 'malformed' | 'hang'
    >();
    expectTypeOf<FaultName>().toEqualTypeOf<'quota' | FaultKind>();
    expectTypeOf<RecordedRequest['fault']>().toEqualTypeOf<FaultName | null>();
    expectTypeOf<RecordedRequest['latency']>().toEqualTypeOf<number>();
    expectTypeOf<'malformed' | 'hang'>().toMatchTypeOf<ScenarioName>();
  });

  it('types the options of the double and the server alike', () => {
    expectTypeOf<WeatherDoubleOptions['quota']>().toEqualTypeOf<QuotaOptions | undefined>();
    expectTypeOf<WeatherDoubleOptions['faults']>().toEqualTypeOf<FaultOptions | undefined>();
    expectTypeOf<WeatherDoubleOptions['latency']>().toEqualTypeOf<LatencyOptions | undefined>();
    expectTypeOf<WeatherServerOptions['quota']>().toEqualTypeOf<QuotaOptions | undefined>();
    expectTypeOf<WeatherServerOptions['faults']>().toEqualTypeOf<FaultOptions | undefined>();
    expectTypeOf<WeatherServerOptions['latency']>().toEqualTypeOf<LatencyOptions | undefined>();
    expectTypeOf<QuotaOptions>().toEqualTypeOf<{ limit: number; windowSeconds?: number }>();
    expectTypeOf<LatencyOptions>().toEqualTypeOf<{ median: number; p99: number; seed?: number }>();
    expectTypeOf<FaultOptions['kinds']>().toEqualTypeOf<readonly FaultKind[] | undefined>();
    // @ts-expect-error: a kind that does not exist
    const bad: FaultOptions = { rate: 0.1, kinds: ['timeout'] };
    void bad;
  });

  it('gives malformed() and hang() the options of the other scenarios', () => {
    expectTypeOf<WeatherScenarios['malformed']>().toEqualTypeOf<
      (options?: ScenarioOptions) => RequestHandler
    >();
    expectTypeOf<WeatherScenarios['hang']>().parameters.toEqualTypeOf<
      Parameters<WeatherScenarios['notFound']>
    >();
  });
});
