// The Weather Triggers API in the shared store: two servers given a Redis store on the same Redis
// and prefix hold the same triggers per key, and, as the alerts come from the weather, answer the
// same alerts (one deleted on one server is gone on the other); a third on another prefix holds
// none; the ID counter is shared. Against a real Redis (Debian's redis-server, test/support/redis.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createRedisStore,
  type RedisStore,
  startWeatherServer,
  type WeatherServer,
} from 'weather-double/server';
import { startRedis, type TestRedis } from '../support/redis.js';
import { describeWithProgram } from '../support/system-program.js';

const NOW = Date.UTC(2024, 0, 15, 9);
const TRIGGER = JSON.stringify({
  time_period: {
    start: { expression: 'after', amount: 0 },
    end: { expression: 'after', amount: 86_400_000 },
  },
  conditions: [{ name: 'pressure', expression: '$gt', amount: 900 }],
  area: [{ type: 'Point', coordinates: [4.9041, 52.3676] }],
});

describeWithProgram('redis-server', 'redis-server', 'triggers in the Redis store', () => {
  let redis: TestRedis;
  const stores: RedisStore[] = [];
  const servers: WeatherServer[] = [];
  let [a, b, apart]: WeatherServer[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    const serve = async (prefix: string) => {
      const store = await createRedisStore({ url: redis.url, prefix });
      stores.push(store);
      const server = await startWeatherServer({ port: 0, seed: 5, now: () => NOW, store });
      servers.push(server);
      return server;
    };
    [a, b, apart] = [await serve('shared:'), await serve('shared:'), await serve('other:')];
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await Promise.all(stores.map((store) => store.close()));
    await redis?.stop();
  });

  const send = async (server: WeatherServer | undefined, method: string, target: string, body?: string) => {
    const response = await fetch(`${server?.url}/data/3.0/triggers${target}`, {
      method,
      ...(body ? { body } : {}),
    });
    return { status: response.status, body: await response.text() };
  };

  it('shares the triggers of a key, and their alerts, between the servers of one prefix', async () => {
    const made = await send(a, 'POST', '?appid=t1', TRIGGER);
    expect(made.status).toBe(200);
    const id = (JSON.parse(made.body) as { _id: string })._id;
    const other = (JSON.parse((await send(b, 'POST', '?appid=t1', TRIGGER)).body) as { _id: string })._id;
    // The trigger's ID and its two parts' come from one shared counter: no ID twice.
    expect(new Set([id, other]).size).toBe(2);
    const listed = await send(b, 'GET', '?appid=t1');
    expect((JSON.parse(listed.body) as { _id: string }[]).map((t) => t._id)).toEqual([id, other]);
    expect(await send(a, 'GET', '?appid=t1')).toEqual(listed);
    expect(await send(b, 'GET', '?appid=t2')).toEqual({ status: 200, body: '[]' });
    expect(await send(apart, 'GET', '?appid=t1')).toEqual({ status: 200, body: '[]' });

    // Amsterdam's pressure is over 900 hPa in every slot from now to a day ahead, both ends: 9 alerts, the same on both.
    const history = await send(a, 'GET', `/${id}/history?appid=t1`);
    const alerts = JSON.parse(history.body) as { _id: string }[];
    expect(alerts).toHaveLength(9);
    expect(await send(b, 'GET', `/${id}/history?appid=t1`)).toEqual(history);
    expect(await send(b, 'DELETE', `/${id}/history/${alerts[0]?._id}?appid=t1`)).toEqual({
      status: 204,
      body: '',
    });
    expect(JSON.parse((await send(a, 'GET', `/${id}/history?appid=t1`)).body)).toHaveLength(8);

    expect(await send(a, 'DELETE', `/${other}?appid=t1`)).toEqual({ status: 204, body: '' });
    expect(await send(b, 'GET', `/${other}?appid=t1`)).toEqual({ status: 404, body: 'Trigger not found.' });
  });
});
