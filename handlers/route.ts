import type { HttpHandler } from 'msw';
// MSW's `http` from the lightest subpath of the installed msw that exports it (src/deps/msw-node.ts;
// msw 2's main entry also loads its GraphQL support, doubling the cost of importing the handlers).
import { http } from '#msw-http';
import { olderMswHandler } from './older-msw.js';

/** Which URLs a handler answers: the double's routes, and for a scenario its matches. @internal */
export interface RequestMatcher {
  /** How the handler shows in MSW's messages, after its method. */
  readonly label: string;
  /** Whether the handler answers an absolute URL. */
  matches(url: URL): boolean;
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

/**
 * An MSW handler for every method on the double's routes, made with MSW's public API: `http.all`
 * with a predicate function (msw 2.11 and later, msw 3). The predicate matches the route and a
 * scenario's targets, so a request the handler does not answer goes on to the next handler.
 * @internal
 */
export function weatherHandler(
  matcher: RequestMatcher,
  resolver: (info: { request: Request }) => Promise<Response>,
): HttpHandler {
  let handler: HttpHandler;
  try {
    handler = http.all(({ request }) => matcher.matches(urlOf(request)), resolver);
  } catch (error) {
    // msw 2.7 to 2.10 take no predicate function: their constructor reads the path as a string.
    if (!(error instanceof TypeError)) throw error;
    return olderMswHandler(http, matcher, resolver);
  }
  // MSW shows a predicate function as "[custom predicate]"; the label says which double answers.
  handler.info.header = `${handler.info.method} ${matcher.label}`;
  return handler;
}
