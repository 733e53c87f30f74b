// One Call's daily aggregation (GET /data/3.0/onecall/day_summary): the service's shape and key
// order, its errors, and one world: the aggregates of a date are One Call's hourly items of that date
// and what the weather endpoint reports at those hours; where One Call's day runs midnight to
// midnight (London in winter) they are One Call's daily item.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createWeatherGenerator,
  type DaySummaryAnswer,
  fetchOneCallDaySummary,
  fetchOneCallOverview,
  type OneCallHour,
  serializeDaySummary,
  validateDaySummary,
  WeatherApiError,
} from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import { handlersAndServer } from '../support/both.js';
import { caught, expectError } from '../support/errors.js';
import { failOnUnhandled } from '../support/msw.js';

const SEED = 12;
const ONE_CALL_401 =
  '{"cod":401, "message": "Please note that using One Call 3.0 requires a separate subscription to the One Call by Call plan. Learn more here https://openweathermap.org/price. If you have a valid subscription to the One Call by Call plan, but still receive this error, then please see https://openweathermap.org/faq#error401 for more info."}';
const DATE_FORMAT = '{"cod":400,"message":"Invalid date format","parameters":["date"]}';
const OUT_OF_RANGE = '{"cod":400,"message":"requested date is out of allowed range","parameters":["date"]}';
const BAD_TZ = '{"cod":400,"message":"Invalid tz format","parameters":["tz"]}';
const LONDON = { lat: 51.5085, lon: -0.1257 };
const AUGSBURG = { lat: 48.3705, lon: 10.8978 };
const round2 = (value: number) => Math.round(value * 100) / 100;

describe('day_summary: shape and errors through the handlers and the server', () => {
  const NOW = Date.UTC(2024, 5, 1, 18, 3);
  const { both } = handlersAndServer({ seed: SEED, now: () => NOW });

  it('answers the aggregates in the service’s key order, as the generator makes them', async () => {
    const { status, body } = await both(
      '/data/3.0/onecall/day_summary?lat=51.5085&lon=-0.1257&date=2024-05-31&units=metric&appid=k',
    );
    expect(status).toBe(200);
    const generator = createWeatherGenerator({ seed: SEED, now: () => NOW });
    expect(body).toBe(
      serializeDaySummary(generator.oneCallDaySummary(LONDON, { date: '2024-05-31', units: 'metric' })),
    );
    expect(body).toMatch(
      /^\{"lat":51\.5085,"lon":-0\.1257,"tz":"\+01:00","date":"2024-05-31","units":"metric","cloud_cover":\{"afternoon":\d+\},"humidity":\{"afternoon":\d+\},"precipitation":\{"total":[\d.]+\},"temperature":\{"min":[-\d.]+,"max":[-\d.]+,"afternoon":[-\d.]+,"night":[-\d.]+,"evening":[-\d.]+,"morning":[-\d.]+\},"pressure":\{"afternoon":\d+\},"wind":\{"max":\{"speed":[\d.]+,"direction":\d+\}\}\}$/,
    );
    expect(validateDaySummary(JSON.parse(body)).ok).toBe(true);
  });

  it('takes tz as ±HH:MM, an unencoded + (a space) as +, and says so in the answer', async () => {
    const encoded = await both(
      '/data/3.0/onecall/day_summary?lat=60.45&lon=-38.67&date=2023-03-30&tz=%2B03:00&appid=k',
    );
    const raw = await both(
      '/data/3.0/onecall/day_summary?lat=60.45&lon=-38.67&date=2023-03-30&tz=+03:00&appid=k',
    );
    expect(raw.body).toBe(encoded.body);
    expect(JSON.parse(encoded.body)).toMatchObject({ tz: '+03:00', date: '2023-03-30', units: 'standard' });
    const west = await both(
      '/data/3.0/onecall/day_summary?lat=60.45&lon=-38.67&date=2023-03-30&tz=-05:30&appid=k',
    );
    expect(JSON.parse(west.body).tz).toBe('-05:30');
    // Without tz: the place's own offset that day (Nuuk, UTC-2 then).
    const own = await both('/data/3.0/onecall/day_summary?lat=60.45&lon=-38.67&date=2023-03-30&appid=k');
    expect(JSON.parse(own.body).tz).toBe('-02:00');
  });

  it.each([
    ['date=2024-05-31', 401, ONE_CALL_401, ''],
    ['date=2024-05-31', 401, ONE_CALL_401, '&appid='],
    ['date=2024-05-31&lat=91&lon=0', 400, '{"cod":"400","message":"wrong latitude"}', '&appid=k'],
    ['date=2024-05-31', 400, '{"cod":"400","message":"Nothing to geocode"}', '&appid=k'],
    ['lat=1&lon=2', 400, DATE_FORMAT, '&appid=k'],
    ['lat=1&lon=2&date=2024-5-31', 400, DATE_FORMAT, '&appid=k'],
    ['lat=1&lon=2&date=2024-02-30', 400, DATE_FORMAT, '&appid=k'],
    ['lat=1&lon=2&date=yesterday', 400, DATE_FORMAT, '&appid=k'],
    ['lat=1&lon=2&date=1979-01-01', 400, OUT_OF_RANGE, '&appid=k'],
    ['lat=1&lon=2&date=2025-12-02', 400, OUT_OF_RANGE, '&appid=k'],
    ['lat=1&lon=2&date=2024-05-31&tz=3', 400, BAD_TZ, '&appid=k'],
    ['lat=1&lon=2&date=2024-05-31&tz=%2B15:00', 400, BAD_TZ, '&appid=k'],
    ['lat=1&lon=2&date=2024-05-31&tz=%2B03:60', 400, BAD_TZ, '&appid=k'],
  ])('%s%s → %i', async (query, status, body, key) => {
    expect(await both(`/data/3.0/onecall/day_summary?${query}${key}`)).toEqual({ status, body });
  });

  it('serves 1979-01-02 to 18 months after the clock’s date, both included', async () => {
    for (const date of ['1979-01-02', '2025-12-01']) {
      const { status, body } = await both(`/data/3.0/onecall/day_summary?lat=1&lon=2&date=${date}&appid=k`);
      expect(status, date).toBe(200);
      expect(JSON.parse(body).date).toBe(date);
    }
  });
});

describe('day_summary: one world with One Call and the weather endpoint', () => {
  it('is One Call’s daily item where the day runs midnight to midnight (London in January)', () => {
    const NOW = Date.UTC(2024, 0, 15, 9, 30);
    const generator = createWeatherGenerator({ seed: SEED, now: () => NOW });
    const oneCall = generator.oneCall(LONDON, { units: 'metric' });
    for (const [k, date] of [
      [0, '2024-01-15'],
      [1, '2024-01-16'],
    ] as const) {
      const daily = oneCall.daily?.[k];
      const day = generator.oneCallDaySummary(LONDON, { date, units: 'metric' });
      expect(day.tz).toBe('+00:00');
      expect(day.temperature).toEqual({
        min: daily?.temp.min,
        max: daily?.temp.max,
        afternoon: daily?.temp.day,
        night: daily?.temp.night,
        evening: daily?.temp.eve,
        morning: daily?.temp.morn,
      });
      expect([day.cloud_cover.afternoon, day.humidity.afternoon, day.pressure.afternoon]).toEqual([
        daily?.clouds,
        daily?.humidity,
        daily?.pressure,
      ]);
      expect(day.wind.max).toEqual({ speed: daily?.wind_speed, direction: daily?.wind_deg });
      expect(
        Math.abs(day.precipitation.total - ((daily?.rain ?? 0) + (daily?.snow ?? 0))),
      ).toBeLessThanOrEqual(0.011);
    }
  });

  it('is made of One Call’s hourly items of the date, in the place’s offset or in tz', () => {
    // Augsburg in June (UTC+2): the date's local hours 00:00–23:00 are hourly items 0–23 of a One
    // Call asked at the local midnight before it, the closing midnight item 24.
    const midnight = Date.UTC(2024, 5, 1, 22) / 1000; // 2024-06-02 00:00 local
    const generator = createWeatherGenerator({ seed: SEED, now: () => (midnight + 1800) * 1000 });
    const hourly = generator.oneCall(AUGSBURG, { units: 'imperial' }).hourly as OneCallHour[];
    expect(hourly[0]?.dt).toBe(midnight);
    const check = (day: DaySummaryAnswer, first: number) => {
      const hours = hourly.slice(first, first + 24);
      const closing = hourly[first + 24] as OneCallHour;
      const temps = [...hours, closing].map((h) => h.temp);
      expect(day.temperature).toEqual({
        min: Math.min(...temps),
        max: Math.max(...temps),
        afternoon: hours[12]?.temp,
        night: closing.temp,
        evening: hours[18]?.temp,
        morning: hours[6]?.temp,
      });
      const noon = hours[12] as OneCallHour;
      expect([day.cloud_cover.afternoon, day.humidity.afternoon, day.pressure.afternoon]).toEqual([
        noon.clouds,
        noon.humidity,
        noon.pressure,
      ]);
      const fastest = Math.max(...hours.map((h) => h.wind_speed));
      expect(day.wind.max.speed).toBe(fastest);
      expect(hours.filter((h) => h.wind_speed === fastest).map((h) => h.wind_deg)).toContain(
        day.wind.max.direction,
      );
      const total = hours.reduce((sum, h) => sum + (h.rain?.['1h'] ?? 0) + (h.snow?.['1h'] ?? 0), 0);
      expect(day.precipitation.total).toBe(round2(total));
    };
    check(generator.oneCallDaySummary(AUGSBURG, { date: '2024-06-02', units: 'imperial' }), 0);
    // The same date in UTC: its hours start 2 hours later on One Call's clock.
    check(generator.oneCallDaySummary(AUGSBURG, { date: '2024-06-02', tz: '+00:00', units: 'imperial' }), 2);
  });

  it('reports at 06:00, 12:00 and 18:00 what the weather endpoint reports then', () => {
    const generator = createWeatherGenerator({ seed: SEED, now: () => Date.UTC(2024, 5, 1) });
    const day = generator.oneCallDaySummary(AUGSBURG, { date: '2023-07-14', units: 'metric' });
    const at = (utcHour: number) =>
      generator.record({ ...AUGSBURG, units: 'metric', at: Date.UTC(2023, 6, 14, utcHour) });
    expect(day.tz).toBe('+02:00');
    expect([day.temperature.morning, day.temperature.afternoon, day.temperature.evening]).toEqual([
      at(4).main.temp,
      at(10).main.temp,
      at(16).main.temp,
    ]);
    expect([day.humidity.afternoon, day.pressure.afternoon, day.cloud_cover.afternoon]).toEqual([
      at(10).main.humidity,
      at(10).main.pressure,
      at(10).clouds.all,
    ]);
  });

  it('refuses a bad date or tz from the generator with INVALID_OPTION naming it', () => {
    const generator = createWeatherGenerator({ seed: SEED });
    expectError(
      () => generator.oneCallDaySummary(LONDON, { date: '2024-13-01' }),
      'INVALID_OPTION',
      'date',
      'Invalid option date: expected a date \'YYYY-MM-DD\' from 1970 to 2099, got "2024-13-01".',
    );
    expectError(
      () => generator.oneCallDaySummary(LONDON, { date: '2024-01-01', tz: 'UTC' }),
      'INVALID_OPTION',
      'tz',
      'Invalid option tz: expected a UTC offset \'±HH:MM\' from -12:00 to +14:00, got "UTC".',
    );
  });
});

describe('fetchOneCallDaySummary and fetchOneCallOverview', () => {
  const NOW = Date.UTC(2024, 5, 1, 18, 3);
  const double = createWeatherDouble({ seed: SEED, now: () => NOW });
  const msw = setupServer(...double.handlers);
  beforeAll(() => msw.listen(failOnUnhandled));
  afterAll(() => msw.close());
  const generator = createWeatherGenerator({ seed: SEED, now: () => NOW });

  it('get the answers the generator makes, sending tz encoded', async () => {
    const day = await fetchOneCallDaySummary({ ...LONDON, appid: 'k', date: '2024-05-31', tz: '+03:00' });
    expect(day).toEqual(generator.oneCallDaySummary(LONDON, { date: '2024-05-31', tz: '+03:00' }));
    expect(new URL(double.requests.at(-1)!.url).search).toBe(
      '?lat=51.5085&lon=-0.1257&date=2024-05-31&tz=%2B03%3A00&appid=***',
    );
    const overview = await fetchOneCallOverview({
      ...LONDON,
      appid: 'k',
      date: '2024-06-02',
      units: 'metric',
    });
    expect(overview).toEqual(generator.oneCallOverview(LONDON, { date: '2024-06-02', units: 'metric' }));
  });

  it('reject the service’s 400 as a WeatherApiError, and a bad date before sending', async () => {
    const error = await caught(() => fetchOneCallDaySummary({ ...LONDON, appid: 'k', date: '1970-01-01' }));
    expect(error).toBeInstanceOf(WeatherApiError);
    expect([(error as WeatherApiError).status, (error as WeatherApiError).cod]).toEqual([400, 400]);
    expect((error as WeatherApiError).serviceMessage).toBe('requested date is out of allowed range');
    const count = double.requests.length;
    await expect(fetchOneCallOverview({ ...LONDON, appid: 'k', date: 'tomorrow' })).rejects.toMatchObject({
      code: 'INVALID_OPTION',
      path: 'date',
    });
    expect(double.requests).toHaveLength(count);
  });
});
