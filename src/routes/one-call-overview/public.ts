/**
 * The overview route's public face: its answer's type, serializer, validator, generator method and
 * options, and client call.
 */
export type { FetchOverviewOptions } from './client.js';
export { fetchOneCallOverview } from './client.js';
export type { OverviewMethods, OverviewOptions } from './generate.js';
export { serializeOverview } from './serialize.js';
export type { OverviewAnswer } from './types.js';
export type { OverviewValidation } from './validate.js';
export { validateOverview } from './validate.js';
