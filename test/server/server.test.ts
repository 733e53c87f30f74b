import { Agent, request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';
import { createServer } from 'node:net';
import { getResponse, HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWeatherGenerator, serializeWeatherRecord, WeatherDoubleError } from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';

const NOW = Date.UTC(2024, 5, 1, 18);
const BODY_401 =
  '{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}';

/** One raw HTTP exchange: status, the header lines exactly as sent (names, order), the body. */
function exchange(url: string, method = 'GET', agent: Agent | false = false) {
  return new Promise<{ status: number; message: string; raw: string[]; body: string; socket: Socket }>(
    (resolve, reject) => {
      const req = httpRequest(url, { method, agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            message: response.statusMessage ?? '',
            raw: response.rawHeaders,
            body,
            socket: req.socket as Socket,
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const names = (raw: string[]) => raw.filter((_, i) => i % 2 === 0);
const value = (raw: string[], name: string) => raw[raw.indexOf(name) + 1];

let server: WeatherServer;
beforeAll(async () => {
  server = await startWeatherServer({ port: 0, seed: 11, now: () => NOW, apiKeys: ['k'] });
});
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  server.requests.clear();
});

describe('startWeatherServer', () => {
  it('listens on 127.0.0.1 and a free port with port 0', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect(server.port).toBeGreaterThan(0);
  });

  it('answers the record over the socket, headers in the service order', async () => {
    const answer = await exchange(`${server.url}/data/2.5/weather?zip=94040,us&units=metric&appid=k`);
    const expected = serializeWeatherRecord(
      createWeatherGenerator({ seed: 11, now: () => NOW }).record({ zip: '94040,us', units: 'metric' }),
    );
    expect(answer).toMatchObject({ status: 200, message: 'OK', body: expected });
    expect(names(answer.raw)).toEqual([
      'Server',
      'Date',
      'Content-Type',
      'Content-Length',
      'Connection',
      'X-Cache-Key',
      'Access-Control-Allow-Origin',
      'Access-Control-Allow-Credentials',
      'Access-Control-Allow-Methods',
    ]);
    expect(value(answer.raw, 'Server')).toBe('openresty');
    expect(value(answer.raw, 'Content-Type')).toBe('application/json; charset=utf-8');
    expect(value(answer.raw, 'Content-Length')).toBe(String(Buffer.byteLength(expected)));
    expect(value(answer.raw, 'X-Cache-Key')).toBe('/data/2.5/weather?units=metric&zip=94040,us');
    expect(value(answer.raw, 'Access-Control-Allow-Methods')).toBe('GET, POST');
    expect(value(answer.raw, 'Connection')).toBe('close');
  });

  it('answers the errors byte for byte, with the same headers', async () => {
    const unauthorized = await exchange(`${server.url}/data/2.5/weather?zip=94040&appid=wrong`);
    expect(unauthorized).toMatchObject({ status: 401, message: 'Unauthorized', body: BODY_401 });
    expect(value(unauthorized.raw, 'X-Cache-Key')).toBe('/data/2.5/weather?zip=94040');
    expect(await exchange(`${server.url}/data/2.5/weather?appid=k`)).toMatchObject({
      status: 400,
      body: '{"cod":"400","message":"Nothing to geocode"}',
    });
    const notFound = await exchange(`${server.url}/data/2.5/weather?zip=00000&APPID=k`);
    expect(notFound).toMatchObject({ status: 404, body: '{"cod":"404","message":"city not found"}' });
    expect(names(notFound.raw)).toContain('X-Cache-Key');
  });

  it('answers an unknown path with the service 404 "Internal error"', async () => {
    for (const path of [
      '/',
      '/data/2.5/solar_radiation?zip=94040&appid=k',
      '/data/2.5/weather/?zip=94040&appid=k',
    ]) {
      const answer = await exchange(`${server.url}${path}`);
      expect(answer).toMatchObject({ status: 404, body: '{"cod":"404","message":"Internal error"}' });
      expect(value(answer.raw, 'Content-Type')).toBe('application/json; charset=utf-8');
    }
  });

  it('answers HEAD without a body and POST as GET', async () => {
    const url = `${server.url}/data/2.5/weather?zip=94040&appid=k`;
    expect(await exchange(url, 'HEAD')).toMatchObject({ status: 200, body: '' });
    expect((await exchange(url, 'POST')).body).toBe((await exchange(url)).body);
  });

  it('works with fetch and keeps connections alive', async () => {
    const first = await fetch(`${server.url}/data/2.5/weather?zip=10001&appid=k`);
    expect(first.status).toBe(200);
    expect(first.headers.get('connection')).toBe('keep-alive');
    expect((await first.json()).sys.country).toBe('US');
  });

  it('records the requests with the key masked', async () => {
    await exchange(`${server.url}/data/2.5/weather?zip=94040&appid=k`);
    expect(server.requests).toEqual([
      {
        method: 'GET',
        url: `${server.url}/data/2.5/weather?zip=94040&appid=***`,
        query: { zip: '94040', appid: '***' },
        status: 200,
        scenario: null,
        fault: null,
        latency: 0,
        outcome: 'answered',
      },
    ]);
  });

  it('serves scenarios put in front with use(), until resetHandlers()', async () => {
    const url = `${server.url}/data/2.5/weather?zip=94040&appid=k`;
    server.use(server.scenarios.rateLimited({ once: true }));
    expect((await exchange(url)).status).toBe(429);
    expect((await exchange(url)).status).toBe(200);
    server.use(server.scenarios.serverError());
    expect(await exchange(url)).toMatchObject({
      status: 500,
      body: '{"cod":"500","message":"Internal error: 500001"}',
    });
    server.resetHandlers();
    expect((await exchange(url)).status).toBe(200);
  });

  it('drops the connection for a network error', async () => {
    server.use(server.scenarios.networkError({ once: true }));
    await expect(exchange(`${server.url}/data/2.5/weather?zip=94040&appid=k`)).rejects.toThrow(
      /socket hang up|ECONNRESET/,
    );
    expect((await exchange(`${server.url}/data/2.5/weather?zip=94040&appid=k`)).status).toBe(200);
  });

  it('answers a failure inside the server with the service 500 and a console message', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = await startWeatherServer({
      port: 0,
      notFound: () => {
        throw new Error('lookup exploded');
      },
    });
    try {
      const answer = await exchange(`${broken.url}/data/2.5/weather?zip=94040&appid=secret`);
      expect(answer).toMatchObject({ status: 500, body: '{"cod":"500","message":"Internal error: 500001"}' });
      expect(names(answer.raw)).toContain('X-Cache-Key');
      expect(String(error.mock.calls[0]?.[0])).toMatch(/^\[weather-double\] .*lookup exploded/);
      expect(String(error.mock.calls[0]?.[0])).not.toContain('secret');
    } finally {
      await broken.close();
    }
  });
});

describe('starting and stopping', () => {
  it('refuses a port in use, naming it', async () => {
    const attempt = startWeatherServer({ port: server.port });
    await expect(attempt).rejects.toThrow(WeatherDoubleError);
    await expect(attempt).rejects.toMatchObject({
      code: 'SERVER_START_FAILED',
      path: 'port',
      message: expect.stringContaining(`port ${server.port} on 127.0.0.1 is already in use`),
    });
  });

  it('refuses bad options', async () => {
    await expect(startWeatherServer({ port: -1 })).rejects.toMatchObject({
      code: 'INVALID_OPTION',
      path: 'port',
    });
    await expect(startWeatherServer({ port: 1.5 })).rejects.toMatchObject({
      code: 'INVALID_OPTION',
      path: 'port',
    });
    await expect(startWeatherServer({ host: '' })).rejects.toMatchObject({
      code: 'INVALID_OPTION',
      path: 'host',
    });
    await expect(startWeatherServer({ baseUrl: 'http://x' } as never)).rejects.toMatchObject({
      code: 'INVALID_OPTION',
      path: 'baseUrl',
    });
    await expect(startWeatherServer({ colour: 'red' } as never)).rejects.toMatchObject({
      code: 'INVALID_OPTION',
      path: 'colour',
    });
    await expect(startWeatherServer({ seed: 'x' } as never)).rejects.toMatchObject({
      code: 'INVALID_OPTION',
      path: 'seed',
    });
  });

  it('refuses a host that is not an address of this machine', async () => {
    await expect(startWeatherServer({ port: 0, host: '192.0.2.1' })).rejects.toMatchObject({
      code: 'SERVER_START_FAILED',
      path: 'host',
    });
  });

  it('warns when told to bind beyond loopback', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const open = await startWeatherServer({ port: 0, host: '0.0.0.0' });
    await open.close();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[weather-double\] .*reachable from other machines/);
  });

  it('closes while a keep-alive connection is open, ending it', async () => {
    const local = await startWeatherServer({ port: 0 });
    const agent = new Agent({ keepAlive: true });
    const answer = await exchange(`${local.url}/data/2.5/weather?zip=94040&appid=k`, 'GET', agent);
    expect(value(answer.raw, 'Connection')).toBe('keep-alive');
    const socket = answer.socket;
    expect(socket.destroyed).toBe(false);
    const ended = new Promise<void>((resolve) => {
      if (socket.destroyed) resolve();
      else socket.once('close', () => resolve());
    });
    await local.close();
    await ended;
    expect(socket.destroyed).toBe(true);
    agent.destroy();
    await local.close();
    await expect(exchange(`${local.url}/data/2.5/weather?zip=94040&appid=k`)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('listens on the port it is given', async () => {
    const probe = createServer();
    const free = await new Promise<number>((resolve) =>
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      }),
    );
    const local = await startWeatherServer({ port: free });
    try {
      expect(local.url).toBe(`http://127.0.0.1:${free}`);
      expect((await exchange(`${local.url}/data/2.5/weather?zip=94040&appid=k`)).status).toBe(200);
    } finally {
      await local.close();
    }
  });
});

describe('the same answers as the MSW handlers', () => {
  const queries = [
    'zip=94040,us&units=imperial&appid=k',
    'zip=94040&appid=k',
    'units=metric&zip=10115,DE&APPID=k&lang=de',
    'zip=00000&appid=k',
    'zip=&appid=k',
    'zip=94040&appid=wrong',
    '',
    'zip=94040&zip=00000&appid=k&units=Metric',
  ];
  const methods = ['GET', 'POST', 'HEAD', 'OPTIONS', 'DELETE'];

  /** Status, headers as fetch shows them (sorted, lower case, minus transport ones) and body. */
  const comparable = (status: number, headers: [string, string][], body: string) => ({
    status,
    headers: headers
      .map(([name, value]) => [name.toLowerCase(), value])
      .filter(([name]) => !['date', 'content-length', 'connection', 'keep-alive'].includes(name as string))
      .sort(([a], [b]) => ((a as string) < (b as string) ? -1 : 1)),
    body,
  });

  it('answers byte for byte what getResponse gives with the same double options', async () => {
    const reference = createWeatherDouble({ seed: 11, now: () => NOW, apiKeys: ['k'], baseUrl: '*' });
    for (const viaMsw of [false, true]) {
      // A handler in front makes the server answer through getResponse instead of its core directly.
      if (viaMsw) server.use(http.get('*/never', () => HttpResponse.text('never')));
      for (const method of methods) {
        for (const query of queries) {
          const path = `/data/2.5/weather?${query}`;
          const socket = await exchange(`${server.url}${path}`, method);
          const pairs: [string, string][] = [];
          for (let i = 0; i < socket.raw.length; i += 2) pairs.push([socket.raw[i]!, socket.raw[i + 1]!]);
          const expected = await getResponse(
            reference.handlers,
            new Request(`${server.url}${path}`, { method }),
          );
          expect(expected).toBeDefined();
          expect(
            comparable(socket.status, pairs, socket.body),
            `${method} ${path} via MSW: ${viaMsw}`,
          ).toEqual(comparable(expected!.status, [...expected!.headers], await expected!.text()));
        }
      }
    }
  });
});
