// The air is worse where people are many (issue 28): the urbanity rule of docs/climate.md, from the
// population of the cities around a place, and what it makes of a year of air at real places.
import { describe, expect, it } from 'vitest';
import { createWeatherGenerator } from 'weather-double';
import { urbanityOf } from '../../src/model/air-model.js';
import { populationNear } from '../../src/places/locator.js';

const BIG_CITIES = {
  Delhi: { lat: 28.6519, lon: 77.2315 },
  Beijing: { lat: 39.9075, lon: 116.3972 },
  'Mexico City': { lat: 19.4285, lon: -99.1277 },
  London: { lat: 51.5085, lon: -0.1257 },
};
/** Keswick, Cumbria: a town of about 5000, 25 km from any other town of note. */
const SMALL_TOWN = { lat: 54.6013, lon: -3.1347 };
/** The open Atlantic on the equator: no city within 60 km. */
const OCEAN = { lat: 0, lon: -30 };

describe('urbanity from the population around a place', () => {
  it('follows the formula: size by population, whole within the radius, none beyond twice it', () => {
    expect(urbanityOf([])).toBe(0);
    expect(urbanityOf([{ population: 1000, km: 0 }])).toBe(0);
    expect(urbanityOf([{ population: 100_000, km: 0 }])).toBeCloseTo(0.5, 10);
    expect(urbanityOf([{ population: 10_000_000, km: 29 }])).toBe(1);
    // 10 million: r = 0.3 · sqrt(10 000) = 30 km; half-way between r and 2 r.
    expect(urbanityOf([{ population: 10_000_000, km: 45 }])).toBeCloseTo(0.5, 10);
    expect(urbanityOf([{ population: 10_000_000, km: 60 }])).toBe(0);
    // The largest share wins: a suburb of 20 000 inside a city of millions is the city's.
    expect(
      urbanityOf([
        { population: 20_000, km: 0.5 },
        { population: 8_000_000, km: 12 },
      ]),
    ).toBeCloseTo(Math.log10(8000) / 4, 10);
  });

  it('reads the population of the place data: megacities urban, a small town a little, the ocean not', () => {
    for (const [name, where] of Object.entries(BIG_CITIES)) {
      expect(urbanityOf(populationNear(where.lat, where.lon)), name).toBeGreaterThan(0.9);
    }
    const town = urbanityOf(populationNear(SMALL_TOWN.lat, SMALL_TOWN.lon));
    expect(town).toBeGreaterThan(0);
    expect(town).toBeLessThan(0.3);
    expect(populationNear(OCEAN.lat, OCEAN.lon)).toEqual([]);
  });

  it("a big city's yearly mean AQI, PM2.5 and NO2 are above a small town's and the open ocean's", () => {
    const generator = createWeatherGenerator({ seed: 42, now: () => Date.UTC(2024, 5, 1) });
    const yearly = (where: { lat: number; lon: number }) => {
      const list = generator.airPollution(where, {
        kind: 'history',
        start: Date.UTC(2023, 0, 1) / 1000,
        end: Date.UTC(2024, 0, 1) / 1000,
      }).list;
      expect(list).toHaveLength(8761);
      const mean = (value: (item: (typeof list)[number]) => number) =>
        list.reduce((sum, item) => sum + value(item), 0) / list.length;
      return {
        aqi: mean((item) => item.main.aqi),
        pm2_5: mean((item) => item.components.pm2_5),
        no2: mean((item) => item.components.no2),
      };
    };
    const town = yearly(SMALL_TOWN);
    const ocean = yearly(OCEAN);
    for (const [name, where] of Object.entries(BIG_CITIES)) {
      const city = yearly(where);
      for (const key of ['aqi', 'pm2_5', 'no2'] as const) {
        expect(city[key], `${name} ${key} above the small town`).toBeGreaterThan(town[key]);
        expect(city[key], `${name} ${key} above the open ocean`).toBeGreaterThan(ocean[key]);
      }
      // Particles and NO2 well above: at least 1.5 times the small town's.
      expect(city.pm2_5, name).toBeGreaterThan(1.5 * town.pm2_5);
      expect(city.no2, name).toBeGreaterThan(1.5 * town.no2);
    }
  });
});
