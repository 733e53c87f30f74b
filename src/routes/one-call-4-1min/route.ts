/**
 * `GET /data/4.0/onecall/timeline/1min`: One Call 4.0's minutes, One Call 3.0's `minutely` values
 * (`../one-call/v4.ts`).
 * @internal
 */
import { oneCall4Route } from '../one-call/v4.js';
import { type OneCall4Methods, oneCall4Kinds, oneCall4Methods } from '../one-call/v4-generate.js';
import type { OneInteractionPact } from '../pact-types.js';
import type { Route } from '../route.js';

/** @internal */
export const oneCall4Minutely: Route<
  'oneCall4Minutely',
  OneInteractionPact<'oneCall4Minutely'>,
  Pick<OneCall4Methods, 'oneCall4Minutely'>
> = oneCall4Route('1min', {
  generate: oneCall4Methods['1min'],
  cli: oneCall4Kinds['1min'],
  summary: 'One Call 4.0: the next 60 minutes of precipitation for coordinates',
  description:
    'Returns up to 60 records (`cnt` fewer) from the first whole minute at or after the clock: the timeline’s precipitation rate (mm/h), One Call 3.0’s `minutely` values, with the IDs of the alerts over each minute. No `start` and no pages (the page documents none).',
});
