// A slow or stuck client cannot hold the server: sockets that never finish their headers, trickle a
// body, or sit idle are cut off, while other clients keep being answered. The time limits are short
// here (the server's internal start function); startWeatherServer's own are 10 s for the headers,
// 30 s for a whole request and 5 s idle keep-alive, checked every second.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WeatherServer } from 'weather-double/server';
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
