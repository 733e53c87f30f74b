import { weatherConsumerName } from './interactions.js';

/**
 * The provider name of the current-shape pact: the same service, pinned as it answers today
 * (`feels_like`, `sea_level`, `grnd_level`, `timezone`, no `sys.message`). A pact of its own, so
 * a provider verifies the shape it sends, and a broker keeps the two apart.
 * @example
 * ```ts
 * const pact = new PactV4({ consumer: 'my-app', provider: currentShapeProviderName });
 * ```
 */
export const currentShapeProviderName = 'current-weather-service-current-shape';

/** The file name Pact gives the current-shape pact: `<consumer>-<provider>.json`. @internal */
export const currentShapePactFileName = `${weatherConsumerName}-${currentShapeProviderName}.json`;
