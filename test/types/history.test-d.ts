// The city history's types and its JSON Schema come from one source (checked by vitest's typecheck:
// `npm run test:types`), and the generator method takes the History API's places and returns it.
import type { FromSchema } from 'json-schema-to-ts';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  CityHistory,
  CityHistoryLocation,
  CityHistoryMethods,
  CityHistoryOptions,
  WeatherGenerator,
} from 'weather-double';
import type { cityHistorySchema } from '../../src/routes/history-city/schema.js';

describe('the city history types come from the schema', () => {
  it('CityHistory is exactly the type the schema describes', () => {
    expectTypeOf<CityHistory>().toEqualTypeOf<FromSchema<typeof cityHistorySchema>>();
  });

  it('generator.cityHistory(location, options) takes no postal code and returns a CityHistory', () => {
    type Method = WeatherGenerator['cityHistory'];
    expectTypeOf<Method>().toEqualTypeOf<CityHistoryMethods['cityHistory']>();
    expectTypeOf<Parameters<Method>[0]>().toEqualTypeOf<CityHistoryLocation | undefined>();
    expectTypeOf<CityHistoryLocation>().toEqualTypeOf<
      { lat: number; lon: number } | { q: string } | { id: number }
    >();
    expectTypeOf<Parameters<Method>[1]>().toEqualTypeOf<CityHistoryOptions | undefined>();
    expectTypeOf<ReturnType<Method>>().toEqualTypeOf<CityHistory>();
    expectTypeOf<CityHistory['list'][number]['wind']['gust']>().toEqualTypeOf<number | undefined>();
  });
});
