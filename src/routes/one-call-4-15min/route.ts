/**
 * `GET /data/4.0/onecall/timeline/15min`: One Call 4.0's 15-minute steps over the next 48 hours, in pages (`../one-call/v4.ts`).
 * @internal
 */
import { oneCall4Route } from '../one-call/v4.js';
import { type OneCall4Methods, oneCall4Kinds, oneCall4Methods } from '../one-call/v4-generate.js';
import type { OneInteractionPact } from '../pact-types.js';
import type { Route } from '../route.js';

/** @internal */
export const oneCall4Quarterly: Route<
  'oneCall4Quarterly',
  OneInteractionPact<'oneCall4Quarterly'>,
  Pick<OneCall4Methods, 'oneCall4Quarterly'>
> = oneCall4Route('15min', {
  generate: oneCall4Methods['15min'],
  cli: oneCall4Kinds['15min'],
  summary: 'One Call 4.0: 15-minute steps over the next 48 hours for coordinates',
  description:
    "Returns up to 50 records (`cnt` fewer) of 15 minutes from the quarter hour holding `start` (default the clock), within the next 48 hours: each what One Call 3.0's `hourly` item reports of that moment (`pop` before `weather`, as the page's example), with the IDs of the alerts over it. `prev` and `next`: the URLs of the pages before and after.",
});
