/**
 * The endpoint model: a pure function from a request of `GET /data/2.5/weather` to the service's
 * answer (status, headers in order, exact body bytes). It knows nothing of MSW or Node; the MSW
 * handlers and the standalone server are thin adapters around it.
 * @internal
 */
export type { EndpointAnswer, EndpointRequest, ReadRequest, WeatherOutcome } from './answer.js';
export type { WeatherErrorKind } from './bodies.js';
export { errorAnswers, STATUS_TEXT, transportErrorAnswers } from './bodies.js';
export type { WeatherEndpoint, WeatherEndpointOptions } from './endpoint.js';
export { createWeatherEndpoint, ENDPOINT_OPTION_NAMES } from './endpoint.js';
export type { HeaderList } from './headers.js';
export {
  cacheKey,
  unknownRouteHeaders,
  WEATHER_HEADER_NAMES,
  WEATHER_PATH,
  weatherHeaders,
} from './headers.js';
export type { NotFoundRule } from './options.js';
export type { ZipLocation } from './query.js';
export {
  isTargetTooLong,
  MASK,
  MAX_TARGET_LENGTH,
  maskKeyInSearch,
  parseZip,
  queryOf,
  readWeatherQuery,
} from './query.js';
