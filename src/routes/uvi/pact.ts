/**
 * The UV index API's Pact interaction (see `../pact-types.ts`), in the One Call pact: the example
 * computed by the examples' generator (the day of its clock), so the pact never changes.
 * @internal
 */
import { londonInteraction, PACT_LONDON } from '../one-call/pact.js';
import type { RoutePact } from '../pact-types.js';
import type { uvIndexMethods } from './generate.js';

/** @internal */
export const uviPact = {
  interactions: [
    londonInteraction(
      'uvi',
      'a UV index request for London (the deprecated API)',
      {},
      {
        schema: 'UvIndex',
        exampleFrom: (generator: ReturnType<typeof uvIndexMethods>) => generator.uvIndex(PACT_LONDON),
      },
    ),
  ],
} as const satisfies RoutePact;
