/**
 * The box/city route's Pact interactions (see `../pact-types.ts`), in the One Call and air pollution
 * pact: the double's own answer, matched by the route's schema.
 * @internal
 */
import { CITIES_STATE, CITY_ITEMS_SOMETIMES_SENT } from '../group/pact.js';
import type { RoutePact } from '../pact-types.js';

/** @internal */
export const boxCityPact = {
  interactions: [
    {
      sets: ['oneCallInteractions'],
      key: 'boxCity',
      description: 'a box/city request for Greater London at zoom 6',
      states: [CITIES_STATE],
      query: { bbox: '-0.5,51.3,0.3,51.7,6' },
      answer: {
        status: 200,
        schema: 'CityBox',
        exampleFromDouble: true,
        unpinned: CITY_ITEMS_SOMETIMES_SENT,
      },
    },
  ],
} as const satisfies RoutePact;
