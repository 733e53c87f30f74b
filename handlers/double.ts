import type { RequestHandler } from 'msw';
import {
  createWeatherEndpoint,
  ENDPOINT_OPTION_NAMES,
  type EndpointAnswer,
  isTargetTooLong,
  type WeatherEndpointOptions,
} from '../src/endpoint/index.js';
import type { Operation } from '../src/endpoint/operations.js';
import { readWeatherQuery } from '../src/endpoint/query.js';
import { assertKnownKeys, invalidOption } from '../src/errors.js';
import {
  createResilience,
  type FaultName,
  type FaultOptions,
  type LatencyOptions,
  MAX_DELAY,
  type QuotaOptions,
  RESILIENCE_OPTION_NAMES,
  requestIdentity,
} from '../src/faults/index.js';
import {
  isLocationProblem,
  type LocationQuery,
  type ParsedLocation,
  parseLocationParams,
  parseNameForm,
  parseZipForm,
  readLocationQuery,
} from '../src/location/query.js';
import type { CurrentWeatherRecord, DeepPartial, WeatherRecord } from '../src/record/types.js';
import { createRequestLog, type RequestLog, type ScenarioName } from './requests.js';
import { type Applied, answerNow, answerSafely, type Produced, sleep } from './respond.js';
import {
  type RequestFilter,
  urlOf,
  WeatherRequestHandler,
  type WeatherRoute,
  weatherRoute,
} from './route.js';

/**
 * The options of a weather double. Every option is checked when the double is created: an unknown
 * key or a wrong type throws a `WeatherDoubleError` (`INVALID_OPTION`) naming the option and what is
 * allowed.
 *
 * @example
 * ```ts
 * const options: WeatherDoubleOptions = { seed: 42, now: () => Date.UTC(2024, 5, 1, 12), apiKeys: ['test-key'] };
 * ```
 */
export interface WeatherDoubleOptions extends WeatherEndpointOptions {
  /**
   * Where the double answers: an `http(s)` URL (a path prefix is allowed:
   * `'http://localhost:3000/owm'` answers `/owm/data/2.5/weather` and `/owm/geo/1.0/…`), or `'*'`
   * for any origin.
   * @default both 'https://api.openweathermap.org' and 'http://api.openweathermap.org'
   */
  baseUrl?: string;
  /**
   * A request quota per API key, on the double's clock (`now`): past `limit` requests in a window of
   * `windowSeconds` (a fixed window opening at the key's first request), the key gets the service's
   * exact 429 until the window ends. Requests without a key or refused with 401 are not counted.
   * @default undefined (no quota)
   * @example
   * ```ts
   * createWeatherDouble({ quota: { limit: 60 } }); // 60 requests a minute per key
   * ```
   */
  quota?: QuotaOptions;
  /**
   * Random failures of the double's answers: the share `rate` of requests fails, each with a kind
   * drawn from `kinds` (`rateLimited` and `serverError` with the service's exact answers,
   * `networkError`, `malformed`, `hang`). A request's fault is drawn from `faults.seed`, the request
   * itself (method, path, query without the key) and how many times that same request came before,
   * so a seed fails the same requests whatever order they arrive in (concurrent ones too).
   * @default undefined (no faults)
   * @example
   * ```ts
   * createWeatherDouble({ faults: { rate: 0.1, seed: 3 } });
   * ```
   */
  faults?: FaultOptions;
  /**
   * Answer times in milliseconds: a seeded log-normal with this median and 99th percentile, drawn
   * from the seed and the request as faults are (so the same requests are slow whatever order they
   * arrive in). An aborted request stops waiting at once.
   * @default undefined (answers at once)
   * @example
   * ```ts
   * createWeatherDouble({ latency: { median: 50, p99: 400 } });
   * ```
   */
  latency?: LatencyOptions;
}

/**
 * What a scenario answers: every matching request, or only one (`once`), or only requests for one
 * location (`location`, or its shorthand `zip`). A request it does not answer falls through to the
 * next handler.
 *
 * @example
 * ```ts
 * server.use(double.scenarios.notFound({ zip: '94040', once: true }));
 * server.use(double.scenarios.serverError({ location: { lat: 51.5085, lon: -0.1257 } }));
 * ```
 */
export interface ScenarioOptions {
  /**
   * Answer one request, then fall through to the handlers after it.
   * @default false
   */
  once?: boolean;
  /**
   * Answer only requests for this postal code, compared as the service reads `zip`: the country is
   * case-insensitive and `US` when not given, so `'94040'` targets `zip=94040` and `zip=94040,us`.
   * @default undefined (every request)
   */
  zip?: string;
  /**
   * Answer only requests for this location, in the same form: `{ zip }` (as `zip` above; also
   * `/geo/1.0/zip`), `{ lat, lon }` (compared at 4 decimals; also `/geo/1.0/reverse`), `{ q }`
   * (name, state and country compared without case; also `/geo/1.0/direct`) or `{ id }`.
   * Give `zip` or `location`, not both.
   * @default undefined (every request)
   */
  location?: LocationQuery;
}

/**
 * Ready-made answers for `server.use()`. Each returns one MSW handler on the double's route.
 * The error scenarios answer every request they match whatever its key and location; `delayed`
 * and `record` give the double's normal answer (errors included), late or with changed fields.
 * `notFound`, `nothingToGeocode` and `record` answer the weather path only, `geocodingNotFound` the
 * Geocoding API's paths only; the others every path of the double (the key, the quota and the
 * network are the host's).
 *
 * @example
 * ```ts
 * server.use(double.scenarios.rateLimited({ once: true }));
 * ```
 */
export interface WeatherScenarios {
  /** 401 with the service's exact "Invalid API key" body. */
  unauthorized(options?: ScenarioOptions): RequestHandler;
  /** 404 `{"cod":"404","message":"city not found"}`. */
  notFound(options?: ScenarioOptions): RequestHandler;
  /** 400 `{"cod":"400","message":"Nothing to geocode"}`. */
  nothingToGeocode(options?: ScenarioOptions): RequestHandler;
  /**
   * The Geocoding API finds nothing: `/geo/1.0/zip` answers 404 `{"cod":"404","message":"not found"}`,
   * `/geo/1.0/direct` and `/geo/1.0/reverse` answer 200 `[]`. Only the geocoding paths.
   */
  geocodingNotFound(options?: ScenarioOptions): RequestHandler;
  /** 429 with the service's exact "account is temporary blocked" body. */
  rateLimited(options?: ScenarioOptions): RequestHandler;
  /** 500 `{"cod":"500","message":"Internal error: 500001"}`. */
  serverError(options?: ScenarioOptions): RequestHandler;
  /** No response at all: `fetch` rejects with a `TypeError`, as when the network fails. */
  networkError(options?: ScenarioOptions): RequestHandler;
  /**
   * The normal answer, `ms` milliseconds late (for timeouts and loading states). An aborted request
   * stops waiting at once.
   */
  delayed(ms: number, options?: ScenarioOptions): RequestHandler;
  /**
   * The normal answer, with `overrides` merged into the generated record when it is a 200. The
   * overrides are validated as the generator validates them when the scenario is created, against
   * the double's `shape` (`main.feels_like`, `timezone`, … with `shape: 'current'`): an invalid one
   * throws `INVALID_OVERRIDE` here, never in the handler.
   */
  /**
   * The normal answer (a 200 for a valid request) with its full `Content-Length` but its body cut
   * off after half its bytes, as a connection dropped mid-body leaves it: reading the body fails
   * (`fetch`: `response.json()` rejects with `TypeError: terminated`). The server sends the half, then
   * closes the connection.
   */
  malformed(options?: ScenarioOptions): RequestHandler;
  /**
   * No answer, ever: the request waits until its client gives up (its own timeout or abort signal
   * must fire), then fails as a network error.
   */
  hang(options?: ScenarioOptions): RequestHandler;
  record(
    overrides: DeepPartial<WeatherRecord> | DeepPartial<CurrentWeatherRecord>,
    options?: ScenarioOptions,
  ): RequestHandler;
}

/**
 * One weather double: its handlers for `setupServer`/`setupWorker`, its scenarios for `server.use`,
 * and the log of what it answered.
 *
 * @example
 * ```ts
 * const double = createWeatherDouble({ seed: 1 });
 * const server = setupServer(...double.handlers);
 * ```
 */
export interface WeatherDouble {
  /** The double's handlers: `setupServer(...double.handlers)`. */
  readonly handlers: RequestHandler[];
  /** Handlers that answer differently, for `server.use(...)`. */
  readonly scenarios: WeatherScenarios;
  /** What the double (and its scenarios) answered, oldest first; `requests.clear()` empties it. */
  readonly requests: RequestLog;
}

const DOUBLE_OPTION_NAMES = ['baseUrl', ...ENDPOINT_OPTION_NAMES, ...RESILIENCE_OPTION_NAMES] as const;

/**
 * The double's normal answer computed without MSW's Request/Response wrapping: the same route check,
 * endpoint call, request log and failure handling as its handler's resolver. `undefined` when the URL
 * is not on the double's route.
 * @internal
 */
export type DirectAnswer = (method: string, url: URL) => EndpointAnswer | Applied | undefined;

const directAnswers = new WeakMap<WeatherDouble, DirectAnswer>();

/** The options of every scenario, checked: `once` and the location it targets. @internal */
export interface ReadScenarioOptions {
  readonly once: boolean;
  readonly target: ParsedLocation | undefined;
}

/**
 * Checks a scenario's options, naming the scenario in the error path: `once`, and `zip` or
 * `location` (one of them). Every scenario reads its options here, so every one can be targeted.
 * `extra` names further options a scenario takes (checked by the scenario itself).
 * @internal
 */
export function readScenarioOptions(
  name: ScenarioName | string,
  value: unknown,
  extra: readonly string[] = [],
): ReadScenarioOptions {
  const where = `scenarios.${name}`;
  if (value === undefined) return { once: false, target: undefined };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidOption(
      `${where}.options`,
      'an object { once?: boolean, zip?: string, location?: LocationQuery }',
      value,
    );
  }
  assertKnownKeys(value, ['once', 'zip', 'location', ...extra], where);
  const { once, zip, location } = value as ScenarioOptions;
  if (once !== undefined && typeof once !== 'boolean')
    throw invalidOption(`${where}.once`, 'true or false', once);
  let target: ParsedLocation | undefined;
  if (zip !== undefined) {
    target = typeof zip === 'string' ? parseZipForm(zip) : undefined;
    if (target === undefined) {
      throw invalidOption(`${where}.zip`, "a zip value with a postal code, e.g. '94040' or '10115,de'", zip);
    }
  }
  if (location !== undefined) {
    if (zip !== undefined) {
      throw invalidOption(`${where}.location`, 'no location when zip is given (give one of them)', location);
    }
    target = readLocationQuery(location, `${where}.location`);
  }
  return { once: once ?? false, target };
}

/** The location a request names, in the form of its path's parameters; `undefined` when none. */
function requestLocation(url: URL, operation: Operation): ParsedLocation | undefined {
  const query = readWeatherQuery(url.search);
  if (operation === 'geocodingZip') return query.zip === undefined ? undefined : parseZipForm(query.zip);
  if (operation === 'geocodingDirect') return query.q === undefined ? undefined : parseNameForm(query.q);
  const parsed = parseLocationParams(
    operation === 'weather'
      ? query
      : { zip: undefined, q: undefined, id: undefined, lat: query.lat, lon: query.lon },
  );
  return isLocationProblem(parsed) ? undefined : parsed;
}

/**
 * A filter that keeps only requests on some of the double's operations (`undefined`: all) and, with
 * a target, only requests for the target location (same form, same canonical value).
 */
function scenarioFilter(
  route: WeatherRoute,
  operations: ReadonlySet<Operation> | undefined,
  target: ParsedLocation | undefined,
): RequestFilter | undefined {
  if (operations === undefined && target === undefined) return undefined;
  return (url) => {
    const operation = route.operation(url);
    if (operation === undefined) return false;
    if (operations !== undefined && !operations.has(operation)) return false;
    if (target === undefined) return true;
    // A target too long to read is not read for a scenario either: it falls through to the 414.
    if (isTargetTooLong(url)) return false;
    const location = requestLocation(url, operation);
    return location !== undefined && location.form === target.form && location.key === target.key;
  };
}

/** The operations of the weather path only (the scenarios about a weather answer). */
const WEATHER_ONLY: ReadonlySet<Operation> = new Set(['weather']);
/** The Geocoding API's operations. */
const GEOCODING_ONLY: ReadonlySet<Operation> = new Set([
  'geocodingZip',
  'geocodingDirect',
  'geocodingReverse',
]);

/**
 * Creates a weather double: MSW handlers that answer `GET {baseUrl}/data/2.5/weather` (by `zip`,
 * `lat`+`lon`, `q` or `id`) and the Geocoding API (`/geo/1.0/zip`, `/geo/1.0/direct`,
 * `/geo/1.0/reverse`) exactly as the service does (status, headers in order, body bytes), with
 * deterministic records for a seed and a clock, ready-made scenarios, and a log of the requests
 * answered.
 *
 * @param options - see {@link WeatherDoubleOptions}; all optional.
 * @throws {WeatherDoubleError} `INVALID_OPTION` for an unknown option or a value of the wrong kind.
 * @example
 * ```ts
 * import { setupServer } from 'msw/node';
 * import { createWeatherDouble } from 'weather-double/handlers';
 *
 * const double = createWeatherDouble({ seed: 7, now: () => Date.UTC(2024, 0, 15, 12) });
 * const server = setupServer(...double.handlers);
 * server.listen({ onUnhandledRequest: 'error' });
 * afterEach(() => {
 *   server.resetHandlers();
 *   double.requests.clear();
 * });
 *
 * it('shows an error when the key is refused', async () => {
 *   server.use(double.scenarios.unauthorized({ once: true }));
 *   // ...call your code, then:
 *   expect(double.requests.at(-1)?.status).toBe(401);
 * });
 * ```
 */
export function createWeatherDouble(options: WeatherDoubleOptions = {}): WeatherDouble {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw invalidOption('options', 'an options object', options);
  }
  assertKnownKeys(options, DOUBLE_OPTION_NAMES, '');
  const { baseUrl, quota, faults, latency, ...endpointOptions } = options;
  const route: WeatherRoute = weatherRoute(baseUrl);
  const endpoint = createWeatherEndpoint(endpointOptions);
  const resilience = createResilience(
    { quota, faults, latency },
    endpointOptions.seed ?? 0,
    endpointOptions.now ?? Date.now,
  );
  const { log, add } = createRequestLog();

  /** What replaces the double's answer for a fault. */
  const faultAnswer = (fault: FaultName, method: string, url: URL, answer: EndpointAnswer): Produced => {
    switch (fault) {
      case 'quota':
      case 'rateLimited':
        return endpoint.error('rateLimited', endpoint.read({ method, url }));
      case 'serverError':
        return endpoint.error('serverError', endpoint.read({ method, url }));
      case 'malformed':
        return { malformed: answer };
      default:
        return fault;
    }
  };

  /**
   * The double's own answer with its quota, faults and latency applied (route-agnostic: it needs
   * only the answer's status and key). Without any of them, the answer itself, at no cost.
   */
  const applied = (method: string, url: URL, answer: EndpointAnswer): EndpointAnswer | Applied => {
    if (resilience === undefined) return answer;
    const key = answer.outcome === 'unauthorized' || !answer.query.key ? undefined : answer.query.key;
    const { fault, latency: delay } = resilience.decide(
      key,
      requestIdentity(method, url.pathname, url.search),
    );
    if (fault === null) return delay === 0 ? answer : { produced: answer, fault, latency: delay };
    return { produced: faultAnswer(fault, method, url, answer), fault, latency: delay };
  };

  const handler = (
    scenario: ScenarioName | null,
    scenarioOptions: ReadScenarioOptions,
    produce: (request: Request) => Produced | Applied | Promise<Produced | Applied>,
    operations?: ReadonlySet<Operation>,
  ): RequestHandler =>
    new WeatherRequestHandler(
      route,
      scenarioFilter(route, operations, scenarioOptions.target),
      ({ request }) => answerSafely(request, scenario, add, () => produce(request)),
      scenarioOptions.once ? { once: true } : undefined,
    );

  const normal = (
    request: Request,
    overrides?: DeepPartial<WeatherRecord> | DeepPartial<CurrentWeatherRecord>,
  ): EndpointAnswer => endpoint.respond({ method: request.method, url: urlOf(request) }, overrides);

  const fixed =
    (
      name: 'unauthorized' | 'notFound' | 'nothingToGeocode' | 'rateLimited' | 'serverError',
      operations?: ReadonlySet<Operation>,
    ) =>
    (scenarioOptions?: ScenarioOptions): RequestHandler =>
      handler(
        name,
        readScenarioOptions(name, scenarioOptions),
        (request) => endpoint.error(name, endpoint.read({ method: request.method, url: urlOf(request) })),
        operations,
      );

  const scenarios: WeatherScenarios = {
    unauthorized: fixed('unauthorized'),
    notFound: fixed('notFound', WEATHER_ONLY),
    nothingToGeocode: fixed('nothingToGeocode', WEATHER_ONLY),
    geocodingNotFound: (scenarioOptions) =>
      handler(
        'geocodingNotFound',
        readScenarioOptions('geocodingNotFound', scenarioOptions),
        (request) =>
          endpoint.geocodingNotFound(endpoint.read({ method: request.method, url: urlOf(request) })),
        GEOCODING_ONLY,
      ),
    rateLimited: fixed('rateLimited'),
    serverError: fixed('serverError'),
    networkError: (scenarioOptions) =>
      handler('networkError', readScenarioOptions('networkError', scenarioOptions), () => 'networkError'),
    delayed: (ms, scenarioOptions) => {
      if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > MAX_DELAY) {
        throw invalidOption('scenarios.delayed.ms', `a number of milliseconds from 0 to ${MAX_DELAY}`, ms);
      }
      return handler('delayed', readScenarioOptions('delayed', scenarioOptions), async (request) => {
        await sleep(ms, request.signal);
        return normal(request);
      });
    },
    malformed: (scenarioOptions) =>
      handler('malformed', readScenarioOptions('malformed', scenarioOptions), (request) => ({
        malformed: endpoint.respond({ method: request.method, url: urlOf(request) }),
      })),
    hang: (scenarioOptions) => handler('hang', readScenarioOptions('hang', scenarioOptions), () => 'hang'),
    record: (overrides, scenarioOptions) => {
      if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides)) {
        throw invalidOption(
          'scenarios.record.overrides',
          'an object of record fields (a deep partial WeatherRecord)',
          overrides,
        );
      }
      const checked = readScenarioOptions('record', scenarioOptions);
      endpoint.checkOverrides(overrides);
      return handler('record', checked, (request) => normal(request, overrides), WEATHER_ONLY);
    },
  };

  const double: WeatherDouble = {
    handlers: [
      handler(null, { once: false, target: undefined }, (request) =>
        applied(request.method, urlOf(request), normal(request)),
      ),
    ],
    scenarios,
    requests: log,
  };
  directAnswers.set(double, (method, url) =>
    route.matches(url)
      ? answerNow(method, url, null, add, () => applied(method, url, endpoint.respond({ method, url })))
      : undefined,
  );
  return double;
}

/**
 * The direct answer function of a double, for the standalone server's fast path (used while no
 * handler was added in front of the double's own).
 * @internal
 */
export function directAnswerOf(double: WeatherDouble): DirectAnswer {
  const direct = directAnswers.get(double);
  if (!direct)
    throw new Error('[weather-double] directAnswerOf expects a double made by createWeatherDouble.');
  return direct;
}
