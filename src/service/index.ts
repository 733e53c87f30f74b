/**
 * The service's vocabulary and exact bytes: host, paths, unit systems, parameter names, error
 * bodies, headers, and how a query is read and its key masked.
 * @internal
 */
export type { ErrorAnswer, WeatherErrorKind } from './error-answers.js';
export { errorAnswers, notCityIdAnswer, STATUS_TEXT, transportErrorAnswers } from './error-answers.js';
export type { HeaderList } from './headers.js';
export {
  cacheKey,
  unknownRouteHeaders,
  WEATHER_HEADER_NAMES,
  WEATHER_PATH,
  weatherHeaders,
} from './headers.js';
export type { Query, WeatherQuery } from './query.js';
export {
  isTargetTooLong,
  MASK,
  maskKeyInSearch,
  queryOf,
  readWeatherQuery,
  unreadQuery,
} from './query.js';
export {
  MAX_TARGET_LENGTH,
  PARAMETERS,
  ROUTE_NAMES,
  ROUTE_PATHS,
  type RouteName,
  SERVICE_HOST,
  UNIT_SYSTEMS,
} from './vocabulary.js';
