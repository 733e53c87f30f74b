/**
 * The accumulated routes' public face (`/data/2.5/history/accumulated_temperature`,
 * `…_precipitation`): their answers' types and generator methods, as the package's main entry
 * exports them.
 */
export type { AccumulatedPrecipitationDay, AccumulatedTemperatureDay } from '../accumulated.js';
export type { AccumulatedMethods, AccumulatedOptions } from '../accumulated-generate.js';
