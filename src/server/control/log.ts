/**
 * The control plane's view of the double's request log: each entry of the core's log with its
 * number (`seq`), the double's time when it was logged, its route, how long it took to answer, and
 * the answer itself for the last {@link KEPT_ANSWERS}. It follows the core's log (told of each entry
 * and each clear), so the two hold the same requests.
 * @internal
 */
import type { ServerResponse } from 'node:http';
import type { RecordedRequest } from '../../core/index.js';
import { cutBody, type LoggedEntry, type LogWatcher, type Outcome } from '../../core/internal.js';
import { REQUEST_LOG_LIMIT } from '../../core/log.js';
import { routeAtEnd } from '../../routes/table.js';

/** How many of the last answers are kept whole (status, headers, body). */
const KEPT_ANSWERS = 100;

/** A logged request as the control plane answers it. @internal */
export interface ControlRequest extends RecordedRequest {
  readonly seq: number;
  readonly time: string;
  readonly route: string | null;
  readonly durationMs: number | null;
}

/** What was sent for a request, as `GET /__weather-double/requests/{seq}/answer` answers it. @internal */
export interface SentAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** The request a response answers, until it is logged and answered. */
interface Tracked {
  readonly started: number;
  readonly res: ServerResponse;
  record?: ControlRecord;
}

interface ControlRecord {
  readonly seq: number;
  /** The double's clock when it was logged, and the real one. */
  readonly at: number;
  readonly wall: number;
  /** The request's path (not its URL object: a record outlives the request by 1000 others). */
  readonly pathname: string;
  readonly entry: LoggedEntry;
  durationMs: number | null;
}

/** A request as listed, with the real time it was logged (to order several workers' logs). @internal */
export interface ListedRequest {
  readonly request: ControlRequest;
  readonly wall: number;
}

/** Which requests `GET /__weather-double/requests` lists. @internal */
export interface RequestQuery {
  readonly route?: string | undefined;
  readonly status?: number | undefined;
  readonly since?: number | undefined;
  readonly limit?: number | undefined;
}

/** The control plane's log. @internal */
export interface ControlLog {
  /** Watches the core's log (give it to `createCore`). */
  readonly watcher: LogWatcher;
  /** Notes a request about to reach the core, by its URL object. */
  track(url: URL, res: ServerResponse): void;
  /** Notes the answer about to be written for the request at `url`. */
  sent(url: URL, outcome: Outcome): void;
  /** The requests, oldest first, filtered. */
  list(query: RequestQuery): ListedRequest[];
  /** The answer sent for `seq`, if it is among the last kept. */
  answer(seq: number): SentAnswer | undefined;
  /** Calls `listener` with each request once it is answered; returns how to stop. */
  subscribe(listener: (request: ControlRequest) => void): () => void;
  /** How many requests it holds. */
  readonly size: number;
}

/** The route name of a path, or `null`. */
function routeName(pathname: string): string | null {
  return routeAtEnd(pathname)?.name ?? null;
}

/** A request as the control plane answers it. */
function shown(record: ControlRecord): ControlRequest {
  return {
    ...record.entry.show(),
    seq: record.seq,
    time: new Date(record.at).toISOString(),
    route: routeName(record.pathname),
    durationMs: record.durationMs === null ? null : Math.round(record.durationMs * 100) / 100,
  };
}

/** A new control log; `now` gives the double's time of a request being logged. @internal */
export function createControlLog(now: () => number): ControlLog {
  const tracked = new WeakMap<URL, Tracked>();
  const records: ControlRecord[] = [];
  // The last answers sent, by seq modulo KEPT_ANSWERS (each slot says whose it is).
  const answers: ({ readonly seq: number; readonly outcome: Outcome } | undefined)[] = [];
  const listeners = new Set<(request: ControlRequest) => void>();
  let seq = 0;
  const finish = (track: Tracked, record: ControlRecord) => {
    record.durationMs = performance.now() - track.started;
    if (listeners.size === 0) return;
    const request = shown(record);
    for (const listener of listeners) listener(request);
  };
  return {
    watcher: {
      added(url, entry) {
        const record: ControlRecord = {
          seq: ++seq,
          at: now(),
          wall: Date.now(),
          pathname: url.pathname,
          entry,
          durationMs: null,
        };
        records.push(record);
        if (records.length > REQUEST_LOG_LIMIT) records.shift();
        const track = tracked.get(url);
        if (track === undefined) return;
        track.record = record;
        // A response closes once: a plain listener is enough (and cheaper than once()).
        track.res.on('close', () => {
          tracked.delete(url);
          finish(track, record);
        });
      },
      cleared() {
        records.length = 0;
        answers.length = 0;
      },
    },
    track(url, res) {
      tracked.set(url, { started: performance.now(), res });
    },
    sent(url, outcome) {
      const record = tracked.get(url)?.record;
      if (record !== undefined) answers[record.seq % KEPT_ANSWERS] = { seq: record.seq, outcome };
    },
    list({ route, status, since, limit }) {
      const matching: ListedRequest[] = [];
      for (const record of records) {
        if (since !== undefined && record.seq <= since) continue;
        if (route !== undefined && routeName(record.pathname) !== route) continue;
        const request = shown(record);
        if (status !== undefined && request.status !== status) continue;
        matching.push({ request, wall: record.wall });
      }
      return limit === undefined ? matching : matching.slice(-limit);
    },
    answer(wanted) {
      const kept = answers[wanted % KEPT_ANSWERS];
      if (kept?.seq !== wanted || wanted <= seq - KEPT_ANSWERS) return undefined;
      const { outcome } = kept;
      if (outcome.kind !== 'answer' && outcome.kind !== 'cut') return undefined;
      const { status, headers, body } = outcome.answer;
      // A cut-off answer sent the first part of its body only.
      const text =
        outcome.kind === 'cut'
          ? new TextDecoder().decode(cutBody(outcome.answer).sent)
          : typeof body === 'string'
            ? body
            : `(${body.length} bytes of ${headers.find(([name]) => name === 'Content-Type')?.[1] ?? 'data'})`;
      return { status, headers: Object.fromEntries(headers), body: text };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get size() {
      return records.length;
    },
  };
}
