import { flatString } from './flat.js';
import { decodeName, segmentEnds, segmentEqs, segmentStarts, segmentsOf } from './query.js';
import { ROUTE_PATHS } from './vocabulary.js';

/** The path of the weather operation, as the service names it in `X-Cache-Key`. @internal */
export const WEATHER_PATH = ROUTE_PATHS.weather;

/** An ordered list of response headers: order matters on the wire, so not a `Headers` object. */
export type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * The names of the headers the service sends on every answer of the weather path, in its order.
 * @internal
 */
export const WEATHER_HEADER_NAMES = [
  'Server',
  'Content-Type',
  'X-Cache-Key',
  'Access-Control-Allow-Origin',
  'Access-Control-Allow-Credentials',
  'Access-Control-Allow-Methods',
] as const;

/**
 * The service's `X-Cache-Key`: the path, `?`, then the query parameters exactly as sent (still
 * percent-encoded), sorted by name (a stable sort by code unit, so `APPID` would come before `cnt`),
 * with the credential left out. The service leaves out only the lower-case `appid`; the double also
 * leaves out `APPID`, so a key never appears in a header (a deliberate difference).
 * @internal
 */
export function cacheKey(search: string, path: string = WEATHER_PATH): string {
  const from = search.charCodeAt(0) === QUESTION_MARK ? 1 : 0;
  if (search.length === from) return `${path}?`;
  if (search.includes('%') || search.includes('+')) return cacheKeyDecoding(search.slice(from), path);
  // Nothing to decode: each name is the raw text before its '=', compared in place. The segments
  // are those the query reader found (the same scan); the kept ones' bounds go into scratch arrays
  // (no object per segment), sorted by insertion (stable; a query has a few parameters).
  const segments = segmentsOf(search, from);
  let count = 0;
  for (let i = 0; i < segments; i++) {
    const start = segmentStarts[i] as number;
    const eq = segmentEqs[i] as number;
    if (eq - start === 5 && isKeyName(search, start)) continue;
    let at = count;
    while (
      at > 0 &&
      compareNames(search, start, eq, starts[at - 1] as number, nameEnds[at - 1] as number) < 0
    ) {
      starts[at] = starts[at - 1] as number;
      nameEnds[at] = nameEnds[at - 1] as number;
      ends[at] = ends[at - 1] as number;
      at--;
    }
    starts[at] = start;
    nameEnds[at] = eq;
    ends[at] = segmentEnds[i] as number;
    count++;
  }
  // Kept in the order sent and next to each other (`lat=1&lon=2&appid=k`): one cut of the query.
  let inPlace = true;
  for (let i = 1; i < count && inPlace; i++) inPlace = starts[i] === (ends[i - 1] as number) + 1;
  if (count === 0) return `${path}?`;
  const prefix = prefixOf(path);
  if (inPlace) return prefix + search.slice(starts[0], ends[count - 1]);
  let key = prefix + search.slice(starts[0], ends[0]);
  for (let i = 1; i < count; i++) key += `&${search.slice(starts[i], ends[i])}`;
  return key;
}

/** Whether the 5 characters of `text` at `at` are `appid` or `APPID` (told apart by the first). */
function isKeyName(text: string, at: number): boolean {
  switch (text.charCodeAt(at)) {
    case 0x61: // a
      return text.startsWith('appid', at);
    case 0x41: // A
      return text.startsWith('APPID', at);
    default:
      return false;
  }
}

/** The last path {@link cacheKey} was made for, and its `path?` (a route's path is one string). */
let lastPath = '';
let lastPrefix = '?';

/** `path` followed by `?`, made once while the same path comes. */
function prefixOf(path: string): string {
  if (path !== lastPath) {
    lastPrefix = flatString(`${path}?`);
    lastPath = path;
  }
  return lastPrefix;
}

const QUESTION_MARK = 0x3f;

/** Scratch bounds of the segments {@link cacheKey} keeps: start, end of the name, end. */
const starts: number[] = [];
const nameEnds: number[] = [];
const ends: number[] = [];

/** Compares `raw[a, aEnd)` with `raw[b, bEnd)` by code unit, as `<` compares strings. */
function compareNames(raw: string, a: number, aEnd: number, b: number, bEnd: number): number {
  const common = Math.min(aEnd - a, bEnd - b);
  for (let i = 0; i < common; i++) {
    const d = raw.charCodeAt(a + i) - raw.charCodeAt(b + i);
    if (d !== 0) return d;
  }
  return aEnd - a - (bEnd - b);
}

/** {@link cacheKey} of a query whose names may need decoding (`%61ppid`, `a+b`). */
function cacheKeyDecoding(raw: string, path: string): string {
  const kept: { name: string; segment: string }[] = [];
  for (const segment of raw.split('&')) {
    if (segment === '') continue;
    const eq = segment.indexOf('=');
    const name = decodeName(eq === -1 ? segment : segment.slice(0, eq));
    if (name === 'appid' || name === 'APPID') continue;
    kept.push({ name, segment });
  }
  kept.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return `${path}?${kept.map((p) => p.segment).join('&')}`;
}

/** The headers every answer carries, one frozen pair each, shared by every header list. */
const SERVER = Object.freeze(['Server', 'openresty'] as const);
const CONTENT_TYPE = Object.freeze(['Content-Type', 'application/json; charset=utf-8'] as const);
const ALLOW_ORIGIN = Object.freeze(['Access-Control-Allow-Origin', '*'] as const);
const ALLOW_CREDENTIALS = Object.freeze(['Access-Control-Allow-Credentials', 'true'] as const);
const ALLOW_METHODS = Object.freeze(['Access-Control-Allow-Methods', 'GET, POST'] as const);

/**
 * The headers of every answer of the weather path (success and errors alike), in the service's
 * order: `Server`, `Content-Type`, `X-Cache-Key`, then the three CORS headers. The Geocoding API's
 * answers carry the same set with their own path in `X-Cache-Key` (`/geo/1.0/zip?zip=90210`): a
 * documented choice, no recorded geocoding answer showing its headers.
 * @internal
 */
export function weatherHeaders(search: string, path: string = WEATHER_PATH): HeaderList {
  return [
    SERVER,
    CONTENT_TYPE,
    ['X-Cache-Key', cacheKey(search, path)],
    ALLOW_ORIGIN,
    ALLOW_CREDENTIALS,
    ALLOW_METHODS,
  ];
}

/**
 * The headers of the service's answer on a path it does not serve: the same set without
 * `X-Cache-Key`, which names the weather path only.
 * @internal
 */
export function unknownRouteHeaders(): HeaderList {
  return [SERVER, CONTENT_TYPE, ALLOW_ORIGIN, ALLOW_CREDENTIALS, ALLOW_METHODS];
}
