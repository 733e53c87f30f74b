/**
 * One Call's weather overview Pact interaction (see `../pact-types.ts`): the example computed by the
 * examples' generator (today at its clock), so the pact never changes.
 * @internal
 */
import { PACT_LONDON, PACT_WEATHER_STATE, SOMETIMES_SENT } from '../one-call/pact.js';
import type { RoutePact } from '../pact-types.js';
import type { overviewMethods } from './generate.js';

/** @internal */
export const oneCallOverviewPact = {
  interactions: [
    {
      sets: ['oneCallInteractions'],
      key: 'overview',
      description: 'a One Call overview request for London, today',
      states: [PACT_WEATHER_STATE],
      query: { lat: '51.5085', lon: '-0.1257' },
      answer: {
        status: 200,
        schema: 'WeatherOverview',
        exampleFrom: (generator: ReturnType<typeof overviewMethods>) =>
          generator.oneCallOverview(PACT_LONDON),
        unpinned: SOMETIMES_SENT,
      },
    },
  ],
} as const satisfies RoutePact;
