/**
 * The record generator: seeded, valid by construction, realistic, deterministic.
 * `lookupPlace` is internal (used by the endpoint model to answer "city not found").
 */

export type { PinnedPlaces, Place } from '../places/place.js';
/** @internal */
export { lookupPlace } from '../places/place.js';
export type { ForecastOverrides } from './forecast.js';
export {
  createWeatherGenerator,
  type DailyForecastOptions,
  type ForecastOptions,
  type RecordOptions,
  type UncheckedRecordOptions,
  type WeatherGenerator,
  type WeatherGeneratorOptions,
} from './generator.js';
export type { UncheckedOverrides } from './overrides.js';
