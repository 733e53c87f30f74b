// The Statistical Weather Data API, GET history.openweathermap.org/data/2.5/aggregated/year, /month
// and /day (issue 41): the recorded shape through the handlers and the server, each parameter and
// error (docs/history.md), and one world: a month's mean temperature is the place's climate normal
// (the NOAA 1991–2020 normals the timeline draws from), the measurements are the weather endpoint's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createWeatherGenerator } from 'weather-double';
import { placeClimate } from '../../src/model/climate.js';
import { elevationNear } from '../../src/places/locator.js';
import { handlersAndServer } from '../support/both.js';

const HOST = 'https://history.openweathermap.org';
const PATH = '/data/2.5/aggregated';
const SEED = 8;
const NOW = Date.UTC(2024, 0, 15, 9, 30);
const error = (message: string) => JSON.stringify({ cod: '400', message });

interface Stats {
  min: number;
  max: number;
  median: number;
  mean: number;
  p25: number;
  p75: number;
  st_dev: number;
  num: number;
}
interface Group {
  month: number;
  day?: number;
  temp: Record<string, number>;
  pressure: Stats;
  humidity: Stats;
  wind: Stats;
  precipitation: Stats;
  clouds: Stats;
  sunshine_hours?: number;
}
interface Answer<R> {
  cod: number;
  city_id: number;
  calctime: number;
  result: R;
}

/** Station normals independent of the double's grid (test/generator/station-normals.json). */
const stations = new Map(
  (
    JSON.parse(readFileSync(new URL('../generator/station-normals.json', import.meta.url), 'utf8')) as {
      cities: [string, string, string, number[]][];
    }
  ).cities.map(([name, country, , months]) => [`${name},${country}`, months]),
);

describe('GET /data/2.5/aggregated/{year,month,day} through the handlers and the server', () => {
  const { both } = handlersAndServer({ seed: SEED, now: () => NOW }, HOST);
  const answer = async <R>(target: string) => {
    const { status, body } = await both(target);
    expect({ status, body: body.slice(0, 80) }).toMatchObject({ status: 200 });
    return { body, answer: JSON.parse(body) as Answer<R> };
  };

  it("answers the page's day request in the recorded key order, cod a number", async () => {
    const { body } = await answer(`${PATH}/day?lat=35&lon=139&month=2&day=2&appid=k`);
    const stats = (first: string, second: string) =>
      `\\{"${first}":[\\d.]+,"${second}":[\\d.]+,"median":[\\d.]+,"mean":[\\d.]+,"p25":[\\d.]+,"p75":[\\d.]+,"st_dev":[\\d.]+,"num":12\\}`;
    const plain = stats('min', 'max');
    expect(body).toMatch(
      new RegExp(
        `^\\{"cod":200,"city_id":\\d+,"calctime":0\\.022605,"result":\\{"month":2,"day":2,"temp":\\{"record_min":[\\d.]+,"record_max":[\\d.]+,"average_min":[\\d.]+,"average_max":[\\d.]+,"median":[\\d.]+,"mean":[\\d.]+,"p25":[\\d.]+,"p75":[\\d.]+,"st_dev":[\\d.]+,"num":12\\},"pressure":${plain},"humidity":${plain},"wind":${plain},"precipitation":${plain},"clouds":${plain}\\}\\}$`,
      ),
    );
  });

  it('answers a month with its days pooled and its sunshine, and the year as 365 days, each the day route’s', async () => {
    const { answer: february } = await answer<Group>(`${PATH}/month?month=2&q=London,GB&appid=k`);
    expect(february.city_id).toBe(2643743);
    expect(february.result.month).toBe(2);
    expect(Object.keys(february.result)).toEqual([
      'month',
      'temp',
      'pressure',
      'humidity',
      'wind',
      'precipitation',
      'clouds',
      'sunshine_hours',
    ]);
    // 29 days (the measured years are leap years), 12 measurements a day.
    expect(february.result.pressure.num).toBe(29 * 12);
    expect(february.result.sunshine_hours).toBeGreaterThan(0);
    expect(february.result.sunshine_hours).toBeLessThan(29 * 11);
    const { answer: year } = await answer<Group[]>(`${PATH}/year?id=2643743&appid=k`);
    expect(year.result).toHaveLength(365);
    expect(year.result.map((day) => `${day.month}-${day.day}`).slice(58, 60)).toEqual(['2-28', '3-1']);
    expect(year.calctime).toBe(3.105839);
    for (const [month, day, index] of [
      [1, 1, 0],
      [7, 14, 194],
      [12, 31, 364],
    ] as const) {
      const { answer: one } = await answer<Group>(`${PATH}/day?id=2643743&month=${month}&day=${day}&appid=k`);
      expect(one.result).toEqual(year.result[index]);
    }
  });

  it("a month's mean temperature is the place's climate normal, near the station's", async () => {
    const generator = createWeatherGenerator({ seed: SEED });
    for (const [place, month] of [
      ['London,GB', 7],
      ['Moscow,RU', 7],
      ['Phoenix,US', 7],
      ['Singapore,SG', 1],
    ] as const) {
      const { lat, lon } = generator.record({ q: place, at: NOW }).coord;
      const { answer: stats } = await answer<Group>(`${PATH}/month?q=${place}&month=${month}&appid=k`);
      const normal = placeClimate(lat, lon, elevationNear(lat, lon)).temperatures[month - 1] as number;
      expect(stats.result.temp.mean, place).toBe(Math.round((normal + 273.15) * 100) / 100);
      // The double's normals against the station's (the climate's documented accuracy, 3 °C).
      const station = stations.get(place)?.[month - 1] as number;
      expect(Math.abs((stats.result.temp.mean as number) - 273.15 - station), place).toBeLessThanOrEqual(3);
      const { median, p25, p75, record_min, record_max, average_min, average_max } = stats.result.temp;
      expect([record_min, p25, median, p75, record_max]).toEqual(
        [record_min, p25, median, p75, record_max].sort((a, b) => (a as number) - (b as number)),
      );
      expect(average_min).toBeLessThan(average_max as number);
    }
  });

  it('measures what the weather endpoint reports: 03, 09, 15 and 21 local solar time in 2012, 2016, 2020', async () => {
    // On the meridian, local solar time is UTC.
    const { answer: day } = await answer<Group>(`${PATH}/day?lat=51.5&lon=0&month=3&day=10&appid=k`);
    const generator = createWeatherGenerator({ seed: SEED });
    const records = [2012, 2016, 2020].flatMap((year) =>
      [3, 9, 15, 21].map((hour) => generator.record({ lat: 51.5, lon: 0, at: Date.UTC(year, 2, 10, hour) })),
    );
    const pressures = records.map((record) => record.main.pressure).sort((a, b) => a - b);
    expect(day.result.pressure).toMatchObject({
      min: pressures[0],
      max: pressures[11],
      p25: pressures[2],
      median: pressures[5],
      p75: pressures[8],
      num: 12,
    });
    const clouds = records.map((record) => record.clouds.all);
    expect(day.result.clouds.mean).toBe(Math.round((clouds.reduce((a, b) => a + b) / 12) * 100) / 100);
    // The temperatures' spread is the weather's, their centre the climate's.
    const temps = records.map((record) => record.main.temp);
    const mean = temps.reduce((a, b) => a + b) / 12;
    const sd = Math.sqrt(temps.reduce((sum, t) => sum + (t - mean) ** 2, 0) / 12);
    expect(day.result.temp.st_dev).toBe(Math.round(sd * 100) / 100);
    const spread = Math.max(...temps) - Math.min(...temps);
    expect((day.result.temp.record_max as number) - (day.result.temp.record_min as number)).toBeCloseTo(
      spread,
      1,
    );
  });

  it('refuses a month or a day that is not one, and answers 29 February', async () => {
    for (const [target, message] of [
      [`${PATH}/month?id=2643743&appid=k`, 'wrong month'],
      [`${PATH}/month?id=2643743&month=13&appid=k`, 'wrong month'],
      [`${PATH}/month?id=2643743&month=0&appid=k`, 'wrong month'],
      [`${PATH}/day?id=2643743&month=x&day=1&appid=k`, 'wrong month'],
      [`${PATH}/day?id=2643743&month=2&day=30&appid=k`, 'wrong day'],
      [`${PATH}/day?id=2643743&month=4&day=31&appid=k`, 'wrong day'],
      [`${PATH}/day?id=2643743&month=4&appid=k`, 'wrong day'],
      [`${PATH}/day?id=2643743&month=4&day=1.5&appid=k`, 'wrong day'],
    ] as const) {
      expect(await both(target), target).toEqual({ status: 400, body: error(message) });
    }
    const { answer: leap } = await answer<Group>(`${PATH}/day?id=2643743&month=2&day=29&appid=k`);
    expect([leap.result.month, leap.result.day]).toEqual([2, 29]);
  });

  it("takes the History API's place forms and errors: no postal code", async () => {
    expect(await both(`${PATH}/year?zip=94040,US&appid=k`)).toEqual({
      status: 400,
      body: error('Nothing to geocode'),
    });
    expect(await both(`${PATH}/month?lat=95&lon=0&month=1&appid=k`)).toEqual({
      status: 400,
      body: error('wrong latitude'),
    });
    expect(await both(`${PATH}/day?q=Nowhere-at-all,ZZ&month=1&day=1&appid=k`)).toEqual({
      status: 404,
      body: JSON.stringify({ cod: '404', message: 'city not found' }),
    });
    expect((await both(`${PATH}/year?lat=35&lon=139`)).status).toBe(401);
  });
});
