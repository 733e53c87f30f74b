import { foldName } from './fold.js';

/**
 * The real place data: GeoNames' cities (the cities1000 set: IDs, names, alternate names, country,
 * first-level division, elevation) and postal codes (US, its territories, Canada's forward sortation
 * areas), built into `dist/data/places.js` at build time (`scripts/build-places.mjs`) as typed arrays
 * (base64) and sorted text tables, so that nothing is parsed line by line at run time: a look-up is a
 * binary search or a grid cell. Read lazily: nothing is read when the package is imported; the data
 * on the first request that needs it. Read with Node's `fs` (`process.getBuiltinModule`, never
 * imported); where there is no file system (a browser) the tables come from `weather-double/places`
 * (`loadPlaceData()`), else there is no real data and only pinned and well-known places answer.
 * @internal
 */

/** One city of the data. @internal */
export interface City {
  /** GeoNames ID, the service's city ID (London 2643743). */
  readonly id: number;
  /** The name the service answers (GeoNames' name; `New York` for New York City). */
  readonly name: string;
  /** ISO 3166 alpha-2, upper case. */
  readonly country: string;
  /** GeoNames first-level division code (for the US, the state code: `CA`). */
  readonly admin: string;
  /** The first-level division's name (`California`, `England`, `Ontario`), when the data has it. */
  readonly state: string | undefined;
  readonly lat: number;
  readonly lon: number;
  /** Metres above sea level (GeoNames' elevation, else its DEM), when the data has it. */
  readonly elevation: number | undefined;
}

/** One postal code of the data. @internal */
export interface ZipPlace {
  readonly code: string;
  readonly name: string;
  /** The place's country: `PR` for 00601 (a US code), else the code's. */
  readonly country: string;
  readonly lat: number;
  readonly lon: number;
}

/** The loaded city data and its indexes. @internal */
export interface CityData {
  /** How many cities the data has. */
  readonly count: number;
  byId(id: number): City | undefined;
  /** Cities of a name (its own, an ASCII spelling or an alternate name; folded), most populous first. */
  byName(name: string): readonly City[];
  /** The cities nearest to a point within `maxKm`, nearest first. */
  nearest(lat: number, lon: number, count: number, maxKm: number): City[];
  /** Whether the data has cities of a country. */
  hasCountry(country: string): boolean;
  /**
   * A real place of a country chosen by `draw` (an unsigned integer) among its 50 most populous
   * that are not sections of a city.
   */
  cityOfCountry(country: string, draw: number): City | undefined;
}

/** The loaded postal code data. @internal */
export interface ZipData {
  /** The place of a code of a country (`US`, `94040`), exactly as the data keys it. */
  get(country: string, code: string): ZipPlace | undefined;
}

/** The tables of the place data module (`dist/data/places.js`). @internal */
export interface PlaceTables {
  readonly format: string;
  readonly numbers: string;
  readonly names: string;
  readonly keys: string;
  readonly countries: string;
  readonly admins: string;
  readonly zips: string;
  readonly pools: string;
  readonly coverage: string;
}

const TABLES = [
  'format',
  'numbers',
  'names',
  'keys',
  'countries',
  'admins',
  'zips',
  'pools',
  'coverage',
] as const;
const FORMAT = '2';

type Fs = { readFileSync(path: URL, encoding: 'utf8'): string };

/** Node's `fs`, when there is one (never imported: a browser bundle does not see it). */
function fileSystem(): Fs | undefined {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  return proc?.getBuiltinModule?.('node:fs') as Fs | undefined;
}

/**
 * Where the data module may be: `dist/data/places.js`, next to `dist/src/` (the ESM and CJS builds),
 * or, for the TypeScript sources run in this repository's tests, the built one beside `src/`.
 */
const DATA_FILES = ['../../data/places.js', '../../dist/data/places.js'];

let provided: PlaceTables | undefined;
let tables: PlaceTables | null | undefined;
let numbers: Numbers | null | undefined;
let cityData: CityData | null | undefined;
let zipData: ZipData | null | undefined;

/**
 * Hands the tables over where there is no file system to read them from (a browser, through
 * `weather-double/places`). Data already read stays as it is.
 * @internal
 */
export function providePlaceData(given: PlaceTables): void {
  provided = given;
  if (tables === null) tables = undefined;
  if (numbers === null) numbers = undefined;
  if (cityData === null) cityData = undefined;
  if (zipData === null) zipData = undefined;
}

/** Whether Node's file system can read the data module (then nothing needs providing). @internal */
export function placeDataOnDisk(): boolean {
  return readTables() !== undefined;
}

/**
 * The tables: those handed over, else the data module on disk read once, whose tables are raw
 * template literals (`export const names = \`...\`;`, no escapes by construction).
 */
function readTables(): PlaceTables | undefined {
  if (provided) return provided;
  if (tables !== undefined) return tables ?? undefined;
  tables = null;
  const fs = fileSystem();
  if (!fs) return undefined;
  let text: string | undefined;
  for (const file of DATA_FILES) {
    try {
      text = fs.readFileSync(new URL(file, import.meta.url), 'utf8');
      break;
    } catch {
      // Not there: the next place, else no data.
    }
  }
  if (text === undefined) return undefined;
  const found: Record<string, string> = {};
  let at = 0;
  for (const name of TABLES) {
    const head = `export const ${name} = \``;
    const start = text.indexOf(head, at);
    if (start === -1) return undefined;
    const end = text.indexOf('`;', start + head.length);
    if (end === -1) return undefined;
    found[name] = text.slice(start + head.length, end);
    at = end;
  }
  if (found.format !== FORMAT) return undefined;
  tables = found as unknown as PlaceTables;
  return tables;
}

/** The typed arrays of the data (see `scripts/build-places.mjs` for the layout). */
interface Numbers {
  readonly cities: number;
  readonly lat: Int32Array;
  readonly lon: Int32Array;
  readonly id: Uint32Array;
  readonly byId: Uint32Array;
  readonly country: Uint16Array;
  readonly admin: Uint16Array;
  readonly elevation: Int16Array;
  readonly keys: number;
  readonly zips: number;
}

function decodeBase64(text: string): Uint8Array {
  const NodeBuffer = (globalThis as { Buffer?: { from(text: string, encoding: 'base64'): Uint8Array } })
    .Buffer;
  let bytes: Uint8Array;
  if (NodeBuffer) {
    bytes = NodeBuffer.from(text, 'base64');
  } else {
    const binary = atob(text);
    bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  }
  // Typed arrays need aligned offsets: copy when the decoder gave a shared, unaligned buffer.
  return bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
}

function readNumbers(): Numbers | undefined {
  if (numbers !== undefined) return numbers ?? undefined;
  const t = readTables();
  if (!t) return undefined;
  const bytes = decodeBase64(t.numbers);
  const { buffer } = bytes;
  let at = bytes.byteOffset;
  const take = <T>(make: (b: ArrayBufferLike, o: number, n: number) => T, count: number, size: number): T => {
    const array = make(buffer, at, count);
    at += Math.ceil((count * size) / 4) * 4;
    return array;
  };
  const u32 = (b: ArrayBufferLike, o: number, n: number) => new Uint32Array(b, o, n);
  const [cities = 0, keys = 0, zips = 0] = take(u32, 3, 4);
  numbers = {
    cities,
    lat: take((b, o, n) => new Int32Array(b, o, n), cities, 4),
    lon: take((b, o, n) => new Int32Array(b, o, n), cities, 4),
    id: take(u32, cities, 4),
    byId: take(u32, cities, 4),
    country: take((b, o, n) => new Uint16Array(b, o, n), cities, 2),
    admin: take((b, o, n) => new Uint16Array(b, o, n), cities, 2),
    elevation: take((b, o, n) => new Int16Array(b, o, n), cities, 2),
    keys,
    zips,
  };
  return numbers;
}

/** Where each line of a table starts (and, last, where the text ends): one scan, a few ms. */
function lineStarts(text: string, lines: number): Uint32Array {
  const at = new Uint32Array(lines + 1);
  let from = 0;
  for (let i = 0; i < lines; i += 1) {
    at[i] = from;
    const end = text.indexOf('\n', from);
    from = end === -1 ? text.length + 1 : end + 1;
  }
  at[lines] = from;
  return at;
}

/** The line `i` of a table, from its offsets (without its line break). */
const lineOf = (text: string, at: Uint32Array, i: number) =>
  text.slice(at[i] as number, (at[i + 1] as number) - 1);

/** Binary search of a sorted table whose lines start with `key` then a tab; the line or -1. */
function findLine(text: string, at: Uint32Array, lines: number, key: string): number {
  let low = 0;
  let high = lines - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const start = at[mid] as number;
    const tab = text.indexOf('\t', start);
    const candidate = text.slice(start, tab);
    if (candidate === key) return mid;
    if (candidate < key) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

const EARTH_KM = 6371.0088;
const RAD = Math.PI / 180;
/** Grid cells of a quarter degree: 1440 columns of longitude by 720 rows of latitude. */
const CELL = 0.25;
const COLS = 360 / CELL;
const ROWS = 180 / CELL;
const rowOf = (lat: number) => Math.min(ROWS - 1, Math.max(0, Math.floor((lat + 90) / CELL)));
const colOf = (lon: number) => ((Math.floor((lon + 180) / CELL) % COLS) + COLS) % COLS;

/** The spatial grid: the cities of each cell, contiguous, built once (a counting sort, a few ms). */
interface Grid {
  readonly start: Uint32Array;
  readonly items: Uint32Array;
  /** Latitude and longitude in radians, and the cosine of the latitude, per city. */
  readonly phi: Float64Array;
  readonly lambda: Float64Array;
  readonly cosPhi: Float64Array;
}

function buildGrid(n: Numbers): Grid {
  const count = n.cities;
  const cellOf = new Uint32Array(count);
  const start = new Uint32Array(COLS * ROWS + 1);
  const phi = new Float64Array(count);
  const lambda = new Float64Array(count);
  const cosPhi = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    const lat = (n.lat[i] as number) / 10_000;
    const lon = (n.lon[i] as number) / 10_000;
    const cell = rowOf(lat) * COLS + colOf(lon);
    cellOf[i] = cell;
    start[cell + 1] = (start[cell + 1] as number) + 1;
    phi[i] = lat * RAD;
    lambda[i] = lon * RAD;
    cosPhi[i] = Math.cos(lat * RAD);
  }
  for (let c = 1; c < start.length; c += 1) start[c] = (start[c] as number) + (start[c - 1] as number);
  const fill = start.slice(0, COLS * ROWS);
  const items = new Uint32Array(count);
  for (let i = 0; i < count; i += 1) {
    const cell = cellOf[i] as number;
    items[fill[cell] as number] = i;
    fill[cell] = (fill[cell] as number) + 1;
  }
  return { start, items, phi, lambda, cosPhi };
}

/** The haversine of the central angle, monotonic in the distance (no square root, no arcsine). */
function havOf(grid: Grid, i: number, phi0: number, lambda0: number, cos0: number): number {
  const dPhi = Math.sin(((grid.phi[i] as number) - phi0) / 2);
  const dLambda = Math.sin(((grid.lambda[i] as number) - lambda0) / 2);
  return dPhi * dPhi + cos0 * (grid.cosPhi[i] as number) * dLambda * dLambda;
}
const kmOfHav = (hav: number) => 2 * EARTH_KM * Math.asin(Math.sqrt(Math.min(1, hav)));

/**
 * The `k` nearest cities within `maxKm`: the grid's rings around the point's cell, stopping once no
 * city of the next ring can be nearer than the `k`-th found (a lower bound of the distance to any
 * cell of the ring, exact on the sphere). Returns city indices, nearest first (ties: lower index).
 */
function nearestIndices(grid: Grid, lat: number, lon: number, k: number, maxKm: number): number[] {
  const phi0 = lat * RAD;
  const lambda0 = lon * RAD;
  const cos0 = Math.cos(phi0);
  const row0 = rowOf(lat);
  const col0 = colOf(lon);
  const found: number[] = [];
  const havs: number[] = [];
  const limitHav = Math.sin(maxKm / EARTH_KM / 2) ** 2;
  const consider = (i: number) => {
    const hav = havOf(grid, i, phi0, lambda0, cos0);
    if (hav > limitHav) return;
    if (found.length === k && hav >= (havs[k - 1] as number)) return;
    let at = found.length === k ? k - 1 : found.length;
    while (
      at > 0 &&
      ((havs[at - 1] as number) > hav || (havs[at - 1] === hav && (found[at - 1] as number) > i))
    ) {
      found[at] = found[at - 1] as number;
      havs[at] = havs[at - 1] as number;
      at -= 1;
    }
    found[at] = i;
    havs[at] = hav;
  };
  const scanCell = (row: number, col: number) => {
    if (row < 0 || row >= ROWS) return;
    const cell = row * COLS + ((col + COLS) % COLS);
    const end = grid.start[cell + 1] as number;
    for (let p = grid.start[cell] as number; p < end; p += 1) consider(grid.items[p] as number);
  };
  // Rows farther than maxKm in latitude never hold a candidate.
  const rowSpan = Math.ceil(maxKm / (EARTH_KM * RAD) / CELL) + 1;
  for (let ring = 0; ring < COLS / 2; ring += 1) {
    if (ring >= 2) {
      // Any city of this ring is at least (ring - 1) cells away in latitude or in longitude.
      const gap = (ring - 1) * CELL * RAD;
      const poleward = Math.min(90, Math.abs(lat) + (Math.min(ring, rowSpan) + 1) * CELL) * RAD;
      const latBound = ring - 1 > rowSpan ? 1 : Math.sin(gap / 2) ** 2;
      const lonBound = (Math.cos(poleward) * Math.sin(Math.min(Math.PI, gap) / 2)) ** 2;
      const bound = Math.min(latBound, lonBound);
      if (bound > limitHav) break;
      if (found.length === k && bound > (havs[k - 1] as number)) break;
    }
    if (ring === 0) {
      scanCell(row0, col0);
      continue;
    }
    if (ring <= rowSpan) {
      for (let dc = -ring; dc <= ring; dc += 1) {
        scanCell(row0 - ring, col0 + dc);
        scanCell(row0 + ring, col0 + dc);
      }
    }
    const span = Math.min(ring - 1, rowSpan);
    for (let dr = -span; dr <= span; dr += 1) {
      scanCell(row0 + dr, col0 - ring);
      scanCell(row0 + dr, col0 + ring);
    }
  }
  return found.map((i, at) => (kmOfHav(havs[at] as number) <= maxKm ? i : -1)).filter((i) => i !== -1);
}

/** The city data, read on first use; `undefined` where there is none (a browser). @internal */
export function loadCityData(): CityData | undefined {
  if (cityData !== undefined) return cityData ?? undefined;
  const t = readTables();
  const n = readNumbers();
  if (!t || !n) {
    cityData = null;
    return undefined;
  }
  const countries = t.countries.split('\n');
  const admins = t.admins.split('\n').map((line) => {
    const tab = line.indexOf('\t');
    return { code: line.slice(line.indexOf('.') + 1, tab), name: line.slice(tab + 1) };
  });
  let nameAt: Uint32Array | undefined;
  let keyAt: Uint32Array | undefined;
  const namesAt = () => {
    nameAt ??= lineStarts(t.names, n.cities);
    return nameAt;
  };
  const made = new Map<number, City>();
  const city = (i: number): City => {
    let found = made.get(i);
    if (!found) {
      const admin = admins[n.admin[i] as number];
      const elevation = n.elevation[i] as number;
      found = {
        id: n.id[i] as number,
        name: lineOf(t.names, namesAt(), i),
        country: countries[n.country[i] as number] as string,
        admin: admin?.code ?? '',
        state: admin?.name,
        lat: (n.lat[i] as number) / 10_000,
        lon: (n.lon[i] as number) / 10_000,
        elevation: elevation === -32768 ? undefined : elevation,
      };
      if (made.size >= 4096) made.clear();
      made.set(i, found);
    }
    return found;
  };
  let grid: Grid | undefined;
  let pools: Map<string, Uint32Array> | undefined;
  const countryIndex = new Map(countries.map((code, i) => [code, i]));
  const poolOf = (country: string) => {
    if (!pools) {
      pools = new Map();
      for (const line of t.pools.split('\n')) {
        const tab = line.indexOf('\t');
        if (tab === -1) continue;
        pools.set(line.slice(0, tab), Uint32Array.from(line.slice(tab + 1).split(' '), Number));
      }
    }
    return pools.get(country);
  };
  cityData = {
    count: n.cities,
    byId(id) {
      let low = 0;
      let high = n.cities - 1;
      while (low <= high) {
        const mid = (low + high) >>> 1;
        const i = n.byId[mid] as number;
        const value = n.id[i] as number;
        if (value === id) return city(i);
        if (value < id) low = mid + 1;
        else high = mid - 1;
      }
      return undefined;
    },
    byName(name) {
      keyAt ??= lineStarts(t.keys, n.keys);
      const line = findLine(t.keys, keyAt, n.keys, foldName(name));
      if (line === -1) return [];
      const text = lineOf(t.keys, keyAt, line);
      return text
        .slice(text.indexOf('\t') + 1)
        .split(' ')
        .map((i) => city(Number(i)));
    },
    nearest(lat, lon, count, maxKm) {
      grid ??= buildGrid(n);
      return nearestIndices(grid, lat, lon, count, maxKm).map(city);
    },
    hasCountry: (country) => countryIndex.has(country),
    cityOfCountry(country, draw) {
      const pool = poolOf(country);
      return pool && pool.length > 0 ? city(pool[draw % pool.length] as number) : undefined;
    },
  };
  return cityData;
}

/** The postal code data, read on first use; `undefined` where there is none. @internal */
export function loadZipData(): ZipData | undefined {
  if (zipData !== undefined) return zipData ?? undefined;
  const t = readTables();
  const n = readNumbers();
  if (!t || !n) {
    zipData = null;
    return undefined;
  }
  const zipAt = lineStarts(t.zips, n.zips);
  zipData = {
    get(country, code) {
      const line = findLine(t.zips, zipAt, n.zips, `${country},${code}`);
      if (line === -1) return undefined;
      const [, own, name = '', lat = '0', lon = '0'] = lineOf(t.zips, zipAt, line).split('\t');
      return { code, name, country: own || country, lat: Number(lat), lon: Number(lon) };
    },
  };
  return zipData;
}

/** What the data covers (countries, how many postal codes are real), as the build counted it. @internal */
export function placeDataCoverage(): Record<string, unknown> | undefined {
  const t = readTables();
  return t ? (JSON.parse(t.coverage) as Record<string, unknown>) : undefined;
}
