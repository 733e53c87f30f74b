/**
 * The One Call routes' public face: their answers' types, serializers, validators and client
 * calls, as the package's main entry exports them.
 */
export type {
  CoordinateCallOptions,
  FetchOneCallOptions,
  FetchOneCallTimemachineOptions,
} from './client.js';
export { fetchOneCall, fetchOneCallTimemachine } from './client.js';
export type { OneCallMethods, OneCallOptions, OneCallTimemachineOptions } from './generate.js';
export { serializeOneCall, serializeOneCallTimemachine } from './serialize.js';
export type {
  OneCallAlert,
  OneCallAnswer,
  OneCallCurrent,
  OneCallDay,
  OneCallHour,
  OneCallMinute,
  OneCallPart,
  OneCallPrecipitation,
  OneCallTimemachineAnswer,
  OneCallVariantAnswer,
} from './types.js';
export type { OneCallValidation } from './validate.js';
export { validateOneCall, validateOneCallTimemachine } from './validate.js';
export type { OneCallVariantName } from './variants.js';
export { oneCallVariantNames } from './variants.js';
