// The control plane of the standalone server over HTTP (docs/any-language.md), as a test in another
// language drives it: raw requests and JSON, the wire contract's status codes, bodies and paths.
import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';

const NOW = Date.UTC(2024, 5, 1, 18);
const BODY_429 =
  '{"cod":429, "message": "Your account is temporary blocked due to exceeding of requests limitation of your subscription type. Please choose the proper subscription https://openweathermap.org/price"}';

let server: WeatherServer;
beforeAll(async () => {
  server = await startWeatherServer({ port: 0, seed: 1, now: () => NOW });
});
afterAll(() => server.close());
afterEach(async () => {
  await control('POST', '/reset');
});

/** One control request: its status, headers and parsed JSON body (`undefined` for none). */
async function control(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/__weather-double${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text === '' ? undefined : JSON.parse(text),
  };
}

const weather = (query = 'zip=94040,us&appid=k') => fetch(`${server.url}/data/2.5/weather?${query}`);

describe('scenarios', () => {
  it('sets a 429 for the next call only, and lists it with what remains', async () => {
    const added = await control('POST', '/scenarios', {
      name: 'rateLimited',
      times: 1,
      route: 'weather',
      location: 'zip=94040,us',
    });
    expect(added.status).toBe(201);
    expect(added.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(added.headers.get('cache-control')).toBe('no-store');
    expect(added.json).toEqual({
      id: 's1',
      name: 'rateLimited',
      options: { times: 1, route: 'weather', location: { zip: '94040,us' } },
      remaining: 1,
    });
    // Another place is not the scenario's.
    expect((await weather('zip=10001&appid=k')).status).toBe(200);
    const limited = await weather();
    expect([limited.status, await limited.text()]).toEqual([429, BODY_429]);
    expect((await weather()).status).toBe(200);
    expect((await control('GET', '/scenarios')).json).toEqual({
      scenarios: [{ ...added.json, remaining: 0 }],
    });
  });

  it('takes every scenario of the in-process API by name, with its own arguments', async () => {
    const bodies = [
      { name: 'delayed', ms: 1 },
      { name: 'record', overrides: { name: 'Nowhere' }, once: true },
      { name: 'sequence', steps: ['serverError', { delayed: 1 }, 'normal'], zip: '10001' },
      { name: 'variants', rate: 1, seed: 3, only: ['noVisibility'] },
      {
        name: 'alerts',
        alerts: [{ sender_name: 'NWS', event: 'Heat', start: 1, end: 2, description: 'd', tags: [] }],
      },
    ];
    for (const body of bodies) expect((await control('POST', '/scenarios', body)).status).toBe(201);
    const listed = (await control('GET', '/scenarios')).json.scenarios;
    // The last added answers first.
    expect(listed.map((s: { name: string }) => s.name)).toEqual([
      'alerts',
      'variants',
      'sequence',
      'record',
      'delayed',
    ]);
    // Ids are never given twice in a server's life (a reset does not start them again).
    expect(new Set(listed.map((s: { id: string }) => s.id)).size).toBe(5);
    expect((await (await weather('q=London,GB&appid=k')).json()).visibility).toBeUndefined();
    // The variants answer the weather route first; the sequence has the forecast of its place.
    expect((await fetch(`${server.url}/data/2.5/forecast?zip=10001&appid=k`)).status).toBe(500);
  });

  it('refuses a bad body with the path of what was wrong, and the in-process message', async () => {
    const cases: [unknown, number, string, string][] = [
      [
        { name: 'rateLimited', times: 0 },
        400,
        'body.times',
        'expected a whole number of requests from 1, got 0',
      ],
      [{ name: 'rateLimited', once: true, times: 2 }, 400, 'body.times', 'give one of them'],
      [{ name: 'delayed', ms: -1 }, 400, 'body.ms', 'a number of milliseconds from 0'],
      [{ name: 'sequence', steps: ['serverError', 'bogus'] }, 400, 'body.steps[1]', 'got "bogus"'],
      [
        { name: 'record', overrides: { main: { humidity: 150 } } },
        400,
        'body.overrides.main.humidity',
        'from 0 to 100',
      ],
      [{ name: 'rateLimited', route: 'nowhere' }, 400, 'body.route', "a route name ('weather'"],
      [{ name: 'rateLimited', location: 'lat=x&lon=1' }, 400, 'body.location.lat', 'got NaN'],
      [{ name: 'rateLimited', color: 'red' }, 400, 'body.color', 'Allowed options: once, times'],
      [{ name: 'bogus' }, 400, 'body.name', 'a scenario name (unauthorized, notFound'],
      [[1], 400, 'body', 'a JSON object'],
      ['{"name":', 400, 'body', 'expected a JSON body, got text that is not JSON'],
      ['', 400, 'body', 'expected a JSON body, got none'],
    ];
    for (const [body, status, path, text] of cases) {
      const { status: got, json } = await control('POST', '/scenarios', body);
      expect([got, json.error.code, json.error.path], JSON.stringify(body)).toEqual([
        status,
        expect.any(String),
        path,
      ]);
      expect(json.error.message).toContain(text);
      expect(json.error.message).toMatch(/^\[weather-double\] /);
    }
    expect((await control('GET', '/scenarios')).json).toEqual({ scenarios: [] });
  });

  it('drops one scenario by id, or all of them', async () => {
    const first = (await control('POST', '/scenarios', { name: 'serverError' })).json;
    await control('POST', '/scenarios', { name: 'rateLimited', route: 'forecast' });
    expect((await control('DELETE', `/scenarios/${first.id}`)).status).toBe(204);
    expect((await weather()).status).toBe(200);
    const missing = await control('DELETE', `/scenarios/${first.id}`);
    expect([missing.status, missing.json.error.code]).toEqual([404, 'CONTROL_NOT_FOUND']);
    expect((await control('DELETE', '/scenarios')).status).toBe(204);
    expect((await control('GET', '/scenarios')).json.scenarios).toEqual([]);
  });
});

describe('the request log', () => {
  it('lists the requests with seq, time, route and duration, filtered; never the control requests', async () => {
    await control('POST', '/scenarios', { name: 'rateLimited', once: true });
    await weather();
    await weather('q=London,GB&appid=k');
    await fetch(`${server.url}/data/2.5/forecast?zip=94040&appid=k`);
    const all = (await control('GET', '/requests')).json.requests;
    expect(all.map((r: { route: string; status: number }) => [r.route, r.status])).toEqual([
      ['weather', 429],
      ['weather', 200],
      ['forecast', 200],
    ]);
    const [first] = all;
    expect(first).toMatchObject({
      method: 'GET',
      url: `${server.url}/data/2.5/weather?zip=94040,us&appid=***`,
      query: { zip: '94040,us', appid: '***' },
      scenario: 'rateLimited',
      fault: null,
      latency: 0,
      outcome: 'answered',
      time: new Date(NOW).toISOString(),
      route: 'weather',
    });
    expect(first.durationMs).toBeGreaterThanOrEqual(0);
    // The in-process log holds the same requests.
    expect(server.requests.map((r) => r.status)).toEqual([429, 200, 200]);
    const seqs = all.map((r: { seq: number }) => r.seq);
    expect(seqs[1] - seqs[0]).toBe(1);
    const filtered = async (query: string) =>
      (await control('GET', `/requests?${query}`)).json.requests.map((r: { seq: number }) => r.seq);
    expect(await filtered('route=weather&status=429')).toEqual([seqs[0]]);
    expect(await filtered(`since=${seqs[0]}`)).toEqual(seqs.slice(1));
    expect(await filtered('limit=1')).toEqual([seqs[2]]);
    const bad = await control('GET', '/requests?route=nowhere');
    expect([bad.status, bad.json.error.path]).toEqual([400, 'query.route']);
    expect((await control('GET', '/requests?since=-1')).json.error.path).toBe('query.since');
    expect((await control('GET', '/requests?colour=red')).json.error.path).toBe('query.colour');
    expect((await control('DELETE', '/requests')).status).toBe(204);
    expect((await control('GET', '/requests')).json).toEqual({ requests: [] });
    expect(server.requests).toHaveLength(0);
  });

  it('gives the exact answer of the last 100 requests, 404 for older ones', async () => {
    const response = await weather();
    const body = await response.text();
    const [logged] = (await control('GET', '/requests')).json.requests;
    const answer = await control('GET', `/requests/${logged.seq}/answer`);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      status: 200,
      headers: expect.objectContaining({
        Server: 'openresty',
        'Content-Type': 'application/json; charset=utf-8',
      }),
      body,
    });
    for (let i = 0; i < 100; i++) await (await weather(`zip=94040&n=${i}&appid=k`)).text();
    const old = await control('GET', `/requests/${logged.seq}/answer`);
    expect([old.status, old.json.error.code]).toEqual([404, 'CONTROL_NOT_FOUND']);
    expect((await control('GET', `/requests/${logged.seq + 1}/answer`)).status).toBe(200);
  });

  it('streams each request as it is answered, as server-sent events', async () => {
    const events: string[] = [];
    const streamed = new Promise<void>((resolve, reject) => {
      const req = httpRequest(`${server.url}/__weather-double/requests/stream`, (res) => {
        expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
        res.setEncoding('utf8');
        let text = '';
        res.on('data', (chunk: string) => {
          text += chunk;
          if (text === ': weather-double requests\n\n') void weather().then((r) => r.text());
          const found = text.split('\n\n').filter((event) => event.startsWith('id: '));
          if (found.length > 0) {
            events.push(...found);
            req.destroy();
            resolve();
          }
        });
      });
      req.on('error', reject);
      req.end();
    });
    await streamed;
    const [event] = events;
    const lines = (event as string).split('\n');
    expect(lines[1]).toBe('event: request');
    const data = JSON.parse((lines[2] as string).slice('data: '.length));
    expect(lines[0]).toBe(`id: ${data.seq}`);
    expect(data).toMatchObject({ route: 'weather', status: 200, outcome: 'answered' });
    expect(data.durationMs).toBeGreaterThanOrEqual(0);
  });
});

describe('the clock', () => {
  const dt = async () => (await (await weather()).json()).dt as number;

  it('freezes, moves, runs and goes back to the real clock; the answers follow', async () => {
    const at = await dt();
    expect((await control('GET', '/clock')).json).toEqual({
      now: new Date(NOW).toISOString(),
      frozen: false,
      offsetMs: expect.any(Number),
    });
    const moved = await control('PUT', '/clock', { advance: 3 * 3600 });
    expect(moved.json.now).toBe(new Date(NOW + 3 * 3600 * 1000).toISOString());
    expect(await dt()).toBeGreaterThan(at + 2 * 3600);
    const frozen = await control('PUT', '/clock', { now: '2024-01-15T06:00:00Z' });
    expect(frozen.json).toMatchObject({ now: '2024-01-15T06:00:00.000Z', frozen: true });
    expect(await dt()).toBeLessThanOrEqual(Date.UTC(2024, 0, 15, 6) / 1000);
    expect((await control('PUT', '/clock', { advance: -60 })).json.now).toBe('2024-01-15T05:59:00.000Z');
    const running = await control('PUT', '/clock', { run: true });
    expect(running.json.frozen).toBe(false);
    expect(Math.abs(running.json.offsetMs - (Date.UTC(2024, 0, 15, 5, 59) - Date.now()))).toBeLessThan(
      60_000,
    );
    expect((await control('PUT', '/clock', { freeze: true })).json.frozen).toBe(true);
    const real = await control('PUT', '/clock', { real: true });
    expect(Math.abs(Date.parse(real.json.now) - Date.now())).toBeLessThan(60_000);
    await control('POST', '/reset');
    expect((await control('GET', '/clock')).json.now).toBe(new Date(NOW).toISOString());
  });

  it('refuses a bad clock body with its path', async () => {
    const cases: [unknown, string][] = [
      [{ now: 'yesterday' }, 'body.now'],
      [{ advance: 'an hour' }, 'body.advance'],
      [{ freeze: false }, 'body.freeze'],
      [{ stop: true }, 'body.stop'],
      [{ now: '2024-01-01T00:00:00Z', advance: 1 }, 'body'],
      ['nope', 'body'],
    ];
    for (const [body, path] of cases) {
      const { status, json } = await control('PUT', '/clock', body);
      expect([status, json.error.code, json.error.path]).toEqual([400, 'INVALID_OPTION', path]);
    }
  });
});

describe('the index, reset and errors', () => {
  it('says what is there', async () => {
    await control('POST', '/scenarios', { name: 'rateLimited' });
    await weather();
    const { status, json } = await control('GET', '/');
    expect(status).toBe(200);
    expect(json).toMatchObject({
      name: 'weather-double',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      now: new Date(NOW).toISOString(),
      clock: { now: new Date(NOW).toISOString(), frozen: false },
      scenarios: { active: 1 },
      requests: { logged: 1 },
    });
    expect(json.scenarios.names).toContain('sequence');
    expect(json.routes).toContain('oneCall');
    expect((await control('GET', '')).status).toBe(200);
  });

  it('resets scenarios, log and clock at once', async () => {
    await control('POST', '/scenarios', { name: 'serverError' });
    await control('PUT', '/clock', { advance: 60 });
    await weather();
    expect((await control('POST', '/reset')).status).toBe(204);
    expect((await weather()).status).toBe(200);
    const index = (await control('GET', '/')).json;
    expect([index.scenarios.active, index.requests.logged, index.now]).toEqual([
      0,
      1,
      new Date(NOW).toISOString(),
    ]);
  });

  it('answers 404 and 405 as errors, and leaves the double its own paths', async () => {
    const missing = await control('GET', '/nothing');
    expect([missing.status, missing.json.error.code]).toEqual([404, 'CONTROL_NOT_FOUND']);
    const wrong = await control('PATCH', '/clock');
    expect([wrong.status, wrong.json.error.code]).toEqual([405, 'CONTROL_METHOD']);
    expect(wrong.json.error.message).toContain('use GET or PUT');
    const lookalike = await fetch(`${server.url}/__weather-doubles`);
    expect([lookalike.status, await lookalike.text()]).toEqual([
      404,
      '{"cod":"404","message":"Internal error"}',
    ]);
  });
});

describe('the admin token', () => {
  it('requires Authorization: Bearer TOKEN when set: 401 without or with a wrong one', async () => {
    const guarded = await startWeatherServer({ port: 0, adminToken: 'let-me-in' });
    try {
      const ask = (authorization?: string) =>
        fetch(`${guarded.url}/__weather-double/clock`, {
          headers: authorization === undefined ? {} : { authorization },
        });
      for (const authorization of [undefined, 'Bearer wrong', 'Basic let-me-in']) {
        const refused = await ask(authorization);
        expect(refused.status).toBe(401);
        expect(refused.headers.get('www-authenticate')).toBe('Bearer');
        expect((await refused.json()).error).toMatchObject({
          code: 'CONTROL_DENIED',
          path: 'headers.authorization',
        });
      }
      expect((await ask('Bearer let-me-in')).status).toBe(200);
      // The double's own routes need no token.
      expect((await fetch(`${guarded.url}/data/2.5/weather?zip=94040&appid=k`)).status).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('refuses an empty token', async () => {
    await expect(startWeatherServer({ port: 0, adminToken: '' })).rejects.toMatchObject({
      code: 'INVALID_OPTION',
      path: 'adminToken',
    });
  });

  it('answers a client off loopback 403 when no token is set', async () => {
    // The tests listen on 127.0.0.1 only, so the check is asked with another peer address.
    const { refusal } = await import(new URL('../../dist/src/server/control/http.js', import.meta.url).href);
    const from = (remoteAddress: string, authorization?: string) => ({
      socket: { remoteAddress },
      headers: authorization === undefined ? {} : { authorization },
    });
    expect(refusal(from('192.0.2.7'), undefined)).toMatchObject({ code: 'CONTROL_DENIED', path: undefined });
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(refusal(from(address), undefined)).toBe(undefined);
    expect(refusal(from('192.0.2.7', 'Bearer t'), 't')).toBe(undefined);
  });
});

describe('controlPlane: false', () => {
  it("leaves the control paths to the double's 404, keeps the header scenarios", async () => {
    const bare = await startWeatherServer({ port: 0, controlPlane: false });
    try {
      const index = await fetch(`${bare.url}/__weather-double/`);
      expect([index.status, await index.text()]).toEqual([404, '{"cod":"404","message":"Internal error"}']);
      const named = await fetch(`${bare.url}/data/2.5/weather?zip=94040&appid=k`, {
        headers: { 'X-Weather-Double-Scenario': 'rateLimited' },
      });
      expect(named.status).toBe(429);
      expect(bare.requests.map((r) => r.scenario)).toEqual(['rateLimited']);
    } finally {
      await bare.close();
    }
    await expect(startWeatherServer({ port: 0, controlPlane: 'no' as never })).rejects.toMatchObject({
      path: 'controlPlane',
    });
  });
});
