// openweather-api-node 3.1.5, the most used Node client of the service, unchanged: its ten One Call
// and Air Pollution calls against the MSW handlers and against the standalone server (it hardcodes
// api.openweathermap.org: the server is reached through a forwarding handler, the client unchanged).
import { bypass, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { OpenWeatherAPI } from 'openweather-api-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeatherGenerator } from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { failOnUnhandled } from '../support/msw.js';

const NOW = Date.UTC(2024, 5, 1, 18, 4);
const SEED = 33;
const LONDON = { lat: 51.5085, lon: -0.1257 };
const generator = createWeatherGenerator({ seed: SEED, now: () => NOW });
const everything = generator.oneCall(LONDON, { units: 'metric' });
const alert = {
  sender_name: 'Met Office',
  event: 'Yellow warning of wind',
  start: 1717261200,
  end: 1717304400,
  description: 'Strong winds may cause some disruption.',
  tags: ['Wind'],
};

function clientChecks(
  requests: () => readonly { url: string }[],
  scenarios: () => { alerts: (a: (typeof alert)[]) => unknown; use: (h: unknown) => void },
) {
  const client = new OpenWeatherAPI({ key: 'test-key', units: 'metric', coordinates: LONDON });
  const paths = () => requests().map((r) => new URL(r.url).pathname);

  it('getEverything: the whole One Call answer, parsed', async () => {
    const all = await client.getEverything();
    expect(all).toMatchObject({
      lat: 51.5085,
      lon: -0.1257,
      timezone: 'Europe/London',
      timezoneOffset: 3600,
    });
    expect(all.current).toMatchObject({
      dtRaw: everything.current?.dt,
      weather: {
        temp: { cur: everything.current?.temp },
        dewPoint: everything.current?.dew_point,
        uvi: everything.current?.uvi,
      },
    });
    expect(all.minutely).toHaveLength(61);
    expect(all.hourly).toHaveLength(48);
    expect(all.daily).toHaveLength(8);
    expect(all.alerts).toBeUndefined();
    expect(paths().at(-1)).toBe('/data/3.0/onecall');
  });

  it('getMinutelyForecast, getHourlyForecast, getDailyForecast, getToday: one part each', async () => {
    const minutes = await client.getMinutelyForecast(10);
    expect(minutes.map((m) => [m.dtRaw, m.weather.rain])).toEqual(
      everything.minutely?.slice(0, 10).map((m) => [m.dt, m.precipitation]),
    );
    const hours = await client.getHourlyForecast(5);
    expect(hours.map((h) => [h.dtRaw, h.weather.temp.cur, h.weather.pop])).toEqual(
      everything.hourly?.slice(0, 5).map((h) => [h.dt, h.temp, h.pop]),
    );
    const days = await client.getDailyForecast(3);
    expect(
      days.map((d) => [d.dtRaw, d.weather.temp.max, d.weather.summary, d.astronomical.moonPhase]),
    ).toEqual(everything.daily?.slice(1, 4).map((d) => [d.dt, d.temp.max, d.summary, d.moon_phase]));
    const today = await client.getToday();
    expect(today).toMatchObject({
      dtRaw: everything.daily?.[0]?.dt,
      astronomical: {
        sunriseRaw: everything.daily?.[0]?.sunrise,
        moonriseRaw: everything.daily?.[0]?.moonrise,
      },
    });
    const url = new URL(requests().at(-1)?.url ?? '');
    expect(url.searchParams.get('exclude')).toBe('alerts,current,minutely,hourly');
  });

  it('getAlerts: none by default; the alerts scenario gives one', async () => {
    expect(await client.getAlerts()).toEqual([]);
    scenarios().use(scenarios().alerts([alert]));
    expect(await client.getAlerts()).toEqual([alert]);
  });

  it('getHistory: the timemachine at a moment', async () => {
    const at = new Date('2024-05-30T12:00:00Z');
    const past = await client.getHistory(at);
    const expected = generator.oneCallTimemachine(LONDON, { dt: at.getTime() / 1000, units: 'metric' })
      .data[0];
    expect(past).toMatchObject({
      dtRaw: at.getTime() / 1000,
      weather: { temp: { cur: expected?.temp }, humidity: expected?.humidity },
    });
    expect(paths().at(-1)).toBe('/data/3.0/onecall/timemachine');
  });

  it('getCurrentAirPollution, getForecastedAirPollution, getHistoryAirPollution', async () => {
    const now = await client.getCurrentAirPollution();
    const expectedNow = generator.airPollution(LONDON).list[0];
    expect(now).toMatchObject({
      lat: 51.5085,
      lon: -0.1257,
      dtRaw: expectedNow?.dt,
      aqi: expectedNow?.main.aqi,
      components: expectedNow?.components,
    });
    expect(['Good', 'Fair', 'Moderate', 'Poor', 'Very Poor']).toContain(now.aqiName);
    const forecast = await client.getForecastedAirPollution(96);
    expect(forecast).toHaveLength(96);
    expect(forecast.map((item) => item.dtRaw)).toEqual(
      generator.airPollution(LONDON, { kind: 'forecast' }).list.map((item) => item.dt),
    );
    const history = await client.getHistoryAirPollution(
      new Date('2024-05-31T00:00:00Z'),
      new Date('2024-05-31T05:00:00Z'),
    );
    expect(history.map((item) => new Date(item.dt).toISOString().slice(11, 16))).toEqual([
      '00:00',
      '01:00',
      '02:00',
      '03:00',
      '04:00',
      '05:00',
    ]);
    expect(paths().slice(-3)).toEqual([
      '/data/2.5/air_pollution',
      '/data/2.5/air_pollution/forecast',
      '/data/2.5/air_pollution/history',
    ]);
  });
}

describe('openweather-api-node against the MSW handlers', () => {
  const double = createWeatherDouble({ seed: SEED, now: () => NOW });
  const server = setupServer(...double.handlers);
  beforeAll(() => server.listen(failOnUnhandled));
  afterAll(() => server.close());
  clientChecks(
    () => double.requests,
    () => ({ alerts: (a) => double.scenarios.alerts(a, { once: true }), use: (h) => server.use(h as never) }),
  );
});

describe('openweather-api-node against the standalone server', () => {
  let weatherServer: WeatherServer;
  const forward = http.all(/^https?:\/\/api\.openweathermap\.org\//, async ({ request }) => {
    const url = new URL(request.url);
    const response = await fetch(bypass(new Request(`${weatherServer.url}${url.pathname}${url.search}`)));
    return new HttpResponse(await response.text(), { status: response.status, headers: response.headers });
  });
  const server = setupServer(forward);
  beforeAll(async () => {
    weatherServer = await startWeatherServer({ port: 0, seed: SEED, now: () => NOW });
    server.listen(failOnUnhandled);
  });
  afterAll(async () => {
    server.close();
    await weatherServer.close();
  });
  clientChecks(
    () => weatherServer.requests,
    () => ({
      alerts: (a) => weatherServer.scenarios.alerts(a, { once: true }),
      use: (h) => weatherServer.use(h as never),
    }),
  );
});
