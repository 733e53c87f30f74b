/**
 * The stable codes of {@link WeatherDoubleError}. Match on `error.code`, never on the message text.
 *
 * - `INVALID_OPTION`: an option passed to a factory, the server or the CLI is unknown or malformed.
 * - `INVALID_OVERRIDE`: an override would make a record the real service could not send.
 * - `INVALID_PLACE`: a `places` entry is malformed.
 * - `INVALID_ARGUMENT`: a positional argument (a count, a record to serialize) is malformed.
 * - `SERVER_START_FAILED`: the standalone server could not listen (port in use, bad host).
 * - `API_ERROR`: the weather service answered with an error (see `WeatherApiError`).
 * - `NETWORK_ERROR`: the request to the weather service did not get an answer.
 * - `INVALID_RESPONSE`: the weather service answered with something that is not a weather record.
 * - `PROVIDER_VERIFICATION_FAILED`: a provider does not honour the shipped pacts.
 * - `INVALID_FIXTURE`: a pinned answer's file (the `fixtures` option) is not one: the message names the file.
 * - `FIXTURE_MISSING`: with `fixtures: { dir, missing: 'error' }`, a request has no pinned answer.
 * - `CONTROL_DENIED`: the server's control plane refused the client (no or a wrong admin token: 401;
 *   not on loopback while no admin token is set: 403).
 * - `CONTROL_NOT_FOUND`: the control plane has no such path, scenario id or logged answer (404).
 * - `CONTROL_METHOD`: the control plane does not answer that method on that path (405).
 * - `CONTROL_FAILED`: the control plane failed (500), or a cluster's primary did not answer it.
 *
 * @example
 * ```ts
 * const retryable = (code: WeatherDoubleErrorCode) => code === 'NETWORK_ERROR';
 * ```
 */
export type WeatherDoubleErrorCode =
  | 'INVALID_OPTION'
  | 'INVALID_OVERRIDE'
  | 'INVALID_PLACE'
  | 'INVALID_ARGUMENT'
  | 'SERVER_START_FAILED'
  | 'API_ERROR'
  | 'NETWORK_ERROR'
  | 'INVALID_RESPONSE'
  | 'PROVIDER_VERIFICATION_FAILED'
  | 'INVALID_FIXTURE'
  | 'FIXTURE_MISSING'
  | 'CONTROL_DENIED'
  | 'CONTROL_NOT_FOUND'
  | 'CONTROL_METHOD'
  | 'CONTROL_FAILED';

const PREFIX = '[weather-double] ';

/**
 * The base class of every error this package throws. The message always starts with
 * `[weather-double]` and says what failed, why, and what to do; `code` is stable across versions.
 *
 * @example
 * ```ts
 * try {
 *   generator.record({ overrides: { main: { humidity: 150 } } });
 * } catch (error) {
 *   if (error instanceof WeatherDoubleError && error.code === 'INVALID_OVERRIDE') {
 *     console.log(error.path); // 'main.humidity'
 *   }
 * }
 * ```
 */
export class WeatherDoubleError extends Error {
  /** A stable, machine-readable code; see {@link WeatherDoubleErrorCode}. */
  readonly code: WeatherDoubleErrorCode;
  /** The option, override or field path that was wrong, when there is one (e.g. `main.humidity`). */
  readonly path: string | undefined;

  constructor(code: WeatherDoubleErrorCode, message: string, options?: { path?: string; cause?: unknown }) {
    super(PREFIX + message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'WeatherDoubleError';
    this.code = code;
    this.path = options?.path;
  }
}

/**
 * Describes a value for an error message: numbers and booleans as they are, strings quoted,
 * and the rest by their kind, so a message never dumps a large object.
 * @internal
 */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') {
    const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
    return JSON.stringify(shown);
  }
  if (typeof value === 'number') return Number.isNaN(value) ? 'NaN' : String(value);
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'an invalid Date' : 'a Date';
  return 'an object';
}

/**
 * Builds the one error for an invalid option, with the path, what is allowed and what was given.
 * @internal
 */
export function invalidOption(path: string, expected: string, got: unknown): WeatherDoubleError {
  return new WeatherDoubleError(
    'INVALID_OPTION',
    `Invalid option ${path}: expected ${expected}, got ${describeValue(got)}.`,
    { path },
  );
}

/**
 * Refuses keys that are not in `allowed`, naming the first unknown one and the allowed set.
 * @internal
 */
export function assertKnownKeys(value: object, allowed: readonly string[], where: string): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) {
      const path = where ? `${where}.${key}` : key;
      throw new WeatherDoubleError(
        'INVALID_OPTION',
        `Unknown option ${path}. Allowed options: ${allowed.join(', ')}.`,
        { path },
      );
    }
  }
}
