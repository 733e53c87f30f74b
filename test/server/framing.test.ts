// HTTP framing of the standalone server, read from raw sockets: a HEAD answer never carries body
// bytes (nor a Content-Length) on any path, parse errors included, so a client that reuses the
// connection reads a clean next answer; a target over 8192 characters is 414 also past Node's 16 KiB
// limit on the request head; the onAnswer option reports every answered request, key masked.
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createWeatherGenerator, serializeWeatherRecord } from 'weather-double';
import {
  type AnsweredRequest,
  startWeatherServer,
  type WeatherServer,
  type WeatherServerOptions,
} from 'weather-double/server';
import { caught, expectRefusal } from '../support/errors.js';
import { exchange as send } from '../support/exchange.js';

const NOW = Date.UTC(2024, 5, 1, 18);
const KEY = 'secret-key-1234';
const WEATHER = `/data/2.5/weather?zip=94040&appid=${KEY}`;
const RECORD = serializeWeatherRecord(
  createWeatherGenerator({ seed: 3, now: () => NOW }).record({ zip: '94040' }),
);
const BODY_414 = '{"cod":"414","message":"Request-URI Too Large"}';
const BODY_431 = '{"cod":"431","message":"Request Header Fields Too Large"}';
const BODY_400 = '{"cod":"400","message":"Bad Request"}';
const BODY_404 = '{"cod":"404","message":"Internal error"}';

/** A weather target of exactly `length` characters (path and query), the key in it. */
const targetOfLength = (length: number) => `${WEATHER}&pad=${'p'.repeat(length - WEATHER.length - 5)}`;

/** One answer read off the wire: status line, headers by lower-case name, body. */
interface WireAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/**
 * Splits what a connection received into answers by HTTP/1.1 framing, as a client reusing the
 * connection reads them: the answer to a HEAD has no body whatever its headers say; any other has
 * Content-Length bytes. Returns the answers and whatever bytes are left over (garbage for a client).
 */
function readAnswers(received: string, methods: string[]): { answers: WireAnswer[]; rest: string } {
  const answers: WireAnswer[] = [];
  let rest = received;
  for (const method of methods) {
    const end = rest.indexOf('\r\n\r\n');
    if (end === -1) break;
    const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n');
    const headers = new Map(
      lines.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 2),
      ]),
    );
    const length = method === 'HEAD' ? 0 : Number(headers.get('content-length'));
    answers.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: rest.slice(end + 4, end + 4 + length),
    });
    rest = rest.slice(end + 4 + length);
  }
  return { answers, rest };
}

let server: WeatherServer;
const reported: AnsweredRequest[] = [];

/** Writes `requests` on one connection in one write; resolves with all received until it closes. */
const exchange = (requests: string[]): Promise<string> => send(server.port, requests.join(''));

const request = (method: string, target: string, extra = '') =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}\r\n`;
const closing = (method: string, target: string) => request(method, target, 'Connection: close\r\n');

beforeAll(async () => {
  server = await startWeatherServer({
    port: 0,
    seed: 3,
    now: () => NOW,
    onAnswer: (answered) => reported.push(answered),
  });
});
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  reported.length = 0;
});

describe('HEAD answers over a reused connection', () => {
  const cases: [string, string, number][] = [
    ['the weather path', WEATHER, 200],
    ['a bad key', '/data/2.5/weather?zip=94040', 401],
    ['an unknown path', '/data/2.5/solar_radiation?zip=94040', 404],
    ['a target of 9000 characters', targetOfLength(9000), 414],
  ];
  for (const [what, target, status] of cases) {
    it(`answers HEAD on ${what} with headers only, then a pipelined GET cleanly`, async () => {
      const received = await exchange([request('HEAD', target), closing('GET', WEATHER)]);
      const { answers, rest } = readAnswers(received, ['HEAD', 'GET']);
      expect(rest).toBe('');
      expect(answers[0]?.status).toBe(status);
      expect(answers[0]?.body).toBe('');
      expect(answers[0]?.headers.has('content-length')).toBe(false);
      expect(answers[0]?.headers.get('connection')).toBe('keep-alive');
      expect(answers[1]).toMatchObject({ status: 200, body: RECORD });
      expect(answers[1]?.headers.get('content-length')).toBe(String(Buffer.byteLength(RECORD)));
    });
  }

  it('answers GET then HEAD then GET on one connection, each framed exactly', async () => {
    const received = await exchange([
      request('GET', '/nowhere'),
      request('HEAD', WEATHER),
      closing('GET', WEATHER),
    ]);
    const { answers, rest } = readAnswers(received, ['GET', 'HEAD', 'GET']);
    expect(rest).toBe('');
    expect(answers.map(({ status, body }) => [status, body])).toEqual([
      [404, BODY_404],
      [200, ''],
      [200, RECORD],
    ]);
  });
});

describe('requests Node cannot parse', () => {
  const over16KiB = targetOfLength(20_000);

  it('answers a HEAD whose target is over Node 16 KiB limit 414 with headers only, then closes', async () => {
    const received = await exchange([request('HEAD', over16KiB)]);
    expect(received.split('\r\n')[0]).toBe('HTTP/1.1 414 Request-URI Too Large');
    // Nothing after the blank line that ends the headers: no body bytes.
    expect(received.endsWith('\r\n\r\n')).toBe(true);
    expect(received.indexOf('\r\n\r\n')).toBe(received.length - 4);
    expect(received).not.toContain('Content-Length');
    expect(received).toContain('\r\nConnection: close\r\n');
    expect(received).not.toContain('X-Cache-Key');
  });

  it('answers a GET whose target is over the limit 414 with the JSON body, as a target of 8193', async () => {
    for (const target of [over16KiB, targetOfLength(100_000)]) {
      const { answers, rest } = readAnswers(await exchange([request('GET', target)]), ['GET']);
      expect(rest).toBe('');
      expect(answers[0]).toMatchObject({ status: 414, body: BODY_414 });
      expect(answers[0]?.headers.get('connection')).toBe('close');
    }
  });

  it('answers headers over the limit with a short target 431, a HEAD without body bytes', async () => {
    const padding = `X-Padding: ${'x'.repeat(20_000)}\r\n`;
    const get = readAnswers(await exchange([request('GET', WEATHER, padding)]), ['GET']);
    expect(get.answers[0]).toMatchObject({ status: 431, body: BODY_431 });
    expect(get.rest).toBe('');
    const head = await exchange([request('HEAD', WEATHER, padding)]);
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(head.indexOf('\r\n\r\n')).toBe(head.length - 4);
  });

  it('answers a malformed HEAD 400 without body bytes', async () => {
    const received = await exchange([request('HEAD', WEATHER, 'Not a header\r\n')]);
    expect(received.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(received.indexOf('\r\n\r\n')).toBe(received.length - 4);
    const get = readAnswers(await exchange([request('GET', WEATHER, 'Not a header\r\n')]), ['GET']);
    expect(get.answers[0]).toMatchObject({ status: 400, body: BODY_400 });
  });

  it('answers a request pipelined behind a good one after that one, on the same connection', async () => {
    const received = await exchange([request('GET', WEATHER), request('HEAD', over16KiB)]);
    const { answers, rest } = readAnswers(received, ['GET', 'HEAD']);
    expect(rest).toBe('');
    expect(answers.map(({ status, body }) => [status, body])).toEqual([
      [200, RECORD],
      [414, ''],
    ]);
  });
});

describe('onAnswer', () => {
  it('reports every answer: method, target with the key masked, status, time', async () => {
    await exchange([
      request('GET', WEATHER),
      request('HEAD', '/nowhere?appid=x'),
      closing('OPTIONS', WEATHER),
    ]);
    expect(reported.map(({ method, target, status }) => ({ method, target, status }))).toEqual([
      { method: 'GET', target: '/data/2.5/weather?zip=94040&appid=***', status: 200 },
      { method: 'HEAD', target: '/nowhere?appid=***', status: 404 },
      { method: 'OPTIONS', target: '/data/2.5/weather?zip=94040&appid=***', status: 200 },
    ]);
    for (const { durationMs } of reported) {
      expect(typeof durationMs).toBe('number');
      expect(durationMs).toBeGreaterThanOrEqual(0);
    }
  });

  it('reports requests Node could not read, shortened and masked, with no time', async () => {
    await exchange([request('HEAD', targetOfLength(20_000))]);
    await exchange([request('GET', WEATHER, 'Not a header\r\n')]);
    expect(reported).toHaveLength(2);
    expect(reported[0]).toMatchObject({ method: 'HEAD', status: 414, durationMs: undefined });
    expect(reported[0]?.target).toMatch(/^\/data\/2\.5\/weather\?zip=94040&appid=\*\*\*&pad=p+…$/);
    expect(reported[0]?.target.length).toBeLessThan(300);
    expect(reported[1]).toEqual({
      method: 'GET',
      target: '/data/2.5/weather?zip=94040&appid=***',
      status: 400,
      durationMs: undefined,
    });
    expect(JSON.stringify(reported)).not.toContain(KEY);
  });

  it('reports a connection closed without an answer with status 0', async () => {
    server.use(server.scenarios.networkError({ once: true }));
    await exchange([request('GET', WEATHER)]);
    expect(reported).toEqual([
      expect.objectContaining({ method: 'GET', target: '/data/2.5/weather?zip=94040&appid=***', status: 0 }),
    ]);
  });

  it('prints what onAnswer throws and goes on answering', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const throwing = await startWeatherServer({
      port: 0,
      onAnswer: () => {
        throw new Error('log full');
      },
    });
    try {
      const response = await fetch(`${throwing.url}${WEATHER}`);
      expect(response.status).toBe(200);
      await response.text();
      await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
      expect(error.mock.calls[0]?.[0]).toBe(
        '[weather-double] The onAnswer option threw on GET /data/2.5/weather?zip=94040&appid=***; the server goes on. Cause: log full',
      );
    } finally {
      await throwing.close();
    }
  });

  it('types the option and what it is called with', () => {
    expectTypeOf<WeatherServerOptions['onAnswer']>().toEqualTypeOf<
      ((answered: AnsweredRequest) => void) | undefined
    >();
    expectTypeOf<AnsweredRequest>().toEqualTypeOf<{
      readonly method: string;
      readonly target: string;
      readonly status: number;
      readonly durationMs: number | undefined;
    }>();
  });

  it('refuses an onAnswer that is not a function', async () => {
    expectRefusal(await caught(() => startWeatherServer({ port: 0, onAnswer: 'console' as never })), {
      code: 'INVALID_OPTION',
      path: 'onAnswer',
      message:
        'Invalid option onAnswer: expected a function called with each answered request, got "console".',
    });
  });
});
