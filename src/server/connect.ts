/**
 * `CONNECT` (a client asking a proxy for a tunnel, as `HTTPS_PROXY` clients do): node:http hands it
 * to the server's `connect` event, and without a listener destroys the socket unseen. The server
 * answers it the service's unknown-route 404 instead (it opens no tunnel: the double is a plain-HTTP
 * proxy for absolute-form requests only), reports it to `onAnswer`, and closes the connection.
 * @internal
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { unknownRouteAnswer } from '../core/internal.js';
import { STATUS_TEXT } from '../service/answers.js';
import type { AnsweredRequest } from './answer-log.js';
import { callSafely, maskedTarget } from './answer-log.js';

/** The server's `connect` listener. @internal */
export function connectListener(onAnswer: ((answered: AnsweredRequest) => void) | undefined) {
  return (req: IncomingMessage, socket: Duplex): void => {
    const started = performance.now();
    const target = req.url ?? '';
    let url: URL;
    try {
      url = new URL(`http://${target}/`);
    } catch {
      url = new URL('http://invalid.invalid/');
    }
    const answer = unknownRouteAnswer('CONNECT', url);
    const body = Buffer.from(answer.body);
    const head = [
      `HTTP/1.1 ${answer.status} ${STATUS_TEXT[answer.status] ?? ''}`,
      ...answer.headers.map(([name, value]) => `${name}: ${value}`),
      `Content-Length: ${body.length}`,
      'Connection: close',
      '',
      '',
    ].join('\r\n');
    socket.on('error', () => {});
    socket.end(Buffer.concat([Buffer.from(head, 'latin1'), body]), () => {
      if (onAnswer === undefined) return;
      callSafely(onAnswer, {
        method: 'CONNECT',
        target: maskedTarget(target),
        status: answer.status,
        durationMs: performance.now() - started,
      });
    });
  };
}
