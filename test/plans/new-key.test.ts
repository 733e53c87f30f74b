// A new key's activation window (issue 38): the service answers a newly created key with its 401
// "Invalid API key" until it is activated, "within the next couple of hours" (its FAQ,
// https://openweathermap.org/faq#error401). The `newKey` scenario: in process, through the control
// plane, and for one key of `weather-double serve --key KEY=newKey;minutes=N`, always measured on
// the double's clock, so moving that clock ends the window.
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectWeatherDouble } from 'weather-double/control';
import { createWeatherDouble } from 'weather-double/handlers';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { type CliServer, startCliServer } from '../support/cli.js';

const INVALID_KEY =
  '{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}';
const ONE_CALL_401 =
  '{"cod":401, "message": "Please note that using One Call 3.0 requires a separate subscription to the One Call by Call plan. Learn more here https://openweathermap.org/price. If you have a valid subscription to the One Call by Call plan, but still receive this error, then please see https://openweathermap.org/faq#error401 for more info."}';
const SERVICE = 'https://api.openweathermap.org';
const WEATHER = '/data/2.5/weather?zip=94040,us';
const START = Date.UTC(2024, 5, 1, 12);

describe('scenarios.newKey in process', () => {
  it('answers the 401 for its minutes on the double’s clock, then the weather', async () => {
    let now = START;
    const double = createWeatherDouble({ now: () => now });
    const ask = async (path: string) => {
      const response = await getResponse(double.handlers, new Request(`${SERVICE}${path}&appid=fresh`));
      return { status: response?.status ?? 0, body: (await response?.text()) ?? '' };
    };
    const { setupServer } = await import('msw/node');
    const server = setupServer(...double.handlers);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      server.use(double.scenarios.newKey(30));
      const direct = async (path: string) => {
        const response = await fetch(`${SERVICE}${path}&appid=fresh`);
        return { status: response.status, body: await response.text() };
      };
      expect(await direct(WEATHER)).toEqual({ status: 401, body: INVALID_KEY });
      // The route's own 401, as a bad key gets it there (One Call 3.0's body on One Call).
      expect(await direct('/data/3.0/onecall?lat=51.5&lon=-0.12')).toEqual({
        status: 401,
        body: ONE_CALL_401,
      });
      now += 29 * 60_000 + 59_000;
      expect((await direct(WEATHER)).status).toBe(401);
      now += 1000;
      expect((await direct(WEATHER)).status).toBe(200);
      expect(double.requests.map((r) => [r.scenario, r.status])).toEqual([
        ['newKey', 401],
        ['newKey', 401],
        ['newKey', 401],
        [null, 200],
      ]);
    } finally {
      server.close();
    }
    // Without the scenario the same key is answered at once.
    expect((await ask(WEATHER)).status).toBe(200);
  });

  it('defaults to the FAQ’s couple of hours and refuses a bad window', () => {
    const double = createWeatherDouble({ now: () => START });
    expect(() => double.scenarios.newKey()).not.toThrow();
    expect(() => double.scenarios.newKey(-1)).toThrow(
      /Invalid option scenarios\.newKey\.minutes: expected a number of minutes from 0 to 10080, got -1/,
    );
    expect(() => double.scenarios.newKey(30, { times: 0 })).toThrow(/scenarios\.newKey\.times/);
  });
});

describe('newKey through the control plane', () => {
  let server: WeatherServer;
  beforeAll(async () => {
    server = await startWeatherServer({ port: 0, now: () => START });
  });
  afterAll(() => server.close());

  it('holds until PUT /__weather-double/clock moves the clock past it', async () => {
    const double = connectWeatherDouble(server.url);
    const added = await double.scenarios.newKey(90, { route: 'weather' });
    expect(added).toMatchObject({ name: 'newKey' });
    const ask = async (path = WEATHER) => {
      const response = await fetch(`${server.url}${path}&appid=fresh`);
      return { status: response.status, body: await response.text() };
    };
    expect(await ask()).toEqual({ status: 401, body: INVALID_KEY });
    // Only the weather route was named.
    expect((await ask('/data/2.5/forecast?zip=94040,us')).status).toBe(200);
    await double.clock.advance(89 * 60);
    expect((await ask()).status).toBe(401);
    await double.clock.advance(60);
    expect((await ask()).status).toBe(200);
    await double.reset();
  });

  it('takes the same name and options as JSON, and says what is wrong', async () => {
    const post = (body: unknown) =>
      fetch(`${server.url}/__weather-double/scenarios`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const created = await post({ name: 'newKey', minutes: 5, location: 'zip=94040,us' });
    expect(created.status).toBe(201);
    expect((await fetch(`${server.url}${WEATHER}&appid=k`)).status).toBe(401);
    expect((await fetch(`${server.url}/data/2.5/weather?zip=10115,de&appid=k`)).status).toBe(200);
    const bad = await post({ name: 'newKey', minutes: 'soon' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'INVALID_OPTION', path: 'body.minutes' } });
    await fetch(`${server.url}/__weather-double/reset`, { method: 'POST' });
  });
});

describe('weather-double serve --key KEY=newKey;minutes=N', () => {
  let run: CliServer;
  let url: string;
  beforeAll(async () => {
    run = await startCliServer([
      '--port',
      '0',
      '--quiet',
      '--now',
      '2024-06-01T12:00:00Z',
      '--key',
      'fresh-key=newKey;minutes=30',
    ]);
    url = run.url;
  });
  afterAll(() => run.stop());

  it('refuses that key for 30 minutes of the double’s clock, other keys never', async () => {
    const ask = async (key: string) => {
      const response = await fetch(`${url}${WEATHER}&appid=${key}`);
      return { status: response.status, body: await response.text() };
    };
    expect(await ask('fresh-key')).toEqual({ status: 401, body: INVALID_KEY });
    expect((await ask('old-key')).status).toBe(200);
    const moved = await fetch(`${url}/__weather-double/clock`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance: 30 * 60 }),
    });
    expect(moved.status).toBe(200);
    expect((await ask('fresh-key')).status).toBe(200);
  });
});
