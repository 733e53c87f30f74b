// GET /data/2.5/forecast as a route of the double: the handlers and the server answer it byte for
// byte alike, with the weather route's checks in the same order and its exact error bodies, cnt as
// documented, one world with the weather route, and everything the core gives every route
// (scenarios aimed at it, one quota count across routes, faults, the request log).
import { bypass } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeatherGenerator, type Forecast, serializeForecast, validateForecast } from 'weather-double';
import { createWeatherDouble, type WeatherDoubleOptions } from 'weather-double/handlers';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { failOnUnhandled } from '../support/msw.js';

const HOST = 'https://api.openweathermap.org';
const NOW = Date.UTC(2024, 5, 1, 20, 16);
const SEED = 9;
const BODY = {
  401: '{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}',
  404: '{"cod":"404","message":"city not found"}',
  429: '{"cod":429, "message": "Your account is temporary blocked due to exceeding of requests limitation of your subscription type. Please choose the proper subscription https://openweathermap.org/price"}',
  500: '{"cod":"500","message":"Internal error: 500001"}',
  nothing: '{"cod":"400","message":"Nothing to geocode"}',
  lat: '{"cod":"400","message":"wrong latitude"}',
  lon: '{"cod":"400","message":"wrong longitude"}',
};

interface Answer {
  status: number;
  headers: [string, string][];
  body: string;
}
/** The service's own headers (the server adds its transport's: Date, Connection, Content-Length, …). */
const SERVICE_HEADERS = new Set([
  'server',
  'content-type',
  'x-cache-key',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
]);
const answerOf = async (response: Response): Promise<Answer> => ({
  status: response.status,
  headers: [...response.headers].filter(([name]) => SERVICE_HEADERS.has(name)),
  body: await response.text(),
});

const mswServer = setupServer();
let weatherServer: WeatherServer;
beforeAll(async () => {
  weatherServer = await startWeatherServer({ port: 0, seed: SEED, now: () => NOW });
  mswServer.listen(failOnUnhandled);
});
afterAll(async () => {
  mswServer.close();
  await weatherServer.close();
});

/** A double on the MSW server (its handlers replacing the previous ones). */
function use(options: WeatherDoubleOptions = {}) {
  const double = createWeatherDouble({ seed: SEED, now: () => NOW, ...options });
  mswServer.resetHandlers(...double.handlers);
  return double;
}
const viaHandlers = async (path: string, init?: RequestInit) => answerOf(await fetch(`${HOST}${path}`, init));
// The server is asked past MSW (bypass): its answer comes from its own socket.
const viaServer = async (path: string, init?: RequestInit) =>
  answerOf(await fetch(bypass(new Request(`${weatherServer.url}${path}`, init))));

const generator = createWeatherGenerator({ seed: SEED, now: () => NOW });

describe('the handlers and the server answer the forecast byte for byte alike', () => {
  const queries = [
    'zip=94040&appid=k',
    'zip=10115,de&units=metric&cnt=5&appid=k',
    'lat=51.5085&lon=-0.1257&units=imperial&cnt=8&appid=k',
    'q=London,GB&cnt=1&appid=k&lang=de&mode=json',
    'id=2643743&cnt=41&APPID=k',
    'zip=94040&cnt=0&appid=k',
    'zip=94040&cnt=abc&appid=k',
    'zip=94040&cnt=&appid=k',
    'zip=94040&cnt=2.5&appid=k',
    'zip=94040&cnt=-3&appid=k',
    'zip=94040',
    'zip=94040&appid=',
    'appid=k',
    'zip=&appid=k',
    'lat=100&lon=0&appid=k',
    'lat=0&lon=200&appid=k',
    'id=abc&appid=k',
    'id=0&appid=k',
    'zip=00000&appid=k',
    'q=Qxqxqx&appid=k',
  ];
  it('for every location form, units, cnt and error case, with the service’s headers', async () => {
    use();
    for (const query of queries) {
      const path = `/data/2.5/forecast?${query}`;
      const [handlers, server] = [await viaHandlers(path), await viaServer(path)];
      expect(server, query).toEqual(handlers);
      expect(
        handlers.headers.map(([name]) => name),
        query,
      ).toEqual([...SERVICE_HEADERS].sort());
      expect(handlers.headers.find(([name]) => name === 'x-cache-key')?.[1], query).toMatch(
        /^\/data\/2\.5\/forecast\?/,
      );
    }
  });

  it('for HEAD (no body), POST and OPTIONS', async () => {
    use();
    for (const method of ['HEAD', 'POST', 'OPTIONS']) {
      const path = '/data/2.5/forecast?zip=94040&cnt=2&appid=k';
      expect(await viaServer(path, { method }), method).toEqual(await viaHandlers(path, { method }));
    }
    expect((await viaHandlers('/data/2.5/forecast?zip=94040&appid=k', { method: 'HEAD' })).body).toBe('');
  });
});

describe('the answer', () => {
  it('is the generator’s forecast at the double’s clock, valid, in every location form', async () => {
    use();
    const cases: [
      string,
      Parameters<typeof generator.forecast>[0],
      Parameters<typeof generator.forecast>[1],
    ][] = [
      ['zip=94040', { zip: '94040' }, {}],
      ['zip=10115,de&units=metric&cnt=5', { zip: '10115,de' }, { units: 'metric', cnt: 5 }],
      ['lat=51.5085&lon=-0.1257&units=imperial', { lat: 51.5085, lon: -0.1257 }, { units: 'imperial' }],
      ['q=London,GB&cnt=3', { q: 'London,GB' }, { cnt: 3 }],
      ['id=2643743&cnt=2', { id: 2643743 }, { cnt: 2 }],
    ];
    for (const [query, location, options] of cases) {
      const { status, body } = await viaHandlers(`/data/2.5/forecast?${query}&appid=k`);
      expect(status).toBe(200);
      expect(body).toBe(serializeForecast(generator.forecast(location, options)));
      expect(validateForecast(JSON.parse(body)).ok).toBe(true);
    }
  });

  it('checks the key first, then the location, with the weather route’s exact error bodies', async () => {
    use();
    const cases: [string, number, string][] = [
      ['', 401, BODY[401]],
      ['zip=00000', 401, BODY[401]],
      ['appid=k', 400, BODY.nothing],
      ['zip=&appid=k', 400, BODY.nothing],
      ['lat=100&lon=0&appid=k', 400, BODY.lat],
      ['lat=0&lon=200&appid=k', 400, BODY.lon],
      ['id=abc&appid=k', 400, '{"cod":"400","message":"abc is not a city ID"}'],
      ['id=0&appid=k', 400, '{"cod":"400","message":"Invalid ID"}'],
      ['zip=00000&appid=k', 404, BODY[404]],
      ['q=Qxqxqx&appid=k', 404, BODY[404]],
    ];
    for (const [query, status, body] of cases) {
      const forecast = await viaHandlers(`/data/2.5/forecast?${query}`);
      const weather = await viaHandlers(`/data/2.5/weather?${query}`);
      expect([forecast.status, forecast.body], query).toEqual([status, body]);
      expect([weather.status, weather.body], `${query} (the weather route)`).toEqual([status, body]);
    }
  });

  it('reads cnt as documented: 1 to 40 as given, above 40 all 40, anything else ignored (40)', async () => {
    use();
    const cntOf = async (cnt: string) =>
      (JSON.parse((await viaHandlers(`/data/2.5/forecast?zip=94040&appid=k${cnt}`)).body) as Forecast).cnt;
    expect(await cntOf('')).toBe(40);
    expect(await cntOf('&cnt=1')).toBe(1);
    expect(await cntOf('&cnt=5')).toBe(5);
    expect(await cntOf('&cnt=40')).toBe(40);
    expect(await cntOf('&cnt=41')).toBe(40);
    expect(await cntOf('&cnt=1000')).toBe(40);
    for (const ignored of ['0', '-3', '2.5', 'abc', '', ' 5', '5abc']) {
      expect(await cntOf(`&cnt=${encodeURIComponent(ignored)}`), `cnt=${ignored}`).toBe(40);
    }
  });

  it('is one world with the weather route: a slot is what /data/2.5/weather reports when the clock reaches it', async () => {
    let clock = NOW;
    const double = createWeatherDouble({ seed: SEED, now: () => clock });
    mswServer.resetHandlers(...double.handlers);
    for (const [query, units] of [
      ['zip=94040', 'metric'],
      ['q=Reykjavik', 'imperial'],
      ['lat=-33.8688&lon=151.2093', 'standard'],
    ] as const) {
      clock = NOW;
      const forecast = JSON.parse(
        (await viaHandlers(`/data/2.5/forecast?${query}&units=${units}&appid=k`)).body,
      ) as Forecast;
      for (const slot of forecast.list.filter((_, index) => index % 6 === 0)) {
        clock = slot.dt * 1000;
        const weather = JSON.parse(
          (await viaHandlers(`/data/2.5/weather?${query}&units=${units}&appid=k`)).body,
        );
        expect(
          weather.weather.map((w: { id: number }) => w.id),
          `${query} at ${slot.dt_txt}`,
        ).toEqual(slot.weather.map((w) => w.id));
        expect(weather.main.temp, `${query} at ${slot.dt_txt}`).toBe(slot.main.temp);
        expect(weather.main.humidity).toBe(slot.main.humidity);
        expect(weather.wind.speed).toBe(slot.wind.speed);
      }
    }
  });
});

describe('what the core gives every route', () => {
  it('scenarios aimed at the forecast route answer it alone', async () => {
    const double = use();
    mswServer.use(double.scenarios.serverError({ route: 'forecast' }));
    expect(await viaHandlers('/data/2.5/forecast?zip=94040&appid=k')).toMatchObject({
      status: 500,
      body: BODY[500],
    });
    expect((await viaHandlers('/data/2.5/weather?zip=94040&appid=k')).status).toBe(200);
    mswServer.resetHandlers(...double.handlers);
    mswServer.use(double.scenarios.notFound({ route: 'forecast', location: { q: 'London,GB' } }));
    expect((await viaHandlers('/data/2.5/forecast?q=London,GB&appid=k')).body).toBe(BODY[404]);
    expect((await viaHandlers('/data/2.5/forecast?zip=94040&appid=k')).status).toBe(200);
    expect((await viaHandlers('/data/2.5/weather?q=London,GB&appid=k')).status).toBe(200);
  });

  it('scenarios.record forces forecast overrides on the forecast route, checked when made', async () => {
    const double = use();
    mswServer.use(
      double.scenarios.record(
        { list: [{ weather: [{ id: 502 }] }], city: { name: 'Springfield' } },
        { route: 'forecast' },
      ),
    );
    const forecast = JSON.parse(
      (await viaHandlers('/data/2.5/forecast?zip=94040&cnt=3&appid=k')).body,
    ) as Forecast;
    expect(forecast.city.name).toBe('Springfield');
    expect(forecast.list[0]!.weather[0]!.id).toBe(502);
    expect(forecast.list[0]!.rain?.['3h']).toBeGreaterThan(0);
    expect(validateForecast(forecast).ok).toBe(true);
    expect(() =>
      double.scenarios.record({ list: [{ main: { humidity: 150 } }] }, { route: 'forecast' }),
    ).toThrow('Invalid override at list[0].main.humidity: expected an integer from 0 to 100, got 150.');
  });

  it('one quota count across routes, per key, as the service counts calls', async () => {
    use({ quota: { limit: 2, windowSeconds: 60 } });
    expect((await viaHandlers('/data/2.5/weather?zip=94040&appid=a')).status).toBe(200);
    expect((await viaHandlers('/data/2.5/forecast?zip=94040&appid=a')).status).toBe(200);
    const limited = await viaHandlers('/data/2.5/forecast?zip=94040&appid=a');
    expect([limited.status, limited.body]).toEqual([429, BODY[429]]);
    expect((await viaHandlers('/data/2.5/weather?zip=94040&appid=a')).status).toBe(429);
    expect((await viaHandlers('/data/2.5/forecast?zip=94040&appid=b')).status).toBe(200);
  });

  it('faults, and the request log with the key masked', async () => {
    const double = use({ faults: { rate: 1, kinds: ['serverError'] } });
    const faulty = await viaHandlers('/data/2.5/forecast?zip=94040&appid=secret');
    expect([faulty.status, faulty.body]).toEqual([500, BODY[500]]);
    const [entry] = double.requests;
    expect(entry).toMatchObject({ status: 500, fault: 'serverError', query: { zip: '94040', appid: '***' } });
    expect(new URL(entry!.url).pathname).toBe('/data/2.5/forecast');
    expect(entry!.url).not.toContain('secret');
  });
});
