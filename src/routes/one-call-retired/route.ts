/**
 * `GET /data/2.5/onecall`: the retired One Call 2.5. The service closed it in June 2024 (its
 * transfer page); since then it answers every request, whatever the key, its 401 "Invalid API key"
 * (recorded in the issues of Home Assistant, homebridge-weather-plus, aprsd and pyowm, 2024–2025).
 * The double answers the same, so a client still calling it fails as it does in production.
 * @internal
 */
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { coordinateParameters, unitsParameter } from '../contract.js';
import {
  coordinateLocationOf,
  sharedCoordinateErrors,
  untranslatedLangParameter,
} from '../coordinates-only.js';
import { PROBE_PLACE, PROBE_PLACE_QUERY } from '../probes-shared.js';
import type { Route } from '../route.js';
import { oneCallRetiredPact } from './pact.js';

/** @internal */
export const oneCallRetired: Route<'oneCallRetired', typeof oneCallRetiredPact> = {
  name: 'oneCallRetired',
  pact: oneCallRetiredPact,
  path: ROUTE_PATHS.oneCallRetired,
  summary: 'One Call 2.5 (retired in June 2024): the service’s 401 for every request',
  answer: () => ({ problem: 'unauthorized' }),
  locationOf: coordinateLocationOf,
  /** One Call 2.5 at London with a valid key: the 401 every key gets since the closure. */
  probes: () => [
    {
      name: `One Call 2.5 at ${PROBE_PLACE.name} (retired: 401 whatever the key)`,
      query: PROBE_PLACE_QUERY,
      expect: 'unauthorized',
    },
  ],
  schemas: {},
  contract: () => ({
    operationId: 'getOneCall25',
    summary: 'One Call 2.5 (retired)',
    description:
      'Closed by the service in June 2024 (replaced by GET /data/3.0/onecall): every request, with any key and any parameters, is answered 401 "Invalid API key", as the service answers it today.',
    parameters: [
      ...coordinateParameters('the place'),
      {
        name: 'exclude',
        description: 'Parts to leave out (as One Call 3.0’s); read by nothing since the closure.',
        schema: { type: 'string' },
      },
      unitsParameter,
      untranslatedLangParameter,
    ],
    responses: sharedCoordinateErrors('unauthorized').map((errors) =>
      errors.status === 401
        ? { ...errors, description: 'Every request, whatever the key (the API is closed).' }
        : errors,
    ),
  }),
};
