/**
 * `GET /data/2.5/onecall`: the retired One Call 2.5. The service closed it in June 2024 (its
 * transfer page); since then it answers every request, whatever the key, its 401 "Invalid API key"
 * (recorded in the issues of Home Assistant, homebridge-weather-plus, aprsd and pyowm, 2024–2025).
 * The double answers the same, so a client still calling it fails as it does in production.
 * @internal
 */
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { coordinateLocationOf } from '../coordinates-only.js';
import { PROBE_PLACE_QUERY } from '../probes-shared.js';
import type { Route } from '../route.js';
import { closedContract, closedProbe } from './closed.js';
import { oneCallRetiredPact } from './pact.js';

/** @internal */
export const oneCallRetired: Route<'oneCallRetired', typeof oneCallRetiredPact> = {
  name: 'oneCallRetired',
  pact: oneCallRetiredPact,
  path: ROUTE_PATHS.oneCallRetired,
  summary: 'One Call 2.5 (retired in June 2024): the service’s 401 for every request',
  answer: () => ({ problem: 'unauthorized' }),
  locationOf: coordinateLocationOf,
  probes: () => [closedProbe('One Call 2.5', PROBE_PLACE_QUERY)],
  schemas: {},
  contract: () =>
    closedContract(
      {
        operationId: 'getOneCall25',
        summary: 'One Call 2.5 (retired)',
        description:
          'Closed by the service in June 2024 (replaced by GET /data/3.0/onecall): every request, with any key and any parameters, is answered 401 "Invalid API key", as the service answers it today.',
      },
      {
        name: 'exclude',
        description: 'Parts to leave out (as One Call 3.0’s); read by nothing since the closure.',
        schema: { type: 'string' },
      },
    ),
};
