// The weather map tiles (issue 40): Maps 1.0 on tile.openweathermap.org and Maps 2.0 (and its 1h
// twin) on maps.openweathermap.org, through the MSW handlers and the server, byte for byte alike;
// their errors; and one world: a tile's pixel over a city shows the value the weather endpoint
// reports there at that moment, within the palette's step (docs/maps.md).
import { decode } from 'fast-png';
import { bypass } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeatherDouble } from 'weather-double/handlers';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { failOnUnhandled } from '../support/msw.js';
import { PRESSURE, type Rgba, showsAbout, stops, TEMPERATURE, tileOf } from '../support/palette.js';

const SEED = 5;
const NOW = Date.UTC(2024, 5, 1, 12, 7);
const TILE = 'https://tile.openweathermap.org';
const MAPS = 'https://maps.openweathermap.org';
const API = 'https://api.openweathermap.org';

/** Three cities and their coordinates, the weather endpoint's `lat`/`lon`. */
const CITIES = [
  { name: 'London', lat: 51.5085, lon: -0.1257 },
  { name: 'Cairo', lat: 30.0626, lon: 31.2497 },
  { name: 'Sydney', lat: -33.8679, lon: 151.2073 },
  { name: 'Chicago', lat: 41.85, lon: -87.65 },
] as const;

/** The pixel at `(px, py)` of a PNG. */
function pixelAt(png: Uint8Array, px: number, py: number): Rgba {
  const image = decode(png);
  expect({ width: image.width, height: image.height, channels: image.channels }).toEqual({
    width: 256,
    height: 256,
    channels: 4,
  });
  const at = (py * 256 + px) * 4;
  return [...image.data.slice(at, at + 4)] as unknown as Rgba;
}

describe('the weather map tiles through the handlers and the server', () => {
  const options = { seed: SEED, now: () => NOW, plans: { free: 'free' as const } };
  const double = createWeatherDouble(options);
  const msw = setupServer(...double.handlers);
  let server: WeatherServer | undefined;
  beforeAll(async () => {
    msw.listen(failOnUnhandled);
    server = await startWeatherServer({ port: 0, ...options });
  });
  afterAll(async () => {
    msw.close();
    await server?.close();
  });

  /** The answer of the handlers to `url`, and the server's to its path and query: the same bytes. */
  async function both(url: string) {
    const a = await fetch(url);
    const target = url.replace(/^https:\/\/[^/]+/, '');
    const b = await fetch(bypass(new Request(`${server?.url}${target}`)));
    const bytes = new Uint8Array(await a.arrayBuffer());
    expect({ status: b.status, bytes: new Uint8Array(await b.arrayBuffer()) }).toEqual({
      status: a.status,
      bytes,
    });
    return {
      status: a.status,
      type: a.headers.get('content-type'),
      bytes,
      text: new TextDecoder().decode(bytes),
    };
  }

  const record = async (city: (typeof CITIES)[number]) => {
    const answer = await fetch(
      `${API}/data/2.5/weather?lat=${city.lat}&lon=${city.lon}&units=metric&appid=k`,
    );
    return (await answer.json()) as { main: { temp: number; pressure: number } };
  };

  it('answers a Maps 1.0 tile: a 256 × 256 PNG, not blank, the same bytes from both', async () => {
    const answer = await both(`${TILE}/map/temp_new/2/2/1.png?appid=k`);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('image/png');
    const image = decode(answer.bytes);
    expect([image.width, image.height]).toEqual([256, 256]);
    const colours = new Set<string>();
    for (let i = 0; i < image.data.length; i += 4 * 97) colours.add(image.data.slice(i, i + 4).join());
    expect(colours.size).toBeGreaterThan(5);
  });

  it('shows at a city’s pixel the temperature and pressure the weather endpoint reports there', async () => {
    for (const city of CITIES) {
      const { main } = await record(city);
      const { x, y, px, py } = tileOf(city.lat, city.lon, 5);
      const temp = await both(`${TILE}/map/temp_new/5/${x}/${y}.png?appid=k`);
      expect(
        showsAbout(pixelAt(temp.bytes, px, py), stops(TEMPERATURE), main.temp, 2.5, 0.8),
        city.name,
      ).toBe(true);
      const pressure = await both(`${TILE}/map/pressure_new/5/${x}/${y}.png?appid=k`);
      expect(
        showsAbout(pixelAt(pressure.bytes, px, py), stops(PRESSURE), main.pressure * 100, 150, 0.8),
        city.name,
      ).toBe(true);
      // Maps 2.0 with a palette of the client's, opaque.
      const palette = '-40:0000FF;0:00FF00;40:FF0000';
      const custom = await both(
        `${MAPS}/maps/2.0/weather/TA2/5/${x}/${y}?appid=k&opacity=1&fill_bound=true&palette=${encodeURIComponent(palette)}`,
      );
      expect(showsAbout(pixelAt(custom.bytes, px, py), stops(palette), main.temp, 2.5, 1), city.name).toBe(
        true,
      );
    }
  });

  it('reads `date` on the forecast’s timeline: the slot’s tile is the tile answered when the clock gets there', async () => {
    const slot = Date.UTC(2024, 5, 2, 9) / 1000;
    const later = createWeatherDouble({ seed: SEED, now: () => slot * 1000 });
    const { getResponse } = await import('msw');
    const path = '/maps/2.0/weather/APM/3/4/2';
    const dated = await both(`${MAPS}${path}?appid=k&date=${slot + 3600}`);
    const then = await getResponse(later.handlers, new Request(`${MAPS}${path}?appid=k`));
    expect(dated.status).toBe(200);
    expect(new Uint8Array(await (then as Response).arrayBuffer())).toEqual(dated.bytes);
    // The 1-hour maps step by the hour: within the same hour, the same tile.
    const hourly = await both(`${MAPS}/maps/2.0/weather/1h/APM/3/4/2?appid=k&date=${slot + 3600}`);
    const hourlyLater = await both(
      `${MAPS}/maps/2.0/weather/1h/APM/3/4/2?appid=k&date=${slot + 3600 + 1800}`,
    );
    expect(hourlyLater.bytes).toEqual(hourly.bytes);
    expect(hourly.bytes).not.toEqual(dated.bytes);
  });

  it('draws the wind layer’s arrows, and leaves uncoloured what the palette does not cover', async () => {
    const speed = await both(`${MAPS}/maps/2.0/weather/WS10/3/4/2?appid=k`);
    const arrows = await both(`${MAPS}/maps/2.0/weather/WND/3/4/2?appid=k&arrow_step=16&use_norm=true`);
    expect(arrows.bytes).not.toEqual(speed.bytes);
    // A palette of one value nobody has: nothing coloured without fill_bound, everything with it.
    const none = decode((await both(`${MAPS}/maps/2.0/weather/TA2/3/4/2?appid=k&palette=90:FF0000`)).bytes);
    expect(none.data.every((channel) => channel === 0)).toBe(true);
    const filled = decode(
      (await both(`${MAPS}/maps/2.0/weather/TA2/3/4/2?appid=k&palette=90:FF0000&fill_bound=true&opacity=1`))
        .bytes,
    );
    expect([...filled.data.slice(0, 4)]).toEqual([255, 0, 0, 255]);
  });

  it('answers the service’s errors: key, plan, layer, zoom, tile, date, palette, opacity', async () => {
    const error = (status: string, message: string) => JSON.stringify({ cod: status, message });
    const unauthorized =
      '{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}';
    const cases: [string, number, string][] = [
      [`${TILE}/map/temp_new/2/2/1.png`, 401, unauthorized],
      [`${TILE}/map/temp_new/2/2/1.png?appid=`, 401, unauthorized],
      [`${MAPS}/maps/2.0/weather/TA2/2/2/1?appid=free`, 401, unauthorized],
      [`${TILE}/map/temp_new/2/2/1.png?appid=free`, 200, ''],
      [`${TILE}/map/temperature/2/2/1.png?appid=k`, 404, error('404', 'layer not found')],
      [`${MAPS}/maps/2.0/weather/SD0/2/2/1?appid=k`, 404, error('404', 'layer not found')],
      [`${TILE}/map/temp_new/19/2/1.png?appid=k`, 400, error('400', 'wrong zoom level')],
      [`${TILE}/map/temp_new/x/2/1.png?appid=k`, 400, error('400', 'wrong zoom level')],
      [`${TILE}/map/temp_new/2/4/1.png?appid=k`, 400, error('400', 'wrong tile coordinates')],
      [`${MAPS}/maps/2.0/weather/TA2/2/1/-1?appid=k`, 400, error('400', 'wrong tile coordinates')],
      [`${MAPS}/maps/2.0/weather/TA2/2/1/1?appid=k&date=soon`, 400, error('400', 'wrong date')],
      [
        `${MAPS}/maps/2.0/weather/TA2/2/1/1?appid=k&date=${NOW / 1000 + 11 * 86_400}`,
        400,
        error('400', 'requested time is out of allowed range'),
      ],
      [
        `${MAPS}/maps/2.0/weather/1h/TA2/2/1/1?appid=k&date=${Date.UTC(2020, 0, 1) / 1000}`,
        400,
        error('400', 'requested time is out of allowed range'),
      ],
      [`${MAPS}/maps/2.0/weather/TA2/2/1/1?appid=k&palette=red`, 400, error('400', 'wrong palette')],
      [`${MAPS}/maps/2.0/weather/TA2/2/1/1?appid=k&opacity=2`, 400, error('400', 'wrong opacity')],
      [`${MAPS}/maps/2.0/weather/WND/2/1/1?appid=k&arrow_step=0`, 400, error('400', 'wrong arrow_step')],
    ];
    for (const [url, status, body] of cases) {
      const answer = await both(url);
      expect(answer.status, url).toBe(status);
      if (body !== '') {
        expect(answer.text, url).toBe(body);
        expect(answer.type, url).toBe('application/json; charset=utf-8');
      }
    }
  });

  it('owns the whole tile and maps hosts: another path there is the unknown-route 404', async () => {
    for (const url of [`${TILE}/anything?appid=k`, `${MAPS}/maps/2.0/weather?appid=k`]) {
      const elsewhere = await both(url);
      expect(elsewhere).toMatchObject({ status: 404, text: '{"cod":"404","message":"Internal error"}' });
    }
  });
});
