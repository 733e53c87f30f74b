// Quota, faults, latency, malformed() and hang() over a real socket: the same faults, delays and
// bytes from the server's core, through its MSW handlers path, and as the MSW double answers.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { getResponse, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createWeatherDouble, type WeatherDoubleOptions } from 'weather-double/handlers';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';

const NOW = Date.UTC(2024, 5, 1, 18);

/**
 * One exchange on a raw socket (one request, `Connection: close`): every byte the server sent, the
 * `Date` header taken out, and how the connection ended. A Node `http` client would drop the bytes
 * of a body cut off early; the socket shows them.
 */
function raw(url: string) {
  const { port, pathname, search } = new URL(url);
  return new Promise<{ text: string; end: string }>((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    let text = '';
    const done = (end: string) => resolve({ text: text.replace(/\r\nDate: [^\r]*/, ''), end });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('end', () => done('end'));
    socket.on('error', (error: NodeJS.ErrnoException) => done(`error ${error.code}`));
    socket.write(`GET ${pathname}${search} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

/** One exchange with a Node `http` client: the status, and how the response or request ended. */
function exchange(url: string) {
  return new Promise<{ status: number; end: string }>((resolve) => {
    const req = httpRequest(url, { agent: false }, (response) => {
      const done = (end: string) => resolve({ status: response.statusCode ?? 0, end });
      response.resume();
      response.on('end', () => done('end'));
      response.on('error', (error: NodeJS.ErrnoException) => done(`error ${error.code}: ${error.message}`));
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: 0, end: `request error ${error.code}: ${error.message}` }),
    );
    req.end();
  });
}

const started: WeatherServer[] = [];
async function start(options: WeatherDoubleOptions & { port?: number }) {
  const { baseUrl: _, ...rest } = options;
  const server = await startWeatherServer({ port: 0, seed: 6, now: () => NOW, ...rest });
  started.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.close()));
});

const RESILIENT: WeatherDoubleOptions = {
  quota: { limit: 24 },
  faults: { rate: 0.4, kinds: ['serverError', 'networkError', 'malformed'] },
  latency: { median: 1, p99: 8 },
};
const QUERIES = ['zip=94040&appid=a', 'zip=10115,de&units=metric&appid=a', 'zip=00000&appid=b', 'appid=a'];

describe('faults over the socket', () => {
  it('the core, the handlers path and the MSW double give the same faults, delays and bytes', async () => {
    const runs: { answers: unknown[]; log: unknown[] }[] = [];
    for (const viaHandlers of [false, true]) {
      const server = await start(RESILIENT);
      // A handler in front makes the server answer through getResponse instead of its core directly.
      if (viaHandlers) server.use(http.get('*/never', () => HttpResponse.text('never')));
      const answers: unknown[] = [];
      for (let i = 0; i < 40; i += 1) {
        answers.push(await raw(`${server.url}/data/2.5/weather?${QUERIES[i % QUERIES.length]}`));
      }
      runs.push({ answers, log: server.requests.map(({ url: _, ...entry }) => entry) });
    }
    expect(runs[1]).toEqual(runs[0]);
    const log = runs[0]!.log as { fault: string | null; latency: number }[];
    expect(new Set(log.map((entry) => entry.fault))).toEqual(
      new Set([null, 'quota', 'serverError', 'networkError', 'malformed']),
    );
    expect(log.some((entry) => entry.latency > 0)).toBe(true);

    // The MSW double with the same options logs the same sequence.
    const double = createWeatherDouble({ seed: 6, now: () => NOW, baseUrl: '*', ...RESILIENT });
    for (let i = 0; i < 40; i += 1) {
      const response = await getResponse(
        double.handlers,
        new Request(`http://127.0.0.1/data/2.5/weather?${QUERIES[i % QUERIES.length]}`),
      );
      await response?.text().catch(() => undefined);
    }
    expect(double.requests.map(({ url: _, ...entry }) => entry)).toEqual(log);
  });

  it('a malformed answer declares the full Content-Length, sends half the body, then ends the connection', async () => {
    const server = await start({});
    const url = `${server.url}/data/2.5/weather?zip=94040&appid=k`;
    const whole = await raw(url);
    const [head, body] = whole.text.split('\r\n\r\n') as [string, string];
    server.use(server.scenarios.malformed());
    const cut = await raw(url);
    expect(cut).toEqual({ text: `${head}\r\n\r\n${body.slice(0, Math.floor(body.length / 2))}`, end: 'end' });
    expect(head).toContain(`\r\nContent-Length: ${body.length}\r\n`);
    // A Node http client reports the early end; fetch (undici) too.
    expect(await exchange(url)).toEqual({ status: 200, end: 'error ECONNRESET: aborted' });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow(new TypeError('terminated'));
    // The same bytes from the core (a fault) as through the handlers (the scenario).
    const faulty = await start({ faults: { rate: 1, kinds: ['malformed'] } });
    expect(await raw(`${faulty.url}/data/2.5/weather?zip=94040&appid=k`)).toEqual(cut);
    expect(faulty.requests.at(-1)).toMatchObject({ status: 200, fault: 'malformed', scenario: null });
  });

  it('a network error fault drops the connection', async () => {
    const server = await start({ faults: { rate: 1, kinds: ['networkError'] } });
    const answer = await exchange(`${server.url}/data/2.5/weather?zip=94040&appid=k`);
    expect(answer.end).toBe('request error ECONNRESET: socket hang up');
    await expect(fetch(`${server.url}/data/2.5/weather?zip=94040&appid=k`)).rejects.toThrow('fetch failed');
  });

  it('quota: the 429 bytes equal the rateLimited scenario', async () => {
    const server = await start({ quota: { limit: 1 } });
    await exchange(`${server.url}/data/2.5/weather?zip=94040&appid=k`);
    const byQuota = await raw(`${server.url}/data/2.5/weather?zip=94040&appid=k`);
    server.use(server.scenarios.rateLimited());
    expect(byQuota.text).toMatch(/^HTTP\/1.1 429 Too Many Requests\r\n/);
    expect(await raw(`${server.url}/data/2.5/weather?zip=94040&appid=k`)).toEqual(byQuota);
    expect(server.requests.map((r) => [r.status, r.fault, r.scenario])).toEqual([
      [200, null, null],
      [429, 'quota', null],
      [429, null, 'rateLimited'],
    ]);
  });
});

describe('hang over the socket', () => {
  for (const how of ['scenario', 'fault'] as const) {
    it(`holds the request until the client gives up (${how})`, async () => {
      const server =
        how === 'fault' ? await start({ faults: { rate: 1, kinds: ['hang'] } }) : await start({});
      if (how === 'scenario') server.use(server.scenarios.hang({ once: true }));
      // The client gives up once the server has the request (a timeout could fire before it arrives).
      const controller = new AbortController();
      const pending = fetch(`${server.url}/data/2.5/weather?zip=94040&appid=k`, {
        signal: controller.signal,
      });
      await expect.poll(() => server.requests.length).toBe(1);
      controller.abort(new Error('client timeout'));
      await expect(pending).rejects.toThrow('client timeout');
      expect(server.requests.at(-1)).toMatchObject({ status: 0 });
      if (how === 'scenario') {
        expect((await fetch(`${server.url}/data/2.5/weather?zip=94040&appid=k`)).status).toBe(200);
      }
    });

    it(`close() ends a hung request (${how})`, async () => {
      const server =
        how === 'fault' ? await start({ faults: { rate: 1, kinds: ['hang'] } }) : await start({});
      if (how === 'scenario') server.use(server.scenarios.hang());
      const pending = exchange(`${server.url}/data/2.5/weather?zip=94040&appid=k`);
      await expect.poll(() => server.requests.length).toBe(1);
      await server.close();
      expect((await pending).end).toBe('request error ECONNRESET: socket hang up');
    });
  }

  it('close() ends a request waiting out its latency', async () => {
    const server = await start({ latency: { median: 600_000, p99: 600_000 } });
    const pending = exchange(`${server.url}/data/2.5/weather?zip=94040&appid=k`);
    await expect.poll(() => server.requests.length).toBe(1);
    expect(server.requests[0]).toMatchObject({ status: 200, latency: 600_000 });
    await server.close();
    expect((await pending).end).toBe('request error ECONNRESET: socket hang up');
  });
});
