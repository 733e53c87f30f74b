// connectWeatherDouble (weather-double/control): the control plane with the in-process API's shape.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WeatherDoubleError } from 'weather-double';
import { connectWeatherDouble } from 'weather-double/control';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';

const NOW = Date.UTC(2024, 5, 1, 18);
let server: WeatherServer;
beforeAll(async () => {
  server = await startWeatherServer({ port: 0, seed: 1, now: () => NOW, adminToken: 'secret' });
});
afterAll(() => server.close());
const double = () => connectWeatherDouble(`${server.url}/`, { token: 'secret' });
afterEach(() => double().reset());

const weather = (query = 'zip=94040,us&appid=k') => fetch(`${server.url}/data/2.5/weather?${query}`);

describe('connectWeatherDouble', () => {
  it('adds scenarios, reads the log and the answers, as in process', async () => {
    const remote = double();
    const added = await remote.scenarios.rateLimited({ once: true, location: { zip: '94040,us' } });
    expect(added).toMatchObject({ name: 'rateLimited', remaining: 1, options: { once: true } });
    await remote.scenarios.delayed(1, { route: 'forecast' });
    await remote.scenarios.sequence(['serverError', 'normal'], { zip: '10001' });
    expect((await remote.listScenarios()).map((s) => s.name)).toEqual(['sequence', 'delayed', 'rateLimited']);
    expect((await weather()).status).toBe(429);
    expect((await weather('zip=10001&appid=k')).status).toBe(500);
    expect((await weather('zip=10001&appid=k')).status).toBe(200);
    const limited = await remote.requests({ status: 429 });
    expect(limited.map((r) => [r.route, r.scenario])).toEqual([['weather', 'rateLimited']]);
    const answer = await remote.answerOf(limited[0]?.seq ?? 0);
    expect(answer.status).toBe(429);
    expect(answer.body).toContain('temporary blocked');
    expect(await remote.requests({ since: limited[0]?.seq, route: 'weather' })).toHaveLength(2);
    await remote.removeScenario(added.id);
    await remote.resetHandlers();
    expect(await remote.listScenarios()).toEqual([]);
    await remote.clearRequests();
    expect(await remote.requests()).toEqual([]);
  });

  it('moves the clock', async () => {
    const { clock } = double();
    expect((await clock.get()).now).toBe(new Date(NOW).toISOString());
    expect(await clock.set(new Date('2024-01-02T03:04:05Z'))).toMatchObject({
      now: '2024-01-02T03:04:05.000Z',
      frozen: true,
    });
    expect((await clock.advance(60)).now).toBe('2024-01-02T03:05:05.000Z');
    expect((await clock.run()).frozen).toBe(false);
    expect((await clock.freeze()).frozen).toBe(true);
    expect(Math.abs(Date.parse((await clock.real()).now) - Date.now())).toBeLessThan(60_000);
  });

  it("rejects with the server's code and path", async () => {
    const error = await double()
      .scenarios.serverError({ times: 0 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WeatherDoubleError);
    expect(error).toMatchObject({ code: 'INVALID_OPTION', path: 'body.times' });
    expect((error as Error).message).toBe(
      '[weather-double] Invalid option body.times: expected a whole number of requests from 1, got 0.',
    );
    await expect(connectWeatherDouble(server.url).reset()).rejects.toMatchObject({ code: 'CONTROL_DENIED' });
    await expect(double().answerOf(999_999)).rejects.toMatchObject({ code: 'CONTROL_NOT_FOUND' });
    await expect(connectWeatherDouble('http://127.0.0.1:9').reset()).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
  });
});
