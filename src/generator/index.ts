/**
 * The record generator: seeded, valid by construction, realistic, deterministic.
 * `lookupPlace` is internal (used by the endpoint model to answer "city not found").
 */
export {
  createWeatherGenerator,
  type RecordOptions,
  type UncheckedRecordOptions,
  type WeatherGenerator,
  type WeatherGeneratorOptions,
} from './generator.js';
export type { UncheckedOverrides } from './overrides.js';
export type { PinnedPlaces, Place } from './places.js';
/** @internal */
export { lookupPlace } from './places.js';
