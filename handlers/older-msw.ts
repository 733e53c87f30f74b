// The double's handler on msw 2.7 to 2.10, published releases that take no predicate function
// (handlers/route.ts uses MSW's public `http.all(predicate)` everywhere else). They are what a
// Jest project on Node 20 or 22 can load (docs/handlers-and-scenarios.md, "Which msw and Pact with
// Jest"), so their `HttpHandler` is extended: its `parse` and `predicate`, as those releases have
// them. No later msw reaches this file.
import type { HttpHandler, HttpRequestParsedResult, http as mswHttp, ResponseResolver } from 'msw';
import type { RequestMatcher } from './route.js';

/**
 * An MSW handler, as `weatherHandler` makes it, for msw 2.7 to 2.10.
 * @internal
 */
export function olderMswHandler(
  http: typeof mswHttp,
  matcher: RequestMatcher,
  resolver: (info: { request: Request }) => Promise<Response>,
): HttpHandler {
  const HttpHandlerClass = http.all(/.+/, resolver).constructor as typeof HttpHandler;
  class MatcherHandler extends HttpHandlerClass {
    override async parse(args: { request: Request }): Promise<HttpRequestParsedResult> {
      return { match: { matches: matcher.matches(new URL(args.request.url)), params: {} }, cookies: {} };
    }

    // Synchronous in msw 2.7 to 2.10 (a promise would count as a match); later types say async.
    override predicate(args: { parsedResult: HttpRequestParsedResult }): Promise<boolean> {
      return args.parsedResult.match.matches as unknown as Promise<boolean>;
    }
  }
  return new MatcherHandler(/.+/, matcher.label, resolver as ResponseResolver);
}
