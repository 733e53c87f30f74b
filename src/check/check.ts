import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { assertKnownKeys, invalidOption } from '../errors.js';
import { maskKeyInSearch } from '../service/query.js';
import { type CheckDifference, compareAnswer, coordinatesOf, type RawAnswer } from './compare.js';
import { DEFAULT_ZIPS, MAX_ZIPS, type Probe, probesFor, probeUrl, withCoordinates } from './probes.js';
import { type CheckShape, recordModel } from './shapes.js';

/**
 * The options of {@link checkProvider}.
 *
 * @example
 * ```ts
 * const options: CheckProviderOptions = {
 *   baseUrl: 'https://api.openweathermap.org',
 *   apiKey: process.env.OWM_API_KEY,
 *   zips: ['94040,us', 'SW1A 1AA,gb'],
 * };
 * ```
 */
export interface CheckProviderOptions {
  /** Where the provider runs: `https://api.openweathermap.org`, your gateway (a path prefix is kept), a local double. */
  baseUrl: string;
  /**
   * The key sent as `appid` (never printed). The live service needs yours; any double accepts the default.
   * @default 'weather-double-check'
   */
  apiKey?: string | undefined;
  /**
   * The record shape the answers must have.
   * @default 'specification'
   */
  shape?: CheckShape | undefined;
  /**
   * The postal codes whose records are checked (each in the three unit systems), at most 5.
   * @default ['94040,us']
   */
  zips?: readonly string[] | undefined;
  /**
   * The time limit of each request, in milliseconds (100 to 120000).
   * @default 10000
   */
  timeout?: number | undefined;
}

/**
 * How one request went: `match` (as the model says), `drift` (differences listed), `rateLimited`
 * (the provider answered 429: not drift, nothing more is sent), `unreachable` (no answer within the
 * time limit, or no connection: nothing more is sent), `notSent` (after a 429 or no answer; the
 * request by coordinates also when the place answer before it gave no usable coordinates).
 *
 * @example
 * ```ts
 * const failed = (outcome: CheckedRequestOutcome) => outcome === 'drift';
 * ```
 */
export type CheckedRequestOutcome = 'match' | 'drift' | 'rateLimited' | 'unreachable' | 'notSent';

/**
 * One request of a check: what it asked, what came back, and every difference from the model.
 *
 * @example
 * ```ts
 * for (const request of report.requests) {
 *   for (const d of request.differences) console.log(`${request.name}: ${d.path}: expected ${d.expected}, got ${d.got}`);
 * }
 * ```
 */
export interface CheckedRequest {
  /**
   * What was asked: `'94040,us in metric units'`, `'the place of 94040,us from the Geocoding API'`,
   * `'94040,us at the coordinates of its place, without units'`, `'a wrong (empty) key'`.
   */
  readonly name: string;
  /** The URL requested, the key masked as `***` (by coordinates not sent: `lat={lat}&lon={lon}`). */
  readonly url: string;
  /** The status the model answers. */
  readonly expectedStatus: number;
  /** The status that came; `undefined` when nothing came. */
  readonly status: number | undefined;
  readonly outcome: CheckedRequestOutcome;
  /** Where the answer differs from the model (drift). */
  readonly differences: readonly CheckDifference[];
  /**
   * Differences that are not drift: the `Server` header, `X-Cache-Key`, the order of the service's
   * headers (a gateway changes them; clients do not read them).
   */
  readonly notes: readonly CheckDifference[];
  /** Why nothing came (`unreachable`): a timeout or a connection error. */
  readonly error?: string;
  /** Why the request by coordinates was not sent (`notSent`): the place answer gave no usable `lat`/`lon`. */
  readonly reason?: string;
}

/**
 * The outcome of a whole check: `drift` when any answer differs from the model, else `rateLimited`
 * when the provider answered 429, else `unreachable` when a request got no answer, else `match`.
 *
 * @example
 * ```ts
 * const exitCode = { match: 0, drift: 1, rateLimited: 3, unreachable: 3 }[report.outcome];
 * ```
 */
export type CheckOutcome = 'match' | 'drift' | 'rateLimited' | 'unreachable';

/**
 * What {@link checkProvider} found.
 *
 * @example
 * ```ts
 * const report: ProviderCheckReport = await checkProvider({ baseUrl });
 * if (report.outcome === 'drift') process.exitCode = 1;
 * ```
 */
export interface ProviderCheckReport {
  readonly baseUrl: string;
  readonly shape: CheckShape;
  readonly outcome: CheckOutcome;
  /** Every request of the documented set, in the order sent (or that it would have been). */
  readonly requests: readonly CheckedRequest[];
}

const OPTION_NAMES = ['baseUrl', 'apiKey', 'shape', 'zips', 'timeout'] as const;
const DEFAULT_KEY = 'weather-double-check';
const DEFAULT_TIMEOUT = 10_000;
/** The most body bytes read from one answer (a record is under 1 KiB). */
const MAX_BODY = 1024 * 1024;
const USER_AGENT = 'weather-double-check';

interface CheckPlan {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly shape: CheckShape;
  readonly zips: readonly string[];
  readonly timeout: number;
}

function readOptions(options: unknown): CheckPlan {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw invalidOption('options', 'an object with baseUrl and any of apiKey, shape, zips, timeout', options);
  }
  assertKnownKeys(options, OPTION_NAMES, '');
  const { baseUrl, apiKey, shape, zips, timeout } = options as CheckProviderOptions;
  let url: URL | undefined;
  try {
    url = typeof baseUrl === 'string' ? new URL(baseUrl) : undefined;
  } catch {
    url = undefined;
  }
  if (
    url === undefined ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.search !== '' ||
    url.hash !== '' ||
    url.username !== '' ||
    url.password !== ''
  ) {
    throw invalidOption(
      'baseUrl',
      'an http or https URL without query, fragment or credentials, e.g. https://api.openweathermap.org',
      baseUrl,
    );
  }
  if (apiKey !== undefined && (typeof apiKey !== 'string' || apiKey.trim() === '')) {
    throw invalidOption('apiKey', 'a non-empty string', apiKey);
  }
  const model = recordModel(shape ?? 'specification', 'shape');
  if (zips !== undefined) {
    if (!Array.isArray(zips) || zips.length === 0 || zips.length > MAX_ZIPS) {
      throw invalidOption('zips', `an array of 1 to ${MAX_ZIPS} postal codes, e.g. ['94040,us']`, zips);
    }
    zips.forEach((zip: unknown, index) => {
      if (typeof zip !== 'string' || zip.trim() === '') {
        throw invalidOption(`zips[${index}]`, "a postal code, e.g. '94040,us' or 'SW1A 1AA,gb'", zip);
      }
    });
  }
  if (timeout !== undefined && (!Number.isInteger(timeout) || timeout < 100 || timeout > 120_000)) {
    throw invalidOption('timeout', 'an integer number of milliseconds from 100 to 120000', timeout);
  }
  return {
    baseUrl: url.href.replace(/\/+$/, ''),
    apiKey: apiKey ?? DEFAULT_KEY,
    shape: model.shape,
    zips: zips ?? DEFAULT_ZIPS,
    timeout: timeout ?? DEFAULT_TIMEOUT,
  };
}

/** One GET with a time limit over the whole exchange; the headers in the order they came. */
function send(url: string, timeout: number): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) =>
      reject(
        error.name === 'AbortError' || error.name === 'TimeoutError'
          ? new Error(`no answer within ${timeout} ms`)
          : error,
      );
    const request = (url.startsWith('https:') ? httpsRequest : httpRequest)(
      url,
      {
        method: 'GET',
        headers: { Accept: 'application/json', 'User-Agent': USER_AGENT },
        signal: AbortSignal.timeout(timeout),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BODY) {
            request.destroy(new Error(`the body is over ${MAX_BODY} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => {
          const raw = response.rawHeaders;
          const headers: [string, string][] = [];
          for (let i = 0; i + 1 < raw.length; i += 2) headers.push([raw[i] as string, raw[i + 1] as string]);
          resolve({
            status: response.statusCode ?? 0,
            headers,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
        response.on('error', fail);
      },
    );
    request.on('error', fail);
    request.end();
  });
}

/** Replaces every occurrence of the key (as given and percent-encoded) in a report string. */
function redactor(apiKey: string): (text: string) => string {
  const forms = [...new Set([apiKey, encodeURIComponent(apiKey)])].filter((form) => form.length > 0);
  return (text) => forms.reduce((out, form) => out.split(form).join('***'), text);
}

/**
 * Checks a running provider of `GET /data/2.5/weather` (the live service, your gateway in front of
 * it, your own fake) against this package's model, with a small documented request set: for each
 * postal code a record without `units`, in `metric` and in `imperial`; then the path today's clients
 * take, the place of the first postal code (`GET /geo/1.0/zip`) and the record at the coordinates it
 * gave (`lat`, `lon`, without units; not sent when it gave none usable); then the 5 day / 3 hour
 * forecast of the first postal code (`GET /data/2.5/forecast`, one day: `cnt=8`); then an empty key
 * (401), a postal code that names no place (404) and no location (400): `3 × zips + 6` requests, 9
 * by default, at most 21. Each answer is checked for its status, the record of the shape (types,
 * ranges, precision, the condition table, the icon rule, key order, minified), the place
 * (`zip`, `name`, `lat`, `lon`, `country`: types, ranges, no other key, key order, minified), the
 * forecast (`validateForecast`: types, ranges, the 3-hour grid, `dt_txt`, `pod` and icons, `temp_kf`,
 * key order, minified) or the service's exact error body (`cod` a number or a string, message, key
 * order, bytes), and the service's headers.
 *
 * Polite to the live service: one request at a time, each with a time limit; a 429 stops the check
 * and is reported as `rateLimited`, not as drift. The key never appears in the report. Never throws
 * for what the provider does; throws `INVALID_OPTION` for bad options.
 *
 * @example
 * ```ts
 * import { checkProvider } from 'weather-double/check';
 *
 * const report = await checkProvider({ baseUrl: 'https://api.openweathermap.org', apiKey: process.env.OWM_API_KEY });
 * for (const request of report.requests) {
 *   for (const d of request.differences) console.log(`${request.name}: ${d.path}: expected ${d.expected}, got ${d.got}`);
 * }
 * if (report.outcome !== 'match') process.exitCode = 1;
 * ```
 */
export async function checkProvider(options: CheckProviderOptions): Promise<ProviderCheckReport> {
  const plan = readOptions(options);
  const model = recordModel(plan.shape, 'shape');
  const redact = redactor(plan.apiKey);
  const scrub = (difference: CheckDifference): CheckDifference => ({
    path: difference.path,
    expected: difference.expected,
    got: redact(difference.got),
  });
  const requests: CheckedRequest[] = [];
  let stopped = false;
  /** The coordinates the last place answer gave, or why it gave none. */
  let place: ReturnType<typeof coordinatesOf> = { reason: 'no place was asked before it' };
  for (const planned of probesFor(plan.zips, plan.apiKey)) {
    const probe =
      planned.coordinates && 'lat' in place ? withCoordinates(planned, place.lat, place.lon) : planned;
    const url = probeUrl(plan.baseUrl, probe);
    const base = {
      name: probe.name,
      url: redact(
        probeUrl(plan.baseUrl, { ...probe, search: maskKeyInSearch(probe.search) } satisfies Probe),
      ),
      expectedStatus: probe.status,
    };
    if (stopped) {
      requests.push({ ...base, status: undefined, outcome: 'notSent', differences: [], notes: [] });
      continue;
    }
    if (probe.coordinates && 'reason' in place) {
      requests.push({
        ...base,
        status: undefined,
        outcome: 'notSent',
        differences: [],
        notes: [],
        reason: `no coordinates: ${redact(place.reason)}`,
      });
      continue;
    }
    let answer: RawAnswer;
    try {
      answer = await send(url, plan.timeout);
    } catch (error) {
      stopped = true;
      requests.push({
        ...base,
        status: undefined,
        outcome: 'unreachable',
        differences: [],
        notes: [],
        error: redact((error as Error).message),
      });
      continue;
    }
    if (answer.status === 429) {
      stopped = true;
      requests.push({ ...base, status: 429, outcome: 'rateLimited', differences: [], notes: [] });
      continue;
    }
    if (probe.expect === 'place') place = coordinatesOf(answer);
    const { differences, notes } = compareAnswer(answer, probe, model);
    requests.push({
      ...base,
      status: answer.status,
      outcome: differences.length === 0 ? 'match' : 'drift',
      differences: differences.map(scrub),
      notes: notes.map(scrub),
    });
  }
  const has = (outcome: CheckedRequestOutcome) => requests.some((request) => request.outcome === outcome);
  const outcome: CheckOutcome = has('drift')
    ? 'drift'
    : has('rateLimited')
      ? 'rateLimited'
      : has('unreachable')
        ? 'unreachable'
        : 'match';
  return { baseUrl: redact(plan.baseUrl), shape: plan.shape, outcome, requests };
}
