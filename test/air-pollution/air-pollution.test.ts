import { describe, expect, it } from 'vitest';
import {
  type AirComponents,
  createWeatherGenerator,
  serializeAirPollution,
  validateAirPollution,
  WeatherDoubleError,
} from 'weather-double';

const NOW = Date.UTC(2024, 0, 17, 9, 25);
const generator = createWeatherGenerator({ seed: 5, now: () => NOW });
const LONDON = { lat: 51.5085, lon: -0.1257 };
/** Open country in mid-Wales: no town within 15 km (urbanity 0, docs/climate.md). */
const COUNTRY = { lat: 52.33, lon: -3.75 };
const HOUR = 3600;

describe('generator.airPollution', () => {
  it("current: one item at the weather's observation time, in the service's shape and key order", () => {
    const answer = generator.airPollution(LONDON);
    const record = generator.record({ ...LONDON });
    expect(answer.list).toHaveLength(1);
    expect(answer.list[0]?.dt).toBe(record.dt);
    const body = serializeAirPollution(answer);
    expect(body).toMatch(
      /^\{"coord":\{"lon":-0\.1257,"lat":51\.5085\},"list":\[\{"main":\{"aqi":[1-5]\},"components":\{"co":[\d.]+,"no":[\d.]+,"no2":[\d.]+,"o3":[\d.]+,"so2":[\d.]+,"pm2_5":[\d.]+,"pm10":[\d.]+,"nh3":[\d.]+\},"dt":\d+\}\]\}$/,
    );
    expect(body).not.toContain('cod');
    expect(validateAirPollution(JSON.parse(body))).toMatchObject({ ok: true });
  });

  it('forecast: 96 hourly items on whole hours from the hour of the clock', () => {
    const answer = generator.airPollution(LONDON, { kind: 'forecast' });
    expect(answer.list).toHaveLength(96);
    expect(answer.list[0]?.dt).toBe(Math.floor(NOW / 1000 / HOUR) * HOUR);
    expect(answer.list.map((item) => item.dt)).toEqual(
      answer.list.map((_, k) => (answer.list[0]?.dt ?? 0) + k * HOUR),
    );
    expect(validateAirPollution(answer).ok).toBe(true);
  });

  it('history: the whole hours from start to end, clipped to the data period and the clock', () => {
    const start = Date.UTC(2024, 0, 10, 10, 30) / 1000;
    const end = Date.UTC(2024, 0, 10, 14) / 1000;
    const answer = generator.airPollution(LONDON, { kind: 'history', start, end });
    expect(answer.list.map((item) => new Date(item.dt * 1000).toISOString().slice(11, 16))).toEqual([
      '11:00',
      '12:00',
      '13:00',
      '14:00',
    ]);
    // The same hours as the forecast made then: one world.
    const then = generator.airPollution(LONDON, { kind: 'forecast', at: Date.UTC(2024, 0, 10, 11) });
    expect(answer.list).toEqual(then.list.slice(0, 4));
    expect(generator.airPollution(LONDON, { kind: 'history', start: end, end: start }).list).toEqual([]);
    // Nothing before 2020-11-27 (the service's first hour), nothing after the clock.
    const early = generator.airPollution(LONDON, { kind: 'history', start: 1606420800, end: 1606442400 });
    expect(early.list.map((item) => item.dt)).toEqual([1606435200, 1606438800, 1606442400]);
    const future = generator.airPollution(LONDON, {
      kind: 'history',
      start: NOW / 1000 - 2 * HOUR,
      end: NOW / 1000 + 10 * HOUR,
    });
    expect(future.list.map((item) => item.dt)).toEqual([
      Date.UTC(2024, 0, 17, 8) / 1000,
      Date.UTC(2024, 0, 17, 9) / 1000,
    ]);
  });

  it("rates the air by the service's table: the worst band of SO2, NO2, PM10, PM2.5, O3 and CO", () => {
    const answers = [LONDON, COUNTRY, { lat: 28.6139, lon: 77.209 }].flatMap(
      (where) => generator.airPollution(where, { kind: 'forecast' }).list,
    );
    const bands = {
      so2: [20, 80, 250, 350],
      no2: [40, 70, 150, 200],
      pm10: [20, 50, 100, 200],
      pm2_5: [10, 25, 50, 75],
      o3: [60, 100, 140, 180],
      co: [4400, 9400, 12400, 15400],
    };
    for (const item of answers) {
      const worst = Math.max(
        ...Object.entries(bands).map(
          ([key, lowers]) =>
            1 + lowers.filter((lower) => item.components[key as keyof AirComponents] >= lower).length,
        ),
      );
      expect(item.main.aqi).toBe(worst);
    }
    const broken = structuredClone(generator.airPollution(LONDON));
    if (broken.list[0]) broken.list[0].main.aqi = broken.list[0].main.aqi === 5 ? 1 : 5;
    expect(validateAirPollution(broken)).toMatchObject({ ok: false, issues: [{ path: 'list[0].main.aqi' }] });
  });

  it('components: plausible, at most 2 decimals, towns above the countryside, traffic peaks and afternoon ozone', () => {
    const mean = (
      where: { lat: number; lon: number },
      key: keyof AirComponents,
      hours: (h: number) => boolean,
    ) => {
      const list = generator.airPollution(where, {
        kind: 'history',
        start: Date.UTC(2023, 0, 1) / 1000,
        end: Date.UTC(2023, 0, 31) / 1000,
      }).list;
      const chosen = list.filter((item) => hours(new Date(item.dt * 1000).getUTCHours()));
      return chosen.reduce((sum, item) => sum + item.components[key], 0) / chosen.length;
    };
    const all = () => true;
    for (const key of ['no2', 'no', 'co', 'pm2_5', 'so2'] as const) {
      expect(mean(LONDON, key, all)).toBeGreaterThan(mean(COUNTRY, key, all));
    }
    // London's local solar time is UTC: the morning rush against the small hours; ozone at 15:00 against 03:00.
    expect(mean(LONDON, 'no2', (h) => h === 8)).toBeGreaterThan(1.5 * mean(LONDON, 'no2', (h) => h === 3));
    expect(mean(LONDON, 'o3', (h) => h === 15)).toBeGreaterThan(1.5 * mean(LONDON, 'o3', (h) => h === 3));
    for (const item of generator.airPollution(LONDON, { kind: 'forecast' }).list) {
      for (const value of Object.values(item.components)) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(Math.round(value * 100) / 100).toBe(value);
      }
      expect(item.components.pm10).toBeGreaterThanOrEqual(item.components.pm2_5);
    }
  });

  it('is deterministic and refuses bad options with the path', () => {
    const again = createWeatherGenerator({ seed: 5, now: () => NOW }).airPollution(LONDON, {
      kind: 'forecast',
    });
    expect(again).toEqual(generator.airPollution(LONDON, { kind: 'forecast' }));
    const bad = [
      [() => generator.airPollution({ lat: -91, lon: 0 }), 'lat'],
      [() => generator.airPollution(LONDON, { kind: 'yesterday' as 'history' }), 'kind'],
      [() => generator.airPollution(LONDON, { kind: 'history', start: 1 }), 'end'],
      [() => generator.airPollution(LONDON, { kind: 'forecast', start: 1 }), 'start'],
    ] as const;
    for (const [call, path] of bad) {
      expect(call).toThrow(WeatherDoubleError);
      try {
        call();
      } catch (error) {
        expect((error as WeatherDoubleError).path).toBe(path);
      }
    }
  });
});
