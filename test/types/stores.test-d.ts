// A store of one's own keeps triggers as it keeps stations (checked by vitest's typecheck: `npm run
// test:types`): `WeatherStore.triggerBook` gives a `TriggerBook`, whose methods answer now or later,
// of `StoredTrigger`s.
import { describe, expectTypeOf, it } from 'vitest';
import type { StationBook, StoredTrigger, TriggerBook, WeatherStore } from 'weather-double/server';

describe('a store’s books', () => {
  it('gives a trigger book beside the station book, both optional', () => {
    expectTypeOf<WeatherStore['triggerBook']>().toEqualTypeOf<
      ((seedHash: number) => TriggerBook) | undefined
    >();
    expectTypeOf<WeatherStore['stationBook']>().toEqualTypeOf<
      ((seedHash: number) => StationBook) | undefined
    >();
  });

  it('keeps a trigger of the page’s parts, and answers now or later', () => {
    expectTypeOf<StoredTrigger['start']>().toEqualTypeOf<{
      readonly expression: 'after' | 'before' | 'exact';
      readonly amount: number;
    }>();
    expectTypeOf<StoredTrigger['area'][number]['type']>().toEqualTypeOf<
      'Point' | 'MultiPoint' | 'Polygon' | 'MultiPolygon'
    >();
    expectTypeOf<StoredTrigger['conditions'][number]['name']>().toEqualTypeOf<
      'temp' | 'pressure' | 'humidity' | 'wind_speed' | 'wind_direction' | 'clouds'
    >();
    expectTypeOf<ReturnType<TriggerBook['get']>>().toEqualTypeOf<
      StoredTrigger | undefined | Promise<StoredTrigger | undefined>
    >();
    expectTypeOf<ReturnType<TriggerBook['add']>>().toEqualTypeOf<
      StoredTrigger | 'triggersFull' | 'keysFull' | Promise<StoredTrigger | 'triggersFull' | 'keysFull'>
    >();
  });
});
