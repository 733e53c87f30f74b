/**
 * The day summary route's public face: its answer's type, serializer, validator, generator method
 * and options, and client call.
 */
export type { FetchDaySummaryOptions } from './client.js';
export { fetchOneCallDaySummary } from './client.js';
export type { DaySummaryMethods, DaySummaryOptions } from './generate.js';
export { serializeDaySummary } from './serialize.js';
export type { DaySummaryAnswer } from './types.js';
export type { DaySummaryValidation } from './validate.js';
export { validateDaySummary } from './validate.js';
