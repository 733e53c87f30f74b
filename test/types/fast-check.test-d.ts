// The fast-check arbitraries yield the package's own answer types (checked by vitest's typecheck:
// `npm run test:types`), so a property reads `value.list[0].main.temp` without a cast.
import type fc from 'fast-check';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  AirPollutionAnswer,
  AirPollutionVariantName,
  Forecast,
  ForecastVariantAnswer,
  ForecastVariantName,
  GeocodedPlace,
  GeocodedZip,
  GeocodingVariantName,
  OneCallVariantAnswer,
  OneCallVariantName,
} from 'weather-double';
import type {
  ErrorAnswerDraw,
  RouteAnswer,
  VariantAnswerOptions,
  VariantRouteAnswer,
  WeatherAnswer,
} from 'weather-double/fast-check';
import {
  airPollutionAnswer,
  errorAnswer,
  forecastAnswer,
  geocodingAnswer,
  type oneCallAnswer,
  weatherAnswer,
} from 'weather-double/fast-check';

describe('the arbitraries of weather-double/fast-check', () => {
  it('yield each route answer typed as the package types it', () => {
    expectTypeOf(forecastAnswer({ cnt: 8, bias: 'rare' })).toEqualTypeOf<
      fc.Arbitrary<VariantRouteAnswer<ForecastVariantAnswer, ForecastVariantName>>
    >();
    expectTypeOf<VariantAnswerOptions['bias']>().toEqualTypeOf<'common' | 'rare' | undefined>();
    type OneCallDraw = ReturnType<typeof oneCallAnswer> extends fc.Arbitrary<infer T> ? T : never;
    expectTypeOf<OneCallDraw>().toEqualTypeOf<VariantRouteAnswer<OneCallVariantAnswer, OneCallVariantName>>();
    expectTypeOf<OneCallDraw['variants'][number]>().toEqualTypeOf<OneCallVariantName>();
    expectTypeOf(airPollutionAnswer({ bias: 'rare' })).toEqualTypeOf<
      fc.Arbitrary<VariantRouteAnswer<AirPollutionAnswer, AirPollutionVariantName>>
    >();
    expectTypeOf(geocodingAnswer('direct', { bias: 'rare' })).toEqualTypeOf<
      fc.Arbitrary<VariantRouteAnswer<GeocodedPlace[], GeocodingVariantName>>
    >();
    expectTypeOf(geocodingAnswer('zip')).toEqualTypeOf<fc.Arbitrary<RouteAnswer<GeocodedZip>>>();
    expectTypeOf(errorAnswer()).toEqualTypeOf<fc.Arbitrary<ErrorAnswerDraw>>();
    expectTypeOf(weatherAnswer()).toEqualTypeOf<fc.Arbitrary<WeatherAnswer>>();
  });

  it('refuses options an arbitrary does not take', () => {
    // @ts-expect-error: a geocoding route the double does not serve
    geocodingAnswer('postal');
    // @ts-expect-error: units are named, not free text
    forecastAnswer({ units: 'kelvin' });
    // @ts-expect-error: the bias is 'common' or 'rare'
    forecastAnswer({ bias: 'often' });
  });

  it('gives the request and the clock of each answer', () => {
    expectTypeOf<RouteAnswer<Forecast>['url']>().toEqualTypeOf<string>();
    expectTypeOf<RouteAnswer<Forecast>['now']>().toEqualTypeOf<number>();
  });
});
