/**
 * `weather-double/pact`: the contract of the current weather service, pinned with Pact. Needs the
 * optional peer dependency `@pact-foundation/pact`; the main entry never loads it.
 *
 * - `pactFiles`: the shipped pacts, written by this package's consumer tests.
 * - `weatherInteractions`, `addWeatherInteraction`, `weatherRecordBody`, `weatherErrorBody`: ready
 *   interactions and body matchers for your own consumer tests.
 * - `currentWeatherInteractions`, `currentWeatherRecordBody`, `currentShapeProviderName`: the same
 *   for the record the live service sends today (the second shipped pact).
 * - `forecastInteractions`, `forecastBody`: the 5 day / 3 hour forecast's interactions (in the
 *   specification-shape pact) and its body matcher; `dailyForecastInteractions`,
 *   `dailyForecastBody`: the 16-day and hourly forecasts' (in the same pact).
 * - `verifyWeatherProvider`: verifies a running provider against the shipped pact of a shape.
 */

export {
  currentShapeProviderName,
  currentWeatherInteractions,
  currentWeatherRecordBody,
} from './current-shape.js';
export { dailyForecastBody, dailyForecastInteractions } from './daily-forecast.js';
export { pactFiles } from './files.js';
export { forecastBody, forecastInteractions } from './forecast.js';
export type { WeatherInteraction, WeatherInteractionTest } from './interactions.js';
export {
  addWeatherInteraction,
  exampleApiKey,
  weatherConsumerName,
  weatherInteractions,
  weatherLocationInteractions,
  weatherProviderName,
} from './interactions.js';
export { geocodingZipBody, weatherErrorBody, weatherRecordBody } from './matchers.js';
export { airPollutionBody, oneCallBody, oneCallInteractions, oneCallProviderName } from './one-call.js';
export type {
  PactLogLevel,
  ProviderVerificationResult,
  VerifyWeatherProviderOptions,
  WeatherStateHandlers,
} from './verify.js';
export { apiKeyRequestFilter, ProviderVerificationError, verifyWeatherProvider } from './verify.js';
