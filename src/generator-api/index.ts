/**
 * The record generator: seeded, valid by construction, realistic, deterministic.
 * `lookupPlace` is internal (used by the endpoint model to answer "city not found").
 */

export type { UncheckedOverrides } from '../generator/overrides.js';
export type { PinnedPlaces, Place } from '../places/place.js';
/** @internal */
export { lookupPlace } from '../places/place.js';
export {
  createWeatherGenerator,
  type RecordOptions,
  type UncheckedRecordOptions,
  type WeatherGenerator,
  type WeatherGeneratorOptions,
} from '../routes/generator.js';
export type { DailyForecastOptions, ForecastOptions, ForecastOverrides } from '../routes/public.js';
