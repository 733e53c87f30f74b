// A store of one's own keeps triggers as it keeps stations (checked by vitest's typecheck: `npm run
// test:types`): `WeatherStore.triggerBook` gives a `TriggerBook`, whose methods answer now or later,
// of `StoredTrigger`s built from the public part types.
import { describe, expectTypeOf, it } from 'vitest';
import type {
  StationBook,
  StoredTrigger,
  TriggerBook,
  TriggerCondition,
  TriggerGeometry,
  TriggerTime,
  WeatherStore,
} from 'weather-double/server';

describe('a store’s books', () => {
  it('gives a trigger book beside the station book, both optional', () => {
    expectTypeOf<WeatherStore['triggerBook']>().toEqualTypeOf<
      ((seedHash: number) => TriggerBook) | undefined
    >();
    expectTypeOf<WeatherStore['stationBook']>().toEqualTypeOf<
      ((seedHash: number) => StationBook) | undefined
    >();
  });

  it('keeps a trigger of the public part types, and answers now or later', () => {
    expectTypeOf<StoredTrigger['start']>().toEqualTypeOf<TriggerTime>();
    expectTypeOf<StoredTrigger['conditions']>().toEqualTypeOf<readonly TriggerCondition[]>();
    expectTypeOf<StoredTrigger['area']>().toEqualTypeOf<readonly TriggerGeometry[]>();
    expectTypeOf<TriggerCondition['name']>().toEqualTypeOf<
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
