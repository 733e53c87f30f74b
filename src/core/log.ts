import type { VariantName } from '../routes/public.js';
import { queryOf } from '../service/query.js';
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
  | 'hang'
  | 'alerts'
  | 'variants'
  | 'newKey';

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
  /**
   * The rare real variant sent (the `variants` option, or the `variants()` scenario, whose
   * `scenario` is then `'variants'`; docs/variants.md). Present only when one was sent: absent for
   * the common answer (and when a fault replaced the variant's answer, but for `malformed`, which
   * cuts it off), so the entries of a double without variants are as they were.
   */
  readonly variant?: VariantName;
  /**
   * What reached the client:
   * - `'answered'`: the whole answer (whatever its status);
   * - `'cutOff'`: the status, the headers and part of the body, then the connection closed
   *   (`malformed`, a scenario or a fault);
   * - `'networkError'`: no answer, the connection dropped on purpose (status 0);
   * - `'hang'`: no answer, on purpose, until the client gave up (status 0);
   * - `'aborted'`: no answer, because the client gave up before it was sent, during `latency` or a
   *   `delayed()` scenario (status 0; `fault` and `scenario` still say what was due);
   * - `'closed'`: no answer, because the server was closed before it was sent (status 0).
   */
  readonly outcome: RequestOutcome;
}

/**
 * What reached the client of a logged request ({@link RecordedRequest.outcome}).
 *
 * @example
 * ```ts
 * const gaveUp = double.requests.filter((r) => r.outcome === ('aborted' satisfies RequestOutcome));
 * ```
 */
export type RequestOutcome = 'answered' | 'cutOff' | 'networkError' | 'hang' | 'aborted' | 'closed';

/** Why an answer the double had decided on was never sent. @internal */
export type Undelivered = 'aborted' | 'closed';

/**
 * The log's handle on one entry, for the adapter that carries the answer out: when the answer is
 * never sent, `undelivered` turns the entry into status 0 with the reason (if it is still logged).
 * @internal
 */
export interface LoggedRequest {
  undelivered(reason: Undelivered): void;
}

/**
 * Who watches a log besides its readers (the server's control plane): told of each entry as it is
 * added (with the request's URL object, as the adapter gave it to the core) and of each clear.
 * @internal
 */
export interface LogWatcher {
  added(url: URL, entry: LoggedEntry): void;
  cleared(): void;
}

/** An entry as a {@link LogWatcher} sees it: `show()` gives it as the log shows it now. @internal */
export interface LoggedEntry extends LoggedRequest {
  show(): RecordedRequest;
}

/**
 * The live log of what a double answered, oldest first. It is a read-only array (index it,
 * `.length`, `.at(-1)`, `.map`, `toEqual`) plus `clear()`: writing to it (`push`, `splice`, an index,
 * `length`) throws a `TypeError`, and each entry is frozen. It keeps the last 1000 entries, so a
 * long-running server does not grow without bound.
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

/**
 * One logged request as the log keeps it until someone reads the log: the method, the URL as sent
 * (its `href`) and what was answered. Its {@link RecordedRequest} (the URL masked, the query read)
 * is made when the log is first read after it, not on the request's path: a server that nobody
 * asks about its requests never masks a key or reads a query for its log.
 */
class PendingEntry implements LoggedEntry {
  /** The entry as the log shows it, once made. */
  shown: RecordedRequest | undefined;

  constructor(
    private readonly entries: (RecordedRequest | PendingEntry)[],
    private readonly method: string,
    private readonly href: string,
    private status: number,
    private readonly scenario: ScenarioName | null,
    private readonly fault: FaultName | null,
    private readonly latency: number,
    private outcome: RequestOutcome,
    private readonly variant: VariantName | null,
  ) {}

  /** The entry as the log shows it (frozen), made once. */
  show(): RecordedRequest {
    this.shown ??= recordedRequest(
      this.method,
      this.href,
      this.status,
      this.scenario,
      this.fault,
      this.latency,
      this.outcome,
      this.variant,
    );
    return this.shown;
  }

  undelivered(reason: Undelivered): void {
    // The entry may have been cleared or pushed out meanwhile: then there is nothing to say.
    if (this.shown === undefined) {
      if (this.entries.lastIndexOf(this) === -1) return;
      this.status = 0;
      this.outcome = reason;
      return;
    }
    const index = this.entries.lastIndexOf(this.shown);
    if (index === -1) return;
    this.shown = Object.freeze({ ...this.shown, status: 0, outcome: reason });
    this.entries[index] = this.shown;
  }
}

/**
 * A request as the log shows it (frozen): the URL as sent (`href`) with its key masked, its query
 * read, and what was answered.
 * @internal
 */
function recordedRequest(
  method: string,
  href: string,
  status: number,
  scenario: ScenarioName | null,
  fault: FaultName | null,
  latency: number,
  outcome: RequestOutcome,
  variant: VariantName | null,
): RecordedRequest {
  const url = new URL(href);
  const query = queryOf(url);
  return Object.freeze({
    method,
    url:
      url.search === ''
        ? `${url.origin}${url.pathname}`
        : `${url.origin}${url.pathname}?${query.maskedSearch}`,
    query: query.params,
    status,
    scenario,
    fault,
    latency,
    outcome,
    ...(variant === null ? {} : { variant }),
  });
}

/** Appends an answered request to a log (see {@link logAnswer}); returns its handle. @internal */
export type AddToLog = (
  method: string,
  url: URL,
  scenario: ScenarioName | null,
  status: number,
  fault: FaultName | null,
  latency: number,
  outcome: RequestOutcome,
  variant: VariantName | null,
) => LoggedRequest;

/**
 * A new, empty request log (a read-only view for users) and the function that appends to it; with
 * `share`, each entry is also handed to it as the log shows it (a store's shared log).
 * @internal
 */
export function createRequestLog(
  share?: (entry: RecordedRequest) => void,
  watcher?: LogWatcher,
): {
  log: RequestLog;
  add: AddToLog;
} {
  // The entries, oldest first; the newest `pending` may still be PendingEntry objects, which every
  // read of the log (any trap of its view) turns into their frozen entries first.
  const entries: (RecordedRequest | PendingEntry)[] = [];
  let pending = 0;
  const settle = () => {
    if (pending === 0) return;
    for (let i = Math.max(0, entries.length - pending); i < entries.length; i++) {
      const entry = entries[i];
      if (entry instanceof PendingEntry) entries[i] = entry.show();
    }
    pending = 0;
  };
  const clear = () => {
    entries.length = 0;
    pending = 0;
    watcher?.cleared();
  };
  const refuse = () => false;
  // A view of the entries that reads like an array and refuses every write: in strict code (every
  // module) a refused write throws a TypeError, and push/splice/sort always do.
  const log = new Proxy(entries, {
    get: (target, property, receiver) => {
      if (property === 'clear') return clear;
      // How many entries there are does not need them made (a test or a bench that checks the
      // length after every request would otherwise make every entry on the request path).
      if (property === 'length') return target.length;
      settle();
      return Reflect.get(target, property, receiver);
    },
    has: (target, property) => {
      settle();
      return Reflect.has(target, property);
    },
    ownKeys: (target) => {
      settle();
      return Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor: (target, property) => {
      settle();
      return Reflect.getOwnPropertyDescriptor(target, property);
    },
    set: refuse,
    defineProperty: refuse,
    deleteProperty: refuse,
    setPrototypeOf: refuse,
    preventExtensions: refuse,
    // Every trap settles the entries before a read and `get` gives `clear`: the view reads as the log.
  }) as readonly (RecordedRequest | PendingEntry)[] as RequestLog;
  return {
    log,
    add(method, url, scenario, status, fault, latency, outcome, variant) {
      const href = url.href;
      if (share !== undefined)
        share(recordedRequest(method, href, status, scenario, fault, latency, outcome, variant));
      const entry = new PendingEntry(
        entries,
        method,
        href,
        status,
        scenario,
        fault,
        latency,
        outcome,
        variant,
      );
      entries.push(entry);
      if (pending < REQUEST_LOG_LIMIT) pending++;
      if (entries.length > REQUEST_LOG_LIMIT) entries.shift();
      watcher?.added(url, entry);
      return entry;
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
 * fragment (a client does not send it, and it could hold anything), the query as read (as the core
 * reads every request's: {@link queryOf} its URL), and what is sent; returns the handle that marks
 * it undelivered.
 * @internal
 */
export function logAnswer(
  add: AddToLog,
  method: string,
  url: URL,
  scenario: ScenarioName | null,
  status: number,
  fault: FaultName | null = null,
  latency = 0,
  outcome: RequestOutcome = 'answered',
  variant: VariantName | null = null,
): LoggedRequest {
  return add(method.toUpperCase(), url, scenario, status, fault, latency, outcome, variant);
}
