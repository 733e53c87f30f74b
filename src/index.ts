/**
 * weather-double: a byte-exact, deterministic test double of the weather service (current weather,
 * forecast, One Call 3.0, air pollution, geocoding). This entry holds the generator, the record and
 * answer types with their validators and serialisers, and the clients; `weather-double/handlers`
 * the MSW double, `weather-double/server` the standalone server, `weather-double/pact` the contract,
 * `weather-double/check` the provider check, `weather-double/places` the place model.
 */

export { serializeAirPollution } from './air-pollution/serialize.js';
export type {
  AirComponents,
  AirPollutionAnswer,
  AirPollutionItem,
  AirPollutionKind,
} from './air-pollution/types.js';
export type { AirPollutionValidation } from './air-pollution/validate.js';
export { validateAirPollution } from './air-pollution/validate.js';
export { WeatherApiError } from './client/api-error.js';
export type { FetchCurrentWeatherOptions } from './client/fetch-current-weather.js';
export { fetchCurrentWeather } from './client/fetch-current-weather.js';
export type { FetchForecastOptions } from './client/fetch-forecast.js';
export { fetchForecast } from './client/fetch-forecast.js';
export type {
  CoordinateCallOptions,
  FetchAirPollutionOptions,
  FetchDaySummaryOptions,
  FetchOneCallOptions,
  FetchOneCallTimemachineOptions,
  FetchOverviewOptions,
} from './client/fetch-one-call.js';
export {
  fetchAirPollution,
  fetchOneCall,
  fetchOneCallDaySummary,
  fetchOneCallOverview,
  fetchOneCallTimemachine,
} from './client/fetch-one-call.js';
export type { FetchZipLocationOptions, GeocodedZip } from './client/fetch-zip-location.js';
export { fetchZipLocation } from './client/fetch-zip-location.js';
export { dewPoint } from './derived/dew-point.js';
export { moonOfDay } from './derived/moon.js';
export { uvIndex } from './derived/uv-index.js';
export type { WeatherDoubleErrorCode } from './errors.js';
export { WeatherDoubleError } from './errors.js';
export { serializeForecast } from './forecast/serialize.js';
export type { Forecast, ForecastCity, ForecastItem } from './forecast/types.js';
export type { ForecastValidationResult } from './forecast/validate.js';
export { validateForecast } from './forecast/validate.js';
export type {
  AirPollutionOptions,
  Coordinates,
  DaySummaryOptions,
  OneCallOptions,
  OneCallTimemachineOptions,
  OverviewOptions,
  UvIndexOptions,
} from './generator/answers.js';
export type {
  ForecastOptions,
  ForecastOverrides,
  Place,
  RecordOptions,
  UncheckedOverrides,
  UncheckedRecordOptions,
  WeatherGenerator,
  WeatherGeneratorOptions,
} from './generator/index.js';
export { createWeatherGenerator } from './generator/index.js';
export { serializeOneCall, serializeOneCallTimemachine } from './one-call/serialize.js';
export type { DaySummaryAnswer, OverviewAnswer, UvIndexItem } from './one-call/summary-types.js';
export type {
  OneCallAlert,
  OneCallAnswer,
  OneCallCurrent,
  OneCallDay,
  OneCallHour,
  OneCallMinute,
  OneCallPart,
  OneCallPrecipitation,
  OneCallTimemachineAnswer,
} from './one-call/types.js';
export type { OneCallValidation } from './one-call/validate.js';
export { validateOneCall, validateOneCallTimemachine } from './one-call/validate.js';
export type { LocationQuery } from './places/query.js';
export type { WeatherCondition } from './record/conditions.js';
export { conditionById, weatherConditions } from './record/conditions.js';
export { serializeWeatherRecord } from './record/serialize.js';
export type {
  CurrentWeatherRecord,
  DeepPartial,
  RecordOfShape,
  RecordShape,
  Units,
  WeatherDescriptor,
  WeatherErrorBody,
  WeatherRecord,
} from './record/types.js';
export type { ValidateOptions, ValidationIssue, ValidationResult } from './record/validate.js';
export { validateWeatherRecord } from './record/validate.js';
export type {
  DaySummaryValidation,
  OverviewValidation,
  UvIndexValidation,
} from './routes/public-answers.js';
export {
  serializeDaySummary,
  serializeOverview,
  serializeUvIndex,
  validateDaySummary,
  validateOverview,
  validateUvIndex,
} from './routes/public-answers.js';
