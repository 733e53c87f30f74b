import type { Units } from '../record/types.js';
import { MAX_TARGET_LENGTH, PARAMETERS, UNIT_SYSTEMS } from './vocabulary.js';

/** The parameters of one request, read the way the service reads them. @internal */
export interface Query {
  /** The raw query string as sent, without the leading `?`. */
  readonly search: string;
  /** The credential: the first non-empty `appid`, else `APPID`; `undefined` when neither is given. */
  readonly key: string | undefined;
  /** The first non-empty `zip` value, decoded; `undefined` when there is none. */
  readonly zip: string | undefined;
  /** The first non-empty `lat`, `lon`, `q`, `id` and `limit` values, decoded (the other location forms). */
  readonly lat: string | undefined;
  readonly lon: string | undefined;
  readonly q: string | undefined;
  readonly id: string | undefined;
  readonly limit: string | undefined;
  /** The first `units` value as given; `undefined` when there is none. */
  readonly unitsParam: string | undefined;
  /** The unit system the answer uses: an absent or unknown `units` value means `standard`. */
  readonly units: Units;
  /** Each parameter's first value, decoded, the credential masked (for the request log). */
  readonly params: Readonly<Record<string, string>>;
  /**
   * A parameter's first non-empty value, decoded (the credential unmasked); `undefined` when it is
   * absent or empty.
   * What a route reads its own parameters with: `query.get('cnt')`.
   */
  get(name: string): string | undefined;
  /** The raw query string with the credential masked (for the request log). */
  readonly maskedSearch: string;
}

/** The two spellings of the credential parameter the service accepts. */
const KEY_NAMES: ReadonlySet<string> = new Set([PARAMETERS.key, PARAMETERS.keyUpper]);

/** The former name of {@link Query}. @internal */
export type WeatherQuery = Query;

/** What a non-empty credential is replaced with in the request log and `X-Cache-Key`. */
export const MASK = '***';

export { MAX_TARGET_LENGTH };

/** How much of a too-long query the request log and console messages show (masked). */
const SHOWN_QUERY_LENGTH = 256;

/** Whether a URL's request target (path and query) is over {@link MAX_TARGET_LENGTH}. @internal */
export function isTargetTooLong(url: URL): boolean {
  return url.pathname.length + url.search.length > MAX_TARGET_LENGTH;
}

/**
 * Maps a `units` value to a unit system. Values are matched exactly, in lower case: `Metric` is an
 * unknown value and, as the service does with unknown values, answers in kelvin.
 */
function unitsOf(value: string | undefined): Units {
  return (UNIT_SYSTEMS as readonly (string | undefined)[]).includes(value) ? (value as Units) : 'standard';
}

/**
 * A query read once. The fields every answer needs are read in one pass over the query string;
 * what only the request log and a few routes need (`params`, `maskedSearch`, `get`) is derived
 * from the raw string when first asked for, so that a request nobody looks at again allocates
 * none of it.
 */
class ReadQuery implements Query {
  readonly search: string;
  readonly key: string | undefined;
  readonly zip: string | undefined;
  readonly lat: string | undefined;
  readonly lon: string | undefined;
  readonly q: string | undefined;
  readonly id: string | undefined;
  readonly limit: string | undefined;
  readonly unitsParam: string | undefined;
  readonly units: Units;
  #params: Readonly<Record<string, string>> | undefined;
  #maskedSearch: string | undefined;

  constructor(search: string, read: QueryFields) {
    this.search = search;
    this.key = read.appid ?? read.APPID;
    this.zip = read.zip;
    this.lat = read.lat;
    this.lon = read.lon;
    this.q = read.q;
    this.id = read.id;
    this.limit = read.limit;
    this.unitsParam = read.units;
    this.units = unitsOf(read.units);
  }

  get params(): Readonly<Record<string, string>> {
    if (this.#params === undefined) this.#params = paramsOf(this.search);
    return this.#params;
  }

  get maskedSearch(): string {
    if (this.#maskedSearch === undefined) this.#maskedSearch = maskKeyInSearch(this.search);
    return this.#maskedSearch;
  }

  get(name: string): string | undefined {
    if (this.search === '') return undefined;
    for (const [given, value] of parametersOf(this.search)) {
      if (given === name && value !== '') return value;
    }
    return undefined;
  }
}

/** The first non-empty value of each parameter the double reads itself (see {@link readFields}). */
interface QueryFields {
  appid: string | undefined;
  APPID: string | undefined;
  zip: string | undefined;
  units: string | undefined;
  lat: string | undefined;
  lon: string | undefined;
  q: string | undefined;
  id: string | undefined;
  limit: string | undefined;
}

/** A parameter the double reads itself, by name (an own property only: `__proto__` is none). */
function isReadName(name: string): name is keyof QueryFields {
  switch (name) {
    case 'appid':
    case 'APPID':
    case 'zip':
    case 'units':
    case 'lat':
    case 'lon':
    case 'q':
    case 'id':
    case 'limit':
      return true;
    default:
      return false;
  }
}

/**
 * The first non-empty value of each parameter the double reads, from `search` (a query string,
 * `raw` is the part after its `?`, from `from` on). A query with nothing to decode (the usual
 * `lat=37.39&lon=-122.08&appid=k`) is read in place: only those values are cut out of it; any
 * other goes through URLSearchParams' decoding.
 */
function readFields(search: string, raw: string, from: number): QueryFields {
  // One object for every read (a read is synchronous and calls nothing that reads another query):
  // the query copies the values out of it.
  const fields = scratch;
  fields.appid = undefined;
  fields.APPID = undefined;
  fields.zip = undefined;
  fields.units = undefined;
  fields.lat = undefined;
  fields.lon = undefined;
  fields.q = undefined;
  fields.id = undefined;
  fields.limit = undefined;
  if (raw === '') return fields;
  if (NEEDS_DECODING.test(raw)) {
    for (const [name, value] of new URLSearchParams(raw)) {
      if (value !== '' && isReadName(name) && fields[name] === undefined) fields[name] = value;
    }
    return fields;
  }
  // URLSearchParams drops one leading '?' of its input.
  // A new scan: asking whether it is the last one's string would compare it with the last request's.
  const count = scanSegments(search, search.charCodeAt(from) === QUESTION_MARK ? from + 1 : from);
  for (let i = 0; i < count; i++) {
    const eq = segmentEqs[i] as number;
    const end = segmentEnds[i] as number;
    // A value is only cut out when it is non-empty and its parameter is one the double reads.
    if (end <= eq + 1) continue;
    switch (readNameAt(search, segmentStarts[i] as number, eq)) {
      case READ_APPID:
        if (fields.appid === undefined) fields.appid = search.slice(eq + 1, end);
        break;
      case READ_APPID_UPPER:
        if (fields.APPID === undefined) fields.APPID = search.slice(eq + 1, end);
        break;
      case READ_ZIP:
        if (fields.zip === undefined) fields.zip = search.slice(eq + 1, end);
        break;
      case READ_UNITS:
        if (fields.units === undefined) fields.units = search.slice(eq + 1, end);
        break;
      case READ_LAT:
        if (fields.lat === undefined) fields.lat = search.slice(eq + 1, end);
        break;
      case READ_LON:
        if (fields.lon === undefined) fields.lon = search.slice(eq + 1, end);
        break;
      case READ_Q:
        if (fields.q === undefined) fields.q = search.slice(eq + 1, end);
        break;
      case READ_ID:
        if (fields.id === undefined) fields.id = search.slice(eq + 1, end);
        break;
      case READ_LIMIT:
        if (fields.limit === undefined) fields.limit = search.slice(eq + 1, end);
        break;
    }
  }
  return fields;
}

const QUESTION_MARK = 0x3f;

const scratch: QueryFields = {
  appid: undefined,
  APPID: undefined,
  zip: undefined,
  units: undefined,
  lat: undefined,
  lon: undefined,
  q: undefined,
  id: undefined,
  limit: undefined,
};

/** The parameters {@link readNameAt} names, as numbers (no string is made to name them). */
const READ_NONE = 0;
const READ_APPID = 1;
const READ_APPID_UPPER = 2;
const READ_ZIP = 3;
const READ_UNITS = 4;
const READ_LAT = 5;
const READ_LON = 6;
const READ_Q = 7;
const READ_ID = 8;
const READ_LIMIT = 9;

/** Which parameter the double reads is named by `text` from `from` to `to`, without cutting it out. */
function readNameAt(text: string, from: number, to: number): number {
  switch (to - from) {
    case 1:
      return text.charCodeAt(from) === 0x71 ? READ_Q : READ_NONE;
    case 2:
      return text.startsWith('id', from) ? READ_ID : READ_NONE;
    case 3:
      switch (text.charCodeAt(from)) {
        case 0x6c: // l
          if (text.startsWith('lat', from)) return READ_LAT;
          return text.startsWith('lon', from) ? READ_LON : READ_NONE;
        case 0x7a: // z
          return text.startsWith('zip', from) ? READ_ZIP : READ_NONE;
        default:
          return READ_NONE;
      }
    case 5:
      switch (text.charCodeAt(from)) {
        case 0x61: // a
          return text.startsWith('appid', from) ? READ_APPID : READ_NONE;
        case 0x41: // A
          return text.startsWith('APPID', from) ? READ_APPID_UPPER : READ_NONE;
        case 0x75: // u
          return text.startsWith('units', from) ? READ_UNITS : READ_NONE;
        case 0x6c: // l
          return text.startsWith('limit', from) ? READ_LIMIT : READ_NONE;
        default:
          return READ_NONE;
      }
    default:
      return READ_NONE;
  }
}

/**
 * The parameters of a query string with nothing to decode, as bounds in the string (no object per
 * parameter), filled by {@link segmentsOf}: for its i-th non-empty `&`-separated segment, where the
 * segment starts, where its name ends (its first `=`, or the segment's end when it has none) and
 * where it ends.
 * @internal
 */
export const segmentStarts: number[] = [];
/** @internal */
export const segmentEqs: number[] = [];
/** @internal */
export const segmentEnds: number[] = [];

/** The string and start {@link segmentsOf} last scanned, and how many segments it found there. */
let scannedText: string | undefined;
let scannedFrom = 0;
let scannedCount = 0;

/**
 * The number of `&`-separated segments of `text` from `from` on, their bounds in
 * {@link segmentStarts}, {@link segmentEqs} and {@link segmentEnds}: those of the last scan when
 * it was of the same string (the query reader's scan of a request's query string serves its
 * `X-Cache-Key`: `cacheKey` of `./headers.ts`), else a new scan.
 * @internal
 */
export function segmentsOf(text: string, from: number): number {
  // For a request's headers `text` is the very string its query was read from: a string compared
  // with itself is one reference comparison (two strings of one length are compared character by
  // character, which the reader's own scan avoids).
  return text === scannedText && from === scannedFrom ? scannedCount : scanSegments(text, from);
}

/** Scans the segments of `text` from `from` on (see {@link segmentsOf}), and remembers it. */
function scanSegments(text: string, from: number): number {
  let count = 0;
  const length = text.length;
  let at = from;
  while (at < length) {
    let end = text.indexOf('&', at);
    if (end === -1) end = length;
    if (end > at) {
      let eq = text.indexOf('=', at);
      if (eq === -1 || eq > end) eq = end;
      segmentStarts[count] = at;
      segmentEqs[count] = eq;
      segmentEnds[count] = end;
      count++;
    }
    at = end + 1;
  }
  scannedText = text;
  scannedFrom = from;
  scannedCount = count;
  return count;
}

/** Each parameter's first value, decoded, the credential masked (frozen; for the request log). */
function paramsOf(raw: string): Readonly<Record<string, string>> {
  const params: Record<string, string> = {};
  if (raw !== '') {
    for (const [name, value] of parametersOf(raw)) {
      if (Object.hasOwn(params, name)) continue;
      // A parameter named `__proto__` is an own entry like any other, never the object's prototype.
      Object.defineProperty(params, name, {
        value: KEY_NAMES.has(name) && value !== '' ? MASK : value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return Object.freeze(params);
}

/**
 * Reads a request's query string. Parameter names are case-sensitive except for the credential
 * (`appid` or `APPID`; `appid` wins when both are given). An empty value counts as absent, for
 * every parameter; when a parameter is repeated, its first non-empty value counts. Unknown
 * parameters (`lang`, `mode`, `cnt`, ...) are ignored. `params` (for the log) keeps each
 * parameter's first value as sent.
 * @internal
 */
export function readWeatherQuery(search: string): Query {
  const from = search.charCodeAt(0) === QUESTION_MARK ? 1 : 0;
  const raw = from === 1 ? search.slice(1) : search;
  return new ReadQuery(raw, readFields(search, raw, from));
}

/** What needs URLSearchParams' decoding: a percent escape, a `+` (a space), a character beyond ASCII. */
const NEEDS_DECODING = /[%+\u0080-\uffff]/;

/**
 * The name-value pairs of a query string, as `new URLSearchParams(raw)` reads them: a query with
 * nothing to decode (the usual `zip=94040&appid=k`) is split directly, without the parser's objects.
 */
function parametersOf(raw: string): Iterable<[string, string]> {
  if (NEEDS_DECODING.test(raw)) return new URLSearchParams(raw);
  const pairs: [string, string][] = [];
  // URLSearchParams drops one leading '?' of its input.
  const text = raw.startsWith('?') ? raw.slice(1) : raw;
  let from = 0;
  while (from <= text.length) {
    let end = text.indexOf('&', from);
    if (end === -1) end = text.length;
    if (end > from) {
      const eq = text.indexOf('=', from);
      pairs.push(
        eq === -1 || eq > end ? [text.slice(from, end), ''] : [text.slice(from, eq), text.slice(eq + 1, end)],
      );
    }
    from = end + 1;
  }
  return pairs;
}

/**
 * The query of a request whose target is too long to read: no parameters, and for the request log
 * only the first 256 characters of the query, masked, followed by `…`. A cut can only shorten a
 * credential's name or value, and a value is masked whenever its name is whole, so no key shows.
 * @internal
 */
export function unreadQuery(search: string): Query {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  return {
    search: '',
    key: undefined,
    zip: undefined,
    lat: undefined,
    lon: undefined,
    q: undefined,
    id: undefined,
    limit: undefined,
    unitsParam: undefined,
    units: 'standard',
    params: Object.freeze({}),
    get: () => undefined,
    maskedSearch: `${maskKeyInSearch(raw.slice(0, SHOWN_QUERY_LENGTH))}…`,
  };
}

/** The query of a URL as the double reads it: {@link readWeatherQuery}, or {@link unreadQuery} when too long. @internal */
export function queryOf(url: URL): Query {
  return isTargetTooLong(url) ? unreadQuery(url.search) : readWeatherQuery(url.search);
}

/**
 * The query string with every non-empty credential value (`appid`, `APPID`, also when
 * percent-encoded) replaced by `***`; everything else is kept byte for byte.
 * @internal
 */
export function maskKeyInSearch(search: string): string {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  if (!/appid/i.test(raw) && !raw.includes('%')) return raw;
  return raw
    .split('&')
    .map((segment) => {
      const eq = segment.indexOf('=');
      if (eq === -1 || eq === segment.length - 1) return segment;
      return KEY_NAMES.has(decodeName(segment.slice(0, eq))) ? `${segment.slice(0, eq + 1)}${MASK}` : segment;
    })
    .join('&');
}

/** Decodes a raw parameter name the way URLSearchParams does (`+` is a space; bad escapes kept). */
export function decodeName(raw: string): string {
  if (!raw.includes('%') && !raw.includes('+')) return raw;
  for (const [name] of new URLSearchParams(`${raw}=`)) return name;
  return raw;
}
