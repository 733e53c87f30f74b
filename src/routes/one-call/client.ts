import {
  apiError,
  describeFailure,
  encode,
  invalidResponse,
  parseBaseUrl,
  transportOf,
} from '../../client/call.js';
import { assertKnownKeys, invalidOption, WeatherDoubleError } from '../../errors.js';
import type { Units } from '../../record/types.js';
import { ROUTE_PATHS, SERVICE_ORIGIN, UNIT_SYSTEMS } from '../../service/vocabulary.js';
import type { AirPollutionAnswer } from '../air-pollution/types.js';
import { validateAirPollution } from '../air-pollution/validate.js';
import type { DaySummaryAnswer } from '../one-call-day-summary/types.js';
import { validateDaySummary } from '../one-call-day-summary/validate.js';
import type { OverviewAnswer } from '../one-call-overview/types.js';
import { validateOverview } from '../one-call-overview/validate.js';
import type { OneCallAnswer, OneCallPart, OneCallTimemachineAnswer } from './types.js';
import { validateOneCall, validateOneCallTimemachine } from './validate.js';

/**
 * What every coordinate call of the client takes: the place, the key, and optionally the service's
 * origin, a `fetch` and an `AbortSignal`.
 *
 * @example
 * ```ts
 * const options: CoordinateCallOptions = { lat: 51.5085, lon: -0.1257, appid: key };
 * ```
 */
export interface CoordinateCallOptions {
  /** Latitude, degrees (-90 to 90). */
  lat: number;
  /** Longitude, degrees (-180 to 180). */
  lon: number;
  /** The caller's API key, sent as `appid`. */
  appid: string;
  /** Origin (and optional path prefix) of the service. @default 'https://api.openweathermap.org' */
  baseUrl?: string | undefined;
  /** The `fetch` to call. @default globalThis.fetch */
  fetch?: typeof fetch | undefined;
  /** Aborts the request; the abort reason is rethrown as is. */
  signal?: AbortSignal | undefined;
}

/**
 * Options of {@link fetchOneCall}.
 * @example
 * ```ts
 * const options: FetchOneCallOptions = { lat: 51.5085, lon: -0.1257, appid: key, units: 'metric', exclude: ['minutely'] };
 * ```
 */
export interface FetchOneCallOptions extends CoordinateCallOptions {
  /** Parts to leave out (sent as `exclude=a,b`). @default [] */
  exclude?: readonly OneCallPart[] | undefined;
  /** Unit system (sent as `units`). @default the service's, standard */
  units?: Units | undefined;
  /** Language of the descriptions (sent as `lang`). @default the service's, English */
  lang?: string | undefined;
}

/**
 * Options of {@link fetchOneCallDaySummary}.
 * @example
 * ```ts
 * const options: FetchDaySummaryOptions = { lat: 51.5085, lon: -0.1257, appid: key, date: '2024-05-31', tz: '+01:00' };
 * ```
 */
export interface FetchDaySummaryOptions extends CoordinateCallOptions {
  /** The date, `YYYY-MM-DD` (sent as `date`). */
  date: string;
  /** The UTC offset of the day's clock, `±HH:MM` (sent as `tz`). @default the service's, the place's */
  tz?: string | undefined;
  /** Unit system (sent as `units`). @default the service's, standard */
  units?: Units | undefined;
  /** Language (sent as `lang`). @default the service's, English */
  lang?: string | undefined;
}

/**
 * Options of {@link fetchOneCallOverview}.
 * @example
 * ```ts
 * const options: FetchOverviewOptions = { lat: 51.5085, lon: -0.1257, appid: key, units: 'metric' };
 * ```
 */
export interface FetchOverviewOptions extends CoordinateCallOptions {
  /** The place's today or tomorrow, `YYYY-MM-DD` (sent as `date`). @default the service's, today */
  date?: string | undefined;
  /** Unit system (sent as `units`). @default the service's, standard */
  units?: Units | undefined;
}

/**
 * Options of {@link fetchOneCallTimemachine}.
 * @example
 * ```ts
 * const options: FetchOneCallTimemachineOptions = { lat: 52.2297, lon: 21.0122, dt: 1645888976, appid: key };
 * ```
 */
export interface FetchOneCallTimemachineOptions extends CoordinateCallOptions {
  /** The moment, Unix seconds. */
  dt: number;
  /** Unit system. @default the service's, standard */
  units?: Units | undefined;
  /** Language of the descriptions. @default the service's, English */
  lang?: string | undefined;
}

/**
 * Options of {@link fetchAirPollution}.
 * @example
 * ```ts
 * const options: FetchAirPollutionOptions = { lat: 51.5085, lon: -0.1257, appid: key, kind: 'history', start: 1717200000, end: 1717286400 };
 * ```
 */
export interface FetchAirPollutionOptions extends CoordinateCallOptions {
  /** `current` (`/air_pollution`), `forecast` or `history`. @default 'current' */
  kind?: 'current' | 'forecast' | 'history' | undefined;
  /** History: the first moment, Unix seconds. */
  start?: number | undefined;
  /** History: the last moment, Unix seconds. */
  end?: number | undefined;
}

const COMMON = ['lat', 'lon', 'appid', 'baseUrl', 'fetch', 'signal'] as const;
const PARTS: readonly OneCallPart[] = ['current', 'minutely', 'hourly', 'daily', 'alerts'];
const UNITS: readonly Units[] = UNIT_SYSTEMS;

/** Checks the common options; returns the base URL and the transport. */
function common(options: unknown, allowed: readonly string[]) {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw invalidOption('options', 'an object with lat, lon and appid', options);
  }
  assertKnownKeys(options, allowed, '');
  const o = options as CoordinateCallOptions;
  if (typeof o.lat !== 'number' || !Number.isFinite(o.lat) || o.lat < -90 || o.lat > 90) {
    throw invalidOption('lat', 'a number from -90 to 90', o.lat);
  }
  if (typeof o.lon !== 'number' || !Number.isFinite(o.lon) || o.lon < -180 || o.lon > 180) {
    throw invalidOption('lon', 'a number from -180 to 180', o.lon);
  }
  if (typeof o.appid !== 'string') throw invalidOption('appid', 'an API key string', o.appid);
  return {
    base: parseBaseUrl(o.baseUrl ?? SERVICE_ORIGIN),
    fetchFn: transportOf(o.fetch, o.signal),
    signal: o.signal,
    appid: o.appid,
    place: `lat=${o.lat}&lon=${o.lon}`,
  };
}

function unitsAndLang(units: unknown, lang: unknown): string {
  let out = '';
  if (units !== undefined) {
    if (!UNITS.includes(units as Units)) throw invalidOption('units', `one of ${UNITS.join(', ')}`, units);
    out += `&units=${units}`;
  }
  if (lang !== undefined) {
    if (typeof lang !== 'string' || lang === '')
      throw invalidOption('lang', 'a language code such as "de"', lang);
    out += `&lang=${encode(lang)}`;
  }
  return out;
}

function unixSeconds(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw invalidOption(path, 'Unix seconds (a non-negative integer)', value);
  }
  return value;
}

/** GETs `path?query&appid=…`, checks the answer with `validate`, and returns it. */
async function getAnswer<A>(
  prepared: ReturnType<typeof common>,
  path: string,
  query: string,
  what: string,
  validate: (
    value: unknown,
  ) => { ok: true; answer: A } | { ok: false; issues: { path: string; message: string }[] },
): Promise<A> {
  const url = (key: string) => `${prepared.base}${path}?${query}&appid=${encode(key)}`;
  const shown = url(prepared.appid === '' ? '' : '***');
  const init: RequestInit = { method: 'GET', headers: { Accept: 'application/json' } };
  if (prepared.signal) init.signal = prepared.signal;
  let response: Response;
  let body: string;
  try {
    response = await prepared.fetchFn(url(prepared.appid), init);
    body = await response.text();
  } catch (error) {
    if (prepared.signal?.aborted) throw error;
    throw new WeatherDoubleError(
      'NETWORK_ERROR',
      `Could not get an answer from the weather service at ${shown}: ${describeFailure(error)}. Check baseUrl and the network.`,
      { cause: error },
    );
  }
  if (!response.ok) throw apiError(response, body, shown);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw invalidResponse(shown, response.status, 'a body that is not JSON');
  }
  const result = validate(parsed);
  if (!result.ok) {
    const first = result.issues[0];
    throw invalidResponse(
      shown,
      response.status,
      `${what} with ${result.issues.length} issue(s), the first at ${first?.path || 'the root'}: ${first?.message}`,
    );
  }
  return result.answer;
}

/**
 * One Call 3.0: `GET {baseUrl}/data/3.0/onecall?lat=…&lon=…` with `exclude`, `units`, `lang`. The
 * answer is checked against the One Call schema and rules (`validateOneCall`). An error answer
 * (401, 400 `wrong latitude`, …) rejects with a `WeatherApiError`; no answer with `NETWORK_ERROR`;
 * a 200 that is not a One Call answer with `INVALID_RESPONSE`; bad options with `INVALID_OPTION`.
 *
 * @param options - see {@link FetchOneCallOptions}.
 * @returns the answer, as the service sent it.
 * @example
 * ```ts
 * import { fetchOneCall } from 'weather-double';
 * const answer = await fetchOneCall({ lat: 51.5085, lon: -0.1257, appid: key, units: 'metric', exclude: ['minutely'] });
 * answer.daily?.[0]?.summary;
 * ```
 */
export async function fetchOneCall(options: FetchOneCallOptions): Promise<OneCallAnswer> {
  const prepared = common(options, [...COMMON, 'exclude', 'units', 'lang']);
  let query = prepared.place;
  if (options.exclude !== undefined) {
    if (!Array.isArray(options.exclude) || options.exclude.some((part) => !PARTS.includes(part))) {
      throw invalidOption('exclude', `an array of ${PARTS.join(', ')}`, options.exclude);
    }
    if (options.exclude.length > 0) query += `&exclude=${options.exclude.join(',')}`;
  }
  query += unitsAndLang(options.units, options.lang);
  return getAnswer(
    prepared,
    ROUTE_PATHS.oneCall,
    query,
    'a body that is not a One Call answer',
    validateOneCall,
  );
}

/**
 * One Call 3.0's past (or future) moment: `GET {baseUrl}/data/3.0/onecall/timemachine?lat=…&lon=…&dt=…`.
 * Checked with `validateOneCallTimemachine`; errors as {@link fetchOneCall}.
 *
 * @param options - see {@link FetchOneCallTimemachineOptions}.
 * @returns the answer (`data[0]` the observation at `dt`).
 * @example
 * ```ts
 * import { fetchOneCallTimemachine } from 'weather-double';
 * const past = await fetchOneCallTimemachine({ lat: 52.2297, lon: 21.0122, dt: 1645888976, appid: key });
 * ```
 */
export async function fetchOneCallTimemachine(
  options: FetchOneCallTimemachineOptions,
): Promise<OneCallTimemachineAnswer> {
  const prepared = common(options, [...COMMON, 'dt', 'units', 'lang']);
  const query = `${prepared.place}&dt=${unixSeconds(options.dt, 'dt')}${unitsAndLang(options.units, options.lang)}`;
  return getAnswer(
    prepared,
    ROUTE_PATHS.oneCallTimemachine,
    query,
    'a body that is not a timemachine answer',
    validateOneCallTimemachine,
  );
}

/** A `YYYY-MM-DD` option, as sent. */
function dateOption(value: unknown): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    throw invalidOption('date', "a date 'YYYY-MM-DD'", value);
  }
  return value;
}

/**
 * One Call 3.0's daily aggregation: `GET {baseUrl}/data/3.0/onecall/day_summary?lat=…&lon=…&date=…`
 * with `tz`, `units`, `lang`. Checked with `validateDaySummary`; errors as {@link fetchOneCall}.
 *
 * @param options - see {@link FetchDaySummaryOptions}.
 * @returns the date's aggregates.
 * @example
 * ```ts
 * import { fetchOneCallDaySummary } from 'weather-double';
 * const day = await fetchOneCallDaySummary({ lat: 51.5085, lon: -0.1257, appid: key, date: '2024-05-31' });
 * day.temperature.max;
 * ```
 */
export async function fetchOneCallDaySummary(options: FetchDaySummaryOptions): Promise<DaySummaryAnswer> {
  const prepared = common(options, [...COMMON, 'date', 'tz', 'units', 'lang']);
  let query = `${prepared.place}&date=${dateOption(options.date)}`;
  if (options.tz !== undefined) {
    if (typeof options.tz !== 'string' || !/^[+-]\d{2}:\d{2}$/.test(options.tz)) {
      throw invalidOption('tz', "a UTC offset '±HH:MM'", options.tz);
    }
    query += `&tz=${encode(options.tz)}`;
  }
  query += unitsAndLang(options.units, options.lang);
  return getAnswer(
    prepared,
    ROUTE_PATHS.oneCallDaySummary,
    query,
    'a body that is not a day summary',
    validateDaySummary,
  );
}

/**
 * One Call 3.0's weather overview: `GET {baseUrl}/data/3.0/onecall/overview?lat=…&lon=…` with `date`
 * and `units`. Checked with `validateOverview`; errors as {@link fetchOneCall}.
 *
 * @param options - see {@link FetchOverviewOptions}.
 * @returns the overview of the place's today (or `date`).
 * @example
 * ```ts
 * import { fetchOneCallOverview } from 'weather-double';
 * const { weather_overview } = await fetchOneCallOverview({ lat: 51.5085, lon: -0.1257, appid: key });
 * ```
 */
export async function fetchOneCallOverview(options: FetchOverviewOptions): Promise<OverviewAnswer> {
  const prepared = common(options, [...COMMON, 'date', 'units']);
  let query = prepared.place;
  if (options.date !== undefined) query += `&date=${dateOption(options.date)}`;
  query += unitsAndLang(options.units, undefined);
  return getAnswer(
    prepared,
    ROUTE_PATHS.oneCallOverview,
    query,
    'a body that is not a weather overview',
    validateOverview,
  );
}

/**
 * The Air Pollution API: `GET {baseUrl}/data/2.5/air_pollution` (current), `/forecast` or
 * `/history?start=…&end=…`, checked with `validateAirPollution`; errors as {@link fetchOneCall}.
 *
 * @param options - see {@link FetchAirPollutionOptions}.
 * @returns the answer.
 * @example
 * ```ts
 * import { fetchAirPollution } from 'weather-double';
 * const now = await fetchAirPollution({ lat: 51.5085, lon: -0.1257, appid: key });
 * now.list[0]?.main.aqi; // 1 to 5
 * ```
 */
export async function fetchAirPollution(options: FetchAirPollutionOptions): Promise<AirPollutionAnswer> {
  const prepared = common(options, [...COMMON, 'kind', 'start', 'end']);
  const kind = options.kind ?? 'current';
  if (kind !== 'current' && kind !== 'forecast' && kind !== 'history') {
    throw invalidOption('kind', 'one of current, forecast, history', options.kind);
  }
  let query = prepared.place;
  if (kind === 'history') {
    query += `&start=${unixSeconds(options.start, 'start')}&end=${unixSeconds(options.end, 'end')}`;
  } else if (options.start !== undefined || options.end !== undefined) {
    throw invalidOption(
      options.start !== undefined ? 'start' : 'end',
      "absent unless kind is 'history'",
      options.start ?? options.end,
    );
  }
  const path = {
    current: ROUTE_PATHS.airPollution,
    forecast: ROUTE_PATHS.airPollutionForecast,
    history: ROUTE_PATHS.airPollutionHistory,
  }[kind];
  return getAnswer(prepared, path, query, 'a body that is not an air pollution answer', validateAirPollution);
}
