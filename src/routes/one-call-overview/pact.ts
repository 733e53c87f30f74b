/**
 * One Call's weather overview Pact interaction (see `../pact-types.ts`): the example computed by the
 * examples' generator (today at its clock), so the pact never changes.
 * @internal
 */
import { londonInteraction, PACT_LONDON } from '../one-call/pact.js';
import type { RoutePact } from '../pact-types.js';
import type { overviewMethods } from './generate.js';

/** @internal */
export const oneCallOverviewPact = {
  interactions: [
    londonInteraction(
      'overview',
      'a One Call overview request for London, today',
      {},
      {
        schema: 'WeatherOverview',
        exampleFrom: (generator: ReturnType<typeof overviewMethods>) =>
          generator.oneCallOverview(PACT_LONDON),
      },
    ),
  ],
} as const satisfies RoutePact;
