import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type CurrentWeatherRecord, createWeatherGenerator, dewPoint } from 'weather-double';

// The climate the double draws from (docs/climate.md), measured from its public generator against
// station normals independent of its grid (test/generator/station-normals.json, CC BY-SA 4.0).

interface Normals {
  readonly cities: readonly (readonly [string, string, string, readonly number[]])[];
}
const normals = JSON.parse(
  readFileSync(new URL('./station-normals.json', import.meta.url), 'utf8'),
) as Normals;

const HOUR = 3_600_000;
const YEARS = [2021, 2022, 2023];

/** A generator in the current shape (rain and snow volumes), metric units. */
const generator = createWeatherGenerator({ seed: 42, shape: 'current' });
const at = (place: string | { lat: number; lon: number }, time: number): CurrentWeatherRecord =>
  typeof place === 'string'
    ? generator.record({ q: place, at: time, units: 'metric' })
    : generator.record({ ...place, at: time, units: 'metric' });

/** Monthly means of the temperature over three years, four observations a day (00, 06, 12, 18 UTC). */
function monthlyMeans(place: string): number[] {
  const sums = new Array<number>(12).fill(0);
  const counts = new Array<number>(12).fill(0);
  for (const year of YEARS) {
    const start = Date.UTC(year, 0, 1);
    const end = Date.UTC(year + 1, 0, 1);
    for (let time = start; time < end; time += 6 * HOUR) {
      const month = new Date(time).getUTCMonth();
      sums[month] = (sums[month] as number) + at(place, time).main.temp;
      counts[month] = (counts[month] as number) + 1;
    }
  }
  return sums.map((sum, month) => sum / (counts[month] as number));
}

/** Months apart on the circle of the year. */
const monthsApart = (a: number, b: number) => Math.min((a - b + 12) % 12, (b - a + 12) % 12);

/**
 * Whether the month the double finds most extreme (`pick` the larger) lies within one month of the
 * normals' most extreme month. Months whose normals lie within 0.5 °C of the extreme count as the
 * extreme: many normals are rounded to whole degrees and tie (Singapore, Gaborone), and a flat
 * top, Bergen's 1.5 and 1.6 °C January and February, has no one coldest month.
 */
function extremeMatches(model: readonly number[], station: readonly number[], sign: 1 | -1): boolean {
  const best = (values: readonly number[]) => Math.max(...values.map((v) => sign * v));
  const modelMonth = model.findIndex((v) => sign * v === best(model));
  const top = best(station);
  return station.some((v, month) => sign * v >= top - 0.5 && monthsApart(month, modelMonth) <= 1);
}

describe('the climate against station normals', () => {
  const { cities } = normals;

  it('covers at least 50 cities in every climate', () => {
    expect(cities.length).toBeGreaterThanOrEqual(50);
    const groups = new Set(cities.map(([, , group]) => group));
    for (const group of [
      'tropical',
      'monsoon',
      'desert',
      'mediterranean',
      'oceanic',
      'subtropical',
      'continental',
      'subarctic',
      'polar',
      'highland',
    ]) {
      expect(groups.has(group), group).toBe(true);
    }
  });

  it('monthly means: ≥ 85 % of city-months within 3 °C, RMSE ≤ 2.5 °C, the seasons in their months', () => {
    let months = 0;
    let within = 0;
    let squares = 0;
    const wrongSeasons: string[] = [];
    for (const [name, country, , station] of cities) {
      const model = monthlyMeans(`${name},${country}`);
      model.forEach((value, month) => {
        const error = value - (station[month] as number);
        months += 1;
        squares += error * error;
        if (Math.abs(error) <= 3) within += 1;
      });
      const seasons = Math.max(...station) - Math.min(...station);
      if (seasons > 5 && !(extremeMatches(model, station, 1) && extremeMatches(model, station, -1))) {
        wrongSeasons.push(name);
      }
    }
    expect(within / months).toBeGreaterThanOrEqual(0.85);
    expect(Math.sqrt(squares / months)).toBeLessThanOrEqual(2.5);
    // Hobart: the reanalysis does not resolve Tasmania (its cells behave as sea, coldest in August
    // and September, the normals in July); the one city of the table where the grid misses the
    // season's phase (docs/climate.md).
    expect(wrongSeasons.filter((name) => name !== 'Hobart')).toEqual([]);
  }, 240_000);

  it('the open ocean is never above 31 °C', () => {
    // Tropical open ocean, the warm pools included (western Pacific, Indian Ocean, Caribbean).
    const oceans = [
      { lat: 0, lon: -150 },
      { lat: 5, lon: -140 },
      { lat: 8, lon: 150 },
      { lat: 2, lon: 160 },
      { lat: -8, lon: 170 },
      { lat: 12, lon: 135 },
      { lat: 0, lon: 85 },
      { lat: -10, lon: 75 },
      { lat: 10, lon: 65 },
      { lat: 15, lon: -45 },
      { lat: 0, lon: -25 },
      { lat: 15, lon: -75 },
      { lat: 25, lon: -90 },
      { lat: -15, lon: -110 },
      { lat: 20, lon: -160 },
    ];
    let hottest = Number.NEGATIVE_INFINITY;
    for (const place of oceans) {
      for (let time = Date.UTC(2023, 0, 1); time < Date.UTC(2024, 0, 1); time += 3 * HOUR) {
        hottest = Math.max(hottest, at(place, time).main.temp);
      }
    }
    expect(hottest).toBeLessThanOrEqual(31);
    expect(hottest).toBeGreaterThan(27);
  }, 60_000);
});

/** What a year at a place shows (every 3 hours of 2023). */
function year(place: string | { lat: number; lon: number }) {
  const records: CurrentWeatherRecord[] = [];
  for (let time = Date.UTC(2023, 0, 1); time < Date.UTC(2024, 0, 1); time += 3 * HOUR) {
    records.push(at(place, time));
  }
  return records;
}
const wet = (r: CurrentWeatherRecord) => r.rain !== undefined || r.snow !== undefined;
const share = (records: readonly CurrentWeatherRecord[], test: (r: CurrentWeatherRecord) => boolean) =>
  records.filter(test).length / records.length;
const monthOf = (r: CurrentWeatherRecord) => new Date(r.dt * 1000).getUTCMonth();
const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('the day and the weather follow the climate', () => {
  it('deserts almost never rain, the wet tropics often do, a monsoon in its season', () => {
    for (const desert of ['Riyadh,SA', 'Cairo,EG', 'Dubai,AE']) {
      expect(share(year(desert), wet), desert).toBeLessThan(0.02);
    }
    expect(share(year('Singapore,SG'), wet)).toBeGreaterThan(0.08);
    const mumbai = year('Mumbai,IN');
    const inMonths = (months: readonly number[]) => mumbai.filter((r) => months.includes(monthOf(r)));
    expect(share(inMonths([0, 1, 2]), wet)).toBeLessThan(0.01);
    expect(share(inMonths([6, 7]), wet)).toBeGreaterThan(0.2);
  });

  it('snow only where it is cold enough; a cold winter snows', () => {
    let snowy = 0;
    for (const place of ['Moscow,RU', 'Chicago,US', 'Singapore,SG', 'Cairo,EG', 'Sydney,AU', 'Quito,EC']) {
      for (const record of year(place)) {
        if (record.snow === undefined) continue;
        snowy += 1;
        expect(record.main.temp, place).toBeLessThanOrEqual(3);
      }
    }
    expect(snowy).toBeGreaterThan(0);
    expect(year('Singapore,SG').some((r) => r.snow !== undefined)).toBe(false);
    const moscowWinter = year('Moscow,RU').filter((r) => [0, 1].includes(monthOf(r)));
    expect(share(moscowWinter, (r) => r.snow !== undefined)).toBeGreaterThan(0.03);
  });

  it('a daily range that fits the place: small at sea, larger in the wet tropics, large in deserts', () => {
    // The mean of 15:00 minus 03:00 local solar time over a year.
    const range = (place: { lat: number; lon: number }) => {
      const differences: number[] = [];
      for (let day = 0; day < 365; day += 1) {
        const midnight = Date.UTC(2023, 0, 1) + day * 24 * HOUR - (place.lon / 15) * HOUR;
        differences.push(
          at(place, midnight + 15 * HOUR).main.temp - at(place, midnight + 3 * HOUR).main.temp,
        );
      }
      return mean(differences);
    };
    const ocean = range({ lat: -20, lon: -120 });
    const tropics = range({ lat: 1.29, lon: 103.85 }); // Singapore
    const desert = range({ lat: 24.69, lon: 46.72 }); // Riyadh
    const highDry = range({ lat: 36.2, lon: 113.8 + -0.2 }); // Loess plateau, ~1,000 m, dry winters
    expect(ocean).toBeLessThan(2);
    expect(tropics).toBeGreaterThan(ocean);
    expect(desert).toBeGreaterThan(12);
    expect(desert).toBeGreaterThan(tropics + 5);
    expect(highDry).toBeGreaterThan(tropics);
  });

  it('humidity and dew point fit the temperature and the wetness', () => {
    const humidity = (place: string) => mean(year(place).map((r) => r.main.humidity));
    expect(humidity('Singapore,SG')).toBeGreaterThan(75);
    expect(humidity('Riyadh,SA')).toBeLessThan(humidity('Singapore,SG') - 25);
    for (const record of year('Riyadh,SA').concat(year('Singapore,SG'))) {
      const kelvin = record.main.temp + 273.15;
      expect(dewPoint(kelvin, record.main.humidity)).toBeLessThanOrEqual(kelvin + 0.01);
    }
    // Relative humidity is higher at night than in the afternoon at the same place.
    const night: number[] = [];
    const afternoon: number[] = [];
    for (let day = 0; day < 365; day += 1) {
      const midnight = Date.UTC(2023, 0, 1) + day * 24 * HOUR - (46.72 / 15) * HOUR;
      night.push(at({ lat: 24.69, lon: 46.72 }, midnight + 4 * HOUR).main.humidity);
      afternoon.push(at({ lat: 24.69, lon: 46.72 }, midnight + 15 * HOUR).main.humidity);
    }
    expect(mean(night)).toBeGreaterThan(mean(afternoon) + 5);
  });

  it('the places of the issue: Reykjavík in June, Dubai on a June night, the equatorial Atlantic', () => {
    const june = (place: string | { lat: number; lon: number }) =>
      year(place).filter((r) => monthOf(r) === 5);
    const reykjavik = june('Reykjavik,IS').map((r) => r.main.temp);
    expect(mean(reykjavik)).toBeGreaterThan(6);
    expect(mean(reykjavik)).toBeLessThan(12);
    expect(Math.max(...reykjavik)).toBeLessThan(19);
    const dubai = june('Dubai,AE');
    expect(mean(dubai.map((r) => r.main.temp))).toBeGreaterThan(29);
    expect(share(dubai, wet)).toBeLessThan(0.02);
    const atlantic = year({ lat: 0, lon: -20 }).map((r) => r.main.temp);
    expect(Math.max(...atlantic)).toBeLessThan(30);
  });
});
