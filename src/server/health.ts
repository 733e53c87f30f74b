/**
 * The server's health check, `GET /healthz`: outside the service's paths (the service answers 404
 * there; the double answers this instead), for a load balancer, Docker's HEALTHCHECK or Kubernetes.
 * @internal
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WeatherStore } from '../core/index.js';

/** The path of the health check. @internal */
const HEALTH_PATH = '/healthz';

/**
 * Answers `GET`/`HEAD /healthz`: `200 {"status":"ok","pid":…}`, with `"store":"ok"` when a store
 * is in use and answers; `503 {"status":"unavailable","store":"down","pid":…}` when it does not
 * (the double would answer 500 to every request its quota counts). `pid` tells which process
 * answered (a worker, under `serve --workers N`). `true` when the request was the health check.
 * @internal
 */
export function answerHealth(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  store: WeatherStore | undefined,
): boolean {
  if (pathname !== HEALTH_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const write = (status: number, body: object) => {
    if (res.destroyed) return;
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
      'Cache-Control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : text);
  };
  if (store === undefined) {
    write(200, { status: 'ok', pid: process.pid });
    return true;
  }
  store.ping().then(
    () => write(200, { status: 'ok', store: 'ok', pid: process.pid }),
    () => write(503, { status: 'unavailable', store: 'down', pid: process.pid }),
  );
  return true;
}
