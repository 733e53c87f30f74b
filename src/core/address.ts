import { invalidOption } from '../errors.js';
import { SERVICE_LABEL } from '../light-options.js';
import type { Route } from '../routes/route.js';
import { routeAt } from '../routes/table.js';
import { ROUTE_PATHS, SERVICE_HOSTS, SITE_PATH_PREFIX } from '../service/vocabulary.js';
import { httpUrlOf } from '../url.js';

/**
 * Where a double answers: its routes' paths under `baseUrl`, or on any origin for `'*'`, or on both
 * `https://` and `http://` of the service's hosts (`api.`, `pro.`, `history.`) by default. The path
 * must match a route's exactly (no trailing slash, no prefix), as the real service's routing does; every
 * other path under the address is the double's too (the service's unknown-route 404), as on the
 * server, so no request to the service's hosts slips through to the network.
 * @internal
 */
export interface Address {
  /** How the double shows in MSW's messages, e.g. `https://api.openweathermap.org/data/2.5/weather`. */
  readonly label: string;
  /** The route an absolute URL names on this address; `undefined` when it names none. */
  routeOf(url: URL): Route | undefined;
  /**
   * Whether the double answers an absolute URL: every path under its address (a path that names no
   * route gets the unknown-route 404); for `'*'` only its routes' paths (on any origin).
   */
  owns(url: URL): boolean;
}

/** The service's hosts, where the double answers by default. */
const SERVICE_HOST_NAMES: ReadonlySet<string> = new Set(Object.values(SERVICE_HOSTS));

/**
 * Whether a URL is on one of the service's hosts, over `https://` or `http://` (on the site,
 * `openweathermap.org`, only under its icons' folder: the rest of the site is not the double's).
 */
function onServiceHost(url: URL): boolean {
  return (
    SERVICE_HOST_NAMES.has(url.host) &&
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    (url.host !== SERVICE_HOSTS.site || url.pathname.startsWith(SITE_PATH_PREFIX))
  );
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
      label: SERVICE_LABEL,
      routeOf: (url) => (onServiceHost(url) ? routeAt(url.pathname) : undefined),
      owns: onServiceHost,
    };
  }
  if (typeof baseUrl !== 'string') throw invalidOption(path, EXPECTED, baseUrl);
  if (baseUrl === '*') {
    return {
      label: `*${weather}`,
      routeOf: (url) => routeAt(url.pathname),
      owns: (url) => routeAt(url.pathname) !== undefined,
    };
  }
  const parsed = httpUrlOf(baseUrl);
  if (
    parsed === undefined ||
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
  const owns = (url: URL) =>
    url.origin === origin &&
    (prefix === '' || url.pathname === prefix || url.pathname.startsWith(`${prefix}/`));
  return {
    label: `${origin}${prefix}${weather}`,
    routeOf: (url) =>
      owns(url) ? routeAt(prefix === '' ? url.pathname : url.pathname.slice(prefix.length)) : undefined,
    owns,
  };
}
