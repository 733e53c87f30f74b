// The retired weather stations' history, GET /data/2.5/history/station (issue 41), as pyowm calls
// it: its WeatherManager's station_tick_history, station_hour_history and station_day_history
// (vendored unchanged in test/fixtures/pyowm, MIT), run by Debian's /usr/bin/python3 with
// python3-requests and python3-geojson against a weather-double server reached as an HTTP proxy.
// A station is a city of the double (its ID): its ticks are the weather endpoint's observations,
// its hours and days their statistics; a station that is no city has no data (pyowm: None).
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createWeatherGenerator } from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import { pyowmAgainstServer } from '../support/pyowm.js';
import { describeWithProgram } from '../support/system-program.js';

const SCRIPT = fileURLToPath(new URL('./pyowm_station_history.py', import.meta.url));
const NOW = Date.UTC(2024, 5, 1, 12, 5);
const LONDON = 2643743;
/** No city of the double has this ID: a station without data (pyowm's own test uses it so). */
const NOTHING = 987654;

/** The double's answer to `query` at {@link NOW}, parsed. */
async function answer(query: string) {
  const double = createWeatherDouble({ seed: 2, now: () => NOW });
  const response = await getResponse(
    double.handlers,
    new Request(`https://api.openweathermap.org/data/2.5/history/station?${query}&appid=k`),
  );
  return { status: response?.status, body: JSON.parse((await response?.text()) ?? 'null') };
}

describe('GET /data/2.5/history/station', () => {
  it('answers ticks: the weather endpoint’s observations, flat and in main, as recorded', async () => {
    const { body } = await answer(`id=${LONDON}&type=tick&cnt=3`);
    expect(Object.keys(body)).toEqual(['message', 'cod', 'type', 'station_id', 'calctime', 'cnt', 'list']);
    expect(body).toMatchObject({ message: '', cod: '200', type: 'tick', station_id: LONDON, cnt: 3 });
    expect(body.calctime).toMatch(/^tick=\d\.\d{4}total=\d\.\d{4}$/);
    const last = body.list[2];
    expect(last.dt - body.list[1].dt).toBe(600);
    const record = createWeatherGenerator({ seed: 2, now: () => NOW }).record({ id: LONDON });
    expect(JSON.stringify(last)).toBe(
      JSON.stringify({
        temp: record.main.temp,
        pressure: record.main.pressure,
        humidity: record.main.humidity,
        main: { temp: record.main.temp, humidity: record.main.humidity, pressure: record.main.pressure },
        dt: record.dt,
      }),
    );
  });

  it('answers hours and days: statistics of their ticks; none for a station that is no city', async () => {
    const hours = (await answer(`id=${LONDON}&type=hour&cnt=2`)).body;
    expect(hours.list.map((item: { dt: number }) => item.dt)).toEqual(
      [NOW / 1000 - 7500, NOW / 1000 - 3900].map((t) => Math.floor(t / 3600) * 3600),
    );
    const ticks = (await answer(`id=${LONDON}&type=tick&start=${hours.list[1].dt}&cnt=6`)).body;
    const temps = ticks.list.map((tick: { temp: number }) => tick.temp);
    expect(hours.list[1].temp).toEqual({
      v: Math.round((temps.reduce((a: number, b: number) => a + b, 0) / 6) * 100) / 100,
      c: 6,
      mi: Math.min(...temps),
      ma: Math.max(...temps),
    });
    expect(Object.keys(hours.list[1])).toEqual(
      hours.list[1].rain === undefined
        ? ['temp', 'pressure', 'humidity', 'wind', 'main', 'dt']
        : ['temp', 'pressure', 'humidity', 'rain', 'wind', 'main', 'dt'],
    );
    const days = (await answer(`id=${LONDON}&type=day`)).body;
    expect(days.cnt).toBe(7);
    expect(days.list[0].temp.c).toBe(144);
    expect((await answer(`id=${NOTHING}&type=tick`)).body).toEqual({
      message: '',
      cod: '200',
      type: 'tick',
      station_id: NOTHING,
      calctime: 'tick=0.0004total=1.1243',
      cnt: 0,
      list: [],
    });
    expect(await answer(`id=${LONDON}&type=week`)).toEqual({
      status: 400,
      body: { cod: '400', message: 'type must be tick, hour or day' },
    });
  });
});

describe('generator.stationHistory', () => {
  it('returns what the route answers, and refuses an ID no city has', async () => {
    const generator = createWeatherGenerator({ seed: 2, now: () => NOW });
    const asks = [
      { type: 'tick', cnt: 5 },
      { type: 'hour' },
      { type: 'day', cnt: 3 },
      { type: 'hour', start: NOW / 1000 - 30 * 3600, end: NOW / 1000 - 20 * 3600 },
    ] as const;
    for (const ask of asks) {
      const query = Object.entries(ask)
        .map(([name, value]) => `${name}=${value}`)
        .join('&');
      expect(JSON.stringify(generator.stationHistory(LONDON, ask))).toBe(
        JSON.stringify((await answer(`id=${LONDON}&${query}`)).body),
      );
    }
    expect(() => generator.stationHistory(NOTHING)).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
    expect(() => generator.stationHistory(LONDON, { type: 'hour', cnt: 169 })).toThrow(
      'Invalid option cnt: expected an integer from 1 to 168 (hour records at most), got 169.',
    );
  });
});

describeWithProgram(
  'python3-geojson',
  'python3-requests python3-geojson',
  "pyowm's station history, unchanged",
  () => {
    const { server, runPyowm } = pyowmAgainstServer(2, NOW);

    it("runs pyowm's station history calls against the double", async () => {
      const seen = await runPyowm(SCRIPT, `${LONDON}`, `${NOTHING}`);
      const ticks = (await answer(`id=${LONDON}&type=tick`)).body;
      expect(Object.keys(seen.tick.measurements)).toHaveLength(60);
      expect(seen.tick.temperature).toEqual(
        ticks.list.map((t: { dt: number; temp: number }) => [t.dt, t.temp]),
      );
      expect(Object.keys(seen.tick_limit_2.measurements)).toHaveLength(2);
      const hours = (await answer(`id=${LONDON}&type=hour`)).body;
      expect(seen.hour.temperature).toEqual(
        hours.list.map((h: { dt: number; temp: { v: number } }) => [h.dt, h.temp.v]),
      );
      expect(seen.hour.rain).toEqual(
        hours.list.map((h: { dt: number; rain?: { today: { v: number } } }) => [
          h.dt,
          h.rain?.today.v ?? null,
        ]),
      );
      expect(Object.keys(seen.day.measurements)).toHaveLength(7);
      expect(Object.keys(seen.day_limit_3.measurements)).toHaveLength(3);
      expect([seen.tick_nothing, seen.hour_nothing, seen.day_nothing]).toEqual([null, null, null]);
      // pyowm's own query: its key as APPID, lang=en, then the method's parameters.
      expect(server().requests.map((r) => `${r.status} ${r.url.replace(/^.*\?/, '')}`)).toEqual(
        [
          `id=${LONDON}&type=tick`,
          `id=${LONDON}&type=tick&cnt=2`,
          `id=${NOTHING}&type=tick`,
          `id=${LONDON}&type=hour`,
          `id=${NOTHING}&type=hour`,
          `id=${LONDON}&type=day`,
          `id=${LONDON}&type=day&cnt=3`,
          `id=${NOTHING}&type=day`,
        ].map((query) => `200 APPID=***&lang=en&${query}`),
      );
    });
  },
  ['/usr/bin/python3', '-c', 'import requests, geojson'],
);
