// The 16-day daily forecast (GET /data/2.5/forecast/daily) and the hourly forecast
// (pro.openweathermap.org/data/2.5/forecast/hourly): their shape and key order, cnt, every query
// form with the 5 day / 3 hour forecast's errors, and one world: a day agrees with the forecast's
// slots and One Call's `daily`, an hour with the weather endpoint at that hour.
import fc from 'fast-check';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  createWeatherGenerator,
  type DailyForecast,
  type HourlyForecast,
  type Units,
  validateDailyForecast,
  validateHourlyForecast,
} from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import { DAY_HALF_SPAN, dayHours } from '../../src/derived/daily-time.js';
import { expectError } from '../support/errors.js';

const API = 'https://api.openweathermap.org';
const PRO = 'https://pro.openweathermap.org';
const NOW = Date.parse('2024-06-01T18:07:33Z');
const double = createWeatherDouble({ seed: 7, now: () => NOW });

async function get(url: string): Promise<{ status: number; body: string }> {
  const response = await getResponse(double.handlers, new Request(url));
  expect(response, url).toBeDefined();
  return { status: response!.status, body: await response!.text() };
}
const daily = async (query: string) =>
  JSON.parse((await get(`${API}/data/2.5/forecast/daily?${query}&appid=k`)).body) as DailyForecast;
const hourly = async (query: string) =>
  JSON.parse((await get(`${PRO}/data/2.5/forecast/hourly?${query}&appid=k`)).body) as HourlyForecast;

describe('GET /data/2.5/forecast/daily', () => {
  it('answers city first, then cod, message, cnt, list, in the service’s key order, valid', async () => {
    const { status, body } = await get(`${API}/data/2.5/forecast/daily?q=London,GB&units=metric&appid=k`);
    expect(status).toBe(200);
    expect(
      body.startsWith(
        '{"city":{"id":2643743,"name":"London","coord":{"lon":-0.1257,"lat":51.5085},"country":"GB","population":1000000,"timezone":3600},"cod":"200","message":',
      ),
    ).toBe(true);
    const answer = JSON.parse(body) as DailyForecast;
    expect(validateDailyForecast(answer)).toEqual({ ok: true, forecast: answer });
    expect(Object.keys(answer)).toEqual(['city', 'cod', 'message', 'cnt', 'list']);
    for (const day of answer.list) {
      expect(Object.keys(day).filter((key) => key !== 'rain' && key !== 'snow')).toEqual([
        'dt',
        'sunrise',
        'sunset',
        'temp',
        'feels_like',
        'pressure',
        'humidity',
        'weather',
        'speed',
        'deg',
        'gust',
        'clouds',
        'pop',
      ]);
      expect(Object.keys(day.temp)).toEqual(['day', 'min', 'max', 'night', 'eve', 'morn']);
      expect(Object.keys(day.feels_like)).toEqual(['day', 'night', 'eve', 'morn']);
      expect(day.weather[0]?.icon.endsWith('d')).toBe(true);
    }
    expect(answer.message).toBeGreaterThan(0);
  });

  it('gives 7 days without cnt (the service’s default), cnt days from 1 to 16, 16 above, 7 for a cnt it ignores', async () => {
    expect((await daily('zip=94040,us')).cnt).toBe(7);
    for (const cnt of [1, 5, 16]) {
      const answer = await daily(`zip=94040,us&cnt=${cnt}`);
      expect([answer.cnt, answer.list.length]).toEqual([cnt, cnt]);
    }
    expect((await daily('zip=94040,us&cnt=17')).cnt).toBe(16);
    expect((await daily('zip=94040,us&cnt=400')).cnt).toBe(16);
    for (const cnt of ['0', '-3', '2.5', 'abc', ''])
      expect((await daily(`zip=94040,us&cnt=${cnt}`)).cnt).toBe(7);
  });

  it('gives one day a local date from today, dt the start of the local clock hour holding solar noon', async () => {
    for (const query of [
      'q=London,GB',
      'q=Tokyo,JP',
      'lat=-13.8333&lon=-171.7667',
      'q=Kochi,IN',
      'lat=78.22&lon=15.65',
    ]) {
      const answer = await daily(`${query}&cnt=16`);
      const offset = answer.city.timezone;
      const today = Math.floor((Math.floor(NOW / 1000) + offset) / 86_400);
      answer.list.forEach((day, k) => {
        expect(Math.floor((day.dt + offset) / 86_400), query).toBe(today + k);
        if (day.sunrise !== 0) {
          const noon = (day.sunrise + day.sunset) / 2;
          expect((day.dt + offset) % 3600, query).toBe(0);
          expect(noon - day.dt, query).toBeGreaterThanOrEqual(0);
          expect(noon - day.dt, query).toBeLessThan(3600);
        }
      });
    }
  });

  it('takes every query form of the 5 day / 3 hour forecast, with its errors in its order', async () => {
    const queries = [
      'zip=94040,us',
      'lat=51.5085&lon=-0.1257',
      'q=London,GB',
      'id=2643743',
      '',
      'lat=91&lon=0',
      'lat=0&lon=181',
      'lat=0',
      'id=0',
      'id=abc',
      'q=Nowhereville,ZZ',
      'zip=00000,us',
      'lat=abc&lon=2&zip=94040',
    ];
    for (const query of queries) {
      const forecast = await get(`${API}/data/2.5/forecast?${query}&appid=k`);
      const day = await get(`${API}/data/2.5/forecast/daily?${query}&appid=k`);
      const hour = await get(`${PRO}/data/2.5/forecast/hourly?${query}&appid=k`);
      expect([day.status, hour.status], query).toEqual([forecast.status, forecast.status]);
      if (forecast.status !== 200)
        expect([day.body, hour.body], query).toEqual([forecast.body, forecast.body]);
      else {
        const city = (JSON.parse(forecast.body) as { city: { id: number; name: string } }).city;
        expect((JSON.parse(day.body) as DailyForecast).city, query).toMatchObject({
          id: city.id,
          name: city.name,
        });
      }
    }
    const unauthorized = await get(`${API}/data/2.5/forecast/daily?q=London`);
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.body).toBe((await get(`${API}/data/2.5/weather?q=London`)).body);
  });
});

describe('pro.openweathermap.org/data/2.5/forecast/hourly', () => {
  it('answers 96 one-hour slots in the forecast’s item shape, from the first whole hour after the request', async () => {
    const answer = await hourly('zip=94040,us');
    expect(validateHourlyForecast(answer)).toEqual({ ok: true, forecast: answer });
    expect([answer.cnt, answer.list.length]).toEqual([96, 96]);
    expect(answer.list[0]?.dt).toBe(Math.floor(NOW / 3_600_000) * 3600 + 3600);
    expect(Object.keys(answer)).toEqual(['cod', 'message', 'cnt', 'list', 'city']);
    expect((await hourly('zip=94040,us&cnt=24')).cnt).toBe(24);
    expect((await hourly('zip=94040,us&cnt=200')).cnt).toBe(96);
    expect((await hourly('zip=94040,us&cnt=0')).cnt).toBe(96);
  });

  it('answers a missing or wrong key on pro. with the service’s 401, and the other routes on pro. too', async () => {
    const missing = await get(`${PRO}/data/2.5/forecast/hourly?zip=94040,us`);
    expect(missing).toEqual({
      status: 401,
      body: '{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}',
    });
    expect(await get(`${PRO}/data/2.5/weather?zip=94040,us&appid=k`)).toEqual(
      await get(`${API}/data/2.5/weather?zip=94040,us&appid=k`),
    );
    expect(await get(`${API}/data/2.5/forecast/hourly?zip=94040,us&appid=k`)).toEqual(
      await get(`${PRO}/data/2.5/forecast/hourly?zip=94040,us&appid=k`),
    );
  });

  it('hour t is what the weather endpoint reports when the clock reaches t (any seed, place, time, units)', () => {
    const places = [
      { zip: '94040,us' },
      { q: 'London,GB' },
      { lat: -33.8688, lon: 151.2093 },
      { id: 1850147 },
    ] as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.constantFrom(...places),
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) }),
        fc.constantFrom<Units>('standard', 'metric', 'imperial'),
        (seed, place, at, units) => {
          const where = `seed ${seed}, ${JSON.stringify(place)}, at ${at}, ${units}`;
          const forecast = createWeatherGenerator({ seed }).hourlyForecast(place, { at, units });
          const current = createWeatherGenerator({ seed, shape: 'current' });
          for (const item of forecast.list.filter((_, index) => index % 11 === 0)) {
            const record = current.record({ ...place, at: item.dt * 1000, units });
            expect(
              record.weather.map((w) => w.id),
              where,
            ).toEqual(item.weather.map((w) => w.id));
            expect(
              [
                record.main.temp,
                record.main.feels_like,
                record.main.pressure,
                record.main.humidity,
                record.clouds.all,
                record.visibility,
                record.wind.speed,
                record.wind.deg,
              ],
              where,
            ).toEqual([
              item.main.temp,
              item.main.feels_like,
              item.main.pressure,
              item.main.humidity,
              item.clouds.all,
              item.visibility,
              item.wind.speed,
              item.wind.deg,
            ]);
            expect(record.rain?.['1h'], where).toBe(item.rain?.['1h']);
            expect(record.snow?.['1h'], where).toBe(item.snow?.['1h']);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('one world: a day of the daily forecast', () => {
  const places = [
    { lat: 51.5085, lon: -0.1257 },
    { lat: 40.7128, lon: -74.006 },
    { lat: 35.6762, lon: 139.6503 },
    { lat: -13.8333, lon: -171.7667 },
    { lat: 9.9312, lon: 76.2673 },
    { lat: 69.6496, lon: 18.956 },
    // Moscow (UTC+3): noon 09:15–09:45 UTC all year, so its days sit on the 3-hour grid.
    { lat: 55.7558, lon: 37.6173 },
  ];

  it('is One Call’s daily item of that date: the same dt, sun, temperatures, wind, clouds, pop, totals and condition', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.constantFrom(...places),
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }),
        fc.constantFrom<Units>('standard', 'metric', 'imperial'),
        (seed, place, at, units) => {
          const where = `seed ${seed}, ${JSON.stringify(place)}, at ${at}, ${units}`;
          const generator = createWeatherGenerator({ seed });
          const days = generator.dailyForecast(place, { at, units, cnt: 16 });
          const oneCall = generator.oneCall(place, { at, units, exclude: ['current', 'minutely', 'hourly'] });
          expect(validateDailyForecast(days).ok, where).toBe(true);
          oneCall.daily?.forEach((expected, k) => {
            const day = days.list[k];
            expect(day, where).toEqual({
              dt: expected.dt,
              sunrise: expected.sunrise,
              sunset: expected.sunset,
              temp: expected.temp,
              feels_like: expected.feels_like,
              pressure: expected.pressure,
              humidity: expected.humidity,
              weather: expected.weather,
              speed: expected.wind_speed,
              deg: expected.wind_deg,
              gust: expected.wind_gust,
              clouds: expected.clouds,
              pop: expected.pop,
              ...(expected.rain === undefined ? {} : { rain: expected.rain }),
              ...(expected.snow === undefined ? {} : { snow: expected.snow }),
            });
          });
          expect(days.city.timezone, where).toBe(oneCall.timezone_offset);
        },
      ),
      { numRuns: 30 },
    );
  });

  /**
   * A daily forecast's days against the 5 day / 3 hour forecast's slots and the weather endpoint's
   * hours within each day's span (`[dt − 12 h, dt + 12 h)`, the model's {@link DAY_HALF_SPAN}); the
   * number of slots at a day's four hours.
   */
  function daysAgreeWithSlots(seed: number, place: { lat: number; lon: number }, at: number): number {
    let matched = 0;
    const where = `seed ${seed}, ${JSON.stringify(place)}, at ${at}`;
    const generator = createWeatherGenerator({ seed });
    const days = generator.dailyForecast(place, { at, cnt: 7 });
    const slots = generator.forecast(place, { at, cnt: 40 }).list;
    for (const day of days.list) {
      const hours = {
        morn: day.dt - 21_600,
        day: day.dt,
        eve: day.dt + 21_600,
        night: day.dt + 43_200,
      } as const;
      const inDay = (t: number) => t >= day.dt - DAY_HALF_SPAN && t < day.dt + DAY_HALF_SPAN;
      for (const slot of slots) {
        if (inDay(slot.dt)) {
          expect(slot.main.temp, where).toBeGreaterThanOrEqual(day.temp.min);
          expect(slot.main.temp, where).toBeLessThanOrEqual(day.temp.max);
        }
        for (const key of ['morn', 'day', 'eve', 'night'] as const) {
          if (slot.dt === hours[key]) {
            matched += 1;
            expect(slot.main.temp, where).toBe(day.temp[key]);
            expect(slot.main.feels_like, where).toBe(day.feels_like[key]);
          }
        }
      }
      // A wet day's condition is one of its slots' or hours' conditions; a dry day's a cloud code.
      // Its hours are the whole UTC hours of its span (the products' hours: at :30 UTC in Kochi).
      const id = day.weather[0]?.id as number;
      if (id < 800) {
        const seen = new Set(slots.filter((s) => inDay(s.dt)).flatMap((s) => s.weather.map((w) => w.id)));
        for (const t of dayHours(day.dt, 1))
          for (const w of generator.record({ ...place, at: t * 1000 }).weather) seen.add(w.id);
        expect(seen.has(id), where).toBe(true);
      } else expect([800, 801, 802, 803, 804], where).toContain(id);
    }
    return matched;
  }

  it('holds every 3-hour slot of the 5 day / 3 hour forecast within its min and max, and equals the slots at its four hours', () => {
    let matched = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.constantFrom(...places),
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }),
        (seed, place, at) => {
          matched += daysAgreeWithSlots(seed, place, at);
        },
      ),
      { numRuns: 20, examples: [[1, { lat: 55.7558, lon: 37.6173 }, Date.UTC(2024, 5, 1)]] },
    );
    expect(matched).toBeGreaterThan(0);
  });

  it('labels a half-hour zone’s wet day by its whole UTC hours (Kochi, seed 242494010, 2000-01-01)', () => {
    // Once a counter-example of the property above, when it probed the day's hours at :30 UTC: the
    // day of 2000-01-06 (dt 06:30 UTC) rains only at 18:00 UTC, the last whole hour of its span.
    // (The case was seed 253973321's until the weather became one field over the Earth, issue 40;
    // this seed gives the same case in today's weather.)
    const kochi = { lat: 9.9312, lon: 76.2673 };
    const at = Date.UTC(2000, 0, 1);
    const generator = createWeatherGenerator({ seed: 242494010 });
    const day = generator.dailyForecast(kochi, { at, cnt: 7 }).list.find((d) => d.dt === 947140200);
    expect(day?.weather[0]?.id).toBe(520);
    expect(dayHours(947140200, 1).at(-1)).toBe(Date.UTC(2000, 0, 6, 18) / 1000);
    expect(generator.record({ ...kochi, at: Date.UTC(2000, 0, 6, 18) }).weather.map((w) => w.id)).toEqual([
      520,
    ]);
    daysAgreeWithSlots(242494010, kochi, at);
  });

  it('refuses a cnt out of range in the generator, naming the option', () => {
    const generator = createWeatherGenerator({ seed: 1 });
    expectError(
      () => generator.dailyForecast({ zip: '94040,us' }, { cnt: 17 }),
      'INVALID_OPTION',
      'cnt',
      'Invalid option cnt: expected an integer from 1 to 16 (days), got 17.',
    );
    expectError(
      () => generator.hourlyForecast({ zip: '94040,us' }, { cnt: 0 }),
      'INVALID_OPTION',
      'cnt',
      'Invalid option cnt: expected an integer from 1 to 96 (hours), got 0.',
    );
    expectError(
      () => generator.dailyForecast({ zip: '94040,us' }, { overrides: {} } as never),
      'INVALID_OPTION',
      'overrides',
      'Unknown option overrides. Allowed options: cnt, units, at.',
    );
  });

  it('answers the route with the generator’s bytes (the same world, the same clock)', async () => {
    const generator = createWeatherGenerator({ seed: 7, now: () => NOW });
    expect(await daily('q=London,GB&cnt=16&units=imperial')).toEqual(
      generator.dailyForecast({ q: 'London,GB' }, { cnt: 16, units: 'imperial' }),
    );
    expect(await hourly('id=2643743&cnt=5')).toEqual(generator.hourlyForecast({ id: 2643743 }, { cnt: 5 }));
  });
});
