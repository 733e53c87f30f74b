/**
 * The One Call 4.0 routes' public face (`/data/4.0/onecall/current`, `/timeline/…`): their answers'
 * types and generator methods, as the package's main entry exports them.
 */
export type {
  OneCall4Answer,
  OneCall4Methods,
  OneCall4MinutelyOptions,
  OneCall4Options,
  OneCall4Record,
  OneCall4TimelineOptions,
} from '../one-call/v4-generate.js';
