import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import type { RequestHandler } from 'msw';
import type { RequestLog, WeatherDoubleOptions, WeatherScenarios } from '../core/index.js';
import {
  type Core,
  controlBusOf,
  createCore,
  type Outcome,
  RESILIENCE_OPTION_NAMES,
  unknownRouteAnswer,
  WORLD_OPTION_NAMES,
} from '../core/internal.js';
import { assertKnownKeys, invalidOption, WeatherDoubleError } from '../errors.js';
import { transportErrorAnswers } from '../service/error-answers.js';
import { unknownRouteHeaders, WEATHER_PATH, weatherHeaders } from '../service/headers.js';
import type { AnsweredRequest } from './answer-log.js';
import { reportAnswer } from './answer-log.js';
import { answerClientError, type Connections, newConnections } from './client-error.js';
import { connectListener } from './connect.js';
import { createServerClock } from './control/clock.js';
import type { WorkerLink } from './control/cluster.js';
import { writeError } from './control/http.js';
import { createControlLog } from './control/log.js';
import { ownScenario, readKeyScenarios } from './control/own-scenario.js';
import { type ControlPlane, createControlPlane, type ServerHandlers } from './control/plane.js';
import { storeSync } from './control/store-sync.js';
import type { ControlHere, ControlSync } from './control/sync.js';
import type { DashboardAssets, DashboardSettings } from './dashboard.js';
import { isDashboardPath } from './dashboard-path.js';
import { registerHttpServer } from './drain.js';
import { answerHealth } from './health.js';
import {
  HTTPS_OPTION_NAMES,
  type HttpsOptions,
  type HttpsSettings,
  newInterception,
  readHttpsOptions,
} from './tls/interception.js';
import { answerByHandlers, checkUsed, type ServerScenario, serverScenario, type UsedHandler } from './use.js';
import { carryOut, type LateAnswers, writeAnswer, writeCoreAnswer, writeResponse } from './write.js';

export type { ServerScenario } from './use.js';

/**
 * The options of {@link startWeatherServer}: the double's options (except `baseUrl`: the server
 * answers at its own address) plus where to listen.
 *
 * @example
 * ```ts
 * const options: WeatherServerOptions = { port: 0, seed: 1, apiKeys: ['test-key'] };
 * ```
 */
export interface WeatherServerOptions extends Omit<WeatherDoubleOptions, 'baseUrl'>, HttpsOptions {
  /**
   * The TCP port; `0` picks a free one (read it from the returned `url`).
   * @default 8080
   */
  port?: number;
  /**
   * The interface to bind. Anything but a loopback address exposes the double to the network, and
   * the server warns on the console when told to.
   * @default '127.0.0.1'
   */
  host?: string;
  /**
   * Called once for every request the server answers, whatever its path or status (and for a
   * connection closed without an answer, with status 0): method, target with the key masked,
   * status, time taken. `weather-double serve` prints these lines. What it throws is printed and
   * ignored. Without it the server does no such bookkeeping.
   * @default undefined (nothing is reported)
   * @example
   * ```ts
   * const server = await startWeatherServer({
   *   port: 0,
   *   onAnswer: ({ method, target, status, durationMs }) =>
   *     console.log(`${method} ${target} ${status} ${durationMs?.toFixed(1) ?? '-'} ms`),
   * });
   * ```
   */
  onAnswer?: (answered: AnsweredRequest) => void;
  /**
   * The bearer token of the control plane (`/__weather-double/`, docs/any-language.md): when set,
   * every control request must send `Authorization: Bearer TOKEN`, from any address; when not, only
   * loopback clients may use it.
   * @default undefined (loopback clients only, no token)
   * @example
   * ```ts
   * const server = await startWeatherServer({ host: '0.0.0.0', port: 0, adminToken: 'let-me-in' });
   * ```
   */
  adminToken?: string;
  /**
   * A scenario for every request made with an API key, by key: the scenario's name, with options
   * after `;` as the `X-Weather-Double-Scenario` header takes them (`'rateLimited'`,
   * `'delayed;ms=500'`, `'serverError;route=forecast'`). Parallel tests each use their own key.
   * @default {} (no key has a scenario)
   * @example
   * ```ts
   * const server = await startWeatherServer({ port: 0, keyScenarios: { 'key-429': 'rateLimited', 'key-slow': 'delayed;ms=500' } });
   * ```
   */
  keyScenarios?: Readonly<Record<string, string>>;
  /**
   * Whether the server answers its control plane under `/__weather-double/` (and keeps its log of
   * numbered requests and their last answers). `false` leaves those paths to the double (its
   * unknown-route 404) and saves that bookkeeping; the header and key scenarios still work.
   * @default true
   * @example
   * ```ts
   * const server = await startWeatherServer({ port: 0, controlPlane: false });
   * ```
   */
  controlPlane?: boolean;
}

/**
 * A running double server.
 *
 * @example
 * ```ts
 * const server = await startWeatherServer({ port: 0 });
 * await fetch(`${server.url}/data/2.5/weather?zip=94040&appid=k`);
 * await server.close();
 * ```
 */
export interface WeatherServer {
  /** The server's base URL, without a trailing slash: `'http://127.0.0.1:8080'`. */
  readonly url: string;
  /** The port the server listens on (useful with `port: 0`). */
  readonly port: number;
  /** What the server answered on the weather path, as `createWeatherDouble().requests`. */
  readonly requests: RequestLog;
  /**
   * The double's scenarios, to pass to {@link WeatherServer.use}: they match the server's own
   * address, so `server.use(server.scenarios.rateLimited({ once: true }))` makes the next request 429.
   */
  readonly scenarios: WeatherScenarios<ServerScenario>;
  /**
   * Puts handlers in front of the double's own, as MSW's `server.use()` does: the last added answers
   * first. Takes the server's scenarios (answered without MSW), or any MSW handler for the server's
   * address (msw is then imported, once); anything else
   * throws `INVALID_OPTION` (`use[0]`) and changes nothing.
   */
  use(...handlers: (ServerScenario | RequestHandler)[]): void;
  /** Removes every handler added with {@link WeatherServer.use}; the double answers normally again. */
  resetHandlers(): void;
  /** Stops listening and ends every open connection, keep-alive ones included. Safe to call twice. */
  close(): Promise<void>;
}

const SERVER_OPTION_NAMES = [
  'port',
  'host',
  'onAnswer',
  'adminToken',
  'keyScenarios',
  'controlPlane',
  ...HTTPS_OPTION_NAMES,
  ...WORLD_OPTION_NAMES,
  'plans',
  ...RESILIENCE_OPTION_NAMES,
  'variants',
] as const;

/**
 * Socket time limits, in milliseconds: generous for tests, short enough that a slow or stuck client
 * cannot hold a socket. A request must have sent its headers within `headersTimeout` and be complete
 * within `requestTimeout` (else 408 and the connection is closed); an idle keep-alive connection is
 * closed 1 s after `keepAliveTimeout` (Node adds that second to the socket's idle timer). Node
 * checks the first two every `connectionsCheckingInterval` (30 s by default, which would let a
 * client hold a socket for up to 40 s).
 * @internal
 */
export interface ServerTimeouts {
  readonly headersTimeout: number;
  readonly requestTimeout: number;
  readonly keepAliveTimeout: number;
  readonly connectionsCheckingInterval: number;
}

const TIMEOUTS: ServerTimeouts = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** Checks the server's options; the double's own options are checked by `createWeatherDouble`. */
function readServerOptions(options: unknown): {
  port: number;
  host: string;
  onAnswer: ((answered: AnsweredRequest) => void) | undefined;
  adminToken: string | undefined;
  keyScenarios: unknown;
  controlPlane: boolean;
  https: HttpsSettings;
  doubleOptions: WeatherDoubleOptions;
} {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw invalidOption('options', 'an options object', options);
  }
  if (Object.hasOwn(options, 'baseUrl')) {
    throw new WeatherDoubleError(
      'INVALID_OPTION',
      'Invalid option baseUrl: the server answers at its own address (http://{host}:{port}/data/2.5/weather); set host and port instead.',
      { path: 'baseUrl' },
    );
  }
  assertKnownKeys(options, SERVER_OPTION_NAMES, '');
  const {
    port = 8080,
    host = '127.0.0.1',
    onAnswer,
    adminToken,
    keyScenarios,
    controlPlane = true,
    httpsProxy,
    https,
    caDir,
    ...doubleOptions
  } = options as WeatherServerOptions;
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 0 || port > 65_535) {
    throw invalidOption('port', 'an integer from 0 to 65535 (0 picks a free port)', port);
  }
  if (typeof host !== 'string' || host.trim() === '') {
    throw invalidOption('host', "a host name or IP address, e.g. '127.0.0.1'", host);
  }
  if (onAnswer !== undefined && typeof onAnswer !== 'function') {
    throw invalidOption('onAnswer', 'a function called with each answered request', onAnswer);
  }
  if (adminToken !== undefined && (typeof adminToken !== 'string' || adminToken.trim() === '')) {
    throw invalidOption('adminToken', 'a non-empty string sent as Authorization: Bearer TOKEN', adminToken);
  }
  if (typeof controlPlane !== 'boolean') throw invalidOption('controlPlane', 'true or false', controlPlane);
  const httpsSettings = readHttpsOptions({ httpsProxy, https, caDir });
  return {
    port,
    host,
    onAnswer,
    adminToken,
    keyScenarios,
    controlPlane,
    https: httpsSettings,
    doubleOptions,
  };
}

/**
 * Starts the double on a real socket: the same core as `createWeatherDouble`'s handlers, written
 * to the socket, so a socket client gets the same status, headers (in the service's order) and
 * body bytes as an intercepted one, through `node:http`. Unknown paths answer 404
 * `{"cod":"404","message":"Internal error"}`, as the service does. A request the double would answer
 * with a network error has its connection destroyed. MSW is loaded only when an MSW handler is
 * passed to `use()`.
 *
 * @param options - where to listen (`port`, `host`) and the double's options (`seed`, `now`, ...).
 * @returns once listening: the URL, the port, the request log and `close()`.
 * @throws {WeatherDoubleError} `INVALID_OPTION` for a bad option; `SERVER_START_FAILED` when the port
 *   is in use or the host cannot be bound.
 * @example
 * ```ts
 * import { startWeatherServer } from 'weather-double/server';
 *
 * const server = await startWeatherServer({ port: 0, seed: 1 });
 * const response = await fetch(`${server.url}/data/2.5/weather?zip=94040,us&units=metric&appid=test`);
 * console.log(response.status, await response.json());
 * await server.close();
 * ```
 */
export function startWeatherServer(options: WeatherServerOptions = {}): Promise<WeatherServer> {
  return startServer(options, TIMEOUTS);
}

/**
 * {@link startWeatherServer} as a worker of `serve --workers N`: its control plane reaches the
 * other workers through the primary (`link.sync`), and without a `store` the quota and the plans'
 * limits are counted there too (`link.counting`), so every worker counts one window per key.
 * @internal
 */
export function startWorkerServer(options: WeatherServerOptions, link: WorkerLink): Promise<WeatherServer> {
  return startServer(options, TIMEOUTS, undefined, link);
}

/** Methods `new Request()` refuses; the server answers them as the service answers a path it lacks. */
const FORBIDDEN_METHODS: ReadonlySet<string> = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** The service's 500, with a console message, for a failure inside the server itself. */
function fail(
  core: Core,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL | undefined,
  error: unknown,
): void {
  const answer = core.fail(req.method ?? 'GET', url, null, error, 'server');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  writeCoreAnswer(res, answer);
}

/**
 * Answers a request the core cannot see: no `Host` header on HTTP/1.1 (400), or a method `Request`
 * refuses (the unknown-route 404, with the weather path's headers on that path). `true` when answered.
 */
function answerBeforeCore(res: ServerResponse, method: string, url: URL | undefined): boolean {
  if (url === undefined) {
    // HTTP/1.1 requires a Host header (Node's own check would answer 400 with no body). The
    // connection is closed after it, as after every 400 the server answers itself.
    res.shouldKeepAlive = false;
    const { status, body } = transportErrorAnswers.badRequest;
    writeAnswer(res, status, unknownRouteHeaders(), body);
    return true;
  }
  if (!FORBIDDEN_METHODS.has(method.toUpperCase())) return false;
  const answer = unknownRouteAnswer(method, url);
  const onWeatherPath = answer.status === 404 && url.pathname === WEATHER_PATH;
  writeAnswer(res, answer.status, onWeatherPath ? weatherHeaders(url.search) : answer.headers, answer.body);
  return true;
}

/**
 * What a running server's request listener reads and keeps: the handlers in use, its base URL, its
 * late answers and its connections' last answers.
 */
interface ServerState {
  used: readonly UsedHandler[];
  base: string;
  readonly late: LateAnswers;
  readonly connections: Connections;
  /** Draining (SIGTERM): every answer from now on closes its connection. */
  draining: boolean;
  /** The open connections, to close each after its last answer when a drain starts. */
  readonly sockets: Set<Socket>;
  /** The control plane under `/__weather-double/` (`undefined`: `controlPlane: false`). */
  readonly control: ControlPlane | undefined;
  /** Notes each request about to reach the core, for the control plane's log. */
  readonly track: (url: URL, res: ServerResponse) => void;
  /** What notes the answer to the request at `url` as it is sent. */
  readonly sent: (url: URL) => ((outcome: Outcome) => void) | undefined;
  /** The scenario a request names for itself (its header, its key). */
  readonly own: (req: IncomingMessage, url: URL) => ServerScenario | undefined;
  /** What the dashboard's page says of the server. */
  readonly dashboardSettings: DashboardSettings;
  /** The dashboard's module and assets, loaded on the first request under its path. */
  dashboard?: Promise<{ module: typeof import('./dashboard.js'); assets: DashboardAssets }>;
}

/** The server's request listener: the handlers in use, else the double's core. */
function requestListener(
  core: Core,
  state: ServerState,
  onAnswer: ((answered: AnsweredRequest) => void) | undefined,
  store: WeatherDoubleOptions['store'],
) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    state.connections.lastAnswer.set(req.socket, res);
    if (state.draining) res.shouldKeepAlive = false;
    if (onAnswer !== undefined) reportAnswer(req, res, onAnswer);
    const method = req.method ?? 'GET';
    let url: URL | undefined;
    try {
      if (req.headers.host !== undefined || req.httpVersion !== '1.1') {
        // An origin-form target ('/path?query') is a path on this server, also when it starts with
        // '//' (which `new URL(target, base)` would read as another host); an absolute-form target
        // ('http://host/path', as sent to a proxy) is read as a URL.
        const target = req.url ?? '/';
        url = target.startsWith('/') ? new URL(`${state.base}${target}`) : new URL(target, state.base);
      }
      if (answerBeforeCore(res, method, url)) return;
      const parsed = url as URL;
      if (answerHealth(req, res, parsed.pathname, store)) return;
      if (state.control !== undefined && isDashboardPath(parsed.pathname)) {
        answerUi(core, state, req, res, parsed);
        return;
      }
      if (state.control?.answers(req, res, parsed)) return;
      state.track(parsed, res);
      let own: ServerScenario | undefined;
      try {
        own = state.own(req, parsed);
      } catch (error) {
        writeError(req, res, error);
        return;
      }
      const used = own === undefined ? state.used : [own, ...state.used];
      // A stateful route (Weather Stations 3.0) reads the request's body first; no other route does.
      if (core.routeOf(parsed)?.stateful !== undefined) {
        readBody(req).then(
          (body) => {
            if (body === undefined) return writeTooLarge(req, res);
            answerWith(core, state, used, req, res, parsed, body);
          },
          (error: unknown) => fail(core, req, res, parsed, error),
        );
        return;
      }
      answerWith(core, state, used, req, res, parsed, undefined);
    } catch (error) {
      fail(core, req, res, url, error);
    }
  };
}

/**
 * The answer to a request on the double's paths: the handlers in use, else the double's core
 * (`body`: the request's body, read for a stateful route only; such a route is always answered
 * through `answerLater`).
 */
function answerWith(
  core: Core,
  state: ServerState,
  used: readonly UsedHandler[],
  req: IncomingMessage,
  res: ServerResponse,
  parsed: URL,
  body: string | undefined,
): void {
  const method = req.method ?? 'GET';
  const later = core.waits || body !== undefined;
  if (used.length === 0) {
    if (!later) carryOut(req, res, core.answer(method, parsed), state.late, state.sent(parsed));
    else answerLater(core, state, req, res, parsed, body);
    return;
  }
  answerByHandlers(used, core, req, res, parsed, body)
    .then((answered) => {
      if (res.destroyed) return;
      if (answered instanceof Response) return writeResponse(req, res, answered);
      if (answered === undefined && later) return answerLater(core, state, req, res, parsed, body);
      carryOut(req, res, answered ?? core.answer(method, parsed), state.late, state.sent(parsed));
    })
    .catch((error: unknown) => fail(core, req, res, parsed, error));
}

/** The most bytes a stations request body may have (nginx's default `client_max_body_size`). */
const MOST_BODY_BYTES = 1024 * 1024;

/** A request's body as text; `undefined` when it is over {@link MOST_BODY_BYTES}. */
function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MOST_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MOST_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The 413 of a body over {@link MOST_BODY_BYTES}, in the service's error shape. */
function writeTooLarge(req: IncomingMessage, res: ServerResponse): void {
  const { status, body } = transportErrorAnswers.bodyTooLarge;
  res.shouldKeepAlive = false;
  writeAnswer(res, status, unknownRouteHeaders(), req.method === 'HEAD' ? '' : body);
}

/** The dashboard (src/server/dashboard.ts), its module imported on first use. */
function answerUi(core: Core, state: ServerState, req: IncomingMessage, res: ServerResponse, url: URL): void {
  state.dashboard ??= import('./dashboard.js').then((module) => ({
    module,
    assets: module.readDashboardAssets(),
  }));
  state.dashboard.then(
    ({ module, assets }) => module.answerDashboard(req, res, url, assets, state.dashboardSettings),
    (error: unknown) => fail(core, req, res, url, error),
  );
}

/** The double's answer when it waits on a shared store (the quota counted in Redis). */
function answerLater(
  core: Core,
  state: ServerState,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  body?: string,
): void {
  Promise.resolve(core.answerLater(req.method ?? 'GET', url, body)).then(
    (outcome) => carryOut(req, res, outcome, state.late, state.sent(url)),
    (error: unknown) => fail(core, req, res, url, error),
  );
}

/** Listens on `port` and `host`; a failure is `SERVER_START_FAILED` saying what to change. */
function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      // Nothing stays behind: no socket, no timer.
      server.close(() => {});
      const what =
        error.code === 'EADDRINUSE'
          ? `port ${port} on ${host} is already in use; stop what uses it, or pass another port (0 picks a free one)`
          : error.code === 'EACCES'
            ? `no permission to listen on port ${port} on ${host}; use a port above 1023`
            : error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN'
              ? `host ${JSON.stringify(host)} is not an address of this machine`
              : `${error.code ?? 'error'} listening on ${host}:${port}: ${error.message}`;
      reject(
        new WeatherDoubleError('SERVER_START_FAILED', `Could not start the weather double server: ${what}.`, {
          path: error.code === 'EADDRINUSE' || error.code === 'EACCES' ? 'port' : 'host',
          cause: error,
        }),
      );
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/** The handlers a server uses, as its control plane changes them. */
function usedHandlers(state: () => ServerState): ServerHandlers {
  return {
    add: (handler) => {
      state().used = [handler, ...state().used];
    },
    remove: (handler) => {
      state().used = state().used.filter((used) => used !== handler);
    },
    list: () => state().used,
    reset: () => {
      state().used = [];
    },
  };
}

/**
 * What a server shares with others: the store that counts (the one given, else a worker's primary)
 * and its control plane's sync: through the store when it can carry it (Redis: every server given
 * it, on any machine; each worker of `--workers` then joins as a server of its own, and the primary
 * only counts), else through a worker's primary, else none (a lone server).
 */
async function sharing(
  given: WeatherDoubleOptions['store'],
  link: WorkerLink | undefined,
  controlPlane: boolean,
): Promise<{ store: WeatherDoubleOptions['store']; sync: ((here: ControlHere) => ControlSync) | undefined }> {
  const bus = controlPlane ? controlBusOf(given) : undefined;
  return { store: given ?? link?.counting, sync: bus === undefined ? link?.sync : await storeSync(bus) };
}

/**
 * {@link startWeatherServer} with other socket time limits (the tests use short ones); `watch` is
 * given the node:http server once it listens (the tests count its connections); `link` joins a
 * worker of `serve --workers N` to the primary (its control plane, and its counts without a store;
 * the health check asks only a `store` given).
 * @internal
 */
export async function startServer(
  options: WeatherServerOptions,
  timeouts: ServerTimeouts,
  watch?: (server: Server) => void,
  link?: WorkerLink,
): Promise<WeatherServer> {
  const { port, host, onAnswer, adminToken, keyScenarios, controlPlane, https, doubleOptions } =
    readServerOptions(options);
  // Every route reads the double's clock through the server's, which the control plane moves.
  const given = doubleOptions.now;
  const clock = createServerClock(typeof given === 'function' ? given : undefined);
  const log = controlPlane ? createControlLog(clock.lastRead) : undefined;
  // A `now` that is not a function goes to the core as given, which refuses it.
  const now = given === undefined || typeof given === 'function' ? clock.now : given;
  const { store, sync } = await sharing(doubleOptions.store, link, controlPlane);
  const core = createCore({ ...doubleOptions, now, baseUrl: '*', ...(store && { store }) }, log?.watcher);
  const scenarios = core.scenarios(serverScenario);
  const keys = readKeyScenarios(keyScenarios, scenarios);
  const handlers = usedHandlers(() => state);
  const state: ServerState = {
    used: [],
    base: '',
    late: new Set(),
    connections: newConnections(),
    draining: false,
    sockets: new Set(),
    control:
      log === undefined
        ? undefined
        : createControlPlane({ core, clock, log, scenarios, adminToken, sync, handlers }),
    track: log === undefined ? () => {} : log.track,
    sent: log === undefined ? () => undefined : (url) => (outcome) => log.sent(url, outcome),
    own: (req, url) => ownScenario(req, url, scenarios, keys),
    dashboardSettings: { anyKey: doubleOptions.apiKeys === undefined, adminToken },
  };
  // A connection's requests are read from its TLS socket on an HTTPS server: that is the one tracked.
  const connection = https.https ? 'secureConnection' : 'connection';
  const interception = newInterception(https, (socket) => server.emit(connection, socket));
  const listener = requestListener(core, state, onAnswer, doubleOptions.store);
  const settings = { ...timeouts, requireHostHeader: false };
  const server: Server = https.https
    ? createHttpsServer({ ...settings, ...(await interception.own(host)) }, listener)
    : createServer(settings, listener);
  server.keepAliveTimeout = timeouts.keepAliveTimeout;
  server.on(connection, (socket: Socket) => {
    state.sockets.add(socket);
    socket.once('close', () => state.sockets.delete(socket));
  });
  server.on('connect', connectListener(onAnswer, state.connections, interception));
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) =>
    answerClientError(error, socket, onAnswer, state.connections),
  );
  await listen(server, port, host);
  watch?.(server);
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' || host.includes(':') ? `[${address.address}]` : host;
  state.base = `${https.https ? 'https' : 'http'}://${shownHost}:${address.port}`;
  if (!isLoopback(host)) {
    console.warn(
      `[weather-double] The double server listens on ${host}:${address.port}, reachable from other machines. Bind 127.0.0.1 unless you mean to expose it.`,
    );
  }
  let closing: Promise<void> | undefined;
  const running: WeatherServer = {
    url: state.base,
    port: address.port,
    requests: core.requests as RequestLog,
    scenarios,
    use(...added) {
      // Checked before anything changes: a bad argument leaves the server answering as before.
      checkUsed(added);
      state.used = [...added, ...state.used];
    },
    resetHandlers() {
      state.used = [];
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        for (const giveUp of [...state.late]) giveUp();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
  registerHttpServer(running, {
    server,
    closeConnectionsAfterAnswers() {
      state.draining = true;
      state.control?.endStreams();
      // The answer still to be written last on each connection closes it; those before it, pipelined
      // ahead of it, keep it open for their successors.
      for (const socket of state.sockets) {
        const last = state.connections.lastAnswer.get(socket);
        if (last !== undefined && !last.headersSent) last.shouldKeepAlive = false;
      }
    },
  });
  return running;
}
