// The typed client calls of One Call and the Air Pollution API: their requests, and their errors
// (the service's error answers, no answer, an answer that is not one, bad options).
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchAirPollution,
  fetchOneCall,
  fetchOneCallTimemachine,
  WeatherApiError,
  WeatherDoubleError,
} from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import { failOnUnhandled } from '../support/msw.js';

const double = createWeatherDouble({ seed: 4, now: () => Date.UTC(2024, 5, 1, 18) });
const server = setupServer(...double.handlers);
beforeAll(() => server.listen(failOnUnhandled));
afterAll(() => server.close());
const LONDON = { lat: 51.5085, lon: -0.1257 };

const rejection = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('fetchOneCall, fetchOneCallTimemachine, fetchAirPollution', () => {
  it('send the service’s query and return the checked answer', async () => {
    double.requests.clear();
    const answer = await fetchOneCall({
      ...LONDON,
      appid: 'k',
      exclude: ['minutely', 'alerts'],
      units: 'imperial',
      lang: 'de',
    });
    expect(answer).not.toHaveProperty('minutely');
    const past = await fetchOneCallTimemachine({ ...LONDON, dt: 1717200000, appid: 'k' });
    expect(past.data[0]?.dt).toBe(1717200000);
    const history = await fetchAirPollution({
      ...LONDON,
      appid: 'k',
      kind: 'history',
      start: 1717200000,
      end: 1717207200,
    });
    expect(history.list).toHaveLength(3);
    expect(double.requests.map((r) => r.url)).toEqual([
      'https://api.openweathermap.org/data/3.0/onecall?lat=51.5085&lon=-0.1257&exclude=minutely,alerts&units=imperial&lang=de&appid=***',
      'https://api.openweathermap.org/data/3.0/onecall/timemachine?lat=51.5085&lon=-0.1257&dt=1717200000&appid=***',
      'https://api.openweathermap.org/data/2.5/air_pollution/history?lat=51.5085&lon=-0.1257&start=1717200000&end=1717207200&appid=***',
    ]);
  });

  it('reject with the service’s error as a WeatherApiError', async () => {
    const error = await rejection(fetchOneCall({ ...LONDON, appid: '' }));
    expect(error).toBeInstanceOf(WeatherApiError);
    expect((error as WeatherApiError).status).toBe(401);
    expect((error as WeatherApiError).serviceMessage).toMatch(/^Please note that using One Call 3\.0/);
    server.use(double.scenarios.rateLimited({ once: true }));
    const limited = await rejection(fetchAirPollution({ ...LONDON, appid: 'k', kind: 'forecast' }));
    expect((limited as WeatherApiError).status).toBe(429);
  });

  it('reject an answer that is not one with INVALID_RESPONSE, no answer with NETWORK_ERROR', async () => {
    const notOneCall = (async () => new Response('{"lat":1}', { status: 200 })) as typeof fetch;
    const invalid = await rejection(fetchOneCall({ ...LONDON, appid: 'k', fetch: notOneCall }));
    expect(invalid).toMatchObject({ code: 'INVALID_RESPONSE' });
    expect((invalid as Error).message).toContain(
      'a body that is not a One Call answer (3 issues): lon: is required: expected a number from -180 to 180, got nothing; timezone: is required: expected a non-empty string, got nothing; timezone_offset: is required: expected an integer from -50400 to 50400, got nothing.',
    );
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await rejection(fetchAirPollution({ ...LONDON, appid: 'k', fetch: offline }))).toMatchObject({
      code: 'NETWORK_ERROR',
    });
  });

  it('refuse bad options, naming them', async () => {
    const cases: [Promise<unknown>, string][] = [
      [fetchOneCall({ lat: 91, lon: 0, appid: 'k' }), 'lat'],
      [fetchOneCall({ ...LONDON, appid: 'k', exclude: ['weekly' as 'daily'] }), 'exclude'],
      [fetchOneCallTimemachine({ ...LONDON, appid: 'k', dt: -1 }), 'dt'],
      [fetchAirPollution({ ...LONDON, appid: 'k', kind: 'history', start: 1 }), 'end'],
      [fetchAirPollution({ ...LONDON, appid: 'k', start: 1 }), 'start'],
    ];
    for (const [call, path] of cases) {
      const error = await rejection(call);
      expect(error).toBeInstanceOf(WeatherDoubleError);
      expect(error).toMatchObject({ code: 'INVALID_OPTION', path });
    }
  });
});
