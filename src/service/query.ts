import { languageOf } from './languages.js';
import type { Units } from './vocabulary.js';
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
  /**
   * The language of the descriptions: the table the first non-empty `lang` names (any case, the
   * service's aliases; see `src/service/languages.ts`), `undefined` for English (none, `en`, a language without a
   * table, an unknown code).
   */
  readonly lang: string | undefined;
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
 * A query read once, by `URLSearchParams`: each parameter's first non-empty value kept by name;
 * what only the request log needs (`params`, `maskedSearch`) is derived from the raw string when
 * first asked for.
 */
function readQuery(search: string): Query {
  const values = new Map<string, string>();
  // A leading `&`: the constructor strips a leading `?`, which here is a name's own (`??appid=k`
  // names `?appid`, as `new URL(url).searchParams` reads it).
  for (const [name, value] of new URLSearchParams(`&${search}`)) {
    if (value !== '' && !values.has(name)) values.set(name, value);
  }
  const unitsParam = values.get(PARAMETERS.units);
  let params: Readonly<Record<string, string>> | undefined;
  let maskedSearch: string | undefined;
  return {
    search,
    key: values.get(PARAMETERS.key) ?? values.get(PARAMETERS.keyUpper),
    zip: values.get(PARAMETERS.zip),
    lat: values.get(PARAMETERS.lat),
    lon: values.get(PARAMETERS.lon),
    q: values.get(PARAMETERS.q),
    id: values.get(PARAMETERS.id),
    limit: values.get(PARAMETERS.limit),
    unitsParam,
    units: unitsOf(unitsParam),
    lang: languageOf(values.get(PARAMETERS.lang)),
    get params() {
      if (params === undefined) params = paramsOf(search);
      return params;
    },
    get maskedSearch() {
      if (maskedSearch === undefined) maskedSearch = maskKeyInSearch(search);
      return maskedSearch;
    },
    get: (name) => values.get(name),
  };
}

/** Each parameter's first value, decoded, the credential masked (frozen; for the request log). */
function paramsOf(raw: string): Readonly<Record<string, string>> {
  const params: Record<string, string> = {};
  if (raw !== '') {
    for (const [name, value] of new URLSearchParams(`&${raw}`)) {
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
 * parameters (`mode`, `cnt`, ...) are left to the routes (`get`). `params` (for the log) keeps each
 * parameter's first value as sent.
 * @internal
 */
export function readWeatherQuery(search: string): Query {
  return readQuery(search.startsWith('?') ? search.slice(1) : search);
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
    lang: undefined,
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

/**
 * Decodes a raw parameter name the way URLSearchParams does (`+` is a space; bad escapes kept). The
 * leading `&` keeps a name's own leading `?` (`?%C2%A0`), which the constructor would strip.
 */
export function decodeName(raw: string): string {
  if (!raw.includes('%') && !raw.includes('+')) return raw;
  for (const [name] of new URLSearchParams(`&${raw}=`)) return name;
  return raw;
}
