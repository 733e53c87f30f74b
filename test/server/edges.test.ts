// The server's edges a differential probe against bare node:http found: answers queued before a
// CONNECT, the CONNECT 403's headers, the 400 without Host. (The drain and --workers: ../cli/serve-edges.test.ts.)
import { afterEach, describe, expect, it } from 'vitest';
import { type AnsweredRequest, startWeatherServer, type WeatherServerOptions } from 'weather-double/server';
import { exchange } from '../support/exchange.js';

const NOW = Date.UTC(2024, 6, 1, 12);
const WEATHER = '/data/2.5/weather?zip=94040&appid=k';
const FORECAST = '/data/2.5/forecast?zip=94040&appid=k';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(options: WeatherServerOptions = {}) {
  const reported: AnsweredRequest[] = [];
  const server = await startWeatherServer({
    port: 0,
    seed: 5,
    now: () => NOW,
    onAnswer: (answered) => reported.push(answered),
    ...options,
  });
  cleanups.push(() => server.close());
  return { server, reported };
}

const get = (target: string, extra = '') => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}\r\n`;
const CONNECT = 'CONNECT api.openweathermap.org:443 HTTP/1.1\r\nHost: api.openweathermap.org:443\r\n\r\n';

/** The status lines and header names (in order, without values) of each answer in `raw`. */
function heads(raw: string): { status: string; names: string[]; headers: Map<string, string> }[] {
  const found = [];
  for (const match of raw.matchAll(/HTTP\/1\.1 [^\r]*\r\n(?:[^\r]+\r\n)*\r\n/g)) {
    const [status = '', ...lines] = match[0].trim().split('\r\n');
    const pairs = lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]);
    found.push({
      status,
      names: pairs.map(([name]) => name ?? ''),
      headers: new Map(pairs.map(([name, value]) => [(name ?? '').toLowerCase(), value ?? ''])),
    });
  }
  return found;
}

describe('a CONNECT after pipelined requests', () => {
  it('answers every request pipelined before it, in order, then its 403', async () => {
    const { server, reported } = await start();
    const raw = await exchange(server.port, `${get(WEATHER)}${get(FORECAST)}${CONNECT}`);
    expect(heads(raw).map((head) => head.status)).toEqual([
      'HTTP/1.1 200 OK',
      'HTTP/1.1 200 OK',
      'HTTP/1.1 403 Forbidden',
    ]);
    expect(raw).toContain('"cnt":40');
    expect(raw).toMatch(
      /\r\n\r\n\{"cod":"403","message":"weather-double opens no tunnel to api\.openweathermap\.org:443: [^"]*"\}$/,
    );
    await expect.poll(() => reported.map((answered) => answered.status)).toEqual([200, 200, 403]);
  });

  it('waits for an answer held back by latency', async () => {
    const { server } = await start({ latency: { median: 150, p99: 150 } });
    const raw = await exchange(server.port, `${get(WEATHER)}${CONNECT}`);
    expect(heads(raw).map((head) => head.status)).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 403 Forbidden']);
  });

  it('sends nothing after an answer that closed the connection', async () => {
    const { server } = await start();
    const raw = await exchange(server.port, `${get(WEATHER, 'Connection: close\r\n')}${CONNECT}`);
    expect(heads(raw).map((head) => head.status)).toEqual(['HTTP/1.1 200 OK']);
  });

  it('carries the headers of the 404, in their order, Date included', async () => {
    const { server } = await start();
    const [other] = heads(await exchange(server.port, get('/no/such/path', 'Connection: close\r\n')));
    const [refused] = heads(await exchange(server.port, CONNECT));
    expect(refused?.headers.get('date')).toMatch(
      /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    );
    expect(refused?.names).toEqual(other?.names);
    expect(refused?.headers.get('connection')).toBe('close');
  });
});

describe('a request without Host', () => {
  it('is answered 400 with Connection: close, and nothing after it on that connection', async () => {
    const { server } = await start();
    const noHost = 'GET /data/2.5/weather?zip=94040&appid=k HTTP/1.1\r\n\r\n';
    const raw = await exchange(server.port, `${noHost}${get(WEATHER)}`);
    const answers = heads(raw);
    expect(answers.map((head) => head.status)).toEqual(['HTTP/1.1 400 Bad Request']);
    expect(answers[0]?.headers.get('connection')).toBe('close');
  });
});
