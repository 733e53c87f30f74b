/**
 * One Call's day summary Pact interactions (see `../pact-types.ts`): the example computed by the
 * examples' generator, so it is the double's own answer and the pact never changes.
 * @internal
 */
import { LONDON_QUERY, londonInteraction, PACT_LONDON } from '../one-call/pact.js';
import type { RoutePact } from '../pact-types.js';
import type { daySummaryMethods } from './generate.js';

/** @internal */
export const oneCallDaySummaryPact = {
  interactions: [
    londonInteraction(
      'daySummary',
      'a One Call day summary request for London, 2024-05-31, in metric units',
      { date: '2024-05-31', units: 'metric' },
      {
        schema: 'DaySummary',
        exampleFrom: (generator: ReturnType<typeof daySummaryMethods>) =>
          generator.oneCallDaySummary(PACT_LONDON, { date: '2024-05-31', units: 'metric' }),
      },
    ),
    {
      sets: ['oneCallInteractions'],
      key: 'daySummaryInvalidDate',
      description: 'a One Call day summary request with a date that is not YYYY-MM-DD',
      states: ['coordinates are checked'],
      query: { ...LONDON_QUERY, date: '2024-5-31' },
      answer: { status: 400, error: { cod: 400, message: 'Invalid date format' }, parameters: ['date'] },
    },
  ],
} as const satisfies RoutePact;
