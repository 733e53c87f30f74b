// The forecast's types and its JSON Schema come from one source (checked by vitest's typecheck:
// `npm run test:types`).
import type { FromSchema } from 'json-schema-to-ts';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  FetchCurrentWeatherOptions,
  FetchForecastOptions,
  Forecast,
  ForecastOptions,
  ForecastValidationResult,
  ForecastVariantAnswer,
  ForecastVariantName,
  LocationCallOptions,
  VariantName,
  WeatherGenerator,
} from 'weather-double';
import { type forecastVariantNames, serializeForecast, validateForecast } from 'weather-double';
import type { forecastSchema } from '../../src/routes/forecast/schema.js';

describe('the forecast types come from the schema', () => {
  it('Forecast is exactly the type the schema describes', () => {
    expectTypeOf<Forecast>().toEqualTypeOf<FromSchema<typeof forecastSchema>>();
  });

  it('generator.forecast(location, options) returns a Forecast', () => {
    type ForecastMethod = WeatherGenerator['forecast'];
    expectTypeOf<Parameters<ForecastMethod>[0]>().toEqualTypeOf<
      { zip: string } | { lat: number; lon: number } | { q: string } | { id: number } | undefined
    >();
    expectTypeOf<Parameters<ForecastMethod>[1]>().toEqualTypeOf<ForecastOptions | undefined>();
    expectTypeOf<ReturnType<ForecastMethod>>().toEqualTypeOf<Forecast>();
    expectTypeOf<Forecast['list'][number]['sys']['pod']>().toEqualTypeOf<'d' | 'n'>();
  });
});

describe('the forecast`s rare variants are typed', () => {
  it('serializeForecast writes a forecast or a rare variant of one, with no cast', () => {
    expectTypeOf(serializeForecast).parameter(0).toEqualTypeOf<Forecast | ForecastVariantAnswer>();
  });

  it('validateForecast types the answer by { variants }', () => {
    expectTypeOf(validateForecast({})).toEqualTypeOf<ForecastValidationResult>();
    expectTypeOf(validateForecast({}, { lang: 'de', variants: true })).toEqualTypeOf<
      ForecastValidationResult<ForecastVariantAnswer>
    >();
    expectTypeOf<ForecastVariantAnswer['list'][number]['pop']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<ForecastVariantAnswer['city']['sunrise']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<ForecastVariantAnswer['message']>().toEqualTypeOf<number>();
  });

  it('names them in forecastVariantNames and in VariantName', () => {
    expectTypeOf<(typeof forecastVariantNames)[number]>().toEqualTypeOf<ForecastVariantName>();
    expectTypeOf<ForecastVariantName>().toExtend<VariantName>();
    expectTypeOf<'slotsRainEmpty'>().toExtend<ForecastVariantName>();
  });
});

describe('the client calls by location share their options', () => {
  it('FetchCurrentWeatherOptions and FetchForecastOptions are LocationCallOptions and their own', () => {
    expectTypeOf<FetchForecastOptions>().toExtend<LocationCallOptions>();
    expectTypeOf<FetchCurrentWeatherOptions>().toExtend<LocationCallOptions>();
    expectTypeOf<Omit<FetchForecastOptions, keyof LocationCallOptions>>().toEqualTypeOf<{
      cnt?: number | undefined;
    }>();
    expectTypeOf<Omit<FetchCurrentWeatherOptions<'current'>, keyof LocationCallOptions>>().toEqualTypeOf<{
      shape?: 'current' | undefined;
    }>();
  });
});
