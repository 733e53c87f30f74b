import { describe, expect, it } from 'vitest';
import shipped from 'weather-double/forecast-schema.json' with { type: 'json' };

// The types side of this (Forecast is the type the schema describes) is test/types/forecast.test-d.ts.
describe('forecast-schema.json', () => {
  it('ships the schema the validator and the serializer use', async () => {
    // The build's module (its declarations may leave out internal names: typed from the source).
    const { forecastSchema: source } = (await import(
      '../../dist/src/routes/forecast/schema.js'
    )) as unknown as typeof import('../../src/routes/forecast/schema.js');
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
