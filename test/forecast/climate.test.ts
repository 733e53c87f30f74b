// The 30-day climate forecast (pro.openweathermap.org/data/2.5/forecast/climate): its recorded
// shape and key order (`code`, no gust or pop), dt at 12:00 local as recorded, cnt, every query form
// with the 16-day forecast's errors, the same bytes from the handlers and the server, and one world:
// a day is the 16-day forecast's day where both put it at the same hour, the timeline's hours always.
import fc from 'fast-check';
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClimateForecast,
  createWeatherGenerator,
  type DailyForecast,
  type Units,
  validateClimateForecast,
} from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { expectError } from '../support/errors.js';

const API = 'https://api.openweathermap.org';
const PRO = 'https://pro.openweathermap.org';
const PATH = '/data/2.5/forecast/climate';
const NOW = Date.parse('2024-06-01T18:07:33Z');
const double = createWeatherDouble({ seed: 7, now: () => NOW });

async function get(url: string): Promise<{ status: number; body: string }> {
  const response = await getResponse(double.handlers, new Request(url));
  expect(response, url).toBeDefined();
  return { status: response!.status, body: await response!.text() };
}
const climate = async (query: string) =>
  JSON.parse((await get(`${PRO}${PATH}?${query}&appid=k`)).body) as ClimateForecast;

const DAY_KEYS = [
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
  'clouds',
];

describe('GET pro.openweathermap.org/data/2.5/forecast/climate', () => {
  it('answers city first, then code (not cod), message, cnt, list, days without gust or pop, as recorded', async () => {
    const { status, body } = await get(`${PRO}${PATH}?q=London,GB&units=metric&appid=k`);
    expect(status).toBe(200);
    expect(
      body.startsWith(
        '{"city":{"id":2643743,"name":"London","coord":{"lon":-0.1257,"lat":51.5085},"country":"GB","population":1000000,"timezone":3600},"code":"200","message":',
      ),
    ).toBe(true);
    const answer = JSON.parse(body) as ClimateForecast;
    expect(validateClimateForecast(answer)).toEqual({ ok: true, forecast: answer });
    expect(Object.keys(answer)).toEqual(['city', 'code', 'message', 'cnt', 'list']);
    for (const day of answer.list) {
      expect(Object.keys(day).filter((key) => key !== 'rain' && key !== 'snow')).toEqual(DAY_KEYS);
      expect(Object.keys(day.temp)).toEqual(['day', 'min', 'max', 'night', 'eve', 'morn']);
      expect(Object.keys(day.feels_like)).toEqual(['day', 'night', 'eve', 'morn']);
      expect(
        Object.keys(day)
          .slice(DAY_KEYS.length)
          .every((key) => key === 'rain' || key === 'snow'),
      ).toBe(true);
      expect(day.weather[0]?.icon.endsWith('d')).toBe(true);
    }
    // The service's own figure: 21.4966823 to 29.2366048 in its recorded answers.
    expect(answer.message).toBeGreaterThanOrEqual(20);
    expect(answer.message).toBeLessThan(30);
    expect(Math.round(answer.message * 1e7) / 1e7).toBe(answer.message);
  });

  it('gives 30 days without cnt, cnt days from 1 to 30, 30 above, 30 for a cnt it ignores', async () => {
    expect((await climate('zip=94040,us')).cnt).toBe(30);
    for (const cnt of [1, 7, 16, 29, 30]) {
      const answer = await climate(`zip=94040,us&cnt=${cnt}`);
      expect([answer.cnt, answer.list.length]).toEqual([cnt, cnt]);
    }
    expect((await climate('zip=94040,us&cnt=31')).cnt).toBe(30);
    expect((await climate('zip=94040,us&cnt=400')).cnt).toBe(30);
    for (const cnt of ['0', '-3', '2.5', 'abc', ''])
      expect((await climate(`zip=94040,us&cnt=${cnt}`)).cnt).toBe(30);
  });

  it('puts a day at 12:00 on the local clock, one a local date from today', async () => {
    for (const query of [
      'q=London,GB',
      'q=Tokyo,JP',
      'lat=-13.8333&lon=-171.7667',
      'q=Kochi,IN',
      'lat=78.22&lon=15.65',
    ]) {
      const answer = await climate(query);
      const offset = answer.city.timezone;
      const today = Math.floor((Math.floor(NOW / 1000) + offset) / 86_400);
      answer.list.forEach((day, k) => {
        expect(Math.floor((day.dt + offset) / 86_400), query).toBe(today + k);
        // No clock of these places changes within the 30 days from June 1.
        expect((day.dt + offset) % 86_400, query).toBe(43_200);
      });
    }
  });

  it('puts the days where the service’s recorded answers put them (2024-07-04, three places)', async () => {
    // dblock/open-weather-ruby-client, spec/fixtures/open_weather/forecast/thirty_day.yml: Adelphi's
    // 12:00 EDT is not the hour of its solar noon (13:12 EDT), where the 16-day forecast puts a day.
    const recorded = createWeatherDouble({ seed: 7, now: () => Date.parse('2024-07-04T19:45:44Z') });
    const first = async (query: string) => {
      const response = await getResponse(recorded.handlers, new Request(`${PRO}${PATH}?${query}&appid=k`));
      const answer = JSON.parse(await response!.text()) as ClimateForecast;
      return [answer.city.timezone, answer.list[0]?.dt, answer.list[1]?.dt, answer.list[0]?.sunrise];
    };
    expect(await first('lat=33.5312&lon=-111.9426')).toEqual([
      -25200,
      1720119600,
      1720206000,
      expect.any(Number),
    ]);
    expect(await first('lat=39.00801&lon=-76.97647')).toEqual([
      -14400,
      1720108800,
      1720195200,
      expect.any(Number),
    ]);
    expect(await first('lat=82.8628&lon=135')).toEqual([32400, 1720148400, 1720234800, 0]);
  });

  it('takes every query form of the 16-day forecast, with its errors in its order', async () => {
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
      const daily = await get(`${API}/data/2.5/forecast/daily?${query}&appid=k`);
      const days = await get(`${PRO}${PATH}?${query}&appid=k`);
      expect(days.status, query).toBe(daily.status);
      if (daily.status !== 200) expect(days.body, query).toBe(daily.body);
      else
        expect((JSON.parse(days.body) as ClimateForecast).city, query).toEqual(
          (JSON.parse(daily.body) as DailyForecast).city,
        );
    }
  });

  it('answers a missing or wrong key with the service’s 401, and the same bytes on api. and pro.', async () => {
    const missing = await get(`${PRO}${PATH}?zip=94040,us`);
    expect(missing).toEqual({
      status: 401,
      body: '{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}',
    });
    expect(await get(`${API}${PATH}?zip=94040,us&cnt=3&appid=k`)).toEqual(
      await get(`${PRO}${PATH}?zip=94040,us&cnt=3&appid=k`),
    );
  });

  it('translates the days’ descriptions with lang, as the other routes do', async () => {
    const english = await climate('q=Paris,FR&cnt=30');
    const french = await climate('q=Paris,FR&cnt=30&lang=fr');
    expect(french.list.map((day) => day.weather[0]?.id)).toEqual(
      english.list.map((day) => day.weather[0]?.id),
    );
    const clear =
      french.list.find((day) => day.weather[0]?.id === 800) ??
      french.list.find((day) => day.weather[0]?.id === 804);
    expect(clear, 'a day of clear sky or overcast clouds').toBeDefined();
    expect(clear!.weather[0]?.description).toBe(clear!.weather[0]?.id === 800 ? 'ciel dégagé' : 'couvert');
    expect({ ...french, message: 0, list: [] }).toEqual({ ...english, message: 0, list: [] });
  });
});

describe('the climate forecast through the handlers and the server', () => {
  let server: WeatherServer;
  beforeAll(async () => {
    server = await startWeatherServer({ port: 0, seed: 7, now: () => NOW });
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([
    `${PATH}?zip=94040,us&appid=k`,
    `${PATH}?q=London,GB&units=imperial&cnt=16&appid=k`,
    `${PATH}?lat=-33.8688&lon=151.2093&units=metric&lang=de&cnt=3&appid=k`,
    `${PATH}?id=2643743&cnt=2&mode=xml&appid=k`,
    `${PATH}?q=Nowhereville,ZZ&appid=k`,
    `${PATH}?lat=91&lon=0&mode=xml&appid=k`,
    `${PATH}?zip=94040,us`,
  ])('answers %s with the same status, headers and bytes', async (target) => {
    const viaHandlers = await getResponse(double.handlers, new Request(`${PRO}${target}`));
    const viaServer = await fetch(`${server.url}${target}`);
    const seen = (response: Response) => ({
      status: response.status,
      type: response.headers.get('content-type'),
      key: response.headers.get('x-cache-key'),
    });
    expect(seen(viaServer)).toEqual(seen(viaHandlers!));
    expect(await viaServer.text()).toBe(await viaHandlers!.text());
  });
});

describe('one world: a day of the climate forecast', () => {
  const places = [
    { lat: 51.5085, lon: -0.1257 },
    { lat: 40.7128, lon: -74.006 },
    { lat: 35.6762, lon: 139.6503 },
    { lat: 9.9312, lon: 76.2673 },
    { lat: 69.6496, lon: 18.956 },
    // Moscow (UTC+3) and Paradise Valley (UTC−7): solar noon within the 12:00 hour all year.
    { lat: 55.7558, lon: 37.6173 },
    { lat: 33.5312, lon: -111.9426 },
  ];

  it('is the 16-day forecast’s day of that date, less gust and pop, wherever both put it at 12:00 local', () => {
    let same = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.constantFrom(...places),
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }),
        fc.constantFrom<Units>('standard', 'metric', 'imperial'),
        (seed, place, at, units) => {
          const where = `seed ${seed}, ${JSON.stringify(place)}, at ${at}, ${units}`;
          const generator = createWeatherGenerator({ seed });
          const days = generator.climateForecast(place, { at, units });
          const daily = generator.dailyForecast(place, { at, units, cnt: 16 });
          expect(validateClimateForecast(days).ok, where).toBe(true);
          expect(days.city, where).toEqual(daily.city);
          daily.list.forEach(({ gust: _gust, pop: _pop, ...expected }, k) => {
            if (expected.dt !== days.list[k]?.dt) return;
            same += 1;
            expect(days.list[k], where).toEqual(expected);
          });
        },
      ),
      { numRuns: 30, examples: [[1, { lat: 55.7558, lon: 37.6173 }, Date.UTC(2024, 5, 1), 'metric']] },
    );
    expect(same).toBeGreaterThan(0);
  });

  it('reports at dt − 6 h, dt, dt + 6 h and dt + 12 h what the weather endpoint reports then, to the 30th day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.constantFrom(...places),
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }),
        fc.constantFrom<Units>('standard', 'metric', 'imperial'),
        (seed, place, at, units) => {
          const where = `seed ${seed}, ${JSON.stringify(place)}, at ${at}, ${units}`;
          const days = createWeatherGenerator({ seed }).climateForecast(place, { at, units });
          const current = createWeatherGenerator({ seed, shape: 'current' });
          for (const day of days.list.filter((_, k) => k % 7 === 0 || k === 29)) {
            const hours = {
              morn: day.dt - 21_600,
              day: day.dt,
              eve: day.dt + 21_600,
              night: day.dt + 43_200,
            };
            for (const [key, t] of Object.entries(hours) as [keyof typeof hours, number][]) {
              const record = current.record({ ...place, at: t * 1000, units });
              expect([day.temp[key], day.feels_like[key]], `${where}, ${key} of ${day.dt}`).toEqual([
                record.main.temp,
                record.main.feels_like,
              ]);
              expect(record.main.temp, where).toBeGreaterThanOrEqual(day.temp.min);
              expect(record.main.temp, where).toBeLessThanOrEqual(day.temp.max);
            }
            const noon = current.record({ ...place, at: day.dt * 1000, units });
            expect([day.pressure, day.humidity, day.clouds], where).toEqual([
              noon.main.pressure,
              noon.main.humidity,
              noon.clouds.all,
            ]);
          }
        },
      ),
      { numRuns: 20 },
    );
  });

  it('is an hour or two before the 16-day forecast’s day where solar noon is later (Paris, Madrid, Adelphi in June)', () => {
    const generator = createWeatherGenerator({ seed: 7, now: () => NOW });
    const hours = (days: { list: { dt: number }[] }) =>
      days.list.map((day) => new Date(day.dt * 1000).toISOString());
    const cases = [
      // The place; the climate forecast's days (12:00 local); the 16-day forecast's (solar noon's hour).
      [{ lat: 48.8566, lon: 2.3522 }, '10:00', '11:00'],
      [{ lat: 40.4168, lon: -3.7038 }, '10:00', '12:00'],
      [{ lat: 39.00801, lon: -76.97647 }, '16:00', '17:00'],
    ] as const;
    for (const [place, climateHour, dailyHour] of cases) {
      const days = generator.climateForecast(place, { cnt: 2 });
      const daily = generator.dailyForecast(place, { cnt: 2 });
      expect(hours(days)).toEqual([`2024-06-01T${climateHour}:00.000Z`, `2024-06-02T${climateHour}:00.000Z`]);
      expect(hours(daily)).toEqual([`2024-06-01T${dailyHour}:00.000Z`, `2024-06-02T${dailyHour}:00.000Z`]);
      // The same local dates and their sun.
      expect(days.list.map((day) => [day.sunrise, day.sunset])).toEqual(
        daily.list.map((day) => [day.sunrise, day.sunset]),
      );
    }
  });
});

describe('generator.climateForecast', () => {
  it('answers the route with the generator’s bytes (the same world, the same clock)', async () => {
    const generator = createWeatherGenerator({ seed: 7, now: () => NOW });
    expect((await get(`${PRO}${PATH}?q=London,GB&cnt=16&units=imperial&appid=k`)).body).toBe(
      JSON.stringify(generator.climateForecast({ q: 'London,GB' }, { cnt: 16, units: 'imperial' })),
    );
    expect(await climate('id=2643743')).toEqual(generator.climateForecast({ id: 2643743 }));
  });

  it('refuses a cnt out of range or an option it does not take, naming it', () => {
    const generator = createWeatherGenerator({ seed: 1 });
    for (const cnt of [0, 31, 2.5]) {
      expectError(
        () => generator.climateForecast({ zip: '94040,us' }, { cnt }),
        'INVALID_OPTION',
        'cnt',
        `Invalid option cnt: expected an integer from 1 to 30 (days), got ${cnt}.`,
      );
    }
    expectError(
      () => generator.climateForecast({ zip: '94040,us' }, { overrides: {} } as never),
      'INVALID_OPTION',
      'overrides',
      'Unknown option overrides. Allowed options: cnt, units, at.',
    );
  });
});

describe('validateClimateForecast', () => {
  const DAY_FIELDS = [...DAY_KEYS, 'rain', 'snow'].join(', ');
  const answer = createWeatherGenerator({ seed: 3, now: () => NOW }).climateForecast(
    { q: 'Berlin,DE' },
    { cnt: 3 },
  );

  it('accepts the double’s answers and refuses the 16-day forecast’s envelope and day', () => {
    expect(validateClimateForecast(answer).ok).toBe(true);
    const { code: _code, ...rest } = answer;
    expect(
      validateClimateForecast({
        city: rest.city,
        cod: '200',
        message: rest.message,
        cnt: 3,
        list: rest.list,
      }),
    ).toEqual({
      ok: false,
      issues: [
        { path: 'code', message: 'is required: expected "200", got nothing' },
        {
          path: 'cod',
          message: 'is not a field of the climate forecast here; allowed: city, code, message, cnt, list',
        },
      ],
    });
    const withGust = {
      ...answer,
      list: [{ ...answer.list[0], gust: 3.2, pop: 0.1 }, ...answer.list.slice(1)],
    };
    expect(validateClimateForecast(withGust)).toEqual({
      ok: false,
      issues: [
        {
          path: 'list[0].gust',
          message: `is not a field of the climate forecast here; allowed: ${DAY_FIELDS}`,
        },
        {
          path: 'list[0].pop',
          message: `is not a field of the climate forecast here; allowed: ${DAY_FIELDS}`,
        },
      ],
    });
  });

  it('refuses a cnt that is not the number of days, and more than 30 days', () => {
    expect(validateClimateForecast({ ...answer, cnt: 4 })).toEqual({
      ok: false,
      issues: [{ path: 'cnt', message: 'expected the number of list items (3), got 4' }],
    });
    expect(validateClimateForecast({ ...answer, cnt: 31 })).toEqual({
      ok: false,
      issues: [{ path: 'cnt', message: 'expected an integer from 1 to 30, got 31' }],
    });
  });
});
