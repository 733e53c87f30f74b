import type { HttpHandler as HttpHandlerClass, RequestHandler } from 'msw';
// MSW's `http` namespace from the lightest subpath of the installed msw that exports it
// (src/deps/msw-node.ts; msw 2's main entry also loads its GraphQL support, doubling the cost of
// importing the handlers).
import { http } from '#msw-http';

/** What a handler answers: the double's routes, or a scenario's matches. @internal */
export interface WeatherRoute {
  /** Whether the handler answers the request (its URL: the route, and a scenario's targets). */
  matches(request: Request): boolean;
  /** The answer to a request it matches. */
  answer(request: Request): Promise<Response>;
}

/**
 * The key of a double's own route on the double the handlers' bundle makes: the Node entry
 * (handlers/node.ts) answers through it once it has made the real double. Registered
 * (`Symbol.for`): the Node entry and the bundle each hold a copy of this module.
 * @internal
 */
export const DOUBLE_ROUTE: unique symbol = Symbol.for('weather-double.route');

const parsedUrls = new WeakMap<Request, URL>();

/**
 * The parsed URL of an intercepted request, parsed once: MSW hands the same `Request` to the
 * handlers' predicates and to the resolver. Do not mutate the returned URL.
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

/**
 * Whether the installed msw takes a function as a handler's predicate (msw 2.11 and later, 3):
 * msw 2.7 to 2.10 throw on one (they read it as a path string).
 */
function takesCustomPredicates(): boolean {
  try {
    http.all(
      () => false,
      () => undefined,
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * msw 2.7 to 2.10's handler for a route: `http.all`'s class, its URL matching (`parse`) replaced.
 * Those releases are final, so what it relies on of them cannot change; a Jest (CommonJS) project
 * before Node 24.9 cannot load msw 2.11+ (docs/handlers-and-scenarios.md, "With Jest").
 */
function frozenMswHandler(route: WeatherRoute): RequestHandler {
  const HttpHandler = http.all(/.+/, () => undefined).constructor as typeof HttpHandlerClass;
  const RouteHandler = class extends HttpHandler {
    override async parse(args: { request: Request }) {
      return { match: { matches: route.matches(args.request), params: {} }, cookies: {} };
    }
  };
  return new RouteHandler(/.+/, /.+/, ({ request }) => route.answer(request));
}

/**
 * An MSW handler for every method on a route, matched by MSW's public custom predicate before the
 * resolver runs, so MSW reports as matched only the requests the route answers.
 * @internal
 */
export const weatherHandler: (route: WeatherRoute) => RequestHandler = takesCustomPredicates()
  ? (route) =>
      http.all(
        ({ request }) => route.matches(request),
        ({ request }) => route.answer(request),
      )
  : frozenMswHandler;
