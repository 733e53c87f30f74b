/**
 * The find route's Pact interactions (see `../pact-types.ts`), in the One Call and air pollution
 * pact: the double's own answer, matched by the route's schema.
 * @internal
 */
import { CITIES_STATE, CITY_ITEMS_SOMETIMES_SENT } from '../group/pact.js';
import type { RoutePact } from '../pact-types.js';

/** @internal */
export const findPact = {
  interactions: [
    {
      sets: ['oneCallInteractions'],
      key: 'find',
      description: 'a find request for two cities around London',
      states: [CITIES_STATE],
      query: { lat: '51.5085', lon: '-0.1257', cnt: '2' },
      answer: {
        status: 200,
        schema: 'CitySearch',
        exampleFromDouble: true,
        unpinned: CITY_ITEMS_SOMETIMES_SENT,
      },
    },
  ],
} as const satisfies RoutePact;
