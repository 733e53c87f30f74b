// The record types and the shipped JSON Schema come from one source (checked by vitest's typecheck:
// `npm run test:types`).
import type { FromSchema } from 'json-schema-to-ts';
import { describe, expectTypeOf, it } from 'vitest';
import type { CurrentWeatherRecord, WeatherRecord } from 'weather-double';
import type { currentWeatherRecordSchema, weatherRecordSchema } from '../../src/routes/weather/schema.js';

describe('the record types come from the schemas', () => {
  it('WeatherRecord is exactly the type the schema describes', () => {
    expectTypeOf<WeatherRecord>().toEqualTypeOf<FromSchema<typeof weatherRecordSchema>>();
  });

  it('CurrentWeatherRecord is exactly the type the current shape schema describes', () => {
    expectTypeOf<CurrentWeatherRecord>().toEqualTypeOf<FromSchema<typeof currentWeatherRecordSchema>>();
  });
});
