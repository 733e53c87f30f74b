// The retired Air Pollution API 1.0, GET /pollution/v1/{co,o3,no2,so2}/{lat},{lon}/{datetime}.json
// (issue 41): answered from the double's air model (the air of /data/2.5/air_pollution) in the shapes
// pyowm's fixtures recorded, so pyowm's AirPollutionManager (vendored unchanged in
// test/fixtures/pyowm, MIT) works unchanged, run by Debian's /usr/bin/python3 with python3-requests
// and python3-geojson against a weather-double server reached as an HTTP proxy.
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createWeatherGenerator } from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import { pyowmAgainstServer } from '../support/pyowm.js';
import { describeWithProgram } from '../support/system-program.js';

const SCRIPT = fileURLToPath(new URL('./pyowm_pollution_v1.py', import.meta.url));
const NOW = Date.UTC(2024, 5, 1, 12, 5);
const MOL_PER_M3 = 100_000 / (8.314_462_618 * 288.15);

/** The double's answer to `GET /pollution/v1/{path}` at {@link NOW}: status, text and parsed body. */
async function answer(path: string, key = 'k') {
  const double = createWeatherDouble({ seed: 2, now: () => NOW });
  const response = await getResponse(
    double.handlers,
    new Request(`https://api.openweathermap.org/pollution/v1/${path}?appid=${key}`),
  );
  const text = (await response?.text()) ?? '';
  return { status: response?.status, text, body: JSON.parse(text || 'null') };
}

describe('GET /pollution/v1/{gas}/{lat},{lon}/{datetime}.json', () => {
  it('answers CO now: the air model’s CO as a mixing ratio at 25 levels, in the recorded form', async () => {
    const { status, text, body } = await answer('co/51.5085,-0.1257/current.json');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['time', 'location', 'data']);
    const air = createWeatherGenerator({ seed: 2, now: () => NOW }).airPollution({
      lat: 51.5085,
      lon: -0.1257,
    }).list[0];
    expect(body.time).toBe(new Date((air?.dt ?? 0) * 1000).toISOString().replace('.000Z', 'Z'));
    expect(body.location).toEqual({ latitude: 51.5085, longitude: -0.1257 });
    expect(body.data).toHaveLength(25);
    expect(body.data[0]).toEqual({
      precision: Math.fround(-5e-7),
      pressure: 1000,
      value: Math.fround(((air?.components.co ?? 0) * 1e-6) / 28.01 / MOL_PER_M3),
    });
    expect(body.data[24].pressure).toBe(Math.fround(0.1));
    // The service's number form (pyowm's fixtures): two exponent digits, 32-bit floats in full.
    expect(text).toContain('"precision":-4.999999987376214e-07,"pressure":1000,"value":');
    expect(text).toContain('"pressure":681.2920532226562,');
  });

  it('answers O3, NO2 and SO2 in their shapes, and windows of each precision', async () => {
    const o3 = await answer('o3/0.0,10.0/2023Z.json');
    expect(o3.body.location).toEqual({ latitude: 0, longitude: 10 });
    expect(o3.body.time.startsWith('2023-12-31T23:')).toBe(true);
    expect(o3.body.data).toBeGreaterThan(200);
    expect(o3.body.data).toBeLessThan(450);
    const no2 = await answer('no2/0.0,10.0/2016-03-03T12Z.json');
    expect(Object.keys(no2.body.data)).toEqual(['no2', 'no2_strat', 'no2_trop']);
    expect(no2.body.time.startsWith('2016-03-03T12:')).toBe(true);
    expect(no2.text).toMatch(/"no2_strat":\{"precision":2\.00000000753664e\+14,"value":\d\.\d+e\+15\}/);
    const so2 = await answer('so2/45,9/2024-05Z.json');
    expect(so2.body.time.startsWith('2024-05-31T23:5')).toBe(true);
    expect(so2.body.data[24].value).toBeLessThan(so2.body.data[0].value / 1000);
    // The window holding the clock answers its sample so far: today's is now's.
    const today = await answer('co/51.5085,-0.1257/2024-06-01Z.json');
    expect(today.text).toBe((await answer('co/51.5085,-0.1257/current.json')).text);
  });

  it('refuses what the API does not read, and finds nothing where no sample is', async () => {
    const refused = async (path: string) => {
      const { status, body } = await answer(path);
      return { status, body };
    };
    expect(await refused('co/45,9/2024-13Z.json')).toEqual({
      status: 400,
      body: { cod: '400', message: 'wrong date' },
    });
    expect(await refused('co/45,9/yesterday.json')).toEqual({
      status: 400,
      body: { cod: '400', message: 'wrong date' },
    });
    expect(await refused('co/95,9/current.json')).toEqual({
      status: 400,
      body: { cod: '400', message: 'wrong latitude' },
    });
    expect(await refused('no2/45/current.json')).toEqual({
      status: 400,
      body: { cod: '400', message: 'wrong longitude' },
    });
    const none = { status: 404, body: { cod: '404', message: 'not found' } };
    expect(await refused('co/45,9/2025Z.json')).toEqual(none);
    expect(await refused('co/45,9/2015Z.json')).toEqual(none);
    // Another gas is no path of the API: the unknown-route 404.
    expect(await refused('pm10/45,9/current.json')).toEqual({
      status: 404,
      body: { cod: '404', message: 'Internal error' },
    });
    expect((await answer('o3/45,9/current.json', '')).status).toBe(401);
  });
});

describeWithProgram(
  'python3-geojson',
  'python3-requests python3-geojson',
  "pyowm's retired air pollution calls, unchanged",
  () => {
    const { server, runPyowm } = pyowmAgainstServer(2, NOW);

    it("runs pyowm's coindex, ozone, no2index and so2index calls against the double", async () => {
      const seen = await runPyowm(SCRIPT);
      // pyowm's own paths: `str(lat),str(lon)` and the window it trims `start` to.
      expect(server().requests.map((r) => `${r.status} ${r.url.replace(/^https?:\/\/[^/]+/, '')}`)).toEqual([
        '200 /pollution/v1/co/45,9/current.json?APPID=***&lang=en',
        '200 /pollution/v1/co/45,9/2024-05-31Z.json?APPID=***&lang=en',
        '200 /pollution/v1/o3/0.0,10.0/2023Z.json?APPID=***&lang=en',
        '200 /pollution/v1/no2/51.5085,-0.1257/2024-06-01T00Z.json?APPID=***&lang=en',
        '200 /pollution/v1/so2/45,9/2024-05Z.json?APPID=***&lang=en',
        '404 /pollution/v1/co/45,9/2030-03-17Z.json?APPID=***&lang=en',
      ]);
      const check = async (name: string, path: string) => {
        const { body } = await answer(path);
        expect(seen[name].time).toBe(Date.parse(body.time) / 1000);
        expect([seen[name].lat, seen[name].lon]).toEqual([body.location.latitude, body.location.longitude]);
        return body;
      };
      const coNow = await check('co_now', 'co/45,9/current.json');
      // pyowm keeps the CO samples by value, highest first.
      expect(seen.co_now.co_samples).toEqual(
        [...coNow.data].sort((a: { value: number }, b: { value: number }) => b.value - a.value),
      );
      expect(seen.co_now.interval).toBe('year');
      expect(seen.co_day.interval).toBe('day');
      await check('co_day', 'co/45,9/2024-05-31Z.json');
      expect(seen.o3_year.du_value).toBe((await check('o3_year', 'o3/0.0,10.0/2023Z.json')).data);
      const no2 = await check('no2_hour', 'no2/51.5085,-0.1257/2024-06-01T00Z.json');
      expect(seen.no2_hour.no2_samples).toEqual(
        Object.entries(no2.data as Record<string, { precision: number; value: number }>).map(
          ([label, { precision, value }]) => ({ label, precision, value }),
        ),
      );
      const so2 = await check('so2_month', 'so2/45,9/2024-05Z.json');
      expect(seen.so2_month.so2_samples).toEqual(so2.data);
      expect(seen.co_future).toEqual({ not_found: 'NotFoundError' });
    });
  },
  ['/usr/bin/python3', '-c', 'import requests, geojson'],
);
