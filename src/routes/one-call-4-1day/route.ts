/**
 * `GET /data/4.0/onecall/timeline/1day`: One Call 4.0's local days from 1979 to 1.5 years ahead, in pages (`../one-call/v4.ts`).
 * @internal
 */
import { oneCall4Route } from '../one-call/v4.js';
import { type OneCall4Methods, oneCall4Kinds, oneCall4Methods } from '../one-call/v4-generate.js';
import type { OneInteractionPact } from '../pact-types.js';
import type { Route } from '../route.js';

/** @internal */
export const oneCall4Daily: Route<
  'oneCall4Daily',
  OneInteractionPact<'oneCall4Daily'>,
  Pick<OneCall4Methods, 'oneCall4Daily'>
> = oneCall4Route('1day', {
  generate: oneCall4Methods['1day'],
  cli: oneCall4Kinds['1day'],
  summary: 'One Call 4.0: local days from 1979 to 1.5 years ahead for coordinates',
  description:
    "Returns up to 10 records (`cnt` fewer) of local dates from the date holding `start` (default the clock), from 1979 to 1.5 years ahead: each One Call 3.0's `daily` item without `summary` (as the page's example), with the IDs of the alerts over the day. `prev` and `next`: the URLs of the pages before and after, `start` moved by `cnt` days.",
});
