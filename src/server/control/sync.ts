/**
 * What the control plane changes, as plain data, and how a change reaches every process that
 * serves: at once in a lone server, through the primary under `serve --workers N` (./cluster.ts).
 */

import type { ScenarioSpec } from '../../core/scenario-spec.js';
import type { ClockState } from './clock.js';
import type { ControlRequest, ListedRequest, RequestQuery, SentAnswer } from './log.js';

/** One change of the control plane, as every process applies it. @internal */
export type ControlChange =
  | { readonly op: 'add'; readonly id: string; readonly spec: ScenarioSpec }
  | { readonly op: 'drop'; readonly id: string }
  | { readonly op: 'dropAll' }
  | { readonly op: 'clock'; readonly state: ClockState }
  | { readonly op: 'clearLog' }
  | { readonly op: 'reset' };

/** A change as asked for: a scenario gets its id where the changes are ordered. @internal */
export type ControlChangeRequest =
  | Exclude<ControlChange, { op: 'add' }>
  | { readonly op: 'add'; readonly spec: ScenarioSpec };

/**
 * How this process's control plane reaches the others. A lone server's is {@link localSync}.
 * @internal
 */
export interface ControlSync {
  /** Applies a change in every process (ids given there) and resolves once each has. */
  apply(change: ControlChangeRequest): Promise<ControlChange>;
  /**
   * Claims a turn of a scenario that answers a limited number of requests (`once`, `times`, a
   * sequence's steps at `key`): how many turns were taken before this one, in every process.
   * `undefined` in a lone server (its scenario counts its own).
   */
  readonly claim: ((id: string, key: string) => Promise<number>) | undefined;
  /** Turns taken of each limited scenario, by id (`undefined`: count here). */
  readonly claimed: (() => Promise<Readonly<Record<string, number>>>) | undefined;
  /** The logged requests of every process, oldest first. */
  requests(query: RequestQuery): Promise<ControlRequest[]>;
  /** The answer logged as `seq`. */
  answer(seq: number): Promise<SentAnswer | undefined>;
  /** Calls `listener` with each request any process answers; resolves to how to stop. */
  subscribe(listener: (request: ControlRequest) => void): Promise<() => void>;
}

/** What one process offers its sync: how to apply a change, and its own log. @internal */
export interface ControlHere {
  apply(change: ControlChange): void;
  requests(query: RequestQuery): ListedRequest[];
  answer(seq: number): SentAnswer | undefined;
  subscribe(listener: (request: ControlRequest) => void): () => void;
}

/** The sync of a lone server: every change applied here, ids `s1`, `s2`, … @internal */
export function localSync(here: ControlHere): ControlSync {
  let ids = 0;
  return {
    async apply(change) {
      const applied: ControlChange = change.op === 'add' ? { ...change, id: `s${++ids}` } : change;
      here.apply(applied);
      return applied;
    },
    claim: undefined,
    claimed: undefined,
    requests: async (query) => here.requests(query).map(({ request }) => request),
    answer: async (seq) => here.answer(seq),
    subscribe: async (listener) => here.subscribe(listener),
  };
}
