/**
 * The Air Pollution API's Pact interactions and body function (see `../pact-types.ts`), one pact
 * per route of the family: examples computed by the examples' generator.
 * @internal
 */
import { londonInteraction, PACT_LONDON, type PactExamples, SOMETIMES_SENT } from '../one-call/pact.js';
import { pactBody, type RoutePact } from '../pact-types.js';
import type { AirPollutionAnswer } from './types.js';

/** @internal */
export const airPollutionPact = {
  interactions: [
    londonInteraction(
      'airPollution',
      'an air pollution request for London',
      {},
      {
        schema: 'AirPollution',
        exampleFrom: (generator: PactExamples) => generator.airPollution(PACT_LONDON),
      },
    ),
  ],
  bodies: {
    airPollutionBody: pactBody<AirPollutionAnswer>({ schema: 'AirPollution', unpinned: SOMETIMES_SENT }),
  },
} as const satisfies RoutePact;

/** @internal */
export const airPollutionForecastPact = {
  interactions: [
    londonInteraction(
      'airPollutionForecast',
      'an air pollution forecast request for London',
      {},
      {
        schema: 'AirPollution',
        exampleFrom: (generator: PactExamples) => generator.airPollution(PACT_LONDON, { kind: 'forecast' }),
      },
    ),
  ],
} as const satisfies RoutePact;

/** @internal */
export const airPollutionHistoryPact = {
  interactions: [
    londonInteraction(
      'airPollutionHistory',
      'an air pollution history request for London, 2024-06-01 00:00 to 06:00 UTC',
      { start: '1717200000', end: '1717221600' },
      {
        schema: 'AirPollution',
        exampleFrom: (generator: PactExamples) =>
          generator.airPollution(PACT_LONDON, { kind: 'history', start: 1717200000, end: 1717221600 }),
      },
    ),
  ],
} as const satisfies RoutePact;
