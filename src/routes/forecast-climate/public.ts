/**
 * The 30-day climate forecast route's public face: its answer's types, validator and generator
 * method, as the package's main entry exports them (its options are the 16-day forecast's,
 * `DailyForecastOptions`).
 */
export type { ClimateForecastMethods } from './generate.js';
export type { ClimateForecast, ClimateForecastItem } from './types.js';
export type { ClimateForecastValidationResult } from './validate.js';
export { validateClimateForecast } from './validate.js';
