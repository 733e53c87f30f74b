// The forecast calls of real third-party clients of the service, run unchanged against the double:
// openweather-api-node (`getForecast`, by coordinates and through /geo/1.0/zip), openweathermap-ts
// (three-hour forecast by name, ID, coordinates and postal code), openweather-apis
// (`getWeatherForecast`, with APPID, mode=json and lang; `getWeatherForecastForDays` and
// `getWeatherForecastForHours`, the 16-day and hourly forecasts) and openweathermap-node (the `request`
// library, three-hour forecast by name, ID, coordinates and postal code). Each hardcodes
// api.openweathermap.org: they meet the handlers through MSW's interception, and the standalone
// server through a forwarding handler on that host (the clients still run unchanged).

import { createRequire } from 'node:module';
import { bypass, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { OpenWeatherAPI } from 'openweather-api-node';
import weatherApis from 'openweather-apis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createWeatherGenerator,
  type DailyForecast,
  type Forecast,
  type HourlyForecast,
  inLanguage,
  type LocationQuery,
} from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { failOnUnhandled } from '../support/msw.js';

const require = createRequire(import.meta.url);
// openweathermap-ts is CommonJS with only a default export: required as its users require it.
const { default: OpenWeatherMap } = require('openweathermap-ts') as typeof import('openweathermap-ts');

/** The part of openweathermap-node (CommonJS, no types) the test uses. */
interface OpenWeatherMapHelper {
  getThreeHourForecastByCityName(name: string, callback: Callback): void;
  getThreeHourForecastByCityID(id: number, callback: Callback): void;
  getThreeHourForecastByGeoCoordinates(lat: number, lon: number, callback: Callback): void;
  getThreeHourForecastByZipCode(zip: string, callback: Callback): void;
}
type Callback = (error: unknown, json: Forecast) => void;
const OpenWeatherMapNode = require('openweathermap-node') as new (config: {
  APPID: string;
  units: string;
  lang: string;
}) => OpenWeatherMapHelper;

const NOW = Date.UTC(2024, 5, 1, 18, 20);
const SEED = 21;
const generator = createWeatherGenerator({ seed: SEED, now: () => NOW });
const forecastAt = (location: LocationQuery, units: 'metric' | 'imperial' = 'metric'): Forecast =>
  generator.forecast(location, { units });

/** A callback-style call as a promise. */
const called = (call: (callback: Callback) => void) =>
  new Promise<Forecast>((resolve, reject) => call((error, json) => (error ? reject(error) : resolve(json))));

/** The same checks against the handlers and against the server. */
function clientChecks(requests: () => readonly { url: string }[]) {
  it('openweather-api-node: getForecast by coordinates, and by postal code through /geo/1.0/zip', async () => {
    const client = new OpenWeatherAPI({
      key: 'test-key',
      units: 'metric',
      coordinates: { lat: 47.6718, lon: -122.1232 },
    });
    const slots = await client.getForecast();
    const expected = forecastAt({ lat: 47.6718, lon: -122.1232 });
    expect(slots).toHaveLength(40);
    slots.forEach((slot, index) => {
      const item = expected.list[index]!;
      expect(slot).toMatchObject({
        lat: 47.6718,
        lon: -122.1232,
        dtRaw: item.dt,
        timezoneOffset: expected.city.timezone,
        astronomical: { sunriseRaw: expected.city.sunrise, sunsetRaw: expected.city.sunset },
        weather: {
          temp: { cur: item.main.temp, min: item.main.temp_min, max: item.main.temp_max },
          feelsLike: { cur: item.main.feels_like },
          pressure: item.main.pressure,
          humidity: item.main.humidity,
          clouds: item.clouds.all,
          visibility: item.visibility,
          wind: { deg: item.wind.deg, gust: item.wind.gust, speed: item.wind.speed },
          pop: item.pop,
          rain: item.rain?.['3h'] ?? 0,
          snow: item.snow?.['3h'] ?? 0,
          conditionId: item.weather[0]?.id,
          description: item.weather[0]?.description,
          icon: { raw: item.weather[0]?.icon },
        },
      });
    });
    const byZip = new OpenWeatherAPI({ key: 'test-key', units: 'metric', zipCode: '98052,US' });
    const first = (await byZip.getForecast(1))[0];
    expect(first?.weather.temp.cur).toBe(forecastAt({ zip: '98052' }).list[0]!.main.temp);
    expect(
      requests()
        .slice(-2)
        .map((r) => new URL(r.url).pathname),
    ).toEqual(['/geo/1.0/zip', '/data/2.5/forecast']);
  });

  it('openweathermap-ts: the three-hour forecast by name, ID, coordinates and postal code', async () => {
    const client = new OpenWeatherMap({ apiKey: 'test-key', units: 'imperial' });
    expect(await client.getThreeHourForecastByCityName({ cityName: 'Paris', countryCode: 'FR' })).toEqual(
      forecastAt({ q: 'Paris,FR' }, 'imperial'),
    );
    expect(await client.getThreeHourForecastByCityId(2643743)).toEqual(
      forecastAt({ id: 2643743 }, 'imperial'),
    );
    expect(await client.getThreeHourForecastByGeoCoordinates(48.8534, 2.3488)).toEqual(
      forecastAt({ lat: 48.8534, lon: 2.3488 }, 'imperial'),
    );
    expect(await client.getThreeHourForecastByZipcode(90210)).toEqual(
      forecastAt({ zip: '90210' }, 'imperial'),
    );
  });

  it('openweather-apis: getWeatherForecast by zip, city ID and coordinates, with APPID, mode and lang', async () => {
    weatherApis.setCoordinate('', '');
    weatherApis.setCityId('');
    weatherApis.setAPPID('test-key');
    weatherApis.setUnits('metric');
    weatherApis.setZipCode('98052');
    const forecast = (callback: Callback) => weatherApis.getWeatherForecast(callback);
    expect(await called(forecast)).toEqual(inLanguage(forecastAt({ zip: '98052' }), 'it'));
    weatherApis.setZipCode('');
    weatherApis.setCityId(2643743);
    expect(await called(forecast)).toEqual(inLanguage(forecastAt({ id: 2643743 }), 'it'));
    weatherApis.setCityId('');
    weatherApis.setCoordinate(37.3861, -122.0839);
    const byCoordinates = await called(forecast);
    // openweather-apis sends lang=it unless told otherwise.
    expect(byCoordinates).toEqual(inLanguage(forecastAt({ lat: 37.3861, lon: -122.0839 }), 'it'));
    expect(byCoordinates.city).toMatchObject({ id: 5375480, name: 'Mountain View' });
    expect(new URL(requests().at(-1)!.url).searchParams.get('mode')).toBe('json');
  });

  it('openweather-apis: getWeatherForecastForDays and getWeatherForecastForHours (the 16-day and hourly forecasts)', async () => {
    weatherApis.setCoordinate('', '');
    weatherApis.setZipCode('');
    weatherApis.setAPPID('test-key');
    weatherApis.setUnits('metric');
    weatherApis.setCityId(2643743);
    const days = await new Promise<DailyForecast>((resolve, reject) =>
      weatherApis.getWeatherForecastForDays(16, (error: unknown, json: DailyForecast) =>
        error ? reject(error) : resolve(json),
      ),
    );
    expect(days).toEqual(
      inLanguage(generator.dailyForecast({ id: 2643743 }, { cnt: 16, units: 'metric' }), 'it'),
    );
    expect(new URL(requests().at(-1)!.url).pathname).toBe('/data/2.5/forecast/daily');
    weatherApis.setCityId('');
    weatherApis.setZipCode('98052');
    const hours = await new Promise<HourlyForecast>((resolve, reject) =>
      weatherApis.getWeatherForecastForHours(48, (error: unknown, json: HourlyForecast) =>
        error ? reject(error) : resolve(json),
      ),
    );
    expect(hours).toEqual(
      inLanguage(generator.hourlyForecast({ zip: '98052' }, { cnt: 48, units: 'metric' }), 'it'),
    );
    expect(new URL(requests().at(-1)!.url).pathname).toBe('/data/2.5/forecast/hourly');
    weatherApis.setZipCode('');
  });

  it('openweathermap-node: the three-hour forecast by name, ID, coordinates and postal code', async () => {
    const helper = new OpenWeatherMapNode({ APPID: 'test-key', units: 'metric', lang: 'en' });
    expect(await called((cb) => helper.getThreeHourForecastByCityName('London', cb))).toEqual(
      forecastAt({ q: 'London' }),
    );
    expect(await called((cb) => helper.getThreeHourForecastByCityID(2643743, cb))).toEqual(
      forecastAt({ id: 2643743 }),
    );
    expect(await called((cb) => helper.getThreeHourForecastByGeoCoordinates(51.5085, -0.1257, cb))).toEqual(
      forecastAt({ lat: 51.5085, lon: -0.1257 }),
    );
    expect(await called((cb) => helper.getThreeHourForecastByZipCode('10115,de', cb))).toEqual(
      forecastAt({ zip: '10115,de' }),
    );
  });
}

describe('third-party forecast calls against the MSW handlers', () => {
  const double = createWeatherDouble({ seed: SEED, now: () => NOW });
  const server = setupServer(...double.handlers);
  beforeAll(() => server.listen(failOnUnhandled));
  afterAll(() => server.close());
  clientChecks(() => double.requests);
});

describe('third-party forecast calls against the standalone server', () => {
  let weatherServer: WeatherServer;
  // The clients call api.openweathermap.org; this handler carries each request, unchanged, to the
  // server's address (bypass: the forwarded request itself is not intercepted).
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
  clientChecks(() => weatherServer.requests);
});
