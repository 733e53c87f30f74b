// Keys with the service's plans (`plans`, `serve --plan KEY=PLAN`): a route the key's plan lacks
// answers that route's 401, byte for byte the service's (One Call 3.0's "separate subscription" body
// on its routes, "Invalid API key" on the paid forecasts and the History API); the routes the plan
// has answer as for any key.
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeatherDouble } from 'weather-double/handlers';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { runCli, startCliServer } from '../support/cli.js';

const INVALID_KEY =
  '{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}';
const ONE_CALL_SUBSCRIPTION =
  '{"cod":401, "message": "Please note that using One Call 3.0 requires a separate subscription to the One Call by Call plan. Learn more here https://openweathermap.org/price. If you have a valid subscription to the One Call by Call plan, but still receive this error, then please see https://openweathermap.org/faq#error401 for more info."}';

const WEATHER = '/data/2.5/weather?zip=94040,us';
const FORECAST = '/data/2.5/forecast?zip=94040,us';
const ONE_CALL = '/data/3.0/onecall?lat=51.5&lon=-0.12';
const TIMEMACHINE = '/data/3.0/onecall/timemachine?lat=51.5&lon=-0.12&dt=1717243200';
const DAILY = '/data/2.5/forecast/daily?zip=94040,us';
const HOURLY = '/data/2.5/forecast/hourly?zip=94040,us';
const HISTORY = '/data/2.5/history/city?lat=51.5&lon=-0.12&type=hour';
const NOW = Date.UTC(2024, 5, 1, 12);

let server: WeatherServer;
beforeAll(async () => {
  server = await startWeatherServer({
    port: 0,
    now: () => NOW,
    plans: { 'free-key': 'free', 'one-call-key': 'onecall', 'pro-key': 'pro' },
  });
});
afterAll(() => server.close());

/** Status and body of `path` asked with `key`. */
async function ask(path: string, key: string) {
  const response = await fetch(`${server.url}${path}&appid=${key}`);
  return { status: response.status, body: await response.text() };
}

describe('a key’s plan', () => {
  it('free: the free routes answer; One Call 3.0 its subscription 401, the paid forecasts and history "Invalid API key"', async () => {
    expect((await ask(WEATHER, 'free-key')).status).toBe(200);
    expect((await ask(FORECAST, 'free-key')).status).toBe(200);
    expect(await ask(ONE_CALL, 'free-key')).toEqual({ status: 401, body: ONE_CALL_SUBSCRIPTION });
    expect(await ask(TIMEMACHINE, 'free-key')).toEqual({ status: 401, body: ONE_CALL_SUBSCRIPTION });
    for (const path of [DAILY, HOURLY, HISTORY]) {
      expect(await ask(path, 'free-key')).toEqual({ status: 401, body: INVALID_KEY });
    }
  });

  it('onecall: One Call 3.0 answers, the paid forecasts do not', async () => {
    expect((await ask(ONE_CALL, 'one-call-key')).status).toBe(200);
    expect((await ask(WEATHER, 'one-call-key')).status).toBe(200);
    expect(await ask(DAILY, 'one-call-key')).toEqual({ status: 401, body: INVALID_KEY });
  });

  it('pro, and a key without a plan: every route answers', async () => {
    for (const key of ['pro-key', 'any-other-key']) {
      for (const path of [WEATHER, ONE_CALL, DAILY, HOURLY, HISTORY]) {
        expect((await ask(path, key)).status, `${key} ${path}`).toBe(200);
      }
    }
  });

  it('logs the 401 as any other', async () => {
    await ask(DAILY, 'free-key');
    expect(server.requests.at(-1)).toMatchObject({ status: 401 });
  });

  it('holds in the MSW handlers too', async () => {
    const double = createWeatherDouble({ now: () => NOW, plans: { k: 'free' } });
    const answer = await getResponse(
      double.handlers,
      new Request(`https://api.openweathermap.org${ONE_CALL}&appid=k`),
    );
    expect(answer?.status).toBe(401);
    expect(await answer?.text()).toBe(ONE_CALL_SUBSCRIPTION);
  });

  it('does not accept a key apiKeys refuses', async () => {
    const strict = await startWeatherServer({ port: 0, apiKeys: ['a'], plans: { b: 'pro' } });
    try {
      const response = await fetch(`${strict.url}${WEATHER}&appid=b`);
      expect(response.status).toBe(401);
    } finally {
      await strict.close();
    }
  });

  it.each([
    ['free', 'plans', 'Invalid option plans: expected an object of plans by key'],
    [
      { k: 'gold' },
      'plans.k',
      'Invalid option plans.k: expected one of free, onecall, onecall4, pro, got "gold".',
    ],
  ])('refuses plans %j naming %s', async (plans, path, message) => {
    await expect(startWeatherServer({ port: 0, plans: plans as never })).rejects.toMatchObject({
      code: 'INVALID_OPTION',
      path,
      message: expect.stringContaining(message),
    });
  });
});

describe('serve --plan', () => {
  it('gives a key its plan', async () => {
    const cli = await startCliServer(['--port', '0', '--quiet', '--plan', 'test-key=free']);
    try {
      const response = await fetch(`${cli.url}${ONE_CALL}&appid=test-key`);
      expect(response.status).toBe(401);
      expect(await response.text()).toBe(ONE_CALL_SUBSCRIPTION);
      expect((await fetch(`${cli.url}${WEATHER}&appid=test-key`)).status).toBe(200);
    } finally {
      await cli.stop();
    }
  });

  it('refuses a malformed --plan with status 2, naming it', async () => {
    for (const value of ['test-key', 'test-key=gold', '=free']) {
      const { code, stderr } = await runCli(['serve', '--port', '0', '--plan', value]);
      expect(code).toBe(2);
      expect(stderr).toContain(
        `[weather-double] Invalid option --plan: expected KEY=PLAN with a plan of free, onecall, onecall4, pro (e.g. test-key=free), got ${JSON.stringify(value)}.`,
      );
    }
  });
});
