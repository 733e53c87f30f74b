/**
 * The group route's Pact interactions (see `../pact-types.ts`), in the One Call and air pollution
 * pact: the double's own answer, matched by the route's schema.
 * @internal
 */
import { SOMETIMES_SENT } from '../one-call/pact.js';
import type { RoutePact } from '../pact-types.js';

/**
 * What the several-cities routes' items send only sometimes (`sea_level` and `grnd_level`: items
 * from model data only, drawn per place and hour), never pinned by their pacts. @internal
 */
export const CITY_ITEMS_SOMETIMES_SENT = [...SOMETIMES_SENT, 'sea_level', 'grnd_level'] as const;

/** The provider state of the several-cities routes. @internal */
export const CITIES_STATE = 'cities are listed from the place data';

/** @internal */
export const groupPact = {
  interactions: [
    {
      sets: ['oneCallInteractions'],
      key: 'group',
      description: 'a group request for London and Moscow in metric units',
      states: [CITIES_STATE],
      query: { id: '2643743,524901', units: 'metric' },
      answer: {
        status: 200,
        schema: 'CityGroup',
        exampleFromDouble: true,
        unpinned: CITY_ITEMS_SOMETIMES_SENT,
      },
    },
    {
      sets: ['oneCallInteractions'],
      key: 'groupTooMany',
      description: 'a group request for 21 city IDs',
      states: [CITIES_STATE],
      query: { id: Array.from({ length: 21 }, () => '2643743').join(',') },
      answer: { status: 400, error: { cod: '400', message: 'id list must be in range from 1 to 20' } },
    },
  ],
} as const satisfies RoutePact;
