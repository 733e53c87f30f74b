/**
 * The weather route's public face, as the package's main entry exports it: its record's types,
 * serializer and validator, the options of the generator's record methods, the overrides of a deliberately malformed record, its client call.
 */
export type { FetchCurrentWeatherOptions } from './client.js';
export { fetchCurrentWeather } from './client.js';
export type { RecordOptions, UncheckedRecordOptions } from './generate.js';
export type { UncheckedOverrides } from './overrides.js';
export { serializeWeatherRecord } from './serialize.js';
export type { CurrentWeatherRecord, RecordOfShape, WeatherRecord, WeatherVariantRecord } from './types.js';
export type { ValidateOptions, ValidationIssue, ValidationResult } from './validate.js';
export { validateWeatherRecord } from './validate.js';
export type { WeatherVariantName } from './variants.js';
export { weatherVariantNames } from './variants.js';
