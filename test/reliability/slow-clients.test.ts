// A slow or stuck client cannot hold the server: sockets that never finish their headers, trickle a
// body, or sit idle are cut off, while other clients keep being answered; a client that never reads
// its answers gets no more read from it; a client that keeps its side open after the server's last
// answer does not keep the server's socket. The time limits are short here (the server's internal
// start function); startWeatherServer's own are 10 s for the headers, 30 s for a whole request and
// 5 s keep-alive (an idle connection closed after 6 s: Node adds 1 s), checked every second.
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WeatherServer, WeatherServerOptions } from 'weather-double/server';
import { BODIES } from './model.js';

// The build's internal `startServer` (its declarations leave out internal names: typed from the source).
const { startServer } = (await import(
  '../../dist/src/server/server.js'
)) as unknown as typeof import('../../src/server/server.js');

const SHORT = {
  headersTimeout: 200,
  requestTimeout: 400,
  keepAliveTimeout: 100,
  connectionsCheckingInterval: 50,
};
const REQUEST = 'GET /data/2.5/weather?zip=94040&appid=k HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ';

let server: WeatherServer;
beforeAll(async () => {
  server = await startServer({ port: 0 }, SHORT);
});
afterAll(() => server.close());

/**
 * A client that sends `bytes` one at a time every `everyMs` until the server closes the socket.
 * Resolves with what it received and how many bytes it had sent when the server hung up.
 */
function trickle(first: string, bytes: string, everyMs: number) {
  return new Promise<{ received: string; sent: number; total: number }>((resolve, reject) => {
    const socket: Socket = connect(server.port, '127.0.0.1');
    let received = '';
    let sent = 0;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    if (first !== '') socket.write(first);
    const timer = setInterval(() => {
      if (sent < bytes.length && socket.writable) socket.write(bytes[sent++] ?? '');
    }, everyMs);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ received, sent, total: bytes.length });
    });
  });
}

function statusLine(raw: string): string {
  return raw.split('\r\n')[0] ?? '';
}

describe('slow clients', () => {
  it('cuts off a client that sends its headers byte by byte and never finishes (408, closed)', async () => {
    // 2,000 header bytes at one byte per 20 ms would take 40 s; the server hangs up long before.
    const { received, sent, total } = await trickle('', `${REQUEST}${'x'.repeat(2000)}\r\n\r\n`, 20);
    expect(sent).toBeLessThan(total);
    expect(statusLine(received)).toBe('HTTP/1.1 408 Request Timeout');
    expect(received).toContain('\r\nConnection: close\r\n');
    expect(received.endsWith(`\r\n\r\n${BODIES.requestTimeout}`)).toBe(true);
  });

  it('cuts off a client that connects and sends nothing', async () => {
    const { received } = await trickle('', '', 1000);
    expect(statusLine(received)).toBe('HTTP/1.1 408 Request Timeout');
  });

  it('cuts off a client that trickles a request body', async () => {
    const head =
      'POST /data/2.5/weather?zip=94040&appid=k HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5000\r\n\r\n';
    const { received, sent, total } = await trickle(head, 'b'.repeat(5000), 20);
    expect(sent).toBeLessThan(total);
    // The server answers as soon as it has the headers, then ends the connection at the time limit.
    expect(statusLine(received)).toBe('HTTP/1.1 200 OK');
  });

  it('closes an idle keep-alive connection after its answer', async () => {
    const { received, sent } = await trickle(`${REQUEST}1\r\n\r\n`, 'never sent', 60_000);
    expect(sent).toBe(0);
    expect(statusLine(received)).toBe('HTTP/1.1 200 OK');
    expect(received).toContain('\r\nConnection: keep-alive\r\n');
  });

  it('keeps answering others while 50 slow clients hold connections', async () => {
    const slow = Array.from({ length: 50 }, () => trickle('', `${REQUEST}${'x'.repeat(2000)}\r\n\r\n`, 25));
    for (let i = 0; i < 20; i += 1) {
      const response = await fetch(`${server.url}/data/2.5/weather?zip=94040&appid=k`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ name: 'Mountain View' });
    }
    for (const { received } of await Promise.all(slow))
      expect(statusLine(received)).toBe('HTTP/1.1 408 Request Timeout');
  });

  it('answers a malformed request 400 in the service error shape and closes', async () => {
    const { received } = await trickle('GET /data/2.5/weather HTTP/1.1\r\nBad Header Line\r\n\r\n', '', 1000);
    expect(statusLine(received)).toBe('HTTP/1.1 400 Bad Request');
    expect(received.endsWith(`\r\n\r\n${BODIES.badRequest}`)).toBe(true);
  });
});

/** How many connections a node:http server holds open. */
function openConnections(http: HttpServer): Promise<number> {
  return new Promise((resolve, reject) =>
    http.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

/** A server with `limits`, and its node:http server (to count its connections). */
async function watched(options: WeatherServerOptions, limits: typeof SHORT) {
  let http: HttpServer | undefined;
  const started = await startServer({ port: 0, ...options }, limits, (server) => {
    http = server;
  });
  if (http === undefined) throw new Error('startServer did not give its node:http server');
  return { server: started, http };
}

/**
 * A client that sends `bytes`, reads what comes back, and never closes its side of the connection
 * (not even when the server has closed its own). Resolves once it has read `until`.
 */
function stayingClient(port: number, bytes: string, until: RegExp) {
  return new Promise<{ socket: Socket; received: () => string }>((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let received = '';
    socket.setEncoding('latin1');
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (until.test(received)) resolve({ socket, received: () => received });
    });
    if (bytes !== '') socket.write(bytes);
  });
}

describe('clients that never read or never close', () => {
  it('stops reading from a client that pipelines 5,000 requests and never reads, and loses none', async () => {
    // Limits long enough that the connection is not timed out while the client does not read.
    const { server: big, http } = await watched(
      { seed: 3 },
      {
        headersTimeout: 120_000,
        requestTimeout: 150_000,
        keepAliveTimeout: 5_000,
        connectionsCheckingInterval: 1_000,
      },
    );
    const read: string[] = [];
    http.on('request', (req: IncomingMessage) => read.push(/&n=(\d+)$/.exec(req.url ?? '')?.[1] ?? ''));
    try {
      const count = 5_000;
      const socket = connect(big.port, '127.0.0.1');
      socket.pause();
      let requests = '';
      for (let n = 0; n < count; n += 1) {
        requests += `GET /data/2.5/forecast?zip=94040&appid=k&n=${n} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
      }
      socket.write(requests);
      // node:http answers the requests of what it has read (each answer about 16 KiB), then stops
      // reading while its answers wait: the number of requests read stays put, far below what was
      // sent, and so does what it holds (the raw-socket path held every answer: up to 130 MiB).
      let seen = -1;
      for (let polls = 0, same = 0; same < 10 && polls < 600; polls += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        same = read.length === seen ? same + 1 : 0;
        seen = read.length;
      }
      expect(seen).toBeGreaterThan(0);
      expect(seen).toBeLessThan(count / 2);
      expect(await openConnections(http)).toBe(1);
      // Once the client reads, every answer comes, the requests read in the order sent.
      const mark = 'HTTP/1.1 200 OK\r\n';
      let answers = 0;
      let rest = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => {
        const parts = (rest + chunk).split(mark);
        answers += parts.length - 1;
        rest = (parts.at(-1) ?? '').slice(1 - mark.length);
      });
      socket.resume();
      await vi.waitFor(() => expect(answers).toBe(count), { timeout: 120_000, interval: 200 });
      expect(read).toEqual(Array.from({ length: count }, (_, n) => String(n)));
      socket.destroy();
    } finally {
      await big.close();
    }
  });

  it('lets go of every socket whose client keeps its side open, within the time limits', async () => {
    const { server: plain, http } = await watched({ seed: 4 }, SHORT);
    const { server: faulty, http: faultyHttp } = await watched(
      { seed: 4, faults: { rate: 1, kinds: ['malformed'] } },
      SHORT,
    );
    const weather = '/data/2.5/weather?zip=94040&appid=k';
    const clients = await Promise.all([
      // A Connection: close request, its answer read, the client's side left open.
      ...Array.from({ length: 100 }, () =>
        stayingClient(plain.port, `GET ${weather} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, /\}$/),
      ),
      // Unreadable bytes (400), nothing at all (408), an idle keep-alive connection, a cut-off answer.
      ...Array.from({ length: 10 }, () => stayingClient(plain.port, 'GET / HTTP/1.1\r\nBad\r\n\r\n', /\}$/)),
      ...Array.from({ length: 10 }, () => stayingClient(plain.port, '', /\}$/)),
      ...Array.from({ length: 10 }, () =>
        stayingClient(plain.port, `GET ${weather} HTTP/1.1\r\nHost: x\r\n\r\n`, /\}$/),
      ),
      ...Array.from({ length: 10 }, () =>
        stayingClient(faulty.port, `GET ${weather} HTTP/1.1\r\nHost: x\r\n\r\n`, /\r\n\r\n\{/),
      ),
    ]);
    try {
      const statuses = clients.map(({ received }) => statusLine(received()));
      expect(new Set(statuses)).toEqual(
        new Set(['HTTP/1.1 200 OK', 'HTTP/1.1 400 Bad Request', 'HTTP/1.1 408 Request Timeout']),
      );
      // Node closes an idle keep-alive connection 1 s after keepAliveTimeout; the budget is generous.
      await vi.waitFor(
        async () => expect([await openConnections(http), await openConnections(faultyHttp)]).toEqual([0, 0]),
        { timeout: 30_000, interval: 100 },
      );
      // The server let go on its own: every client has read the server's end of the stream, and still
      // holds its own side open.
      const kept = clients.filter(
        ({ socket }) => socket.readableEnded && socket.writable && !socket.destroyed,
      );
      expect(kept.length).toBe(clients.length);
    } finally {
      for (const { socket } of clients) socket.destroy();
      await Promise.all([plain.close(), faulty.close()]);
    }
  });
});
