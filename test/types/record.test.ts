import type { FromSchema } from 'json-schema-to-ts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CurrentWeatherRecord, WeatherRecord } from 'weather-double';
import schema from 'weather-double/schema.json' with { type: 'json' };
import type { currentWeatherRecordSchema, weatherRecordSchema } from '../../src/record/schema.js';

describe('the record types and the shipped JSON Schema come from one source', () => {
  it('WeatherRecord is exactly the type the schema describes', () => {
    expectTypeOf<WeatherRecord>().toEqualTypeOf<FromSchema<typeof weatherRecordSchema>>();
  });

  it('CurrentWeatherRecord is exactly the type the current shape schema describes', () => {
    expectTypeOf<CurrentWeatherRecord>().toEqualTypeOf<FromSchema<typeof currentWeatherRecordSchema>>();
  });

  it('schema.json ships the schema the validator uses', async () => {
    // The build's module (its declarations leave out internal names: typed from the source).
    const { weatherRecordSchema: source } = (await import(
      '../../dist/src/record/schema.js'
    )) as unknown as typeof import('../../src/record/schema.js');
    expect(schema).toEqual(JSON.parse(JSON.stringify(source)));
    expect(schema.properties.main.properties.humidity).toEqual({
      type: 'integer',
      description: 'Relative humidity, %.',
      minimum: 0,
      maximum: 100,
    });
  });
});
