/**
 * `GET /geo/1.0/reverse`: the cities nearest to `lat`, `lon`, nearest first within 100 km (`[]` at
 * sea), at most `limit`. Wrong coordinates answer 400 "wrong latitude"/"wrong longitude" as on the
 * weather path.
 * @internal
 */
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { coordinateParameters, limitParameter, sharedErrors } from '../contract.js';
import { geocodingListParts } from '../geocoding-direct/route.js';
import { geocodingLimit, onePlaceBody, placesBody } from '../geocoding-zip/places-answer.js';
import { isLocationProblem, parseLocationParams } from '../places.js';
import { PROBE_PLACE, PROBE_PLACE_QUERY } from '../probes-shared.js';
import type { Route } from '../route.js';

/** @internal */
export const geocodingReverse: Route<'geocodingReverse'> = {
  name: 'geocodingReverse',
  path: ROUTE_PATHS.geocodingReverse,
  ...geocodingListParts,
  summary: 'Places near coordinates (Geocoding API)',
  answer({ query }, world) {
    const limit = geocodingLimit(query.limit);
    const parsed = parseLocationParams({
      zip: undefined,
      q: undefined,
      id: undefined,
      lat: query.lat ?? '',
      lon: query.lon,
    });
    if (isLocationProblem(parsed)) return parsed;
    if (parsed.form !== 'coordinates') return { problem: 'wrongLatitude' };
    return { body: placesBody(world.locator.reverse(parsed.lat, parsed.lon, limit)) };
  },
  locationOf(query) {
    const parsed = parseLocationParams({
      zip: undefined,
      q: undefined,
      id: undefined,
      lat: query.lat,
      lon: query.lon,
    });
    return isLocationProblem(parsed) ? undefined : parsed;
  },
  /** The place nearest to London's coordinates, one only (`limit=1`). */
  probes: () => [
    {
      name: `the place nearest to ${PROBE_PLACE.name}'s coordinates (limit=1)`,
      query: `${PROBE_PLACE_QUERY}&limit=1`,
      expect: onePlaceBody('GB'),
    },
  ],
  schemas: {},
  contract: (examples) => ({
    operationId: 'getPlacesNear',
    summary: 'Places near coordinates (Geocoding API)',
    description:
      'Returns the places nearest to the coordinates, nearest first, at most `limit`; `[]` at sea. The key is checked first (401), then the coordinates (400 when wrong).',
    parameters: [...coordinateParameters('the point'), limitParameter],
    responses: [
      {
        status: 200,
        description: 'The places nearest to the coordinates, nearest first.',
        schema: 'GeocodingPlaces',
        examples: {
          london: {
            summary: '51.5085,-0.1257, limit 1',
            value: examples.answer(geocodingReverse, 'lat=51.5085&lon=-0.1257&limit=1'),
          },
        },
      },
      { status: 400, description: 'Wrong coordinates.', errors: ['wrongLatitude', 'wrongLongitude'] },
      ...sharedErrors(undefined, ''),
    ],
  }),
};
