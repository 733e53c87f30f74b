/**
 * Questions about a request log, for assertions: which requests went to a route (with some query
 * parameters, status, outcome or scenario), and how many went to each route. Plain functions of a
 * log returning plain values, so Vitest's and Jest's `expect` compare them as they are.
 */
import { invalidOption } from '../errors.js';
import { routeAtEnd } from '../routes/table.js';
import { ROUTE_NAMES, type RouteName } from '../service/vocabulary.js';
import type { RecordedRequest, RequestOutcome, ScenarioName } from './log.js';

/**
 * Which requests of a log {@link requestsTo} keeps, besides their route: every field given must
 * match (a query parameter by its value, the key masked as `'***'`).
 *
 * @example
 * ```ts
 * const filter: RequestFilter = { query: { zip: '94040' }, status: 200, outcome: 'answered' };
 * ```
 */
export interface RequestFilter {
  /**
   * Query parameters the request had, each with this exact (decoded) value.
   * @default undefined (any query)
   */
  query?: Readonly<Record<string, string>>;
  /**
   * The status answered (`0`: none was sent).
   * @default undefined (any status)
   */
  status?: number;
  /**
   * What reached the client.
   * @default undefined (any outcome)
   */
  outcome?: RequestOutcome;
  /**
   * The scenario that answered; `null` for the double's own answer.
   * @default undefined (any)
   */
  scenario?: ScenarioName | null;
}

/** The route a logged request went to, from its URL's path; `undefined` for an unknown path. */
function routeNameOf(request: RecordedRequest): RouteName | undefined {
  return routeAtEnd(new URL(request.url).pathname)?.name as RouteName | undefined;
}

/**
 * The requests of a log that went to a route (by its name, as in the docs' route list), oldest
 * first, keeping only those that match `filter`. A plain array: `toHaveLength`, `toEqual`, `map`.
 *
 * @param log - `double.requests` (of the handlers, the server or a routed page).
 * @param route - a route name: `'weather'`, `'forecast'`, `'geocodingZip'`, …
 * @param filter - query parameters, status, outcome, scenario (see {@link RequestFilter}).
 * @throws {WeatherDoubleError} `INVALID_OPTION` for a route name the double does not have.
 * @example
 * ```ts
 * expect(requestsTo(double.requests, 'weather', { query: { zip: '94040' } })).toHaveLength(3);
 * expect(requestsTo(double.requests, 'weather').map((r) => r.status)).toEqual([500, 500, 200]);
 * ```
 */
export function requestsTo(
  log: readonly RecordedRequest[],
  route: RouteName,
  filter: RequestFilter = {},
): RecordedRequest[] {
  if (!(ROUTE_NAMES as readonly string[]).includes(route)) {
    throw invalidOption(
      'route',
      `a route name (${ROUTE_NAMES.map((name) => `'${name}'`).join(', ')})`,
      route,
    );
  }
  const { query, status, outcome, scenario } = filter;
  return log.filter(
    (request) =>
      routeNameOf(request) === route &&
      (status === undefined || request.status === status) &&
      (outcome === undefined || request.outcome === outcome) &&
      (scenario === undefined || request.scenario === scenario) &&
      (query === undefined || Object.entries(query).every(([name, value]) => request.query[name] === value)),
  );
}

/**
 * How many requests of a log went to each route, by route name; routes without a request are left
 * out (and so are unknown paths, which the log does not record).
 *
 * @example
 * ```ts
 * expect(countRequests(double.requests)).toEqual({ geocodingZip: 1, weather: 2 });
 * ```
 */
export function countRequests(log: readonly RecordedRequest[]): Partial<Record<RouteName, number>> {
  const counts: Partial<Record<RouteName, number>> = {};
  for (const request of log) {
    const name = routeNameOf(request);
    if (name !== undefined) counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}
