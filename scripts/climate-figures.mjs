#!/usr/bin/env node
/**
 * The climate's figures for docs/climate.md and its plot, docs/climate-year.svg: monthly means from
 * the built package's public generator (seed 42, 2021–2023, four observations a day) against the
 * station normals of test/generator/station-normals.json, as test/generator/climate.test.ts
 * measures them.
 *
 *   npm run build && node scripts/climate-figures.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { createWeatherGenerator } = await import(resolve(root, 'dist/src/index.js'));
const { cities } = JSON.parse(readFileSync(resolve(root, 'test/generator/station-normals.json'), 'utf8'));

const HOUR = 3_600_000;
const generator = createWeatherGenerator({ seed: 42, shape: 'current' });

/** Monthly means of the temperature, precipitation (mm) and wet share over 2021–2023. */
function measure(place) {
  const temp = new Array(12).fill(0);
  const count = new Array(12).fill(0);
  const rain = new Array(12).fill(0);
  for (const year of [2021, 2022, 2023]) {
    for (let time = Date.UTC(year, 0, 1); time < Date.UTC(year + 1, 0, 1); time += 6 * HOUR) {
      const record = generator.record({ q: place, at: time, units: 'metric' });
      const month = new Date(time).getUTCMonth();
      temp[month] += record.main.temp;
      count[month] += 1;
      rain[month] += ((record.rain?.['1h'] ?? 0) + (record.snow?.['1h'] ?? 0)) * 6;
    }
  }
  return { temp: temp.map((t, m) => t / count[m]), rain: rain.map((r) => r / 3) };
}

let months = 0;
let within = 0;
let squares = 0;
const byGroup = new Map();
const measured = new Map();
for (const [name, country, group, station] of cities) {
  const { temp } = measure(`${name},${country}`);
  measured.set(name, temp);
  const entry = byGroup.get(group) ?? { months: 0, within: 0, squares: 0, bias: 0 };
  temp.forEach((value, month) => {
    const error = value - station[month];
    months += 1;
    squares += error * error;
    if (Math.abs(error) <= 3) within += 1;
    entry.months += 1;
    entry.squares += error * error;
    entry.bias += error;
    if (Math.abs(error) <= 3) entry.within += 1;
  });
  byGroup.set(group, entry);
}
const pct = (a, b) => `${((100 * a) / b).toFixed(1)} %`;
console.log(
  `${cities.length} cities, ${months} city-months: ${pct(within, months)} within 3 °C, RMSE ${Math.sqrt(squares / months).toFixed(2)} °C`,
);
console.log('| climate | cities | within 3 °C | RMSE (°C) | mean error (°C) |');
console.log('| --- | --- | --- | --- | --- |');
for (const [group, entry] of byGroup) {
  console.log(
    `| ${group} | ${entry.months / 12} | ${pct(entry.within, entry.months)} | ${Math.sqrt(entry.squares / entry.months).toFixed(2)} | ${(entry.bias / entry.months).toFixed(1)} |`,
  );
}

// The plot: a year at a few cities, the double's monthly means (lines) and the normals (dots).
const shown = [
  ['Singapore', '#1b9e77'],
  ['Dubai', '#d95f02'],
  ['London', '#7570b3'],
  ['Reykjavík', '#e7298a'],
  ['Moscow', '#66a61e'],
  ['Yakutsk', '#1f78b4'],
  ['Sydney', '#a6761d'],
  ['Quito', '#666666'],
];
const width = 760;
const height = 420;
const left = 50;
const right = 150;
const top = 20;
const bottom = 40;
const lo = -45;
const hi = 40;
const x = (month) => left + ((month + 0.5) / 12) * (width - left - right);
const y = (celsius) => top + ((hi - celsius) / (hi - lo)) * (height - top - bottom);
const parts = [
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
  '<title>A year at eight cities: the double’s monthly mean temperature against station normals</title>',
  `<rect width="${width}" height="${height}" fill="#fff"/>`,
];
for (let celsius = -40; celsius <= 40; celsius += 10) {
  parts.push(
    `<line x1="${left}" x2="${width - right}" y1="${y(celsius).toFixed(1)}" y2="${y(celsius).toFixed(1)}" stroke="#ddd"/>`,
    `<text x="${left - 6}" y="${(y(celsius) + 4).toFixed(1)}" text-anchor="end">${celsius}</text>`,
  );
}
'JFMAMJJASOND'.split('').forEach((letter, month) => {
  parts.push(
    `<text x="${x(month).toFixed(1)}" y="${height - bottom + 16}" text-anchor="middle">${letter}</text>`,
  );
});
parts.push(
  `<text x="${left}" y="${height - 6}">°C, monthly mean: lines the double (seed 42, 2021–2023), dots station normals</text>`,
);
shown.forEach(([name, colour], index) => {
  const station = cities.find(([city]) => city === name)[3];
  const model = measured.get(name);
  const points = model.map((value, month) => `${x(month).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  parts.push(`<polyline points="${points}" fill="none" stroke="${colour}" stroke-width="2"/>`);
  for (const [month, value] of station.entries()) {
    parts.push(`<circle cx="${x(month).toFixed(1)}" cy="${y(value).toFixed(1)}" r="3" fill="${colour}"/>`);
  }
  parts.push(`<text x="${width - right + 12}" y="${top + 16 + index * 18}" fill="${colour}">${name}</text>`);
});
parts.push('</svg>');
writeFileSync(resolve(root, 'docs/climate-year.svg'), `${parts.join('\n')}\n`);
console.log('wrote docs/climate-year.svg');
