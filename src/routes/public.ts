/**
 * What the routes add to the package's main entry: each route folder's `public.ts` (its answer's
 * types, serializer, validator, client call and generator methods), one line per folder that has
 * one; and the generator methods they declare, one name per route folder that has them.
 */
import type { AccumulatedMethods } from './accumulated-temperature/public.js';
import type { StatisticsMethods } from './aggregated-year/public.js';
import type { AirPollutionMethods, AirPollutionVariantName } from './air-pollution/public.js';
import type { BoxCityVariantName } from './box-city/public.js';
import type { FindVariantName } from './find/public.js';
import type { ForecastMethods, ForecastVariantName } from './forecast/public.js';
import type { ClimateForecastMethods } from './forecast-climate/public.js';
import type { DailyForecastMethods, DailyForecastVariantName } from './forecast-daily/public.js';
import type { HourlyForecastMethods } from './forecast-hourly/public.js';
import type { GeocodingVariantName } from './geocoding-direct/public.js';
import type { GroupVariantName } from './group/public.js';
import type { CityHistoryMethods } from './history-city/public.js';
import type { StationHistoryMethods } from './history-station/public.js';
import type { OneCallMethods, OneCallVariantName } from './one-call/public.js';
import type { OneCall4Methods } from './one-call-4-current/public.js';
import type { DaySummaryMethods } from './one-call-day-summary/public.js';
import type { OverviewMethods } from './one-call-overview/public.js';
import type { UvIndexMethods } from './uvi/public.js';
import type { WeatherVariantName } from './weather/public.js';

export * from './accumulated-temperature/public.js';
export * from './aggregated-year/public.js';
export * from './air-pollution/public.js';
export * from './box-city/public.js';
export * from './find/public.js';
export * from './forecast/public.js';
export * from './forecast-climate/public.js';
export * from './forecast-daily/public.js';
export * from './forecast-hourly/public.js';
export * from './geocoding-direct/public.js';
export * from './geocoding-zip/public.js';
export * from './group/public.js';
export * from './history-city/public.js';
export * from './history-station/public.js';
export * from './one-call/public.js';
export * from './one-call-4-current/public.js';
export * from './one-call-day-summary/public.js';
export * from './one-call-overview/public.js';
export * from './uvi/public.js';
export * from './weather/public.js';

/**
 * The generator methods of the routes (each folder's interface, made by its row's `generate`):
 * what a `WeatherGenerator` has besides `seed`, `shape`, `record` and `records`. A type test keeps it
 * equal to what the route table's rows make.
 *
 * @example
 * ```ts
 * const methods: RouteGeneratorMethods = createWeatherGenerator({ seed: 1 });
 * methods.forecast({ q: 'London,GB' }, { cnt: 8 });
 * ```
 */
export interface RouteGeneratorMethods
  extends AirPollutionMethods,
    ForecastMethods,
    DailyForecastMethods,
    HourlyForecastMethods,
    OneCallMethods,
    DaySummaryMethods,
    OverviewMethods,
    UvIndexMethods,
    CityHistoryMethods,
    ClimateForecastMethods,
    StatisticsMethods,
    AccumulatedMethods,
    OneCall4Methods,
    StationHistoryMethods {}

/**
 * The name of a rare real variant of any route's answer (docs/variants.md): the `variants` option's
 * and scenario's `only`, and a request log entry's `variant`.
 *
 * @example
 * ```ts
 * const only: VariantName[] = ['noVisibility', 'hourlyNoVisibility'];
 * ```
 */
export type VariantName =
  | WeatherVariantName
  | OneCallVariantName
  | ForecastVariantName
  | DailyForecastVariantName
  | FindVariantName
  | GroupVariantName
  | BoxCityVariantName
  | AirPollutionVariantName
  | GeocodingVariantName;
