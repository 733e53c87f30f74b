/**
 * What the coordinate-only routes share (One Call 3.0, its timemachine, the Air Pollution API):
 * reading `lat`/`lon` as the weather endpoint reads them (400 "wrong latitude"/"wrong longitude"),
 * neither given → 400 "Nothing to geocode" (the double's choice: the service's answer without
 * coordinates is not recorded; it is what its weather endpoint answers without a location), the
 * other location forms (`zip`, `q`, `id`) ignored as the service ignores them there; reading Unix
 * seconds; the One Call 401; the error lists of the contract.
 * @internal
 */
import type { WeatherErrorKind } from '../service/error-answers.js';
import type { Query } from '../service/query.js';
import { decimalOf, isLocationProblem, type ParsedLocation, parseLocationParams } from './places.js';
import type {
  CliFlag,
  ContractErrors,
  ContractParameter,
  ContractSuccess,
  Route,
  RouteProblem,
  RouteResult,
  World,
} from './route.js';

/** The coordinates of a request (4 decimals), or the service's 400. @internal */
export function coordinatesOf(
  query: Query,
): { lat: number; lon: number; location: ParsedLocation } | RouteProblem {
  if (query.lat === undefined && query.lon === undefined) return { problem: 'nothingToGeocode' };
  const parsed = parseLocationParams({
    lat: query.lat,
    lon: query.lon,
    zip: undefined,
    q: undefined,
    id: undefined,
  });
  if (isLocationProblem(parsed)) return parsed as RouteProblem;
  if (parsed.form !== 'coordinates') return { problem: 'nothingToGeocode' };
  return { lat: parsed.lat, lon: parsed.lon, location: parsed };
}

/**
 * The coordinates of a request that {@link coordinatesOf} accepted, as the request wrote them (not
 * rounded to 4 decimals): what the service echoes in an overview.
 * @internal
 */
export function askedCoordinates(query: Query): { lat: number; lon: number } {
  return { lat: decimalOf((query.lat ?? '').trim()), lon: decimalOf((query.lon ?? '').trim()) };
}

/** The location of a request for scenarios' `location` targets: its coordinates. @internal */
export function coordinateLocationOf(query: Query): ParsedLocation | undefined {
  const where = coordinatesOf(query);
  return 'problem' in where ? undefined : where.location;
}

/** Unix seconds as a query parameter: digits only (at most 10), else `undefined`. @internal */
export function unixSecondsOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  return /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** What a history request asks: its coordinates (4 decimals) and span (Unix seconds). @internal */
export interface HistoryAsk {
  readonly lat: number;
  readonly lon: number;
  readonly start: number;
  readonly end: number;
}

/**
 * The coordinates and the span of a history request (`start`, `end`: Unix seconds), checked in
 * that order: the coordinates' 400s, then 400 "wrong start" / "wrong end".
 */
function historyRequest(query: Query): HistoryAsk | RouteProblem {
  const where = coordinatesOf(query);
  if ('problem' in where) return where;
  const start = unixSecondsOf(query.get('start'));
  if (start === undefined) return { problem: 'wrongStart' };
  const end = unixSecondsOf(query.get('end'));
  if (end === undefined) return { problem: 'wrongEnd' };
  return { lat: where.lat, lon: where.lon, start, end };
}

/**
 * A history route's answer at coordinates: the request read by {@link historyRequest} (its 400s
 * answered), then `answer` with what it asks.
 * @internal
 */
export function historyAnswer(
  answer: (asked: HistoryAsk, query: Query, world: World) => RouteResult,
): Route['answer'] {
  return ({ query }, world) => {
    const asked = historyRequest(query);
    return 'problem' in asked ? asked : answer(asked, query, world);
  };
}

/** The 400s of a coordinate route, and its own. @internal */
export function coordinateErrors(own: readonly WeatherErrorKind[] = [], description = ''): ContractErrors {
  return {
    status: 400,
    description: `No coordinates (Nothing to geocode), wrong coordinates${description}.`,
    errors: ['nothingToGeocode', 'wrongLatitude', 'wrongLongitude', ...own],
  };
}

/** The answers every coordinate route shares besides its 400s: 401 (its own kind), 414, 429, 500. @internal */
export function sharedCoordinateErrors(unauthorized: WeatherErrorKind): ContractErrors[] {
  return [
    { status: 401, description: 'A missing, empty or unknown key.', errors: [unauthorized] },
    { status: 414, description: 'A request target over 8192 characters.', errors: ['uriTooLong'] },
    { status: 429, description: 'Too many requests for the key’s subscription.', errors: ['rateLimited'] },
    { status: 500, description: 'An internal error of the service.', errors: ['serverError'] },
  ];
}

/**
 * A coordinate route's answers: its 200, its 400s (`coordinateErrors()` unless given), then the
 * answers every coordinate route shares, with its own 401.
 * @internal
 */
export function coordinateResponses(
  success: ContractSuccess,
  unauthorized: WeatherErrorKind,
  badRequest: ContractErrors = coordinateErrors(),
): (ContractSuccess | ContractErrors)[] {
  return [success, badRequest, ...sharedCoordinateErrors(unauthorized)];
}

/**
 * A history's answers at coordinates (`start`, `end` read by {@link historyRequest}): its 200, the
 * coordinates' 400s and "wrong start" / "wrong end" (`description` ends the 400's description),
 * then the answers every coordinate route shares, with the weather 401.
 * @internal
 */
export function historyResponses(
  success: ContractSuccess,
  description: string,
): (ContractSuccess | ContractErrors)[] {
  return coordinateResponses(
    success,
    'unauthorized',
    coordinateErrors(['wrongStart', 'wrongEnd'], description),
  );
}

/**
 * `lang` on the routes whose answer has no `weather[]` (day_summary, overview, the retired One Call
 * 2.5): accepted, and nothing in the answer changes with it. @internal
 */
export const untranslatedLangParameter: ContractParameter = {
  name: 'lang',
  description:
    "Accepted, as the service accepts it; this answer has no condition descriptions, and the overview's `weather_overview` is English whatever `lang`.",
  schema: { type: 'string' },
};

/**
 * The `--start` and `--end` flags of `generate --kind` for a history (`start`, `end` in the query):
 * required moments, given to the kind as Unix seconds.
 * @internal
 */
export const historyFlags: readonly CliFlag[] = [
  { name: 'start', type: 'time', required: true, help: 'the first moment' },
  { name: 'end', type: 'time', required: true, help: 'the last moment' },
];
