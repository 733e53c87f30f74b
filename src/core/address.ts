import { invalidOption } from '../errors.js';
import type { Route } from '../routes/route.js';
import { routeAt } from '../routes/table.js';
import { ROUTE_PATHS, SERVICE_HOST, SERVICE_HOSTS } from '../service/vocabulary.js';

/**
 * Where a double answers: its routes' paths under `baseUrl`, or on any origin for `'*'`, or on both
 * `https://` and `http://` of the service's hosts by default (`api`, and `pro`, where the service
 * answers its paid plans' routes, e.g. the hourly forecast; the double answers every route on both). The path must match a route's exactly
 * (no trailing slash, no prefix), as the real service's routing does.
 * @internal
 */
export interface Address {
  /** How the double shows in MSW's messages, e.g. `https://api.openweathermap.org/data/2.5/weather`. */
  readonly label: string;
  /** The route an absolute URL names on this address; `undefined` when it is not the double's. */
  routeOf(url: URL): Route | undefined;
}

const EXPECTED =
  "an http(s) URL such as 'http://localhost:8080' (no query or fragment), or '*' for any origin";

/**
 * Checks `baseUrl` and builds the double's address: an `http(s)` URL without query or fragment (a
 * path prefix is allowed, a trailing slash ignored), or `'*'` for any origin.
 * @internal
 */
export function readAddress(baseUrl: unknown, path = 'baseUrl'): Address {
  const weather = ROUTE_PATHS.weather;
  if (baseUrl === undefined) {
    return {
      label: `http(s)://${SERVICE_HOST}${weather}`,
      routeOf: (url) =>
        (url.host === SERVICE_HOST || url.host === SERVICE_HOSTS.pro) &&
        (url.protocol === 'https:' || url.protocol === 'http:')
          ? routeAt(url.pathname)
          : undefined,
    };
  }
  if (typeof baseUrl !== 'string') throw invalidOption(path, EXPECTED, baseUrl);
  if (baseUrl === '*') return { label: `*${weather}`, routeOf: (url) => routeAt(url.pathname) };
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw invalidOption(path, EXPECTED, baseUrl);
  }
  if (
    (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') ||
    parsed.search !== '' ||
    parsed.hash !== '' ||
    baseUrl.includes('?') ||
    baseUrl.includes('#') ||
    parsed.username !== '' ||
    parsed.password !== ''
  ) {
    throw invalidOption(path, EXPECTED, baseUrl);
  }
  const origin = parsed.origin;
  const prefix = parsed.pathname.replace(/\/+$/, '');
  return {
    label: `${origin}${prefix}${weather}`,
    routeOf: (url) =>
      url.origin === origin && (prefix === '' || url.pathname.startsWith(prefix))
        ? routeAt(prefix === '' ? url.pathname : url.pathname.slice(prefix.length))
        : undefined,
  };
}
