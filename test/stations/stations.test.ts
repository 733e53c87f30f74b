// Weather Stations 3.0 (issue 41), the service's one stateful API: its answers byte for byte where
// recorded (dblock/open-weather-ruby-client's VCR cassettes of the real service, 2020; public test
// suites' 404 "Station not found"), per API key, through the MSW handlers and the server alike,
// with its methods, validation errors and bounds (docs/stations.md).
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeatherDouble } from 'weather-double/handlers';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { failOnUnhandled } from '../support/msw.js';

const API = 'https://api.openweathermap.org/data/3.0';
/** 2020-05-30T08:32:18.956Z: the recorded POST's moment, to the millisecond. */
const NOW = Date.UTC(2020, 4, 30, 8, 32, 18, 956);
const PAGE_STATION =
  '{"external_id":"SF_TEST001","name":"San Francisco Test Station","latitude":37.76,"longitude":-122.43,"altitude":150}';

type Send = (
  method: string,
  target: string,
  body?: string,
) => Promise<{ status: number; body: string; headers: Headers }>;

/** The same sequence of requests through a double's handlers and through a server, alike. */
function throughBoth(name: string, body: (send: Send) => void) {
  describe(`${name} (handlers)`, () => {
    const double = createWeatherDouble({ seed: 3, now: () => NOW });
    const msw = setupServer(...double.handlers);
    beforeAll(() => msw.listen(failOnUnhandled));
    afterAll(() => msw.close());
    body(async (method, target, sent) => {
      const response = await fetch(`${API}${target}`, {
        method,
        ...(sent === undefined ? {} : { body: sent, headers: { 'Content-Type': 'application/json' } }),
      });
      return { status: response.status, body: await response.text(), headers: response.headers };
    });
  });
  describe(`${name} (server)`, () => {
    let server: WeatherServer;
    beforeAll(async () => {
      server = await startWeatherServer({ port: 0, seed: 3, now: () => NOW });
    });
    afterAll(async () => {
      await server.close();
    });
    body(async (method, target, sent) => {
      const response = await fetch(`${server.url}/data/3.0${target}`, {
        method,
        ...(sent === undefined ? {} : { body: sent, headers: { 'Content-Type': 'application/json' } }),
      });
      return { status: response.status, body: await response.text(), headers: response.headers };
    });
  });
}

throughBoth('a station made, listed, read, replaced and deleted', (send) => {
  let id = '';
  it('makes a station: 201, the recorded body with the capital ID, user_id, rank 10, source_type 5', async () => {
    const made = await send('POST', '/stations?appid=k1', PAGE_STATION);
    expect(made.status).toBe(201);
    const parsed = JSON.parse(made.body) as { ID: string; user_id: string };
    id = parsed.ID;
    expect(id).toMatch(/^5ed21a12[0-9a-f]{16}$/);
    expect(parsed.user_id).toMatch(/^[0-9a-f]{24}$/);
    expect(made.body).toBe(
      `{"ID":"${id}","updated_at":"2020-05-30T08:32:18.956Z","created_at":"2020-05-30T08:32:18.956Z","user_id":"${parsed.user_id}","external_id":"SF_TEST001","name":"San Francisco Test Station","latitude":37.76,"longitude":-122.43,"altitude":150,"rank":10,"source_type":5}`,
    );
    expect(made.headers.get('Access-Control-Allow-Methods')).toBe('GET, POST, PUT, DELETE');
    expect(made.headers.get('X-Cache-Key')).toBeNull();
  });

  it('lists and reads it in the recorded GET form (lowercase id, longitude before latitude)', async () => {
    const one = `{"id":"${id}","created_at":"2020-05-30T08:32:18.956Z","updated_at":"2020-05-30T08:32:18.956Z","external_id":"SF_TEST001","name":"San Francisco Test Station","longitude":-122.43,"latitude":37.76,"altitude":150,"rank":10}`;
    expect(await send('GET', '/stations?appid=k1')).toMatchObject({ status: 200, body: `[${one}]` });
    expect(await send('GET', `/stations/${id}?appid=k1`)).toMatchObject({ status: 200, body: one });
  });

  it("keeps each key's stations apart: another key sees none of them", async () => {
    expect(await send('GET', '/stations?appid=k2')).toMatchObject({ status: 200, body: '[]' });
    expect(await send('GET', `/stations/${id}?appid=k2`)).toMatchObject({
      status: 404,
      body: '{"code":404001,"message":"Station not found"}',
    });
  });

  it('replaces every field on PUT, as recorded: those not given become 0 and null, rank 0', async () => {
    const put = await send(
      'PUT',
      `/stations/${id}?appid=k1`,
      '{"external_id":"SF_TEST002","name":"San Francisco Test Station 2"}',
    );
    expect(put).toMatchObject({
      status: 200,
      body: `{"id":"${id}","created_at":"2020-05-30T08:32:18.956Z","updated_at":"2020-05-30T08:32:18.956Z","external_id":"SF_TEST002","name":"San Francisco Test Station 2","longitude":0,"latitude":0,"altitude":null,"rank":0}`,
    });
  });

  it('refuses a body the Go decoder refuses, with its message and byte offset', async () => {
    expect(await send('POST', '/stations?appid=k1', '{"name":5}')).toMatchObject({
      status: 400,
      body: '{"code":400001,"message":"unmarshal type error: expected=string, got=number, offset=9"}',
    });
    expect(await send('POST', '/stations?appid=k1', '{"name":')).toMatchObject({
      status: 400,
      body: '{"code":400001,"message":"syntax error: offset=8, error=unexpected end of JSON input"}',
    });
    expect(await send('POST', '/stations?appid=k1', '[1]')).toMatchObject({
      status: 400,
      body: '{"code":400001,"message":"unmarshal type error: expected=stations.Station, got=array, offset=1"}',
    });
  });

  it('deletes it: 204 without a body, then 404 "Station not found" as recorded', async () => {
    const deleted = await send('DELETE', `/stations/${id}?appid=k1`);
    expect(deleted).toMatchObject({ status: 204, body: '' });
    expect(deleted.headers.get('Content-Type')).toBeNull();
    for (const method of ['GET', 'DELETE']) {
      expect(await send(method, `/stations/${id}?appid=k1`)).toMatchObject({
        status: 404,
        body: '{"code":404001,"message":"Station not found"}',
      });
    }
    expect(await send('GET', '/stations?appid=k1')).toMatchObject({ status: 200, body: '[]' });
  });

  it('answers the service 401 without a key, and 405 to a method the path does not take', async () => {
    const refused = await send('GET', '/stations');
    expect(refused.status).toBe(401);
    expect(refused.body).toContain('Invalid API key');
    expect(await send('DELETE', '/stations?appid=k1')).toMatchObject({ status: 405 });
    expect(await send('PATCH', `/stations/${id}?appid=k1`)).toMatchObject({ status: 405 });
    expect(await send('GET', `/stations/${id}/more?appid=k1`)).toMatchObject({
      status: 404,
      body: '{"cod":"404","message":"Internal error"}',
    });
  });
});

throughBoth('measurements posted and read aggregated', (send) => {
  let id = '';
  beforeAll(async () => {
    id = (JSON.parse((await send('POST', '/stations?appid=m1', PAGE_STATION)).body) as { ID: string }).ID;
  });

  it('refuses the recorded post of a numeric station_id byte for byte', async () => {
    const recorded =
      '[{"station_id":-1,"dt":1479817340,"temperature":18.7,"wind_speed":1.2,"wind_gust":3.4,"pressure":1021,"humidity":87,"rain_1h":2,"clouds":[{"condition":"NSC"}]}]';
    const refused = await send('POST', '/measurements?appid=m1', recorded);
    expect(refused).toMatchObject({
      status: 400,
      body: '{"code":400001,"message":"unmarshal type error: expected=string, got=number, offset=17"}',
    });
    expect(refused.headers.get('Access-Control-Allow-Methods')).toBe('GET, POST');
  });

  it('takes the recorded post (204) and reads it by day as recorded: dated at the next midnight, wind {}', async () => {
    const posted = await send(
      'POST',
      '/measurements?appid=m1',
      `[{"station_id":"${id}","dt":1479817340,"temperature":18.7,"wind_speed":1.2,"wind_gust":3.4,"pressure":1021,"humidity":87,"rain_1h":2,"clouds":[{"condition":"NSC"}]}]`,
    );
    expect(posted).toMatchObject({ status: 204, body: '' });
    const read = await send(
      'GET',
      `/measurements?appid=m1&from=1469817340&limit=100&station_id=${id}&to=1591620047&type=d`,
    );
    expect(read).toMatchObject({
      status: 200,
      body: `[{"type":"d","date":1479859200,"station_id":"${id}","temp":{"max":18.7,"min":18.7,"average":18.7,"weight":1},"humidity":{"average":87,"weight":1},"wind":{},"pressure":{"min":1021,"max":1021,"average":1021,"weight":1},"precipitation":{"rain":2}}]`,
    });
  });

  it('aggregates several measurements of one hour, oldest span first, limited', async () => {
    await send(
      'POST',
      '/measurements?appid=m1',
      `[{"station_id":"${id}","dt":1479820000,"temperature":10,"pressure":1000},{"station_id":"${id}","dt":1479820100,"temperature":20,"pressure":1010,"humidity":50},{"station_id":"${id}","dt":1479830000,"temperature":5}]`,
    );
    const read = await send(
      'GET',
      `/measurements?appid=m1&station_id=${id}&type=h&from=1479819600&to=1479830400`,
    );
    expect(JSON.parse(read.body)).toEqual([
      {
        type: 'h',
        date: 1479823200,
        station_id: id,
        temp: { max: 20, min: 10, average: 15, weight: 2 },
        humidity: { average: 50, weight: 1 },
        wind: {},
        pressure: { min: 1000, max: 1010, average: 1005, weight: 2 },
        precipitation: {},
      },
      {
        type: 'h',
        date: 1479830400,
        station_id: id,
        temp: { max: 5, min: 5, average: 5, weight: 1 },
        humidity: {},
        wind: {},
        pressure: {},
        precipitation: {},
      },
    ]);
    const limited = await send('GET', `/measurements?appid=m1&station_id=${id}&type=m&limit=1`);
    expect((JSON.parse(limited.body) as { date: number }[]).map((a) => a.date)).toEqual([1479817380]);
  });

  it("refuses a post for a station that is none of the key's, keeping nothing", async () => {
    const other = await send(
      'POST',
      '/measurements?appid=m2',
      `[{"station_id":"${id}","dt":1479817340,"temperature":1}]`,
    );
    expect(other).toMatchObject({ status: 404, body: '{"code":404001,"message":"Station not found"}' });
    expect(await send('GET', `/measurements?appid=m2&station_id=${id}&type=d`)).toMatchObject({
      status: 404,
    });
  });

  it("answers a read's errors in the stations' shape", async () => {
    expect(await send('GET', '/measurements?appid=m1&type=d')).toMatchObject({
      status: 400,
      body: '{"code":400001,"message":"station_id is required"}',
    });
    expect(await send('GET', `/measurements?appid=m1&station_id=${id}&type=w`)).toMatchObject({
      status: 400,
      body: '{"code":400001,"message":"type must be one of m, h, d"}',
    });
    expect(await send('GET', `/measurements?appid=m1&station_id=${id}&type=d&from=x`)).toMatchObject({
      status: 400,
      body: '{"code":400001,"message":"from and to must be Unix seconds"}',
    });
  });

  it("drops a station's measurements with it", async () => {
    expect((await send('DELETE', `/stations/${id}?appid=m1`)).status).toBe(204);
    expect(await send('GET', `/measurements?appid=m1&station_id=${id}&type=d`)).toMatchObject({
      status: 404,
    });
  });
});

describe('the bounds of a key', () => {
  it('refuses the 101st station of a key with a 400 naming the bound, and takes one again after a delete', async () => {
    const server = await startWeatherServer({ port: 0, seed: 1, now: () => NOW });
    try {
      const post = () =>
        fetch(`${server.url}/data/3.0/stations?appid=full`, { method: 'POST', body: PAGE_STATION });
      let first = '';
      for (let i = 0; i < 100; i++) {
        const made = await post();
        expect(made.status).toBe(201);
        if (i === 0) first = ((await made.json()) as { ID: string }).ID;
        else await made.arrayBuffer();
      }
      const refused = await post();
      expect(refused.status).toBe(400);
      expect(await refused.text()).toBe(
        '{"code":400001,"message":"weather-double keeps at most 100 stations per API key: delete one first"}',
      );
      await fetch(`${server.url}/data/3.0/stations/${first}?appid=full`, { method: 'DELETE' });
      expect((await post()).status).toBe(201);
    } finally {
      await server.close();
    }
  });
});
