import { describe, expect, it } from 'vitest';
import {
  createWeatherGenerator,
  serializeWeatherRecord,
  WeatherDoubleError,
  type WeatherRecord,
} from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import { answerOf, BODY, expectedHeaders, NOW, useMswServer, weatherUrl } from './helpers.js';

const double = createWeatherDouble({ seed: 3, now: () => NOW });
const server = useMswServer(...double.handlers);

async function get(query: string, init?: RequestInit) {
  return answerOf(await fetch(weatherUrl(query), init));
}

describe('error scenarios', () => {
  const cases = [
    ['unauthorized', 401],
    ['notFound', 404],
    ['nothingToGeocode', 400],
    ['rateLimited', 429],
    ['serverError', 500],
  ] as const;

  for (const [name, status] of cases) {
    it(`${name}() answers ${status} with the exact body and the headers, to every request`, async () => {
      server.use(double.scenarios[name]());
      for (const query of ['zip=94040&appid=k', 'zip=10001,us&units=metric&appid=k', '']) {
        expect(await get(query)).toEqual({
          status,
          body: BODY[status],
          headers: expectedHeaders(
            `/data/2.5/weather?${query
              .split('&')
              .filter((p) => p && !p.startsWith('appid'))
              .sort()
              .join('&')}`,
          ),
        });
      }
    });
  }

  it('rateLimited() gives the status text Too Many Requests', async () => {
    server.use(double.scenarios.rateLimited());
    expect((await fetch(weatherUrl('zip=94040&appid=k'))).statusText).toBe('Too Many Requests');
  });

  it('networkError() makes fetch reject as a network failure does', async () => {
    server.use(double.scenarios.networkError());
    await expect(fetch(weatherUrl('zip=94040&appid=k'))).rejects.toThrow(TypeError);
  });
});

describe('once and zip', () => {
  it('once answers one request, then falls through to the normal answer', async () => {
    server.use(double.scenarios.serverError({ once: true }));
    expect((await get('zip=94040&appid=k')).status).toBe(500);
    expect((await get('zip=94040&appid=k')).status).toBe(200);
    expect((await get('zip=94040&appid=k')).status).toBe(200);
  });

  it('zip answers only requests for that postal code (country case-insensitive, US by default)', async () => {
    server.use(double.scenarios.notFound({ zip: '10001' }));
    expect((await get('zip=10001&appid=k')).status).toBe(404);
    expect((await get('zip=10001,US&appid=k')).status).toBe(404);
    expect((await get('zip=10001,us&appid=k&units=metric')).status).toBe(404);
    expect((await get('zip=94040&appid=k')).status).toBe(200);
    expect((await get('zip=10001,de&appid=k')).status).toBe(200);
    expect((await get('appid=k')).status).toBe(400);
  });

  it('once with zip is used up only by a request for that postal code', async () => {
    server.use(double.scenarios.rateLimited({ once: true, zip: '2000,au' }));
    expect((await get('zip=94040&appid=k')).status).toBe(200);
    expect((await get('zip=10001&appid=k')).status).toBe(200);
    expect((await get('zip=2000,AU&appid=k')).status).toBe(429);
    expect((await get('zip=2000,au&appid=k')).status).toBe(200);
  });

  it('stacks: the scenario added last answers first', async () => {
    server.use(double.scenarios.serverError());
    server.use(double.scenarios.unauthorized({ zip: '94040', once: true }));
    expect((await get('zip=94040&appid=k')).status).toBe(401);
    expect((await get('zip=94040&appid=k')).status).toBe(500);
    expect((await get('zip=10001&appid=k')).status).toBe(500);
  });

  it('ends with server.resetHandlers()', async () => {
    server.use(double.scenarios.serverError());
    expect((await get('zip=94040&appid=k')).status).toBe(500);
    server.resetHandlers();
    expect((await get('zip=94040&appid=k')).status).toBe(200);
  });
});

describe('delayed(ms)', () => {
  it('gives the normal answer, errors included', async () => {
    server.use(double.scenarios.delayed(20));
    const expected = serializeWeatherRecord(
      createWeatherGenerator({ seed: 3, now: () => NOW }).record({ zip: '94040' }),
    );
    expect(await get('zip=94040&appid=k')).toEqual({
      status: 200,
      body: expected,
      headers: expectedHeaders('/data/2.5/weather?zip=94040'),
    });
    expect(await get('zip=00000&appid=k')).toMatchObject({ status: 404, body: BODY[404] });
  });

  it('lets the client time out: an aborted request rejects and the double stops waiting', async () => {
    server.use(double.scenarios.delayed(60_000, { once: true }));
    const controller = new AbortController();
    const pending = fetch(weatherUrl('zip=94040&appid=k'), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow(/abort/i);
  });

  it('refuses a delay that is not a number of milliseconds', () => {
    for (const ms of [-1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31, '100']) {
      expect(() => double.scenarios.delayed(ms as number)).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTION', path: 'scenarios.delayed.ms' }),
      );
    }
  });
});

describe('record(overrides)', () => {
  const generated = (units: 'standard' | 'metric' = 'standard') =>
    createWeatherGenerator({ seed: 3, now: () => NOW }).record({ zip: '94040', units });

  it('merges the overrides into the generated record', async () => {
    server.use(double.scenarios.record({ main: { humidity: 97 }, name: 'Springfield' }));
    const answer = await get('zip=94040&appid=k');
    expect(answer.status).toBe(200);
    const record = JSON.parse(answer.body) as WeatherRecord;
    const expected = generated();
    expect(record).toEqual({ ...expected, main: { ...expected.main, humidity: 97 }, name: 'Springfield' });
    expect(answer.body).toBe(serializeWeatherRecord(record));
  });

  it('applies the overrides in the requested units', async () => {
    server.use(double.scenarios.record({ main: { temp: 21.5 } }));
    const record = JSON.parse((await get('zip=94040&appid=k&units=metric')).body) as WeatherRecord;
    expect(record.main.temp).toBe(21.5);
    expect(record.main.temp_min).toBeLessThanOrEqual(21.5);
    expect(record.main.temp_max).toBeGreaterThanOrEqual(21.5);
  });

  it('fills a condition in from the table', async () => {
    server.use(double.scenarios.record({ weather: [{ id: 500 }] }));
    const record = JSON.parse((await get('zip=94040&appid=k')).body) as WeatherRecord;
    expect(record.weather[0]).toMatchObject({ id: 500, main: 'Rain', description: 'light rain' });
  });

  it('keeps the error answers: the key and the location are still checked', async () => {
    server.use(double.scenarios.record({ name: 'Springfield' }));
    expect(await get('zip=94040')).toMatchObject({ status: 401, body: BODY[401] });
    expect(await get('zip=00000&appid=k')).toMatchObject({ status: 404, body: BODY[404] });
  });

  it('refuses invalid overrides when the scenario is created, naming the path', () => {
    const attempt = () => double.scenarios.record({ main: { humidity: 150 } });
    expect(attempt).toThrow(WeatherDoubleError);
    expect(attempt).toThrow(expect.objectContaining({ code: 'INVALID_OVERRIDE', path: 'main.humidity' }));
    expect(() => double.scenarios.record({ wind: { speed: 'fast' as unknown as number } })).toThrow(
      expect.objectContaining({ code: 'INVALID_OVERRIDE', path: 'wind.speed' }),
    );
    expect(() => double.scenarios.record(null as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTION', path: 'scenarios.record.overrides' }),
    );
  });

  it('targets a postal code with zip', async () => {
    server.use(double.scenarios.record({ name: 'Target' }, { zip: '10001', once: true }));
    expect(JSON.parse((await get('zip=94040&appid=k')).body).name).toBe('Mountain View');
    expect(JSON.parse((await get('zip=10001&appid=k')).body).name).toBe('Target');
    expect(JSON.parse((await get('zip=10001&appid=k')).body).name).not.toBe('Target');
  });
});

describe('scenario options', () => {
  it('are checked strictly, naming the scenario and the option', () => {
    expect(() => double.scenarios.notFound({ times: 0 })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTION', path: 'scenarios.notFound.times' }),
    );
    expect(() => double.scenarios.notFound({ count: 2 } as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTION', path: 'scenarios.notFound.count' }),
    );
    expect(() => double.scenarios.unauthorized({ once: 'yes' } as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTION', path: 'scenarios.unauthorized.once' }),
    );
    expect(() => double.scenarios.rateLimited({ zip: '' })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTION', path: 'scenarios.rateLimited.zip' }),
    );
    expect(() => double.scenarios.serverError('once' as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTION', path: 'scenarios.serverError.options' }),
    );
    expect(() => double.scenarios.networkError({ zip: 94040 } as never)).toThrow(
      /Invalid option scenarios\.networkError\.zip: expected a zip value/,
    );
  });
});
