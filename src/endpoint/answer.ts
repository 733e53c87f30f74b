import type { ResolvedLocation } from '../places/locator.js';
import {
  isLocationProblem,
  type LocationProblem,
  type ParsedLocation,
  parseLocationParams,
} from '../places/query.js';
import type { CurrentWeatherRecord, DeepPartial, Units, WeatherRecord } from '../record/types.js';
import { errorAnswers, notCityIdAnswer, type WeatherErrorKind } from './bodies.js';
import { type HeaderList, unknownRouteHeaders, weatherHeaders } from './headers.js';
import { OPERATION_PATHS, type Operation, operationAtEnd } from './operations.js';
import { isTargetTooLong, readWeatherQuery, unreadQuery, type WeatherQuery } from './query.js';

/** A request as the endpoint model sees it: only the method and the URL change the answer. */
export interface EndpointRequest {
  /** The HTTP method, any case: `'GET'`. */
  readonly method: string;
  /** The absolute request URL, query string included. */
  readonly url: string | URL;
}

/** What decided an answer: `'ok'` for a record, the error kind otherwise. */
export type WeatherOutcome = 'ok' | 'preflight' | 'notCityId' | WeatherErrorKind;

/** The endpoint's answer: status, headers in wire order, and the exact body bytes. */
export interface EndpointAnswer {
  readonly status: number;
  readonly headers: HeaderList;
  /** The exact body; `''` for `HEAD` and `OPTIONS`. */
  readonly body: string;
  readonly outcome: WeatherOutcome;
  /** The request's parameters as the endpoint read them. */
  readonly query: WeatherQuery;
  /** For a record (`'ok'`): its `dt`, the start of the 10-minute observation bucket it belongs to. */
  readonly dt?: number;
}

/** Where the endpoint gets places and records from (the generator, in the double). @internal */
export interface RecordSource {
  /** The place a location names; `undefined` answers 404 "city not found". */
  locate(location: ParsedLocation): ResolvedLocation | undefined;
  /**
   * The exact bytes of the record for the place at the double's clock, in `units`, with `overrides`,
   * and its `dt`.
   */
  body(
    parsed: ParsedLocation,
    location: ResolvedLocation,
    units: Units,
    overrides?: DeepPartial<WeatherRecord> | DeepPartial<CurrentWeatherRecord>,
  ): { body: string; dt: number };
}

/** The checks the endpoint applies, resolved from the double's options. @internal */
export interface EndpointPolicy {
  /** The accepted credentials; `undefined` accepts any non-empty one. */
  readonly apiKeys: ReadonlySet<string> | undefined;
}

/** Methods answered like GET. POST is in the service's `Access-Control-Allow-Methods`. */
const ANSWERED_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST']);

/** The parts of a request every answer needs: the parsed URL, the method and the query. @internal */
export interface ReadRequest {
  readonly method: string;
  /** Which of the double's routes the path names (the weather path when none does). */
  readonly operation: Operation;
  readonly query: WeatherQuery;
  readonly headers: HeaderList;
  /** The request target is over 8192 characters: it was not read and every answer to it is 414. */
  readonly tooLong?: true;
}

/**
 * Reads the method and the query of a request once. A request whose target (path and query) is
 * over 8192 characters is not read: it gets no parameters and the headers of an answer given before
 * routing (no `X-Cache-Key`).
 * @internal
 */
export function readRequest(request: EndpointRequest): ReadRequest {
  const url = typeof request.url === 'string' ? new URL(request.url) : request.url;
  const method = request.method.toUpperCase();
  const operation = operationAtEnd(url.pathname) ?? 'weather';
  if (isTargetTooLong(url)) {
    return {
      method,
      operation,
      query: unreadQuery(url.search),
      headers: unknownRouteHeaders(),
      tooLong: true,
    };
  }
  return {
    method,
    operation,
    query: readWeatherQuery(url.search),
    headers: weatherHeaders(url.search, OPERATION_PATHS[operation]),
  };
}

/** The answer to a location problem: 400 with the service's body for it. @internal */
export function problemAnswer(problem: LocationProblem, read: ReadRequest): EndpointAnswer {
  if (problem.problem !== 'notCityId') return errorAnswer(problem.problem, read);
  const { status, body } = notCityIdAnswer(problem.value);
  return {
    status,
    headers: read.headers,
    body: read.method === 'HEAD' ? '' : body,
    outcome: 'notCityId',
    query: read.query,
  };
}

/**
 * The checks every route makes first, in the service's order: a target over 8192 characters (414),
 * a preflight (`OPTIONS`), an unanswered method (404), then the credential (401). `undefined` when
 * the request passes them.
 * @internal
 */
export function answerBeforeRoute(read: ReadRequest, policy: EndpointPolicy): EndpointAnswer | undefined {
  const { method, query, headers } = read;
  if (read.tooLong) return errorAnswer('uriTooLong', read);
  if (method === 'OPTIONS') return { status: 200, headers, body: '', outcome: 'preflight', query };
  if (!ANSWERED_METHODS.has(method)) return errorAnswer('unknownRoute', read);
  const key = query.key;
  if (key === undefined || key === '' || (policy.apiKeys !== undefined && !policy.apiKeys.has(key))) {
    return errorAnswer('unauthorized', read);
  }
  return undefined;
}

/**
 * A fixed error answer to a request, with the request's headers (a forced scenario). A request too
 * long to read gets the 414 answer whatever `kind` is: the limit applies before anything else, as
 * it does in front of the service.
 * @internal
 */
export function errorAnswer(kind: WeatherErrorKind, read: ReadRequest): EndpointAnswer {
  const { status, body } = errorAnswers[read.tooLong ? 'uriTooLong' : kind];
  return {
    status,
    headers: read.headers,
    body: read.method === 'HEAD' ? '' : body,
    outcome: read.tooLong ? 'uriTooLong' : kind,
    query: read.query,
  };
}

/**
 * The service's answer to a request of the weather path, in its order of checks: a request target
 * over 8192 characters first (414, not read), then the credential (401), then the location (400
 * without one or with wrong coordinates, 404 when no place has it; see `parseLocationParams` for
 * which form wins when several are given), then the record (200). `GET`, `POST` and `HEAD` (no body) are answered; `OPTIONS` gets the headers and
 * no body (a CORS preflight); any other method gets the service's unknown-route 404.
 * @internal
 */
export function answerWeatherRequest(
  read: ReadRequest,
  policy: EndpointPolicy,
  source: RecordSource,
  overrides?: DeepPartial<WeatherRecord> | DeepPartial<CurrentWeatherRecord>,
): EndpointAnswer {
  const { method, query, headers } = read;
  const early = answerBeforeRoute(read, policy);
  if (early) return early;
  const parsed = parseLocationParams(query);
  if (isLocationProblem(parsed)) return problemAnswer(parsed, read);
  const location = source.locate(parsed);
  if (!location) return errorAnswer('notFound', read);
  const { body, dt } = source.body(parsed, location, query.units, overrides);
  return { status: 200, headers, body: method === 'HEAD' ? '' : body, outcome: 'ok', query, dt };
}
