#!/usr/bin/env node
/**
 * How the double's precipitation adds up against its own climate: at the cities of
 * test/generator/station-normals.json, every hour of 2021–2023 asked of the built package's public
 * generator (seed 42), the rain and snow of each hour (`rain.1h` + `snow.1h`, mm) summed by month
 * and by day, against the place's GPCP monthly normal that the timeline draws its wet hours from.
 * Prints the ratio of the totals (all cities, and the spread of the cities' yearly ratios), the
 * share of city-months within a factor of 2 of the normal, and the wettest days.
 *
 * test/model/precipitation.test.ts asserts on the same figures for a subset of the cities.
 *
 *   npm run build && node scripts/precipitation-figures.mjs [seed=42]
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HOUR = 3_600_000;
/** Wet hours by rate, mm/h: light, moderate, heavy, very heavy, extreme (the rain codes' bounds). */
const CLASSES = [2.5, 7.6, 25, 50, Number.POSITIVE_INFINITY];

/**
 * The figures of `cities` ([name, country] pairs) over `years`, hourly, from a public `generator`
 * (`shape: 'current'`) against `normalOf(lat, lon)`, a place's twelve monthly normals (mm).
 */
export function precipitationFigures({ generator, normalOf, cities, years }) {
  let double = 0;
  let normal = 0;
  let cityMonths = 0;
  let withinTwo = 0;
  let wetHours = 0;
  let hours = 0;
  const classes = CLASSES.map(() => 0);
  const yearly = [];
  const days = [];
  for (const [name, country] of cities) {
    const { lat, lon } = generator.record({ q: `${name},${country}`, at: Date.UTC(years[0], 0, 1) }).coord;
    const normals = normalOf(lat, lon);
    const months = new Array(12).fill(0);
    for (const year of years) {
      let day = 0;
      for (let time = Date.UTC(year, 0, 1); time < Date.UTC(year + 1, 0, 1); time += HOUR) {
        const record = generator.record({ lat, lon, at: time });
        const mm = (record.rain?.['1h'] ?? 0) + (record.snow?.['1h'] ?? 0);
        months[new Date(time).getUTCMonth()] += mm / years.length;
        day += mm;
        hours += 1;
        if (mm > 0) {
          wetHours += 1;
          classes[CLASSES.findIndex((top) => mm < top)] += 1;
        }
        if (new Date(time + HOUR).getUTCHours() === 0) {
          days.push({ mm: day, where: `${name} ${new Date(time).toISOString().slice(0, 10)}` });
          day = 0;
        }
      }
    }
    let cityDouble = 0;
    let cityNormal = 0;
    months.forEach((mm, m) => {
      const expected = normals[m];
      cityDouble += mm;
      cityNormal += expected;
      cityMonths += 1;
      if (expected < 5 || (mm >= expected / 2 && mm <= expected * 2)) withinTwo += 1;
    });
    double += cityDouble;
    normal += cityNormal;
    yearly.push({ name, ratio: cityDouble / cityNormal, mm: cityDouble, normal: cityNormal });
  }
  return {
    /** The double's total over the normals' (all cities). */
    ratio: double / normal,
    /** Each city's yearly total against its normal, driest first. */
    cities: yearly.sort((a, b) => a.ratio - b.ratio),
    /** The share of city-months within a factor of 2 of the normal (or both under 5 mm). */
    monthsWithinTwo: withinTwo / cityMonths,
    wetShare: wetHours / hours,
    /** The shares of wet hours below 2.5, 7.6, 25, 50 mm/h and above. */
    classes: classes.map((n) => n / wetHours),
    /** Every day's total, wettest first. */
    days: days.sort((a, b) => b.mm - a.mm),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const { createWeatherGenerator } = await import(resolve(root, 'dist/src/index.js'));
  // The climate the timeline draws from (internal; a development script may read it).
  const { PlaceClimate } = await import(resolve(root, 'dist/src/model/climate.js'));
  const { cities } = JSON.parse(readFileSync(resolve(root, 'test/generator/station-normals.json'), 'utf8'));
  const seed = Number(process.argv[2] ?? 42);
  const years = [2021, 2022, 2023];
  const f = precipitationFigures({
    generator: createWeatherGenerator({ seed, shape: 'current' }),
    normalOf: (lat, lon) => new PlaceClimate(lat, lon, undefined).precipitation,
    cities,
    years,
  });
  const quantile = (values, p) => [...values].sort((a, b) => a - b)[Math.floor(p * (values.length - 1))];
  const round = (x, d = 2) => Math.round(x * 10 ** d) / 10 ** d;
  const ratios = f.cities.map((c) => c.ratio);
  const show = (c) => `${c.name} ${round(c.mm, 0)}/${round(c.normal, 0)} mm`;
  console.log(`seed ${seed}, ${cities.length} cities, hourly, ${years[0]}–${years.at(-1)}`);
  console.log(`all cities: the double's yearly total / the normals' = ${round(f.ratio)}`);
  console.log(
    `per city, yearly ratio: 10th percentile ${round(quantile(ratios, 0.1))}, median ${round(quantile(ratios, 0.5))}, 90th ${round(quantile(ratios, 0.9))}`,
  );
  console.log(
    `city-months within ×2 of the normal (or both under 5 mm): ${round(100 * f.monthsWithinTwo, 1)} %`,
  );
  console.log(
    `wet hours: ${round(100 * f.wetShare, 1)} %; of them below 2.5, 7.6, 25, 50 mm/h and above: ${f.classes
      .map((share) => `${round(100 * share, 2)} %`)
      .join(', ')}`,
  );
  console.log(
    `days over 100 mm: ${f.days.filter((d) => d.mm > 100).length} of ${f.days.length}; over 200 mm: ${f.days.filter((d) => d.mm > 200).length}; wettest: ${f.days
      .slice(0, 3)
      .map((d) => `${round(d.mm, 0)} mm (${d.where})`)
      .join(', ')}`,
  );
  console.log(`driest against normal: ${f.cities.slice(0, 4).map(show).join(', ')}`);
  console.log(`wettest against normal: ${f.cities.slice(-4).map(show).join(', ')}`);
}
