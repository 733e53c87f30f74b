// The weather icons (openweathermap.org/img/wn/…) and the city list (bulk.openweathermap.org/sample/
// city.list[.min].json.gz) of issue 40: every icon code in the service's three sizes, drawn by the
// double; the list in the service's shape, its cities the ones the routes answer by `id`.
import { gunzipSync } from 'node:zlib';
import { decode } from 'fast-png';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createWeatherDouble } from 'weather-double/handlers';
import { startWeatherServer } from 'weather-double/server';

const NOW = Date.UTC(2024, 5, 1, 12);
const CODES = ['01', '02', '03', '04', '09', '10', '11', '13', '50'].flatMap((code) => [
  `${code}d`,
  `${code}n`,
]);
const SIZES = { '': 50, '@2x': 100, '@4x': 200 } as const;

describe('the weather icons', () => {
  const double = createWeatherDouble({ seed: 1, now: () => NOW });
  const get = (url: string) => getResponse(double.handlers, new Request(url)) as Promise<Response>;

  it('draws every icon code, day and night, 50, 100 and 200 pixels square, without a key', async () => {
    const pictures = new Set<string>();
    for (const code of CODES) {
      for (const [suffix, size] of Object.entries(SIZES)) {
        const answer = await get(`https://openweathermap.org/img/wn/${code}${suffix}.png`);
        expect(answer.status, code).toBe(200);
        expect(answer.headers.get('content-type')).toBe('image/png');
        const bytes = new Uint8Array(await answer.arrayBuffer());
        const image = decode(bytes);
        expect([image.width, image.height, image.channels], `${code}${suffix}`).toEqual([size, size, 4]);
        // A picture, on a transparent ground: some pixels (nearly) opaque, the corners clear.
        const alphas = image.data.filter((_, i) => i % 4 === 3);
        expect(alphas.some((alpha) => alpha >= 220)).toBe(true);
        expect(alphas[0]).toBe(0);
        pictures.add(Buffer.from(bytes).toString('base64'));
      }
    }
    // Each code a picture of its own; day and night differ where the sun or the moon shows (01, 02,
    // 10), as the service's: 12 pictures in each of the three sizes.
    expect(pictures.size).toBe(3 * 12);
  });

  it('gives the records’ icons: the icon of the weather the endpoint reports', async () => {
    const record = (await (
      await get('https://api.openweathermap.org/data/2.5/weather?q=London&appid=k')
    ).json()) as { weather: { icon: string }[] };
    const icon = record.weather[0]?.icon;
    expect((await get(`https://openweathermap.org/img/wn/${icon}@2x.png`)).status).toBe(200);
  });

  it('answers the service’s 404 for a code or size it has not, and leaves the rest of the site alone', async () => {
    for (const name of ['05d', '01x', '01d@3x', '1d', 'icon']) {
      const answer = await get(`https://openweathermap.org/img/wn/${name}.png`);
      expect(await answer.text(), name).toBe('{"cod":"404","message":"Internal error"}');
    }
    // The site's pages are not the double's: MSW lets them through (no handler answers).
    expect(
      await getResponse(double.handlers, new Request('https://openweathermap.org/city/2643743')),
    ).toBeUndefined();
  });

  it('answers the same bytes from the server', async () => {
    const server = await startWeatherServer({ port: 0, seed: 1, now: () => NOW });
    try {
      const fromServer = await fetch(`${server.url}/img/wn/10n@4x.png`);
      const fromHandlers = await get('https://openweathermap.org/img/wn/10n@4x.png');
      expect(new Uint8Array(await fromServer.arrayBuffer())).toEqual(
        new Uint8Array(await fromHandlers.arrayBuffer()),
      );
    } finally {
      await server.close();
    }
  });
});

interface Entry {
  id: number;
  name: string;
  state: string;
  country: string;
  coord: { lon: number; lat: number };
}

describe('the city list', () => {
  const double = createWeatherDouble({ seed: 1, now: () => NOW });
  const get = (url: string) => getResponse(double.handlers, new Request(url)) as Promise<Response>;
  const list = async (name: string) => {
    const answer = await get(`https://bulk.openweathermap.org/sample/${name}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/gzip');
    return gunzipSync(new Uint8Array(await answer.arrayBuffer())).toString('utf8');
  };

  it('lists the cities the routes answer by id, in the service’s shape, indented and minified', async () => {
    const text = await list('city.list.json.gz');
    expect(text.startsWith('[\n  {\n    "id": ')).toBe(true);
    const cities = JSON.parse(text) as Entry[];
    expect(cities.length).toBeGreaterThan(200_000);
    for (const city of cities.slice(0, 50)) {
      expect(Object.keys(city)).toEqual(['id', 'name', 'state', 'country', 'coord']);
      expect(Object.keys(city.coord)).toEqual(['lon', 'lat']);
    }
    const min = await list('city.list.min.json.gz');
    expect(min).toBe(JSON.stringify(cities));
    // Each city as the weather endpoint answers its id: name, country, coordinates.
    const byId = new Map(cities.map((city) => [city.id, city]));
    for (const id of [2643743, 5375480, 2147714, 1850147]) {
      const city = byId.get(id);
      const record = (await (
        await get(`https://api.openweathermap.org/data/2.5/weather?id=${id}&appid=k`)
      ).json()) as {
        id: number;
        name: string;
        coord: { lon: number; lat: number };
        sys: { country: string };
      };
      expect(city, String(id)).toEqual({
        id: record.id,
        name: record.name,
        state: city?.country === 'US' ? city.state : '',
        country: record.sys.country,
        coord: record.coord,
      });
    }
    expect(byId.get(5375480)?.state).toBe('CA');
    expect(byId.get(2643743)?.state).toBe('');
    // Two lists of 241,677 cities made, parsed and compared: 20 s on a busy machine.
  }, 90_000);
});
