/**
 * The core's answers: a request read once, the checks every route makes first, error answers, the
 * unknown-route answer and the 500 of a failure, each written once. Transport-free.
 * @internal
 */
import type { Route, RouteMode, RouteProblem } from '../routes/route.js';
import { isPathTemplate, pathParameters } from '../routes/route-path.js';
import { routes } from '../routes/table.js';
import {
  type ErrorAnswer,
  errorAnswers,
  notCityIdAnswer,
  type WeatherErrorKind,
} from '../service/error-answers.js';
import { type HeaderList, unknownRouteHeaders, weatherHeaders, withContentType } from '../service/headers.js';
import { planIncludes } from '../service/plans.js';
import {
  isTargetTooLong,
  MAX_TARGET_LENGTH,
  type Query,
  queryOf,
  readWeatherQuery,
  unreadQuery,
} from '../service/query.js';
import { PARAMETERS } from '../service/vocabulary.js';
import { HTML_CONTENT_TYPE, XML_CONTENT_TYPE, xmlErrorBody } from '../service/xml.js';
import type { KeyRules } from './options.js';

/** What decided an answer: `'ok'` for a 200, `'preflight'`, or the error kind. @internal */
export type AnswerOutcome = 'ok' | 'preflight' | 'notCityId' | 'statefulRefused' | WeatherErrorKind;

/** The service's answer: status, headers in wire order, and the exact body. @internal */
export interface Answer {
  readonly status: number;
  readonly headers: HeaderList;
  /** The exact body (bytes for a route that answers another content type); `''` for `HEAD` and `OPTIONS`. */
  readonly body: string | Uint8Array;
  readonly outcome: AnswerOutcome;
  /** The request's parameters as the core read them. */
  readonly query: Query;
  /** The Unix seconds `[from, until)` during which the same request gets the same bytes (a 200). */
  readonly holds?: { readonly from: number; readonly until: number };
}

/** A request read once: method, its route, query and the headers of every answer to it. @internal */
export interface ReadRequest {
  readonly method: string;
  readonly route: Route;
  /** The request's path (under the double's prefix): the route's path, or one its template fills. */
  readonly pathname: string;
  /** The route's path parameters (see `RouteRequest.path`). */
  readonly path: Readonly<Record<string, string>>;
  readonly query: Query;
  readonly headers: HeaderList;
  /** The request target is over 8192 characters: it was not read and every answer to it is 414. */
  readonly tooLong?: true;
  /** The format its `mode` asks for, when the route answers it (see `Route.modes`); JSON when absent. */
  readonly mode?: RouteMode;
}

/** The path parameters of a route of a fixed path. */
const NO_PARAMETERS: Readonly<Record<string, string>> = Object.freeze({});

/** Methods answered like GET. POST is in the service's `Access-Control-Allow-Methods`. */
const ANSWERED_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST']);

/** Methods a route refuses with 405, as recorded; any other method gets the unknown-route 404. */
const REFUSED_METHODS: ReadonlySet<string> = new Set(['PUT', 'DELETE', 'PATCH']);

/**
 * Reads the method and the query of a request on `route` once. A request whose target is over 8192
 * characters is not read: no parameters, and the headers of an answer given before routing.
 * @internal
 */
export function readRequest(method: string, url: URL, route: Route): ReadRequest {
  return readRequestAt(method.toUpperCase(), url.pathname, url.search, route);
}

/**
 * {@link readRequest} of a request whose method is already upper case, from its URL's `pathname`
 * and `search` (read once by the caller).
 * @internal
 */
export function readRequestAt(upper: string, pathname: string, search: string, route: Route): ReadRequest {
  const path = isPathTemplate(route.path) ? (pathParameters(route.path, pathname) ?? {}) : NO_PARAMETERS;
  if (pathname.length + search.length > MAX_TARGET_LENGTH) {
    return {
      method: upper,
      route,
      pathname,
      path,
      query: unreadQuery(search),
      headers: unknownRouteHeaders(),
      tooLong: true,
    };
  }
  const query = readWeatherQuery(search);
  const headers = weatherHeaders(search, path === NO_PARAMETERS ? route.path : pathname);
  // Only a route with other formats reads `mode`: nothing changes for the others.
  const mode = route.modes === undefined ? undefined : modeOf(route, query.get(PARAMETERS.mode));
  return mode === undefined
    ? { method: upper, route, pathname, path, query, headers }
    : { method: upper, route, pathname, path, query, headers, mode };
}

/** The format a `mode` value asks for when the route answers it (the value exactly, in lower case). */
function modeOf(route: Route, value: string | undefined): RouteMode | undefined {
  return (value === 'xml' || value === 'html') && route.modes?.[value] !== undefined ? value : undefined;
}

/**
 * The body and headers of an error answer in the request's format: XML for the route's own 400 and
 * 404 when it asked for `mode=xml` (recorded: 404 "city not found" as `<Error>…</Error>`,
 * `application/xml`); JSON otherwise, and always for the answers given before the route.
 */
function errorInMode(
  answer: ErrorAnswer,
  kind: AnswerOutcome,
  read: ReadRequest,
): ErrorAnswer & { headers: HeaderList } {
  const inXml =
    read.mode === 'xml' && (answer.status === 400 || answer.status === 404) && kind !== 'unknownRoute';
  return inXml
    ? {
        status: answer.status,
        body: xmlErrorBody(answer.body),
        headers: withContentType(read.headers, XML_CONTENT_TYPE),
      }
    : { status: answer.status, body: answer.body, headers: read.headers };
}

/**
 * A fixed error answer to a request. A request too long to read gets the 414 whatever `kind` is:
 * the limit applies before anything else, as it does in front of the service.
 * @internal
 */
export function errorAnswer(kind: WeatherErrorKind, read: ReadRequest): Answer {
  const outcome = read.tooLong ? 'uriTooLong' : kind;
  const { status, body, headers } = errorInMode(errorAnswers[outcome], outcome, read);
  return { status, headers, body: read.method === 'HEAD' ? '' : body, outcome, query: read.query };
}

/** The answer to a route's problem: the service's error for it. @internal */
export function problemAnswer(problem: RouteProblem, read: ReadRequest): Answer {
  if (problem.problem !== 'notCityId') return errorAnswer(problem.problem, read);
  const { status, body, headers } = errorInMode(notCityIdAnswer(problem.value), 'notCityId', read);
  return {
    status,
    headers,
    body: read.method === 'HEAD' ? '' : body,
    outcome: 'notCityId',
    query: read.query,
  };
}

/** The content type of each format a route may answer besides JSON. */
const MODE_CONTENT_TYPE: Readonly<Record<RouteMode, string>> = {
  xml: XML_CONTENT_TYPE,
  html: HTML_CONTENT_TYPE,
};

/** A 200 with a route's body (its JSON body, written in the format `mode` asks for). @internal */
export function okAnswer(read: ReadRequest, body: string | Uint8Array, holds?: Answer['holds']): Answer {
  const { mode } = read;
  let headers = read.headers;
  let shown = read.method === 'HEAD' ? '' : body;
  const contentType = read.route.contentType;
  if (contentType !== undefined) headers = withContentType(headers, contentType);
  else if (mode !== undefined && typeof shown === 'string') {
    headers = withContentType(headers, MODE_CONTENT_TYPE[mode]);
    const write = read.route.modes?.[mode];
    if (shown !== '' && write !== undefined) shown = write(shown, read.query);
  }
  return holds === undefined
    ? { status: 200, headers, body: shown, outcome: 'ok', query: read.query }
    : { status: 200, headers, body: shown, outcome: 'ok', query: read.query, holds };
}

/**
 * The checks every route makes first, in the service's order: a target over 8192 characters (414),
 * a preflight (`OPTIONS`), a refused method (405) or another unanswered one (404), then the
 * credential (401): a key that is not accepted, or whose plan lacks the route. `undefined` when
 * the request passes them.
 * @internal
 */
export function answerBeforeRoute(
  read: ReadRequest,
  { accepted, plans }: KeyRules,
  allowed?: readonly string[],
): Answer | undefined {
  const { method, query, headers } = read;
  if (read.tooLong) return errorAnswer('uriTooLong', read);
  if (method === 'OPTIONS') return { status: 200, headers, body: '', outcome: 'preflight', query };
  if (allowed !== undefined) {
    // A stateful route answers its own methods (HEAD with GET); the others as on every route.
    const answered = allowed.includes(method === 'HEAD' ? 'GET' : method);
    if (!answered && (REFUSED_METHODS.has(method) || ANSWERED_METHODS.has(method))) {
      return errorAnswer('methodNotAllowed', read);
    }
    if (!answered) return errorAnswer('unknownRoute', read);
  } else {
    if (REFUSED_METHODS.has(method)) return errorAnswer('methodNotAllowed', read);
    if (!ANSWERED_METHODS.has(method)) return errorAnswer('unknownRoute', read);
  }
  if (read.route.keyless === true) return undefined;
  const key = query.key;
  if (
    key === undefined ||
    key === '' ||
    (accepted !== undefined && !accepted.has(key)) ||
    !planIncludes(plans?.get(key) ?? 'pro', read.route.name)
  ) {
    return errorAnswer(read.route.unauthorized ?? 'unauthorized', read);
  }
  return undefined;
}

/**
 * The service's answer on a path it does not serve: 404 `{"cod":"404","message":"Internal error"}`
 * without `X-Cache-Key` (or the 414 of a target too long to read).
 * @internal
 */
export function unknownRouteAnswer(method: string, url: URL): Answer {
  const { status, body } = errorAnswers[isTargetTooLong(url) ? 'uriTooLong' : 'unknownRoute'];
  return {
    status,
    headers: unknownRouteHeaders(),
    body: method.toUpperCase() === 'HEAD' ? '' : body,
    outcome: status === 414 ? 'uriTooLong' : 'unknownRoute',
    query: queryOf(url),
  };
}

/** The path `X-Cache-Key` names for a route: its own, or the path requested when it is a template. */
function cacheKeyPath(route: Route, url: URL | undefined): string {
  return isPathTemplate(route.path) && url !== undefined ? url.pathname : route.path;
}

/**
 * The service's 500 for a request the double failed to answer, with the headers of the route the
 * path ends with (the table's first route's when none; none of a target too long to read).
 * @internal
 */
export function failureAnswer(method: string, url: URL | undefined, route: Route | undefined): Answer {
  const tooLong = url !== undefined && isTargetTooLong(url);
  const { status, body } = errorAnswers.serverError;
  const query = url ? queryOf(url) : readWeatherQuery('');
  return {
    status,
    headers: tooLong
      ? unknownRouteHeaders()
      : weatherHeaders(url?.search ?? '', cacheKeyPath(route ?? (routes[0] as Route), url)),
    body: method.toUpperCase() === 'HEAD' ? '' : body,
    outcome: 'serverError',
    query,
  };
}
