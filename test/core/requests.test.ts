// requestsTo and countRequests: the log's requests per route, filtered, as plain values.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { countRequests, createWeatherDouble, requestsTo } from 'weather-double/handlers';

const double = createWeatherDouble({ seed: 1, now: () => Date.UTC(2024, 5, 1, 18) });
const get = (target: string) =>
  getResponse(double.handlers, new Request(`https://api.openweathermap.org${target}`));

describe('requestsTo and countRequests', () => {
  it('sort the log by route and filter it by query, status, outcome and scenario', async () => {
    double.requests.clear();
    await get('/data/2.5/weather?zip=94040&units=metric&appid=k');
    await get('/data/2.5/weather?zip=94040&appid=');
    await get('/geo/1.0/zip?zip=10001&appid=k');
    await get('/data/2.5/forecast?q=London&cnt=2&appid=k');
    expect(countRequests(double.requests)).toEqual({ weather: 2, geocodingZip: 1, forecast: 1 });
    expect(requestsTo(double.requests, 'weather').map((r) => r.status)).toEqual([200, 401]);
    expect(requestsTo(double.requests, 'weather', { status: 401 })).toEqual([
      expect.objectContaining({ query: { zip: '94040', appid: '' } }),
    ]);
    expect(requestsTo(double.requests, 'weather', { query: { units: 'metric', zip: '94040' } })).toHaveLength(
      1,
    );
    expect(requestsTo(double.requests, 'weather', { query: { units: 'imperial' } })).toEqual([]);
    expect(requestsTo(double.requests, 'forecast', { outcome: 'answered', scenario: null })).toHaveLength(1);
    expect(requestsTo(double.requests, 'oneCall')).toEqual([]);
    expect(countRequests([])).toEqual({});
  });

  it('refuse a route name the double does not have, naming the allowed ones', () => {
    expect(() => requestsTo(double.requests, 'current' as never)).toThrow(
      expect.objectContaining({
        code: 'INVALID_OPTION',
        path: 'route',
        message: expect.stringContaining("expected a route name ('weather', 'geocodingZip'"),
      }),
    );
  });
});
