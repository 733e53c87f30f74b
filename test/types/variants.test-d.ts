// The names of the rare real variants (docs/variants.md) are typed per route, and `VariantName`
// (the `variants` option's and scenario's `only`, a log entry's `variant`) is their union.
import { describe, expectTypeOf, it } from 'vitest';
import type {
  AirPollutionVariantName,
  BoxCityVariantName,
  DailyForecastVariantName,
  FindVariantName,
  ForecastVariantName,
  GeocodingVariantName,
  GroupVariantName,
  OneCallVariantName,
  VariantName,
  WeatherVariantName,
} from 'weather-double';
import {
  boxCityVariantNames,
  dailyForecastVariantNames,
  findVariantNames,
  groupVariantNames,
} from 'weather-double';
import type { RecordedRequest, VariantOptions } from 'weather-double/handlers';

describe('the variants` names', () => {
  it('VariantName is the union of every route`s names', () => {
    expectTypeOf<VariantName>().toEqualTypeOf<
      | WeatherVariantName
      | OneCallVariantName
      | ForecastVariantName
      | DailyForecastVariantName
      | FindVariantName
      | GroupVariantName
      | BoxCityVariantName
      | AirPollutionVariantName
      | GeocodingVariantName
    >();
    expectTypeOf<DailyForecastVariantName>().toEqualTypeOf<
      'forecastDailyFloatPressure' | 'forecastDailyFlatTemperatures'
    >();
    expectTypeOf<FindVariantName>().toEqualTypeOf<'findCountryEmpty' | 'findNoWindDeg'>();
    expectTypeOf<GroupVariantName>().toEqualTypeOf<'groupNoVisibility'>();
    expectTypeOf<BoxCityVariantName>().toEqualTypeOf<'boxNoVisibility' | 'boxVisibilityMiles'>();
  });

  it('types the exported lists, `only` and the log entry by them', () => {
    expectTypeOf(dailyForecastVariantNames).toEqualTypeOf<readonly DailyForecastVariantName[]>();
    expectTypeOf(findVariantNames).toEqualTypeOf<readonly FindVariantName[]>();
    expectTypeOf(groupVariantNames).toEqualTypeOf<readonly GroupVariantName[]>();
    expectTypeOf(boxCityVariantNames).toEqualTypeOf<readonly BoxCityVariantName[]>();
    expectTypeOf<NonNullable<VariantOptions['only']>[number]>().toEqualTypeOf<VariantName>();
    expectTypeOf<RecordedRequest['variant']>().toEqualTypeOf<VariantName | undefined>();
  });
});
