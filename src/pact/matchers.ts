import { MatchersV3 } from '@pact-foundation/pact';

const { equal, regex, string } = MatchersV3;

/** The JSON media type, with or without the charset parameter the service adds. */
const JSON_CONTENT_TYPE_PATTERN = '^application/json(;\\s*charset=utf-8)?$';

/**
 * The Pact body matcher of one of the service's error answers: `cod` exactly as the service sends
 * it (the number `401`, the strings `"404"` and `"400"`), `message` any string.
 *
 * @param cod - the body's `cod`, with its JSON type: `401`, `'404'`, `'400'`.
 * @param message - the example message.
 * @example
 * ```ts
 * import { weatherErrorBody } from 'weather-double/pact';
 * builder.jsonBody(weatherErrorBody('404', 'city not found'));
 * ```
 */
export function weatherErrorBody(cod: number | string, message: string) {
  return { cod: equal(cod), message: string(message) };
}

/**
 * The response headers every interaction pins: a JSON `Content-Type`, charset optional.
 * @internal
 */
export function jsonContentType() {
  return { 'Content-Type': regex(JSON_CONTENT_TYPE_PATTERN, 'application/json; charset=utf-8') };
}
