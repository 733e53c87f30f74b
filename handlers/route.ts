import {
  HttpHandler,
  type HttpRequestParsedResult,
  type RequestHandlerOptions,
  type ResponseResolver,
} from 'msw';

/** Which URLs a handler answers: the double's routes, and for a scenario its matches. @internal */
export interface RequestMatcher {
  /** How the handler shows in MSW's messages. */
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
 * An MSW handler for every method on the double's routes. It matches (the route, and a scenario's
 * targets) before MSW counts it as used, so a `once` handler is only used up by a request it answers.
 * @internal
 */
export class WeatherRequestHandler extends HttpHandler {
  readonly #matcher: RequestMatcher;

  constructor(
    matcher: RequestMatcher,
    resolver: (info: { request: Request }) => Promise<Response>,
    options?: RequestHandlerOptions,
  ) {
    super(/.+/, matcher.label, resolver as ResponseResolver, options);
    this.#matcher = matcher;
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
