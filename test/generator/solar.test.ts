import { describe, expect, it } from 'vitest';
import { createWeatherGenerator } from 'weather-double';

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
