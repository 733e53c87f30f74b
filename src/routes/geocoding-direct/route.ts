/**
 * `GET /geo/1.0/direct`: the cities of a name (`q={city},{state},{country}`), most populous first,
 * at most `limit`; `[]` when none. No `q` answers 400 "Nothing to geocode".
 * @internal
 */
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { limitParameter, sharedErrors } from '../contract.js';
import {
  geocodingLimit,
  geocodingSchemas,
  NO_PLACES,
  onePlaceBody,
  placesBody,
} from '../geocoding-zip/places-answer.js';
import { parseNameForm } from '../places.js';
import type { Route } from '../route.js';
import { answerVariants } from '../variants-shared.js';
import { geocodingCatalogue } from './variants.js';

/**
 * What the Geocoding API's lists of places (by name, by coordinates) share: the scenarios on by
 * default, the rare real variants of the list (docs/variants.md: US states by their code, as in
 * 2021), and the body of a list with nothing found.
 * @internal
 */
export const geocodingListParts = {
  ...answerVariants(geocodingCatalogue, 'geocodingNotFound'),
  nothingFound: NO_PLACES,
} as const satisfies Partial<Route>;

/** @internal */
export const geocodingDirect: Route<'geocodingDirect'> & {
  /** The list's variants (for the fast-check arbitrary, which reaches them through the table). */
  readonly catalogue: typeof geocodingCatalogue;
} = {
  name: 'geocodingDirect',
  catalogue: geocodingCatalogue,
  path: ROUTE_PATHS.geocodingDirect,
  ...geocodingListParts,
  summary: 'Places by name (Geocoding API)',
  answer({ query }, world) {
    const limit = geocodingLimit(query.limit);
    const name = query.q === undefined ? undefined : parseNameForm(query.q);
    if (!name) return { problem: 'nothingToGeocode' };
    return { body: placesBody(world.locator.direct(name, limit)) };
  },
  locationOf: (query) => (query.q === undefined ? undefined : parseNameForm(query.q)),
  /** The place of a well-known name, one only (`limit=1`). */
  probes: () => [
    { name: 'the place named London,GB (limit=1)', query: 'q=London,GB&limit=1', expect: onePlaceBody('GB') },
  ],
  schemas: { GeocodingPlaces: geocodingSchemas.GeocodingPlaces as (typeof geocodingSchemas)[string] },
  contract: (examples) => ({
    operationId: 'getPlacesByName',
    summary: 'Places by name (Geocoding API)',
    description:
      'Returns the places of a name, the most populous first, at most `limit`; `[]` when none. The key is checked first (401), then the name (400 without one).',
    parameters: [
      {
        name: 'q',
        description: 'A city name: `{city}`, `{city},{country}` or `{city},{state},{country}`.',
        required: true,
        schema: { type: 'string' },
        examples: { london: { summary: 'London, GB', value: 'London,GB' } },
      },
      limitParameter,
    ],
    responses: [
      {
        status: 200,
        description: 'The places of that name, best first.',
        schema: 'GeocodingPlaces',
        examples: {
          london: {
            summary: 'London,GB, limit 2',
            value: examples.answer(geocodingDirect, 'q=London,GB&limit=2'),
          },
        },
      },
      { status: 400, description: 'No name to look up.', errors: ['nothingToGeocode'] },
      ...sharedErrors(undefined, ''),
    ],
  }),
};
