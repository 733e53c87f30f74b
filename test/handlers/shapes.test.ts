import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createWeatherGenerator,
  fetchCurrentWeather,
  serializeWeatherRecord,
  validateWeatherRecord,
  WeatherDoubleError,
} from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import { failOnUnhandled } from '../support/msw.js';

// Both shapes through the MSW double (with scenarios and the request log) and the client; the
// server and the CLI are in test/server/shapes.test.ts (no MSW interception there).
const NOW = Date.parse('2024-07-04T18:00:00Z');
const now = () => NOW;
const current = createWeatherDouble({ seed: 5, now, shape: 'current', baseUrl: 'https://current.test' });
const specification = createWeatherDouble({ seed: 5, now, baseUrl: 'https://spec.test' });
const server = setupServer(...current.handlers, ...specification.handlers);

beforeAll(() => server.listen(failOnUnhandled));
afterEach(() => {
  server.resetHandlers();
  current.requests.clear();
  specification.requests.clear();
});
afterAll(() => server.close());

describe('the double in each shape', () => {
  it('answers the generator record of its shape, byte for byte', async () => {
    const generator = createWeatherGenerator({ seed: 5, now, shape: 'current' });
    const response = await fetch('https://current.test/data/2.5/weather?zip=94040,us&appid=k&units=metric');
    const body = await response.text();
    expect(body).toBe(serializeWeatherRecord(generator.record({ zip: '94040,us', units: 'metric' })));
    expect(validateWeatherRecord(JSON.parse(body), { shape: 'current' }).ok).toBe(true);
    const spec = await (await fetch('https://spec.test/data/2.5/weather?zip=94040,us&appid=k')).text();
    expect(validateWeatherRecord(JSON.parse(spec)).ok).toBe(true);
    expect(JSON.parse(spec).sys.message).toBeTypeOf('number');
    expect(JSON.parse(body)).not.toHaveProperty('sys.message');
    expect(current.requests).toEqual([
      expect.objectContaining({ query: { zip: '94040,us', appid: '***', units: 'metric' }, status: 200 }),
    ]);
  });

  it('reads with fetchCurrentWeather({ shape }) and refuses the other shape by default', async () => {
    const record = await fetchCurrentWeather({
      zip: '10115,de',
      appid: 'k',
      baseUrl: 'https://current.test',
      shape: 'current',
      strict: true,
    });
    expect(record.timezone).toBe(7200);
    expect(record.main.feels_like).toBeTypeOf('number');
    await expect(
      fetchCurrentWeather({ zip: '10115,de', appid: 'k', baseUrl: 'https://current.test' }),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE', path: 'sys.type' }); // model data: no station
    await expect(
      fetchCurrentWeather({ zip: '10115,de', appid: 'k', baseUrl: 'https://spec.test', shape: 'current' }),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    await expect(
      fetchCurrentWeather({ zip: '10115,de', appid: 'k', shape: 'today' as 'current' }),
    ).rejects.toThrow('Invalid option shape: expected one of "specification", "current", got "today".');
  });

  it('takes record(overrides) of its own shape, and refuses the other shape when the scenario is made', async () => {
    server.use(
      current.scenarios.record({ main: { feels_like: 300 }, wind: { speed: 2, gust: 9.5 }, timezone: 3600 }),
    );
    const record = await fetchCurrentWeather({
      zip: '94040',
      appid: 'k',
      baseUrl: 'https://current.test',
      shape: 'current',
    });
    expect(record).toMatchObject({
      main: { feels_like: 300 },
      wind: { speed: 2, gust: 9.5 },
      timezone: 3600,
    });
    expect(current.requests.at(-1)).toMatchObject({ scenario: 'record', status: 200 });
    expect(() => current.scenarios.record({ sys: { message: 0.01 } })).toThrow(WeatherDoubleError);
    expect(() => specification.scenarios.record({ timezone: 0 })).toThrow(
      /Invalid override at timezone: expected a field of the weather record/,
    );
  });

  it('refuses an unknown shape when the double is created', () => {
    expect(() => createWeatherDouble({ shape: 'today' as 'current' })).toThrow(
      'Invalid option shape: expected one of "specification", "current", got "today".',
    );
  });
});
