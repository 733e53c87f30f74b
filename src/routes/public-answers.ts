/**
 * The public pieces of the routes' answers that live in their folders (serialisers, validators and
 * their result types), for the package's entry (`src/index.ts`): everything else reaches a route
 * through the table.
 * @internal
 */
export type { DaySummaryValidation } from './one-call-day-summary/schema.js';
// Their schemas, for the pact's matchers (src/pact).
export { daySummarySchema, serializeDaySummary, validateDaySummary } from './one-call-day-summary/schema.js';
export type { OverviewValidation } from './one-call-overview/schema.js';
export { overviewSchema, serializeOverview, validateOverview } from './one-call-overview/schema.js';
export type { UvIndexValidation } from './uvi/schema.js';
export { serializeUvIndex, uvIndexSchema, validateUvIndex } from './uvi/schema.js';
