// The service's vocabulary and exact bytes that the adapters use: the route names and paths, the
// error bodies, the headers, and how a query is read and its key masked.

export { errorAnswers } from './error-answers.js';
export { cacheKey, WEATHER_HEADER_NAMES, weatherHeaders } from './headers.js';
export { MASK, maskKeyInSearch, readWeatherQuery } from './query.js';
export { ROUTE_NAMES, ROUTE_PATHS } from './vocabulary.js';
