import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { getResponse, type RequestHandler } from 'msw';
import {
  createWeatherDouble,
  directAnswerOf,
  type WeatherDoubleOptions,
  type WeatherScenarios,
} from '../../handlers/double.js';
import { maskedUrl, type RequestLog } from '../../handlers/requests.js';
import { cutLength, type Produced } from '../../handlers/respond.js';
import { errorAnswers, STATUS_TEXT, transportErrorAnswers } from '../endpoint/bodies.js';
import {
  ENDPOINT_OPTION_NAMES,
  type EndpointAnswer,
  type HeaderList,
  isTargetTooLong,
  MAX_TARGET_LENGTH,
  unknownRouteHeaders,
  WEATHER_HEADER_NAMES,
  WEATHER_PATH,
  weatherHeaders,
} from '../endpoint/index.js';
import { OPERATION_PATHS, operationAtEnd } from '../endpoint/operations.js';
import { assertKnownKeys, invalidOption, WeatherDoubleError } from '../errors.js';
import { RESILIENCE_OPTION_NAMES } from '../faults/index.js';
import { type AnsweredRequest, callSafely, maskedTarget, reportAnswer } from './answer-log.js';
import { unreadableRequestLine } from './unreadable-request.js';

/**
 * The options of {@link startWeatherServer}: the double's options (except `baseUrl`: the server
 * answers at its own address) plus where to listen.
 *
 * @example
 * ```ts
 * const options: WeatherServerOptions = { port: 0, seed: 1, apiKeys: ['test-key'] };
 * ```
 */
export interface WeatherServerOptions extends Omit<WeatherDoubleOptions, 'baseUrl'> {
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
  readonly scenarios: WeatherScenarios;
  /**
   * Puts handlers in front of the double's own, as MSW's `server.use()` does: the last added answers
   * first. Takes the server's scenarios, or any MSW handler for the server's address; anything else
   * throws `INVALID_OPTION` (`use[0]`) and changes nothing.
   */
  use(...handlers: RequestHandler[]): void;
  /** Removes every handler added with {@link WeatherServer.use}; the double answers normally again. */
  resetHandlers(): void;
  /** Stops listening and ends every open connection, keep-alive ones included. Safe to call twice. */
  close(): Promise<void>;
}

const SERVER_OPTION_NAMES = [
  'port',
  'host',
  'onAnswer',
  ...ENDPOINT_OPTION_NAMES,
  ...RESILIENCE_OPTION_NAMES,
] as const;

/**
 * Socket time limits, in milliseconds: generous for tests, short enough that a slow or stuck client
 * cannot hold a socket. A request must have sent its headers within `headersTimeout` and be complete
 * within `requestTimeout` (else 408 and the connection is closed); an idle keep-alive connection is
 * closed after `keepAliveTimeout`. Node checks the first two every `connectionsCheckingInterval`
 * (30 s by default, which would let a client hold a socket for up to 40 s).
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

/** The canonical spelling and position of the headers an answer of the weather path carries. */
const HEADER_ORDER: ReadonlyMap<string, { name: string; rank: number }> = new Map(
  WEATHER_HEADER_NAMES.map((name, rank) => [name.toLowerCase(), { name, rank }]),
);

/** Headers the server writes itself from the answer and the connection. */
const TRANSPORT_HEADERS: ReadonlySet<string> = new Set([
  'date',
  'content-length',
  'connection',
  'transfer-encoding',
]);

/** Whether a value is an MSW request handler (by shape: another copy of msw makes other classes). */
function isRequestHandler(value: unknown): value is RequestHandler {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { run?: unknown }).run === 'function' &&
    typeof (value as { info?: unknown }).info === 'object'
  );
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** Methods `new Request()` refuses; the server answers them as the service answers a path it lacks. */
const FORBIDDEN_METHODS: ReadonlySet<string> = new Set(['CONNECT', 'TRACE', 'TRACK']);

let dateSecond = -1;
let dateText = '';
/** The `Date` header value, computed once a second. */
function httpDate(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateText = new Date(now).toUTCString();
  }
  return dateText;
}

/**
 * Writes an answer with its headers in the service's wire order: `Server`, `Date`, `Content-Type`,
 * `Content-Length`, `Connection`, `X-Cache-Key`, the three CORS headers, then any others. `headers`
 * must already be in the service's order (the endpoint's are; see {@link orderedHeaders}). A `HEAD`
 * answer has neither body bytes nor `Content-Length` (the double does not make the body a `GET`
 * would get, so it cannot tell its length; `0` would be false).
 * With `declared` (a cut-off answer), `Content-Length` is `declared`, the body is sent as it is,
 * and the connection is then closed: the client sees the body end early.
 */
function writeAnswer(
  res: ServerResponse,
  status: number,
  headers: HeaderList,
  body: string | Uint8Array,
  declared?: number,
): void {
  const flat: string[] = [];
  let dated = false;
  let sized = false;
  const head = res.req.method === 'HEAD';
  const size = String(declared ?? Buffer.byteLength(body));
  const connection = res.shouldKeepAlive ? 'keep-alive' : 'close';
  for (const [name, value] of headers) {
    flat.push(name, value);
    if (name === 'Server') {
      flat.push('Date', httpDate());
      dated = true;
    } else if (name === 'Content-Type') {
      if (head) flat.push('Connection', connection);
      else flat.push('Content-Length', size, 'Connection', connection);
      sized = true;
    }
  }
  if (!dated) flat.push('Date', httpDate());
  if (!sized) {
    if (head) flat.push('Connection', connection);
    else flat.push('Content-Length', size, 'Connection', connection);
  }
  const reason = STATUS_TEXT[status];
  if (reason === undefined) res.writeHead(status, flat);
  else res.writeHead(status, reason, flat);
  if (declared === undefined) {
    res.end(body);
    return;
  }
  // Closed (FIN, not a reset) once the partial body is flushed, so the client gets those bytes.
  res.write(body, () => res.socket?.end());
}

/** A malformed answer: its headers with the full `Content-Length`, half of its body, then no more. */
function writeMalformed(res: ServerResponse, answer: EndpointAnswer): void {
  const bytes = Buffer.from(answer.body);
  writeAnswer(res, answer.status, answer.headers, bytes.subarray(0, cutLength(bytes.length)), bytes.length);
}

/**
 * The body of a handler's `Response`: its bytes, and whether it came whole. A body stream that fails
 * part-way (a `malformed` answer) gives the bytes read so far.
 */
async function readBody(response: Response): Promise<{ bytes: Uint8Array; complete: boolean }> {
  if (response.body === null) return { bytes: new Uint8Array(0), complete: true };
  const chunks: Uint8Array[] = [];
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { bytes: Buffer.concat(chunks), complete: true };
      chunks.push(value);
    }
  } catch {
    return { bytes: Buffer.concat(chunks), complete: false };
  }
}

/**
 * Sends what the double produced: the answer; for a network error, the connection destroyed; for a
 * hang, nothing at all (the client's timeout, or `close()`, ends the connection); for a malformed
 * answer, the headers and half the body, then the connection closed.
 */
function send(req: IncomingMessage, res: ServerResponse, produced: Produced): void {
  if (res.destroyed) return;
  if (produced === 'networkError') {
    req.socket.destroy();
    return;
  }
  if (produced === 'hang') return;
  if ('malformed' in produced) {
    writeMalformed(res, produced.malformed);
    return;
  }
  writeAnswer(res, produced.status, produced.headers, produced.body);
}

/** {@link send} after `latency` milliseconds; a connection closed meanwhile cancels it. */
function sendLate(req: IncomingMessage, res: ServerResponse, produced: Produced, latency: number): void {
  if (latency === 0) {
    send(req, res, produced);
    return;
  }
  const cancel = () => clearTimeout(timer);
  const timer = setTimeout(() => {
    res.off('close', cancel);
    send(req, res, produced);
  }, latency);
  res.once('close', cancel);
}

/** Whether a request target read from raw bytes is over the service's 8192 characters. */
function isRawTargetTooLong(target: string): boolean {
  try {
    return isTargetTooLong(target.startsWith('/') ? new URL(`http://x${target}`) : new URL(target));
  } catch {
    return target.length > MAX_TARGET_LENGTH;
  }
}

/**
 * The answer to a request Node could not read as HTTP (malformed, too slow, headers too large),
 * written straight to the socket, which is then closed: JSON in the service's error shape with the
 * headers of an answer given before routing. The bytes Node read show the request line when they
 * hold its start: a target over 8192 characters is then answered 414, as the service's front end
 * does, and a `HEAD` gets the headers only (no body bytes, no `Content-Length`, as on every path).
 * An earlier request still being answered on the connection is answered first.
 */
function answerClientError(
  error: NodeJS.ErrnoException & { rawPacket?: unknown; bytesParsed?: unknown },
  socket: Socket,
  onAnswer: ((answered: AnsweredRequest) => void) | undefined,
): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (inFlight && !inFlight.writableEnded) {
    inFlight.once('finish', () => answerClientError(error, socket, onAnswer));
    return;
  }
  const line = unreadableRequestLine(error);
  const head = line?.method === 'HEAD';
  const { status, body } =
    line !== undefined && isRawTargetTooLong(line.target)
      ? errorAnswers.uriTooLong
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? transportErrorAnswers.headersTooLarge
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? transportErrorAnswers.requestTimeout
          : transportErrorAnswers.badRequest;
  const lines = [`HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? ''}`];
  for (const [name, value] of unknownRouteHeaders()) {
    lines.push(`${name}: ${value}`);
    if (name === 'Server') lines.push(`Date: ${httpDate()}`);
    else if (name === 'Content-Type') {
      if (head) lines.push('Connection: close');
      else lines.push(`Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close');
    }
  }
  // A HEAD answer never carries body bytes, whatever the status.
  socket.end(`${lines.join('\r\n')}\r\n\r\n${head ? '' : body}`);
  if (onAnswer !== undefined) {
    callSafely(onAnswer, {
      method: line?.method ?? '',
      target: line === undefined ? '' : maskedTarget(line.target, line.complete),
      status,
      durationMs: undefined,
    });
  }
}

/** The service's 414 for a request target over 8192 characters, which is not read. */
function writeTooLong(res: ServerResponse): void {
  const { status, body } = errorAnswers.uriTooLong;
  writeAnswer(res, status, unknownRouteHeaders(), body);
}

/**
 * The headers of a fetch `Response` (which iterates them sorted by name) back in the service's
 * order and spelling, without the transport headers the server writes itself.
 */
function orderedHeaders(headers: Headers): HeaderList {
  const known: [string, string, number][] = [];
  const others: [string, string][] = [];
  for (const [name, value] of headers) {
    if (TRANSPORT_HEADERS.has(name)) continue;
    const entry = HEADER_ORDER.get(name);
    if (entry) known.push([entry.name, value, entry.rank]);
    else others.push([name, value]);
  }
  known.sort((a, b) => a[2] - b[2]);
  return [...known.map(([name, value]) => [name, value] as const), ...others];
}

/** Checks the server's options; the double's own options are checked by `createWeatherDouble`. */
function readServerOptions(options: unknown): {
  port: number;
  host: string;
  onAnswer: ((answered: AnsweredRequest) => void) | undefined;
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
  const { port = 8080, host = '127.0.0.1', onAnswer, ...doubleOptions } = options as WeatherServerOptions;
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 0 || port > 65_535) {
    throw invalidOption('port', 'an integer from 0 to 65535 (0 picks a free port)', port);
  }
  if (typeof host !== 'string' || host.trim() === '') {
    throw invalidOption('host', "a host name or IP address, e.g. '127.0.0.1'", host);
  }
  if (onAnswer !== undefined && typeof onAnswer !== 'function') {
    throw invalidOption('onAnswer', 'a function called with each answered request', onAnswer);
  }
  return { port, host, onAnswer, doubleOptions };
}

/**
 * Starts the double on a real socket: the very handlers of `createWeatherDouble` served over
 * `node:http` through MSW's `getResponse`, so a socket client gets the same status, headers (in the
 * service's order) and body bytes as an intercepted one. Unknown paths answer 404
 * `{"cod":"404","message":"Internal error"}`, as the service does. A request the double would answer
 * with a network error has its connection destroyed.
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
 * {@link startWeatherServer} with other socket time limits (the tests use short ones).
 * @internal
 */
export async function startServer(
  options: WeatherServerOptions,
  timeouts: ServerTimeouts,
): Promise<WeatherServer> {
  const { port, host, onAnswer, doubleOptions } = readServerOptions(options);
  const double = createWeatherDouble({ ...doubleOptions, baseUrl: '*' });
  let handlers: RequestHandler[] = double.handlers;
  let base = '';

  const direct = directAnswerOf(double);

  /** Answers through MSW's getResponse and the handlers in use (the double's, plus any added). */
  const viaHandlers = async (req: IncomingMessage, res: ServerResponse, method: string, url: URL) => {
    const controller = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    const response = await getResponse(handlers, new Request(url, { method, signal: controller.signal }));
    if (res.destroyed) return;
    if (response === undefined) {
      if (isTargetTooLong(url)) return writeTooLong(res);
      const { status, body } = errorAnswers.unknownRoute;
      return writeAnswer(res, status, unknownRouteHeaders(), body);
    }
    if (response.type === 'error') {
      req.socket.destroy();
      return;
    }
    const { bytes, complete } = await readBody(response);
    if (res.destroyed) return;
    if (complete) {
      writeAnswer(res, response.status, orderedHeaders(response.headers), bytes);
      return;
    }
    // A body cut off part-way (a malformed answer): the length it declared (else one byte more than
    // was read), then no more bytes.
    const declared = Number(response.headers.get('content-length') ?? Number.NaN);
    const full = Number.isSafeInteger(declared) && declared > bytes.length ? declared : bytes.length + 1;
    writeAnswer(res, response.status, orderedHeaders(response.headers), bytes, full);
  };

  /** The service's 500, with a console message, for a failure inside the server itself. */
  const fail = (req: IncomingMessage, res: ServerResponse, url: URL | undefined, error: unknown) => {
    console.error(
      `[weather-double] The server failed to answer ${req.method ?? 'GET'} ${url ? maskedUrl(url) : '(unreadable URL)'}, so it answered 500 with the service's server-error body. Cause: ${error instanceof Error ? error.message : String(error)}`,
    );
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const { status, body } = errorAnswers.serverError;
    const path = OPERATION_PATHS[(url && operationAtEnd(url.pathname)) ?? 'weather'];
    const headers =
      url && isTargetTooLong(url) ? unknownRouteHeaders() : weatherHeaders(url?.search ?? '', path);
    writeAnswer(res, status, headers, body);
  };

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    if (onAnswer !== undefined) reportAnswer(req, res, onAnswer);
    const method = req.method ?? 'GET';
    let url: URL | undefined;
    try {
      // HTTP/1.1 requires a Host header (Node's own check would answer 400 with no body).
      if (req.headers.host === undefined && req.httpVersion === '1.1') {
        const { status, body } = transportErrorAnswers.badRequest;
        writeAnswer(res, status, unknownRouteHeaders(), body);
        return;
      }
      // An origin-form target ('/path?query') is a path on this server, also when it starts with
      // '//' (which `new URL(target, base)` would read as another host); an absolute-form target
      // ('http://host/path', as sent to a proxy) is read as a URL.
      const target = req.url ?? '/';
      url = target.startsWith('/') ? new URL(`${base}${target}`) : new URL(target, base);
      if (FORBIDDEN_METHODS.has(method.toUpperCase())) {
        if (isTargetTooLong(url)) {
          writeTooLong(res);
          return;
        }
        const { status, body } = errorAnswers.unknownRoute;
        const onWeatherPath = url.pathname === WEATHER_PATH;
        writeAnswer(res, status, onWeatherPath ? weatherHeaders(url.search) : unknownRouteHeaders(), body);
        return;
      }
      if (handlers !== double.handlers) {
        const parsed = url;
        viaHandlers(req, res, method, parsed).catch((error: unknown) => fail(req, res, parsed, error));
        return;
      }
      // Fast path while only the double's own handler is in use: the same route check, endpoint
      // call, request log and failure handling as that handler's resolver, without the ~80 µs of
      // MSW's Request/Response wrapping (a test checks the bytes are the same either way).
      const answer = direct(method, url);
      if (answer === undefined) {
        if (isTargetTooLong(url)) {
          writeTooLong(res);
          return;
        }
        const { status, body } = errorAnswers.unknownRoute;
        writeAnswer(res, status, unknownRouteHeaders(), body);
        return;
      }
      if ('produced' in answer) {
        sendLate(req, res, answer.produced, answer.latency);
        return;
      }
      writeAnswer(res, answer.status, answer.headers, answer.body);
    } catch (error) {
      fail(req, res, url, error);
    }
  };

  const server: Server = createServer({ ...timeouts, requireHostHeader: false }, handle);
  server.keepAliveTimeout = timeouts.keepAliveTimeout;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) =>
    answerClientError(error, socket, onAnswer),
  );

  await new Promise<void>((resolve, reject) => {
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

  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' || host.includes(':') ? `[${address.address}]` : host;
  base = `http://${shownHost}:${address.port}`;
  if (!isLoopback(host)) {
    console.warn(
      `[weather-double] The double server listens on ${host}:${address.port}, reachable from other machines. Bind 127.0.0.1 unless you mean to expose it.`,
    );
  }

  let closing: Promise<void> | undefined;
  return {
    url: base,
    port: address.port,
    requests: double.requests,
    scenarios: double.scenarios,
    use(...added) {
      // Checked before anything changes: a bad argument leaves the server answering as before.
      added.forEach((handler, index) => {
        if (!isRequestHandler(handler)) {
          throw invalidOption(
            `use[${index}]`,
            'an MSW request handler (one of server.scenarios, or http.get(...) from msw)',
            handler,
          );
        }
      });
      handlers = [...added, ...handlers];
    },
    resetHandlers() {
      handlers = double.handlers;
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
