/**
 * `CONNECT` (a client asking a proxy for a tunnel, as `HTTPS_PROXY` clients do): node:http hands it
 * to the server's `connect` event, and without a listener destroys the socket unseen. The server
 * answers it the service's unknown-route 404 instead (it opens no tunnel: the double is a plain-HTTP
 * proxy for absolute-form requests only), with the headers of every other 404, after the answers to
 * the requests pipelined before it on the connection, reports it to `onAnswer`, and closes the
 * connection.
 * @internal
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { unknownRouteAnswer } from '../core/internal.js';
import type { AnsweredRequest } from './answer-log.js';
import { callSafely, maskedTarget } from './answer-log.js';
import type { Connections } from './client-error.js';
import { closingHead } from './write.js';

/** The server's `connect` listener. @internal */
export function connectListener(
  onAnswer: ((answered: AnsweredRequest) => void) | undefined,
  connections: Connections,
) {
  return (req: IncomingMessage, duplex: Duplex): void => {
    const started = performance.now();
    const socket = duplex as Socket;
    socket.on('error', () => {});
    // node:http still writes the answers queued before the CONNECT: the 404 goes after the last.
    const last = connections.lastAnswer.get(socket);
    if (last === undefined || last.closed) answerConnect(req, socket, started, onAnswer);
    else last.once('close', () => answerConnect(req, socket, started, onAnswer));
  };
}

/** The 404 to a `CONNECT`, once the answers before it are out; nothing if they closed the connection. */
function answerConnect(
  req: IncomingMessage,
  socket: Socket,
  started: number,
  onAnswer: ((answered: AnsweredRequest) => void) | undefined,
): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const target = req.url ?? '';
  let url: URL;
  try {
    url = new URL(`http://${target}/`);
  } catch {
    url = new URL('http://invalid.invalid/');
  }
  const answer = unknownRouteAnswer('CONNECT', url);
  const head = closingHead(answer.status, answer.headers, String(Buffer.byteLength(answer.body)));
  // Let go of the socket once the answer is flushed (the client may keep its side open).
  socket.end(`${head}${answer.body}`, () => {
    socket.destroy();
    if (onAnswer === undefined) return;
    callSafely(onAnswer, {
      method: 'CONNECT',
      target: maskedTarget(target),
      status: answer.status,
      durationMs: performance.now() - started,
    });
  });
}
