import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { assertKnownKeys, invalidOption } from '../errors.js';
import type { RouteName } from '../routes/route.js';
import { maskKeyInSearch } from '../service/query.js';
import { httpUrlOf } from '../url.js';
import { type CheckDifference, compareAnswer, type RawAnswer } from './compare.js';
import { DEFAULT_ZIPS, MAX_ZIPS, type Probe, probesFor, probeUrl, withCoordinates } from './probes.js';
import { type CheckShape, checkShape } from './shapes.js';

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
   * The route asked, by its name in the double's route table: `'weather'`, `'geocodingZip'`,
   * `'forecast'`, `'oneCall'`, `'oneCallTimemachine'`, `'airPollution'`, `'airPollutionForecast'`,
   * `'airPollutionHistory'` (the docs' route list names each one's path).
   */
  readonly route: string;
  /**
   * What was asked: `'94040,us in metric units'`, `'the place of 94040,us from the Geocoding API'`,
   * `'94040,us at the coordinates of its place, without units'`, `'One Call at London, every part'`,
   * `'a wrong (empty) key'`.
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
  const url = httpUrlOf(baseUrl);
  if (
    url === undefined ||
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
  const checked = checkShape(shape ?? 'specification', 'shape');
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
    shape: checked,
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

/** The coordinates an answer gives the probes that follow it, or why it gives none. */
type Coordinates = { lat: number; lon: number } | { reason: string };

/** The coordinates of an answer: a 200 with a JSON body its route reads them from (`ProbeBody.coordinates`). */
function coordinatesOf(answer: RawAnswer, probe: Probe, read: (body: unknown) => Coordinates): Coordinates {
  if (answer.status !== 200) return { reason: `${probe.name} answered ${answer.status}, not 200` };
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return { reason: `${probe.name} answered no JSON` };
  }
  return read(body);
}

/** Replaces every occurrence of the key (as given and percent-encoded) in a report string. */
function redactor(apiKey: string): (text: string) => string {
  const forms = [...new Set([apiKey, encodeURIComponent(apiKey)])].filter((form) => form.length > 0);
  return (text) => forms.reduce((out, form) => out.split(form).join('***'), text);
}

/**
 * Checks a running provider of the service's routes (the live service, your gateway in front of
 * it, your own fake) against this package's model, with a small documented request set taken from
 * the double's route table (each route declares its own probes), sent in this order:
 *
 * - `GET /data/2.5/weather`: for each postal code a record without `units`, in `metric` and in
 *   `imperial`; the place of the first postal code (`GET /geo/1.0/zip`) and the record at the
 *   coordinates it gave (without units; not sent when it gave none usable);
 * - `GET /geo/1.0/direct?q=London,GB&limit=1` and `GET /geo/1.0/reverse` at London's coordinates
 *   (`limit=1`);
 * - `GET /data/2.5/forecast`: the first postal code's, one day (`cnt=8`);
 * - `GET /data/3.0/onecall` at London (51.5085, -0.1257), every part; its timemachine
 *   (`/data/3.0/onecall/timemachine`) at `dt=1645888976`;
 * - `GET /data/2.5/air_pollution` at London now, its `/forecast` (96 hours) and its `/history`
 *   from 2023-01-01 00:00 to 06:00 UTC (7 hours);
 * - the errors that are safe to provoke: on the weather path an empty key (401), a postal code that
 *   names no place (404) and no location (400); One Call's own 401 and its 400 at latitude 100; the
 *   Air Pollution API's 401 and its 400 at longitude 200.
 *
 * `3 × zips + 17` requests: 20 by default, at most 32. Each answer is checked for its status, the
 * service's headers, and its body: a record of the shape (`validateWeatherRecord`), the place
 * (`zip`, `name`, `lat`, `lon`, `country`: types, ranges, no other key), the places by name and by
 * coordinates (their schema, one place, in GB), the forecast
 * (`validateForecast`), the One Call answer (`validateOneCall`, and every part present), the
 * timemachine answer (`validateOneCallTimemachine`, `data[0].dt` the one asked), the air pollution
 * answers (`validateAirPollution`: the schema, `aqi` by the service's table; one item now, 96 in the
 * forecast, the asked hours in the history), the coordinates asked echoed, key order at every
 * level and the minified form; or the service's exact error body (`cod` a number or a string,
 * message, key order, bytes).
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
  const redact = redactor(plan.apiKey);
  const scrub = (difference: CheckDifference): CheckDifference => ({
    path: difference.path,
    expected: difference.expected,
    got: redact(difference.got),
  });
  const requests: CheckedRequest[] = [];
  let stopped = false;
  /** The coordinates the last answer of each route that gives some gave, or why it gave none. */
  const given = new Map<RouteName, Coordinates>();
  for (const planned of probesFor(plan.zips, plan.apiKey)) {
    const place = planned.coordinatesFrom === undefined ? undefined : given.get(planned.coordinatesFrom);
    const probe =
      place !== undefined && 'lat' in place ? withCoordinates(planned, place.lat, place.lon) : planned;
    const url = probeUrl(plan.baseUrl, probe);
    const base = {
      route: probe.route,
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
    if (probe.coordinatesFrom !== undefined && (place === undefined || 'reason' in place)) {
      requests.push({
        ...base,
        status: undefined,
        outcome: 'notSent',
        differences: [],
        notes: [],
        reason: `no coordinates: ${redact(place?.reason ?? `no request of ${probe.coordinatesFrom} came before it`)}`,
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
    if (typeof probe.expect !== 'string' && probe.expect.coordinates !== undefined) {
      given.set(probe.route, coordinatesOf(answer, probe, probe.expect.coordinates));
    }
    const { differences, notes } = compareAnswer(answer, probe, plan.shape);
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
