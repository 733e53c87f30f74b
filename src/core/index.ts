/**
 * The transport-free core of the double: request + clock → outcome. The adapters (`handlers/`,
 * `src/server/`) import it from here.
 * @internal
 */
export type { Address } from './address.js';
export type { Answer, AnswerOutcome } from './answer.js';
export { unknownRouteAnswer } from './answer.js';
export type { Core, FailedPart } from './core.js';
export { createCore } from './core.js';
export type { FaultKind, FaultName, FaultOptions, LatencyOptions, QuotaOptions } from './faults/index.js';
export { MAX_DELAY, RESILIENCE_OPTION_NAMES } from './faults/index.js';
export type {
  LoggedRequest,
  RecordedRequest,
  RequestLog,
  RequestOutcome,
  ScenarioName,
  Undelivered,
} from './log.js';
export { maskedUrl } from './log.js';
export type { NotFoundRule, WeatherDoubleOptions } from './options.js';
export { DOUBLE_OPTION_NAMES, WORLD_OPTION_NAMES } from './options.js';
export type { Outcome } from './outcome.js';
export { cutBody, cutLength } from './outcome.js';
export type { ScenarioOptions, ScenarioRule, WeatherScenarios } from './scenarios.js';
