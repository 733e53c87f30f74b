/**
 * `GET /data/4.0/onecall/timeline/1h`: One Call 4.0's hours from 1979 to 48 hours ahead, in pages (`../one-call/v4.ts`).
 * @internal
 */
import { oneCall4Route } from '../one-call/v4.js';
import { type OneCall4Methods, oneCall4Kinds, oneCall4Methods } from '../one-call/v4-generate.js';
import type { OneInteractionPact } from '../pact-types.js';
import type { Route } from '../route.js';

/** @internal */
export const oneCall4Hourly: Route<
  'oneCall4Hourly',
  OneInteractionPact<'oneCall4Hourly'>,
  Pick<OneCall4Methods, 'oneCall4Hourly'>
> = oneCall4Route('1h', {
  generate: oneCall4Methods['1h'],
  cli: oneCall4Kinds['1h'],
  summary: 'One Call 4.0: hours from 1979 to 48 hours ahead for coordinates',
  description:
    "Returns up to 20 records (`cnt` fewer) of whole hours from the hour holding `start` (default the clock), from 1979 to 48 hours ahead: each One Call 3.0's `hourly` item of that hour (`pop` before `weather`), with the IDs of the alerts over it. `prev` and `next`: the URLs of the pages before and after.",
});
