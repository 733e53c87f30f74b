import {
  HttpHandler,
  type HttpRequestParsedResult,
  type RequestHandlerOptions,
  type ResponseResolver,
} from 'msw';
import { WEATHER_PATH } from '../src/endpoint/headers.js';
import { type Operation, operationOf } from '../src/endpoint/operations.js';
import { invalidOption } from '../src/errors.js';

/** The service's own origin; the double answers it over `https://` and `http://` by default. */
export const DEFAULT_HOST = 'api.openweathermap.org';

/**
 * Which URLs a double answers: the weather path and the Geocoding API's three paths
 * (`/geo/1.0/zip`, `/geo/1.0/direct`, `/geo/1.0/reverse`) under `baseUrl`, or on any origin for
 * `'*'`, or on both `https://` and `http://` of the service's host by default. The path must match
 * exactly (no trailing slash, no prefix), as the real service's routing does.
 * @internal
 */
export interface WeatherRoute {
  /** How the route shows in MSW's messages, e.g. `https://api.openweathermap.org/data/2.5/weather`. */
  readonly label: string;
  /** Whether an absolute URL is on this route (any of the double's operations). */
  matches(url: URL): boolean;
  /** The operation an absolute URL on this route names; `undefined` when it is not on the route. */
  operation(url: URL): Operation | undefined;
}

/**
 * Checks `baseUrl` and builds the route: an `http(s)` URL without query or fragment (a path prefix
 * is allowed, a trailing slash ignored), or `'*'` for any origin.
 * @internal
 */
export function weatherRoute(baseUrl: unknown, path = 'baseUrl'): WeatherRoute {
  if (baseUrl === undefined) {
    const operation = (url: URL) =>
      url.host === DEFAULT_HOST && (url.protocol === 'https:' || url.protocol === 'http:')
        ? operationOf(url.pathname)
        : undefined;
    return {
      label: `http(s)://${DEFAULT_HOST}${WEATHER_PATH}`,
      matches: (url) => operation(url) !== undefined,
      operation,
    };
  }
  const expected =
    "an http(s) URL such as 'http://localhost:8080' (no query or fragment), or '*' for any origin";
  if (typeof baseUrl !== 'string') throw invalidOption(path, expected, baseUrl);
  if (baseUrl === '*') {
    const operation = (url: URL) => operationOf(url.pathname);
    return { label: `*${WEATHER_PATH}`, matches: (url) => operation(url) !== undefined, operation };
  }
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw invalidOption(path, expected, baseUrl);
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
    throw invalidOption(path, expected, baseUrl);
  }
  const origin = parsed.origin;
  const prefix = parsed.pathname.replace(/\/+$/, '');
  const operation = (url: URL) => (url.origin === origin ? operationOf(url.pathname, prefix) : undefined);
  return {
    label: `${origin}${prefix}${WEATHER_PATH}`,
    matches: (url) => operation(url) !== undefined,
    operation,
  };
}

const parsedUrls = new WeakMap<Request, URL>();

/**
 * The parsed URL of an intercepted request, parsed once: MSW hands the same `Request` to every
 * handler's matching and to the resolver. Do not mutate the returned URL.
 * @internal
 */
export function urlOf(request: Request): URL {
  let url = parsedUrls.get(request);
  if (url === undefined) {
    url = new URL(request.url);
    parsedUrls.set(request, url);
  }
  return url;
}

/** A further condition on a request, e.g. a scenario's `zip` target. @internal */
export type RequestFilter = (url: URL) => boolean;

/**
 * An MSW handler for every method on a weather route. It matches by the route (and an optional
 * filter) before MSW counts it as used, so a `once` handler is only used up by a request it answers.
 * @internal
 */
export class WeatherRequestHandler extends HttpHandler {
  readonly #route: WeatherRoute;
  readonly #filter: RequestFilter | undefined;

  constructor(
    route: WeatherRoute,
    filter: RequestFilter | undefined,
    resolver: (info: { request: Request }) => Promise<Response>,
    options?: RequestHandlerOptions,
  ) {
    super(/.+/, route.label, resolver as ResponseResolver, options);
    this.#route = route;
    this.#filter = filter;
  }

  override async parse(args: { request: Request }): Promise<HttpRequestParsedResult> {
    const url = urlOf(args.request);
    const matches = this.#route.matches(url) && (this.#filter === undefined || this.#filter(url));
    return { match: { matches, params: {} }, cookies: {} };
  }

  override async predicate(args: { parsedResult: HttpRequestParsedResult }): Promise<boolean> {
    return args.parsedResult.match.matches;
  }
}
