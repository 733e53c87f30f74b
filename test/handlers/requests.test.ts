import { afterEach, describe, expect, it } from 'vitest';
import { createWeatherDouble } from 'weather-double/handlers';
import { NOW, useMswServer, weatherUrl } from './helpers.js';

const double = createWeatherDouble({ seed: 5, now: () => NOW });
const server = useMswServer(...double.handlers);
afterEach(() => double.requests.clear());

describe('requests', () => {
  it('records what the double answered, oldest first, with the key masked', async () => {
    await fetch(weatherUrl('zip=94040,us&appid=secret-key&units=metric'));
    await fetch(weatherUrl('zip=00000&APPID=other-secret'), { method: 'POST' });
    await fetch(weatherUrl('zip=94040'));
    expect(double.requests).toEqual([
      {
        method: 'GET',
        url: 'https://api.openweathermap.org/data/2.5/weather?zip=94040,us&appid=***&units=metric',
        query: { zip: '94040,us', appid: '***', units: 'metric' },
        status: 200,
        scenario: null,
        fault: null,
        latency: 0,
        outcome: 'answered',
      },
      {
        method: 'POST',
        url: 'https://api.openweathermap.org/data/2.5/weather?zip=00000&APPID=***',
        query: { zip: '00000', APPID: '***' },
        status: 404,
        scenario: null,
        fault: null,
        latency: 0,
        outcome: 'answered',
      },
      {
        method: 'GET',
        url: 'https://api.openweathermap.org/data/2.5/weather?zip=94040',
        query: { zip: '94040' },
        status: 401,
        scenario: null,
        fault: null,
        latency: 0,
        outcome: 'answered',
      },
    ]);
    expect(JSON.stringify(double.requests)).not.toMatch(/secret/);
  });

  it('names the scenario that answered, status 0 for a network error', async () => {
    server.use(
      double.scenarios.networkError({ once: true, zip: '94040' }),
      double.scenarios.rateLimited({ zip: '10001' }),
    );
    await fetch(weatherUrl('zip=10001&appid=k'));
    await fetch(weatherUrl('zip=94040&appid=k')).catch(() => undefined);
    await fetch(weatherUrl('zip=94040&appid=k'));
    expect(double.requests.map(({ status, scenario }) => ({ status, scenario }))).toEqual([
      { status: 429, scenario: 'rateLimited' },
      { status: 0, scenario: 'networkError' },
      { status: 200, scenario: null },
    ]);
  });

  it('records delayed and record scenarios with their names', async () => {
    server.use(double.scenarios.delayed(1, { once: true }));
    await fetch(weatherUrl('zip=94040&appid=k'));
    server.use(double.scenarios.record({ name: 'Elsewhere' }, { once: true }));
    await fetch(weatherUrl('zip=94040&appid=k'));
    expect(double.requests.map((r) => r.scenario)).toEqual(['delayed', 'record']);
  });

  it('keeps the decoded first value of each parameter', async () => {
    await fetch(weatherUrl('zip=94040%2Cus&lang=pt_br&zip=10001&appid=k'));
    expect(double.requests[0]?.query).toEqual({ zip: '94040,us', lang: 'pt_br', appid: '***' });
  });

  it('is emptied by clear() and is a live, read-only view', async () => {
    const view = double.requests;
    await fetch(weatherUrl('zip=94040&appid=k'));
    expect(view).toHaveLength(1);
    double.requests.clear();
    expect(view).toHaveLength(0);
    await fetch(weatherUrl('zip=94040&appid=k'));
    expect(view.at(-1)?.status).toBe(200);
    expect(Object.keys(view)).toEqual(['0']);
  });

  it('keeps the last 1000 requests', async () => {
    for (let i = 0; i < 1001; i += 1) await fetch(weatherUrl(`zip=94040&appid=k&n=${i}`));
    expect(double.requests).toHaveLength(1000);
    expect(double.requests[0]?.query.n).toBe('1');
    expect(double.requests.at(-1)?.query.n).toBe('1000');
  });

  it('is separate for each double', async () => {
    const other = createWeatherDouble({ seed: 5, now: () => NOW });
    server.use(...other.handlers);
    await fetch(weatherUrl('zip=94040&appid=k'));
    expect(other.requests).toHaveLength(1);
    expect(double.requests).toHaveLength(0);
  });
});
