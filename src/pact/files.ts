import { fileURLToPath } from 'node:url';
import { currentShapePactFileName } from './current-shape.js';
import { weatherConsumerName, weatherProviderName } from './interactions.js';
import { oneCallPactFileName } from './one-call.js';

/** The file name Pact gives the shipped pact: `<consumer>-<provider>.json`. @internal */
const pactFileName = `${weatherConsumerName}-${weatherProviderName}.json`;

/**
 * Absolute paths of the pacts shipped in the package's `pacts/` directory, written by this
 * package's consumer tests (the contract of `fetchCurrentWeather` with the weather service): first
 * the specification's shape (provider `current-weather-service`), then the shape the service sends
 * today (provider `current-weather-service-current-shape`), then One Call 3.0 and the Air Pollution
 * API (provider `weather-service-one-call-and-air-pollution`, `fetchOneCall` and `fetchAirPollution`). Resolved from the installed package, so
 * they work from any working directory.
 *
 * @example
 * ```ts
 * import { Verifier } from '@pact-foundation/pact';
 * import { pactFiles } from 'weather-double/pact';
 * const [specificationPact, currentShapePact] = pactFiles;
 * await new Verifier({ provider: 'current-weather-service', providerBaseUrl, pactUrls: [specificationPact] }).verifyProvider();
 * ```
 */
export const pactFiles: readonly string[] = Object.freeze([
  // This module runs from dist/src/pact/: the package root is three levels up.
  fileURLToPath(new URL(`../../../pacts/${pactFileName}`, import.meta.url)),
  fileURLToPath(new URL(`../../../pacts/${currentShapePactFileName}`, import.meta.url)),
  fileURLToPath(new URL(`../../../pacts/${oneCallPactFileName}`, import.meta.url)),
]);
