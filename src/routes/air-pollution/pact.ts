/**
 * The Air Pollution API's Pact interactions and body function (see `../pact-types.ts`), one pact
 * per route of the family: examples computed by the examples' generator.
 * @internal
 */
import { PACT_LONDON, PACT_WEATHER_STATE, type PactExamples, SOMETIMES_SENT } from '../one-call/pact.js';
import { pactBody, type RoutePact } from '../pact-types.js';
import type { AirPollutionAnswer } from './types.js';

const LONDON_QUERY = { lat: '51.5085', lon: '-0.1257' };

/** @internal */
export const airPollutionPact = {
  interactions: [
    {
      sets: ['oneCallInteractions'],
      key: 'airPollution',
      description: 'an air pollution request for London',
      states: [PACT_WEATHER_STATE],
      query: LONDON_QUERY,
      answer: {
        status: 200,
        schema: 'AirPollution',
        exampleFrom: (generator: PactExamples) => generator.airPollution(PACT_LONDON),
        unpinned: SOMETIMES_SENT,
      },
    },
  ],
  bodies: {
    airPollutionBody: pactBody<AirPollutionAnswer>({ schema: 'AirPollution', unpinned: SOMETIMES_SENT }),
  },
} as const satisfies RoutePact;

/** @internal */
export const airPollutionForecastPact = {
  interactions: [
    {
      sets: ['oneCallInteractions'],
      key: 'airPollutionForecast',
      description: 'an air pollution forecast request for London',
      states: [PACT_WEATHER_STATE],
      query: LONDON_QUERY,
      answer: {
        status: 200,
        schema: 'AirPollution',
        exampleFrom: (generator: PactExamples) => generator.airPollution(PACT_LONDON, { kind: 'forecast' }),
        unpinned: SOMETIMES_SENT,
      },
    },
  ],
} as const satisfies RoutePact;

/** @internal */
export const airPollutionHistoryPact = {
  interactions: [
    {
      sets: ['oneCallInteractions'],
      key: 'airPollutionHistory',
      description: 'an air pollution history request for London, 2024-06-01 00:00 to 06:00 UTC',
      states: [PACT_WEATHER_STATE],
      query: { ...LONDON_QUERY, start: '1717200000', end: '1717221600' },
      answer: {
        status: 200,
        schema: 'AirPollution',
        exampleFrom: (generator: PactExamples) =>
          generator.airPollution(PACT_LONDON, { kind: 'history', start: 1717200000, end: 1717221600 }),
        unpinned: SOMETIMES_SENT,
      },
    },
  ],
} as const satisfies RoutePact;
