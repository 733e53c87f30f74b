/**
 * The place of the History API's routes (`history.openweathermap.org`: the city history, the
 * statistics, the accumulated parameters): coordinates, a city ID or a name, the first of that order,
 * as the service's pages list them (its built-in geocoder: `q` and `id`); a postal code is no form of
 * them. Read, resolved and described in the OpenAPI document the same way by each route.
 * @internal
 */
import type { Query } from '../service/query.js';
import { locationParameters } from './contract.js';
import { isLocationProblem, type ParsedLocation, parseLocationParams } from './places.js';
import type { ContractParameter } from './route.js';

/** The location a request names: coordinates, an ID or a name, the first of that order; never `zip`. @internal */
export function historyLocation(query: Query) {
  return parseLocationParams({ lat: query.lat, lon: query.lon, id: query.id, q: query.q, zip: undefined });
}

/** A History API route's `locationOf`: the location a request names, `undefined` when it names none. @internal */
export function historyLocationOf(query: Query): ParsedLocation | undefined {
  const parsed = historyLocation(query);
  return isLocationProblem(parsed) ? undefined : parsed;
}

/** The place parameters of a History API route in the OpenAPI document: the weather endpoint's but `zip`. @internal */
export function historyLocationParameters(): ContractParameter[] {
  return locationParameters().filter((parameter) => parameter.name !== 'zip');
}
