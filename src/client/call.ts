/**
 * What the client calls share: the location parameters, the base URL, the transport, and the
 * errors of an answer that is not the expected one.
 * @internal
 */
import { type AnswerSchema, schemaFields } from '../answer-schema/index.js';
import { assertKnownKeys, invalidOption, WeatherDoubleError } from '../errors.js';
import { SERVICE_ORIGIN, UNIT_SYSTEMS, type Units } from '../service/vocabulary.js';
import { httpUrlOf } from '../url.js';
import { snippet, WeatherApiError } from './api-error.js';

/**
 * What every client call by location takes (`fetchCurrentWeather`, `fetchForecast`): exactly one
 * location, the caller's key, and optionally the unit system, the service's origin, a `fetch` to use,
 * an `AbortSignal`, and how strictly to read the answer.
 *
 * @example
 * ```ts
 * const options: LocationCallOptions = { q: 'London,GB', appid: key, units: 'metric' };
 * ```
 */
export interface LocationCallOptions {
  /**
   * Postal code, optionally with a country code: `'94040'` (searched in the USA) or `'94040,us'`.
   * Sent as given; an empty string reaches the service, which answers 400 `Nothing to geocode`.
   * Give exactly one location: `zip`, `lat` with `lon`, `q` or `id`.
   * @default undefined
   */
  zip?: string | undefined;
  /** Latitude in degrees, with `lon` (sent as given: the service answers 400 `wrong latitude` outside -90..90). @default undefined */
  lat?: number | undefined;
  /** Longitude in degrees, with `lat`. @default undefined */
  lon?: number | undefined;
  /** City name: `'London'`, `'London,GB'` or `'Springfield,IL,US'`. @default undefined */
  q?: string | undefined;
  /** City ID (a GeoNames ID, e.g. `2643743` for London). @default undefined */
  id?: number | undefined;
  /**
   * The caller's API key, sent as the `appid` query parameter. Sent as given; an empty string
   * reaches the service, which answers 401.
   */
  appid: string;
  /**
   * Unit system. When omitted no `units` parameter is sent and the service answers in kelvin and m/s.
   * @default undefined (the service's default: `'standard'`)
   */
  units?: Units | undefined;
  /**
   * Origin (and optional path prefix) of the service; the route's path (`/data/2.5/weather`,
   * `/data/2.5/forecast`) is appended.
   * @default 'https://api.openweathermap.org'
   */
  baseUrl?: string | undefined;
  /**
   * The `fetch` to call, e.g. one that records requests or adds a proxy.
   * @default globalThis.fetch
   */
  fetch?: typeof fetch | undefined;
  /** Aborts the request; the abort reason is rethrown as is (an `AbortError` by default). @default undefined */
  signal?: AbortSignal | undefined;
  /**
   * `false` (tolerant reader): fields the expected answer does not know are ignored by validation
   * and left on the returned object, untyped. `true`: the body must be exactly the expected shape.
   * Every field the answer requires is required, with its type, in both modes.
   * @default false
   */
  strict?: boolean | undefined;
}

/**
 * The location parameters, checked for their types only (values are sent as given, so a test can
 * ask for the service's error answers): exactly one of `zip`, `lat` with `lon`, `q`, `id`.
 * @internal
 */
function locationParams(options: LocationCallOptions): string {
  const { zip, lat, lon, q, id } = options;
  const given = (['zip', 'lat', 'lon', 'q', 'id'] as const).filter((key) => options[key] !== undefined);
  const forms = new Set(given.map((key) => (key === 'lon' ? 'lat' : key)));
  if (forms.size !== 1) {
    throw invalidOption(
      given.length === 0 ? 'zip' : given.join('+'),
      'exactly one location: zip, lat with lon, q or id',
      given.length === 0 ? undefined : given.join(', '),
    );
  }
  if (zip !== undefined) {
    if (typeof zip !== 'string') throw invalidOption('zip', 'a postal code string such as "94040,us"', zip);
    return `zip=${encode(zip)}`;
  }
  if (q !== undefined) {
    if (typeof q !== 'string') throw invalidOption('q', 'a city name string such as "London,GB"', q);
    return `q=${encode(q)}`;
  }
  if (id !== undefined) {
    if (typeof id !== 'number' || !Number.isSafeInteger(id))
      throw invalidOption('id', 'a city ID, an integer', id);
    return `id=${id}`;
  }
  for (const [name, value] of [
    ['lat', lat],
    ['lon', lon],
  ] as const) {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw invalidOption(name, `a finite number of degrees (lat and lon go together)`, value);
    }
  }
  return `lat=${lat}&lon=${lon}`;
}

/** @internal */
export const encode = (value: string) => encodeURIComponent(value).replace(/%2C/g, ',');

/** Base URLs already checked, normalized: most programs use one or two. */
const baseUrls = new Map<string, string>();

/** @internal */
function parseBaseUrl(baseUrl: unknown): string {
  const known = typeof baseUrl === 'string' ? baseUrls.get(baseUrl) : undefined;
  if (known !== undefined) return known;
  const expected = 'an absolute http(s) URL such as "https://api.openweathermap.org"';
  if (typeof baseUrl !== 'string') throw invalidOption('baseUrl', expected, baseUrl);
  const parsed = httpUrlOf(baseUrl);
  if (parsed === undefined) throw invalidOption('baseUrl', expected, baseUrl);
  if (parsed.search || parsed.hash) {
    throw invalidOption('baseUrl', `${expected}, without a query or fragment`, baseUrl);
  }
  const normalized = `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
  if (baseUrls.size < 16) baseUrls.set(baseUrl, normalized);
  return normalized;
}

/**
 * The `fetch` a client call uses (the given one, else the global one) after checking `signal`:
 * `INVALID_OPTION` naming `fetch` or `signal` when either is not what it must be.
 * @internal
 */
function transportOf(given: unknown, signal: unknown): typeof fetch {
  if (signal !== undefined && !isAbortSignal(signal)) throw invalidOption('signal', 'an AbortSignal', signal);
  if (given !== undefined && typeof given !== 'function')
    throw invalidOption('fetch', 'a fetch function', given);
  const fetchFn = (given ?? globalThis.fetch) as typeof fetch | undefined;
  if (typeof fetchFn !== 'function') {
    throw invalidOption('fetch', 'a fetch function (this environment has no global fetch)', fetchFn);
  }
  return fetchFn;
}

/** @internal */
function isAbortSignal(value: unknown): value is AbortSignal {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AbortSignal).aborted === 'boolean' &&
    typeof (value as AbortSignal).addEventListener === 'function'
  );
}

/** The error of an error answer: the service's `{cod, message}` when the body is that. @internal */
function apiError(response: Response, body: string, url: string): WeatherApiError {
  let cod: number | string | undefined;
  let serviceMessage: string | undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null) {
      const fields = parsed as { cod?: unknown; message?: unknown };
      if (
        (typeof fields.cod === 'number' || typeof fields.cod === 'string') &&
        typeof fields.message === 'string'
      ) {
        cod = fields.cod;
        serviceMessage = fields.message;
      }
    }
  } catch {
    // Not JSON: cod and serviceMessage stay undefined; the body is kept raw.
  }
  return new WeatherApiError({
    status: response.status,
    statusText: response.statusText,
    cod,
    serviceMessage,
    body,
    url,
  });
}

/** @internal */
function invalidResponse(url: string, status: number, what: string, path?: string): WeatherDoubleError {
  return new WeatherDoubleError(
    'INVALID_RESPONSE',
    `The weather service at ${url} answered ${status} with ${what}.`,
    path === undefined ? undefined : { path },
  );
}

/** Why a fetch failed, with the system error code Node puts on `cause` (ECONNREFUSED, ENOTFOUND). @internal */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  const detail = code ?? (typeof cause?.message === 'string' ? cause.message : undefined);
  return detail ? `${error.message} (${detail})` : error.message;
}

/** A problem found in an answer's body, by the route's validator. @internal */
export interface BodyIssue {
  readonly path: string;
  readonly message: string;
}

/** One GET of the client: what {@link getJson} needs. @internal */
export interface JsonRequest {
  /** The request URL for a key: called with the caller's key, and with `***` for messages. */
  readonly url: (key: string) => string;
  readonly appid: string;
  readonly fetchFn: typeof fetch;
  readonly signal: AbortSignal | undefined;
  /** What a 200's body must be, for messages: `'a weather record'`, `'a forecast'`. */
  readonly what: string;
  /** The issues of a parsed body, by the route's validator: none when it is what `what` says. */
  readonly issuesOf: (value: unknown) => readonly BodyIssue[];
}

/**
 * The one request path of every client call: GETs `url` with `Accept: application/json` and
 * returns the parsed body once `issuesOf` finds nothing in it. An error answer rejects with a
 * `WeatherApiError`; no answer with `NETWORK_ERROR`; a 2xx other than 200, a body that is not
 * JSON, or one with issues, with `INVALID_RESPONSE` listing every issue with its path; an abort
 * through `signal` with the abort reason, untouched.
 * @internal
 */
export async function getJson<A>(request: JsonRequest): Promise<A> {
  const { appid, fetchFn, signal } = request;
  // What error messages show: the URL without the key.
  const shown = () => request.url(appid === '' ? '' : '***');
  const init: RequestInit = { method: 'GET', headers: { Accept: 'application/json' } };
  if (signal) init.signal = signal;
  let response: Response;
  let body: string;
  try {
    response = await fetchFn(request.url(appid), init);
    body = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new WeatherDoubleError(
      'NETWORK_ERROR',
      `Could not get an answer from the weather service at ${shown()}: ${describeFailure(error)}. Check baseUrl and the network.`,
      { cause: error },
    );
  }
  if (!response.ok) throw apiError(response, body, shown());
  if (response.status !== 200) {
    throw invalidResponse(shown(), response.status, `status ${response.status} instead of 200`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw invalidResponse(shown(), 200, `a body that is not JSON: ${snippet(body)}`);
  }
  const issues = request.issuesOf(parsed);
  if (issues.length > 0) {
    const listed = issues.map(({ path, message }) => `${path || '(the body)'}: ${message}`);
    throw invalidResponse(
      shown(),
      200,
      `a body that is not ${request.what} (${listed.length} issue${listed.length === 1 ? '' : 's'}): ${listed.join('; ')}`,
      issues[0]?.path,
    );
  }
  // `issuesOf` is the route's validator of A: a body it finds nothing in is an A.
  return parsed as A;
}

/** The issues of a validator's result (`{ ok: true, … }` has none). @internal */
export function issuesOfResult(result: { ok: true } | { ok: false; issues: readonly BodyIssue[] }) {
  return result.ok ? [] : result.issues;
}

/** The options of a call by location (the weather and the 5 day / 3 hour forecast), besides its own. @internal */
const LOCATION_CALL_OPTIONS = [
  'zip',
  'lat',
  'lon',
  'q',
  'id',
  'appid',
  'units',
  'baseUrl',
  'fetch',
  'signal',
  'strict',
] as const;

/** What every client call takes besides its own options: the key, the origin, a `fetch`, a signal. @internal */
interface CallOptions {
  readonly appid?: unknown;
  readonly baseUrl?: unknown;
  readonly fetch?: unknown;
  readonly signal?: unknown;
}

/**
 * The options every client call takes, checked: an object with only `allowed` keys (`needs` says
 * what it must have, for the message), the key a string; the service's origin and the transport.
 * @internal
 */
export function callOptions<O extends object>(
  options: O,
  allowed: readonly string[],
  needs: string,
): {
  readonly appid: string;
  readonly base: string;
  readonly fetchFn: typeof fetch;
  readonly signal: AbortSignal | undefined;
} {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw invalidOption('options', `an object with ${needs}`, options);
  }
  assertKnownKeys(options, allowed, '');
  const { appid, baseUrl = SERVICE_ORIGIN, fetch: given, signal } = options as CallOptions;
  if (typeof appid !== 'string') throw invalidOption('appid', 'an API key string', appid);
  return {
    appid,
    base: parseBaseUrl(baseUrl),
    fetchFn: transportOf(given, signal),
    signal: signal as AbortSignal | undefined,
  };
}

/** A `units` option, checked: a unit system or `undefined` (the service's default). @internal */
function unitsOption(units: unknown): Units | undefined {
  if (units !== undefined && !UNIT_SYSTEMS.includes(units as Units)) {
    throw invalidOption(
      'units',
      `one of ${UNIT_SYSTEMS.map((u) => JSON.stringify(u)).join(', ')} or undefined`,
      units,
    );
  }
  return units as Units | undefined;
}

/**
 * The issues of a body by a route's validator, as a tolerant reader: unless `strict` (a boolean,
 * checked), fields `schema` does not know are left out before a second look, and kept on the body.
 * @internal
 */
function tolerantIssues(
  validate: (value: unknown) => { ok: true } | { ok: false; issues: readonly BodyIssue[] },
  schema: AnswerSchema,
  strict: unknown = false,
): (value: unknown) => readonly BodyIssue[] {
  if (typeof strict !== 'boolean') throw invalidOption('strict', 'a boolean', strict);
  return (value) => {
    const result = validate(value);
    if (result.ok || strict) return issuesOfResult(result);
    return issuesOfResult(validate(schemaFields(value, schema)));
  };
}

/** What a call by location adds to {@link LocationCallOptions}: its path, its answer, its own parameters. @internal */
export interface LocationCall {
  readonly path: string;
  /** What a 200's body must be, for messages: `'a weather record'`, `'a forecast'`. */
  readonly what: string;
  /** Validates a body, and the schema the tolerant reader keeps the fields of. */
  readonly validate: (value: unknown) => { ok: true } | { ok: false; issues: readonly BodyIssue[] };
  readonly schema: AnswerSchema;
  /** The call's own parameters, checked and encoded, appended after `units` (`&cnt=8`). @default '' */
  readonly extra?: string;
}

/**
 * A client call by location (the weather, the 5 day / 3 hour forecast): the common options checked
 * (`own` names the call's other options), then the call's own (`call`, which throws on a bad one),
 * then `GET {baseUrl}{path}?{location}&appid=…[&units=…]{extra}`, commas literal as in the
 * specification's request, through {@link getJson}.
 * @internal
 */
export function getByLocation<A>(
  options: LocationCallOptions,
  own: readonly string[],
  call: () => LocationCall,
): Promise<A> {
  const { appid, base, fetchFn, signal } = callOptions(
    options,
    [...LOCATION_CALL_OPTIONS, ...own],
    'a location and appid',
  );
  const location = locationParams(options);
  const units = unitsOption(options.units);
  const { path, what, validate, schema, extra = '' } = call();
  const issuesOf = tolerantIssues(validate, schema, options.strict);
  const url = (key: string) => {
    const query = `${location}&appid=${encode(key)}${units === undefined ? '' : `&units=${units}`}`;
    return `${base}${path}?${query}${extra}`;
  };
  return getJson<A>({ url, appid, fetchFn, signal, what, issuesOf });
}
