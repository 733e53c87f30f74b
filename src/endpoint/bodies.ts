/**
 * The service's error answers, byte for byte as the real service sends them (reference page,
 * "Query handling and errors"): note the spaces after the commas and colons in the 401 and 429
 * bodies, and that `cod` is a number in those two and a string in the others.
 */

/** The kinds of error answer the double can give; each has one status and one exact body. */
export type WeatherErrorKind =
  | 'unauthorized'
  | 'nothingToGeocode'
  | 'notFound'
  | 'rateLimited'
  | 'serverError'
  | 'unknownRoute';

/** One error answer: its HTTP status and its exact body bytes. @internal */
export interface ErrorAnswer {
  readonly status: number;
  readonly body: string;
}

/** @internal */
export const errorAnswers: Readonly<Record<WeatherErrorKind, ErrorAnswer>> = Object.freeze({
  unauthorized: {
    status: 401,
    body: '{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}',
  },
  nothingToGeocode: { status: 400, body: '{"cod":"400","message":"Nothing to geocode"}' },
  notFound: { status: 404, body: '{"cod":"404","message":"city not found"}' },
  rateLimited: {
    status: 429,
    body: '{"cod":429, "message": "Your account is temporary blocked due to exceeding of requests limitation of your subscription type. Please choose the proper subscription https://openweathermap.org/price"}',
  },
  serverError: { status: 500, body: '{"cod":"500","message":"Internal error: 500001"}' },
  // What the service answers on a path (or, in the double, a method) it does not serve.
  unknownRoute: { status: 404, body: '{"cod":"404","message":"Internal error"}' },
});
