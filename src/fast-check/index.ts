/**
 * Property-based arbitraries of the double's answers for fast-check (issue 42): current weather
 * answers with the rare real variants (docs/variants.md), and the answers of the forecast, One
 * Call, air pollution and geocoding routes and the service's errors, each exact to the byte. Needs
 * `fast-check` (an optional peer).
 */
export type { ErrorAnswerDraw } from './errors.js';
export { errorAnswer } from './errors.js';
export type {
  ForecastAnswerOptions,
  OneCallAnswerOptions,
  RouteAnswer,
  RouteAnswerOptions,
  VariantAnswerOptions,
  VariantRouteAnswer,
} from './route-answers.js';
export { airPollutionAnswer, forecastAnswer, geocodingAnswer, oneCallAnswer } from './route-answers.js';
export type { WeatherAnswer, WeatherAnswerOptions } from './weather-answer.js';
export { weatherAnswer } from './weather-answer.js';
