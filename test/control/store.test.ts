// The control plane across machines (issue 38): `weather-double serve --store redis://…` processes
// sharing one Redis share what their control planes set: a scenario, the clock and the request log
// set or read through one server hold for the others, from the very next request (the server that
// takes a change answers once every server has applied it: the test asserts the order of answers,
// never a time). A server started later takes up what is set; `--workers 2` workers join as servers.
// Against a real Redis (Debian's redis-server, test/support/redis.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CliServer, startCliServer } from '../support/cli.js';
import { startRedis, type TestRedis } from '../support/redis.js';
import { describeWithProgram } from '../support/system-program.js';

const WEATHER = '/data/2.5/weather?zip=94040,us&appid=k';

describeWithProgram('redis-server', 'redis-server', 'the control plane through --store', () => {
  let redis: TestRedis;
  const runs: CliServer[] = [];
  let a = '';
  let b = '';

  const serve = async (...extra: string[]) => {
    const run = await startCliServer([
      '--port',
      '0',
      '--quiet',
      '--now',
      '2024-06-01T12:00:00Z',
      '--store',
      redis.url,
      ...extra,
    ]);
    runs.push(run);
    return run.url;
  };

  beforeAll(async () => {
    redis = await startRedis();
    a = await serve();
    b = await serve();
  });
  afterAll(async () => {
    await Promise.all(runs.map((run) => run.stop()));
    await redis?.stop();
  });

  /** A request on a connection of its own. */
  const ask = async (origin: string, path = WEATHER) => {
    const response = await fetch(`${origin}${path}`, { headers: { connection: 'close' } });
    return response.status;
  };
  const control = async (origin: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${origin}/__weather-double${path}`, {
      method,
      headers: { connection: 'close' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, json: text === '' ? undefined : JSON.parse(text) };
  };

  it('holds a scenario set through one server for the next request to the other, counted once', async () => {
    await control(a, 'POST', '/reset');
    const added = await control(a, 'POST', '/scenarios', { name: 'rateLimited', times: 3 });
    expect(added.status).toBe(201);
    expect([await ask(b), await ask(a), await ask(b), await ask(a), await ask(b)]).toEqual([
      429, 429, 429, 200, 200,
    ]);
    const listed = await control(b, 'GET', '/scenarios');
    expect(listed.json.scenarios).toMatchObject([{ id: added.json.id, name: 'rateLimited', remaining: 0 }]);
    // Dropped through the other server: gone for both.
    await control(a, 'POST', '/scenarios', { name: 'serverError' });
    expect(await ask(a)).toBe(500);
    expect((await control(b, 'DELETE', '/scenarios')).status).toBe(204);
    expect([await ask(a), await ask(b)]).toEqual([200, 200]);
  });

  it('moves the clock of every server', async () => {
    await control(a, 'POST', '/reset');
    const moved = await control(b, 'PUT', '/clock', { now: '2024-07-01T00:00:00Z' });
    expect(moved.status).toBe(200);
    expect((await control(a, 'GET', '/clock')).json).toMatchObject({
      now: '2024-07-01T00:00:00.000Z',
      frozen: true,
    });
    // The weather's observation time follows the clock (an observation up to an hour before it).
    const dt = async (origin: string) => (await (await fetch(`${origin}${WEATHER}`)).json()).dt as number;
    const july = await dt(a);
    expect(july).toBeGreaterThan(Date.UTC(2024, 5, 30, 23) / 1000);
    expect(await dt(b)).toBe(july);
    await control(a, 'POST', '/reset');
    expect(await dt(b)).toBeLessThanOrEqual(Date.UTC(2024, 5, 1, 12) / 1000);
  });

  it('lists the requests of every server, through any of them', async () => {
    await control(a, 'POST', '/reset');
    await control(a, 'POST', '/scenarios', { name: 'notFound', once: true });
    expect([await ask(a), await ask(b), await ask(b)]).toEqual([404, 200, 200]);
    const all = await control(b, 'GET', '/requests');
    expect(all.json.requests.map((r: { status: number }) => r.status)).toEqual([404, 200, 200]);
    const notFound = await control(a, 'GET', '/requests?status=404');
    expect(notFound.json.requests).toHaveLength(1);
    const seq = notFound.json.requests[0].seq;
    const answer = await control(a, 'GET', `/requests/${seq}/answer`);
    expect(answer.json).toMatchObject({ status: 404, body: '{"cod":"404","message":"city not found"}' });
    await control(b, 'DELETE', '/requests');
    expect((await control(a, 'GET', '/requests')).json.requests).toEqual([]);
  });

  it('refuses a bad scenario everywhere, leaving nothing behind', async () => {
    await control(a, 'POST', '/reset');
    const bad = await control(a, 'POST', '/scenarios', { name: 'rateLimited', times: 0 });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({ code: 'INVALID_OPTION', path: 'body.times' });
    expect((await control(b, 'GET', '/scenarios')).json.scenarios).toEqual([]);
    expect(await ask(b)).toBe(200);
  });

  it('gives a server started later what is set, and holds for workers as for servers', async () => {
    await control(a, 'POST', '/reset');
    await control(a, 'POST', '/scenarios', { name: 'serverError', route: 'forecast' });
    await control(a, 'PUT', '/clock', { advance: 3600 });
    const late = await serve('--workers', '2');
    const forecast = '/data/2.5/forecast?zip=94040,us&appid=k';
    expect([await ask(late, forecast), await ask(late, forecast), await ask(late)]).toEqual([500, 500, 200]);
    expect((await control(late, 'GET', '/clock')).json.now).toBe('2024-06-01T13:00:00.000Z');
    // Set through the first server: the next request to either worker has it.
    await control(a, 'POST', '/scenarios', { name: 'unauthorized', times: 2 });
    expect([await ask(late), await ask(late), await ask(late), await ask(b)]).toEqual([401, 401, 200, 200]);
    await control(a, 'POST', '/reset');
  });

  it('lets a server started while Redis is down join once it is up', async () => {
    await redis.kill();
    const late = await serve();
    expect(await ask(late)).toBe(200);
    await redis.restart();
    // The servers reconnect by themselves: until the late one listens, a change may miss it.
    let joined = false;
    for (let attempt = 0; attempt < 100 && !joined; attempt++) {
      const added = await control(a, 'POST', '/scenarios', { name: 'serverError' });
      joined = added.status === 201 && (await ask(late)) === 500;
      await control(a, 'DELETE', '/scenarios');
      if (!joined) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(joined).toBe(true);
    // Joined: a change made through it holds for the others from the next request.
    await control(late, 'POST', '/scenarios', { name: 'notFound', once: true });
    expect([await ask(b), await ask(a), await ask(late)]).toEqual([404, 200, 200]);
    await control(late, 'POST', '/reset');
    // Starting without Redis waits for it twice (the store, then the control plane: 2 s each), and a
    // change made while a server's reply could not be sent waits out its 10 s limit.
  }, 60_000);
});
