/**
 * Writing answers to a socket: the service's header order, the `Date` header, `HEAD`, a cut-off
 * body, and what an MSW handler's `Response` carries. Node only.
 * @internal
 */
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type Answer, cutBody, type Outcome } from '../core/internal.js';
import { STATUS_TEXT } from '../service/error-answers.js';
import { type HeaderList, WEATHER_HEADER_NAMES } from '../service/headers.js';

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

/**
 * The header fields of an answer as they go on the wire, flat (`[name, value, name, value, ...]`):
 * `headers` (already in the service's order, as the core's are; see {@link orderedHeaders}) with
 * `Date` after `Server`, and `Content-Length` (unless `size` is `undefined`: a `HEAD` answer) and
 * `Connection` after `Content-Type` (or at the end, for headers without those).
 */
function wireHeaders(
  headers: HeaderList,
  size: string | undefined,
  connection: 'keep-alive' | 'close',
): string[] {
  const date = new Date().toUTCString();
  const flat: string[] = [];
  let dated = false;
  let sized = false;
  for (const [name, value] of headers) {
    flat.push(name, value);
    if (name === 'Server') {
      flat.push('Date', date);
      dated = true;
    } else if (name === 'Content-Type') {
      if (size === undefined) flat.push('Connection', connection);
      else flat.push('Content-Length', size, 'Connection', connection);
      sized = true;
    }
  }
  if (!dated) flat.push('Date', date);
  if (!sized) {
    if (size === undefined) flat.push('Connection', connection);
    else flat.push('Content-Length', size, 'Connection', connection);
  }
  return flat;
}

/** The reason phrase of a status: the service's, else Node's, as `res.writeHead` would write it. */
function reasonOf(status: number): string {
  return STATUS_TEXT[status] ?? STATUS_CODES[status] ?? 'unknown';
}

/**
 * The whole head of an answer that closes the connection, as node:http writes it for
 * {@link writeAnswer}: the status line, the {@link wireHeaders}, each `Name: value` on its own line,
 * and the blank line. What the answer to unreadable bytes writes to the socket itself.
 * @internal
 */
export function closingHead(status: number, headers: HeaderList, size: string | undefined): string {
  const flat = wireHeaders(headers, size, 'close');
  let head = `HTTP/1.1 ${status} ${reasonOf(status)}\r\n`;
  for (let i = 0; i < flat.length; i += 2) head += `${flat[i]}: ${flat[i + 1]}\r\n`;
  return `${head}\r\n`;
}

/**
 * Writes an answer with its headers in the service's wire order: `Server`, `Date`, `Content-Type`,
 * `Content-Length`, `Connection`, `X-Cache-Key`, the three CORS headers, then any others. `headers`
 * must already be in the service's order (the core's are; see {@link orderedHeaders}). A `HEAD`
 * answer has neither body bytes nor `Content-Length` (the double does not make the body a `GET`
 * would get, so it cannot tell its length; `0` would be false).
 * With `declared` (a cut-off answer), `Content-Length` is `declared`, the body is sent as it is,
 * and the connection is then closed: the client sees the body end early.
 * @internal
 */
export function writeAnswer(
  res: ServerResponse,
  status: number,
  headers: HeaderList,
  body: string | Uint8Array,
  declared?: number,
): void {
  const size = res.req.method === 'HEAD' ? undefined : String(declared ?? Buffer.byteLength(body));
  res.writeHead(
    status,
    reasonOf(status),
    wireHeaders(headers, size, res.shouldKeepAlive ? 'keep-alive' : 'close'),
  );
  if (declared === undefined) {
    res.end(body);
    return;
  }
  // Closed (FIN, not a reset) once the partial body is flushed, so the client gets those bytes; the
  // socket is then let go, also when the client keeps its side open.
  res.write(body, () => endSocket(res.socket));
}

/**
 * Ends a connection after `last` (the last bytes to send) is flushed, and then lets go of the
 * socket: node:http's server allows half-open connections, and a client that keeps its side open
 * would otherwise hold it for good.
 * @internal
 */
export function endSocket(socket: Socket | null, last?: string): void {
  if (socket === null) return;
  if (last === undefined) socket.end(() => socket.destroy());
  else socket.end(last, () => socket.destroy());
}

/** Writes one of the core's answers. @internal */
export function writeCoreAnswer(res: ServerResponse, answer: Answer): void {
  writeAnswer(res, answer.status, answer.headers, answer.body);
}

/**
 * The answers a server is waiting to send (`latency`, `delayed()`), each as the function that gives
 * it up; closing the server calls them.
 * @internal
 */
export type LateAnswers = Set<() => void>;

/**
 * Carries out an outcome of the core: the answer; for a network error, the connection destroyed;
 * for a hang, nothing at all (the client's timeout, or `close()`, ends the connection); for a
 * cut-off answer, the headers with the full length and part of the body, then the connection
 * closed; `sent` is told of it as it goes out. After the outcome's delay, which is given up (nothing sent, the log saying why) when the
 * client's connection closes meanwhile (`aborted`) or the server closes (`closed`: `late`'s
 * functions are called).
 * @internal
 */
export function carryOut(
  req: IncomingMessage,
  res: ServerResponse,
  outcome: Outcome,
  late: LateAnswers,
  sent?: (outcome: Outcome) => void,
): void {
  if (outcome.delay === 0) {
    send(req, res, outcome, sent);
    return;
  }
  const giveUp = (reason: 'aborted' | 'closed') => {
    clearTimeout(timer);
    res.off('close', aborted);
    late.delete(closed);
    outcome.logged?.undelivered(reason);
  };
  const closed = () => giveUp('closed');
  const aborted = () => giveUp('aborted');
  const timer = setTimeout(() => {
    res.off('close', aborted);
    late.delete(closed);
    send(req, res, outcome, sent);
  }, outcome.delay);
  res.once('close', aborted);
  late.add(closed);
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  outcome: Outcome,
  sent: ((outcome: Outcome) => void) | undefined,
): void {
  if (res.destroyed) return;
  sent?.(outcome);
  switch (outcome.kind) {
    case 'networkError':
      req.socket.destroy();
      return;
    case 'hang':
      return;
    case 'cut': {
      // An answer without a body (`HEAD`) has nothing to cut: it goes out whole, as under MSW.
      if (outcome.answer.body === '') {
        writeCoreAnswer(res, outcome.answer);
        return;
      }
      const { full, sent } = cutBody(outcome.answer);
      writeAnswer(res, outcome.answer.status, outcome.answer.headers, sent, full.length);
      return;
    }
    case 'answer':
      writeCoreAnswer(res, outcome.answer);
  }
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

/**
 * Writes what a user's MSW handler answered: `Response.error()` destroys the connection; a body
 * that fails part-way is sent as far as it came, with the length it declared, then no more.
 * @internal
 */
export async function writeResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
): Promise<void> {
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
  // A body cut off part-way: the length it declared (else one byte more than was read).
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  const full = Number.isSafeInteger(declared) && declared > bytes.length ? declared : bytes.length + 1;
  writeAnswer(res, response.status, orderedHeaders(response.headers), bytes, full);
}
