// The forecast's types and its JSON Schema come from one source (checked by vitest's typecheck:
// `npm run test:types`).
import type { FromSchema } from 'json-schema-to-ts';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  FetchCurrentWeatherOptions,
  FetchForecastOptions,
  Forecast,
  ForecastOptions,
  LocationCallOptions,
  WeatherGenerator,
} from 'weather-double';
import type { forecastSchema } from '../../src/routes/forecast/schema.js';

describe('the forecast types come from the schema', () => {
  it('Forecast is exactly the type the schema describes', () => {
    expectTypeOf<Forecast>().toEqualTypeOf<FromSchema<typeof forecastSchema>>();
  });

  it('generator.forecast(location, options) returns a Forecast', () => {
    type ForecastMethod = WeatherGenerator['forecast'];
    expectTypeOf<Parameters<ForecastMethod>[0]>().toEqualTypeOf<
      { zip: string } | { lat: number; lon: number } | { q: string } | { id: number } | undefined
    >();
    expectTypeOf<Parameters<ForecastMethod>[1]>().toEqualTypeOf<ForecastOptions | undefined>();
    expectTypeOf<ReturnType<ForecastMethod>>().toEqualTypeOf<Forecast>();
    expectTypeOf<Forecast['list'][number]['sys']['pod']>().toEqualTypeOf<'d' | 'n'>();
  });
});

describe('the client calls by location share their options', () => {
  it('FetchCurrentWeatherOptions and FetchForecastOptions are LocationCallOptions and their own', () => {
    expectTypeOf<FetchForecastOptions>().toExtend<LocationCallOptions>();
    expectTypeOf<FetchCurrentWeatherOptions>().toExtend<LocationCallOptions>();
    expectTypeOf<Omit<FetchForecastOptions, keyof LocationCallOptions>>().toEqualTypeOf<{
      cnt?: number | undefined;
    }>();
    expectTypeOf<Omit<FetchCurrentWeatherOptions<'current'>, keyof LocationCallOptions>>().toEqualTypeOf<{
      shape?: 'current' | undefined;
    }>();
  });
});
