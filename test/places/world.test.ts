// Places of the whole world (issue 18), through the public entry points: the MSW handlers, the
// standalone server and the generator. Postal codes of other countries and of the US territories,
// names in other languages and scripts and as users type them in ASCII, `state` for every country,
// real elevations in grnd_level, the sun of the local day where the date line bends, and the coverage
// the docs state.
import { readFileSync } from 'node:fs';
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CurrentWeatherRecord, createWeatherGenerator } from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';

const SERVICE = 'https://api.openweathermap.org';
const NOW = Date.parse('2024-06-01T22:00:00Z');
const double = createWeatherDouble({ seed: 4, now: () => NOW, shape: 'current' });
let server: WeatherServer;
beforeAll(async () => {
  server = await startWeatherServer({ port: 0, seed: 4, now: () => NOW, shape: 'current' });
});
afterAll(() => server.close());

/** One answer from the handlers and the same from the server: the bodies must agree. */
async function ask(path: string): Promise<{ status: number; body: unknown }> {
  const viaHandlers = await getResponse(double.handlers, new Request(`${SERVICE}${path}&appid=k`));
  const handlersBody = await viaHandlers!.text();
  const viaServer = await fetch(`${server.url}${path}&appid=k`);
  const serverBody = await viaServer.text();
  expect(serverBody, path).toBe(handlersBody);
  expect(viaServer.status, path).toBe(viaHandlers!.status);
  return { status: viaHandlers!.status, body: JSON.parse(handlersBody) };
}

const weather = async (query: string) =>
  (await ask(`/data/2.5/weather?${query}`)).body as CurrentWeatherRecord;

describe('postal codes of the whole world', () => {
  it('answers the real locality where the data has the code: the US, its territories, Canada', async () => {
    const cases: [string, string, string][] = [
      ['98052', 'Redmond', 'US'],
      ['00601', 'Adjuntas', 'PR'],
      ['00802', 'St Thomas', 'VI'],
      ['96910', 'Hagatna', 'GU'],
      ['96799', 'Pago Pago', 'AS'],
      ['M5V,ca', 'Toronto', 'CA'],
      ['H2X 1Y4,CA', 'Montréal', 'CA'],
    ];
    for (const [zip, name, country] of cases) {
      const record = await weather(`zip=${zip}`);
      expect([record.name, record.sys.country, record.id], zip).toEqual([name, country, 0]);
    }
    expect((await ask('/geo/1.0/zip?zip=00601')).body).toEqual({
      zip: '00601',
      name: 'Adjuntas',
      lat: 18.16,
      lon: -66.72,
      country: 'PR',
    });
  });

  it('answers the real locality of German, French, Italian, Indian and Australian codes, at that locality', async () => {
    // [zip, name, country, the city it is in (by name and country), at most km from that city's point;
    // GeoNames puts Mumbai's 16 km north of the Fort, where 400001 is]
    const cases: [string, string, string, string, number][] = [
      ['80331,de', 'München', 'DE', 'Munich,DE', 5],
      ['20095,de', 'Hamburg', 'DE', 'Hamburg,DE', 5],
      ['50667,DE', 'Köln', 'DE', 'Cologne,DE', 5],
      ['69001,fr', 'Lyon', 'FR', 'Lyon,FR', 5],
      ['75008,fr', 'Paris', 'FR', 'Paris,FR', 5],
      ['13001,fr', 'Marseille', 'FR', 'Marseille,FR', 5],
      ['97400,fr', 'Saint-Denis', 'RE', 'Saint-Denis,RE', 5],
      ['20121,it', 'Milano', 'IT', 'Milan,IT', 5],
      ['00185,IT', 'Roma', 'IT', 'Rome,IT', 5],
      ['400001,in', 'Mumbai', 'IN', 'Mumbai,IN', 20],
      ['400 001,in', 'Mumbai', 'IN', 'Mumbai,IN', 20],
      ['700001,in', 'Kolkata', 'IN', 'Kolkata,IN', 20],
      ['3000,au', 'Melbourne', 'AU', 'Melbourne,AU', 5],
      ['4000,au', 'Brisbane', 'AU', 'Brisbane,AU', 5],
    ];
    const km = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) => {
      const rad = Math.PI / 180;
      const h =
        Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
        Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
      return 12_742 * Math.asin(Math.sqrt(h));
    };
    const generator = createWeatherGenerator({ seed: 4, now: () => NOW });
    for (const [zip, name, country, city, within] of cases) {
      const record = await weather(`zip=${encodeURIComponent(zip)}`);
      expect([record.name, record.sys.country, record.id], zip).toEqual([name, country, 0]);
      const town = await weather(`q=${encodeURIComponent(city)}`);
      expect(km(record.coord, town.coord), zip).toBeLessThan(within);
      expect(generator.record({ zip }).name, zip).toBe(name);
      const geocoded = (await ask(`/geo/1.0/zip?zip=${encodeURIComponent(zip)}`)).body;
      expect(geocoded, zip).toEqual({ zip: zip.slice(0, zip.indexOf(',')), name, ...record.coord, country });
    }
  });

  it('never answers a point abroad where a row of the data has one (Australian postcodes in Jersey, Washington State)', async () => {
    for (const zip of ['3989,au', '6958,au']) {
      const { coord, sys } = await weather(`zip=${zip}`);
      expect(sys.country, zip).toBe('AU');
      expect(coord.lat, zip).toBeLessThan(-9);
      expect(coord.lon, zip).toBeGreaterThan(96);
    }
  });

  it('answers a real place of the country itself where no data has the code, the same every time', async () => {
    // Asia, the Americas, Europe: never an invented name, never another country.
    // (The countries of GeoNames' postal files answer their real codes: postal-world.test.ts.)
    const codes = ['100-0005,jp', '06600,mx', 'D02,ie', '100000,cn', '018956,sg', '105,is'];
    const generator = createWeatherGenerator({ seed: 9 });
    const cityNames = (name: string, country: string) =>
      createWeatherGenerator({ seed: 9 }).record({ q: `${name},${country}` }).name;
    for (const zip of codes) {
      const country = zip.slice(-2).toUpperCase();
      const record = await weather(`zip=${zip}`);
      expect(record.sys.country, zip).toBe(country);
      // The name is a city of that country in the data: asking for it by name finds it there.
      expect(cityNames(record.name, country), zip).toBe(record.name);
      expect(generator.record({ zip }).name, zip).toBe(record.name);
    }
    expect((await ask('/data/2.5/weather?zip=12345,zz')).status).toBe(404);
  });
});

describe('names in other languages, scripts and spellings', () => {
  it('finds the city the name means, most populous first', async () => {
    const cases: [string, number, string][] = [
      ['München', 2867714, 'DE'],
      ['Wien', 2761369, 'AT'],
      ['Praha', 3067696, 'CZ'],
      ['Москва', 524901, 'RU'],
      ['東京', 1850147, 'JP'],
      ['Lisboa', 2267057, 'PT'],
      ['Roma', 3169070, 'IT'],
      ['Cologne', 2886242, 'DE'],
      ['Tromso', 3133895, 'NO'],
      ['Lodz', 3093133, 'PL'],
      ['zurich', 2657896, 'CH'],
      ['New York', 5128581, 'US'],
      ['Buenos Aires', 3435910, 'AR'],
      ['Lagos', 2332459, 'NG'],
    ];
    for (const [q, id, country] of cases) {
      const record = await weather(`q=${encodeURIComponent(q)}`);
      expect([record.id, record.sys.country], q).toEqual([id, country]);
    }
    // The name the service answers: New York, not GeoNames' "New York City".
    expect((await weather('q=New%20York')).name).toBe('New York');
    expect((await weather('id=5128581')).name).toBe('New York');
  });
});

describe('the Geocoding API: state for every country the data divides', () => {
  it('names the first-level division (England, Ontario, Bavaria, California)', async () => {
    const direct = async (q: string) =>
      ((await ask(`/geo/1.0/direct?q=${encodeURIComponent(q)}&limit=1`)).body as { state?: string }[])[0]
        ?.state;
    expect(await direct('London,GB')).toBe('England');
    expect(await direct('Toronto')).toBe('Ontario');
    expect(await direct('München')).toBe('Bavaria');
    expect(await direct('Los Angeles')).toBe('California');
    const reverse = (await ask('/geo/1.0/reverse?lat=-33.8688&lon=151.2093&limit=1')).body as {
      country: string;
      state: string;
    }[];
    expect(reverse[0]).toMatchObject({ country: 'AU', state: 'New South Wales' });
  });
});

describe('ground pressure from real elevations', () => {
  it('reads grnd_level at the height of the city (ISA barometric formula)', async () => {
    // Pressure ratio at a height h: (1 - 2.25577e-5 h)^5.25588.
    const heightOf = (record: CurrentWeatherRecord) =>
      (1 - (record.main.grnd_level / record.main.sea_level) ** (1 / 5.25588)) / 2.25577e-5;
    const cases: [string, number, number][] = [
      ['La Paz,BO', 3300, 4100],
      ['Addis Ababa', 2100, 2600],
      ['Denver', 1450, 1800],
      ['Tokyo', 0, 200],
      ['Amsterdam', -100, 150],
    ];
    for (const [q, low, high] of cases) {
      const record = await weather(`q=${encodeURIComponent(q)}`);
      const height = heightOf(record);
      expect(height, q).toBeGreaterThan(low);
      expect(height, q).toBeLessThan(high);
    }
  });
});

describe('the sun where the date line bends (today’s shape: the local day)', () => {
  const DAY = 86_400;
  // Apia (UTC+13), Kiritimati (UTC+14), Nuku'alofa (UTC+13), Taveuni in eastern Fiji (UTC+12), and
  // Honolulu and Auckland as controls: at each, the local day's sunrise and sunset, the icon by them.
  const places: [string, number, number][] = [
    ['Apia', -13.8333, -171.7667],
    ['Kiritimati', 1.87, -157.43],
    ["Nuku'alofa", -21.1368, -175.2011],
    ['Taveuni', -16.8, -179.97],
    ['Honolulu', 21.3069, -157.8583],
    ['Auckland', -36.8485, 174.7633],
  ];
  it('reports the sunrise and sunset of the local day of dt, and the icon by them', async () => {
    for (const [name, lat, lon] of places) {
      for (const hour of [0, 6, 12, 18, 22]) {
        const at = Date.UTC(2024, 5, 1, hour);
        const record = createWeatherGenerator({ seed: 2, shape: 'current' }).record({
          lat,
          lon,
          at,
          overrides: { weather: [{ id: 800 }] },
        });
        const localDay = Math.floor((record.dt + record.timezone) / DAY);
        // Solar noon (midway between sunrise and sunset) falls on the local day of dt.
        const noon = (record.sys.sunrise + record.sys.sunset) / 2 + record.timezone;
        expect(Math.floor(noon / DAY), `${name} ${hour}h`).toBe(localDay);
        const up = record.sys.sunrise <= record.dt && record.dt < record.sys.sunset;
        expect(record.weather[0]?.icon, `${name} ${hour}h`).toBe(up ? '01d' : '01n');
      }
    }
  });

  it('Apia at 2024-06-01T22:00Z (10:00-11:00 on the 2nd, local): day, the sun of June 2', async () => {
    const record = await weather('lat=-13.8333&lon=-171.7667');
    expect(record.timezone).toBe(13 * 3600);
    const local = (unix: number) => new Date((unix + record.timezone) * 1000).toISOString().slice(0, 16);
    expect(local(record.dt).slice(0, 10)).toBe('2024-06-02');
    expect(local(record.sys.sunrise)).toMatch(/^2024-06-02T06:/);
    expect(local(record.sys.sunset)).toMatch(/^2024-06-02T18:0/);
    expect(record.weather[0]?.icon.endsWith('d')).toBe(true);
  });
});

describe('coverage', () => {
  it('is stated in docs/locations.md as the build counted it', () => {
    const coverage = JSON.parse(
      readFileSync(new URL('../../dist/data/coverage.json', import.meta.url), 'utf8'),
    );
    const docs = readFileSync(new URL('../../docs/locations.md', import.meta.url), 'utf8');
    const block = /<!-- coverage -->\n```json\n([\s\S]*?)\n```/.exec(docs);
    expect(block, 'docs/locations.md holds the coverage block').not.toBeNull();
    expect(JSON.parse(block![1]!)).toEqual(coverage);
    expect(coverage.realPostalCodes.US).toBeGreaterThan(40_000);
    for (const country of ['DE', 'FR', 'IT', 'IN', 'AU'])
      expect(coverage.realPostalCodes[country]).toBeGreaterThan(3000);
    expect(coverage.countriesWithCities).toBeGreaterThan(240);
  });
});
