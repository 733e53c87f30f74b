import type { HttpRequestParsedResult, RequestHandler, RequestHandlerOptions, ResponseResolver } from 'msw';
// MSW's HttpHandler from the lightest subpath of the installed msw that exports it (src/deps/msw-node.ts;
// msw 2's main entry also loads its GraphQL support, doubling the cost of importing the handlers).
import { HttpHandler } from '#msw-http';

/** Which URLs a handler answers: the double's routes, and for a scenario its matches. @internal */
export interface RequestMatcher {
  /** How the handler shows in MSW's messages. */
  readonly label: string;
  /** Whether the handler answers an absolute URL. */
  matches(url: URL): boolean;
}

const parsedUrls = new WeakMap<Request, URL>();

/** The parsed result of a request the handler answers (no path parameters, no cookies read). */
const MATCHED: HttpRequestParsedResult = Object.freeze({
  match: { matches: true, params: {} },
  cookies: {},
}) as HttpRequestParsedResult;

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
 * An MSW handler for every method on the double's routes. It matches (the route, and a scenario's
 * targets) before MSW counts it as used, so a `once` handler is only used up by a request it answers.
 * @internal
 */
export class WeatherRequestHandler extends HttpHandler {
  readonly #matcher: RequestMatcher;
  readonly #answer: (info: { request: Request }) => Promise<Response>;
  readonly #once: boolean;

  constructor(
    matcher: RequestMatcher,
    resolver: (info: { request: Request }) => Promise<Response>,
    options?: RequestHandlerOptions,
  ) {
    super(/.+/, matcher.label, resolver as ResponseResolver, options);
    this.#matcher = matcher;
    this.#answer = resolver;
    this.#once = options?.once === true;
  }

  /**
   * MSW's `run`, without what the double never needs for a request without a body: MSW clones every
   * request so that its body can be read again for logging (a new `AbortSignal` and streams each
   * time, the larger part of an intercepted request's cost), and sets up the machinery of
   * generator resolvers and `finalize` cleanups that the double's resolvers do not use. A request
   * with a body takes MSW's own `run`. Same contract: `null` when the handler does not answer (or a
   * `once` handler is used up), else the execution result with the response.
   */
  override async run(args: {
    request: Request;
    requestId: string;
    resolutionContext?: { baseUrl?: string };
  }): ReturnType<HttpHandler['run']> {
    if (args.request.body !== null) return super.run(args as Parameters<HttpHandler['run']>[0]);
    if (this.isUsed && this.#once) return null;
    if (!this.#matcher.matches(urlOf(args.request))) return null;
    this.isUsed = true;
    const response = await this.#answer({ request: args.request });
    return {
      handler: this as unknown as RequestHandler,
      parsedResult: MATCHED,
      request: args.request,
      requestId: args.requestId,
      response,
    };
  }

  override async parse(args: { request: Request }): Promise<HttpRequestParsedResult> {
    const url = urlOf(args.request);
    const matches = this.#matcher.matches(url);
    return { match: { matches, params: {} }, cookies: {} };
  }

  override async predicate(args: { parsedResult: HttpRequestParsedResult }): Promise<boolean> {
    return args.parsedResult.match.matches;
  }
}
