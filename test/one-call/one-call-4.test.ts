// One Call 4.0 (docs/one-call-4.md): its five endpoints from the same timeline as One Call 3.0,
// their pages (`start`, `cnt`, `prev`, `next` as the service's page writes them), their errors,
// and the alert IDs that name the alerts One Call 3.0 reports.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createWeatherDouble } from 'weather-double/handlers';

const SERVICE = 'https://api.openweathermap.org';
const NOW = Date.UTC(2024, 5, 10, 12);
const PHOENIX = 'lat=33.4484&lon=-112.074';
const double = createWeatherDouble({ seed: 1, now: () => NOW });

type Item = Record<string, unknown> & { dt: number; alerts?: string[] };
interface Answer {
  lat: number;
  lon: number;
  timezone: string;
  timezone_offset: number;
  data: Item[];
  prev?: string;
  next?: string;
}

async function get(path: string, query = PHOENIX): Promise<{ status: number; text: string }> {
  const response = await getResponse(double.handlers, new Request(`${SERVICE}${path}?${query}&appid=k1`));
  return { status: response?.status ?? 0, text: (await response?.text()) ?? '' };
}
async function json<T = Answer>(path: string, query = PHOENIX): Promise<T> {
  const { status, text } = await get(path, query);
  expect(status, text).toBe(200);
  return JSON.parse(text) as T;
}
const oneCall3 = () =>
  json<{
    current: Item;
    minutely: Item[];
    hourly: Item[];
    daily: Item[];
    alerts?: { start: number; end: number }[];
  }>('/data/3.0/onecall');
const withoutAlerts = ({ alerts: _alerts, ...item }: Item) => item;

describe('One Call 4.0', () => {
  it('current is One Call 3.0’s current, with the IDs of its alerts', async () => {
    const [three, four] = [await oneCall3(), await json('/data/4.0/onecall/current')];
    expect(four.data).toHaveLength(1);
    expect(withoutAlerts(four.data[0] as Item)).toEqual(three.current);
    expect(four.data[0]?.alerts).toHaveLength(three.alerts?.length ?? 0);
    expect(Object.keys(four)).toEqual(['lat', 'lon', 'timezone', 'timezone_offset', 'data']);
  });

  it('1min is One Call 3.0’s minutely, 60 at most', async () => {
    const [three, four] = [await oneCall3(), await json('/data/4.0/onecall/timeline/1min')];
    expect(four.data).toHaveLength(60);
    expect(four.data.map(withoutAlerts)).toEqual(three.minutely.slice(0, 60));
    expect(four.next).toBeUndefined();
    expect((await json('/data/4.0/onecall/timeline/1min', `${PHOENIX}&cnt=5`)).data).toHaveLength(5);
  });

  it('1h is One Call 3.0’s hourly, 20 a page, pop before weather, with prev and next', async () => {
    const [three, four] = [await oneCall3(), await json('/data/4.0/onecall/timeline/1h')];
    expect(four.data).toHaveLength(20);
    expect(four.data.map(withoutAlerts)).toEqual(three.hourly.slice(0, 20));
    expect(Object.keys(four.data[0] as Item).indexOf('pop')).toBeLessThan(
      Object.keys(four.data[0] as Item).indexOf('weather'),
    );
    const first = four.data[0]?.dt as number;
    expect(four.next).toBe(
      `${SERVICE}/data/4.0/onecall/timeline/1h?lat=33.4484&lon=-112.0740&start=${first + 20 * 3600}&appid=k1`,
    );
    expect(four.prev).toBe(
      `${SERVICE}/data/4.0/onecall/timeline/1h?lat=33.4484&lon=-112.0740&start=${first - 20 * 3600}&appid=k1`,
    );
    const next = await json(
      '/data/4.0/onecall/timeline/1h',
      new URL(four.next as string).search.slice(1).replace(/&appid=k1$/, ''),
    );
    expect(next.data.map(withoutAlerts)).toEqual(three.hourly.slice(20, 40));
  });

  it('1h reaches back into history: an hour of 1990 is One Call’s timemachine hour', async () => {
    const start = Date.UTC(1990, 6, 1, 15) / 1000;
    const page = await json('/data/4.0/onecall/timeline/1h', `${PHOENIX}&start=${start}&cnt=2&units=metric`);
    expect(page.data.map((item) => item.dt)).toEqual([start, start + 3600]);
    expect(page.prev).toContain(
      `cnt=2&lat=33.4484&lon=-112.0740&start=${start - 7200}&units=metric&appid=k1`,
    );
    const past = await json<{ data: Item[] }>(
      '/data/3.0/onecall/timemachine',
      `${PHOENIX}&dt=${start}&units=metric`,
    );
    expect(page.data[0]?.temp).toBe(past.data[0]?.temp);
  });

  it('15min steps a quarter hour, 50 a page, within the next 48 hours', async () => {
    const page = await json('/data/4.0/onecall/timeline/15min');
    expect(page.data).toHaveLength(50);
    expect(page.data.every((item, k) => item.dt === (page.data[0]?.dt as number) + k * 900)).toBe(true);
    expect((page.data[0]?.dt as number) % 900).toBe(0);
    expect(page.prev).toBeUndefined();
    expect(page.next).toContain(`start=${(page.data[0]?.dt as number) + 50 * 900}`);
  });

  it('1day is One Call 3.0’s daily without summary, 10 a page, cnt in its links', async () => {
    const [three, four] = [await oneCall3(), await json('/data/4.0/onecall/timeline/1day')];
    expect(four.data).toHaveLength(10);
    expect(four.data.slice(0, 8).map(withoutAlerts)).toEqual(
      three.daily.map(({ summary: _summary, ...day }) => day),
    );
    const first = four.data[0]?.dt as number;
    expect(four.next).toBe(
      `${SERVICE}/data/4.0/onecall/timeline/1day?cnt=10&lat=33.4484&lon=-112.0740&start=${first + 864_000}&appid=k1`,
    );
  });

  it('names the alerts One Call 3.0 reports, over the records they cover', async () => {
    const three = await oneCall3();
    expect(three.alerts?.length).toBeGreaterThan(0);
    const alert = three.alerts?.[0] as { start: number; end: number };
    const hours = await json('/data/4.0/onecall/timeline/1h', `${PHOENIX}&start=${alert.start}&cnt=3`);
    const [id] = (await json('/data/4.0/onecall/current')).data[0]?.alerts ?? [];
    expect(id).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/);
    expect(hours.data[0]?.alerts).toContain(id);
    const day = await json('/data/4.0/onecall/timeline/1day', `${PHOENIX}&start=${alert.start}&cnt=1`);
    expect(day.data[0]?.alerts).toContain(id);
  });

  it('answers a bad start or cnt in its error structure, naming the parameter', async () => {
    expect(await get('/data/4.0/onecall/timeline/1h', `${PHOENIX}&start=abc`)).toEqual({
      status: 400,
      text: '{"cod":400,"message":"Invalid date format","parameters":["start"]}',
    });
    expect(await get('/data/4.0/onecall/timeline/15min', `${PHOENIX}&start=1`)).toEqual({
      status: 400,
      text: '{"cod":400,"message":"requested date is out of allowed range","parameters":["start"]}',
    });
    expect(await get('/data/4.0/onecall/timeline/1day', `${PHOENIX}&cnt=0`)).toEqual({
      status: 400,
      text: '{"cod":400,"message":"Invalid cnt","parameters":["cnt"]}',
    });
    expect((await json('/data/4.0/onecall/timeline/1day', `${PHOENIX}&cnt=99`)).data).toHaveLength(10);
    expect((await get('/data/4.0/onecall/current', 'lat=100&lon=0')).text).toBe(
      '{"cod":"400","message":"wrong latitude"}',
    );
  });
});
