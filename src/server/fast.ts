/**
 * The server's fast path: a connection starts here, on the raw socket, and the plain requests most
 * clients send (`GET` or `HEAD` of a path on this server, HTTP/1.1, no body, no unusual header) are
 * read and answered without node:http's per-request machinery, with the same bytes node:http would
 * write (the head comes from the same {@link answerHead}). The first request that is anything else,
 * or a request head not complete in what has arrived, hands the connection over to the node:http
 * server for the rest of its life, its unanswered bytes put back in front of the socket. Node only.
 * @internal
 */
import { maxHeaderSize } from 'node:http';
import type { Socket } from 'node:net';
import { plainTargetPathEnd, urlOfTarget } from '../core/address.js';
import type { Answer, Core, Outcome } from '../core/internal.js';
import { cutBody } from '../core/internal.js';
import type { AnsweredRequest } from './answer-log.js';
import { callSafely, maskedTarget } from './answer-log.js';
import { HEALTH_PATH } from './health.js';
import type { UsedHandler } from './use.js';
import { answerClientError, answerHead, httpDate, sendLater } from './write.js';

/** What the fast path needs of its server. @internal */
export interface FastPathServer {
  readonly core: Core;
  /** The handlers added with `use()` (the fast path answers only while there are none) and the base URL. */
  readonly state: { readonly used: readonly UsedHandler[]; readonly base: string };
  readonly onAnswer: ((answered: AnsweredRequest) => void) | undefined;
  readonly headersTimeout: number;
  readonly keepAliveTimeout: number;
  /** The key of the server's late answers (its node:http server), which `close()` gives up. */
  readonly lateKey: object;
  /** Gives a connection to node:http (its own connection listener). */
  readonly handOver: (socket: Socket) => void;
  /** The connections on the fast path, which `close()` ends. */
  readonly sockets: Set<Socket>;
}

/**
 * The largest request head the fast path reads: half of Node's limit (`http.maxHeaderSize`,
 * 16 KiB unless Node is started with `--max-http-header-size`), so that whatever part of the head
 * Node counts, a head it would refuse (431) always goes to node:http, which refuses it.
 */
const MAX_HEAD = Math.floor(maxHeaderSize / 2);
/** The most header lines the fast path reads (node:http keeps up to 2000; real clients send ~10). */
const MAX_HEADER_LINES = 64;
/** The longest target the fast path reads: the service's limit (longer ones answer 414 through node:http). */
const MAX_TARGET = 8192;
/** Buffered bytes past which a connection waiting for a late answer stops reading. */
const MAX_BUFFERED = 64 * 1024;

/** Header name characters (RFC 9110 `tchar`), by character code. */
const TOKEN = new Uint8Array(128);
for (const char of "!#$%&'*+-.^_`|~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") {
  TOKEN[char.charCodeAt(0)] = 1;
}

/** A request the fast path answers: its method, target and whether the client asked to close. */
interface SimpleRequest {
  readonly method: 'GET' | 'HEAD';
  readonly target: string;
  /** Where the target's path ends when a URL parser keeps the target as it is, else `-1` ({@link plainTargetPathEnd}). */
  readonly pathEnd: number;
  readonly close: boolean;
}

/**
 * The header lines of the last simple head a connection read (from the end of its request line to
 * the end of its blank line) and whether they ask to close: a client sends the same lines with
 * each request, and lines read once need not be read again.
 */
interface HeaderLines {
  text: string;
  close: boolean;
}

/**
 * Reads the request head `text.slice(0, end)` (`end` at its blank line): the request when it is
 * one the fast path answers exactly as node:http would, else `undefined`. Anything unusual is
 * `undefined`, and node:http then reads it as it always has. Header lines the same as `last` (the
 * connection's previous simple head's) are not read again; simple ones become `last`.
 */
function readSimpleHead(text: string, end: number, last: HeaderLines): SimpleRequest | undefined {
  if (end + 4 > MAX_HEAD) return undefined;
  const lineEnd = text.indexOf('\r\n');
  let method: 'GET' | 'HEAD';
  let start: number;
  if (text.startsWith('GET /')) {
    method = 'GET';
    start = 4;
  } else if (text.startsWith('HEAD /')) {
    method = 'HEAD';
    start = 5;
  } else return undefined;
  const targetEnd = lineEnd - 9;
  if (targetEnd - start > MAX_TARGET || text.charCodeAt(start + 1) === 47 /* '//' */) return undefined;
  if (text.slice(targetEnd, lineEnd) !== ' HTTP/1.1') return undefined;
  // A target a URL parser keeps as it is has only printable ASCII; any other is looked at here.
  const pathEnd = plainTargetPathEnd(text, start, targetEnd);
  if (pathEnd === -1) {
    for (let i = start; i < targetEnd; i += 1) {
      const code = text.charCodeAt(i);
      if (code <= 0x20 || code >= 0x7f) return undefined;
    }
  }
  const target = text.slice(start, targetEnd);
  const targetPathEnd = pathEnd === -1 ? -1 : pathEnd - start;
  const linesEnd = end + 4;
  // Compared as a slice: startsWith at a position costs several times more.
  if (linesEnd - lineEnd === last.text.length && text.slice(lineEnd, linesEnd) === last.text) {
    return { method, target, pathEnd: targetPathEnd, close: last.close };
  }
  let host = false;
  let close = false;
  let connection = false;
  let lines = 0;
  let at = lineEnd + 2;
  while (at < end) {
    const next = text.indexOf('\r\n', at);
    lines += 1;
    if (lines > MAX_HEADER_LINES) return undefined;
    let colon = at;
    while (colon < next && TOKEN[text.charCodeAt(colon)] === 1) colon += 1;
    if (colon === at || colon === next || text.charCodeAt(colon) !== 58 /* ':' */) return undefined;
    for (let i = colon + 1; i < next; i += 1) {
      const code = text.charCodeAt(i);
      if ((code < 0x20 && code !== 0x09) || code === 0x7f) return undefined;
    }
    switch (colon - at) {
      case 4:
        if (text.slice(at, colon).toLowerCase() === 'host') {
          if (host) return undefined;
          host = true;
        }
        break;
      case 6:
        if (text.slice(at, colon).toLowerCase() === 'expect') return undefined;
        break;
      case 7:
        if (text.slice(at, colon).toLowerCase() === 'upgrade') return undefined;
        break;
      case 10:
        if (text.slice(at, colon).toLowerCase() === 'connection') {
          if (connection) return undefined;
          connection = true;
          const value = text
            .slice(colon + 1, next)
            .trim()
            .toLowerCase();
          if (value === 'close') close = true;
          else if (value !== 'keep-alive') return undefined;
        }
        break;
      case 14:
        if (text.slice(at, colon).toLowerCase() === 'content-length') return undefined;
        break;
      case 17:
        if (text.slice(at, colon).toLowerCase() === 'transfer-encoding') return undefined;
        break;
    }
    at = next + 2;
  }
  if (!host) return undefined;
  last.text = text.slice(lineEnd, linesEnd);
  last.close = close;
  return { method, target, pathEnd: targetPathEnd, close };
}

/** An answer written whole on a connection: what it answered, when, how, and the text written. */
interface WrittenAnswer {
  answer: Answer | undefined;
  /** The `Date` header's value in the text. */
  date: string;
  method: 'GET' | 'HEAD';
  close: boolean;
  text: string;
}

/** The error node:http gives its `clientError` listener when a request's headers come too late. */
function headersTimeoutError(): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error('Request timeout');
  error.code = 'ERR_HTTP_REQUEST_TIMEOUT';
  return error;
}

/** One connection on the fast path. */
class FastConnection {
  /** Bytes received and not yet answered, as latin1 text (one character per byte). */
  private buffered = '';
  /** Whether an answer is being waited for (a delay, or a `hang()`): nothing else is answered meanwhile. */
  private waiting = false;
  /** The idle limit set on the socket, in milliseconds (`-1`: none yet). */
  private limit = -1;
  /** Whether a request has been answered (the idle limit is then the keep-alive one). */
  private answeredOne = false;
  /** Whether the connection has been given to node:http, or is ending. */
  private done = false;
  /** The header lines of the last simple head read on the connection. */
  private readonly lastLines: HeaderLines = { text: '', close: false };
  /**
   * The last answer written whole and its bytes (as text): a client asking the same again in the
   * same second (the `Date` header's) gets the same bytes, written without making them again.
   */
  private readonly lastWritten: WrittenAnswer = {
    answer: undefined,
    date: '',
    method: 'GET',
    close: false,
    text: '',
  };
  /** The request being answered, for `onAnswer`, until it is reported. */
  private current: { method: string; target: string; started: number } | undefined;

  private readonly onData = (chunk: Buffer) => this.guarded(() => this.received(chunk));
  private readonly onEnd = () => this.ended();
  private readonly onError = () => this.socket.destroy();
  private readonly onTimeout = () => this.timedOut();
  private readonly onClose = () => this.closed();

  constructor(
    private readonly server: FastPathServer,
    private readonly socket: Socket,
  ) {
    server.sockets.add(socket);
    socket.on('data', this.onData);
    socket.on('end', this.onEnd);
    socket.on('error', this.onError);
    socket.on('timeout', this.onTimeout);
    socket.on('close', this.onClose);
    this.idleLimit(server.headersTimeout);
  }

  /**
   * Runs the work of a socket event or timer. Nothing is thrown out of it: a failure the answer
   * itself did not catch (each answer's own failure is the service's 500) ends the connection.
   */
  private guarded(work: () => void): void {
    try {
      work();
    } catch (error) {
      console.error(
        `[weather-double] The server failed on a connection and closed it; it goes on. Cause: ${error instanceof Error ? error.message : String(error)}`,
      );
      this.done = true;
      this.socket.destroy();
    }
  }

  private received(chunk: Buffer): void {
    if (this.done) return;
    this.buffered =
      this.buffered === '' ? chunk.toString('latin1') : this.buffered + chunk.toString('latin1');
    if (this.waiting) {
      if (this.buffered.length > MAX_BUFFERED) this.socket.pause();
      return;
    }
    this.answerBuffered();
  }

  /** Answers the complete, simple requests buffered, in order, until one must wait or go to node:http. */
  private answerBuffered(): void {
    while (!this.done && !this.waiting) {
      const text = this.buffered;
      const end = text.indexOf('\r\n\r\n');
      const request = end === -1 ? undefined : readSimpleHead(text, end, this.lastLines);
      // The health check (health.ts) is node:http's to answer.
      if (
        request === undefined ||
        this.server.state.used.length > 0 ||
        request.target.startsWith(HEALTH_PATH)
      ) {
        if (text !== '') this.handOver();
        return;
      }
      this.buffered = text.length === end + 4 ? '' : text.slice(end + 4);
      this.answer(request);
    }
  }

  /** Answers one request: what the core decides, carried out now or after its delay. */
  private answer(request: SimpleRequest): void {
    const { core, state, onAnswer } = this.server;
    if (onAnswer !== undefined) {
      this.current = { method: request.method, target: request.target, started: performance.now() };
    }
    let url: URL | undefined;
    let outcome: Outcome;
    try {
      url = urlOfTarget(state.base, request.target, request.pathEnd);
      outcome = core.answer(request.method, url);
    } catch (error) {
      outcome = { kind: 'answer', answer: core.fail(request.method, url, null, error, 'server'), delay: 0 };
    }
    this.answeredOne = true;
    if (outcome.delay === 0) {
      this.carryOut(request, url, outcome);
      return;
    }
    this.waiting = true;
    this.idleLimit(0);
    sendLater(
      this.server.lateKey,
      outcome,
      (aborted) => {
        this.socket.once('close', aborted);
        return () => this.socket.off('close', aborted);
      },
      () =>
        this.guarded(() => {
          this.waiting = false;
          this.carryOut(request, url, outcome);
          if (this.socket.isPaused()) this.socket.resume();
          this.answerBuffered();
        }),
    );
  }

  /** Carries out an outcome as `carryOut` does for node:http. */
  private carryOut(request: SimpleRequest, url: URL | undefined, outcome: Outcome): void {
    const socket = this.socket;
    // A connection the client has ended (or that is gone) gets nothing more; it reports status 0 as it closes.
    if (!socket.writable) return;
    let answer: Answer;
    try {
      switch (outcome.kind) {
        case 'networkError':
          this.done = true;
          socket.destroy();
          return;
        case 'hang':
          // Nothing, ever: the client's timeout, or `close()`, ends the connection.
          this.waiting = true;
          return;
        case 'cut': {
          if (outcome.answer.body === '') break;
          const { full, sent } = cutBody(outcome.answer);
          const { status, headers } = outcome.answer;
          const head = answerHead(status, headers, String(full.length), this.connection(request));
          this.done = true;
          socket.cork();
          socket.write(head, 'latin1');
          // Closed (FIN, not a reset) once the partial body is flushed. node:http never finishes
          // such a response either: `onAnswer` reports it with status 0 when the connection closes.
          socket.end(sent);
          socket.uncork();
          return;
        }
        case 'answer':
          break;
      }
      answer = outcome.answer;
    } catch (error) {
      // Never thrown out of the socket's handler: the service's 500 (nothing of this answer was sent).
      answer = this.server.core.fail(request.method, url, null, error, 'server');
    }
    this.write(request, answer);
  }

  private connection(request: SimpleRequest): 'keep-alive' | 'close' {
    return request.close ? 'close' : 'keep-alive';
  }

  /** Writes a whole answer, as node:http's `res.end(body)` writes it, then reports it. */
  private write(request: SimpleRequest, answer: Answer): void {
    const socket = this.socket;
    const date = httpDate();
    const last = this.lastWritten;
    let text: string;
    if (
      answer === last.answer &&
      date === last.date &&
      request.method === last.method &&
      request.close === last.close
    ) {
      text = last.text;
    } else {
      const { status, headers, body } = answer;
      const connection = this.connection(request);
      text =
        request.method === 'HEAD'
          ? answerHead(status, headers, undefined, connection, date)
          : answerHead(status, headers, String(Buffer.byteLength(body)), connection, date) + body;
      last.answer = answer;
      last.date = date;
      last.method = request.method;
      last.close = request.close;
      last.text = text;
    }
    // node:http sends a string body in one write with its head, both encoded as UTF-8 (a HEAD
    // answer is its head alone, latin1).
    if (request.method === 'HEAD') socket.write(text, 'latin1');
    else socket.write(text);
    this.report(answer.status);
    if (request.close) {
      this.done = true;
      socket.end();
    } else if (!this.waiting) {
      this.idleLimit(this.server.keepAliveTimeout);
    }
  }

  /**
   * Sets how long the connection may go without a byte in or out (`0`: no limit). Only a change
   * re-arms the socket's timer: each read and write restarts it anyway.
   */
  private idleLimit(ms: number): void {
    if (ms === this.limit) return;
    this.limit = ms;
    this.socket.setTimeout(ms);
  }

  /** Reports the request being answered to `onAnswer`, once. */
  private report(status: number): void {
    const current = this.current;
    const onAnswer = this.server.onAnswer;
    if (current === undefined || onAnswer === undefined) return;
    this.current = undefined;
    callSafely(onAnswer, {
      method: current.method,
      target: maskedTarget(current.target),
      status,
      durationMs: performance.now() - current.started,
    });
  }

  /** Gives the connection to node:http, the bytes not yet answered put back in front. */
  private handOver(): void {
    const socket = this.socket;
    this.done = true;
    this.detach();
    if (socket.isPaused()) socket.resume();
    if (this.buffered !== '') socket.unshift(Buffer.from(this.buffered, 'latin1'));
    this.buffered = '';
    this.server.handOver(socket);
  }

  private detach(): void {
    const socket = this.socket;
    this.server.sockets.delete(socket);
    socket.setTimeout(0);
    socket.off('data', this.onData);
    socket.off('end', this.onEnd);
    socket.off('error', this.onError);
    socket.off('timeout', this.onTimeout);
    socket.off('close', this.onClose);
  }

  /** The client ended its side: as node:http does, the connection is ended (a late answer is given up). */
  private ended(): void {
    this.done = true;
    if (this.socket.writable) this.socket.end();
  }

  /**
   * No bytes for a while: a connection that has sent no request gets node:http's 408 (as its
   * headers timeout gives); an idle keep-alive connection is closed.
   */
  private timedOut(): void {
    if (this.waiting || this.done) return;
    this.done = true;
    if (this.answeredOne) this.socket.destroy();
    else answerClientError(headersTimeoutError(), this.socket, this.server.onAnswer);
  }

  private closed(): void {
    this.done = true;
    this.server.sockets.delete(this.socket);
    // Nothing was sent for the request being answered (a hang, a network error, a cut-off body, a
    // client gone during a delay): status 0, as node:http reports it.
    this.report(0);
  }
}

/**
 * The connection listener of the fast path: each connection starts on it.
 * @internal
 */
export function fastConnections(server: FastPathServer): (socket: Socket) => void {
  return (socket) => {
    new FastConnection(server, socket);
  };
}
