// The Weather Triggers API (`/data/3.0/triggers`, pyowm's AlertManager): its bodies in the shapes
// the service's page and pyowm's recorded fixtures give, per API key, through the MSW handlers;
// its alerts from the double's one weather (a slot's values are the 5-day forecast's at that slot);
// the checks each hour, the deletions, the refusals in text and the bounds (docs/triggers.md).
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeatherDouble } from 'weather-double/handlers';
import { failOnUnhandled } from '../support/msw.js';

const API = 'https://api.openweathermap.org/data';
/** 2024-03-04 10:00 UTC, on the hour; the tests move it forward. */
const START = Date.UTC(2024, 2, 4, 10);
let now = START;
const double = createWeatherDouble({ seed: 11, now: () => now });
const msw = setupServer(...double.handlers);
beforeAll(() => msw.listen(failOnUnhandled));
afterAll(() => msw.close());

const send = async (method: string, target: string, body?: string) => {
  const response = await fetch(`${API}/3.0/triggers${target}`, { method, ...(body ? { body } : {}) });
  return { status: response.status, body: await response.text(), type: response.headers.get('content-type') };
};
const period = (start: number, end: number) => ({
  start: { expression: 'after', amount: start },
  end: { expression: 'after', amount: end },
});
const PAGE_TRIGGER =
  '{"time_period":{"start":{"expression":"after","amount":132000000},"end":{"expression":"after","amount":432000000}},"conditions":[{"name":"temp","expression":"$gt","amount":299}],"area":[{"type":"Point","coordinates":[53,37]}]}';
const ids = (body: string) => body.replace(/[0-9a-f]{24}/g, 'ID');

describe('a trigger’s bodies', () => {
  it('answers a POST with the page’s body, and GET with pyowm’s recorded key order', async () => {
    const made = await send('POST', '?appid=b1', PAGE_TRIGGER);
    expect(made.status).toBe(200);
    expect(ids(made.body)).toBe(
      '{"__v":0,"_id":"ID","alerts":{},"area":[{"type":"Point","_id":"ID","coordinates":[53,37]}],"conditions":[{"name":"temp","expression":"$gt","amount":299,"_id":"ID"}],"time_period":{"end":{"expression":"after","amount":432000000},"start":{"expression":"after","amount":132000000}}}',
    );
    const {
      _id: id,
      area,
      conditions,
    } = JSON.parse(made.body) as {
      _id: string;
      area: { _id: string }[];
      conditions: { _id: string }[];
    };
    // The trigger's ID, then its area's and conditions' (consecutive, as the page's example).
    const counter = (hex: string) => Number.parseInt(hex.slice(18), 16);
    expect([area[0]?._id, conditions[0]?._id].map((x) => counter(x ?? ''))).toEqual([
      counter(id) + 1,
      counter(id) + 2,
    ]);
    const read = await send('GET', `/${id}?appid=b1`);
    // 53 E, 37 N (northern Iran) stays under 299 K in early March: no alert.
    expect(ids(read.body)).toBe(
      '{"_id":"ID","__v":0,"alerts":{},"area":[{"type":"Point","_id":"ID","coordinates":[53,37]}],"conditions":[{"name":"temp","expression":"$gt","amount":299,"_id":"ID"}],"time_period":{"end":{"amount":432000000,"expression":"after"},"start":{"amount":132000000,"expression":"after"}}}',
    );
    expect(await send('GET', '?appid=b1')).toMatchObject({ status: 200, body: `[${read.body}]` });
    // Another key's triggers are not this key's.
    expect(await send('GET', '?appid=b2')).toMatchObject({ status: 200, body: '[]' });
    expect(await send('GET', `/${id}?appid=b2`)).toEqual({
      status: 404,
      body: 'Trigger not found.',
      type: 'text/html; charset=utf-8',
    });
  });
});

describe('a trigger’s alerts', () => {
  const always = [
    { name: 'temp', expression: '$gt', amount: 0 },
    { name: 'pressure', expression: '$gt', amount: 0 },
    { name: 'humidity', expression: '$gte', amount: 0 },
    { name: 'wind_speed', expression: '$gte', amount: 0 },
    { name: 'wind_direction', expression: '$gte', amount: 0 },
    { name: 'clouds', expression: '$gte', amount: 0 },
  ];

  it('are the 5-day forecast’s slots where the conditions hold: the same weather, value for value', async () => {
    now = START;
    const body = JSON.stringify({
      time_period: period(0, 12 * 3_600_000),
      conditions: always,
      area: [{ type: 'Point', coordinates: [13.405, 52.52] }],
    });
    const id = (JSON.parse((await send('POST', '?appid=w1', body)).body) as { _id: string })._id;
    const alerts = JSON.parse((await send('GET', `/${id}/history?appid=w1`)).body) as {
      date: string;
      last_update: string;
      triggerId: string;
      coordinates: { lat: string; lon: string };
      conditions: { current_value: { min: number; max: number }; condition: { name: string } }[];
    }[];
    // From the check at 10:00: the slots 12:00 to 21:00 (both ends of the period's 12 hours).
    expect(alerts.map((a) => a.date)).toEqual(
      ['12', '15', '18', '21'].map((h) => `2024-03-04T${h}:00:00.000Z`),
    );
    expect(alerts.every((a) => a.last_update === '2024-03-04T10:00:00.000Z' && a.triggerId === id)).toBe(
      true,
    );
    expect(alerts[0]?.coordinates).toEqual({ lat: '52.52', lon: '13.405' });
    const forecast = (await (await fetch(`${API}/2.5/forecast?lat=52.52&lon=13.405&appid=w1`)).json()) as {
      list: {
        dt: number;
        main: { temp: number; pressure: number; humidity: number };
        wind: { speed: number; deg: number };
        clouds: { all: number };
      }[];
    };
    for (const alert of alerts) {
      const slot = forecast.list.find((item) => item.dt * 1000 === Date.parse(alert.date));
      const values = alert.conditions.map((c) => c.current_value.min);
      expect(values).toEqual([
        slot?.main.temp,
        slot?.main.pressure,
        slot?.main.humidity,
        slot?.wind.speed,
        slot?.wind.deg,
        slot?.clouds.all,
      ]);
      expect(alert.conditions.map((c) => c.current_value.max)).toEqual(values);
    }
  });

  it('are checked each hour, and deleted one by one or all (the next check fires them again)', async () => {
    now = START;
    const body = JSON.stringify({
      time_period: period(0, 6 * 3_600_000),
      conditions: [{ name: 'humidity', expression: '$gte', amount: 0 }],
      area: [
        {
          type: 'MultiPoint',
          coordinates: [
            [2.35, 48.86],
            [-0.13, 51.51],
          ],
        },
      ],
    });
    const id = (JSON.parse((await send('POST', '?appid=c1', body)).body) as { _id: string })._id;
    const history = async () =>
      JSON.parse((await send('GET', `/${id}/history?appid=c1`)).body) as {
        _id: string;
        date: string;
        last_update: string;
        coordinates: { lon: string };
      }[];
    // 10:00: slots 12:00 and 15:00, at each point (by slot, then by point).
    const first = await history();
    expect(first.map((a) => `${a.date.slice(11, 13)} ${a.coordinates.lon}`)).toEqual([
      '12 2.35',
      '12 -0.13',
      '15 2.35',
      '15 -0.13',
    ]);
    now = START + 2.5 * 3_600_000;
    // 12:30: checks at 11:00 and 12:00 too; 12:00 saw the 18:00 slot, and re-saw 12:00 and 15:00.
    const later = await history();
    expect(later.map((a) => `${a.date.slice(11, 13)} ${a.last_update.slice(11, 13)}`)).toEqual([
      '12 12',
      '12 12',
      '15 12',
      '15 12',
      '18 12',
      '18 12',
    ]);
    // An alert keeps its ID from check to check.
    expect(later.slice(0, 4).map((a) => a._id)).toEqual(first.map((a) => a._id));
    const gone = first[1]?._id ?? '';
    expect(await send('DELETE', `/${id}/history/${gone}?appid=c1`)).toMatchObject({ status: 204, body: '' });
    expect(await send('GET', `/${id}/history/${gone}?appid=c1`)).toMatchObject({
      status: 404,
      body: 'Alert not found.',
    });
    expect((await history()).map((a) => a._id)).not.toContain(gone);
    expect(await send('GET', `/${id}/history/${first[0]?._id}?appid=c1`)).toMatchObject({ status: 200 });
    // All deleted: none until the next whole hour's check, which fires them again, with new IDs.
    expect(await send('DELETE', `/${id}/history?appid=c1`)).toMatchObject({ status: 204 });
    expect(await history()).toEqual([]);
    now = START + 3 * 3_600_000;
    const again = await history();
    expect(again.map((a) => a.date.slice(11, 13))).toEqual(['15', '15', '18', '18']);
    expect(again.map((a) => a._id)).not.toContain(first[2]?._id);
    // A PUT starts its alerts again from its new conditions.
    const replaced = await send(
      'PUT',
      `/${id}?appid=c1`,
      JSON.stringify({
        ...JSON.parse(body),
        conditions: [{ name: 'humidity', expression: '$lt', amount: 0 }],
      }),
    );
    expect(replaced.status).toBe(200);
    expect(await history()).toEqual([]);
  });
});

describe('what the API refuses', () => {
  const refused = async (body: string) => send('POST', '?appid=r1', body);
  const base = {
    time_period: period(0, 3_600_000),
    conditions: [{ name: 'temp', expression: '$lt', amount: 273 }],
    area: [{ type: 'Point', coordinates: [37, 53] }],
  };

  it('answers a body it refuses with a 400 in text, the recorded words where recorded', async () => {
    expect(await refused(JSON.stringify({ ...base, area: [{ type: 'Point', coordinates: [37] }] }))).toEqual({
      status: 400,
      body: 'Point should to have 2 elements - lon and lat.',
      type: 'text/html; charset=utf-8',
    });
    const cases: [unknown, string][] = [
      ['not json', 'The body should be a JSON object {"time_period","conditions","area"}.'],
      [{ ...base, time_period: period(5, 5) }, 'time_period.end should come after time_period.start.'],
      [
        { ...base, time_period: { start: { expression: 'soon', amount: 1 }, end: base.time_period.end } },
        'time_period.start.expression should be one of after, before, exact, got "soon".',
      ],
      [{ ...base, conditions: [] }, 'conditions should be a list of conditions, at least one.'],
      [
        { ...base, conditions: [{ name: 'rain', expression: '$gt', amount: 1 }] },
        'conditions[0].name should be one of temp, pressure, humidity, wind_speed, wind_direction, clouds, got "rain".',
      ],
      [
        { ...base, conditions: [{ name: 'temp', expression: '>', amount: 1 }] },
        'conditions[0].expression should be one of $gt, $gte, $lt, $lte, $eq, $ne, got ">".',
      ],
      [
        { ...base, area: [{ type: 'Point', coordinates: [200, 10] }] },
        'Point should have a lon from -180 to 180 and a lat from -90 to 90, got [200,10].',
      ],
      [
        {
          ...base,
          area: [
            {
              type: 'Polygon',
              coordinates: [
                [
                  [0, 0],
                  [1, 0],
                  [0, 0],
                ],
              ],
            },
          ],
        },
        'area[0].coordinates[0] should be a closed ring: 4 positions or more, the last the same as the first.',
      ],
      [
        { ...base, area: [{ type: 'Circle', coordinates: [0, 0] }] },
        'area[0].type should be one of Point, MultiPoint, Polygon, MultiPolygon, got "Circle".',
      ],
    ];
    for (const [body, message] of cases) {
      expect(await refused(typeof body === 'string' ? body : JSON.stringify(body))).toMatchObject({
        status: 400,
        body: message,
      });
    }
    expect(await send('GET', '?appid=r1')).toMatchObject({ body: '[]' });
  });

  it('answers another method 405, a path under an alert the unknown-route 404, and keeps at most 100 triggers a key', async () => {
    const id = (JSON.parse((await refused(JSON.stringify(base))).body) as { _id: string })._id;
    expect((await send('PATCH', `/${id}?appid=r2`)).status).toBe(405);
    expect((await send('PUT', `/${id}/history?appid=r2`)).status).toBe(405);
    expect(await send('GET', `/${id}/history/a/b?appid=r2`)).toMatchObject({
      status: 404,
      body: '{"cod":"404","message":"Internal error"}',
    });
    for (let k = 0; k < 100; k += 1)
      expect((await send('POST', '?appid=r3', JSON.stringify(base))).status).toBe(200);
    expect(await send('POST', '?appid=r3', JSON.stringify(base))).toMatchObject({
      status: 400,
      body: 'weather-double keeps at most 100 triggers per API key: delete one first.',
    });
    expect((await send('GET', '?appid=r3')).status).toBe(200);
    expect((await send('GET', '?appid=nope-no-key')).status).toBe(200);
    expect((await fetch(`${API}/3.0/triggers`)).status).toBe(401);
  });
});
