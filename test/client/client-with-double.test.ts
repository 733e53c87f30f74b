import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchCurrentWeather, type Units, WeatherApiError } from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import { failOnUnhandled } from '../support/msw.js';

// The client against the MSW double at the service's real origin: what a user's test does.
const double = createWeatherDouble({ seed: 11 });
const server = setupServer(...double.handlers);

beforeAll(() => server.listen(failOnUnhandled));
afterEach(() => {
  server.resetHandlers();
  double.requests.clear();
});
afterAll(() => server.close());

describe('fetchCurrentWeather against the double', () => {
  it('accepts every record the double sends, in each unit system', async () => {
    const zips = ['94040,us', '10001', '60601,US', '73301', '02108,us', '98101', '33101', '80202'];
    for (const zip of zips) {
      for (const units of [undefined, 'standard', 'metric', 'imperial'] as (Units | undefined)[]) {
        const record = await fetchCurrentWeather({ zip, appid: 'k', units, strict: true });
        expect(record.cod).toBe(200);
      }
    }
    expect(double.requests).toHaveLength(zips.length * 4);
    expect(double.requests[0]).toMatchObject({ query: { zip: '94040,us', appid: '***' }, status: 200 });
  });

  it('gets the same place in °C and °F as the double converts it', async () => {
    const metric = await fetchCurrentWeather({ zip: '94040,us', appid: 'k', units: 'metric' });
    const imperial = await fetchCurrentWeather({ zip: '94040,us', appid: 'k', units: 'imperial' });
    expect(imperial.name).toBe(metric.name);
    expect(imperial.main.temp).toBeCloseTo((metric.main.temp * 9) / 5 + 32, 1);
  });

  it('turns the double error answers into WeatherApiError with cod as the service sends it', async () => {
    const cases = [
      { options: { zip: '94040', appid: '' }, status: 401, cod: 401 },
      { options: { zip: '00000', appid: 'k' }, status: 404, cod: '404' },
      { options: { zip: '', appid: 'k' }, status: 400, cod: '400' },
    ];
    for (const { options, status, cod } of cases) {
      const error = await fetchCurrentWeather(options).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WeatherApiError);
      expect((error as WeatherApiError).status).toBe(status);
      expect((error as WeatherApiError).cod).toBe(cod);
    }
  });

  it('reports a network failure from the networkError scenario as NETWORK_ERROR', async () => {
    server.use(double.scenarios.networkError());
    const error = await fetchCurrentWeather({ zip: '94040', appid: 'k' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('reports the rateLimited scenario as a 429 WeatherApiError with a numeric cod', async () => {
    server.use(double.scenarios.rateLimited());
    const error = (await fetchCurrentWeather({ zip: '94040', appid: 'k' }).catch(
      (e: unknown) => e,
    )) as WeatherApiError;
    expect(error).toBeInstanceOf(WeatherApiError);
    expect(error.status).toBe(429);
    expect(error.cod).toBe(429);
  });
});
