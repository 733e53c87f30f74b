import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  createWeatherGenerator,
  type FetchForecastOptions,
  type Forecast,
  fetchForecast,
  serializeForecast,
  WeatherApiError,
  WeatherDoubleError,
} from 'weather-double';

const KEY = 'secret-key-123';
const forecast = createWeatherGenerator({ seed: 5 }).forecast(
  { q: 'London,GB' },
  { at: Date.parse('2024-06-01T20:16:00Z'), cnt: 3 },
);

/** A fetch that records the URLs it was called with and answers with the given status and body. */
function answering(status: number, body: string) {
  const urls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Response(body, { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, urls };
}

async function rejection(options: FetchForecastOptions): Promise<WeatherDoubleError> {
  const error = await fetchForecast(options).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(WeatherDoubleError);
  return error as WeatherDoubleError;
}

describe('fetchForecast', () => {
  it('sends GET /data/2.5/forecast with the location, appid, units and cnt, and returns the forecast', async () => {
    const { fetch, urls } = answering(200, serializeForecast(forecast));
    const got = await fetchForecast({ q: 'London,GB', appid: KEY, units: 'metric', cnt: 3, fetch });
    expect(got).toEqual(JSON.parse(serializeForecast(forecast)));
    expect(urls).toEqual([
      `https://api.openweathermap.org/data/2.5/forecast?q=London,GB&appid=${KEY}&units=metric&cnt=3`,
    ]);
    await fetchForecast({ lat: 51.5, lon: -0.12, appid: KEY, fetch, baseUrl: 'http://localhost:8080/owm/' });
    expect(urls[1]).toBe(`http://localhost:8080/owm/data/2.5/forecast?lat=51.5&lon=-0.12&appid=${KEY}`);
    expectTypeOf(got).toEqualTypeOf<Forecast>();
  });

  it('rejects an error answer with a WeatherApiError carrying the service’s cod and message', async () => {
    const { fetch } = answering(404, '{"cod":"404","message":"city not found"}');
    const error = await rejection({ zip: '00000', appid: KEY, fetch });
    expect(error).toBeInstanceOf(WeatherApiError);
    expect(error).toMatchObject({ status: 404, cod: '404', serviceMessage: 'city not found' });
    expect(error.message).toContain('forecast?zip=00000&appid=***');
  });

  it('rejects a 200 that is not a forecast, naming the first path; tolerates unknown fields unless strict', async () => {
    const broken = JSON.parse(serializeForecast(forecast)) as Forecast;
    broken.list[1]!.main.humidity = 101;
    const error = await rejection({
      zip: '94040',
      appid: KEY,
      fetch: answering(200, JSON.stringify(broken)).fetch,
    });
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', path: 'list[1].main.humidity' });
    const extra = { ...JSON.parse(serializeForecast(forecast)), calctime: 0.01 };
    const tolerant = await fetchForecast({
      zip: '94040',
      appid: KEY,
      fetch: answering(200, JSON.stringify(extra)).fetch,
    });
    expect(tolerant).toMatchObject({ calctime: 0.01 });
    const strict = await rejection({
      zip: '94040',
      appid: KEY,
      strict: true,
      fetch: answering(200, JSON.stringify(extra)).fetch,
    });
    expect(strict).toMatchObject({ code: 'INVALID_RESPONSE', path: 'calctime' });
  });

  it('refuses bad options, naming them', async () => {
    const { fetch } = answering(200, serializeForecast(forecast));
    await expect(fetchForecast({ zip: '94040', appid: KEY, cnt: 41, fetch })).rejects.toMatchObject({
      code: 'INVALID_OPTION',
      path: 'cnt',
    });
    await expect(fetchForecast({ appid: KEY, fetch } as FetchForecastOptions)).rejects.toMatchObject({
      code: 'INVALID_OPTION',
      path: 'zip',
    });
    await expect(
      fetchForecast({ zip: '1', appid: KEY, units: 'kelvin' as never, fetch }),
    ).rejects.toMatchObject({
      code: 'INVALID_OPTION',
      path: 'units',
    });
  });

  it('reports a network failure as NETWORK_ERROR and an abort as the abort reason', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    }) as unknown as typeof globalThis.fetch;
    expect(await rejection({ zip: '94040', appid: KEY, fetch: failing })).toMatchObject({
      code: 'NETWORK_ERROR',
    });
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    const aborting = vi.fn(async (_: unknown, init?: RequestInit) => {
      throw init?.signal?.reason;
    }) as unknown as typeof globalThis.fetch;
    await expect(
      fetchForecast({ zip: '94040', appid: KEY, fetch: aborting, signal: controller.signal }),
    ).rejects.toThrow('stop');
  });
});
