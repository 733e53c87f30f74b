/**
 * `weather-double/playwright`: the double behind a Playwright page's or browser context's requests
 * to the weather service (`page.route`), and a Playwright Test fixture built on it.
 *
 * @example
 * ```ts
 * import { routeWeather } from 'weather-double/playwright';
 * const weather = await routeWeather(page, { seed: 1 });
 * ```
 */
export type {
  FaultKind,
  FaultName,
  FaultOptions,
  FixturesOption,
  LatencyOptions,
  NotFoundRule,
  QuotaOptions,
  RecordedRequest,
  RequestFilter,
  RequestLog,
  RequestOutcome,
  RouteName,
  ScenarioName,
  ScenarioOptions,
  ScenarioStep,
  VariantOptions,
  WeatherDoubleOptions,
  WeatherScenarios,
  WeatherVariantName,
} from '../src/core/index.js';
export { countRequests, requestsTo } from '../src/core/index.js';
export type {
  PlaywrightRoute,
  PlaywrightScenario,
  PlaywrightWeatherDouble,
  RouteTarget,
  RouteWeatherOptions,
} from './double.js';
export { routeWeather } from './double.js';
export type { WeatherFixtureArgs, WeatherTestFixtures } from './fixture.js';
export { weatherFixtures } from './fixture.js';
