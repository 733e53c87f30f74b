/**
 * The Weather Triggers API's interaction in the One Call and Air Pollution pact: the list of a key
 * that holds no triggers, `[]` (what pyowm's `get_triggers()` reads first). A pact interaction is a
 * GET of one state; a key's triggers made by POST are state a provider's handler would have to set
 * up, so the pact pins the list's answer and leaves the methods to the tests of the double.
 * @internal
 */
import type { OneInteractionPact } from '../pact-types.js';

/** @internal */
export const triggersPact = {
  interactions: [
    {
      sets: ['oneCallInteractions'],
      key: 'triggers',
      description: 'a request for the triggers of a key that holds none (the Weather Triggers API)',
      states: ['the API key holds no triggers'],
      query: {},
      answer: { status: 200, schema: 'TriggerList', example: [] },
    },
  ],
} as const satisfies OneInteractionPact<'triggers'>;
