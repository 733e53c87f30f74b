/**
 * `weather-double/handlers`: the MSW double of `GET /data/2.5/weather` and the Geocoding API.
 *
 * @example
 * ```ts
 * import { setupServer } from 'msw/node';
 * import { weatherHandlers } from 'weather-double/handlers';
 * const server = setupServer(...weatherHandlers);
 * ```
 */
import type { RequestHandler } from 'msw';
import { arrayOnFirstUse } from '../src/deps/on-first-use.js';
import { createWeatherDouble } from './double.js';

export type {
  FaultKind,
  FaultName,
  FaultOptions,
  FixturesOption,
  LatencyOptions,
  NotFoundRule,
  PinnedAnswer,
  QuotaOptions,
  RecordedRequest,
  RequestLog,
  RequestOutcome,
  ScenarioName,
  ScenarioStep,
  ServicePlan,
  VariantName,
  VariantOptions,
  WeatherVariantName,
} from '../src/core/index.js';
export type { ScenarioOptions, WeatherDouble, WeatherDoubleOptions, WeatherScenarios } from './double.js';
export { createWeatherDouble } from './double.js';

// Made when the array is first read (spread into `setupServer`, iterated, indexed), not on import:
// making a double costs a fresh process about 70 ms, which every test file that imports the
// handlers (most create their own double) paid (bench/import.bench.mjs).
/**
 * The handlers of a double with every option at its default: it answers every path of `https://`
 * and `http://` `api.`, `pro.` and `history.openweathermap.org` (a path that is no route: the
 * service's 404), accepts any non-empty key, and uses the generator's default seed and the real
 * clock. For scenarios or the request log, create your own with `createWeatherDouble()`.
 *
 * @example
 * ```ts
 * import { setupServer } from 'msw/node';
 * import { weatherHandlers } from 'weather-double/handlers';
 * export const server = setupServer(...weatherHandlers);
 * ```
 */
export const weatherHandlers: RequestHandler[] = /* @__PURE__ */ arrayOnFirstUse(
  () => createWeatherDouble().handlers,
);

export type { RequestFilter, RouteName } from '../src/core/index.js';
export { countRequests, requestsTo } from '../src/core/index.js';
