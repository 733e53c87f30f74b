/**
 * Resilience settings of a double: a per-key quota on the double's clock, seeded random faults and
 * seeded log-normal latency. Pure decisions; `handlers/` and the server apply them.
 * @internal
 */
export type { FaultKind, FaultOptions, LatencyOptions, QuotaOptions } from './options.js';
export { FAULT_KINDS, MAX_DELAY, RESILIENCE_OPTION_NAMES } from './options.js';
export type { Decision, FaultName, Resilience } from './resilience.js';
export { createResilience, requestIdentity } from './resilience.js';
