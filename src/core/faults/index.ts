// Resilience settings of a double: a per-key quota on the double's clock, seeded random faults and
// seeded log-normal latency. Pure decisions; the core applies them.

/** @internal */
export { uniform } from './draws.js';
export type { FaultKind, FaultOptions, LatencyOptions, QuotaOptions } from './options.js';
/** @internal */
export { MAX_DELAY, RESILIENCE_OPTION_NAMES, readSeed } from './options.js';
export type { FaultName } from './resilience.js';
/** @internal */
export { createDrawNumbers, createResilience, requestIdentity } from './resilience.js';
export type { WeatherStore } from './store.js';
