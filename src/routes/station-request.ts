/**
 * What the core hands a stateful route (Weather Stations 3.0, the Weather Triggers API), and what
 * it answers.
 * @internal
 */
import type { Query } from '../service/query.js';
import type { StatefulItem, World } from './route.js';
import type { StationBook } from './station-book.js';
import type { TriggerBook } from './trigger-book.js';

/** The item a path names under a stateful route's own path, and the parameters it fills. @internal */
export interface ItemAt {
  /** The route's item whose template the path fills (`/{id}/history`). */
  readonly item: StatefulItem;
  /** Its parameters, decoded: `{ id: 'abc' }`. */
  readonly params: Readonly<Record<string, string>>;
}

/** A stateful request as the core hands it over: checked target, method and key. @internal */
export interface StationRequest {
  /** Upper case; `HEAD` is answered as `GET` without a body by the core. */
  readonly method: string;
  readonly query: Query;
  /** The item the path names after the route's path (`/data/3.0/stations/{id}`), when it names one. */
  readonly item: ItemAt | undefined;
  /** The request body, `''` when none. */
  readonly body: string;
  /** The API key (`appid`), which scopes what the route keeps. */
  readonly key: string;
  /** The double's clock, milliseconds. */
  readonly nowMs: number;
}

/** What a stateful route answers over: the double's one book of each kind, and its world. @internal */
export interface StatefulContext {
  readonly stations: StationBook;
  readonly triggers: TriggerBook;
  /** The double's weather, which a route that keeps state may read. */
  readonly world: World;
}

/** An answer of a stateful route: its status and exact body (`''` for a 204). @internal */
export interface StationAnswer {
  readonly status: number;
  readonly body: string;
  /**
   * `text` for a body of plain words (the triggers' refusals, as the service writes them).
   * @default JSON
   */
  readonly contentType?: 'text';
}
