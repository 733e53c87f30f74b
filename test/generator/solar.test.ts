import { describe, expect, it } from 'vitest';
import { createWeatherGenerator } from 'weather-double';
import { degreesIn360 } from '../../src/model/solar.js';

/**
 * Sunrise and sunset against published values (the NOAA Solar Calculator, which almanac tables such
 * as timeanddate.com agree with to the minute), and against the service's own example record.
 */
const cases = [
  // name, lat, lon, a moment of the local day, published sunrise, published sunset (UTC)
  [
    'London, summer solstice 2024',
    51.5074,
    -0.1278,
    '2024-06-20T12:00:00Z',
    '2024-06-20T03:43Z',
    '2024-06-20T20:21Z',
  ],
  [
    'New York, winter solstice 2024',
    40.7128,
    -74.006,
    '2024-12-21T17:00:00Z',
    '2024-12-21T12:16Z',
    '2024-12-21T21:32Z',
  ],
  [
    'Sydney, winter solstice 2024',
    -33.8688,
    151.2093,
    '2024-06-21T02:00:00Z',
    '2024-06-20T21:00Z',
    '2024-06-21T06:54Z',
  ],
  [
    'Reykjavík, winter solstice 2024',
    64.1466,
    -21.9426,
    '2024-12-21T13:00:00Z',
    '2024-12-21T11:22Z',
    '2024-12-21T15:29Z',
  ],
  // The service's own example: Mountain View, dt 1560350645 → sunrise 1560343627, sunset 1560396563.
  [
    'Mountain View, service example',
    37.39,
    -122.08,
    '2019-06-12T14:44:05Z',
    '2019-06-12T12:47:07Z',
    '2019-06-13T03:29:23Z',
  ],
] as const;

describe('sunrise and sunset (NOAA solar algorithm)', () => {
  for (const [name, lat, lon, at, sunrise, sunset] of cases) {
    it(`matches the published times within two minutes: ${name}`, () => {
      const generator = createWeatherGenerator({ places: { '12345': { name, lat, lon } } });
      const record = generator.record({ zip: '12345', at: Date.parse(at) });
      expect(Math.abs(record.sys.sunrise - Date.parse(sunrise) / 1000)).toBeLessThanOrEqual(120);
      expect(Math.abs(record.sys.sunset - Date.parse(sunset) / 1000)).toBeLessThanOrEqual(120);
    });
  }

  it('reports polar day as sunrise 0 and sunset 0, with the night icon, as the service does', () => {
    for (const shape of ['specification', 'current'] as const) {
      const generator = createWeatherGenerator({ seed: 1, shape });
      for (let hour = 0; hour < 24; hour += 1) {
        const at = Date.UTC(2024, 5, 21, hour, 30);
        const record = generator.record({ zip: '9008,no', at }); // Tromsø, 69.6 °N
        expect(record.sys).toMatchObject({ sunrise: 0, sunset: 0 });
        expect(record.weather.every((w) => w.icon.endsWith('n'))).toBe(true);
      }
    }
  });

  it('reports polar night as sunrise 0 and sunset 0, with the night icon', () => {
    for (const shape of ['specification', 'current'] as const) {
      const generator = createWeatherGenerator({ seed: 1, shape });
      for (let hour = 0; hour < 24; hour += 1) {
        const at = Date.UTC(2024, 11, 21, hour, 30);
        const record = generator.record({ zip: '99723', at }); // Utqiagvik, 71.3 °N
        expect(record.sys).toMatchObject({ sunrise: 0, sunset: 0 });
        expect(record.weather.every((w) => w.icon.endsWith('n'))).toBe(true);
      }
    }
  });
});

describe("the sun's mean longitude in [0, 360)", () => {
  it('is the number the two remainders give, for any angle the calendar reaches and at the edges', () => {
    const remainders = (x: number) => ((x % 360) + 360) % 360;
    let state = 7;
    const next = () => {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      return state / 4_294_967_296;
    };
    const angles: number[] = [
      0, -0, 360, -360, 720, 359.99999999999994, -359.99999999999994, 5e-324, -5e-324,
    ];
    angles.push(Number.NaN, Number.POSITIVE_INFINITY, 179.99999999999997, 540, 2 ** 43 + 0.5);
    for (let i = 0; i < 20_000; i += 1) {
      const t = (next() - 0.5) * 8;
      angles.push(280.46646 + t * (36000.76983 + t * 0.0003032));
      angles.push((next() - 0.5) * 2e6);
      const whole = Math.round((next() - 0.5) * 1e5) * 360;
      angles.push(whole, whole + whole * Number.EPSILON, whole - Math.abs(whole) * Number.EPSILON);
    }
    const wrong = angles.filter((x) => !Object.is(degreesIn360(x), remainders(x)));
    expect(wrong).toEqual([]);
  });
});
