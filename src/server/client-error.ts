/**
 * The answer to bytes Node could not read as a request (malformed, too slow, headers too large),
 * in order after the answers to the requests read before them on the same connection. Node only.
 * @internal
 */
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { errorAnswers, transportErrorAnswers } from '../service/error-answers.js';
import { unknownRouteHeaders } from '../service/headers.js';
import { isTargetTooLong, MAX_TARGET_LENGTH } from '../service/query.js';
import { type AnsweredRequest, callSafely, maskedTarget } from './answer-log.js';
import { unreadableRequestLine } from './unreadable-request.js';
import { closingHead, endSocket } from './write.js';

/**
 * What a server keeps of its connections to answer unreadable bytes in order: the last answer
 * begun on each connection (node:http queues pipelined answers behind the one being written), and
 * the connections whose unreadable bytes are answered already (Node reports every later read of
 * such a connection again).
 * @internal
 */
export interface Connections {
  readonly lastAnswer: WeakMap<Socket, ServerResponse>;
  readonly failed: WeakSet<Socket>;
}

/** A new, empty {@link Connections}. @internal */
export function newConnections(): Connections {
  return { lastAnswer: new WeakMap(), failed: new WeakSet() };
}

/** The error node:http gives its `clientError` listener, with the bytes of the read it failed in. */
type ClientError = NodeJS.ErrnoException & { rawPacket?: unknown; bytesParsed?: unknown };

/** Whether a request target read from raw bytes is over the service's 8192 characters. */
function isRawTargetTooLong(target: string): boolean {
  try {
    return isTargetTooLong(target.startsWith('/') ? new URL(`http://x${target}`) : new URL(target));
  } catch {
    return target.length > MAX_TARGET_LENGTH;
  }
}

/**
 * Answers bytes Node could not read, once per connection, after every answer to a request read
 * before them (pipelined answers go out in order): JSON in the service's error shape with the
 * headers of an answer given before routing, then the connection closed. Nothing is sent after an
 * answer that closed the connection (a `Connection: close` request's, RFC 9112 §9.6). A request
 * timeout does not wait: an answer still to come is given up with the connection.
 * @internal
 */
export function answerClientError(
  error: ClientError,
  socket: Socket,
  onAnswer: ((answered: AnsweredRequest) => void) | undefined,
  connections: Connections,
): void {
  if (error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  if (connections.failed.has(socket)) return;
  connections.failed.add(socket);
  const last = connections.lastAnswer.get(socket);
  if (last === undefined || last.closed) {
    answerUnreadable(error, socket, last, onAnswer);
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    socket.destroy();
  } else {
    last.once('close', () => answerUnreadable(error, socket, last, onAnswer));
  }
}

/**
 * The answer to unreadable bytes, once `last` (the connection's last answer before them) is done.
 * The bytes Node read show the request line when they hold its start: a target over 8192
 * characters is then answered 414, as the service's front end does, and a `HEAD` gets the headers
 * only (no body bytes, no `Content-Length`, as on every path).
 */
function answerUnreadable(
  error: ClientError,
  socket: Socket,
  last: ServerResponse | undefined,
  onAnswer: ((answered: AnsweredRequest) => void) | undefined,
): void {
  if (!socket.writable || error.code === 'HPE_CLOSED_CONNECTION' || last?.shouldKeepAlive === false) {
    socket.destroy();
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
  const size = head ? undefined : String(Buffer.byteLength(body));
  // A HEAD answer never carries body bytes, whatever the status.
  endSocket(socket, `${closingHead(status, unknownRouteHeaders(), size)}${head ? '' : body}`);
  if (onAnswer !== undefined) {
    callSafely(onAnswer, {
      method: line?.method ?? '',
      target: line === undefined ? '' : maskedTarget(line.target, line.complete),
      status,
      durationMs: undefined,
    });
  }
}
