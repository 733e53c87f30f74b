// The Accumulated Parameters, GET history.openweathermap.org/data/2.5/history/accumulated_temperature
// and …/accumulated_precipitation (issue 41): the page's request through the handlers and the server
// alike, the running totals and the threshold, each error (docs/history.md), and one world: a day's
// value is what the city history reports of that day's 24 hours.
import { describe, expect, it } from 'vitest';
import type { CityHistory } from 'weather-double';
import { handlersAndServer } from '../support/both.js';

const HOST = 'https://history.openweathermap.org';
const BASE = '/data/2.5/history';
const DAY = 86_400;
/** The clock: 2024-01-15 09:30 UTC. */
const NOW = Date.UTC(2024, 0, 15, 9, 30);
/** The page's own request: London, 2020-04-14 08:36 to 2020-05-14 08:36 UTC. */
const PAGE = 'lat=51.51&lon=-0.13&start=1586853378&end=1589445367';
const error = (message: string) => JSON.stringify({ cod: '400', message });

type Item = { date: string; count: number } & ({ temp: number } | { rain: number });

describe('GET /data/2.5/history/accumulated_* through the handlers and the server', () => {
  const { both } = handlersAndServer({ seed: 11, now: () => NOW }, HOST);
  const items = async (route: string, query: string) => {
    const { status, body } = await both(`${BASE}/${route}?${query}&appid=k`);
    expect(status).toBe(200);
    return JSON.parse(body) as Item[];
  };
  const totalOf = (item: Item) => ('temp' in item ? item.temp : item.rain);

  it("answers the page's request with a bare array, one item a UTC date, in the page's item form", async () => {
    const { body } = await both(`${BASE}/accumulated_temperature?${PAGE}&threshold=284&appid=k`);
    expect(body).toMatch(/^\[\{"date":"2020-4-14","temp":[\d.]+,"count":[01]\},\{"date":"2020-4-15",/);
    const list = JSON.parse(body) as Item[];
    expect(list.map((item) => item.date)).toEqual([
      ...Array.from({ length: 17 }, (_, k) => `2020-4-${14 + k}`),
      ...Array.from({ length: 14 }, (_, k) => `2020-5-${1 + k}`),
    ]);
    for (const item of list) expect(Object.keys(item)).toEqual(['date', 'temp', 'count']);
    const rain = await items('accumulated_precipitation', PAGE);
    for (const item of rain) expect(Object.keys(item)).toEqual(['date', 'rain', 'count']);
  });

  it.each([
    ['accumulated_temperature', 284],
    ['accumulated_precipitation', 1],
  ])(
    '%s keeps running totals: a day adds its value and 1 to count only when at least the threshold',
    async (route, threshold) => {
      const all = await items(route, PAGE);
      const over = await items(route, `${PAGE}&threshold=${threshold}`);
      // Without a threshold every day counts.
      expect(all.map((item) => item.count)).toEqual(all.map((_, k) => k + 1));
      let before = { total: 0, count: 0 };
      all.forEach((item, k) => {
        const day = totalOf(item) - before.total;
        const counted = day >= threshold - 0.01;
        const at = over[k] as Item;
        // Days near the threshold can round either way; the others are decided.
        if (Math.abs(day - threshold) > 0.02) {
          expect(at.count - (over[k - 1]?.count ?? 0), item.date).toBe(counted ? 1 : 0);
        }
        before = { total: totalOf(item), count: item.count };
      });
      // The totals never fall, and a day that did not count adds nothing.
      for (let k = 1; k < over.length; k += 1) {
        const [a, b] = [over[k - 1] as Item, over[k] as Item];
        expect(totalOf(b)).toBeGreaterThanOrEqual(totalOf(a));
        if (b.count === a.count) expect(totalOf(b)).toBe(totalOf(a));
      }
      expect(over.some((item) => item.count < (all.find((a) => a.date === item.date) as Item).count)).toBe(
        true,
      );
    },
  );

  it("makes a day's value of the same 24 hours the city history reports", async () => {
    const midnight = Date.UTC(2024, 0, 12) / 1000;
    const span = `lat=51.51&lon=-0.13&start=${midnight}&end=${midnight + DAY - 1}`;
    const [temp] = await items('accumulated_temperature', span);
    const [rain] = await items('accumulated_precipitation', span);
    const { body } = await both(`${BASE}/city?${span}&appid=k`);
    const hours = (JSON.parse(body) as CityHistory).list;
    expect(hours).toHaveLength(24);
    const round2 = (x: number) => Math.round(x * 100) / 100;
    expect(temp).toEqual({
      date: '2024-1-12',
      temp: round2(hours.reduce((sum, hour) => sum + hour.main.temp, 0) / 24),
      count: 1,
    });
    const fallen = hours.reduce((sum, hour) => sum + (hour.rain?.['1h'] ?? 0) + (hour.snow?.['1h'] ?? 0), 0);
    expect(rain).toEqual({ date: '2024-1-12', rain: round2(fallen), count: 1 });
  });

  it('leaves out the days the clock has not seen to their end', async () => {
    const list = await items(
      'accumulated_temperature',
      `q=London,GB&start=${NOW / 1000 - 3 * DAY}&end=${NOW / 1000}`,
    );
    expect(list.map((item) => item.date)).toEqual(['2024-1-12', '2024-1-13', '2024-1-14']);
  });

  it.each([
    ['id=2643743&end=1589445367', 'wrong start'],
    ['id=2643743&start=1586853378', 'wrong end'],
    ['id=2643743&start=yesterday&end=1589445367', 'wrong start'],
    [`${PAGE}&threshold=warm`, 'wrong threshold'],
    ['id=2643743&start=1589445367&end=1586853378', 'start must not be after end'],
    ['id=2643743&start=1&end=1589445367', 'requested time is out of allowed range'],
    [
      `id=2643743&start=${NOW / 1000 + DAY}&end=${NOW / 1000 + 2 * DAY}`,
      'requested time is out of allowed range',
    ],
    ['id=2643743&start=1554000000&end=1589445367', 'requested period must be at most one year'],
  ])('answers %s with 400 "%s"', async (query, message) => {
    for (const route of ['accumulated_temperature', 'accumulated_precipitation']) {
      expect(await both(`${BASE}/${route}?${query}&appid=k`)).toEqual({ status: 400, body: error(message) });
    }
  });

  it("checks the place first, with the History API's forms and the weather endpoint's errors", async () => {
    expect(await both(`${BASE}/accumulated_temperature?zip=94040&start=1&end=2&appid=k`)).toEqual({
      status: 400,
      body: error('Nothing to geocode'),
    });
    expect(await both(`${BASE}/accumulated_temperature?q=Nowhereville&start=1&end=2&appid=k`)).toEqual({
      status: 404,
      body: JSON.stringify({ cod: '404', message: 'city not found' }),
    });
  });
});
