import { describe, expect, it } from 'vitest';
import schema from 'weather-double/schema.json' with { type: 'json' };

// The types side of this (WeatherRecord is the type the schema describes) is test/types/record.test-d.ts.
describe('schema.json', () => {
  it('ships the schema the validator uses', async () => {
    // The build's module (its declarations may leave out internal names: typed from the source).
    const { weatherRecordSchema: source } = (await import(
      '../../dist/src/routes/weather/schema.js'
    )) as unknown as typeof import('../../src/routes/weather/schema.js');
    expect(schema).toEqual(JSON.parse(JSON.stringify(source)));
    expect(schema.properties.main.properties.humidity).toEqual({
      type: 'integer',
      description: 'Relative humidity, %.',
      minimum: 0,
      maximum: 100,
    });
  });
});
