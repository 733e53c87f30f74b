// The server as a plain-HTTP proxy: an absolute-form request (`GET http://api.openweathermap.org/…`,
// what a client configured with HTTP_PROXY sends) is answered as the path it names; `CONNECT` (a
// tunnel, for HTTPS_PROXY) is refused with 403 without `httpsProxy` (../https/ tests it with it),
// and reported, never dropped.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnsweredRequest, startWeatherServer, type WeatherServer } from 'weather-double/server';

let server: WeatherServer;
const answered: AnsweredRequest[] = [];

beforeAll(async () => {
  server = await startWeatherServer({ port: 0, seed: 1, onAnswer: (a) => answered.push(a) });
});
afterAll(async () => {
  await server.close();
});

/** Sends raw bytes and reads until the server closes the connection (or 5 s pass). */
function exchange(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(received);
    }, 5_000);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
    socket.end(text);
  });
}

describe('the server as a proxy', () => {
  it('answers an absolute-form request as the path it names', async () => {
    const reply = await exchange(
      'GET http://api.openweathermap.org/data/2.5/weather?zip=94040&appid=k HTTP/1.1\r\nHost: api.openweathermap.org\r\nConnection: close\r\n\r\n',
    );
    expect(reply).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(reply).toContain('"name":"Mountain View"');
  });

  it('refuses CONNECT with 403, reports it and closes (no tunnel)', async () => {
    answered.length = 0;
    const reply = await exchange(
      'CONNECT api.openweathermap.org:443 HTTP/1.1\r\nHost: api.openweathermap.org:443\r\n\r\n',
    );
    expect(reply).toMatch(/^HTTP\/1\.1 403 Forbidden\r\n/);
    expect(reply).toContain('Connection: close\r\n');
    expect(reply).toContain(
      '\r\n\r\n{"cod":"403","message":"weather-double opens no tunnel to api.openweathermap.org:443:',
    );
    await expect
      .poll(() => answered.map(({ method, target, status }) => ({ method, target, status })))
      .toEqual([{ method: 'CONNECT', target: 'api.openweathermap.org:443', status: 403 }]);
    // The server goes on answering.
    expect((await fetch(`${server.url}/data/2.5/weather?zip=10001&appid=k`)).status).toBe(200);
  });
});
