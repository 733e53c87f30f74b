/**
 * The control plane across machines: servers given one store (`--store redis://…`) share their
 * scenarios, clock and request log through it. The state lives in the store (the clock, the
 * scenarios by id, the turns of `once`/`times` scenarios and sequences), so a server that starts
 * later takes it up; each change is also sent to every server, and the server that made it answers
 * only once every server has applied it (each says so), so a scenario set through one server holds
 * for the very next request to any of them. The log is gathered from every server when read.
 * @internal
 */
import { randomUUID } from 'node:crypto';
import type { ControlBus } from '../../core/internal.js';
import type { ScenarioSpec } from '../../core/scenario-spec.js';
import { WeatherDoubleError, type WeatherDoubleErrorCode } from '../../errors.js';
import type { ClockState } from './clock.js';
import { mergeLogs, type Numbering, numbering, type Owner } from './cluster.js';
import type { ControlRequest, ListedRequest, RequestQuery, SentAnswer } from './log.js';
import type { ControlChange, ControlChangeRequest, ControlHere, ControlSync } from './sync.js';

/** How long a server waits for the others to answer a change or a question. */
const CALL_TIMEOUT_MS = 10_000;

/** What goes to every server. */
type Message =
  | { readonly kind: 'change'; readonly token: string; readonly change: ControlChange }
  | { readonly kind: 'requests'; readonly token: string; readonly filter: RequestQuery }
  | { readonly kind: 'answer'; readonly token: string; readonly owner: Owner; readonly seq: number };

/** What each server sends back. */
interface Reply {
  readonly token: string;
  readonly server: string;
  readonly result?: unknown;
  readonly error?: {
    readonly code: WeatherDoubleErrorCode;
    readonly message: string;
    readonly path?: string;
  };
}

interface Waiting {
  expected: number | undefined;
  readonly replies: Reply[];
  readonly settle: () => void;
}

/** The error of a reply, as the package's error again. */
function errorOf({ code, message, path }: NonNullable<Reply['error']>): WeatherDoubleError {
  return new WeatherDoubleError(
    code,
    message.replace(/^\[weather-double\] /, ''),
    path === undefined ? {} : { path },
  );
}

/** The reply of a failed step, with the error's code and path. */
function failedReply(token: string, server: string, error: unknown): Reply {
  const known = error instanceof WeatherDoubleError ? error : undefined;
  return {
    token,
    server,
    error: {
      code: known?.code ?? 'CONTROL_FAILED',
      message: error instanceof Error ? error.message : String(error),
      ...(known?.path === undefined ? {} : { path: known.path }),
    },
  };
}

/** The keys of the control plane's state in the store. */
function keysOf(prefix: string) {
  return {
    ids: `${prefix}control:ids`,
    clock: `${prefix}control:clock`,
    scenarios: `${prefix}control:scenarios`,
    claims: (id: string) => `${prefix}control:claims:${id}`,
  };
}

type Keys = ReturnType<typeof keysOf>;

/** The state kept in the store, as the changes that make it: the clock, then the scenarios in order. */
async function readState(bus: ControlBus, keys: Keys): Promise<ControlChange[]> {
  const [clock, scenarios] = await Promise.all([bus.get(keys.clock), bus.hgetall(keys.scenarios)]);
  return [
    ...(clock === null ? [] : [{ op: 'clock', state: JSON.parse(clock) as ClockState } as const]),
    ...Object.entries(scenarios)
      .sort(([a], [b]) => Number(a.slice(1)) - Number(b.slice(1)))
      .map(([id, spec]) => ({ op: 'add', id, spec: JSON.parse(spec) as ScenarioSpec }) as const),
  ];
}

/**
 * Questions to every server on `channel`: `ask` resolves to their replies once each has answered
 * (as many as the store says got it); `heard` takes each reply.
 */
function asking(bus: ControlBus, channel: string) {
  const waiting = new Map<string, Waiting>();
  /** Sends `message` to every server; resolves to their replies once each has answered. */
  const ask = (message: Message): Promise<Reply[]> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(message.token);
        reject(
          new WeatherDoubleError('CONTROL_FAILED', 'The other servers of the store did not answer in time.'),
        );
      }, CALL_TIMEOUT_MS);
      const wait: Waiting = {
        expected: undefined,
        replies: [],
        settle() {
          if (wait.expected === undefined || wait.replies.length < wait.expected) return;
          clearTimeout(timer);
          waiting.delete(message.token);
          resolve(wait.replies);
        },
      };
      waiting.set(message.token, wait);
      bus.publish(channel, JSON.stringify(message)).then(
        (listeners) => {
          wait.expected = listeners;
          wait.settle();
        },
        (error: unknown) => {
          clearTimeout(timer);
          waiting.delete(message.token);
          reject(error);
        },
      );
    });

  const heard = (reply: Reply) => {
    const wait = waiting.get(reply.token);
    if (wait === undefined) return;
    wait.replies.push(reply);
    wait.settle();
  };
  return { ask, heard };
}

/** Keeps each change in the store, for the servers that start later; resolves to it (an added scenario with its id). */
function keeping(bus: ControlBus, keys: Keys) {
  return async (change: ControlChangeRequest): Promise<ControlChange> => {
    switch (change.op) {
      case 'add': {
        const id = `s${await bus.incr(keys.ids)}`;
        await bus.hset(keys.scenarios, id, JSON.stringify(change.spec));
        return { ...change, id };
      }
      case 'drop':
        await Promise.all([bus.hdel(keys.scenarios, change.id), bus.del(keys.claims(change.id))]);
        return change;
      case 'clock':
        await bus.set(keys.clock, JSON.stringify(change.state));
        return change;
      case 'clearLog':
        return change;
      default: {
        // dropAll and reset.
        const ids = Object.keys(await bus.hgetall(keys.scenarios));
        await Promise.all([bus.del(keys.scenarios), ...ids.map((id) => bus.del(keys.claims(id)))]);
        if (change.op === 'reset') await bus.del(keys.clock);
        return change;
      }
    }
  };
}

/** What {@link syncOver} works with. */
interface Shared {
  readonly bus: ControlBus;
  readonly keys: Keys;
  readonly ask: (message: Message) => Promise<Reply[]>;
  readonly keep: (change: ControlChangeRequest) => Promise<ControlChange>;
  readonly numbers: Numbering;
}

/**
 * The sync of a server's control plane over the store: each change kept there and applied by every
 * server before it resolves, the turns of limited scenarios counted there, the log gathered from
 * every server.
 */
function syncOver({ bus, keys, ask, keep, numbers }: Shared, control: ControlHere): ControlSync {
  const requests = async (query: RequestQuery) => {
    const { since: _since, limit: _limit, ...filter } = query;
    const answered = await ask({ kind: 'requests', token: randomUUID(), filter });
    const lists = answered.map((reply) => ({
      owner: reply.server,
      listed: (reply.result ?? []) as ListedRequest[],
    }));
    return mergeLogs(lists, numbers, query);
  };
  return {
    async apply(change) {
      const kept = await keep(change);
      const answered = await ask({ kind: 'change', token: randomUUID(), change: kept });
      const failed = answered.find((reply) => reply.error !== undefined)?.error;
      if (failed === undefined) return kept;
      // A scenario some server could not make is dropped again, everywhere.
      if (kept.op === 'add') {
        const drop: ControlChange = { op: 'drop', id: kept.id };
        await keep(drop);
        await ask({ kind: 'change', token: randomUUID(), change: drop });
      }
      throw errorOf(failed);
    },
    claim: async (id, key) => (await bus.hincrby(keys.claims(id), key, 1)) - 1,
    async claimed() {
      const ids = Object.keys(await bus.hgetall(keys.scenarios));
      const counts = await Promise.all(ids.map((id) => bus.hvals(keys.claims(id))));
      return Object.fromEntries(
        ids.map((id, k) => [id, (counts[k] ?? []).reduce((sum, n) => sum + Number(n), 0)]),
      );
    },
    requests,
    async answer(seq) {
      if (numbers.origin(seq) === undefined) await requests({});
      const origin = numbers.origin(seq);
      if (origin === undefined) return undefined;
      const answered = await ask({
        kind: 'answer',
        token: randomUUID(),
        owner: origin.pid,
        seq: origin.seq,
      });
      const found = answered.find((reply) => reply.result !== null && reply.result !== undefined);
      return found?.result as SentAnswer | undefined;
    },
    // The stream shows this server's requests (a stream across machines is not kept).
    subscribe: async (listener: (request: ControlRequest) => void) => control.subscribe(listener),
  };
}

/**
 * Joins the servers of `bus` (listening first, then reading the state kept there) and resolves to
 * the sync of this server's control plane; the state is applied as soon as the plane is there.
 * @internal
 */
export async function storeSync(bus: ControlBus): Promise<(here: ControlHere) => ControlSync> {
  const server = randomUUID();
  const channel = `${bus.prefix}control`;
  const replies = `${bus.prefix}control:replies`;
  const keys = keysOf(bus.prefix);
  const { ask, heard } = asking(bus, channel);
  const keep = keeping(bus, keys);
  const numbers = numbering();
  let here: ControlHere | undefined;
  let early: Message[] | undefined = [];
  /**
   * Scenario ids applied while starting: a change heard while the state was read is not applied
   * twice. Emptied once started (each change is heard once from then on).
   */
  const added = new Set<string>();
  const applyHere = (change: ControlChange) => {
    if (change.op === 'clearLog' || change.op === 'reset') numbers.clear();
    if (change.op === 'add' && early !== undefined) {
      if (added.has(change.id)) return;
      added.add(change.id);
    }
    here?.apply(change);
  };
  const answer = (message: Message): unknown => {
    switch (message.kind) {
      case 'change':
        return applyHere(message.change);
      case 'requests':
        return here?.requests(message.filter) ?? [];
      case 'answer':
        return message.owner === server ? (here?.answer(message.seq) ?? null) : null;
    }
  };
  const hear = (message: Message) => {
    let reply: Reply;
    try {
      reply = { token: message.token, server, result: answer(message) ?? null };
    } catch (error) {
      reply = failedReply(message.token, server, error);
    }
    void bus.publish(replies, JSON.stringify(reply)).catch(() => {});
  };
  await bus.listen([channel, replies], (from, text) => {
    const parsed = JSON.parse(text) as Message | Reply;
    if (from === channel) {
      if (early === undefined) hear(parsed as Message);
      else early.push(parsed as Message);
      return;
    }
    heard(parsed as Reply);
  });
  // Read after listening: a change made meanwhile is both here and heard (applied once).
  // A store down now: this server starts from its own state (and hears the changes once it is up).
  const state = await readState(bus, keys).catch((): ControlChange[] => []);

  return (control) => {
    here = control;
    // Once the plane has its sync (it asks for it to make a limited scenario), before it listens.
    queueMicrotask(() => {
      for (const change of state) applyHere(change);
      const heard = early ?? [];
      for (const message of heard) hear(message);
      early = undefined;
      added.clear();
    });
    return syncOver({ bus, keys, ask, keep, numbers }, control);
  };
}
