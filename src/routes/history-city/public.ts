/**
 * The city history route's public face: its answer's types, serializer, validator and generator
 * method, as the package's main entry exports them.
 */
export type { CityHistoryLocation, CityHistoryMethods, CityHistoryOptions } from './generate.js';
export { serializeCityHistory } from './serialize.js';
export type { CityHistory, CityHistoryHour } from './types.js';
export type { CityHistoryValidationResult } from './validate.js';
export { validateCityHistory } from './validate.js';
