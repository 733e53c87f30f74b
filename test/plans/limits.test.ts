// The plans' call limits (docs/handlers-and-scenarios.md, "Keys with plans"): the free plan's 60
// calls a minute, One Call by Call's 2,000 One Call calls a day (the service's One Call 4.0 page:
// "2,000 API calls per day … by default", 1,000 of them free), counted per key on the double's clock
// (the one the control plane moves) and answered with the service's recorded 429. `onecall4` keys
// call One Call 4.0, and get One Call 3.0's own 401 there, as keys moved to 4.0 report.
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeatherDouble } from 'weather-double/handlers';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';

const RATE_LIMITED =
  '{"cod":429, "message": "Your account is temporary blocked due to exceeding of requests limitation of your subscription type. Please choose the proper subscription https://openweathermap.org/price"}';
const ONE_CALL_SUBSCRIPTION =
  '{"cod":401, "message": "Please note that using One Call 3.0 requires a separate subscription to the One Call by Call plan. Learn more here https://openweathermap.org/price. If you have a valid subscription to the One Call by Call plan, but still receive this error, then please see https://openweathermap.org/faq#error401 for more info."}';
const INVALID_KEY =
  '{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}';
const SERVICE = 'https://api.openweathermap.org';
const WEATHER = '/data/2.5/weather?zip=94040,us';
const ONE_CALL_3 = '/data/3.0/onecall?lat=51.5&lon=-0.12&exclude=minutely,hourly,daily';
const ONE_CALL_4 = '/data/4.0/onecall/current?lat=51.5&lon=-0.12';

function doubleAt(start: number) {
  let now = start;
  const double = createWeatherDouble({
    now: () => now,
    plans: { free: 'free', legacy: 'onecall', moved: 'onecall4', pro: 'pro' },
  });
  const ask = async (path: string, key: string) => {
    const response = await getResponse(double.handlers, new Request(`${SERVICE}${path}&appid=${key}`));
    return { status: response?.status ?? 0, body: (await response?.text()) ?? '' };
  };
  return { ask, advance: (ms: number) => (now += ms) };
}

describe('the plans’ limits', () => {
  it('free: 60 calls a minute, then the service’s 429 until the minute is over', async () => {
    const { ask, advance } = doubleAt(Date.UTC(2024, 5, 1, 12));
    for (let k = 0; k < 60; k += 1) expect((await ask(WEATHER, 'free')).status).toBe(200);
    expect(await ask(WEATHER, 'free')).toEqual({ status: 429, body: RATE_LIMITED });
    // Counted per key: another key is not limited.
    expect((await ask(WEATHER, 'pro')).status).toBe(200);
    advance(59_000);
    expect((await ask(WEATHER, 'free')).status).toBe(429);
    advance(1000);
    expect((await ask(WEATHER, 'free')).status).toBe(200);
  });

  it('One Call by Call: 2,000 One Call calls a day; its other calls count a minute as free', async () => {
    const { ask, advance } = doubleAt(Date.UTC(2024, 5, 1, 12));
    for (let k = 0; k < 2000; k += 1) {
      const { status } = await ask(ONE_CALL_4, 'moved');
      if (status !== 200) throw new Error(`call ${k + 1} answered ${status}`);
      if (k % 50 === 49) advance(60_000);
    }
    expect(await ask(ONE_CALL_4, 'moved')).toEqual({ status: 429, body: RATE_LIMITED });
    expect((await ask(WEATHER, 'moved')).status).toBe(200);
    advance(86_400_000);
    expect((await ask(ONE_CALL_4, 'moved')).status).toBe(200);
  });

  it('pro: no limit counted', async () => {
    const { ask } = doubleAt(Date.UTC(2024, 5, 1, 12));
    for (let k = 0; k < 70; k += 1) expect((await ask(WEATHER, 'pro')).status).toBe(200);
  });

  it('decides between One Call 3.0 and 4.0: a moved key gets 3.0’s own 401', async () => {
    const { ask } = doubleAt(Date.UTC(2024, 5, 1, 12));
    expect(await ask(ONE_CALL_3, 'moved')).toEqual({ status: 401, body: ONE_CALL_SUBSCRIPTION });
    expect((await ask(ONE_CALL_4, 'moved')).status).toBe(200);
    expect((await ask(ONE_CALL_3, 'legacy')).status).toBe(200);
    expect(await ask(ONE_CALL_4, 'legacy')).toEqual({ status: 401, body: INVALID_KEY });
    expect(await ask(ONE_CALL_4, 'free')).toEqual({ status: 401, body: INVALID_KEY });
    for (const path of [ONE_CALL_3, ONE_CALL_4]) expect((await ask(path, 'pro')).status).toBe(200);
  });
});

describe('the limits on the standalone server', () => {
  let server: WeatherServer;
  beforeAll(async () => {
    server = await startWeatherServer({
      port: 0,
      now: () => Date.UTC(2024, 5, 1, 12),
      plans: { free: 'free' },
    });
  });
  afterAll(() => server.close());

  it('count on the clock the control plane moves', async () => {
    const ask = async () => (await fetch(`${server.url}${WEATHER}&appid=free`)).status;
    for (let k = 0; k < 60; k += 1) expect(await ask()).toBe(200);
    expect(await ask()).toBe(429);
    const moved = await fetch(`${server.url}/__weather-double/clock`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance: 60 }),
    });
    expect(moved.status).toBe(200);
    expect(await ask()).toBe(200);
  });
});
