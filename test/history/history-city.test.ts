// The History API's city history, GET history.openweathermap.org/data/2.5/history/city (issue 41):
// its bytes through the MSW handlers and the server, each parameter and error (docs/history.md),
// and one world: an hour of the history is what the weather endpoint and One Call's timemachine
// report of that place at that hour.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  type CityHistory,
  type CurrentWeatherRecord,
  createWeatherGenerator,
  type OneCallTimemachineAnswer,
  serializeCityHistory,
  validateCityHistory,
} from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import { handlersAndServer } from '../support/both.js';

const HOST = 'https://history.openweathermap.org';
const PATH = '/data/2.5/history/city';
const SEED = 8;
const HOUR = 3600;
/** The clock: 2024-01-15 09:30 UTC; its hour is 09:00. */
const NOW = Date.UTC(2024, 0, 15, 9, 30);
const NOW_HOUR = Date.UTC(2024, 0, 15, 9) / 1000;
/** 2024-01-07 00:00 UTC, a week and a bit before the clock. */
const WEEK_START = Date.UTC(2024, 0, 7) / 1000;
const error = (message: string) => JSON.stringify({ cod: '400', message });

/** The hours of an answer, as Unix seconds. */
const hoursOf = (history: CityHistory) => history.list.map((hour) => hour.dt);
/** `count` whole hours from `first`. */
const hoursFrom = (first: number, count: number) => Array.from({ length: count }, (_, k) => first + k * HOUR);

describe('GET /data/2.5/history/city through the handlers and the server', () => {
  const { double, both: bothAt } = handlersAndServer({ seed: SEED, now: () => NOW }, HOST);
  /** The answer to `query` from the handlers (on the history host), the same bytes from the server. */
  const both = (query: string) => bothAt(`${PATH}?${query}`);
  const history = async (query: string) => {
    const { status, body } = await both(query);
    expect({ status, body: body.slice(0, 80) }).toMatchObject({ status: 200 });
    const answer = JSON.parse(body) as CityHistory;
    expect(validateCityHistory(answer)).toEqual({ ok: true, history: answer });
    return answer;
  };

  it("answers the page's own request (the place alone): the 24 hours up to the clock's, in the service's order", async () => {
    const { status, body } = await both('lat=41.85&lon=-87.65&appid=k');
    expect(status).toBe(200);
    expect(body).toMatch(
      /^\{"message":"Count: 24","cod":"200","city_id":4887398,"calctime":0\.002964,"cnt":24,"list":\[\{"dt":1705226400,"main":\{"temp":[\d.]+,"feels_like":[\d.]+,"pressure":\d+,"humidity":\d+,"temp_min":[\d.]+,"temp_max":[\d.]+\},"wind":\{"speed":[\d.]+,"deg":\d+(,"gust":[\d.]+)?\},"clouds":\{"all":\d+\},"weather":\[\{"id":\d+,"main":"[A-Za-z]+","description":"[a-z ]+","icon":"\d\d[dn]"\}(,\{[^\]]+\})*\](,"rain":\{"1h":[\d.]+\})?(,"snow":\{"1h":[\d.]+\})?\},\{"dt":1705230000,/,
    );
    const answer = JSON.parse(body) as CityHistory;
    expect(hoursOf(answer)).toEqual(hoursFrom(NOW_HOUR - 23 * HOUR, 24));
    expect(validateCityHistory(answer).ok).toBe(true);
  });

  it.each([
    'q=London,GB&type=hour&start=1704844800&end=1704866400&appid=k',
    'id=2643743&start=1704844800&cnt=3&units=metric&lang=de&appid=k',
    'lat=51.5085&lon=-0.1257&end=1705000000&units=imperial&appid=k',
    'id=2643743&type=day&appid=k',
    'zip=94040&appid=k',
    'q=Nowhereville&appid=k',
    'id=abc&appid=k',
    'id=2643743&start=1704866400&end=1704844800&appid=k',
    'id=2643743&start=1704844800&end=1705536000&appid=k',
    'id=2643743&start=1600000000&appid=k',
    'id=2643743&start=yesterday&appid=k',
    'id=2643743&end=1704844800.5&appid=k',
    'id=2643743',
  ])('gives the same bytes through the handlers and the server: %s', async (query) => {
    const { status, body } = await both(query);
    expect([200, 400, 401, 404]).toContain(status);
    const lang = new URLSearchParams(query).get('lang') ?? undefined;
    if (status === 200) expect(validateCityHistory(JSON.parse(body), { lang }).ok).toBe(true);
  });

  it('takes the place as coordinates, a city ID or a name, the weather of one place each; never a postal code', async () => {
    const byName = await history('q=London,GB&start=1704844800&cnt=6&appid=k');
    const byId = await history('id=2643743&start=1704844800&cnt=6&appid=k');
    const byCoordinates = await history('lat=51.5085&lon=-0.1257&start=1704844800&cnt=6&appid=k');
    expect(byName.city_id).toBe(2643743);
    expect(byId).toEqual(byName);
    expect(byCoordinates).toEqual(byName);
    // The coordinates name the nearest city; far from any (mid-Atlantic), 0.
    expect((await history('lat=51.4&lon=-0.2&cnt=1&appid=k')).city_id).not.toBe(0);
    expect((await history('lat=0&lon=-30&cnt=1&appid=k')).city_id).toBe(0);
    // A postal code is no form of the History API: alone it names nothing, beside a name it is ignored.
    expect(await both('zip=94040&appid=k')).toEqual({ status: 400, body: error('Nothing to geocode') });
    expect(await history('zip=94040&q=London,GB&start=1704844800&cnt=6&appid=k')).toEqual(byName);
    expect(await both('appid=k')).toEqual({ status: 400, body: error('Nothing to geocode') });
    // The weather endpoint's checks and errors, in its order.
    expect(await both('lat=91&lon=0&appid=k')).toEqual({ status: 400, body: error('wrong latitude') });
    expect(await both('lat=10&lon=181&appid=k')).toEqual({ status: 400, body: error('wrong longitude') });
    expect(await both('id=abc&appid=k')).toEqual({ status: 400, body: error('abc is not a city ID') });
    expect(await both('id=0&appid=k')).toEqual({ status: 400, body: error('Invalid ID') });
    expect(await both('q=Nowhereville&type=day&appid=k')).toEqual({
      status: 404,
      body: '{"cod":"404","message":"city not found"}',
    });
  });

  it("reports the service's Globe at 0°, 0° from model data: no spread in any hour", async () => {
    const globe = await history('lat=0&lon=0&start=1704844800&cnt=24&appid=k');
    expect(globe.city_id).toBe(6295630);
    for (const { main } of globe.list) expect([main.temp_min, main.temp_max]).toEqual([main.temp, main.temp]);
  });

  it('takes type=hour, absent or empty alike, and refuses any other type', async () => {
    const asked = await both('id=2643743&start=1704844800&cnt=2&type=hour&appid=k');
    expect(await both('id=2643743&start=1704844800&cnt=2&appid=k')).toEqual(asked);
    expect(await both('id=2643743&start=1704844800&cnt=2&type=&appid=k')).toEqual(asked);
    for (const type of ['day', 'Hour', 'tick']) {
      expect(await both(`id=2643743&start=1704844800&cnt=2&type=${type}&appid=k`)).toEqual({
        status: 400,
        body: error('type must be hour'),
      });
    }
  });

  it('reads start, end and cnt: whole hours from start to end, or cnt of them, 24 without either', async () => {
    const at = (day: number, hour: number, minute = 0) => Date.UTC(2024, 0, day, hour, minute) / 1000;
    const hours = async (query: string) => hoursOf(await history(`id=2643743&${query}&appid=k`));
    // The first whole hour at or after start, the last at or before end, both included.
    expect(await hours(`start=${at(10, 10, 30)}&end=${at(10, 13)}`)).toEqual(hoursFrom(at(10, 11), 3));
    expect(await hours(`start=${at(10, 10)}&end=${at(10, 13, 59)}`)).toEqual(hoursFrom(at(10, 10), 4));
    expect(await hours(`start=${at(10, 10)}&cnt=3`)).toEqual(hoursFrom(at(10, 10), 3));
    // With end and cnt, the first cnt hours; without either, 24 hours.
    expect(await hours(`start=${at(10, 10)}&end=${at(10, 20)}&cnt=2`)).toEqual(hoursFrom(at(10, 10), 2));
    expect(await hours(`start=${at(10, 10)}`)).toEqual(hoursFrom(at(10, 10), 24));
    // Without start: the hours that end at end, or at the clock's hour.
    expect(await hours(`end=${at(12, 6, 40)}`)).toEqual(hoursFrom(at(11, 7), 24));
    expect(await hours(`end=${at(12, 6)}&cnt=2`)).toEqual(hoursFrom(at(12, 5), 2));
    expect(await hours('cnt=5')).toEqual(hoursFrom(NOW_HOUR - 4 * HOUR, 5));
    // A cnt that is not a whole number from 1 is ignored; empty start and end are not given.
    for (const cnt of ['0', '-2', '1.5', 'abc', '']) {
      expect(await hours(`start=${at(10, 10)}&cnt=${cnt}`)).toEqual(hoursFrom(at(10, 10), 24));
    }
    expect(await hours('start=&end=&cnt=2')).toEqual(hoursFrom(NOW_HOUR - HOUR, 2));
    // The hours after the clock's have not happened: left out.
    expect(await hours(`start=${at(15, 7)}&end=${at(16, 7)}`)).toEqual(hoursFrom(at(15, 7), 3));
    // No whole hour from start to end: none.
    const none = await history(`id=2643743&start=${at(10, 10, 10)}&end=${at(10, 10, 50)}&appid=k`);
    expect([none.message, none.cnt, none.list]).toEqual(['Count: 0', 0, []]);
  });

  it('answers a week-long request: 168 hours (cnt=168), 169 from start to end a week later (both ends)', async () => {
    const week = await history(`id=2643743&start=${WEEK_START}&cnt=168&appid=k`);
    expect([week.message, week.cnt, week.calctime]).toEqual(['Count: 168', 168, 0.015348]);
    expect(hoursOf(week)).toEqual(hoursFrom(WEEK_START, 168));
    // Start and end a week apart hold both ends, as a recorded answer's "Count: 169".
    const ends = await history(`id=2643743&start=${WEEK_START}&end=${WEEK_START + 7 * 86_400}&appid=k`);
    expect(hoursOf(ends)).toEqual(hoursFrom(WEEK_START, 169));
    expect(ends.list.slice(0, 168)).toEqual(week.list);
    expect((await history(`id=2643743&start=${WEEK_START}&cnt=169&appid=k`)).cnt).toBe(169);
    const overAWeek = { status: 400, body: error('requested period must be at most one week') };
    expect(
      await both(`id=2643743&start=${WEEK_START}&end=${WEEK_START + 7 * 86_400 + HOUR}&appid=k`),
    ).toEqual(overAWeek);
    expect(await both(`id=2643743&start=${WEEK_START}&cnt=170&appid=k`)).toEqual(overAWeek);
    expect(await both(`id=2643743&end=${NOW_HOUR}&cnt=170&appid=k`)).toEqual(overAWeek);
  });

  it('refuses start after end, moments that are not Unix seconds, and hours out of the year before the clock', async () => {
    expect(await both('id=2643743&start=1704866400&end=1704844800&appid=k')).toEqual({
      status: 400,
      body: error('start must not be after end'),
    });
    for (const start of ['yesterday', '-5', '1704844800.5', '17048448001']) {
      expect(await both(`id=2643743&start=${start}&appid=k`)).toEqual({
        status: 400,
        body: error('wrong start'),
      });
    }
    expect(await both('id=2643743&end=abc&appid=k')).toEqual({ status: 400, body: error('wrong end') });
    // From the same hour a year before the clock's (2023-01-15 09:00 UTC) to the clock's hour.
    const yearBefore = Date.UTC(2023, 0, 15, 9) / 1000;
    expect((await history(`id=2643743&start=${yearBefore}&cnt=2&appid=k`)).list[0]?.dt).toBe(yearBefore);
    const outOfRange = { status: 400, body: error('requested time is out of allowed range') };
    expect(await both(`id=2643743&start=${yearBefore - HOUR}&cnt=2&appid=k`)).toEqual(outOfRange);
    expect(await both(`id=2643743&start=${NOW_HOUR + 1}&appid=k`)).toEqual(outOfRange);
    expect(await both(`id=2643743&end=${yearBefore + 22 * HOUR}&appid=k`)).toEqual(outOfRange);
    expect((await history(`id=2643743&start=${NOW_HOUR}&appid=k`)).cnt).toBe(1);
  });

  it("converts units as the service does, and writes descriptions in lang's language", async () => {
    const query = 'id=2643743&start=1704844800&cnt=12&appid=k';
    const standard = await history(query);
    const metric = await history(`${query}&units=metric`);
    const imperial = await history(`${query}&units=imperial`);
    const round2 = (value: number) => Math.round(value * 100) / 100;
    standard.list.forEach((hour, k) => {
      const celsius = round2(hour.main.temp - 273.15);
      expect(metric.list[k]?.main.temp).toBe(celsius);
      expect(imperial.list[k]?.main.temp).toBe(round2((celsius * 9) / 5 + 32));
      expect(metric.list[k]?.wind.speed).toBe(hour.wind.speed);
      expect(imperial.list[k]?.wind.speed).toBe(round2(hour.wind.speed * 2.23694));
      expect([imperial.list[k]?.main.pressure, imperial.list[k]?.clouds]).toEqual([
        hour.main.pressure,
        hour.clouds,
      ]);
    });
    const german = JSON.parse((await both(`${query}&lang=de`)).body) as CityHistory;
    expect(validateCityHistory(german, { lang: 'de' }).ok).toBe(true);
    expect(validateCityHistory(german).ok).toBe(false);
    expect(german.list.map((hour) => hour.weather[0]?.id)).toEqual(
      standard.list.map((hour) => hour.weather[0]?.id),
    );
  });

  it('is answered on every host of the service, with the key checked first', async () => {
    const query = 'id=2643743&start=1704844800&cnt=2';
    const onHistory = await (await fetch(`${HOST}${PATH}?${query}&appid=k`)).text();
    for (const origin of [
      'https://api.openweathermap.org',
      'http://pro.openweathermap.org',
      'http://history.openweathermap.org',
    ]) {
      expect(await (await fetch(`${origin}${PATH}?${query}&appid=k`)).text()).toBe(onHistory);
    }
    expect(await both(query)).toEqual({
      status: 401,
      body: '{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}',
    });
    double.requests.clear();
    await fetch(`${HOST}${PATH}?id=2643743&cnt=1&appid=secret`);
    expect(
      double.requests.map((entry) => [new URL(entry.url).host, entry.query.appid, entry.status]),
    ).toEqual([['history.openweathermap.org', '***', 200]]);
  });
});

describe('one world: an hour of the history is the weather endpoint’s and the timemachine’s at that hour', () => {
  // Oslo in January: rain, snow, gusts and calm hours, days and nights in one week.
  const OSLO = { id: 3143244 };

  it.each(['standard', 'metric', 'imperial'] as const)('for a week at Oslo, in %s units', async (units) => {
    let clock = NOW;
    const double = createWeatherDouble({ seed: SEED, now: () => clock, shape: 'current' });
    const ask = async (url: string) => {
      const response = await getResponse(double.handlers, new Request(`${url}&units=${units}&appid=k`));
      expect(response?.status, url).toBe(200);
      return (await response!.json()) as unknown;
    };
    const week = (await ask(`${HOST}${PATH}?id=${OSLO.id}&start=${WEEK_START}&cnt=168`)) as CityHistory;
    expect(week.cnt).toBe(168);
    const seen = { rain: 0, snow: 0, gust: 0, calm: 0, days: 0, nights: 0 };
    for (const hour of week.list) {
      clock = hour.dt * 1000;
      const record = (await ask(
        `https://api.openweathermap.org/data/2.5/weather?id=${OSLO.id}`,
      )) as CurrentWeatherRecord;
      const { lat, lon } = record.coord;
      const past = (await ask(
        `https://api.openweathermap.org/data/3.0/onecall/timemachine?lat=${lat}&lon=${lon}&dt=${hour.dt}`,
      )) as OneCallTimemachineAnswer;
      const moment = past.data[0]!;
      const { main, wind, clouds, weather, rain, snow } = hour;
      // The weather endpoint at the clock reaching the hour: the same record, field for field.
      expect({ main, wind, clouds: clouds.all, ids: weather.map((w) => w.id), rain, snow }).toEqual({
        main: {
          temp: record.main.temp,
          feels_like: record.main.feels_like,
          pressure: record.main.pressure,
          humidity: record.main.humidity,
          temp_min: record.main.temp_min,
          temp_max: record.main.temp_max,
        },
        wind: record.wind,
        clouds: record.clouds.all,
        ids: record.weather.map((w) => w.id),
        rain: record.rain,
        snow: record.snow,
      });
      // The timemachine at dt: the same values, and the same icons (the sun of the hour's local day).
      expect({ ...main, wind, clouds: clouds.all, weather, rain, snow }).toMatchObject({
        temp: moment.temp,
        feels_like: moment.feels_like,
        pressure: moment.pressure,
        humidity: moment.humidity,
        wind: {
          speed: moment.wind_speed,
          deg: moment.wind_deg,
          ...(moment.wind_gust === undefined ? {} : { gust: moment.wind_gust }),
        },
        clouds: moment.clouds,
        weather: moment.weather,
        rain: moment.rain,
        snow: moment.snow,
      });
      seen.rain += rain ? 1 : 0;
      seen.snow += snow ? 1 : 0;
      seen.gust += wind.gust === undefined ? 0 : 1;
      seen.calm += wind.gust === undefined ? 1 : 0;
      seen.days += weather[0]!.icon.endsWith('d') ? 1 : 0;
      seen.nights += weather[0]!.icon.endsWith('n') ? 1 : 0;
    }
    // The week holds every case the comparison is about.
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(0);
  });
});

describe('generator.cityHistory', () => {
  const generator = createWeatherGenerator({ seed: SEED, now: () => NOW });

  it('is what the route answers, byte for byte, for the same place, span and units', async () => {
    const double = createWeatherDouble({ seed: SEED, now: () => NOW });
    const cases = [
      [
        { q: 'London,GB' },
        { start: 1704844800, end: 1704866400 },
        'q=London,GB&start=1704844800&end=1704866400',
      ],
      [
        { id: 3143244 },
        { start: WEEK_START, cnt: 168, units: 'metric' },
        `id=3143244&start=${WEEK_START}&cnt=168&units=metric`,
      ],
      [{ lat: 41.85, lon: -87.65 }, { units: 'imperial' }, 'lat=41.85&lon=-87.65&units=imperial'],
      [undefined, {}, 'q=Mountain View,US'],
    ] as const;
    for (const [place, options, query] of cases) {
      const response = await getResponse(double.handlers, new Request(`${HOST}${PATH}?${query}&appid=k`));
      expect(serializeCityHistory(generator.cityHistory(place, options)), query).toBe(await response!.text());
    }
  });

  it('takes another clock with at', () => {
    const at = Date.UTC(2024, 5, 1, 18, 20);
    const then = generator.cityHistory({ id: 2643743 }, { at, cnt: 2 });
    expect(hoursOf(then)).toEqual([Date.UTC(2024, 5, 1, 17) / 1000, Date.UTC(2024, 5, 1, 18) / 1000]);
  });

  it('refuses what the route refuses, naming the option and what it allows', () => {
    const refused = (place: unknown, options: unknown) => {
      try {
        generator.cityHistory(place as never, options as never);
      } catch (thrown) {
        const { code, path, message } = thrown as { code: string; path: string; message: string };
        return { code, path, message };
      }
      return undefined;
    };
    expect(refused({ zip: '94040' }, {})).toEqual({
      code: 'INVALID_OPTION',
      path: 'zip',
      message:
        '[weather-double] Invalid option zip: expected no postal code: the History API takes { lat, lon }, { q } or { id }, got "94040".',
    });
    expect(refused({ id: 2643743 }, { cnt: 170 })).toMatchObject({
      path: 'cnt',
      message:
        '[weather-double] Invalid option cnt: expected an integer from 1 to 169 (hours: a week, both ends), got 170.',
    });
    expect(refused({ id: 2643743 }, { start: 1704866400, end: 1704844800 })).toMatchObject({
      path: 'end',
      message:
        '[weather-double] Invalid option end: expected Unix seconds at or after start (1704866400), got 1704844800.',
    });
    expect(refused({ id: 2643743 }, { start: WEEK_START, end: WEEK_START + 8 * 86_400 })).toMatchObject({
      path: 'end',
      message: `[weather-double] Invalid option end: expected at most a week (604800 seconds) after start (${WEEK_START}), got ${WEEK_START + 8 * 86_400}.`,
    });
    expect(refused({ id: 2643743 }, { start: 1600000000 })).toMatchObject({
      path: 'start',
      message:
        "[weather-double] Invalid option start: expected Unix seconds from 2023-01-15T09:00:00Z to 2024-01-15T09:00:00Z (a year before the clock's hour to it), got 1600000000.",
    });
    expect(refused({ id: 2643743 }, { start: 'yesterday' })).toMatchObject({ path: 'start' });
    expect(refused({ id: 2643743 }, { units: 'kelvin' })).toMatchObject({ path: 'units' });
    expect(refused({ id: 2643743 }, { step: 2 })).toMatchObject({ path: 'step' });
    expect(refused({ q: 'Nowhereville' }, {})).toMatchObject({ code: 'INVALID_ARGUMENT', path: 'q' });
    expect(refused('London', {})).toMatchObject({ path: 'location' });
  });
});

describe('validateCityHistory', () => {
  const generator = createWeatherGenerator({ seed: SEED, now: () => NOW });
  const oslo = generator.cityHistory({ id: 3143244 }, { start: WEEK_START, cnt: 168 });

  it('accepts the answers, and every issue of a broken one at its path', () => {
    expect(validateCityHistory(oslo)).toEqual({ ok: true, history: oslo });
    const broken = structuredClone(oslo);
    const rainy = broken.list.findIndex((hour) => hour.rain !== undefined);
    const gusty = broken.list.findIndex((hour) => hour.wind.gust !== undefined);
    broken.message = 'Count: 3';
    broken.list[1]!.dt += HOUR;
    delete broken.list[rainy]!.rain;
    broken.list[gusty]!.wind.gust = Math.round(broken.list[gusty]!.wind.speed * 50) / 100;
    broken.list[2]!.main.temp_min = broken.list[2]!.main.temp + 1;
    broken.list[3]!.weather[0]!.main = 'Sunshine';
    const result = validateCityHistory(broken);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining([
        'message',
        'list[1].dt',
        `list[${rainy}].rain`,
        `list[${gusty}].wind.gust`,
        'list[2].main.temp_min',
        'list[3].weather[0].main',
      ]),
    );
    expect(validateCityHistory({ ...oslo, cnt: 167 })).toMatchObject({
      ok: false,
      issues: [{ path: 'cnt' }, { path: 'message' }],
    });
    // More than a week of hours is no answer of the service's.
    expect(validateCityHistory({ ...oslo, list: [...oslo.list, ...oslo.list.slice(0, 2)] })).toMatchObject({
      ok: false,
      issues: [{ path: 'list' }],
    });
    expect(() => validateCityHistory(oslo, { language: 'de' } as never)).toThrow('Unknown option language');
  });
});
