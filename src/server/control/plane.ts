/**
 * The control plane of the standalone server, under `/__weather-double/`: its scenarios, request
 * log and clock over HTTP, for a test in any language (docs/any-language.md has the contract).
 * @internal
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WeatherScenarios } from '../../core/index.js';
import type { Core } from '../../core/internal.js';
import {
  makeScenario,
  readScenarioSpec,
  SCENARIO_NAMES,
  type ScenarioSpec,
} from '../../core/scenario-spec.js';
import { assertKnownKeys, invalidOption } from '../../errors.js';
import { ROUTE_NAMES } from '../../service/vocabulary.js';
import { type ServerScenario, scenarioRule, type UsedHandler, withClaim } from '../use.js';
import { type ServerClock, START_CLOCK } from './clock.js';
import { notFound, readJson, refusal, writeError, writeJson, wrongMethod } from './http.js';
import type { ControlLog, RequestQuery } from './log.js';
import { type ControlChange, type ControlHere, type ControlSync, localSync } from './sync.js';

/** The prefix of every control path; the service has no path there. */
const CONTROL_PREFIX = '/__weather-double';

/** How often an idle request stream sends a comment, so proxies keep it open. */
const KEEP_ALIVE_MS = 15_000;

/** The server's handlers in use, as the control plane changes them. @internal */
export interface ServerHandlers {
  add(handler: ServerScenario): void;
  remove(handler: ServerScenario): void;
  /** The handlers in use, the one that answers first first. */
  list(): readonly UsedHandler[];
  reset(): void;
}

/** What the control plane works on. @internal */
export interface ControlParts {
  readonly core: Core;
  readonly clock: ServerClock;
  readonly log: ControlLog;
  readonly scenarios: WeatherScenarios<ServerScenario>;
  readonly handlers: ServerHandlers;
  readonly adminToken: string | undefined;
  /** How changes reach the other processes; a lone server's by default. */
  readonly sync?: ((here: ControlHere) => ControlSync) | undefined;
}

/** The control plane of one server. @internal */
export interface ControlPlane {
  /** Answers a request under {@link CONTROL_PREFIX}; `false` for any other path. */
  answers(req: IncomingMessage, res: ServerResponse, url: URL): boolean;
  /** Ends every open request stream (the server drains: they would hold it up). */
  endStreams(): void;
}

/** A scenario the control plane added, by id. */
interface Added {
  readonly id: string;
  readonly spec: ScenarioSpec;
  readonly handler: ServerScenario;
}

/** The package's version (from the source, tsc's output or a bundle: package.json is 3 or 4 up). */
function packageVersion(): string {
  for (const path of ['../../../package.json', '../../../../package.json']) {
    try {
      const parsed = JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (parsed.name === 'weather-double' && parsed.version !== undefined) return parsed.version;
    } catch {
      // Not at this depth.
    }
  }
  return 'unknown';
}

/** Reads a whole number of a query parameter. */
function queryNumber(params: URLSearchParams, name: string, min: number): number | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < min) {
    throw invalidOption(`query.${name}`, `a whole number from ${min}`, raw);
  }
  return Number(raw);
}

/** Reads the query of `GET /__weather-double/requests`. */
function readRequestQuery(params: URLSearchParams): RequestQuery {
  assertKnownKeys(Object.fromEntries(params), ['route', 'status', 'since', 'limit'], 'query');
  const route = params.get('route') ?? undefined;
  if (route !== undefined && !(ROUTE_NAMES as readonly string[]).includes(route)) {
    throw invalidOption('query.route', `a route name (${ROUTE_NAMES.join(', ')})`, route);
  }
  return {
    route,
    status: queryNumber(params, 'status', 0),
    since: queryNumber(params, 'since', 0),
    limit: queryNumber(params, 'limit', 1),
  };
}

/** The scenarios the control plane added, in the order they answer, as it lists them. */
interface ScenarioView {
  readonly id: string;
  readonly name: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly remaining: number | null;
}

/**
 * What one process holds of the control plane: the scenarios it added (by id), and how it applies
 * a change; `claimOf` gives the claim of a limited scenario's turns (`undefined` in a lone server).
 */
function controlHere(
  parts: ControlParts,
  claimOf: () => ControlSync['claim'],
): ControlHere & {
  has(id: string): boolean;
  list(claimed: Readonly<Record<string, number>>): ScenarioView[];
} {
  const { core, clock, log, scenarios, handlers } = parts;
  const added = new Map<string, Added>();
  const byHandler = new Map<ServerScenario, Added>();
  const dropAll = () => {
    added.clear();
    byHandler.clear();
    handlers.reset();
  };
  const add = (id: string, spec: ScenarioSpec) => {
    const made = makeScenario(scenarios, spec, 'body');
    const rule = scenarioRule(made);
    const claim = claimOf();
    const limited = rule.times !== undefined || rule.steps !== undefined;
    const handler = limited && claim !== undefined ? withClaim(made, (key) => claim(id, key)) : made;
    const entry = { id, spec, handler };
    added.set(id, entry);
    byHandler.set(handler, entry);
    handlers.add(handler);
  };
  const drop = (id: string) => {
    const entry = added.get(id);
    if (entry === undefined) return;
    added.delete(id);
    byHandler.delete(entry.handler);
    handlers.remove(entry.handler);
  };
  return {
    apply(change: ControlChange) {
      switch (change.op) {
        case 'add':
          return add(change.id, change.spec);
        case 'drop':
          return drop(change.id);
        case 'dropAll':
          return dropAll();
        case 'clock':
          return clock.set(change.state);
        case 'clearLog':
          return core.requests.clear();
        case 'reset':
          dropAll();
          core.requests.clear();
          return clock.set(START_CLOCK);
      }
    },
    requests: (query) => log.list(query),
    answer: (seq) => log.answer(seq),
    subscribe: (listener) => log.subscribe(listener),
    has: (id) => added.has(id),
    list(claimed) {
      const listed: ScenarioView[] = [];
      for (const handler of handlers.list()) {
        const entry = byHandler.get(handler as ServerScenario);
        if (entry === undefined) continue;
        const rule = scenarioRule(entry.handler);
        const used = claimed[entry.id] ?? rule.uses.answered;
        listed.push({
          id: entry.id,
          name: entry.spec.name,
          options: entry.spec.options,
          remaining: rule.times === undefined ? null : Math.max(0, rule.times - used),
        });
      }
      return listed;
    },
  };
}

/** What `GET /__weather-double/` answers: what there is. */
async function index(
  version: string,
  clock: ServerClock,
  listed: readonly ScenarioView[],
  sync: ControlSync,
) {
  return {
    name: 'weather-double',
    version,
    now: new Date(clock.now()).toISOString(),
    clock: clock.view(),
    scenarios: { active: listed.filter((s) => s.remaining !== 0).length, names: SCENARIO_NAMES },
    requests: { logged: (await sync.requests({})).length },
    routes: ROUTE_NAMES,
  };
}

/**
 * The control plane over a server's parts.
 * @internal
 */
export function createControlPlane(parts: ControlParts): ControlPlane {
  const { clock, scenarios, adminToken } = parts;
  const version = packageVersion();
  const here = controlHere(parts, () => sync.claim);
  const sync: ControlSync = (parts.sync ?? localSync)(here);
  const listScenarios = async () => here.list((await sync.claimed?.()) ?? {});
  const streams = new Set<ServerResponse>();

  const route = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const method = req.method ?? 'GET';
    const path = url.pathname.slice(CONTROL_PREFIX.length).replace(/\/$/, '');
    const only = (...allowed: string[]) => {
      if (!allowed.includes(method)) throw wrongMethod(method, url.pathname, allowed);
    };
    if (path === '') {
      only('GET');
      return writeJson(res, 200, await index(version, clock, await listScenarios(), sync));
    }
    if (path === '/scenarios') {
      only('GET', 'POST', 'DELETE');
      if (method === 'GET') return writeJson(res, 200, { scenarios: await listScenarios() });
      if (method === 'DELETE') {
        await sync.apply({ op: 'dropAll' });
        return writeJson(res, 204);
      }
      const spec = readScenarioSpec(await readJson(req), 'body');
      // Made here first, so a bad one is refused before any process changes.
      makeScenario(scenarios, spec, 'body');
      const applied = await sync.apply({ op: 'add', spec });
      const listed = (await listScenarios()).find((s) => applied.op === 'add' && s.id === applied.id);
      return writeJson(res, 201, listed);
    }
    const one = /^\/scenarios\/([^/]+)$/.exec(path);
    if (one !== null) {
      only('DELETE');
      const id = decodeURIComponent(one[1] as string);
      if (!here.has(id)) throw notFound(`No scenario ${JSON.stringify(id)} is in use`);
      await sync.apply({ op: 'drop', id });
      return writeJson(res, 204);
    }
    if (path === '/requests') {
      only('GET', 'DELETE');
      if (method === 'DELETE') {
        await sync.apply({ op: 'clearLog' });
        return writeJson(res, 204);
      }
      return writeJson(res, 200, { requests: await sync.requests(readRequestQuery(url.searchParams)) });
    }
    if (path === '/requests/stream') {
      only('GET');
      return stream(req, res, sync, streams);
    }
    const answer = /^\/requests\/(\d+)\/answer$/.exec(path);
    if (answer !== null) {
      only('GET');
      const seq = Number(answer[1]);
      const sent = await sync.answer(seq);
      if (sent === undefined) throw notFound(`No answer is kept for request ${seq} (only the last 100 are)`);
      return writeJson(res, 200, sent);
    }
    if (path === '/clock') {
      only('GET', 'PUT');
      if (method === 'PUT') await sync.apply({ op: 'clock', state: clock.next(await readJson(req)) });
      return writeJson(res, 200, clock.view());
    }
    if (path === '/reset') {
      only('POST');
      await sync.apply({ op: 'reset' });
      return writeJson(res, 204);
    }
    throw notFound(`There is no control path ${url.pathname}`);
  };

  return {
    answers(req, res, url) {
      const { pathname } = url;
      if (!pathname.startsWith(CONTROL_PREFIX)) return false;
      if (pathname.length > CONTROL_PREFIX.length && pathname[CONTROL_PREFIX.length] !== '/') return false;
      const refused = refusal(req, adminToken);
      if (refused !== undefined) {
        writeError(req, res, refused);
        return true;
      }
      route(req, res, url).catch((error: unknown) => writeError(req, res, error));
      return true;
    },
    endStreams() {
      for (const res of streams) res.end();
    },
  };
}

/**
 * `GET /__weather-double/requests/stream`: each request as it is answered, as server-sent events,
 * after a first comment line (`: weather-double requests`) sent once the stream is live.
 */
async function stream(
  req: IncomingMessage,
  res: ServerResponse,
  sync: ControlSync,
  open: Set<ServerResponse>,
): Promise<void> {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
  });
  const stop = await sync.subscribe((request) => {
    res.write(`id: ${request.seq}\nevent: request\ndata: ${JSON.stringify(request)}\n\n`);
  });
  // The first bytes go out once every worker streams: a client may send its requests then.
  res.write(': weather-double requests\n\n');
  const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  open.add(res);
  const end = () => {
    clearInterval(keepAlive);
    open.delete(res);
    stop();
  };
  if (res.destroyed) end();
  else res.once('close', end);
  req.resume();
}
