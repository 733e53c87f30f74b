/**
 * `GET /data/4.0/onecall/current`: One Call 4.0's current weather at coordinates, one record, One
 * Call 3.0's `current` at the same clock with the IDs of its alerts (`../one-call/v4.ts`).
 * @internal
 */
import { oneCall4Route } from '../one-call/v4.js';
import { type OneCall4Methods, oneCall4Kinds, oneCall4Methods } from '../one-call/v4-generate.js';
import type { OneInteractionPact } from '../pact-types.js';
import type { Route } from '../route.js';

/** @internal */
export const oneCall4Current: Route<
  'oneCall4Current',
  OneInteractionPact<'oneCall4Current'>,
  Pick<OneCall4Methods, 'oneCall4Current'>
> = oneCall4Route('current', {
  generate: oneCall4Methods['current'],
  cli: oneCall4Kinds['current'],
  summary: 'One Call 4.0: the current weather for coordinates',
  description:
    'Returns one record, `data[0]`: what One Call 3.0 reports as `current` at the same clock (the weather endpoint’s observation, with `dew_point` and `uvi`), and `alerts`, the IDs of the alerts the weather raises there (those One Call 3.0 lists), when there are some. The key is checked first (401), then the coordinates (400).',
});
