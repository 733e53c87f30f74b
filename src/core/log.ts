import { type Query, queryOf } from '../service/query.js';
import type { FaultName } from './faults/index.js';

/**
 * The names of the scenarios, as a {@link RecordedRequest} reports them (`null` there means the
 * double's normal answer).
 *
 * @example
 * ```ts
 * const limited = double.requests.filter((r) => r.scenario === ('rateLimited' satisfies ScenarioName));
 * ```
 */
export type ScenarioName =
  | 'unauthorized'
  | 'notFound'
  | 'nothingToGeocode'
  | 'geocodingNotFound'
  | 'rateLimited'
  | 'serverError'
  | 'networkError'
  | 'delayed'
  | 'record'
  | 'malformed'
  | 'hang';

/**
 * One request the double answered, for assertions. The credential never appears: a non-empty
 * `appid`/`APPID` value shows as `***` in `url` and `query`.
 *
 * @example
 * ```ts
 * expect(double.requests).toEqual([
 *   expect.objectContaining({ method: 'GET', query: { zip: '94040,us', appid: '***' }, status: 200 }),
 * ]);
 * ```
 */
export interface RecordedRequest {
  /** The HTTP method, upper case: `'GET'`. */
  readonly method: string;
  /** The full request URL with the credential masked: `'https://api.openweathermap.org/data/2.5/weather?zip=94040&appid=***'`. */
  readonly url: string;
  /** Each query parameter's first value, decoded, the credential masked: `{ zip: '94040', appid: '***' }`. */
  readonly query: Readonly<Record<string, string>>;
  /**
   * The status answered; `0` when no response is sent (`networkError` and `hang`, as a scenario or
   * a fault). A `malformed` answer shows its status, 200.
   */
  readonly status: number;
  /** The scenario that answered, or `null` for the double's normal answer. */
  readonly scenario: ScenarioName | null;
  /**
   * What failed the request in the double's own answer: `'quota'` (over the `quota`, a 429), a
   * drawn `faults` kind, or `null` when the double answered normally (and always for scenarios).
   */
  readonly fault: FaultName | null;
  /** The delay `latency` added before the answer, in milliseconds; `0` without `latency`. */
  readonly latency: number;
}

/**
 * The live log of what a double answered, oldest first. It is an ordinary read-only array (index
 * it, `.length`, `.at(-1)`, `toEqual`) plus `clear()`. It keeps the last
 * 1000 entries, so a long-running server does not grow without bound.
 *
 * @example
 * ```ts
 * afterEach(() => {
 *   server.resetHandlers();
 *   double.requests.clear();
 * });
 * ```
 */
export interface RequestLog extends ReadonlyArray<RecordedRequest> {
  /** Forgets every recorded request. */
  clear(): void;
}

/** How many requests a {@link RequestLog} keeps (the most recent ones). @internal */
export const REQUEST_LOG_LIMIT = 1000;

/** A new, empty request log and the function that appends to it. @internal */
export function createRequestLog(): { log: RequestLog; add(entry: RecordedRequest): void } {
  const entries: RecordedRequest[] = [];
  Object.defineProperty(entries, 'clear', {
    value: () => {
      entries.length = 0;
    },
    enumerable: false,
  });
  return {
    log: entries as unknown as RequestLog,
    add(entry) {
      entries.push(entry);
      if (entries.length > REQUEST_LOG_LIMIT) entries.shift();
    },
  };
}

/**
 * The URL of a request with its credential masked and without its fragment; a query too long to
 * read shows only its first 256 characters (masked) and `…`.
 * @internal
 */
export function maskedUrl(url: URL): string {
  if (url.search === '') return `${url.origin}${url.pathname}`;
  return `${url.origin}${url.pathname}?${queryOf(url).maskedSearch}`;
}

/**
 * Appends one answer to the request log: the method, the URL with the key masked and without its
 * fragment (a client does not send it, and it could hold anything), the query as read.
 * @internal
 */
export function logAnswer(
  add: (entry: RecordedRequest) => void,
  method: string,
  url: URL,
  scenario: ScenarioName | null,
  status: number,
  query: Query,
  fault: FaultName | null = null,
  latency = 0,
): void {
  const masked =
    url.search === '' ? `${url.origin}${url.pathname}` : `${url.origin}${url.pathname}?${query.maskedSearch}`;
  add({ method: method.toUpperCase(), url: masked, query: query.params, status, scenario, fault, latency });
}
