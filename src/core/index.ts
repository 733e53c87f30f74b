// The public types of the core (re-exported by weather-double/handlers and /server). What the
// adapters use besides is in ./internal.ts.

export type { PinnedAnswer } from '../fixtures/format.js';
export type { FixturesOption } from '../fixtures/load.js';
export type { VariantName, WeatherVariantName } from '../routes/public.js';
export type { StationBook, StoredMeasurement, StoredStation } from '../routes/station-book.js';
export type { StoredTrigger, TriggerBook } from '../routes/trigger-book.js';
export type { ServicePlan } from '../service/plans.js';
export type { RouteName } from '../service/vocabulary.js';
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
export type { RequestFilter } from './requests.js';
export { countRequests, requestsTo } from './requests.js';
export type { ScenarioOptions, ScenarioStep, WeatherScenarios } from './scenarios.js';
export type { VariantOptions } from './variants.js';
