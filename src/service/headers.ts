import { decodeName } from './query.js';
import { PARAMETERS, ROUTE_PATHS } from './vocabulary.js';

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
  const raw = search.startsWith('?') ? search.slice(1) : search;
  const kept: { name: string; segment: string }[] = [];
  for (const segment of raw.split('&')) {
    if (segment === '') continue;
    const eq = segment.indexOf('=');
    const name = decodeName(eq === -1 ? segment : segment.slice(0, eq));
    if (name === PARAMETERS.key || name === PARAMETERS.keyUpper) continue;
    kept.push({ name, segment });
  }
  // Array sort is stable: parameters of one name keep the order they were sent in.
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

/**
 * The same header list with another `Content-Type` (an answer in XML or HTML): the service sends
 * the same headers in the same order whatever the format.
 * @internal
 */
export function withContentType(headers: HeaderList, contentType: string): HeaderList {
  return headers.map((pair) =>
    pair[0] === 'Content-Type' ? (['Content-Type', contentType] as const) : pair,
  );
}

/**
 * The headers of a Weather Stations 3.0 answer, as recorded: no `X-Cache-Key`, the route's own
 * `Access-Control-Allow-Methods` (`GET, POST, PUT, DELETE` on the stations, `GET, POST` on the
 * measurements), and no `Content-Type` on a 204.
 * @internal
 */
export function stationHeaders(allowMethods: string, hasBody: boolean): HeaderList {
  const methods = ['Access-Control-Allow-Methods', allowMethods] as const;
  return hasBody
    ? [SERVER, CONTENT_TYPE, ALLOW_ORIGIN, ALLOW_CREDENTIALS, methods]
    : [SERVER, ALLOW_ORIGIN, ALLOW_CREDENTIALS, methods];
}
