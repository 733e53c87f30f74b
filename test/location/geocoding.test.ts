// The Geocoding API on the double's origins: /geo/1.0/zip, /direct and /reverse, from the same place
// model, with the key check, exact bodies and headers, scenarios, notFound, places and the request log.
import { afterEach, describe, expect, it } from 'vitest';
import { createWeatherDouble } from 'weather-double/handlers';
import { answerOf, expectedHeaders, NOW, useMswServer } from '../handlers/helpers.js';

const SERVICE = 'https://api.openweathermap.org';
const double = createWeatherDouble({
  seed: 5,
  now: () => NOW,
  places: { '00000': { name: 'Nowhere', lat: 10, lon: 20 } },
  notFound: ['98052'],
});
const server = useMswServer(...double.handlers);
afterEach(() => double.requests.clear());

const geo = async (path: string) => answerOf(await fetch(`${SERVICE}/geo/1.0/${path}`));

describe('GET /geo/1.0/zip', () => {
  it('answers the postal code’s place, byte for byte, with the service’s headers', async () => {
    expect(await geo('zip?zip=90210,US&appid=k')).toEqual({
      status: 200,
      body: '{"zip":"90210","name":"Beverly Hills","lat":34.0901,"lon":-118.4065,"country":"US"}',
      headers: expectedHeaders('/geo/1.0/zip?zip=90210,US'),
    });
    expect((await geo('zip?zip=94043&appid=k')).body).toBe(
      '{"zip":"94043","name":"Mountain View","lat":37.4056,"lon":-122.0775,"country":"US"}',
    );
  });

  it('404 {"cod":"404","message":"not found"} for a code no place has, or one in notFound', async () => {
    const notFound = { status: 404, body: '{"cod":"404","message":"not found"}' };
    expect(await geo('zip?zip=1,US&appid=k')).toMatchObject(notFound);
    expect(await geo('zip?zip=98052,US&appid=k')).toMatchObject(notFound);
  });

  it('pinned places answer as pinned; no zip is 400 "Nothing to geocode"; the key first', async () => {
    expect((await geo('zip?zip=00000&appid=k')).body).toBe(
      '{"zip":"00000","name":"Nowhere","lat":10,"lon":20,"country":"US"}',
    );
    expect(await geo('zip?appid=k')).toMatchObject({
      status: 400,
      body: '{"cod":"400","message":"Nothing to geocode"}',
    });
    expect(await geo('zip?zip=90210')).toMatchObject({ status: 401 });
  });
});

describe('GET /geo/1.0/direct', () => {
  it('the cities of a name, most populous first, at most limit (1 to 5; 5 when absent)', async () => {
    const answer = await geo('direct?q=London&limit=3&appid=k');
    expect(answer.headers).toEqual(expectedHeaders('/geo/1.0/direct?limit=3&q=London'));
    expect(answer.body).toBe(
      // local_names where Natural Earth names the city (London, Ontario, too; not London, Ohio).
      '[{"name":"London","local_names":{"ascii":"London","de":"London","en":"London","es":"Londres","feature_name":"London","fr":"Londres","pt":"Londres","ru":"Лондон","zh":"倫敦"},"lat":51.50853,"lon":-0.12574,"country":"GB","state":"England"},{"name":"London","local_names":{"ascii":"London","de":"London","en":"London","es":"London","feature_name":"London","fr":"London","pt":"London","ru":"Лондон","zh":"伦敦"},"lat":42.98339,"lon":-81.23304,"country":"CA","state":"Ontario"},{"name":"London","lat":39.88645,"lon":-83.44825,"country":"US","state":"Ohio"}]',
    );
    expect(JSON.parse((await geo('direct?q=Springfield&appid=k')).body)).toHaveLength(5);
    expect(JSON.parse((await geo('direct?q=Springfield&limit=50&appid=k')).body)).toHaveLength(5);
    expect(JSON.parse((await geo('direct?q=Springfield&limit=0&appid=k')).body)).toHaveLength(1);
  });

  it('state and country narrow the search; an unknown name is []', async () => {
    expect(JSON.parse((await geo('direct?q=Springfield,MA,US&appid=k')).body)).toEqual([
      {
        name: 'Springfield',
        local_names: {
          ascii: 'Springfield',
          de: 'Springfield',
          en: 'Springfield',
          es: 'Springfield',
          feature_name: 'Springfield',
          fr: 'Springfield',
          pt: 'Springfield',
          ru: 'Спрингфилд',
          zh: '斯普林菲尔德',
        },
        // GeoNames' 5 decimals, as the data has them (the service sends its own, up to 7).
        lat: 42.10148,
        lon: -72.58981,
        country: 'US',
        state: 'Massachusetts',
      },
    ]);
    expect(await geo('direct?q=Nowhereville&appid=k')).toMatchObject({ status: 200, body: '[]' });
    expect(await geo('direct?appid=k')).toMatchObject({ status: 400 });
  });
});

describe('GET /geo/1.0/reverse', () => {
  it('the nearest cities first; [] at sea; wrong coordinates are 400', async () => {
    const near = JSON.parse((await geo('reverse?lat=51.5085&lon=-0.1257&limit=2&appid=k')).body);
    // GeoNames' cities1000 of this data: Holborn (51.5175, -0.1204) is 1.1 km away, the City of Westminster (51.4975, -0.1357) 1.4 km.
    expect(near.map((p: { name: string }) => p.name)).toEqual(['London', 'Holborn']);
    expect((await geo('reverse?lat=0&lon=-140&appid=k')).body).toBe('[]');
    expect(await geo('reverse?lat=95&lon=0&appid=k')).toMatchObject({
      status: 400,
      body: '{"cod":"400","message":"wrong latitude"}',
    });
  });
});

describe('scenarios, the request log and other origins', () => {
  it('geocodingNotFound: 404 on /geo/1.0/zip, [] on /direct and /reverse, weather untouched', async () => {
    server.use(double.scenarios.geocodingNotFound());
    expect(await geo('zip?zip=90210&appid=k')).toMatchObject({
      status: 404,
      body: '{"cod":"404","message":"not found"}',
    });
    expect(await geo('direct?q=London&appid=k')).toMatchObject({ status: 200, body: '[]' });
    expect((await fetch(`${SERVICE}/data/2.5/weather?zip=90210&appid=k`)).status).toBe(200);
    expect(double.requests.map((r) => r.scenario)).toEqual(['geocodingNotFound', 'geocodingNotFound', null]);
  });

  it('host-wide scenarios (rateLimited) answer the geocoding paths too; targets follow the location', async () => {
    server.use(double.scenarios.rateLimited({ location: { zip: '90210' } }));
    expect((await geo('zip?zip=90210,us&appid=k')).status).toBe(429);
    expect((await fetch(`${SERVICE}/data/2.5/weather?zip=90210&appid=k`)).status).toBe(429);
    expect((await geo('zip?zip=94043&appid=k')).status).toBe(200);
    server.resetHandlers(...double.handlers);
    server.use(double.scenarios.serverError({ location: { lat: 51.5085, lon: -0.1257 }, once: true }));
    expect((await fetch(`${SERVICE}/data/2.5/weather?lat=51.50849&lon=-0.12574&appid=k`)).status).toBe(500);
    expect((await fetch(`${SERVICE}/data/2.5/weather?lat=51.50849&lon=-0.12574&appid=k`)).status).toBe(200);
    server.use(double.scenarios.notFound({ location: { q: 'london,gb' } }));
    expect((await fetch(`${SERVICE}/data/2.5/weather?q=London,GB&appid=k`)).status).toBe(404);
    expect((await fetch(`${SERVICE}/data/2.5/weather?q=London&appid=k`)).status).toBe(200);
    server.use(double.scenarios.record({ name: 'Pinned' }, { location: { id: 2643743 } }));
    expect((await (await fetch(`${SERVICE}/data/2.5/weather?id=2643743&appid=k`)).json()).name).toBe(
      'Pinned',
    );
  });

  it('logs geocoding requests with the key masked', async () => {
    await geo('zip?zip=90210,US&appid=secret');
    expect(double.requests.at(-1)).toEqual({
      method: 'GET',
      url: `${SERVICE}/geo/1.0/zip?zip=90210,US&appid=***`,
      query: { zip: '90210,US', appid: '***' },
      status: 200,
      scenario: null,
      fault: null,
      latency: 0,
      outcome: 'answered',
    });
  });

  it('a baseUrl with a prefix serves the geocoding paths under it; paths near them answer 404', async () => {
    const local = createWeatherDouble({ baseUrl: 'http://localhost:9999/owm' });
    server.use(...local.handlers);
    expect((await fetch('http://localhost:9999/owm/geo/1.0/zip?zip=90210&appid=k')).status).toBe(200);
    await expect(fetch('http://localhost:9999/geo/1.0/zip?zip=90210&appid=k')).rejects.toThrow();
    expect((await fetch('http://localhost:9999/owm/geo/1.0/zipx?zip=90210&appid=k')).status).toBe(404);
    expect((await fetch(`${SERVICE}/geo/1.0/zipx?zip=90210&appid=k`)).status).toBe(404);
  });

  it('refuses a scenario target that is not a location, naming the path', () => {
    expect(() => double.scenarios.notFound({ location: { lat: 100, lon: 0 } })).toThrow(
      '[weather-double] Invalid option scenarios.notFound.location.lat: expected a latitude in degrees from -90 to 90, got 100.',
    );
    expect(() => double.scenarios.notFound({ zip: '94040', location: { zip: '94040' } })).toThrow(
      /scenarios\.notFound\.location: expected no location when zip is given/,
    );
  });
});

describe('the package’s own client: fetchZipLocation, then fetchCurrentWeather by coordinates', () => {
  it('resolves a postal code and asks the weather at its coordinates, as today’s clients do', async () => {
    const { fetchCurrentWeather, fetchZipLocation } = await import('weather-double');
    const place = await fetchZipLocation({ zip: '90210,US', appid: 'k' });
    expect(place).toEqual({
      zip: '90210',
      name: 'Beverly Hills',
      lat: 34.0901,
      lon: -118.4065,
      country: 'US',
    });
    const record = await fetchCurrentWeather({ lat: place.lat, lon: place.lon, appid: 'k', units: 'metric' });
    const byZip = await fetchCurrentWeather({ zip: '90210', appid: 'k', units: 'metric' });
    expect(record).toMatchObject({ coord: { lat: 34.0901, lon: -118.4065 }, dt: byZip.dt, main: byZip.main });
    expect(record.id).toBeGreaterThan(0);
    await expect(fetchZipLocation({ zip: '1,US', appid: 'k' })).rejects.toMatchObject({
      status: 404,
      cod: '404',
      serviceMessage: 'not found',
    });
    await expect(fetchCurrentWeather({ zip: '98052', q: 'London', appid: 'k' })).rejects.toThrow(
      '[weather-double] Invalid option zip+q: expected exactly one location: zip, lat with lon, q or id, got "zip, q".',
    );
  });
});
