/**
 * The forecast route's public face: its answer's types, serializer, validator, client call and
 * generator method, as the package's main entry exports them.
 */
export type { ForecastOverrides } from './answer.js';
export type { FetchForecastOptions } from './client.js';
export { fetchForecast } from './client.js';
export type { ForecastMethods, ForecastOptions } from './generate.js';
export { serializeForecast } from './serialize.js';
export type { Forecast, ForecastCity, ForecastItem, ForecastVariantAnswer } from './types.js';
export type { ForecastValidationResult } from './validate.js';
export { validateForecast } from './validate.js';
export type { ForecastVariantName } from './variants.js';
export { forecastVariantNames } from './variants.js';
