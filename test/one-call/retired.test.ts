// The retired routes, answered as the service answers them today (docs/one-call.md, "Retired
// routes"): One Call 2.5 is closed, its timemachine too (401 "Invalid API key" for every key); the
// deprecated UV index API still answers a daily value, from the same weather as One Call's uvi.
import { describe, expect, it } from 'vitest';
import { createWeatherGenerator, validateUvIndex } from 'weather-double';
import { handlersAndServer } from '../support/both.js';

const HOST = 'https://api.openweathermap.org';
const SEED = 8;
const NOW = Date.UTC(2024, 0, 15, 9, 30);
const LONDON = { lat: 51.5085, lon: -0.1257 };
const KEY_401 =
  '{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}';

describe('retired routes through the handlers and the server', () => {
  const { double, both } = handlersAndServer({ seed: SEED, now: () => NOW });
  const generator = createWeatherGenerator({ seed: SEED, now: () => NOW });

  it.each([
    '/data/2.5/onecall?lat=51.5085&lon=-0.1257&appid=k',
    '/data/2.5/onecall?lat=51.5085&lon=-0.1257&units=metric&exclude=minutely&APPID=k',
    '/data/2.5/onecall?lat=100&lon=0&appid=k',
    '/data/2.5/onecall?appid=k',
    '/data/2.5/onecall?lat=51.5085&lon=-0.1257',
  ])('One Call 2.5 is closed: %s → the 401 every key gets', async (target) => {
    expect(await both(target)).toEqual({ status: 401, body: KEY_401 });
  });

  it.each([
    '/data/2.5/onecall/timemachine?lat=51.5085&lon=-0.1257&dt=1705300000&appid=k',
    '/data/2.5/onecall/timemachine?lat=51.5085&lon=-0.1257&dt=1705300000&units=metric&lang=de&appid=k',
    '/data/2.5/onecall/timemachine?lat=51.5085&lon=-0.1257&dt=yesterday&appid=k',
    '/data/2.5/onecall/timemachine?appid=k',
    '/data/2.5/onecall/timemachine?lat=51.5085&lon=-0.1257&dt=1705300000',
  ])('One Call 2.5’s timemachine is closed with it: %s → the same 401', async (target) => {
    expect(await both(target)).toEqual({ status: 401, body: KEY_401 });
  });

  it('logs One Call 2.5 as refused, the key masked', async () => {
    double.requests.clear();
    await fetch(`${HOST}/data/2.5/onecall?lat=1&lon=2&appid=secret`);
    await fetch(`${HOST}/data/2.5/onecall/timemachine?lat=1&lon=2&dt=1705300000&appid=secret`);
    expect(double.requests.map((r) => [new URL(r.url).pathname, r.query.appid, r.status])).toEqual([
      ['/data/2.5/onecall', '***', 401],
      ['/data/2.5/onecall/timemachine', '***', 401],
    ]);
  });

  it('uvi: today’s value is One Call’s daily uvi where the day is the UTC day (London in January)', async () => {
    const { status, body } = await both('/data/2.5/uvi?lat=51.5085&lon=-0.1257&appid=k');
    expect(status).toBe(200);
    const oneCall = generator.oneCall(LONDON);
    expect(JSON.parse(body)).toEqual({
      lat: 51.5085,
      lon: -0.1257,
      date_iso: '2024-01-15T12:00:00Z',
      date: 1705320000,
      value: oneCall.daily![0]!.uvi,
    });
    expect(
      body.startsWith(
        '{"lat":51.5085,"lon":-0.1257,"date_iso":"2024-01-15T12:00:00Z","date":1705320000,"value":',
      ),
    ).toBe(true);
    expect(validateUvIndex(JSON.parse(body)).ok).toBe(true);
  });

  it('uvi: the highest of One Call’s hourly uvi over the UTC day, anywhere', async () => {
    // Tulsa (UTC-6): One Call asked at 00:30 UTC has the UTC day's 24 hours as hourly items 0–23.
    const tulsa = { lat: 36.154, lon: -95.9928 };
    const at = Date.UTC(2024, 6, 4, 0, 30);
    const hourly = createWeatherGenerator({ seed: SEED, now: () => at }).oneCall(tulsa).hourly!;
    expect(hourly[0]!.dt).toBe(at / 1000 - 1800);
    const uv = generator.uvIndex(tulsa, { date: '2024-07-04' });
    expect(uv.value).toBe(Math.max(...hourly.slice(0, 24).map((h) => h.uvi)));
    expect(uv.value).toBeGreaterThan(5);
  });

  it('uvi/forecast: the days after today, 8 by default, cnt of them when 1 to 8', async () => {
    const eight = JSON.parse((await both('/data/2.5/uvi/forecast?lat=51.5085&lon=-0.1257&appid=k')).body);
    expect(eight.map((item: { date_iso: string }) => item.date_iso)).toEqual(
      [16, 17, 18, 19, 20, 21, 22, 23].map((d) => `2024-01-${d}T12:00:00Z`),
    );
    const oneCall = generator.oneCall(LONDON);
    expect(eight[0].value).toBe(oneCall.daily![1]!.uvi);
    expect(validateUvIndex(eight).ok).toBe(true);
    const two = JSON.parse((await both('/data/2.5/uvi/forecast?lat=51.5085&lon=-0.1257&cnt=2&appid=k')).body);
    expect(two).toEqual(eight.slice(0, 2));
    const many = JSON.parse(
      (await both('/data/2.5/uvi/forecast?lat=51.5085&lon=-0.1257&cnt=40&appid=k')).body,
    );
    expect(many).toEqual(eight);
  });

  it('uvi/history: the UTC noons from start to end, not after the clock, at most cnt', async () => {
    const start = Date.UTC(2024, 0, 10, 13) / 1000; // after the 10th's noon
    const end = Date.UTC(2024, 0, 20) / 1000; // after the clock: stops at today
    const days = JSON.parse(
      (await both(`/data/2.5/uvi/history?lat=51.5085&lon=-0.1257&start=${start}&end=${end}&appid=k`)).body,
    );
    expect(days.map((item: { date_iso: string }) => item.date_iso.slice(0, 10))).toEqual([
      '2024-01-11',
      '2024-01-12',
      '2024-01-13',
      '2024-01-14',
    ]);
    expect(days[0]).toEqual(generator.uvIndex(LONDON, { date: '2024-01-11' }));
    const two = JSON.parse(
      (await both(`/data/2.5/uvi/history?lat=51.5085&lon=-0.1257&start=${start}&end=${end}&cnt=2&appid=k`))
        .body,
    );
    expect(two).toEqual(days.slice(0, 2));
    expect(await both('/data/2.5/uvi/history?lat=51.5085&lon=-0.1257&end=1&appid=k')).toEqual({
      status: 400,
      body: '{"cod":"400","message":"wrong start"}',
    });
  });

  it.each([
    ['/data/2.5/uvi?lat=51.5085&lon=-0.1257', 401, KEY_401],
    ['/data/2.5/uvi?appid=k', 400, '{"cod":"400","message":"Nothing to geocode"}'],
    ['/data/2.5/uvi/forecast?lat=95&lon=0&appid=k', 400, '{"cod":"400","message":"wrong latitude"}'],
  ])('%s → %i', async (target, status, body) => {
    expect(await both(target)).toEqual({ status, body });
  });
});
