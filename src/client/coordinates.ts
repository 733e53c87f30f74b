/**
 * What the coordinate client calls share (One Call, its day summary and overview, air pollution):
 * the place, the key and the transport, the common parameters, and the GET that checks the answer.
 * Each call lives in its route's folder (`src/routes/<route>/client.ts`).
 */

import { invalidOption } from '../errors.js';
import type { Units } from '../service/vocabulary.js';
import { UNIT_SYSTEMS } from '../service/vocabulary.js';
import { type BodyIssue, callOptions, encode, getJson, issuesOfResult } from './call.js';

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

/** The options every coordinate call takes. */
const COORDINATE_OPTIONS = ['lat', 'lon', 'appid', 'baseUrl', 'fetch', 'signal'] as const;
const UNITS: readonly Units[] = UNIT_SYSTEMS;

/** What a coordinate call adds to {@link CoordinateCallOptions}: its path, its answer, its parameters. @internal */
export interface CoordinateRoute {
  readonly path: string;
  /** What a 200's body must be, for messages: `'a One Call answer'`. */
  readonly what: string;
  readonly validate: (value: unknown) => { ok: true } | { ok: false; issues: readonly BodyIssue[] };
  /** The call's own parameters, checked and encoded, after the place (`&dt=…&units=…`). */
  readonly query: string;
}

/**
 * A coordinate call (One Call, its day summary and overview, air pollution): the common options
 * checked (`own` names the call's other options), then the call's own (`route`, which throws on a
 * bad one), then `GET {baseUrl}{path}?lat=…&lon=…{query}&appid=…` through {@link getJson}.
 * @internal
 */
export function getByCoordinates<A>(
  options: CoordinateCallOptions,
  own: readonly string[],
  route: () => CoordinateRoute,
): Promise<A> {
  const { base, appid, fetchFn, signal } = callOptions(
    options,
    [...COORDINATE_OPTIONS, ...own],
    'lat, lon and appid',
  );
  const { lat, lon } = options;
  if (typeof lat !== 'number' || !Number.isFinite(lat) || lat < -90 || lat > 90) {
    throw invalidOption('lat', 'a number from -90 to 90', lat);
  }
  if (typeof lon !== 'number' || !Number.isFinite(lon) || lon < -180 || lon > 180) {
    throw invalidOption('lon', 'a number from -180 to 180', lon);
  }
  const { path, what, validate, query } = route();
  const url = (key: string) => `${base}${path}?lat=${lat}&lon=${lon}${query}&appid=${encode(key)}`;
  return getJson<A>({
    url,
    appid,
    fetchFn,
    signal,
    what,
    issuesOf: (value) => issuesOfResult(validate(value)),
  });
}

/** The `units` and `lang` parameters, checked (each only when given). @internal */
export function unitsAndLang(units: unknown, lang: unknown): string {
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

/** A Unix-seconds option, checked. @internal */
export function unixSeconds(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw invalidOption(path, 'Unix seconds (a non-negative integer)', value);
  }
  return value;
}

/** A `YYYY-MM-DD` option, as sent. @internal */
export function dateOption(value: unknown): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    throw invalidOption('date', "a date 'YYYY-MM-DD'", value);
  }
  return value;
}
