/**
 * The hourly forecast route's public face: its answer's types, validator and generator method, as
 * the package's main entry exports them.
 */
export type { HourlyForecastMethods } from './generate.js';
export type { HourlyForecast, HourlyForecastItem } from './types.js';
export type { HourlyForecastValidationResult } from './validate.js';
export { validateHourlyForecast } from './validate.js';
