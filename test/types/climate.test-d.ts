// The climate forecast's types and its JSON Schema come from one source (checked by vitest's
// typecheck: `npm run test:types`).
import type { FromSchema } from 'json-schema-to-ts';
import { describe, expectTypeOf, it } from 'vitest';
import type { ClimateForecast, DailyForecastOptions, WeatherGenerator } from 'weather-double';
import type { climateForecastSchema } from '../../src/routes/forecast-climate/schema.js';

describe('the climate forecast types come from the schema', () => {
  it('ClimateForecast is exactly the type the schema describes', () => {
    expectTypeOf<ClimateForecast>().toEqualTypeOf<FromSchema<typeof climateForecastSchema>>();
  });

  it('generator.climateForecast(location, options) returns a ClimateForecast', () => {
    type ClimateMethod = WeatherGenerator['climateForecast'];
    expectTypeOf<Parameters<ClimateMethod>[1]>().toEqualTypeOf<DailyForecastOptions | undefined>();
    expectTypeOf<ReturnType<ClimateMethod>>().toEqualTypeOf<ClimateForecast>();
    expectTypeOf<ClimateForecast['code']>().toEqualTypeOf<'200'>();
  });
});
