/**
 * The air pollution routes' public face: their answer's types, serializer, validator, generator
 * method and client call, as the package's main entry exports them.
 */
export type { FetchAirPollutionOptions } from './client.js';
export { fetchAirPollution } from './client.js';
export type { AirPollutionMethods, AirPollutionOptions } from './generate.js';
export { serializeAirPollution } from './serialize.js';
export type {
  AirComponents,
  AirPollutionAnswer,
  AirPollutionItem,
  AirPollutionKind,
} from './types.js';
export type { AirPollutionValidation } from './validate.js';
export { validateAirPollution } from './validate.js';
export type { AirPollutionVariantName } from './variants.js';
export { airPollutionVariantNames } from './variants.js';
