import { describe, expect, it } from 'vitest';
import { WeatherDoubleError } from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import { NOW, useMswServer } from './helpers.js';

const double = createWeatherDouble({ seed: 1, now: () => NOW });
const server = useMswServer(...double.handlers);
const HOST = 'https://api.openweathermap.org';
const get = (path: string) => fetch(`${HOST}${path}`).then((r) => r.status);

describe('scenarios aimed at routes (`route`)', () => {
  it('answers only the routes named, by name or in a list', async () => {
    server.use(double.scenarios.serverError({ route: 'geocodingZip' }));
    expect(await get('/geo/1.0/zip?zip=94040&appid=k')).toBe(500);
    expect(await get('/data/2.5/weather?zip=94040&appid=k')).toBe(200);
    server.resetHandlers(...double.handlers);
    server.use(double.scenarios.rateLimited({ route: ['weather', 'geocodingDirect'], once: true }));
    expect(await get('/geo/1.0/direct?q=London&appid=k')).toBe(429);
    expect(await get('/geo/1.0/direct?q=London&appid=k')).toBe(200);
  });

  it('replaces a scenario’s own routes: notFound on the Geocoding API', async () => {
    server.use(double.scenarios.notFound({ route: 'geocodingZip' }));
    const response = await fetch(`${HOST}/geo/1.0/zip?zip=94040&appid=k`);
    expect([response.status, await response.text()]).toEqual([
      404,
      '{"cod":"404","message":"city not found"}',
    ]);
  });

  it('goes with a location target', async () => {
    server.use(double.scenarios.serverError({ route: 'weather', zip: '94040' }));
    expect(await get('/data/2.5/weather?zip=94040&appid=k')).toBe(500);
    expect(await get('/geo/1.0/zip?zip=94040&appid=k')).toBe(200);
    expect(await get('/data/2.5/weather?zip=10001&appid=k')).toBe(200);
  });

  it('refuses an unknown route name, naming the option and the routes', () => {
    expect(() => double.scenarios.hang({ route: 'forecastz' as 'weather' })).toThrow(WeatherDoubleError);
    expect(() => double.scenarios.hang({ route: 'forecastz' as 'weather' })).toThrow(
      /scenarios\.hang\.route.*'weather', 'geocodingZip', 'geocodingDirect', 'geocodingReverse'/,
    );
    expect(() => double.scenarios.hang({ route: [] })).toThrow(/scenarios\.hang\.route/);
  });

  it('refuses record overrides on a route whose answers take none', () => {
    expect(() => double.scenarios.record({ name: 'X' }, { route: 'geocodingZip' })).toThrow(
      /scenarios\.record\.route.*weather/,
    );
  });
});
