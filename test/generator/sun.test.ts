import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CurrentWeatherRecord,
  createWeatherGenerator,
  type RecordShape,
  validateWeatherRecord,
  type WeatherRecord,
} from 'weather-double';
import { noaaSun } from '../support/noaa-sun.js';

const DAY = 86_400;

/**
 * Answers of the real service, recorded by public code and issue threads (the reference page's
 * "Sun times: which day, and the poles"): which day's sun each shape reports.
 */
const recorded = [
  {
    what: 'Mountain View, the specification example (UTC day June 12, sunset after 0h UTC)',
    shape: 'specification',
    lat: 37.39,
    lon: -122.08,
    dt: 1560350645,
    sunrise: 1560343627,
    sunset: 1560396563,
    icon: '01d',
  },
  {
    what: 'Seattle, 17:53 local on the 17th: the UTC day (the 18th), icon n although the sun was up',
    shape: 'specification',
    lat: 47.61,
    lon: -122.33,
    dt: 1503017580,
    sunrise: 1503061782,
    sunset: 1503112526,
    icon: '01n',
  },
  {
    what: 'Denver, 21:20 local on the 2nd (04:20 UTC on the 3rd): the local day (the 2nd)',
    shape: 'current',
    lat: 39.7392,
    lon: -104.9847,
    dt: 1670041242,
    sunrise: 1669989788,
    sunset: 1670024164,
    icon: '01n',
    timezone: -25200,
  },
  {
    what: 'Round Hill (VA), a 2025 answer',
    shape: 'current',
    lat: 39.1164,
    lon: -77.7802,
    dt: 1736517544,
    sunrise: 1736512199,
    sunset: 1736546826,
    icon: '01d',
    timezone: -18000,
  },
  {
    what: 'Tromsø in polar night, specification shape',
    shape: 'specification',
    lat: 69.65,
    lon: 18.96,
    dt: 1515473249,
    sunrise: 0,
    sunset: 0,
    icon: '01n',
  },
  {
    what: 'Tromsø in polar night, current shape',
    shape: 'current',
    lat: 69.65,
    lon: 18.96,
    dt: 1515473249,
    sunrise: 0,
    sunset: 0,
    icon: '01n',
    timezone: 3600,
  },
] as const;

describe('the sun as the service computes it: recorded answers', () => {
  for (const example of recorded) {
    it(`${example.what}: within two minutes, the same day, the same icon`, () => {
      const generator = createWeatherGenerator<RecordShape>({
        shape: example.shape,
        places: { '12345': { name: 'Recorded', lat: example.lat, lon: example.lon } },
      });
      // Observed through the draw (the 10-minute bucket before the recorded moment) and at the
      // recorded dt exactly (an override), clear sky so the icon is 01d or 01n.
      const drawn = generator.record({ zip: '12345', at: example.dt * 1000 });
      const exact = generator.record({
        zip: '12345',
        at: example.dt * 1000,
        overrides: { dt: example.dt, weather: [{ id: 800 }] },
      });
      for (const record of [drawn, exact]) {
        expect(Math.abs(record.sys.sunrise - example.sunrise)).toBeLessThanOrEqual(120);
        expect(Math.abs(record.sys.sunset - example.sunset)).toBeLessThanOrEqual(120);
        expect(validateWeatherRecord(record, { shape: example.shape }).ok).toBe(true);
      }
      console.log(
        `[sun agreement] recorded ${example.shape}: ${example.what}: Δ sunrise ${exact.sys.sunrise - example.sunrise} s, Δ sunset ${exact.sys.sunset - example.sunset} s`,
      );
      expect(exact.weather[0]?.icon).toBe(example.icon);
      if ('timezone' in example) expect((exact as CurrentWeatherRecord).timezone).toBe(example.timezone);
    });
  }
});

/** The UTC offset (seconds) of places whose zone and rules are known, winter and summer. */
const offsets = [
  ['Denver', 39.7392, -104.9847, -25200, -21600],
  ['London', 51.5074, -0.1278, 0, 3600],
  ['Kolkata', 22.5726, 88.3639, 19800, 19800],
  ['Kathmandu', 27.7172, 85.324, 20700, 20700],
  ['Sydney', -33.8688, 151.2093, 39600, 36000],
  ['Chatham Islands', -43.95, -176.55, 49500, 45900],
  ['Honolulu', 21.3069, -157.8583, -36000, -36000],
] as const;

describe('timezone: the place UTC offset at dt, daylight saving time included', () => {
  for (const [name, lat, lon, january, july] of offsets) {
    it(`${name}: ${january} s in January, ${july} s in July`, () => {
      const generator = createWeatherGenerator({
        shape: 'current',
        places: { '12345': { name, lat, lon } },
      });
      expect(generator.record({ zip: '12345', at: Date.UTC(2024, 0, 15, 12) }).timezone).toBe(january);
      expect(generator.record({ zip: '12345', at: Date.UTC(2024, 6, 15, 12) }).timezone).toBe(july);
    });
  }
});

/** Random places (latitudes -89..89, any longitude, 4 decimals) and times (1971 to 2099). */
const sampleArb = fc.record({
  lat: fc.integer({ min: -890_000, max: 890_000 }).map((n) => n / 10_000),
  lon: fc.integer({ min: -1_800_000, max: 1_800_000 }).map((n) => n / 10_000),
  at: fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2099, 11, 31) }),
});

/**
 * The day whose sun a shape prescribes: the UTC day of dt, or the local day at the record's offset,
 * numbered as NOAA's calculator numbers days at the place's longitude (the day whose solar noon falls
 * on the local day: the local day before where the date line bends, as in Apia).
 */
function prescribedDay(record: WeatherRecord | CurrentWeatherRecord): number {
  if (!('timezone' in record)) return Math.floor(record.dt / DAY);
  const local = Math.floor((record.dt + record.timezone) / DAY);
  return local - Math.floor((43_200 - record.coord.lon * 240 + record.timezone) / DAY);
}

/**
 * Generates `count` records at random places and times in a shape and compares each one's sun with
 * the oracle for the prescribed day. Returns the figures.
 */
function measure(shape: RecordShape, count: number, seed: number) {
  const samples = fc.sample(sampleArb, { numRuns: count, seed });
  const places = Object.fromEntries(
    samples.map((sample, index) => [
      String(10_000 + index),
      { name: 'Sample', lat: sample.lat, lon: sample.lon },
    ]),
  );
  const generator = createWeatherGenerator<RecordShape>({ seed, shape, places });
  let worst = 0;
  let sum = 0;
  let compared = 0;
  let polar = 0;
  let invalid = 0;
  const problems: string[] = [];
  samples.forEach((sample, index) => {
    const record = generator.record({ zip: String(10_000 + index), at: sample.at });
    const validation = validateWeatherRecord(record, { shape });
    if (!validation.ok) {
      invalid += 1;
      problems.push(`${JSON.stringify(sample)}: invalid ${JSON.stringify(validation.issues)}`);
    }
    const expected = noaaSun(sample.lat, sample.lon, prescribedDay(record));
    if (expected === undefined) {
      polar += 1;
      if (record.sys.sunrise !== 0 || record.sys.sunset !== 0)
        problems.push(`${JSON.stringify(sample)}: not 0/0`);
      return;
    }
    const delta = Math.max(
      Math.abs(record.sys.sunrise - expected.sunrise),
      Math.abs(record.sys.sunset - expected.sunset),
    );
    compared += 1;
    sum += delta;
    worst = Math.max(worst, delta);
    if (delta > 120) problems.push(`${JSON.stringify(sample)}: off by ${delta.toFixed(0)} s`);
    const icon = record.weather[0]?.icon.at(-1);
    const day = record.sys.sunrise <= record.dt && record.dt < record.sys.sunset;
    if (icon !== (day ? 'd' : 'n')) problems.push(`${JSON.stringify(sample)}: icon ${icon}`);
  });
  return { count, compared, polar, invalid, worst, mean: compared ? sum / compared : 0, problems };
}

describe('the sun of every record is NOAA sun of the day its shape prescribes (property)', () => {
  for (const shape of ['specification', 'current'] as const) {
    it(`${shape}: 4000 random places and times, within two minutes, polar days 0/0, all valid`, () => {
      const figures = measure(shape, 4000, shape === 'current' ? 2 : 1);
      console.log(
        `[sun agreement] shape ${shape}: ${figures.count} records, ${figures.compared} compared with NOAA, ` +
          `${figures.polar} polar (0/0), max |Δ| ${figures.worst.toFixed(1)} s, mean |Δ| ${figures.mean.toFixed(1)} s, ` +
          `${figures.invalid} invalid`,
      );
      expect(figures.problems).toEqual([]);
      expect(figures.invalid).toBe(0);
      expect(figures.polar).toBeGreaterThan(0);
    });
  }
});
