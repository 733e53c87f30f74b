/**
 * The UV index API's Pact interaction (see `../pact-types.ts`), in the One Call pact: the example
 * computed by the examples' generator (the day of its clock), so the pact never changes.
 * @internal
 */
import { PACT_LONDON, PACT_WEATHER_STATE, SOMETIMES_SENT } from '../one-call/pact.js';
import type { RoutePact } from '../pact-types.js';
import type { uvIndexMethods } from './generate.js';

/** @internal */
export const uviPact = {
  interactions: [
    {
      sets: ['oneCallInteractions'],
      key: 'uvi',
      description: 'a UV index request for London (the deprecated API)',
      states: [PACT_WEATHER_STATE],
      query: { lat: '51.5085', lon: '-0.1257' },
      answer: {
        status: 200,
        schema: 'UvIndex',
        exampleFrom: (generator: ReturnType<typeof uvIndexMethods>) => generator.uvIndex(PACT_LONDON),
        unpinned: SOMETIMES_SENT,
      },
    },
  ],
} as const satisfies RoutePact;
