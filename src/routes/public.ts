/**
 * What the routes add to the package's main entry: each route folder's `public.ts` (its answer's
 * types, serializer, validator and client call), one line per folder that has one.
 */
export * from './air-pollution/public.js';
export * from './forecast/public.js';
export * from './forecast-daily/public.js';
export * from './forecast-hourly/public.js';
export * from './geocoding-zip/public.js';
export * from './one-call/public.js';
export * from './one-call-day-summary/public.js';
export * from './one-call-overview/public.js';
export * from './uvi/public.js';
export * from './weather/public.js';
