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
} from '../src/core/index.js';
export type { ScenarioOptions, WeatherDouble, WeatherDoubleOptions, WeatherScenarios } from './double.js';
export { createWeatherDouble } from './double.js';

/**
 * The handlers of a double with every option at its default: it answers `https://` and `http://`
 * `api.openweathermap.org`, accepts any non-empty key, and uses the generator's default seed and the
 * real clock. For scenarios or the request log, create your own with `createWeatherDouble()`.
 *
 * @example
 * ```ts
 * import { setupServer } from 'msw/node';
 * import { weatherHandlers } from 'weather-double/handlers';
 * export const server = setupServer(...weatherHandlers);
 * ```
 */
export const weatherHandlers: RequestHandler[] = /* @__PURE__ */ createWeatherDouble().handlers;
export type { RequestFilter, RouteName } from '../src/core/index.js';
export { countRequests, requestsTo } from '../src/core/index.js';
