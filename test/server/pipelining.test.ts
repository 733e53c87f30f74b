// Pipelined and split requests, read from raw sockets: whatever the packet boundaries, a connection
// gets the same bytes, request log and onAnswer lines; plain, unusual (a body, HTTP/1.0, Expect,
// a malformed or oversized head) and pipelined requests are answered in order; nothing is sent
// after the answer that closes a connection.
import { connect } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnsweredRequest, startWeatherServer, type WeatherServerOptions } from 'weather-double/server';

const NOW = Date.UTC(2024, 5, 1, 18);
const KEY = 'secret-key-1234';
const WEATHER = `/data/2.5/weather?zip=94040&appid=${KEY}`;
const BODY_400 = '{"cod":"400","message":"Bad Request"}';

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.close()));
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
  started.push(server);
  return { server, reported };
}

const request = (method: string, target: string, extra = '') =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}\r\n`;
const closing = (method: string, target: string) => request(method, target, 'Connection: close\r\n');

/**
 * Sends `parts` on one connection, each after the previous has had 40 ms to arrive on its own, and
 * resolves with every byte received (latin1) once the server closes the connection.
 */
function exchange(port: number, parts: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET') resolve(received);
      else reject(error);
    });
    socket.on('close', () => resolve(received));
    const [first = '', ...rest] = parts;
    socket.write(first);
    rest.forEach((part, index) => {
      setTimeout(() => socket.write(part), 40 * (index + 1));
    });
  });
}

/** The same bytes whatever second they were sent in. */
const undated = (raw: string) =>
  raw.replace(/\r\nDate: [A-Z][a-z]{2}, \d\d [A-Z][a-z]{2} \d{4} [\d:]{8} GMT\r\n/g, '\r\nDate: -\r\n');

/**
 * What the same requests get on a connection that sends them all in one write and on one that
 * sends them in three (the first head cut after 10 bytes, the rest cut in the middle), each on a
 * fresh server with the same options.
 */
async function wholeAndSplit(options: WeatherServerOptions, requests: string[], reports = requests.length) {
  const all = requests.join('');
  const whole = await start(options);
  const wholeBytes = await exchange(whole.server.port, [all]);
  const split = await start(options);
  const middle = Math.floor(all.length / 2) + 3;
  const splitBytes = await exchange(split.server.port, [
    all.slice(0, 10),
    all.slice(10, middle),
    all.slice(middle),
  ]);
  // The server reports a request once its side of the connection is done, which may come after the
  // client has seen the connection close.
  await vi.waitFor(() => expect([whole.reported.length, split.reported.length]).toEqual([reports, reports]));
  const fields = ({ method, target, status }: AnsweredRequest) => ({ method, target, status });
  return {
    whole: undated(wholeBytes),
    split: undated(splitBytes),
    wholeReported: whole.reported.map(fields),
    splitReported: split.reported.map(fields),
    wholeLog: whole.server.requests.map(({ status, outcome }) => ({ status, outcome })),
    splitLog: split.server.requests.map(({ status, outcome }) => ({ status, outcome })),
    // Whole entries, each server's own address left out of their URLs.
    wholeEntries: whole.server.requests.map((entry) => ({
      ...entry,
      url: entry.url.replace(whole.server.url, ''),
    })),
    splitEntries: split.server.requests.map((entry) => ({
      ...entry,
      url: entry.url.replace(split.server.url, ''),
    })),
  };
}

describe('the same bytes in one write as split across packets', () => {
  const ROUTES = [
    WEATHER,
    `/data/2.5/weather?q=London,GB&units=metric&appid=${KEY}`,
    `/data/2.5/weather?lat=48.85&lon=2.35&lang=fr&appid=${KEY}`,
    `/data/2.5/forecast?zip=94040&appid=${KEY}`,
    `/data/3.0/onecall?lat=1.5&lon=2.5&appid=${KEY}`,
    `/data/3.0/onecall/timemachine?lat=1.5&lon=2.5&dt=1717250000&appid=${KEY}`,
    `/data/2.5/air_pollution?lat=1.5&lon=2.5&appid=${KEY}`,
    `/data/2.5/air_pollution/forecast?lat=1.5&lon=2.5&appid=${KEY}`,
    `/data/2.5/air_pollution/history?lat=1.5&lon=2.5&start=1717200000&end=1717240000&appid=${KEY}`,
    `/geo/1.0/direct?q=Paris&limit=2&appid=${KEY}`,
    `/geo/1.0/zip?zip=94040,US&appid=${KEY}`,
    `/geo/1.0/reverse?lat=48.85&lon=2.35&appid=${KEY}`,
    '/data/2.5/weather?zip=94040',
    `/data/2.5/weather?appid=${KEY}`,
    `/data/2.5/weather?zip=00000,us&appid=${KEY}`,
    '/nowhere',
    '/',
    `/data/2.5/weather?zip=94040&appid=${KEY}#fragment`,
    `/data/2.5/weather?q=S%C3%A3o%20Paulo&appid=${KEY}`,
  ];

  it('answers every route, the errors (401, 400, 404) and HEAD byte for byte alike, pipelined', async () => {
    const requests = [
      ...ROUTES.map((target) => request('GET', target)),
      ...ROUTES.map((target) => request('HEAD', target)),
      request('GET', WEATHER, 'Connection: keep-alive\r\nAccept: */*\r\nUser-Agent: test/1.0\r\n'),
      closing('GET', WEATHER),
    ];
    const { whole, split, wholeReported, splitReported, wholeLog, splitLog } = await wholeAndSplit(
      {},
      requests,
    );
    const statuses = [...whole.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
    expect(statuses).toHaveLength(requests.length);
    expect(new Set(statuses)).toEqual(new Set([200, 400, 401, 404]));
    expect(whole).toBe(split);
    expect(whole.endsWith('}')).toBe(true);
    expect(wholeReported).toEqual(splitReported);
    expect(wholeReported[0]).toEqual({
      method: 'GET',
      target: '/data/2.5/weather?zip=94040&appid=***',
      status: 200,
    });
    expect(wholeLog).toEqual(splitLog);
  });

  it('reads targets a URL parser rewrites: the same bytes, log entries and reports', async () => {
    const targets = [
      '/data/2.5/./weather?zip=94040&appid=k',
      '/data/2.5/x/../weather?zip=94040&appid=k',
      '/data/2.5/%2e/weather?zip=94040&appid=k',
      '/data/2.5/%2E%2e/2.5/weather?zip=94040&appid=k',
      '/data/2.5/weather/.?zip=94040&appid=k',
      '/data\\2.5\\weather?zip=94040&appid=k',
      '/data/2.5/weather?q="London"&appid=k',
      "/data/2.5/weather?q=O'Fallon&appid=k",
      '/data/2.5/weather?q=<x>&appid=k',
      '/data/2.5/weather?q={x}|^`[]&appid=k',
      '/data/2.5/wea{ther}?zip=94040&appid=k',
      '/data/2.5/weather?zip=94040&appid=k%zz',
      '/data/2.5/weather?',
      '/data/2.5/weather?zip=94040&appid=k?',
      '/data//2.5/weather?zip=94040&appid=k',
      '/data/2.5/weather/?zip=94040&appid=k',
      '/data/2.5/weather?zip=94040&APPID=k&appid=',
    ];
    const requests = [
      ...targets.map((target) => request('GET', target)),
      ...targets.map((target) => request('HEAD', target)),
      closing('GET', WEATHER),
    ];
    const { whole, split, wholeReported, splitReported, wholeEntries, splitEntries } = await wholeAndSplit(
      {},
      requests,
    );
    expect([...whole.matchAll(/HTTP\/1\.1 (\d{3}) /g)]).toHaveLength(requests.length);
    expect(whole).toBe(split);
    expect(wholeReported).toEqual(splitReported);
    expect(wholeEntries.length).toBeGreaterThan(targets.length);
    expect(wholeEntries).toEqual(splitEntries);
  });

  it('reads the header lines of each request, also after the same lines came before', async () => {
    const lines = 'Accept: */*\r\nUser-Agent: test/1.0\r\n';
    const requests = [
      request('GET', WEATHER, lines),
      request('GET', WEATHER, lines),
      request('HEAD', WEATHER, lines),
      // The same lines and one more: a body.
      `${request('GET', WEATHER, `${lines}Content-Length: 2\r\n`)}xy`,
      request('GET', WEATHER, lines),
      request('GET', WEATHER, `${lines}Connection: close\r\n`),
    ];
    const { whole, split, wholeReported, splitReported, wholeEntries, splitEntries } = await wholeAndSplit(
      {},
      requests,
    );
    expect([...whole.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1])).toEqual(
      requests.map(() => '200'),
    );
    expect(whole).toBe(split);
    expect(wholeReported).toEqual(splitReported);
    expect(wholeEntries).toEqual(splitEntries);
  });

  it('dates the same answer again with the second it is sent in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { server } = await start();
      const socket = connect(server.port, '127.0.0.1');
      let received = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => {
        received += chunk;
      });
      const dates: string[] = [];
      const ask = async (method: string, at: number) => {
        vi.setSystemTime(at);
        const count = dates.length + 1;
        socket.write(request(method, WEATHER));
        await vi.waitFor(() => {
          const found = [...received.matchAll(/\r\nDate: ([^\r]*)\r\n/g)].map((match) => match[1]);
          expect(found).toHaveLength(count);
          dates.push(found[count - 1] as string);
        });
      };
      const first = Date.UTC(2024, 5, 1, 18, 0, 0, 500);
      await ask('GET', first);
      await ask('GET', first + 400);
      await ask('GET', first + 600);
      await ask('HEAD', first + 700);
      await ask('HEAD', first + 1_600);
      await ask('GET', first + 1_700);
      socket.destroy();
      expect(dates).toEqual([
        'Sat, 01 Jun 2024 18:00:00 GMT',
        'Sat, 01 Jun 2024 18:00:00 GMT',
        'Sat, 01 Jun 2024 18:00:01 GMT',
        'Sat, 01 Jun 2024 18:00:01 GMT',
        'Sat, 01 Jun 2024 18:00:02 GMT',
        'Sat, 01 Jun 2024 18:00:02 GMT',
      ]);
      // Each GET answer is the same but for its date; each HEAD answer is its head.
      const answers = undated(received).split(/(?=HTTP\/1\.1 )/);
      expect(answers).toHaveLength(6);
      expect(new Set([answers[0], answers[1], answers[2], answers[5]]).size).toBe(1);
      expect(answers[3]).toBe(answers[4]);
      expect(answers[3]).not.toContain('Content-Length');
      const getHead = answers[0]?.slice(0, (answers[0]?.indexOf('\r\n\r\n') ?? 0) + 4);
      expect(getHead?.replace(/\r\nContent-Length: \d+\r\n/, '\r\n')).toBe(answers[3]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers the quota 429 alike', async () => {
    const requests = [1, 2, 3].map(() => request('GET', WEATHER)).concat(closing('GET', WEATHER));
    const { whole, split, wholeLog, splitLog } = await wholeAndSplit({ quota: { limit: 2 } }, requests);
    expect([...whole.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1])).toEqual([
      '200',
      '200',
      '429',
      '429',
    ]);
    expect(whole).toBe(split);
    expect(wholeLog).toEqual(splitLog);
  });

  it('cuts a malformed answer alike: the full Content-Length, half the body, the connection ended', async () => {
    const { whole, split, wholeReported, splitReported, wholeLog, splitLog } = await wholeAndSplit(
      { faults: { rate: 1, seed: 1, kinds: ['malformed'] } },
      [request('GET', WEATHER)],
    );
    const length = Number(/\r\nContent-Length: (\d+)\r\n/.exec(whole)?.[1]);
    const body = whole.slice(whole.indexOf('\r\n\r\n') + 4);
    expect(Buffer.byteLength(body, 'latin1')).toBe(Math.floor(length / 2));
    expect(whole).toBe(split);
    // A cut-off answer is never finished: onAnswer reports status 0; the log says cut off.
    expect(wholeReported).toEqual([
      { method: 'GET', target: '/data/2.5/weather?zip=94040&appid=***', status: 0 },
    ]);
    expect(wholeReported).toEqual(splitReported);
    expect(wholeLog).toEqual([{ status: 200, outcome: 'cutOff' }]);
    expect(wholeLog).toEqual(splitLog);
  });

  it('drops the connection for a network error alike', async () => {
    const { whole, split, wholeReported, splitReported } = await wholeAndSplit(
      { faults: { rate: 1, seed: 1, kinds: ['networkError'] } },
      [request('GET', WEATHER)],
    );
    expect(whole).toBe('');
    expect(split).toBe('');
    expect(wholeReported).toEqual([
      { method: 'GET', target: '/data/2.5/weather?zip=94040&appid=***', status: 0 },
    ]);
    expect(wholeReported).toEqual(splitReported);
  });

  it('sends the answers before a network error on the same connection, then drops it, alike', async () => {
    // Answers written in one turn of the event loop go out together at its end; a network error
    // drawn for a request pipelined behind one already answered must not lose that answer. With
    // this seed the first request is answered and the second (its second time) draws the error.
    const { whole, split, wholeLog, splitLog } = await wholeAndSplit(
      { faults: { rate: 0.5, seed: 3, kinds: ['networkError'] } },
      [request('GET', WEATHER), request('GET', WEATHER)],
    );
    expect([...whole.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1])).toEqual(['200']);
    expect(whole.endsWith('"cod":200}')).toBe(true);
    expect(whole).toBe(split);
    expect(wholeLog).toEqual([
      { status: 200, outcome: 'answered' },
      { status: 0, outcome: 'networkError' },
    ]);
    expect(wholeLog).toEqual(splitLog);
  });

  it('answers late answers (latency) in order, one after another', async () => {
    const requests = [request('GET', WEATHER), request('HEAD', '/nowhere'), closing('GET', WEATHER)];
    const { whole, split, wholeReported, splitReported } = await wholeAndSplit(
      { latency: { median: 20, p99: 40 } },
      requests,
    );
    expect([...whole.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1])).toEqual([
      '200',
      '404',
      '200',
    ]);
    expect(whole).toBe(split);
    expect(wholeReported).toEqual(splitReported);
  });
});

describe('pipelined and unusual requests', () => {
  it('answers a POST with a body, then a chunked one, between plain requests, in order', async () => {
    const { server, reported } = await start();
    const received = await exchange(server.port, [
      request('GET', WEATHER) +
        request('POST', WEATHER, 'Content-Type: text/plain\r\nContent-Length: 5\r\n').concat('hel'),
      `lo${request('POST', '/nowhere', 'Transfer-Encoding: chunked\r\n')}3\r\nabc\r\n0\r\n\r\n${closing('GET', WEATHER)}`,
    ]);
    expect([...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1])).toEqual([
      '200',
      '200',
      '404',
      '200',
    ]);
    expect(reported.map(({ method, status }) => [method, status])).toEqual([
      ['GET', 200],
      ['POST', 200],
      ['POST', 404],
      ['GET', 200],
    ]);
  });

  it('answers a head split across two writes', async () => {
    const { server } = await start();
    const whole = closing('GET', WEATHER);
    const received = await exchange(server.port, [whole.slice(0, 30), whole.slice(30)]);
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received).toContain('\r\nConnection: close\r\n');
  });

  it('answers pipelined simple, complex and simple requests in order', async () => {
    const { server } = await start();
    const received = await exchange(server.port, [
      request('GET', '/nowhere') +
        request('GET', WEATHER, 'Content-Length: 2\r\n').concat('xy') +
        request('HEAD', WEATHER) +
        closing('GET', `/data/2.5/weather?appid=${KEY}`),
    ]);
    expect([...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1])).toEqual([
      '404',
      '200',
      '200',
      '400',
    ]);
  });

  it('answers HTTP/1.0 and closes', async () => {
    const { server } = await start();
    const received = await exchange(server.port, [`GET ${WEATHER} HTTP/1.0\r\n\r\n`]);
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received).toContain('\r\nConnection: close\r\n');
  });

  it('answers a malformed header line 400 and closes', async () => {
    const { server, reported } = await start();
    const received = await exchange(server.port, [
      `${request('GET', WEATHER)}GET ${WEATHER} HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n`,
    ]);
    expect([...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1])).toEqual(['200', '400']);
    expect(received.endsWith(`\r\n\r\n${BODY_400}`)).toBe(true);
    expect(reported.map(({ status }) => status)).toEqual([200, 400]);
  });

  it('answers unreadable bytes 400 after every answer pipelined before them, in order', async () => {
    const { server, reported } = await start();
    const received = await exchange(server.port, [
      `${request('GET', WEATHER)}${request('GET', '/nowhere')}${request('HEAD', WEATHER)}\u0001`,
    ]);
    expect([...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1])).toEqual([
      '200',
      '404',
      '200',
      '400',
    ]);
    expect(received.endsWith(`\r\n\r\n${BODY_400}`)).toBe(true);
    await vi.waitFor(() => expect(reported).toHaveLength(4));
    expect(reported.map(({ method, status }) => [method, status])).toEqual([
      ['GET', 200],
      ['GET', 404],
      ['HEAD', 200],
      ['', 400],
    ]);
  });

  it('answers a late answer before the 400 to unreadable bytes pipelined behind it', async () => {
    const { server, reported } = await start({ latency: { median: 50, p99: 50 } });
    const received = await exchange(server.port, [
      `${request('GET', WEATHER)}${request('GET', WEATHER)}\u0001`,
    ]);
    expect([...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1])).toEqual([
      '200',
      '200',
      '400',
    ]);
    await vi.waitFor(() => expect(reported.map(({ status }) => status)).toEqual([200, 200, 400]));
  });

  it('sends nothing after the answer to a Connection: close request (RFC 9112 §9.6)', async () => {
    const { server, reported } = await start();
    for (const after of [request('GET', WEATHER), '\u0001', 'not http at all\r\n\r\n']) {
      const received = await exchange(server.port, [`${closing('GET', WEATHER)}${after}`]);
      expect([...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1])).toEqual(['200']);
      expect(received).toContain('\r\nConnection: close\r\n');
      expect(received.endsWith('}')).toBe(true);
    }
    await vi.waitFor(() => expect(reported).toHaveLength(3));
    expect(reported.map(({ status }) => status)).toEqual([200, 200, 200]);
    expect(server.requests).toHaveLength(3);
  });

  it('answers unreadable bytes after a HEAD with a whole 400, not as the HEAD', async () => {
    const { server, reported } = await start();
    const received = await exchange(server.port, [`${request('HEAD', WEATHER)}\u0001`]);
    expect([...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1])).toEqual(['200', '400']);
    const badRequest = received.slice(received.lastIndexOf('HTTP/1.1 400 '));
    expect(badRequest).toContain(`\r\nContent-Length: ${BODY_400.length}\r\nConnection: close\r\n`);
    expect(received.endsWith(`\r\n\r\n${BODY_400}`)).toBe(true);
    await vi.waitFor(() => expect(reported).toHaveLength(2));
    expect(reported[1]).toMatchObject({ method: '', target: '', status: 400 });
    // A malformed request after a HEAD is that request's: a GET gets the body.
    const next = await exchange(server.port, [
      `${request('HEAD', WEATHER)}GET /x HTTP/1.1\r\nBad Header\r\n\r\n`,
    ]);
    expect(next.endsWith(`\r\n\r\n${BODY_400}`)).toBe(true);
    await vi.waitFor(() => expect(reported).toHaveLength(4));
    expect(reported[3]).toMatchObject({ method: 'GET', target: '/x', status: 400 });
  });

  it('answers a header over 16 KiB 431 and a target of 8193 characters 414', async () => {
    const { server } = await start();
    const big = await exchange(server.port, [request('GET', WEATHER, `X-Big: ${'b'.repeat(17_000)}\r\n`)]);
    expect(big).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    const target = `${WEATHER}&pad=${'p'.repeat(8193 - WEATHER.length - 5)}`;
    expect(target).toHaveLength(8193);
    const long = await exchange(server.port, [closing('GET', target)]);
    expect(long).toMatch(/^HTTP\/1\.1 414 Request-URI Too Large\r\n/);
  });

  it('answers Expect: 100-continue with node:http’s 100 Continue first', async () => {
    const { server } = await start();
    const received = await exchange(server.port, [
      request('GET', WEATHER, 'Expect: 100-continue\r\nConnection: close\r\n'),
    ]);
    expect(received).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 OK\r\n/);
  });

  it('answers with the handlers added with use(), then without them after resetHandlers()', async () => {
    const { server } = await start();
    server.use(server.scenarios.rateLimited({ once: true }));
    const limited = await exchange(server.port, [request('GET', WEATHER) + closing('GET', WEATHER)]);
    expect([...limited.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1])).toEqual(['429', '200']);
    server.resetHandlers();
    expect(await exchange(server.port, [closing('GET', WEATHER)])).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });
});

describe('late answers and closing', () => {
  it('logs a late answer "aborted" when the client hangs up meanwhile, and reports status 0', async () => {
    const { server, reported } = await start({ latency: { median: 5_000, p99: 5_000 } });
    const socket = connect(server.port, '127.0.0.1');
    socket.write(request('GET', WEATHER));
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    socket.destroy();
    await vi.waitFor(() => expect(server.requests[0]?.outcome).toBe('aborted'));
    expect(server.requests[0]?.status).toBe(0);
    await vi.waitFor(() => expect(reported).toHaveLength(1));
    expect(reported[0]).toMatchObject({ method: 'GET', status: 0 });
  });

  it('close() ends an idle keep-alive connection and gives up a pending late answer as "closed"', async () => {
    const { server } = await start({ latency: { median: 300, p99: 300 } });
    const idle = connect(server.port, '127.0.0.1');
    let idleReceived = '';
    idle.setEncoding('latin1');
    idle.on('data', (chunk: string) => {
      idleReceived += chunk;
    });
    const idleClosed = new Promise((resolve) => idle.on('close', resolve));
    idle.write(request('GET', '/nowhere'));
    await vi.waitFor(() => expect(idleReceived).toMatch(/^HTTP\/1\.1 404 /), { timeout: 5_000 });
    const waiting = connect(server.port, '127.0.0.1');
    waiting.on('error', () => {});
    const waitingClosed = new Promise((resolve) => waiting.on('close', resolve));
    waiting.write(request('GET', WEATHER));
    // The unknown path is not logged; the weather request is, as soon as the core has answered it.
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    await server.close();
    await Promise.all([idleClosed, waitingClosed]);
    expect(server.requests[0]).toMatchObject({ status: 0, outcome: 'closed' });
  });
  // The idle limits (an idle keep-alive connection closed, 408 to a connection that sends nothing,
  // clients that never read or never close) are tested with short limits in
  // test/reliability/slow-clients.test.ts. This directory also runs against the installed package
  // (npm run test:compat), which has no internal start function with short limits.
});
