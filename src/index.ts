/**
 * weather-double: a byte-exact, deterministic test double of the weather service (current weather of
 * one city or several, forecasts, One Call 3.0, air pollution, UV index, geocoding). This entry holds
 * the generator, the record and answer types with their validators and serialisers, and the clients;
 * `weather-double/handlers` the MSW double, `weather-double/server` the standalone server,
 * `weather-double/pact` the contract, `weather-double/check` the provider check,
 * `weather-double/places` the place model.
 */

export { WeatherApiError } from './client/api-error.js';
export type { LocationCallOptions } from './client/call.js';
export { dewPoint } from './derived/dew-point.js';
export { moonOfDay } from './derived/moon.js';
export { uvIndex } from './derived/uv-index.js';
export type { WeatherDoubleErrorCode } from './errors.js';
export { WeatherDoubleError } from './errors.js';
export type { GeocodedPlace, Place } from './places/place.js';
export type { LocationQuery } from './places/query.js';
export type { Coordinates } from './routes/generate-shared.js';
export type { WeatherGenerator, WeatherGeneratorOptions } from './routes/generator.js';
export { createWeatherGenerator } from './routes/generator.js';
export * from './routes/public.js';
export type { WeatherCondition, WeatherDescriptor } from './service/conditions.js';
export { conditionById, weatherConditions } from './service/conditions.js';
export type { DeepPartial } from './service/deep-partial.js';
export type { WeatherErrorBody } from './service/error-answers.js';
export { conditionDescription, inLanguage, languageCodes, translatedLanguages } from './service/languages.js';
export type { RecordShape, Units } from './service/vocabulary.js';
