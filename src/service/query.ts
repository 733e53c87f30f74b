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
 * The first non-empty value of each parameter the double reads. A query with nothing to decode
 * (the usual `lat=37.39&lon=-122.08&appid=k`) is read in place: only those values are cut out of
 * it; any other goes through URLSearchParams' decoding.
 */
function readFields(raw: string): QueryFields {
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
  let from = raw.charCodeAt(0) === QUESTION_MARK ? 1 : 0;
  const length = raw.length;
  while (from < length) {
    let end = raw.indexOf('&', from);
    if (end === -1) end = length;
    let eq = raw.indexOf('=', from);
    if (eq === -1 || eq > end) eq = end;
    // A value is only cut out when it is non-empty and its parameter is one the double reads.
    if (end > eq + 1) {
      const name = readNameAt(raw, from, eq - from);
      if (name !== undefined && fields[name] === undefined) fields[name] = raw.slice(eq + 1, end);
    }
    from = end + 1;
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

/** The name of a parameter the double reads that `raw` has at `from` (`length` long), without cutting it out. */
function readNameAt(raw: string, from: number, length: number): keyof QueryFields | undefined {
  switch (length) {
    case 1:
      return raw.charCodeAt(from) === 0x71 ? 'q' : undefined;
    case 2:
      return raw.startsWith('id', from) ? 'id' : undefined;
    case 3:
      if (raw.startsWith('lat', from)) return 'lat';
      if (raw.startsWith('lon', from)) return 'lon';
      return raw.startsWith('zip', from) ? 'zip' : undefined;
    case 5:
      if (raw.startsWith('appid', from)) return 'appid';
      if (raw.startsWith('APPID', from)) return 'APPID';
      if (raw.startsWith('units', from)) return 'units';
      return raw.startsWith('limit', from) ? 'limit' : undefined;
    default:
      return undefined;
  }
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
  const raw = search.startsWith('?') ? search.slice(1) : search;
  return new ReadQuery(raw, readFields(raw));
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
