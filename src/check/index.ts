/**
 * `weather-double/check`: checks a running provider of the service's routes (the live service,
 * a gateway in front of it, another fake) against this package's model, and reports every
 * difference with its JSON path. Node only. The CLI's `weather-double check` runs it.
 */

export type {
  CheckedRequest,
  CheckedRequestOutcome,
  CheckOutcome,
  CheckProviderOptions,
  ProviderCheckReport,
} from './check.js';
export { checkProvider } from './check.js';
export type { CheckDifference } from './compare.js';
export type { CheckShape } from './shapes.js';
