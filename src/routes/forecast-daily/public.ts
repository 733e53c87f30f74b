/**
 * The 16-day daily forecast route's public face: its answer's types, validator and generator
 * method, as the package's main entry exports them.
 */
export type { DailyForecastOptions } from '../forecast/family.js';
export type { DailyForecastMethods } from './generate.js';
export type { DailyForecast, DailyForecastCity, DailyForecastItem } from './types.js';
export type { DailyForecastValidationResult } from './validate.js';
export { validateDailyForecast } from './validate.js';
export type { DailyForecastVariantName } from './variants.js';
export { dailyForecastVariantNames } from './variants.js';
