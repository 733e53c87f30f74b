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

/** The options every coordinate call takes. @internal */
export const COORDINATE_OPTIONS = ['lat', 'lon', 'appid', 'baseUrl', 'fetch', 'signal'] as const;
const UNITS: readonly Units[] = UNIT_SYSTEMS;

/** The checked common options of a coordinate call (see {@link coordinateCall}). @internal */
export interface CoordinateCall {
  readonly base: string;
  readonly fetchFn: typeof fetch;
  readonly signal: AbortSignal | undefined;
  readonly appid: string;
  readonly place: string;
}

/** Checks the common options; returns the base URL, the transport and the place's query. @internal */
export function coordinateCall(options: unknown, allowed: readonly string[]): CoordinateCall {
  const call = callOptions(options as object, allowed, 'lat, lon and appid');
  const o = options as CoordinateCallOptions;
  if (typeof o.lat !== 'number' || !Number.isFinite(o.lat) || o.lat < -90 || o.lat > 90) {
    throw invalidOption('lat', 'a number from -90 to 90', o.lat);
  }
  if (typeof o.lon !== 'number' || !Number.isFinite(o.lon) || o.lon < -180 || o.lon > 180) {
    throw invalidOption('lon', 'a number from -180 to 180', o.lon);
  }
  return { ...call, place: `lat=${o.lat}&lon=${o.lon}` };
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

/** GETs `path?query&appid=…` ({@link getJson}), the body checked with `validate`. @internal */
export function getAnswer<A>(
  prepared: CoordinateCall,
  path: string,
  query: string,
  what: string,
  validate: (value: unknown) => { ok: true } | { ok: false; issues: readonly BodyIssue[] },
): Promise<A> {
  const { base, appid, fetchFn, signal } = prepared;
  const url = (key: string) => `${base}${path}?${query}&appid=${encode(key)}`;
  return getJson<A>({
    url,
    appid,
    fetchFn,
    signal,
    what,
    issuesOf: (value) => issuesOfResult(validate(value)),
  });
}

/** A `YYYY-MM-DD` option, as sent. @internal */
export function dateOption(value: unknown): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    throw invalidOption('date', "a date 'YYYY-MM-DD'", value);
  }
  return value;
}
