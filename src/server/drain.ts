/**
 * Stopping a server gracefully (`SIGTERM`): no new connections, the requests in flight answered,
 * each with `Connection: close` so that clients stop reusing their connections, idle keep-alive
 * connections closed, then the rest ended after a grace period.
 * @internal
 */
import type { Server } from 'node:http';

/** A running double server's node:http server, and how to make its answers close their connections. */
interface Drainable {
  readonly server: Server;
  /** From now on, the last answer of each connection says `Connection: close` and closes it. */
  readonly closeConnectionsAfterAnswers: () => void;
}

/** The node:http server behind each running double server. */
const httpServers = new WeakMap<object, Drainable>();

/** Remembers the node:http server of a double server (for {@link drainServer}). @internal */
export function registerHttpServer(weatherServer: object, drainable: Drainable): void {
  httpServers.set(weatherServer, drainable);
}

/**
 * Stops `weatherServer` gracefully: it stops accepting connections, lets every request in flight
 * be answered, closes each keep-alive connection as soon as it is idle, and after `graceMs` ends
 * what is left (`close()`). Resolves when the server is closed.
 * @internal
 */
export function drainServer(weatherServer: { close(): Promise<void> }, graceMs: number): Promise<void> {
  const drainable = httpServers.get(weatherServer);
  if (drainable === undefined) return weatherServer.close();
  const { server } = drainable;
  drainable.closeConnectionsAfterAnswers();
  return new Promise<void>((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const grace = setTimeout(() => {
      weatherServer.close().then(finish, finish);
    }, graceMs);
    function finish() {
      clearInterval(idle);
      clearTimeout(grace);
      resolve();
    }
    // Calls back once every connection has ended (Node closes the idle ones at once).
    server.close(() => {
      weatherServer.close().then(finish, finish);
    });
  });
}
