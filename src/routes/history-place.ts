/**
 * The place of the History API's routes (`history.openweathermap.org`: the city history, the
 * statistics, the accumulated parameters): coordinates, a city ID or a name, the first of that order,
 * as the service's pages list them (its built-in geocoder: `q` and `id`); a postal code is no form of
 * them. Read, resolved and described in the OpenAPI document the same way by each route.
 * @internal
 */
import { assertKnownKeys, invalidOption } from '../errors.js';
import type { Query } from '../service/query.js';
import { locationParameters } from './contract.js';
import { isLocationProblem, type ParsedLocation, parseLocationParams, readLocationOption } from './places.js';
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

/**
 * The place of a History API answer from the generator (the city history, the statistics, the
 * accumulated parameters), as the History API takes it: coordinates (the nearest city's
 * `city_id`), a city name or a city ID. No postal code: the service's History API takes none.
 *
 * @example
 * ```ts
 * const place: CityHistoryLocation = { q: 'London,GB' };
 * ```
 */
export type CityHistoryLocation = { lat: number; lon: number } | { q: string } | { id: number };

/** The place of a History API answer without one: Mountain View, as the generator's other methods. */
const DEFAULT_PLACE = { q: 'Mountain View,US' };

/**
 * The checked location option of a History API generator method: any form but a postal code
 * (none, or `{}` as `generate --kind` gives without a place flag: Mountain View), and its parse.
 * @internal
 */
export function historyPlaceOption(location: unknown) {
  const object = typeof location === 'object' && location !== null && !Array.isArray(location);
  if (location !== undefined && !object) {
    throw invalidOption('location', 'an object: { lat, lon }, { q } or { id }', location);
  }
  const where = object && Object.keys(location).length > 0 ? location : DEFAULT_PLACE;
  if (Object.hasOwn(where, 'zip')) {
    throw invalidOption(
      'zip',
      'no postal code: the History API takes { lat, lon }, { q } or { id }',
      (where as { zip?: unknown }).zip,
    );
  }
  assertKnownKeys(where, ['lat', 'lon', 'q', 'id'], 'location');
  return { where, parsed: readLocationOption(where, 'location') };
}
