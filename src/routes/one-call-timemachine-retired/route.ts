/**
 * `GET /data/2.5/onecall/timemachine`: One Call 2.5's weather at a past moment, closed with the
 * rest of One Call 2.5 in June 2024 (the service's transfer page). Clients still call it (pyowm's
 * `one_call_history`); since the closure it answers every request, whatever the key, its 401
 * "Invalid API key", as `/data/2.5/onecall` does (`../one-call-retired/`). The double answers the
 * same, so a client still calling it fails as it does in production.
 * @internal
 */
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { unixTimeParameter } from '../contract.js';
import { coordinateLocationOf } from '../coordinates-only.js';
import { closedContract, closedProbe } from '../one-call-retired/closed.js';
import { PROBE_PLACE_QUERY } from '../probes-shared.js';
import type { Route } from '../route.js';

/** A moment One Call 2.5's timemachine took (within its last five days, when it answered). */
const PROBE_DT = 1_645_888_976;

/** @internal */
export const oneCallTimemachineRetired: Route<'oneCallTimemachineRetired'> = {
  name: 'oneCallTimemachineRetired',
  path: ROUTE_PATHS.oneCallTimemachineRetired,
  summary: 'One Call 2.5 timemachine (retired in June 2024): the service’s 401 for every request',
  answer: () => ({ problem: 'unauthorized' }),
  locationOf: coordinateLocationOf,
  probes: () => [closedProbe('One Call 2.5 timemachine', `${PROBE_PLACE_QUERY}&dt=${PROBE_DT}`)],
  schemas: {},
  contract: () =>
    closedContract(
      {
        operationId: 'getOneCall25Timemachine',
        summary: 'One Call 2.5 timemachine (retired)',
        description:
          'Closed by the service with One Call 2.5 in June 2024 (replaced by GET /data/3.0/onecall/timemachine): every request, with any key and any parameters, is answered 401 "Invalid API key", as the service answers it today.',
      },
      unixTimeParameter('dt', 'The moment, Unix seconds (UTC); read by nothing since the closure.'),
    ),
};
