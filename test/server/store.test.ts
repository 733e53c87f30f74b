// The `store` option: the quota counted by a store shared by several doubles (here a fake one, a
// plain object with the WeatherStore methods; the Redis store against a real Redis is in
// test/reliability/scale.test.ts), its failure answered with the service's 500, and GET /healthz.
import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWeatherDouble } from 'weather-double/handlers';
import { createRedisStore, startWeatherServer, type WeatherStore } from 'weather-double/server';
import { caught, expectRefusal } from '../support/errors.js';

const NOW = Date.UTC(2024, 5, 1, 12);
const SERVER_ERROR = '{"cod":"500","message":"Internal error: 500001"}';
const RATE_LIMITED =
  '{"cod":429, "message": "Your account is temporary blocked due to exceeding of requests limitation of your subscription type. Please choose the proper subscription https://openweathermap.org/price"}';

/** A store in this process's memory that says what it was asked, and can be made to fail. */
function fakeStore() {
  const windows = new Map<string, { start: number; count: number }>();
  const asked: [string, number, { limit: number; windowMs: number }][] = [];
  let down: Error | undefined;
  const store: WeatherStore & { asked: typeof asked; fail(error: Error | undefined): void } = {
    label: 'fake://store',
    asked,
    fail(error) {
      down = error;
    },
    async takeQuota(key, nowMs, quota) {
      asked.push([key, nowMs, { limit: quota.limit, windowMs: quota.windowMs }]);
      if (down) throw down;
      const window = windows.get(key);
      if (window === undefined || nowMs >= window.start + quota.windowMs || nowMs < window.start) {
        windows.set(key, { start: nowMs, count: 1 });
        return false;
      }
      if (window.count >= quota.limit) return true;
      window.count += 1;
      return false;
    },
    async ping() {
      if (down) throw down;
    },
  };
  return store;
}

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.close()));
});

async function start(store: WeatherStore, limit = 2) {
  const server = await startWeatherServer({ port: 0, now: () => NOW, quota: { limit }, store });
  started.push(server);
  return server;
}

async function get(url: string) {
  const response = await fetch(url);
  return { status: response.status, body: await response.text() };
}

describe('the quota in a store', () => {
  it('is counted in the store, which two servers share: one quota for the key', async () => {
    const store = fakeStore();
    const [a, b] = [await start(store), await start(store)];
    const path = '/data/2.5/weather?zip=94040&appid=shared-key';
    const statuses = [
      (await get(`${a.url}${path}`)).status,
      (await get(`${b.url}${path}`)).status,
      (await get(`${a.url}${path}`)).status,
    ];
    expect(statuses).toEqual([200, 200, 429]);
    expect((await get(`${b.url}${path}`)).body).toBe(RATE_LIMITED);
    expect(store.asked).toEqual(
      Array.from({ length: 4 }, () => ['shared-key', NOW, { limit: 2, windowMs: 60_000 }]),
    );
    expect(b.requests.at(-1)).toMatchObject({ status: 429, fault: 'quota' });
  });

  it('is not asked for requests without a key or refused with 401', async () => {
    const store = fakeStore();
    const server = await startWeatherServer({
      port: 0,
      now: () => NOW,
      quota: { limit: 1 },
      store,
      apiKeys: ['good'],
    });
    started.push(server);
    expect((await get(`${server.url}/data/2.5/weather?zip=94040`)).status).toBe(401);
    expect((await get(`${server.url}/data/2.5/weather?zip=94040&appid=bad`)).status).toBe(401);
    expect(store.asked).toEqual([]);
  });

  it("answers the service's 500 with a console line while the store fails, and recovers", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = fakeStore();
    const server = await start(store, 5);
    const url = `${server.url}/data/2.5/weather?zip=94040&appid=secret-key`;
    store.fail(new Error('The quota store fake://store failed: connection refused'));
    expect(await get(url)).toEqual({ status: 500, body: SERVER_ERROR });
    const line = String(error.mock.calls.at(-1)?.[0]);
    expect(line).toContain('answered 500');
    expect(line).toContain('The quota store fake://store failed: connection refused');
    expect(line).not.toContain('secret-key');
    expect(server.requests.at(-1)).toMatchObject({ status: 500, fault: null });
    store.fail(undefined);
    expect((await get(url)).status).toBe(200);
  });

  it('adds no console line for a rejection the store marks STORE_DOWN (it says the outage once)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = fakeStore();
    const server = await start(store, 5);
    const url = `${server.url}/data/2.5/weather?zip=94040&appid=secret-key`;
    store.fail(
      Object.assign(new Error('The quota store fake://store is down: refused'), { code: 'STORE_DOWN' }),
    );
    expect(await get(url)).toEqual({ status: 500, body: SERVER_ERROR });
    expect(await get(url)).toEqual({ status: 500, body: SERVER_ERROR });
    expect(error).not.toHaveBeenCalled();
    expect(server.requests.map((request) => request.status)).toEqual([500, 500]);
  });

  it('counts through the MSW handlers too', async () => {
    const store = fakeStore();
    const double = createWeatherDouble({ now: () => NOW, quota: { limit: 1 }, store });
    // For this test only: the file's other tests use real sockets.
    const msw = setupServer(...double.handlers);
    msw.listen({ onUnhandledRequest: 'error' });
    try {
      const url = 'https://api.openweathermap.org/data/2.5/weather?zip=94040&appid=msw-key';
      expect([(await fetch(url)).status, (await fetch(url)).status]).toEqual([200, 429]);
      expect(store.asked).toHaveLength(2);
    } finally {
      msw.close();
    }
  });

  it("counts a sequence's 'normal' steps in the store, on the server and through the handlers", async () => {
    const store = fakeStore();
    const server = await start(store, 1);
    server.use(server.scenarios.sequence(['serverError', 'normal', 'normal']));
    const url = `${server.url}/data/2.5/weather?zip=94040&appid=sequence-key`;
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await get(url)).status);
    expect(statuses).toEqual([500, 200, 429]);
    expect(store.asked).toHaveLength(2);

    const double = createWeatherDouble({ now: () => NOW, quota: { limit: 1 }, store: fakeStore() });
    const msw = setupServer(double.scenarios.sequence(['normal', 'normal']), ...double.handlers);
    msw.listen({ onUnhandledRequest: 'error' });
    try {
      const inProcess = 'https://api.openweathermap.org/data/2.5/weather?zip=94040&appid=msw-sequence';
      expect([(await fetch(inProcess)).status, (await fetch(inProcess)).status]).toEqual([200, 429]);
    } finally {
      msw.close();
    }
  });

  it('hands every logged request to a store that keeps a shared log, the key masked', async () => {
    const shared: unknown[] = [];
    const store = { ...fakeStore(), logRequest: (entry: unknown) => shared.push(entry) };
    const server = await startWeatherServer({ port: 0, now: () => NOW, store });
    started.push(server);
    expect((await get(`${server.url}/data/2.5/weather?zip=94040&appid=secret`)).status).toBe(200);
    expect((await get(`${server.url}/data/2.5/weather?zip=00000&appid=secret`)).status).toBe(404);
    expect(shared).toEqual([...server.requests]);
    expect(shared[0]).toMatchObject({
      url: `${server.url}/data/2.5/weather?zip=94040&appid=***`,
      status: 200,
    });
    // Without a quota the store counts nothing.
    expect(store.asked).toEqual([]);
  });

  it('refuses a store that is not one, naming the option', async () => {
    expectRefusal(await caught(() => startWeatherServer({ port: 0, store: {} as WeatherStore })), {
      code: 'INVALID_OPTION',
      path: 'store',
      message:
        'Invalid option store: expected a store: an object with takeQuota(key, nowMs, quota), ping() and label (e.g. await createRedisStore({ url })), got an object.',
    });
  });

  it('refuses a Redis URL that is not one', async () => {
    expectRefusal(await caught(() => createRedisStore({ url: 'http://127.0.0.1:6379' })), {
      code: 'INVALID_OPTION',
      path: 'url',
      message: `Invalid option url: expected a Redis URL: 'redis://host:port' (or rediss:// for TLS), got "http://127.0.0.1:6379".`,
    });
  });
});

describe('GET /healthz', () => {
  it('answers 200 with the process id, outside the double (not logged)', async () => {
    const server = await startWeatherServer({ port: 0 });
    started.push(server);
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', pid: process.pid });
    const head = await fetch(`${server.url}/healthz`, { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([200, '']);
    expect(server.requests).toHaveLength(0);
  });

  it('says whether the store answers: 200 with it, 503 without it', async () => {
    const store = fakeStore();
    const server = await start(store);
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({
      status: 'ok',
      store: 'ok',
      pid: process.pid,
    });
    store.fail(new Error('down'));
    const response = await fetch(`${server.url}/healthz`);
    expect([response.status, await response.json()]).toEqual([
      503,
      { status: 'unavailable', store: 'down', pid: process.pid },
    ]);
  });
});
