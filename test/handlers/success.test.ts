import { describe, expect, it, vi } from 'vitest';
import {
  createWeatherGenerator,
  inLanguage,
  serializeWeatherRecord,
  type Units,
  validateWeatherRecord,
  type WeatherRecord,
} from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import { answerOf, expectedHeaders, NOW, SERVICE, useMswServer, weatherUrl } from './helpers.js';

const SEED = 42;
const double = createWeatherDouble({ seed: SEED, now: () => NOW });
const server = useMswServer(...double.handlers);

async function get(query: string, base = SERVICE) {
  return answerOf(await fetch(weatherUrl(query, base)));
}

const round2 = (value: number) => Math.round(value * 100) / 100;

describe('a successful answer', () => {
  it('is 200 with the generated record for the place and the clock, serialized exactly', async () => {
    const answer = await get('zip=94040,us&appid=k');
    const expected = createWeatherGenerator({ seed: SEED, now: () => NOW }).record({ zip: '94040,us' });
    expect(answer).toEqual({
      status: 200,
      body: serializeWeatherRecord(expected),
      headers: expectedHeaders('/data/2.5/weather?zip=94040,us'),
    });
    const record = JSON.parse(answer.body) as WeatherRecord;
    expect(validateWeatherRecord(record)).toEqual({ ok: true, record });
    expect(record).toMatchObject({ name: 'Mountain View', id: 0, cod: 200, sys: { country: 'US' } });
  });

  it('finds the same place with or without the country, in any case', async () => {
    const plain = await get('zip=94040&appid=k');
    expect((await get('zip=94040,US&appid=k')).body).toBe(plain.body);
    expect((await get('zip=94040,us&appid=k')).body).toBe(plain.body);
    expect((await get('zip=%2094040%20,%20Us&appid=k')).body).toBe(plain.body);
  });

  it('answers postal codes of other countries', async () => {
    const answer = await get('zip=10115,de&appid=k');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).sys.country).toBe('DE');
  });

  it('tolerates the parameters real clients add, in any order', async () => {
    const plain = await get('zip=94040&appid=k&units=metric');
    const noisy = await get('lang=en&mode=json&units=metric&cnt=1&appid=k&zip=94040');
    expect(noisy.status).toBe(200);
    expect(noisy.body).toBe(plain.body);
    expect(noisy.headers).toEqual(
      expectedHeaders('/data/2.5/weather?cnt=1&lang=en&mode=json&units=metric&zip=94040'),
    );
    // lang=de changes the descriptions only (test/lang/lang.test.ts).
    const german = await get('lang=de&mode=json&units=metric&cnt=1&appid=k&zip=94040');
    expect(JSON.parse(german.body)).toEqual(inLanguage(JSON.parse(plain.body), 'de'));
  });

  it('takes the first value of a repeated parameter', async () => {
    expect((await get('zip=94040&zip=00000&appid=k')).status).toBe(200);
    expect((await get('zip=00000&zip=94040&appid=k')).status).toBe(404);
    const metric = await get('zip=94040&appid=k&units=metric');
    expect((await get('zip=94040&appid=k&units=metric&units=imperial')).body).toBe(metric.body);
  });
});

describe('units', () => {
  const at = async (units: string | undefined) =>
    JSON.parse(
      (await get(`zip=94040,us&appid=k${units === undefined ? '' : `&units=${units}`}`)).body,
    ) as WeatherRecord;

  it('answers kelvin and m/s when absent or standard, and for an unknown or wrongly cased value', async () => {
    const absent = await at(undefined);
    expect(await at('standard')).toEqual(absent);
    expect(await at('kelvin')).toEqual(absent);
    expect(await at('Metric')).toEqual(absent);
    expect(await at('')).toEqual(absent);
    expect(absent.main.temp).toBeGreaterThan(200);
  });

  it('converts the same observation exactly: °C = K − 273.15, °F = °C × 9/5 + 32, mph = m/s × 2.23694', async () => {
    const kelvin = await at('standard');
    const metric = await at('metric');
    const imperial = await at('imperial');
    for (const field of ['temp', 'temp_min', 'temp_max'] as const) {
      expect(metric.main[field]).toBe(round2(kelvin.main[field] - 273.15));
      expect(imperial.main[field]).toBe(round2((metric.main[field] * 9) / 5 + 32));
    }
    expect(metric.wind.speed).toBe(kelvin.wind.speed);
    expect(imperial.wind.speed).toBe(round2(kelvin.wind.speed * 2.23694));
    // Nothing else changes with units.
    const rest = (record: WeatherRecord) => ({
      ...record,
      main: { ...record.main, temp: 0, temp_min: 0, temp_max: 0 },
      wind: { ...record.wind, speed: 0 },
    });
    expect(rest(metric)).toEqual(rest(kelvin));
    expect(rest(imperial)).toEqual(rest(kelvin));
  });

  it('is the generator record in those units', async () => {
    const generator = createWeatherGenerator({ seed: SEED, now: () => NOW });
    for (const units of ['standard', 'metric', 'imperial'] as Units[]) {
      expect((await get(`zip=94040&appid=k&units=${units}`)).body).toBe(
        serializeWeatherRecord(generator.record({ zip: '94040', units })),
      );
    }
  });
});

describe('determinism', () => {
  it('gives the same bytes for the same seed, clock and request, from another double too', async () => {
    const first = await get('zip=10001&appid=k&units=imperial');
    expect((await get('zip=10001&appid=k&units=imperial')).body).toBe(first.body);
    const twin = createWeatherDouble({ seed: SEED, now: () => NOW });
    server.use(...twin.handlers);
    expect((await get('zip=10001&appid=k&units=imperial')).body).toBe(first.body);
  });

  it('changes with the seed and with the clock', async () => {
    const base = (await get('zip=10001&appid=k')).body;
    server.use(...createWeatherDouble({ seed: SEED + 1, now: () => NOW }).handlers);
    expect((await get('zip=10001&appid=k')).body).not.toBe(base);
    server.use(...createWeatherDouble({ seed: SEED, now: () => NOW + 3 * 3600_000 }).handlers);
    const later = JSON.parse((await get('zip=10001&appid=k')).body) as WeatherRecord;
    expect(later.dt).toBeGreaterThan(JSON.parse(base).dt);
  });

  it('follows a moving clock: the same request gets the next observation after 10 minutes', async () => {
    let clock = NOW;
    const moving = createWeatherDouble({ seed: SEED, now: () => clock });
    server.use(...moving.handlers);
    const first = JSON.parse((await get('zip=94040&appid=k')).body) as WeatherRecord;
    clock = first.dt * 1000 + 599_000;
    expect(JSON.parse((await get('zip=94040&appid=k')).body)).toEqual(first);
    clock = first.dt * 1000 + 600_000;
    const next = JSON.parse((await get('zip=94040&appid=k')).body) as WeatherRecord;
    expect(next.dt).toBe(first.dt + 600);
    const generator = createWeatherGenerator({ seed: SEED, now: () => clock });
    expect(next).toEqual(generator.record({ zip: '94040' }));
    clock = NOW;
    expect(JSON.parse((await get('zip=94040&appid=k')).body)).toEqual(first);
  });

  it('takes the clock from a Date too', async () => {
    server.use(...createWeatherDouble({ seed: SEED, now: () => new Date(NOW) }).handlers);
    const fromDate = await get('zip=94040&appid=k');
    server.resetHandlers();
    expect((await get('zip=94040&appid=k')).body).toBe(fromDate.body);
  });
});

describe('where the double answers', () => {
  // MSW reports each unhandled request on the console before failing the fetch.
  const quietUnhandled = () => vi.spyOn(console, 'error').mockImplementation(() => {});

  it('answers https and http on the service hosts by default, every path there, and nothing else', async () => {
    quietUnhandled();
    for (const base of ['http://api.openweathermap.org', 'https://pro.openweathermap.org']) {
      expect((await get('zip=94040&appid=k', `${base}/data/2.5/weather`)).status).toBe(200);
    }
    // A path that is no route is the double's too: the service's unknown-route 404 (whole-host.test.ts).
    for (const path of ['/data/2.5/solar_radiation', '/data/2.5/weather/']) {
      expect(await get('zip=94040&appid=k', `https://api.openweathermap.org${path}`)).toMatchObject({
        status: 404,
        body: '{"cod":"404","message":"Internal error"}',
      });
    }
    await expect(fetch('https://example.com/data/2.5/weather?zip=94040&appid=k')).rejects.toThrow();
    await expect(
      fetch('https://api.openweathermap.org.example.com/data/2.5/weather?appid=k'),
    ).rejects.toThrow();
  });

  it('moves to baseUrl, with a path prefix', async () => {
    quietUnhandled();
    const local = createWeatherDouble({ seed: SEED, now: () => NOW, baseUrl: 'http://localhost:3000/owm/' });
    server.resetHandlers(...local.handlers);
    const answer = await get('zip=94040&appid=k', 'http://localhost:3000/owm/data/2.5/weather');
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual(expectedHeaders('/data/2.5/weather?zip=94040'));
    await expect(fetch(weatherUrl('zip=94040&appid=k'))).rejects.toThrow();
    await expect(fetch('http://localhost:3000/data/2.5/weather?zip=94040&appid=k')).rejects.toThrow();
  });

  it("answers any origin with '*'", async () => {
    quietUnhandled();
    const anywhere = createWeatherDouble({ seed: SEED, now: () => NOW, baseUrl: '*' });
    server.resetHandlers(...anywhere.handlers);
    for (const base of ['https://weather.internal', 'http://127.0.0.1:9999']) {
      expect((await get('zip=94040&appid=k', `${base}/data/2.5/weather`)).status).toBe(200);
    }
    await expect(fetch('https://weather.internal/v1/data/2.5/weather?zip=94040&appid=k')).rejects.toThrow();
  });

  it('serves the default weatherHandlers with the defaults (seed 0, any key)', async () => {
    const { weatherHandlers } = await import('weather-double/handlers');
    server.resetHandlers(...weatherHandlers);
    const answer = await get('zip=94040&appid=anything');
    expect(answer.status).toBe(200);
    expect(validateWeatherRecord(JSON.parse(answer.body)).ok).toBe(true);
    expect((await get('zip=94040')).status).toBe(401);
  });
});
