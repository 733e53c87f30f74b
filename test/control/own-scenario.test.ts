// Answers per request without the control plane: the X-Weather-Double-Scenario header and keys
// declared with a scenario (keyScenarios, serve --key), so parallel tests share one server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';

const NOW = Date.UTC(2024, 5, 1, 18);
let server: WeatherServer;
beforeAll(async () => {
  server = await startWeatherServer({
    port: 0,
    seed: 1,
    now: () => NOW,
    keyScenarios: {
      'key-429': 'rateLimited',
      'key-slow': 'delayed;ms=30',
      'key-forecast-500': 'serverError;route=forecast',
    },
  });
});
afterAll(() => server.close());

const get = (path: string, scenario?: string) =>
  fetch(`${server.url}${path}`, {
    headers: scenario === undefined ? {} : { 'X-Weather-Double-Scenario': scenario },
  });

describe('the X-Weather-Double-Scenario header', () => {
  it('answers that request alone with the scenario, and logs it', async () => {
    server.requests.clear();
    const [limited, normal, failed] = await Promise.all([
      get('/data/2.5/weather?zip=94040&appid=k', 'rateLimited'),
      get('/data/2.5/weather?zip=94040&appid=k'),
      get('/data/2.5/forecast?zip=94040&appid=k', 'serverError'),
    ]);
    expect([limited.status, normal.status, failed.status]).toEqual([429, 200, 500]);
    expect(server.requests.map((r) => r.scenario).sort()).toEqual([null, 'rateLimited', 'serverError']);
  });

  it('takes options after ;', async () => {
    const slow = await get('/data/2.5/weather?zip=94040&appid=k', 'delayed;ms=40');
    expect([slow.status, server.requests.at(-1)?.scenario]).toEqual([200, 'delayed']);
    // A scenario for another route leaves this one alone.
    expect((await get('/data/2.5/weather?zip=94040&appid=k', 'serverError;route=forecast')).status).toBe(200);
    expect((await get('/data/2.5/weather?zip=94040&appid=k', 'notFound;location=zip%3D94040')).status).toBe(
      404,
    );
    const varied = await get(
      '/data/2.5/weather?q=London,GB&appid=k',
      'variants;rate=1;seed=3;only=noVisibility',
    );
    expect((await varied.json()).visibility).toBeUndefined();
  });

  it('comes before the scenarios in use', async () => {
    server.use(server.scenarios.serverError());
    try {
      expect((await get('/data/2.5/weather?zip=94040&appid=k', 'rateLimited')).status).toBe(429);
      expect((await get('/data/2.5/weather?zip=94040&appid=k')).status).toBe(500);
    } finally {
      server.resetHandlers();
    }
  });

  it('answers 400 with the path for a scenario it does not know', async () => {
    const bad = await get('/data/2.5/weather?zip=94040&appid=k', 'tooManyRequests');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({
      code: 'INVALID_OPTION',
      path: 'headers.x-weather-double-scenario.name',
    });
    const badOption = await get('/data/2.5/weather?zip=94040&appid=k', 'delayed;ms=soon');
    expect((await badOption.json()).error.path).toBe('headers.x-weather-double-scenario.ms');
  });
});

describe('keys with a scenario', () => {
  it("answers every request made with the key with its scenario, on the scenario's routes", async () => {
    expect((await get('/data/2.5/weather?zip=94040&appid=key-429')).status).toBe(429);
    expect((await get('/data/2.5/weather?zip=94040&appid=key-429')).status).toBe(429);
    expect((await get('/data/2.5/weather?zip=94040&appid=key-forecast-500')).status).toBe(200);
    expect((await get('/data/2.5/forecast?zip=94040&appid=key-forecast-500')).status).toBe(500);
    expect((await get('/data/2.5/weather?zip=94040&appid=key-slow')).status).toBe(200);
    expect(server.requests.at(-1)?.scenario).toBe('delayed');
    expect((await get('/data/2.5/weather?zip=94040&appid=other')).status).toBe(200);
    // The header still comes first.
    expect((await get('/data/2.5/weather?zip=94040&appid=key-429', 'serverError')).status).toBe(500);
  });

  it('refuses a key whose scenario is not one, naming it', async () => {
    await expect(startWeatherServer({ port: 0, keyScenarios: { k: 'bogus' } })).rejects.toMatchObject({
      code: 'INVALID_OPTION',
      path: 'keyScenarios.k.name',
    });
    await expect(startWeatherServer({ port: 0, keyScenarios: { k: 'delayed;ms=-5' } })).rejects.toMatchObject(
      {
        path: 'keyScenarios.k.ms',
      },
    );
    await expect(
      startWeatherServer({ port: 0, keyScenarios: ['rateLimited'] as never }),
    ).rejects.toMatchObject({
      path: 'keyScenarios',
    });
  });
});

describe('the header with the MSW handlers', () => {
  it('answers that request alone with the scenario; 400 for one it does not know', async () => {
    const { setupServer } = await import('msw/node');
    const { createWeatherDouble } = await import('weather-double/handlers');
    const { failOnUnhandled } = await import('../support/msw.js');
    const double = createWeatherDouble({ seed: 1, now: () => NOW });
    const msw = setupServer(...double.handlers);
    msw.listen(failOnUnhandled);
    try {
      const url = 'https://api.openweathermap.org/data/2.5/weather?zip=94040&appid=k';
      const limited = await fetch(url, { headers: { 'X-Weather-Double-Scenario': 'rateLimited' } });
      expect(limited.status).toBe(429);
      expect((await fetch(url)).status).toBe(200);
      const forecastOnly = await fetch(url, {
        headers: { 'X-Weather-Double-Scenario': 'serverError;route=forecast' },
      });
      expect(forecastOnly.status).toBe(200);
      expect(double.requests.map((r) => r.scenario)).toEqual(['rateLimited', null, null]);
      const bad = await fetch(url, { headers: { 'X-Weather-Double-Scenario': 'nope' } });
      expect(bad.status).toBe(400);
      expect((await bad.json()).error).toMatchObject({
        code: 'INVALID_OPTION',
        path: 'headers.x-weather-double-scenario.name',
      });
    } finally {
      msw.close();
    }
  });
});
