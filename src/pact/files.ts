import { fileURLToPath } from 'node:url';
import { weatherConsumerName, weatherProviderName } from './interactions.js';

/** The file name Pact gives the shipped pact: `<consumer>-<provider>.json`. @internal */
export const pactFileName = `${weatherConsumerName}-${weatherProviderName}.json`;

/**
 * Absolute paths of the pacts shipped in the package's `pacts/` directory, written by this
 * package's consumer tests (the contract of `fetchCurrentWeather` with the weather service).
 * Resolved from the installed package, so they work from any working directory.
 *
 * @example
 * ```ts
 * import { Verifier } from '@pact-foundation/pact';
 * import { pactFiles } from 'weather-double/pact';
 * await new Verifier({ provider: 'current-weather-service', providerBaseUrl, pactUrls: [...pactFiles] }).verifyProvider();
 * ```
 */
export const pactFiles: readonly string[] = Object.freeze([
  // This module runs from dist/src/pact/: the package root is three levels up.
  fileURLToPath(new URL(`../../../pacts/${pactFileName}`, import.meta.url)),
]);
