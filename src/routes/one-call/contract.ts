/**
 * The OpenAPI operation of a One Call 3.0 route (One Call, its timemachine, day summary and
 * overview): what each says of itself, around what they share.
 * @internal
 */
import { coordinateParameters, unitsParameter } from '../contract.js';
import { coordinateResponses } from '../coordinates-only.js';
import type { ContractErrors, ContractParameter, ContractSuccess, RouteContract } from '../route.js';

/** What a One Call 3.0 route's operation says of itself. @internal */
export interface OneCallOperation {
  readonly operationId: string;
  readonly summary: string;
  readonly description: string;
  /** Its own parameters, between the coordinates and `units`. @default none */
  readonly own?: readonly ContractParameter[];
  /** Its `lang`: `langParameter`, or `untranslatedLangParameter` where the answer has no conditions. */
  readonly lang: ContractParameter;
  readonly success: ContractSuccess;
  /** Its 400s. @default coordinateErrors() */
  readonly badRequest?: ContractErrors;
}

/**
 * A One Call 3.0 route's operation: the place's coordinates, its own parameters, `units` and
 * `lang`; its 200, its 400s, One Call's own 401 and the answers every coordinate route shares.
 * @example
 * ```ts
 * contract: (examples) => oneCallContract({ operationId: 'getOneCall', summary, description, lang: langParameter, success });
 * ```
 * @internal
 */
export function oneCallContract(operation: OneCallOperation): RouteContract {
  const { operationId, summary, description, own = [], lang, success, badRequest } = operation;
  return {
    operationId,
    summary,
    description,
    parameters: [...coordinateParameters('the place'), ...own, unitsParameter, lang],
    responses: coordinateResponses(success, 'oneCallUnauthorized', badRequest),
  };
}
