import { invalidOption } from '../errors.js';
import type { Route } from '../routes/route.js';
import { routeAt } from '../routes/table.js';
import { ROUTE_PATHS, SERVICE_HOST } from '../service/vocabulary.js';

/**
 * Where a double answers: its routes' paths under `baseUrl`, or on any origin for `'*'`, or on both
 * `https://` and `http://` of the service's host by default. The path must match a route's exactly
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
        url.host === SERVICE_HOST && (url.protocol === 'https:' || url.protocol === 'http:')
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

/**
 * An origin-form request target a URL parser keeps as it is, from `lastIndex` on: segments of
 * letters, digits and the punctuation the parser keeps in an http(s) path (the unreserved
 * characters, the sub-delimiters but "'", which a query's encoding changes, ':', '@' and '%'), none
 * starting with '.' or '%2e' (a dot segment, such as '.', '..', '%2e' or '.%2E', is removed by the
 * parser), not '//' at the start (a host); then a query of the same characters and '/' and '?'.
 * Everything else ('"', '#', "'", '<', '>', '\\', spaces, non-ASCII, and '[', ']', '^', '`', '{',
 * '|', '}', which parsers have treated differently) is left to the URL parser.
 */
const PLAIN_TARGET =
  /(?!\/\/)(?:\/(?!\.|%2[eE])[A-Za-z0-9\-._~!$&()*+,;=:@%]*)+(?:\?[A-Za-z0-9\-._~!$&()*+,;=:@%/?]*)?/y;

/**
 * Where the path of the origin-form request target `text.slice(start, end)` (`/path?query`, as
 * sent) ends in `text` (at its `?`, else at `end`) when a URL parser keeps the whole target as it
 * is ({@link PLAIN_TARGET}: nothing to percent-encode, no dot segment, no backslash, no fragment,
 * nothing outside printable ASCII, not `//`); else `-1`. `end` is the end of `text` or the index of
 * a character no such target has (the space before a request line's `HTTP/1.1`).
 * @internal
 */
export function plainTargetPathEnd(text: string, start: number, end: number): number {
  PLAIN_TARGET.lastIndex = start;
  if (!PLAIN_TARGET.test(text) || PLAIN_TARGET.lastIndex !== end) return -1;
  const query = text.indexOf('?', start);
  return query === -1 || query > end ? end : query;
}

/** The last base checked by {@link urlOfTarget}, and whether it is a URL's origin as written. */
let checkedBase = '';
let baseIsOrigin = false;

/**
 * A URL of an origin-form request target: the same URL as `new URL(base + target)` gives, member
 * for member. A target the URL parser would keep as it is (as clients send them: a path and a
 * query of letters, digits and URL punctuation), on a base that is an origin as the parser writes
 * it (`http://127.0.0.1:8080`), is read without the parser: its `href`, `pathname`, `search` and
 * `origin` are parts of the text, and any other member is read by the parser when first asked for.
 * Anything else is `new URL(base + target)` (which throws as it does). `pathEnd` is the target's
 * {@link plainTargetPathEnd}, when the caller has read it.
 * @internal
 */
export function urlOfTarget(
  base: string,
  target: string,
  pathEnd = plainTargetPathEnd(target, 0, target.length),
): URL {
  if (base !== checkedBase) {
    checkedBase = base;
    try {
      const parsed = new URL(base);
      baseIsOrigin = parsed.origin === base && parsed.href === `${base}/`;
    } catch {
      baseIsOrigin = false;
    }
  }
  return pathEnd === -1 || !baseIsOrigin ? new URL(`${base}${target}`) : new TargetUrl(base, target, pathEnd);
}

/**
 * The URL of a target {@link urlOfTarget} reads without the parser. Its `href`, `origin`,
 * `pathname` and `search` are parts of the text; the other members, and every member once one is
 * set, are those of the URL the parser makes of its `href`.
 */
class TargetUrl implements URL {
  #parsed: URL | undefined;

  constructor(
    private readonly base: string,
    private readonly target: string,
    private readonly pathEnd: number,
  ) {}

  /** The URL as the parser reads it, made once. */
  #url(): URL {
    this.#parsed ??= new URL(`${this.base}${this.target}`);
    return this.#parsed;
  }

  get href(): string {
    return this.#parsed === undefined ? `${this.base}${this.target}` : this.#parsed.href;
  }
  set href(value: string) {
    this.#url().href = value;
  }
  get origin(): string {
    return this.#parsed === undefined ? this.base : this.#parsed.origin;
  }
  get pathname(): string {
    if (this.#parsed !== undefined) return this.#parsed.pathname;
    return this.pathEnd === this.target.length ? this.target : this.target.slice(0, this.pathEnd);
  }
  set pathname(value: string) {
    this.#url().pathname = value;
  }
  get search(): string {
    if (this.#parsed !== undefined) return this.#parsed.search;
    // A '?' with nothing after it is an empty query: no search, as the parser gives.
    return this.pathEnd >= this.target.length - 1 ? '' : this.target.slice(this.pathEnd);
  }
  set search(value: string) {
    this.#url().search = value;
  }
  get hash(): string {
    return this.#url().hash;
  }
  set hash(value: string) {
    this.#url().hash = value;
  }
  get host(): string {
    return this.#url().host;
  }
  set host(value: string) {
    this.#url().host = value;
  }
  get hostname(): string {
    return this.#url().hostname;
  }
  set hostname(value: string) {
    this.#url().hostname = value;
  }
  get password(): string {
    return this.#url().password;
  }
  set password(value: string) {
    this.#url().password = value;
  }
  get port(): string {
    return this.#url().port;
  }
  set port(value: string) {
    this.#url().port = value;
  }
  get protocol(): string {
    return this.#url().protocol;
  }
  set protocol(value: string) {
    this.#url().protocol = value;
  }
  get username(): string {
    return this.#url().username;
  }
  set username(value: string) {
    this.#url().username = value;
  }
  get searchParams(): URLSearchParams {
    return this.#url().searchParams;
  }
  toString(): string {
    return this.href;
  }
  toJSON(): string {
    return this.href;
  }
}
