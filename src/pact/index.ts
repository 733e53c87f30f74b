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
 *   `dailyForecastBody`, `climateForecastBody`: the 16-day, hourly and 30-day climate forecasts'
 *   (in the same pact).
 * - `verifyWeatherProvider`: verifies a running provider against the shipped pact of a shape.
 */

export { currentShapeProviderName } from './current-shape.js';
export { pactFiles } from './files.js';
export type { InteractionSet, WeatherInteraction, WeatherInteractionTest } from './interactions.js';
export {
  addWeatherInteraction,
  exampleApiKey,
  weatherConsumerName,
  weatherProviderName,
} from './interactions.js';
export { weatherErrorBody } from './matchers.js';
export { oneCallProviderName } from './one-call.js';
// The interaction sets and body functions, their types written out: every export of that module.
export * from './public-sets.js';
export type {
  PactLogLevel,
  ProviderVerificationResult,
  VerifyWeatherProviderOptions,
  WeatherStateHandlers,
} from './verify.js';
export { apiKeyRequestFilter, ProviderVerificationError, verifyWeatherProvider } from './verify.js';
