import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createWeatherGenerator } from 'weather-double';
import { precipitationFigures } from '../../scripts/precipitation-figures.mjs';
import { PlaceClimate } from '../../src/model/climate.js';

// The rain and snow add up to the climate the timeline draws from (docs/climate.md "Wet hours"):
// every hour of two years at every fifth city of the climate test, asked of the public generator,
// against the place's GPCP monthly normals. Before the wet moments' intensity was made the same
// at every place, a June at Bergen summed to 507 mm, London's to 6 mm, and one day to 1,106 mm.

const { cities } = JSON.parse(
  readFileSync(new URL('../generator/station-normals.json', import.meta.url), 'utf8'),
) as { cities: [string, string, ...unknown[]][] };

describe('precipitation against the climate (seed 42, 2022–2023, hourly, 22 cities)', () => {
  const figures = precipitationFigures({
    generator: createWeatherGenerator({ seed: 42, shape: 'current' }),
    normalOf: (lat, lon) => new PlaceClimate(lat, lon, undefined).precipitation,
    cities: cities.filter((_, index) => index % 5 === 0),
    years: [2022, 2023],
  });

  it('sums to the normals over all cities, and to within a factor of 2 at each (two years are a small sample)', () => {
    expect(figures.ratio).toBeGreaterThan(0.85);
    expect(figures.ratio).toBeLessThan(1.15);
    for (const city of figures.cities) {
      expect(city.ratio, city.name).toBeGreaterThan(1 / 2);
      expect(city.ratio, city.name).toBeLessThan(2);
    }
    expect(figures.monthsWithinTwo).toBeGreaterThan(0.7);
  });

  it('falls mostly light, sometimes heavy, and no day brings more than 300 mm', () => {
    const [light, moderate, heavy] = figures.classes as [number, number, number];
    expect(light).toBeGreaterThan(0.85);
    expect(moderate).toBeGreaterThan(0.03);
    expect(heavy).toBeGreaterThan(0);
    expect(figures.days[0]?.mm).toBeLessThan(300);
    expect(figures.days[0]?.mm).toBeGreaterThan(50);
  });
});
