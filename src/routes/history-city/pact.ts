/**
 * The city history's Pact interaction (see `../pact-types.ts`), in the One Call and air pollution
 * pact: the page's own request (the place alone, the last 24 hours), so that it holds at any clock;
 * the double's own answer, matched by the route's schema.
 * @internal
 */
import { PACT_WEATHER_STATE } from '../one-call/pact.js';
import type { RoutePact } from '../pact-types.js';

/** @internal */
export const historyCityPact = {
  interactions: [
    {
      sets: ['oneCallInteractions'],
      key: 'historyCity',
      description: 'a city history request for London, the last 24 hours',
      states: [PACT_WEATHER_STATE],
      query: { lat: '51.5085', lon: '-0.1257', type: 'hour' },
      answer: {
        status: 200,
        schema: 'CityHistory',
        exampleFromDouble: true,
        // Sent only when gusty, while it rains, while it snows.
        unpinned: ['gust', 'rain', 'snow'],
      },
    },
  ],
} as const satisfies RoutePact;
