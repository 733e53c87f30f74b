// The public types of the core (re-exported by weather-double/handlers and /server). What the
// adapters use besides is in ./internal.ts.
export type {
  FaultKind,
  FaultName,
  FaultOptions,
  LatencyOptions,
  QuotaOptions,
  WeatherStore,
} from './faults/index.js';
export type { RecordedRequest, RequestLog, RequestOutcome, ScenarioName } from './log.js';
export type { NotFoundRule, WeatherDoubleOptions } from './options.js';
export type { ScenarioOptions, WeatherScenarios } from './scenarios.js';
