import { WeatherDoubleError } from '../errors.js';

/**
 * The weather service answered with an error status (4xx, 5xx). Carries the HTTP status and, when
 * the body is the service's error body (`{"cod":…,"message":…}`), its `cod` exactly as sent (a
 * number for 401 and 429, a string for 400, 404 and 500) and its message. `code` is `'API_ERROR'`.
 *
 * @example
 * ```ts
 * import { fetchCurrentWeather, WeatherApiError } from 'weather-double';
 * try {
 *   await fetchCurrentWeather({ zip: '00000', appid: key });
 * } catch (error) {
 *   if (error instanceof WeatherApiError && error.status === 404) {
 *     console.log(error.cod, error.serviceMessage); // '404' 'city not found'
 *   }
 * }
 * ```
 */
export class WeatherApiError extends WeatherDoubleError {
  /** The HTTP status of the answer, e.g. `404`. */
  readonly status: number;
  /**
   * The body's `cod` as sent: `401` (a number) or `'404'` (a string). `undefined` when the body was
   * not the service's error body (a proxy's HTML page, an empty body).
   */
  readonly cod: number | string | undefined;
  /**
   * The body's `message` as sent, e.g. `'city not found'`; `undefined` when the body was not the
   * service's error body. (`error.message` is this package's full sentence around it.)
   */
  readonly serviceMessage: string | undefined;
  /** The raw response body, as text (for logging; may be empty). */
  readonly body: string;

  /** @internal Built by `fetchCurrentWeather`; not meant to be constructed by users. */
  constructor(details: {
    status: number;
    statusText: string;
    cod: number | string | undefined;
    serviceMessage: string | undefined;
    body: string;
    url: string;
  }) {
    const { status, statusText, cod, serviceMessage, body, url } = details;
    const answer = `${status}${statusText ? ` ${statusText}` : ''}`;
    const what =
      serviceMessage !== undefined
        ? `${serviceMessage} (cod ${JSON.stringify(cod)})`
        : `a body that is not the service's error body: ${snippet(body)}`;
    super('API_ERROR', `The weather service at ${url} answered ${answer}: ${what}.`);
    this.name = 'WeatherApiError';
    this.status = status;
    this.cod = cod;
    this.serviceMessage = serviceMessage;
    this.body = body;
  }
}

/** A short, one-line view of a body for an error message. @internal */
export function snippet(body: string): string {
  if (body.length === 0) return 'an empty body';
  const line = body.replace(/\s+/g, ' ').trim();
  return JSON.stringify(line.length > 120 ? `${line.slice(0, 117)}...` : line);
}
