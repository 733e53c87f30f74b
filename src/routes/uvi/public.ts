/** The UV index routes' public face: their answer's type, serializer, validator, generator method and options. */
export type { UvIndexMethods, UvIndexOptions } from './generate.js';
export { serializeUvIndex } from './serialize.js';
export type { UvIndexItem } from './types.js';
export type { UvIndexValidation } from './validate.js';
export { validateUvIndex } from './validate.js';
