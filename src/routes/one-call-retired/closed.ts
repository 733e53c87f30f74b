/**
 * What One Call 2.5's routes share since the service closed them in June 2024 (its transfer page):
 * every request, whatever the key and the parameters, is answered 401 "Invalid API key" (recorded
 * in the issues of Home Assistant, homebridge-weather-plus, aprsd and pyowm, 2024–2025).
 * @internal
 */
import { coordinateParameters, unitsParameter } from '../contract.js';
import { sharedCoordinateErrors, untranslatedLangParameter } from '../coordinates-only.js';
import { PROBE_PLACE } from '../probes-shared.js';
import type { ContractParameter, RouteContract, RouteProbe } from '../route.js';

/** The probe of a closed One Call 2.5 route at London with a valid key: the 401 every key gets. @internal */
export function closedProbe(what: string, query: string): RouteProbe {
  return {
    name: `${what} at ${PROBE_PLACE.name} (retired: 401 whatever the key)`,
    query,
    expect: 'unauthorized',
  };
}

/**
 * The contract of a closed One Call 2.5 route: its parameters (coordinates, its own, `units`,
 * `lang`) and the shared errors only, its 401 for every request.
 * @internal
 */
export function closedContract(
  contract: Pick<RouteContract, 'operationId' | 'summary' | 'description'>,
  own: ContractParameter,
): RouteContract {
  return {
    ...contract,
    parameters: [...coordinateParameters('the place'), own, unitsParameter, untranslatedLangParameter],
    responses: sharedCoordinateErrors('unauthorized').map((errors) =>
      errors.status === 401
        ? { ...errors, description: 'Every request, whatever the key (the API is closed).' }
        : errors,
    ),
  };
}
