/**
 * The control plane under `serve --workers N`: the worker that receives a control request asks the
 * primary (node:cluster IPC), which applies each change in every worker and waits for all of them
 * before answering, counts the turns of `once`/`times` scenarios and sequences for all of them, and
 * gathers every worker's request log, numbered in one sequence. Without a store, it also counts
 * every worker's calls against the quota and the plans' limits (one window per key for all).
 * @internal
 */
import type { Worker } from 'node:cluster';
import { createQuotaCounter, type QuotaCounter } from '../../core/faults/quota.js';
import type { WeatherStore } from '../../core/faults/store.js';
import type { ScenarioSpec } from '../../core/scenario-spec.js';
import { WeatherDoubleError, type WeatherDoubleErrorCode } from '../../errors.js';
import { type ClockState, START_CLOCK } from './clock.js';
import type { ControlRequest, ListedRequest, RequestQuery, SentAnswer } from './log.js';
import type { ControlChange, ControlChangeRequest, ControlHere, ControlSync } from './sync.js';

/** How many numbers of logged requests the primary keeps (each worker keeps its last 1000). */
const KEPT_NUMBERS = 256 * 1000;

/** How long a call between the primary and a worker may take before it fails. */
const CALL_TIMEOUT_MS = 10_000;

/** One end of an IPC channel: a worker's `process`, or the primary's `Worker`. */
interface Endpoint {
  send(message: unknown): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
}

type Handlers = Readonly<Record<string, (args: never) => unknown>>;

interface Call {
  readonly type: 'weather-double-call';
  readonly id: number;
  readonly method: string;
  readonly args: unknown;
}

interface Reply {
  readonly type: 'weather-double-reply';
  readonly id: number;
  readonly result?: unknown;
  readonly error?: {
    readonly code: WeatherDoubleErrorCode;
    readonly message: string;
    readonly path?: string;
  };
}

/** A call to the other end of a channel: resolves to what its handler returned. */
type Caller = (method: string, args?: unknown) => Promise<unknown>;

/** The error a reply carries, as the package's error again. */
function errorOf(reply: Reply): WeatherDoubleError {
  const { code = 'CONTROL_FAILED', message = 'failed', path } = reply.error ?? {};
  return new WeatherDoubleError(
    code,
    message.replace(/^\[weather-double\] /, ''),
    path === undefined ? {} : { path },
  );
}

/**
 * Calls and answers calls over one IPC channel: `handlers` answer the other end's calls; the caller
 * returned makes calls to it (failing with `CONTROL_FAILED` after {@link CALL_TIMEOUT_MS}).
 */
function channel(endpoint: Endpoint, handlers: Handlers): Caller {
  let next = 0;
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: unknown): void }>();
  endpoint.on('message', (message) => {
    const typed = message as Call | Reply | null;
    if (typed?.type === 'weather-double-call') {
      const handler = handlers[typed.method];
      Promise.resolve()
        .then(() => handler?.(typed.args as never))
        .then(
          (result) => endpoint.send({ type: 'weather-double-reply', id: typed.id, result } satisfies Reply),
          (error: unknown) => {
            const known = error instanceof WeatherDoubleError ? error : undefined;
            endpoint.send({
              type: 'weather-double-reply',
              id: typed.id,
              error: {
                code: known?.code ?? 'CONTROL_FAILED',
                message: error instanceof Error ? error.message : String(error),
                ...(known?.path === undefined ? {} : { path: known.path }),
              },
            } satisfies Reply);
          },
        );
    } else if (typed?.type === 'weather-double-reply') {
      const pending = waiting.get(typed.id);
      waiting.delete(typed.id);
      if (typed.error === undefined) pending?.resolve(typed.result);
      else pending?.reject(errorOf(typed));
    }
  });
  return (method, args) =>
    new Promise((resolve, reject) => {
      const id = ++next;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(
          new WeatherDoubleError(
            'CONTROL_FAILED',
            `A worker or the primary did not answer ${method} in time.`,
          ),
        );
      }, CALL_TIMEOUT_MS);
      waiting.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      endpoint.send({ type: 'weather-double-call', id, method, args } satisfies Call);
    });
}

/**
 * What a worker of `serve --workers N` shares through the primary, over its one IPC channel: its
 * control plane's sync, and the counting of the quota and the plans' limits (a store that counts
 * in the primary's memory, for a worker given no `--store`).
 * @internal
 */
export interface WorkerLink {
  /** The sync of the worker's control plane: everything through the primary. */
  readonly sync: (here: ControlHere) => ControlSync;
  /** Counts each key's calls in the primary, for every worker: a store of the quota's windows. */
  readonly counting: WeatherStore;
}

/**
 * The worker's end of the channel to the primary: its control plane's changes, log and stream go
 * through it, the primary calling back into `here` (in this worker and every other), and so do the
 * quota's and the plans' counts.
 * @internal
 */
export function workerLink(): WorkerLink {
  const listeners = new Set<(request: ControlRequest) => void>();
  let stopStream: (() => void) | undefined;
  let running: ControlHere | undefined;
  const here = (): ControlHere => {
    if (running === undefined)
      throw new WeatherDoubleError('CONTROL_FAILED', 'This worker has no control plane running yet.');
    return running;
  };
  const call = channel(process as Endpoint, {
    apply: (change: ControlChange) => here().apply(change),
    requests: (query: RequestQuery) => here().requests(query),
    answer: (seq: number) => here().answer(seq) ?? null,
    // The primary asks for every answered request while some worker streams them.
    streamOn: () => {
      stopStream ??= here().subscribe((request) => void call('streamed', request).catch(() => {}));
    },
    streamOff: () => {
      stopStream?.();
      stopStream = undefined;
    },
    // A request some worker answered, numbered by the primary, for this worker's streams.
    stream: (request: ControlRequest) => {
      for (const listener of listeners) listener(request);
    },
  });
  const sync = (control: ControlHere): ControlSync => {
    running = control;
    return {
      apply: (change: ControlChangeRequest) => call('apply', change) as Promise<ControlChange>,
      claim: (id, key) => call('claim', { id, key }) as Promise<number>,
      claimed: () => call('claimed') as Promise<Record<string, number>>,
      requests: (query) => call('requests', query) as Promise<ControlRequest[]>,
      answer: async (seq) => ((await call('answer', seq)) as SentAnswer | null) ?? undefined,
      async subscribe(listener) {
        listeners.add(listener);
        if (listeners.size === 1) await call('subscribe');
        return () => {
          listeners.delete(listener);
          if (listeners.size === 0) void call('unsubscribe').catch(() => {});
        };
      },
    };
  };
  const counting: WeatherStore = {
    takeQuota: (key, nowMs, { limit, windowMs }) =>
      call('count', { key, nowMs, limit, windowMs } satisfies CountCall) as Promise<boolean>,
    ping: async () => {},
    label: 'the primary of serve --workers',
  };
  return { sync, counting };
}

/** A call of the quota's or a plan's limit, as a worker sends it to the primary. */
interface CountCall {
  readonly key: string;
  readonly nowMs: number;
  readonly limit: number;
  readonly windowMs: number;
}

/** A worker as the primary's control plane knows it. */
interface Member {
  readonly worker: Worker;
  readonly call: Caller;
  /** Whether it listens (a change is applied to listening workers; a new one gets the state first). */
  ready: boolean;
  /** Whether some of its control requests stream the log. */
  streaming: boolean;
}

/** What the primary keeps: every change so far, for a worker that starts later. */
interface PrimaryState {
  clock: ClockState;
  scenarios: { readonly id: string; readonly spec: ScenarioSpec }[];
}

/**
 * The logs of several processes as one, oldest first: those not numbered yet get their numbers in
 * the order they were logged (real time); then `query`'s `since` and `limit`.
 * @internal
 */
export function mergeLogs(
  lists: readonly { readonly owner: Owner; readonly listed: readonly ListedRequest[] }[],
  numbers: Numbering,
  { since, limit }: RequestQuery,
): ControlRequest[] {
  const all = lists
    .flatMap(({ owner, listed }) => listed.map((entry) => ({ owner, ...entry })))
    .sort((a, b) => a.wall - b.wall || a.request.seq - b.request.seq)
    .map(({ owner, request }) => ({ ...request, seq: numbers.of(owner, request.seq) }))
    .filter((request) => since === undefined || request.seq > since)
    .sort((a, b) => a.seq - b.seq);
  return limit === undefined ? all : all.slice(-limit);
}

/** Who logged a request: a worker's pid, or a server's id. @internal */
export type Owner = number | string;

/** One numbering of the requests of several processes. @internal */
export type Numbering = ReturnType<typeof numbering>;

/**
 * The numbering of several processes' logged requests (the primary's for its workers, a server's
 * for the servers of one store): one sequence, 1, 2, …
 * @internal
 */
export function numbering() {
  const numbers = new Map<string, number>();
  const origins = new Map<number, { readonly pid: Owner; readonly seq: number }>();
  let last = 0;
  return {
    /** The number of a worker's request, given one now if it has none. */
    of(pid: Owner, seq: number): number {
      const key = `${pid}:${seq}`;
      let number = numbers.get(key);
      if (number === undefined) {
        number = ++last;
        numbers.set(key, number);
        origins.set(number, { pid, seq });
        if (numbers.size > KEPT_NUMBERS) {
          const [oldest, itsNumber] = numbers.entries().next().value as [string, number];
          numbers.delete(oldest);
          origins.delete(itsNumber);
        }
      }
      return number;
    },
    origin: (number: number) => origins.get(number),
    clear() {
      numbers.clear();
      origins.clear();
    },
  };
}

/** Notes a change the primary applies, for the workers that start later (and its counts). */
function rememberChange(
  state: PrimaryState,
  claims: Map<string, unknown>,
  numbers: { clear(): void },
  change: ControlChange,
): void {
  switch (change.op) {
    case 'add':
      state.scenarios.push({ id: change.id, spec: change.spec });
      return;
    case 'drop':
      state.scenarios = state.scenarios.filter((scenario) => scenario.id !== change.id);
      claims.delete(change.id);
      return;
    case 'clock':
      state.clock = change.state;
      return;
    case 'clearLog':
      numbers.clear();
      return;
    default:
      // dropAll and reset.
      state.scenarios = [];
      claims.clear();
      if (change.op === 'reset') {
        state.clock = START_CLOCK;
        numbers.clear();
      }
  }
}

/**
 * Counts the calls of every worker against the quota and the plans' limits, in the primary's
 * memory: one counter a limit and window length, each key's window as the quota's (one call of
 * `key` at `nowMs`; `true` when it is over the limit, see `WeatherStore.takeQuota`).
 */
function sharedCount(): (call: CountCall) => boolean {
  const counters = new Map<string, QuotaCounter>();
  return ({ key, nowMs, limit, windowMs }) => {
    const name = `${limit}:${windowMs}`;
    let counter = counters.get(name);
    if (counter === undefined) {
      counter = createQuotaCounter({ limit, windowMs });
      counters.set(name, counter);
    }
    return counter.take(key, nowMs);
  };
}

/**
 * The primary's side of the workers' control planes, and the counts of the quota and the plans'
 * limits for all of them (`count`). `watch` each worker as it is forked.
 * @internal
 */
export function primaryControl(count = sharedCount()): { watch(worker: Worker): void } {
  const members = new Map<number, Member>();
  const state: PrimaryState = { clock: START_CLOCK, scenarios: [] };
  const claims = new Map<string, Map<string, number>>();
  const numbers = numbering();
  let ids = 0;
  const ready = () => [...members.values()].filter((member) => member.ready && member.worker.isConnected());
  const remember = (change: ControlChange) => rememberChange(state, claims, numbers, change);
  /** Every worker's requests, renumbered, oldest first. */
  const gather = async (query: RequestQuery) => {
    const { since, limit, ...filter } = query;
    const lists = await Promise.all(
      ready().map(async (member) => ({
        owner: member.worker.process.pid ?? 0,
        listed: (await member.call('requests', filter)) as ListedRequest[],
      })),
    );
    return mergeLogs(lists, numbers, query);
  };
  const broadcast = (method: string, args?: unknown) =>
    Promise.all(ready().map((member) => member.call(method, args)));
  const setStreaming = () => {
    const on = [...members.values()].some((member) => member.streaming);
    return broadcast(on ? 'streamOn' : 'streamOff');
  };
  const handlersOf = (member: Member): Handlers => ({
    async apply(change: ControlChangeRequest) {
      const applied: ControlChange = change.op === 'add' ? { ...change, id: `s${++ids}` } : change;
      remember(applied);
      await broadcast('apply', applied);
      return applied;
    },
    claim({ id, key }: { id: string; key: string }) {
      const turns = claims.get(id) ?? new Map<string, number>();
      claims.set(id, turns);
      const taken = turns.get(key) ?? 0;
      turns.set(key, taken + 1);
      return taken;
    },
    claimed: () =>
      Object.fromEntries(
        [...claims].map(([id, turns]) => [id, [...turns.values()].reduce((sum, n) => sum + n, 0)]),
      ),
    requests: (query: RequestQuery) => gather(query),
    async answer(seq: number) {
      // A number not given yet (the log not read since) is given by reading it.
      if (numbers.origin(seq) === undefined) await gather({});
      const origin = numbers.origin(seq);
      const owner = ready().find((candidate) => candidate.worker.process.pid === origin?.pid);
      if (origin === undefined || owner === undefined) return null;
      return owner.call('answer', origin.seq);
    },
    subscribe() {
      member.streaming = true;
      return setStreaming();
    },
    unsubscribe() {
      member.streaming = false;
      return setStreaming();
    },
    streamed(request: ControlRequest) {
      const numbered = { ...request, seq: numbers.of(member.worker.process.pid ?? 0, request.seq) };
      for (const other of ready()) if (other.streaming) void other.call('stream', numbered).catch(() => {});
    },
  });
  return {
    watch(worker) {
      const member: Member = {
        worker,
        ready: false,
        streaming: false,
        call: (method, args) => call(method, args),
      };
      const call = channel(worker as Endpoint, { ...handlersOf(member), count });
      members.set(worker.id, member);
      worker.on('message', (message: { type?: string } | null) => {
        if (message?.type !== 'listening') return;
        // A worker that starts late (a replacement) first gets what the others have.
        const changes: ControlChange[] = [
          { op: 'clock', state: state.clock },
          ...state.scenarios.map(({ id, spec }): ControlChange => ({ op: 'add', id, spec })),
        ];
        void Promise.all(changes.map((change) => call('apply', change)))
          .then(() => {
            member.ready = true;
            if ([...members.values()].some((other) => other.streaming)) return call('streamOn');
          })
          .catch(() => {});
      });
      worker.on('exit', () => members.delete(worker.id));
    },
  };
}
