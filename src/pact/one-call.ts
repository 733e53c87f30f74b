import { weatherConsumerName } from './interactions.js';

/**
 * The provider name of the pact of One Call 3.0 and the Air Pollution API: the same service, a pact
 * of its own (a provider that serves only the current weather verifies the weather pacts; one that
 * serves these too verifies this one as well).
 * @example
 * ```ts
 * const pact = new PactV4({ consumer: 'my-app', provider: oneCallProviderName });
 * ```
 */
export const oneCallProviderName = 'weather-service-one-call-and-air-pollution';

/** The file name Pact gives this pact: `<consumer>-<provider>.json`. @internal */
export const oneCallPactFileName = `${weatherConsumerName}-${oneCallProviderName}.json`;
