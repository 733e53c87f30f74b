import { describe, expect, it } from 'vitest';
import { createWeatherEndpoint } from '../../src/core/endpoint.js';
import { createWeatherGenerator } from '../../src/routes/generator.js';
import { serializeWeatherRecord } from '../../src/routes/weather/serialize.js';
import { WEATHER_HEADER_NAMES } from '../../src/service/index.js';

const NOW = Date.UTC(2024, 0, 15, 9, 30);
const endpoint = createWeatherEndpoint({ seed: 9, now: () => NOW, apiKeys: ['k'] });
const respond = (query: string, method = 'GET') =>
  endpoint.respond({ method, url: `https://api.openweathermap.org/data/2.5/weather?${query}` });

describe('the endpoint model', () => {
  it('answers status, headers in the service order, and the exact record bytes', () => {
    const answer = respond('units=imperial&zip=10001&appid=k&lang=en');
    expect(answer.status).toBe(200);
    expect(answer.outcome).toBe('ok');
    expect(answer.headers).toEqual([
      ['Server', 'openresty'],
      ['Content-Type', 'application/json; charset=utf-8'],
      ['X-Cache-Key', '/data/2.5/weather?lang=en&units=imperial&zip=10001'],
      ['Access-Control-Allow-Origin', '*'],
      ['Access-Control-Allow-Credentials', 'true'],
      ['Access-Control-Allow-Methods', 'GET, POST'],
    ]);
    const generator = createWeatherGenerator({ seed: 9, now: () => NOW });
    expect(answer.body).toBe(serializeWeatherRecord(generator.record({ zip: '10001', units: 'imperial' })));
  });

  it('sends the same headers in the same order on every answer', () => {
    for (const query of ['', 'zip=10001', 'appid=k', 'zip=00000&appid=k', 'zip=10001&appid=k']) {
      expect(respond(query).headers.map(([name]) => name)).toEqual([...WEATHER_HEADER_NAMES]);
    }
  });

  it('checks the key, then the presence of a location, then its existence', () => {
    expect(
      [respond(''), respond('zip=00000'), respond('zip=10001&appid=other')].map((a) => a.outcome),
    ).toEqual(['unauthorized', 'unauthorized', 'unauthorized']);
    expect(respond('appid=k&zip=').outcome).toBe('nothingToGeocode');
    expect(respond('appid=k&zip=00000').outcome).toBe('notFound');
    expect(respond('appid=k&zip=10001').outcome).toBe('ok');
  });

  it('reads the method: HEAD has no body, OPTIONS is a preflight, PUT is refused, TRACE unknown', () => {
    expect(respond('zip=10001&appid=k', 'head')).toMatchObject({ status: 200, body: '', outcome: 'ok' });
    expect(respond('zip=10001', 'OPTIONS')).toMatchObject({ status: 200, body: '', outcome: 'preflight' });
    // Recorded: PUT, DELETE and PATCH on a route get 405 "Internal error" (docs/fidelity.md).
    expect(respond('zip=10001&appid=k', 'PUT')).toMatchObject({
      status: 405,
      body: '{"cod":"405","message":"Internal error"}',
      outcome: 'methodNotAllowed',
    });
    expect(respond('zip=10001&appid=k', 'TRACE')).toMatchObject({
      status: 404,
      body: '{"cod":"404","message":"Internal error"}',
      outcome: 'unknownRoute',
    });
  });

  it('is a pure function of the request for a seed and clock', () => {
    expect(respond('zip=10001&appid=k')).toEqual(respond('zip=10001&appid=k'));
    const twin = createWeatherEndpoint({ seed: 9, now: () => NOW, apiKeys: ['k'] });
    expect(
      twin.respond({ method: 'GET', url: new URL('http://x/data/2.5/weather?zip=10001&appid=k') }).body,
    ).toBe(respond('zip=10001&appid=k').body);
  });

  it('reports the parsed query with the key masked', () => {
    expect(respond('zip=10001&appid=k&units=metric').query).toMatchObject({
      zip: '10001',
      units: 'metric',
      key: 'k',
      params: { zip: '10001', appid: '***', units: 'metric' },
    });
  });
});
