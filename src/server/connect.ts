/**
 * `CONNECT` (a client asking a proxy for a tunnel, as `HTTPS_PROXY` clients do): node:http hands it
 * to the server's `connect` event, and without a listener destroys the socket unseen. After the
 * answers to the requests pipelined before it on the connection, a `CONNECT` to one of the
 * service's hosts on a server with `httpsProxy` is ended by the server itself (tls/interception.ts);
 * any other is refused with 403 (the server opens no tunnel to the internet), with the headers of
 * the service's 404 and `Connection: close`, and the connection closed. Either is reported to
 * `onAnswer`.
 * @internal
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { unknownRouteHeaders } from '../service/headers.js';
import type { AnsweredRequest } from './answer-log.js';
import { callSafely, maskedTarget } from './answer-log.js';
import type { Connections } from './client-error.js';
import type { Interception } from './tls/interception.js';
import { closingHead } from './write.js';

/** The server's `connect` listener. @internal */
export function connectListener(
  onAnswer: ((answered: AnsweredRequest) => void) | undefined,
  connections: Connections,
  interception: Interception,
) {
  return (req: IncomingMessage, duplex: Duplex, head: Buffer): void => {
    const started = performance.now();
    const socket = duplex as Socket;
    socket.on('error', () => {});
    const answer = () => answerConnect(req.url ?? '', socket, head, started, onAnswer, interception);
    // node:http still writes the answers queued before the CONNECT: its answer goes after the last.
    const last = connections.lastAnswer.get(socket);
    if (last === undefined || last.closed) answer();
    else last.once('close', answer);
  };
}

/** The answer to a `CONNECT`, once the answers before it are out; nothing if they closed the connection. */
function answerConnect(
  target: string,
  socket: Socket,
  head: Buffer,
  started: number,
  onAnswer: ((answered: AnsweredRequest) => void) | undefined,
  interception: Interception,
): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const report = (status: number) => {
    if (onAnswer === undefined) return;
    callSafely(onAnswer, {
      method: 'CONNECT',
      target: maskedTarget(target),
      status,
      durationMs: performance.now() - started,
    });
  };
  if (interception.ends(target)) {
    interception.open(target, socket, head).then(report, () => socket.destroy());
    return;
  }
  const body = interception.refusal(target);
  const status = 403;
  const closing = closingHead(status, unknownRouteHeaders(), String(Buffer.byteLength(body)));
  // Let go of the socket once the answer is flushed (the client may keep its side open).
  socket.end(`${closing}${body}`, () => {
    socket.destroy();
    report(status);
  });
}
