import type { FromSchema } from 'json-schema-to-ts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Forecast } from 'weather-double';
import shipped from 'weather-double/forecast-schema.json' with { type: 'json' };
import type { forecastSchema } from '../../src/forecast/schema.js';

describe('the forecast types and its JSON Schema come from one source', () => {
  it('Forecast is exactly the type the schema describes', () => {
    expectTypeOf<Forecast>().toEqualTypeOf<FromSchema<typeof forecastSchema>>();
  });

  it('forecast-schema.json ships the schema the validator and the serializer use', async () => {
    const { forecastSchema: source } = await import('../../dist/src/forecast/schema.js');
    expect(shipped).toEqual(JSON.parse(JSON.stringify(source)));
    expect(Object.keys(shipped.properties.list.items.properties.main.properties)).toEqual([
      'temp',
      'feels_like',
      'temp_min',
      'temp_max',
      'pressure',
      'sea_level',
      'grnd_level',
      'humidity',
      'temp_kf',
    ]);
  });
});
