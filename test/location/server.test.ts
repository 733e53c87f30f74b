// The standalone server answers every location form and the Geocoding API on its own address, with
// the same bytes from its core and through MSW's getResponse, and in the service's header order.
import { request as httpRequest } from 'node:http';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';

const NOW = Date.UTC(2024, 5, 1, 18);
let server: WeatherServer;
beforeAll(async () => {
  server = await startWeatherServer({ port: 0, seed: 3, now: () => NOW, notFound: ['94040'] });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** One raw exchange: status, raw header pairs in wire order, body. */
function exchange(url: string) {
  return new Promise<{ status: number; raw: string[]; body: string }>((resolve, reject) => {
    httpRequest(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, raw: response.rawHeaders, body }));
    })
      .on('error', reject)
      .end();
  });
}

const withoutTransport = (raw: string[]) => {
  const pairs: string[][] = [];
  for (let i = 0; i < raw.length; i += 2) {
    if (!['Date', 'Content-Length', 'Connection', 'Keep-Alive'].includes(raw[i] as string)) {
      pairs.push([raw[i] as string, raw[i + 1] as string]);
    }
  }
  return pairs;
};

const PATHS = [
  '/geo/1.0/zip?zip=98052,US&appid=k',
  '/geo/1.0/zip?zip=94040&appid=k',
  '/geo/1.0/zip?zip=1,US&appid=k',
  '/geo/1.0/direct?q=Paris&limit=2&appid=k',
  '/geo/1.0/direct?appid=k',
  '/geo/1.0/reverse?lat=48.8534&lon=2.3488&limit=3&appid=k',
  '/geo/1.0/reverse?lat=x&lon=2&appid=k',
  '/geo/1.0/zip?zip=98052',
  '/data/2.5/weather?lat=47.6718&lon=-122.1232&appid=k',
  '/data/2.5/weather?q=Paris,FR&units=metric&appid=k',
  '/data/2.5/weather?id=2988507&appid=k',
  '/data/2.5/weather?lat=0&lon=-140&appid=k',
  '/data/2.5/weather?lat=-91&lon=0&appid=k',
];

describe('the server and the locations', () => {
  it('answers the geocoding routes with the service’s headers in its order', async () => {
    const answer = await exchange(`${server.url}/geo/1.0/zip?zip=98052,US&appid=k`);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('{"zip":"98052","name":"Redmond","lat":47.6718,"lon":-122.1232,"country":"US"}');
    expect(answer.raw.filter((_, i) => i % 2 === 0)).toEqual([
      'Server',
      'Date',
      'Content-Type',
      'Content-Length',
      'Connection',
      'X-Cache-Key',
      'Access-Control-Allow-Origin',
      'Access-Control-Allow-Credentials',
      'Access-Control-Allow-Methods',
    ]);
    expect(answer.raw[answer.raw.indexOf('X-Cache-Key') + 1]).toBe('/geo/1.0/zip?zip=98052,US');
  });

  it('gives the same bytes from its core and through MSW (a handler in front)', async () => {
    const fast = [];
    for (const path of PATHS) fast.push(await exchange(`${server.url}${path}`));
    server.use(http.get('*/never', () => HttpResponse.text('never')));
    for (const [index, path] of PATHS.entries()) {
      const viaMsw = await exchange(`${server.url}${path}`);
      const direct = fast[index] as { status: number; raw: string[]; body: string };
      expect(
        { status: viaMsw.status, headers: withoutTransport(viaMsw.raw), body: viaMsw.body },
        path,
      ).toEqual({
        status: direct.status,
        headers: withoutTransport(direct.raw),
        body: direct.body,
      });
    }
    expect(fast.map((a) => a.status)).toEqual([
      200, 404, 404, 200, 400, 200, 400, 401, 200, 200, 200, 200, 400,
    ]);
  });

  it('takes scenarios targeted at any location form', async () => {
    server.use(server.scenarios.serverError({ location: { q: 'Paris,FR' } }));
    expect((await exchange(`${server.url}/data/2.5/weather?q=paris,fr&appid=k`)).status).toBe(500);
    expect((await exchange(`${server.url}/data/2.5/weather?id=2988507&appid=k`)).status).toBe(200);
  });
});
