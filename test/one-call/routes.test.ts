// The One Call and Air Pollution routes through the public adapters: the MSW handlers and the
// standalone server answer the same bytes and headers; the key, the coordinates and the routes' own
// parameters are checked as docs/one-call.md and docs/air-pollution.md say; the core's quotas,
// scenarios and request log apply to them as to every route.
import { bypass } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createWeatherGenerator,
  serializeAirPollution,
  serializeOneCall,
  validateAirPollution,
  validateOneCall,
  validateOneCallTimemachine,
} from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { failOnUnhandled } from '../support/msw.js';

const NOW = Date.UTC(2024, 5, 1, 18, 3);
const SEED = 9;
const HOST = 'https://api.openweathermap.org';
const ONE_CALL_401 =
  '{"cod":401, "message": "Please note that using One Call 3.0 requires a separate subscription to the One Call by Call plan. Learn more here https://openweathermap.org/price. If you have a valid subscription to the One Call by Call plan, but still receive this error, then please see https://openweathermap.org/faq#error401 for more info."}';
const KEY_401 =
  '{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}';

/** Every case: the target, the status and (when fixed) the exact body. */
const CASES: readonly (readonly [string, number, string?])[] = [
  ['/data/3.0/onecall?lat=51.5085&lon=-0.1257&units=metric&appid=k', 200],
  ['/data/3.0/onecall?lat=33.44&lon=-94.04&exclude=current,minutely,hourly&appid=k', 200],
  ['/data/3.0/onecall?lat=51.5085&lon=-0.1257', 401, ONE_CALL_401],
  ['/data/3.0/onecall?lat=51.5085&lon=-0.1257&appid=', 401, ONE_CALL_401],
  ['/data/3.0/onecall?appid=k', 400, '{"cod":"400","message":"Nothing to geocode"}'],
  ['/data/3.0/onecall?zip=94040,us&appid=k', 400, '{"cod":"400","message":"Nothing to geocode"}'],
  ['/data/3.0/onecall?lat=91&lon=0&appid=k', 400, '{"cod":"400","message":"wrong latitude"}'],
  ['/data/3.0/onecall?lat=10&lon=abc&appid=k', 400, '{"cod":"400","message":"wrong longitude"}'],
  ['/data/3.0/onecall/timemachine?lat=52.2297&lon=21.0122&dt=1645888976&appid=k', 200],
  ['/data/3.0/onecall/timemachine?lat=52.2297&lon=21.0122&dt=1645888976', 401, ONE_CALL_401],
  [
    '/data/3.0/onecall/timemachine?lat=52.2297&lon=21.0122&appid=k',
    400,
    '{"cod":"400","message":"wrong dt"}',
  ],
  [
    '/data/3.0/onecall/timemachine?lat=52.2297&lon=21.0122&dt=yesterday&appid=k',
    400,
    '{"cod":"400","message":"wrong dt"}',
  ],
  [
    '/data/3.0/onecall/timemachine?lat=52.2297&lon=21.0122&dt=100&appid=k',
    400,
    '{"cod":"400","message":"requested time is out of allowed range"}',
  ],
  [
    '/data/3.0/onecall/timemachine?lat=52.2297&lon=21.0122&dt=1720000000&appid=k',
    400,
    '{"cod":"400","message":"requested time is out of allowed range"}',
  ],
  ['/data/2.5/air_pollution?lat=51.5085&lon=-0.1257&appid=k', 200],
  ['/data/2.5/air_pollution?lat=51.5085&lon=-0.1257', 401, KEY_401],
  ['/data/2.5/air_pollution?lat=-91&lon=0&appid=k', 400, '{"cod":"400","message":"wrong latitude"}'],
  ['/data/2.5/air_pollution/forecast?lat=51.5085&lon=-0.1257&appid=k', 200],
  ['/data/2.5/air_pollution/history?lat=51.5085&lon=-0.1257&start=1717200000&end=1717221600&appid=k', 200],
  [
    '/data/2.5/air_pollution/history?lat=51.5085&lon=-0.1257&end=1717221600&appid=k',
    400,
    '{"cod":"400","message":"wrong start"}',
  ],
  [
    '/data/2.5/air_pollution/history?lat=51.5085&lon=-0.1257&start=1717200000&end=soon&appid=k',
    400,
    '{"cod":"400","message":"wrong end"}',
  ],
  [
    '/data/2.5/air_pollution/history?lat=51.5085&lon=-0.1257&start=1717221600&end=1717200000&appid=k',
    200,
    '{"coord":{"lon":-0.1257,"lat":51.5085},"list":[]}',
  ],
];

type Seen = { status: number; body: string; headers: [string, string][] };
const headersOf = (response: Response): [string, string][] =>
  [...response.headers].filter(
    ([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name),
  );

describe('One Call and Air Pollution routes: handlers and server alike', () => {
  const double = createWeatherDouble({ seed: SEED, now: () => NOW });
  const msw = setupServer(...double.handlers);
  let server: WeatherServer;
  const viaHandlers = new Map<string, Seen>();
  const viaServer = new Map<string, Seen>();
  beforeAll(async () => {
    msw.listen(failOnUnhandled);
    server = await startWeatherServer({ port: 0, seed: SEED, now: () => NOW });
    for (const [target] of CASES) {
      const a = await fetch(`${HOST}${target}`);
      viaHandlers.set(target, { status: a.status, body: await a.text(), headers: headersOf(a) });
      const b = await fetch(bypass(new Request(`${server.url}${target}`)));
      viaServer.set(target, { status: b.status, body: await b.text(), headers: headersOf(b) });
    }
  });
  afterAll(async () => {
    msw.close();
    await server.close();
  });

  it.each(CASES.map(([target, status, body]) => ({ target, status, body })))(
    '$target → $status',
    ({ target, status, body }) => {
      const seen = viaHandlers.get(target) as Seen;
      expect(seen.status).toBe(status);
      if (body !== undefined) expect(seen.body).toBe(body);
      expect(viaServer.get(target)).toEqual(seen);
      const path = target.slice(0, target.indexOf('?'));
      expect(Object.fromEntries(seen.headers)['x-cache-key']).toMatch(
        new RegExp(`^${path.replace(/\//g, '\\/')}\\?`),
      );
      if (status === 200) {
        const json = JSON.parse(seen.body);
        const result =
          path === '/data/3.0/onecall'
            ? validateOneCall(json)
            : path.endsWith('timemachine')
              ? validateOneCallTimemachine(json)
              : validateAirPollution(json);
        expect(result.ok).toBe(true);
      }
    },
  );

  it('answers what the generator makes, byte for byte', () => {
    const generator = createWeatherGenerator({ seed: SEED, now: () => NOW });
    expect(viaHandlers.get(CASES[0]?.[0] as string)?.body).toBe(
      serializeOneCall(generator.oneCall({ lat: 51.5085, lon: -0.1257 }, { units: 'metric' })),
    );
    expect(viaHandlers.get('/data/2.5/air_pollution/forecast?lat=51.5085&lon=-0.1257&appid=k')?.body).toBe(
      serializeAirPollution(generator.airPollution({ lat: 51.5085, lon: -0.1257 }, { kind: 'forecast' })),
    );
  });

  it('reports the One Call current that the weather endpoint reports at the same clock', async () => {
    const weather = await (
      await fetch(`${HOST}/data/2.5/weather?lat=51.5085&lon=-0.1257&units=metric&appid=k`)
    ).json();
    const oneCall = JSON.parse(viaHandlers.get(CASES[0]?.[0] as string)?.body ?? '{}');
    expect(oneCall.current).toMatchObject({
      dt: weather.dt,
      temp: weather.main.temp,
      humidity: weather.main.humidity,
      weather: weather.weather,
    });
  });
});

describe('the core around the new routes', () => {
  const double = createWeatherDouble({ seed: SEED, now: () => NOW, quota: { limit: 2, windowSeconds: 60 } });
  const msw = setupServer(...double.handlers);
  beforeAll(() => msw.listen(failOnUnhandled));
  afterAll(() => msw.close());

  it('logs the requests with the key masked and counts them in the quota', async () => {
    double.requests.clear();
    const first = await fetch(`${HOST}/data/3.0/onecall?lat=1&lon=2&appid=secret`);
    const second = await fetch(`${HOST}/data/2.5/air_pollution?lat=1&lon=2&appid=secret`);
    const third = await fetch(`${HOST}/data/2.5/air_pollution?lat=1&lon=2&appid=secret`);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 429]);
    expect(double.requests.map((r) => [new URL(r.url).pathname, r.query.appid, r.status])).toEqual([
      ['/data/3.0/onecall', '***', 200],
      ['/data/2.5/air_pollution', '***', 200],
      ['/data/2.5/air_pollution', '***', 429],
    ]);
  });
});

describe('scenarios on the new routes', () => {
  const double = createWeatherDouble({ seed: SEED, now: () => NOW });
  const msw = setupServer(...double.handlers);
  beforeAll(() => msw.listen(failOnUnhandled));
  afterAll(() => msw.close());
  const alert = {
    sender_name: 'NWS Tulsa',
    event: 'Heat Advisory',
    start: 1717264800,
    end: 1717300800,
    description: 'Heat index values up to 108.',
    tags: ['Extreme temperature value'],
  };

  it('alerts: the One Call answer carries them, once; other routes are untouched', async () => {
    msw.use(double.scenarios.alerts([alert], { once: true }));
    const air = await (await fetch(`${HOST}/data/2.5/air_pollution?lat=36.154&lon=-95.9928&appid=k`)).json();
    expect(air).not.toHaveProperty('alerts');
    const warned = await (await fetch(`${HOST}/data/3.0/onecall?lat=36.154&lon=-95.9928&appid=k`)).json();
    expect(warned.alerts).toEqual([alert]);
    expect(validateOneCall(warned).ok).toBe(true);
    const calm = await (await fetch(`${HOST}/data/3.0/onecall?lat=36.154&lon=-95.9928&appid=k`)).json();
    expect(calm).not.toHaveProperty('alerts');
    expect(double.requests.at(-2)?.scenario).toBe('alerts');
  });

  it('alerts are checked when the scenario is made, and only One Call takes them', () => {
    expect(() => double.scenarios.alerts([{ ...alert, end: 1 }])).toThrow(/alerts\[0\]\.end/);
    expect(() => double.scenarios.alerts([alert], { route: 'weather' })).toThrow(/scenarios\.alerts\.route/);
  });

  it('the error scenarios reach the new routes, One Call with its own 401', async () => {
    msw.use(double.scenarios.unauthorized({ route: ['oneCall', 'airPollution'], once: false }));
    const oneCall = await fetch(`${HOST}/data/3.0/onecall?lat=1&lon=2&appid=k`);
    expect([oneCall.status, await oneCall.text()]).toEqual([401, ONE_CALL_401]);
    const air = await fetch(`${HOST}/data/2.5/air_pollution?lat=1&lon=2&appid=k`);
    expect([air.status, await air.text()]).toEqual([401, KEY_401]);
    msw.resetHandlers();
    msw.use(
      double.scenarios.serverError({
        route: 'airPollutionHistory',
        location: { lat: 1, lon: 2 },
        once: true,
      }),
    );
    const history = await fetch(
      `${HOST}/data/2.5/air_pollution/history?lat=1&lon=2&start=1717200000&end=1717203600&appid=k`,
    );
    expect(history.status).toBe(500);
    const elsewhere = await fetch(
      `${HOST}/data/2.5/air_pollution/history?lat=3&lon=4&start=1717200000&end=1717203600&appid=k`,
    );
    expect(elsewhere.status).toBe(200);
    msw.resetHandlers();
  });
});
