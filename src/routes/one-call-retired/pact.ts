/**
 * The retired One Call 2.5's Pact interaction (see `../pact-types.ts`), in the One Call pact: the
 * service closed it, so even a key gets the 401.
 * @internal
 */
import { type RoutePact, unauthorizedAnswer } from '../pact-types.js';

/** @internal */
export const oneCallRetiredPact = {
  interactions: [
    {
      sets: ['oneCallInteractions'],
      key: 'oneCallRetired',
      description: 'a request to the retired One Call 2.5, with a key',
      states: ['an API key is required'],
      query: { lat: '51.5085', lon: '-0.1257' },
      answer: unauthorizedAnswer,
    },
  ],
} as const satisfies RoutePact;
