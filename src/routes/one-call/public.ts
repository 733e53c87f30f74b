/**
 * The One Call routes' public face: their answers' types, serializers and validators, as the
 * package's main entry exports them.
 */
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
} from './types.js';
export type { OneCallValidation } from './validate.js';
export { validateOneCall, validateOneCallTimemachine } from './validate.js';
