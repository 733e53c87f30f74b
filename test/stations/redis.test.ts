// Weather Stations 3.0 in the shared store (issue 41): two servers given a Redis store on the same
// Redis and prefix hold the same stations and measurements, per key; a third on another prefix
// holds none; and the ID counter is shared, so two servers never make the same ID. Against a real
// Redis (Debian's redis-server, test/support/redis.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createRedisStore,
  type RedisStore,
  startWeatherServer,
  type WeatherServer,
} from 'weather-double/server';
import { startRedis, type TestRedis } from '../support/redis.js';
import { describeWithProgram } from '../support/system-program.js';

const NOW = Date.UTC(2020, 4, 30, 8, 32, 18, 956);
const STATION =
  '{"external_id":"SF_TEST001","name":"San Francisco Test Station","latitude":37.76,"longitude":-122.43,"altitude":150}';

describeWithProgram('redis-server', 'redis-server', 'stations in the Redis store', () => {
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
    const response = await fetch(`${server?.url}/data/3.0${target}`, { method, ...(body ? { body } : {}) });
    return { status: response.status, body: await response.text() };
  };

  it('shares the stations of a key between the servers, and only between those of one prefix', async () => {
    const made = await send(a, 'POST', '/stations?appid=r1', STATION);
    expect(made.status).toBe(201);
    const id = (JSON.parse(made.body) as { ID: string }).ID;
    const other = await send(b, 'POST', '/stations?appid=r1', STATION);
    const otherId = (JSON.parse(other.body) as { ID: string }).ID;
    expect(otherId).not.toBe(id);
    const listed = await send(b, 'GET', '/stations?appid=r1');
    expect((JSON.parse(listed.body) as { id: string }[]).map((s) => s.id)).toEqual([id, otherId]);
    expect(await send(a, 'GET', '/stations?appid=r1')).toEqual(listed);
    expect(await send(b, 'GET', '/stations?appid=r2')).toEqual({ status: 200, body: '[]' });
    expect(await send(apart, 'GET', '/stations?appid=r1')).toEqual({ status: 200, body: '[]' });

    const replaced = await send(b, 'PUT', `/stations/${id}?appid=r1`, '{"external_id":"X","name":"Renamed"}');
    expect(replaced.status).toBe(200);
    expect(await send(a, 'GET', `/stations/${id}?appid=r1`)).toEqual(replaced);

    expect(await send(a, 'DELETE', `/stations/${otherId}?appid=r1`)).toEqual({ status: 204, body: '' });
    expect(await send(b, 'GET', `/stations/${otherId}?appid=r1`)).toEqual({
      status: 404,
      body: '{"code":404001,"message":"Station not found"}',
    });
  });

  it('shares the measurements: posted on one server, read aggregated on the other', async () => {
    const id = (JSON.parse((await send(a, 'POST', '/stations?appid=r3', STATION)).body) as { ID: string }).ID;
    const posted = await send(
      b,
      'POST',
      '/measurements?appid=r3',
      `[{"station_id":"${id}","dt":1479817340,"temperature":18.7,"pressure":1021,"humidity":87,"rain_1h":2}]`,
    );
    expect(posted).toEqual({ status: 204, body: '' });
    expect(await send(a, 'GET', `/measurements?appid=r3&station_id=${id}&type=d`)).toEqual({
      status: 200,
      body: `[{"type":"d","date":1479859200,"station_id":"${id}","temp":{"max":18.7,"min":18.7,"average":18.7,"weight":1},"humidity":{"average":87,"weight":1},"wind":{},"pressure":{"min":1021,"max":1021,"average":1021,"weight":1},"precipitation":{"rain":2}}]`,
    });
    expect((await send(b, 'DELETE', `/stations/${id}?appid=r3`)).status).toBe(204);
    expect((await send(a, 'GET', `/measurements?appid=r3&station_id=${id}&type=d`)).status).toBe(404);
  });
});
