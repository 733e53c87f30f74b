/**
 * What the core hands a stateful route (Weather Stations 3.0), and what it answers.
 * @internal
 */
import type { Query } from '../service/query.js';

/** A stations request as the core hands it over: checked target, method and key. @internal */
export interface StationRequest {
  /** Upper case; `HEAD` is answered as `GET` without a body by the core. */
  readonly method: string;
  readonly query: Query;
  /** The path's last segment after the route's path (`/data/3.0/stations/{id}`), when there is one. */
  readonly id: string | undefined;
  /** The request body, `''` when none. */
  readonly body: string;
  /** The API key (`appid`), which scopes the stations. */
  readonly key: string;
  /** The double's clock, milliseconds. */
  readonly nowMs: number;
}

/** An answer of the stations API: its status and exact body (`''` for a 204). @internal */
export interface StationAnswer {
  readonly status: number;
  readonly body: string;
}
