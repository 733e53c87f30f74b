// The transport-free core of the double: request + clock → outcome. The adapters (`handlers/`,
// `src/server/`) import it from here. Its public types first; the rest is internal.

/** @internal */
export type { Address } from './address.js';
/** @internal */
export type { Answer, AnswerOutcome } from './answer.js';
/** @internal */
export { unknownRouteAnswer } from './answer.js';
/** @internal */
export type { Core, FailedPart } from './core.js';
/** @internal */
export { createCore } from './core.js';
export type { FaultKind, FaultName, FaultOptions, LatencyOptions, QuotaOptions } from './faults/index.js';
/** @internal */
export { MAX_DELAY, RESILIENCE_OPTION_NAMES } from './faults/index.js';
export type { RecordedRequest, RequestLog, ScenarioName } from './log.js';
/** @internal */
export { maskedUrl } from './log.js';
export type { NotFoundRule, WeatherDoubleOptions } from './options.js';
/** @internal */
export { DOUBLE_OPTION_NAMES, WORLD_OPTION_NAMES } from './options.js';
/** @internal */
export type { Outcome } from './outcome.js';
/** @internal */
export { cutBody, cutLength } from './outcome.js';
/** @internal */
export type { ScenarioOptions, ScenarioRule, WeatherScenarios } from './scenarios.js';
