/**
 * `weather-double/control`: a client of a running double server's control plane
 * (`/__weather-double/`, docs/any-language.md), with the in-process API's shape: scenarios by name,
 * the request log, the clock, reset. `fetch` only (no Node module), so it runs in Node, a browser,
 * a Playwright test or a Storybook story alike.
 */
import type { RecordedRequest, RouteName, ScenarioStep, VariantOptions } from '../core/index.js';
import { WeatherDoubleError, type WeatherDoubleErrorCode } from '../errors.js';
import type { LocationQuery, OneCallAlert } from '../index.js';

/**
 * The options of a scenario added through the control plane: those of the in-process scenarios.
 *
 * @example
 * ```ts
 * const options: RemoteScenarioOptions = { times: 2, route: 'weather', location: { zip: '94040,us' } };
 * ```
 */
export interface RemoteScenarioOptions {
  /**
   * Answer one request only.
   * @default false
   */
  once?: boolean;
  /**
   * Answer this many requests (across every worker of `serve --workers`).
   * @default undefined (every matching request)
   */
  times?: number;
  /**
   * Only these routes, by name.
   * @default the scenario's own routes
   */
  route?: RouteName | readonly RouteName[];
  /**
   * Only this postal code (`'94040'`, `'10115,de'`).
   * @default undefined (every location)
   */
  zip?: string;
  /**
   * Only this location: an object as in process, or a query string (`'zip=94040,us'`, `'q=London,GB'`,
   * `'id=2643743'`, `'lat=51.5&lon=-0.12'`).
   * @default undefined (every location)
   */
  location?: LocationQuery | string;
}

/**
 * A scenario in use on the server, as the control plane lists it.
 *
 * @example
 * ```ts
 * const scenario: RemoteScenario = { id: 's1', name: 'rateLimited', options: { once: true }, remaining: 1 };
 * ```
 */
export interface RemoteScenario {
  /** Its id, to remove it alone (`s1`, `s2`, …). */
  readonly id: string;
  /** The scenario's name. */
  readonly name: string;
  /** Its options and arguments as given. */
  readonly options: Readonly<Record<string, unknown>>;
  /** How many more requests it answers; `null` when it answers every matching one (or a sequence). */
  readonly remaining: number | null;
}

/**
 * A logged request as the control plane gives it: the in-process entry plus its number, the
 * double's time when it was answered, its route and how long the answer took.
 *
 * @example
 * ```ts
 * const last: ControlledRequest | undefined = (await double.requests()).at(-1);
 * ```
 */
export interface ControlledRequest extends RecordedRequest {
  /** 1, 2, … per server (per cluster under `serve --workers N`). */
  readonly seq: number;
  /** The double's clock when it was logged (ISO 8601). */
  readonly time: string;
  /** The route's name, `null` for none. */
  readonly route: RouteName | null;
  /** Milliseconds until the answer was written; `null` until then. */
  readonly durationMs: number | null;
}

/**
 * The double's clock as the control plane reports it.
 *
 * @example
 * ```ts
 * const { now, frozen } = await double.clock.get();
 * ```
 */
export interface ClockReading {
  /** The double's now, ISO 8601. */
  readonly now: string;
  /** Whether it stands still. */
  readonly frozen: boolean;
  /** The double's now minus the real time, in milliseconds. */
  readonly offsetMs: number;
}

/**
 * What was sent for a logged request (one of the last 100).
 *
 * @example
 * ```ts
 * const { status, body } = await double.answerOf(1);
 * ```
 */
export interface SentAnswerReading {
  /** The status sent. */
  readonly status: number;
  /** The service's headers of the answer (not the transport's `Date`, `Content-Length`, `Connection`). */
  readonly headers: Readonly<Record<string, string>>;
  /** The body exactly as sent. */
  readonly body: string;
}

/**
 * Which logged requests {@link ControlledDouble.requests} returns.
 *
 * @example
 * ```ts
 * const filter: RemoteRequestFilter = { route: 'weather', status: 429, since: 10, limit: 5 };
 * ```
 */
export interface RemoteRequestFilter {
  /**
   * Only this route.
   * @default undefined (every route)
   */
  route?: RouteName | undefined;
  /**
   * Only this status.
   * @default undefined (any)
   */
  status?: number | undefined;
  /**
   * Only requests after this `seq`.
   * @default undefined (from the oldest kept)
   */
  since?: number | undefined;
  /**
   * Only the newest N of those.
   * @default undefined (all)
   */
  limit?: number | undefined;
}

/**
 * The scenarios of {@link ControlledDouble}: each adds the scenario on the server (as
 * `server.use(server.scenarios.x(...))` does in process) and resolves to it with its id.
 *
 * @example
 * ```ts
 * await double.scenarios.rateLimited({ once: true });
 * await double.scenarios.delayed(500, { route: 'forecast' });
 * ```
 */
export interface RemoteScenarios {
  /** 401 with the service's "Invalid API key" body. */
  unauthorized(options?: RemoteScenarioOptions): Promise<RemoteScenario>;
  /** 404 `{"cod":"404","message":"city not found"}` (the weather route). */
  notFound(options?: RemoteScenarioOptions): Promise<RemoteScenario>;
  /** 400 `{"cod":"400","message":"Nothing to geocode"}` (the weather route). */
  nothingToGeocode(options?: RemoteScenarioOptions): Promise<RemoteScenario>;
  /** The Geocoding API finds nothing. */
  geocodingNotFound(options?: RemoteScenarioOptions): Promise<RemoteScenario>;
  /** 429 with the service's "account is temporary blocked" body. */
  rateLimited(options?: RemoteScenarioOptions): Promise<RemoteScenario>;
  /** 500 `{"cod":"500","message":"Internal error: 500001"}`. */
  serverError(options?: RemoteScenarioOptions): Promise<RemoteScenario>;
  /** No answer: the connection is dropped. */
  networkError(options?: RemoteScenarioOptions): Promise<RemoteScenario>;
  /** The normal answer with its body cut off half-way. */
  malformed(options?: RemoteScenarioOptions): Promise<RemoteScenario>;
  /** No answer, ever (until the client gives up). */
  hang(options?: RemoteScenarioOptions): Promise<RemoteScenario>;
  /** The normal answer, `ms` milliseconds late. */
  delayed(ms: number, options?: RemoteScenarioOptions): Promise<RemoteScenario>;
  /** The normal answer with `overrides` merged into the record (checked by the server). */
  record(overrides: object, options?: RemoteScenarioOptions): Promise<RemoteScenario>;
  /** One Call's answer with these alerts. */
  alerts(alerts: readonly OneCallAlert[], options?: RemoteScenarioOptions): Promise<RemoteScenario>;
  /** One step a request, per route and location, then the double's own answer. */
  sequence(steps: readonly ScenarioStep[], options?: RemoteScenarioOptions): Promise<RemoteScenario>;
  /** Rare real variants of the weather answer, for a seeded share of the requests. */
  variants(options: VariantOptions, scenarioOptions?: RemoteScenarioOptions): Promise<RemoteScenario>;
  /**
   * A just-created key: 401 "Invalid API key" for `minutes` of the double's clock from now, then
   * the double's own answers (moving the clock past it ends it).
   * @default minutes 120
   */
  newKey(minutes?: number, options?: RemoteScenarioOptions): Promise<RemoteScenario>;
}

/**
 * The options of {@link connectWeatherDouble}.
 *
 * @example
 * ```ts
 * const options: ConnectOptions = { token: process.env.WEATHER_DOUBLE_TOKEN };
 * ```
 */
export interface ConnectOptions {
  /**
   * The server's admin token (`--admin-token`), sent as `Authorization: Bearer TOKEN`.
   * @default undefined (no header: the server must be on loopback)
   */
  token?: string | undefined;
  /**
   * The `fetch` to use.
   * @default globalThis.fetch
   */
  fetch?: typeof fetch;
}

/**
 * A running double server, driven over its control plane.
 *
 * @example
 * ```ts
 * const double = connectWeatherDouble('http://127.0.0.1:8080');
 * await double.scenarios.rateLimited({ once: true });
 * ```
 */
export interface ControlledDouble {
  /** Adds a scenario (see {@link RemoteScenarios}). */
  readonly scenarios: RemoteScenarios;
  /** The scenarios added through the control plane, in the order they answer. */
  listScenarios(): Promise<RemoteScenario[]>;
  /** Removes one scenario by its id. */
  removeScenario(id: string): Promise<void>;
  /** Removes every scenario (as `server.resetHandlers()`). */
  resetHandlers(): Promise<void>;
  /** The logged requests, oldest first (every worker's). */
  requests(filter?: RemoteRequestFilter): Promise<ControlledRequest[]>;
  /** Clears the request log. */
  clearRequests(): Promise<void>;
  /** What was sent for the logged request `seq` (one of the last 100). */
  answerOf(seq: number): Promise<SentAnswerReading>;
  /** The double's clock. */
  readonly clock: {
    get(): Promise<ClockReading>;
    /** Freezes it at `time` (a `Date`, an ISO 8601 string or Unix milliseconds). */
    set(time: Date | string | number): Promise<ClockReading>;
    /** Moves it by `seconds` (negative: back), frozen or running. */
    advance(seconds: number): Promise<ClockReading>;
    /** Freezes it where it is. */
    freeze(): Promise<ClockReading>;
    /** Lets it run on from where it is. */
    run(): Promise<ClockReading>;
    /** Back to the real clock. */
    real(): Promise<ClockReading>;
  };
  /** Drops every scenario, clears the log and sets the clock back to the server's start. */
  reset(): Promise<void>;
}

/** The error an answer of the control plane carries. */
interface ErrorBody {
  readonly error?: { readonly code?: string; readonly message?: string; readonly path?: string };
}

/**
 * Connects to the control plane of a double server (`startWeatherServer`, `weather-double serve`,
 * its Docker image) at `url`. Nothing is sent until a method is called; each method is one request
 * and rejects with a `WeatherDoubleError` carrying the server's code and path (`INVALID_OPTION`,
 * `body.times`), or `NETWORK_ERROR` when the server does not answer.
 *
 * @param url - the server's base URL, e.g. `'http://127.0.0.1:8080'`.
 * @param options - the admin token, another `fetch`.
 * @example
 * ```ts
 * import { connectWeatherDouble } from 'weather-double/control';
 *
 * const double = connectWeatherDouble('http://127.0.0.1:8080');
 * await double.scenarios.rateLimited({ once: true });
 * const response = await fetch('http://127.0.0.1:8080/data/2.5/weather?zip=94040,us&appid=k');
 * console.log(response.status); // 429
 * console.log((await double.requests({ status: 429 })).length); // 1
 * await double.clock.set('2024-06-01T12:00:00Z');
 * await double.reset();
 * ```
 */
export function connectWeatherDouble(url: string, options: ConnectOptions = {}): ControlledDouble {
  const base = `${url.replace(/\/+$/, '')}/__weather-double`;
  const send = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const doFetch = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(options.token === undefined ? {} : { Authorization: `Bearer ${options.token}` }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw new WeatherDoubleError(
        'NETWORK_ERROR',
        `The control plane at ${base} did not answer: ${String(error)}`,
        {
          cause: error,
        },
      );
    }
    const text = await response.text();
    if (response.ok) return (text === '' ? undefined : JSON.parse(text)) as T;
    const error = (JSON.parse(text || '{}') as ErrorBody).error;
    throw new WeatherDoubleError(
      (error?.code ?? 'CONTROL_FAILED') as WeatherDoubleErrorCode,
      (error?.message ?? `${method} ${path} answered ${response.status}`).replace(/^\[weather-double\] /, ''),
      error?.path === undefined ? undefined : { path: error.path },
    );
  };
  const add = (name: string, args: object, scenarioOptions: RemoteScenarioOptions | undefined) =>
    send<RemoteScenario>('POST', '/scenarios', { name, ...args, ...scenarioOptions });
  const plain =
    (name: string) =>
    (scenarioOptions?: RemoteScenarioOptions): Promise<RemoteScenario> =>
      add(name, {}, scenarioOptions);
  const putClock = (body: object) => send<ClockReading>('PUT', '/clock', body);
  return {
    scenarios: {
      unauthorized: plain('unauthorized'),
      notFound: plain('notFound'),
      nothingToGeocode: plain('nothingToGeocode'),
      geocodingNotFound: plain('geocodingNotFound'),
      rateLimited: plain('rateLimited'),
      serverError: plain('serverError'),
      networkError: plain('networkError'),
      malformed: plain('malformed'),
      hang: plain('hang'),
      delayed: (ms, scenarioOptions) => add('delayed', { ms }, scenarioOptions),
      record: (overrides, scenarioOptions) => add('record', { overrides }, scenarioOptions),
      alerts: (alerts, scenarioOptions) => add('alerts', { alerts }, scenarioOptions),
      sequence: (steps, scenarioOptions) => add('sequence', { steps }, scenarioOptions),
      variants: (variantOptions, scenarioOptions) => add('variants', variantOptions, scenarioOptions),
      newKey: (minutes, scenarioOptions) =>
        add('newKey', minutes === undefined ? {} : { minutes }, scenarioOptions),
    },
    listScenarios: async () => (await send<{ scenarios: RemoteScenario[] }>('GET', '/scenarios')).scenarios,
    removeScenario: (id) => send('DELETE', `/scenarios/${encodeURIComponent(id)}`),
    resetHandlers: () => send('DELETE', '/scenarios'),
    async requests(filter = {}) {
      const query = new URLSearchParams(
        Object.entries(filter).flatMap(([name, value]) =>
          value === undefined ? [] : [[name, String(value)]],
        ),
      ).toString();
      const path = query === '' ? '/requests' : `/requests?${query}`;
      return (await send<{ requests: ControlledRequest[] }>('GET', path)).requests;
    },
    clearRequests: () => send('DELETE', '/requests'),
    answerOf: (seq) => send('GET', `/requests/${seq}/answer`),
    clock: {
      get: () => send('GET', '/clock'),
      set: (time) => putClock({ now: new Date(time).toISOString() }),
      advance: (seconds) => putClock({ advance: seconds }),
      freeze: () => putClock({ freeze: true }),
      run: () => putClock({ run: true }),
      real: () => putClock({ real: true }),
    },
    reset: () => send('POST', '/reset'),
  };
}
