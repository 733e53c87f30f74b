/**
 * The weather station history route's public face: its answer's types and generator method, as
 * the package's main entry exports them.
 */
export type { StationHistoryMethods, StationHistoryOptions } from './generate.js';
export type {
  StationHistory,
  StationHistoryItem,
  StationHistoryType,
  StationPeriod,
  StationStatistic,
  StationTick,
} from './types.js';
