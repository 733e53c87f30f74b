// Real third-party clients of the service, run unchanged against the double: the most used Node
// client (openweather-api-node: /geo/1.0/zip or /geo/1.0/direct first, then lat+lon), openweather-apis
// (http, APPID, zip/id/coordinates) and openweathermap-ts (node-fetch, q/zip/coordinates). Each
// hardcodes api.openweathermap.org, so they meet the handlers through MSW's interception, and the
// standalone server through a forwarding handler on that host (the client still runs unchanged).

import { createRequire } from 'node:module';
import { bypass, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { OpenWeatherAPI } from 'openweather-api-node';
import weatherApis from 'openweather-apis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conditionDescription,
  createWeatherGenerator,
  inLanguage,
  type LocationQuery,
  type WeatherRecord,
} from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { failOnUnhandled } from '../support/msw.js';

// openweathermap-ts is CommonJS with only a default export: required as its users require it.
const { default: OpenWeatherMap } = createRequire(import.meta.url)(
  'openweathermap-ts',
) as typeof import('openweathermap-ts');

const NOW = Date.UTC(2024, 5, 1, 18);
const SEED = 21;
const generator = createWeatherGenerator({ seed: SEED, now: () => NOW });
const recordAt = (location: LocationQuery, units: 'metric' | 'imperial' = 'metric'): WeatherRecord =>
  generator.record({ ...location, units });

/** openweather-apis answers through callbacks. */
function allWeather(): Promise<WeatherRecord> {
  return new Promise((resolve, reject) =>
    weatherApis.getAllWeather((error: unknown, json: WeatherRecord) =>
      error ? reject(error) : resolve(json),
    ),
  );
}

/** openweather-apis' description of the weather now, in its language (`it` unless set). */
function description(): Promise<string> {
  return new Promise((resolve, reject) =>
    weatherApis.getDescription((error: unknown, text: string) => (error ? reject(error) : resolve(text))),
  );
}

/** openweather-apis sends `lang=it` unless told otherwise: the records it gets are in Italian. */
const inItalian = (record: WeatherRecord) => inLanguage(record, 'it');

/** The same checks against the handlers and against the server. */
function clientChecks(requests: () => readonly { url: string }[]) {
  it('openweather-api-node: a postal code through /geo/1.0/zip, then the weather by coordinates', async () => {
    const client = new OpenWeatherAPI({ key: 'test-key', units: 'metric' });
    const current = await client.getCurrent({ zipCode: '98052,US' });
    const record = recordAt({ lat: 47.6718, lon: -122.1232 });
    expect(current).toMatchObject({
      lat: 47.6718,
      lon: -122.1232,
      dtRaw: record.dt,
      astronomical: { sunriseRaw: record.sys.sunrise, sunsetRaw: record.sys.sunset },
      weather: {
        temp: { cur: record.main.temp, min: record.main.temp_min, max: record.main.temp_max },
        pressure: record.main.pressure,
        humidity: record.main.humidity,
        description: record.weather[0]?.description,
        conditionId: record.weather[0]?.id,
        wind: { speed: record.wind.speed, deg: record.wind.deg },
      },
    });
    // The weather at the postal code is the weather at its coordinates.
    expect(current.dtRaw).toBe(recordAt({ zip: '98052' }).dt);
    expect(current.weather.temp.cur).toBe(recordAt({ zip: '98052' }).main.temp);
    expect(
      requests()
        .slice(-2)
        .map((r) => new URL(r.url).pathname),
    ).toEqual(['/geo/1.0/zip', '/data/2.5/weather']);
  });

  it('openweather-api-node: a city name through /geo/1.0/direct, and /geo/1.0/reverse', async () => {
    const client = new OpenWeatherAPI({ key: 'test-key', units: 'imperial' });
    const current = await client.getCurrent({ locationName: 'London' });
    expect(current.weather.temp.cur).toBe(recordAt({ q: 'London' }, 'imperial').main.temp);
    // The client hands local_names over as the service sends them (Natural Earth's for London).
    expect(await client.getLocation({ coordinates: { lat: 51.5085, lon: -0.1257 } })).toEqual({
      name: 'London',
      local_names: {
        ascii: 'London',
        de: 'London',
        en: 'London',
        es: 'Londres',
        feature_name: 'London',
        fr: 'Londres',
        pt: 'Londres',
        ru: 'Лондон',
        zh: '倫敦',
      },
      lat: 51.50853,
      lon: -0.12574,
      country: 'GB',
      state: 'England',
    });
    expect((await client.getAllLocations('Springfield')).length).toBe(5);
  });

  it('openweather-apis: zip, city ID and coordinates with APPID over http', async () => {
    // The client is one module-wide configuration: start from no location.
    weatherApis.setCoordinate('', '');
    weatherApis.setCityId('');
    weatherApis.setAPPID('test-key');
    weatherApis.setUnits('metric');
    weatherApis.setZipCode('98052');
    expect(await allWeather()).toEqual(inItalian(recordAt({ zip: '98052' })));
    weatherApis.setZipCode('');
    weatherApis.setCityId(2643743);
    expect(await allWeather()).toEqual(inItalian(recordAt({ id: 2643743 })));
    weatherApis.setCityId('');
    weatherApis.setCoordinate(37.3861, -122.0839);
    const byCoordinates = await allWeather();
    expect(byCoordinates).toEqual(inItalian(recordAt({ lat: 37.3861, lon: -122.0839 })));
    expect(byCoordinates).toMatchObject({ id: 5375480, name: 'Mountain View' });
    expect(new URL(requests().at(-1)!.url).searchParams.get('lang')).toBe('it');
  });

  it('openweather-apis: getDescription in its default language, Italian', async () => {
    weatherApis.setZipCode('');
    weatherApis.setCityId('');
    weatherApis.setAPPID('test-key');
    for (const [lat, lon] of [
      [41.8919, 12.5113],
      [51.5085, -0.1257],
      [-33.8688, 151.2093],
    ] as const) {
      weatherApis.setCoordinate(lat, lon);
      const { id } = recordAt({ lat, lon }).weather[0]!;
      const italian = conditionDescription(id, 'it');
      expect(await description()).toBe(italian);
      expect(italian).not.toBe(conditionDescription(id));
    }
  });

  it('openweather-api-node: lang de', async () => {
    const client = new OpenWeatherAPI({ key: 'test-key', units: 'metric', lang: 'de' });
    for (const coordinates of [
      { lat: 52.52, lon: 13.405 },
      { lat: 47.6718, lon: -122.1232 },
    ]) {
      const current = await client.getCurrent({ coordinates });
      const [condition] = recordAt(coordinates).weather;
      expect(current.weather).toMatchObject({
        main: condition!.main,
        description: conditionDescription(condition!.id, 'de'),
        conditionId: condition!.id,
        temp: { cur: recordAt(coordinates).main.temp },
      });
      expect(current.weather.description).not.toBe(condition!.description);
    }
    expect(new URL(requests().at(-1)!.url).searchParams.get('lang')).toBe('de');
  });

  it('openweathermap-ts: city name, coordinates and postal code', async () => {
    const client = new OpenWeatherMap({ apiKey: 'test-key', units: 'imperial' });
    expect(await client.getCurrentWeatherByCityName({ cityName: 'Paris', countryCode: 'FR' })).toEqual(
      recordAt({ q: 'Paris,FR' }, 'imperial'),
    );
    expect(await client.getCurrentWeatherByGeoCoordinates(48.8534, 2.3488)).toEqual(
      recordAt({ lat: 48.8534, lon: 2.3488 }, 'imperial'),
    );
    expect(await client.getCurrentWeatherByZipcode(90210)).toEqual(recordAt({ zip: '90210' }, 'imperial'));
  });

  it('openweathermap-ts: language fr', async () => {
    const client = new OpenWeatherMap({ apiKey: 'test-key', units: 'metric', language: 'fr' });
    const record = await client.getCurrentWeatherByCityName({ cityName: 'Paris', countryCode: 'FR' });
    expect(record).toEqual(inLanguage(recordAt({ q: 'Paris,FR' }), 'fr'));
    expect(record.weather[0]?.description).toBe(conditionDescription(record.weather[0]!.id, 'fr'));
    expect(record.weather[0]?.description).not.toBe(recordAt({ q: 'Paris,FR' }).weather[0]?.description);
    expect(new URL(requests().at(-1)!.url).searchParams.get('lang')).toBe('fr');
  });
}

describe('third-party clients against the MSW handlers', () => {
  const double = createWeatherDouble({ seed: SEED, now: () => NOW });
  const server = setupServer(...double.handlers);
  beforeAll(() => server.listen(failOnUnhandled));
  afterAll(() => server.close());
  clientChecks(() => double.requests);
});

describe('third-party clients against the standalone server', () => {
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
