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
  /**
   * For a code the data lacks, the place of the code of the data that follows it (else precedes it)
   * with the same first `prefix` characters (a US ZIP's sectional center: 3), or `undefined`.
   */
  near(country: string, code: string, prefix: number): ZipPlace | undefined;
}

/** The tables of the place data module (`dist/data/places.js`). @internal */
export interface PlaceTables {
  readonly format: string;
  readonly geo: string;
  readonly ids: string;
  readonly grid: string;
  readonly names: string;
  readonly countries: string;
  readonly admins: string;
  readonly pools: string;
  readonly zips: string;
  /** The name index, keys in ASCII. */
  readonly keys: string;
  /** The name index, keys in other scripts. */
  readonly otherKeys: string;
  readonly coverage: string;
}

type TableName = keyof PlaceTables;
const FORMAT = '3';

interface Fs {
  openSync(path: URL, flags: 'r'): number;
  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number): number;
  closeSync(fd: number): void;
}
interface NodeBuffer extends Uint8Array {
  toString(encoding?: 'utf8' | 'latin1'): string;
}
interface NodeBufferClass {
  alloc(size: number): NodeBuffer;
  from(text: string, encoding: 'base64'): Uint8Array;
}
const NodeBufferOf = () => (globalThis as { Buffer?: NodeBufferClass }).Buffer;

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
/** The first line of the data module: the byte range of each table (`// ranges {...}`). */
const HEAD = 1024;

let provided: PlaceTables | undefined;
/** The data module on disk and its table ranges; `null` when there is none. */
let disk: { file: URL; ranges: Record<string, [number, number]> } | null | undefined;
const read = new Map<TableName, string>();
let geo: Geo | null | undefined;
let cityData: CityData | null | undefined;
let zipData: ZipData | null | undefined;

/**
 * Hands the tables over where there is no file system to read them from (a browser, through
 * `weather-double/places`). Data already read stays as it is.
 * @internal
 */
export function providePlaceData(given: PlaceTables): void {
  provided = given;
  if (geo === null) geo = undefined;
  if (cityData === null) cityData = undefined;
  if (zipData === null) zipData = undefined;
}

/** Whether Node's file system can read the data module (then nothing needs providing). @internal */
export function placeDataOnDisk(): boolean {
  return dataFile() !== undefined;
}

/** Reads `length` bytes at `position` of a file. */
function readBytes(fs: Fs, file: URL, position: number, length: number): NodeBuffer {
  const buffer = (NodeBufferOf() as NodeBufferClass).alloc(length);
  const fd = fs.openSync(file, 'r');
  try {
    let done = 0;
    while (done < length) {
      const got = fs.readSync(fd, buffer, done, length - done, position + done);
      if (got === 0) break;
      done += got;
    }
  } finally {
    fs.closeSync(fd);
  }
  return buffer;
}

/** The data module on disk and the byte ranges of its tables, read once (its first line). */
function dataFile() {
  if (disk !== undefined) return disk ?? undefined;
  disk = null;
  const fs = fileSystem();
  if (!fs || !NodeBufferOf()) return undefined;
  for (const path of DATA_FILES) {
    const file = new URL(path, import.meta.url);
    try {
      const head = readBytes(fs, file, 0, HEAD).toString('latin1');
      const match = /^\/\/ ranges (\{.*\})/.exec(head);
      if (!match) continue;
      disk = { file, ranges: JSON.parse(match[1] as string) as Record<string, [number, number]> };
      break;
    } catch {
      // Not there: the next place, else no data.
    }
  }
  return disk ?? undefined;
}

/**
 * One table: from the tables handed over, else read from the data module on disk, alone (a
 * coordinate query never reads the name index), once.
 */
function tableOf(name: TableName): string | undefined {
  if (provided) return provided.format === FORMAT ? provided[name] : undefined;
  const cached = read.get(name);
  if (cached !== undefined) return cached;
  const file = dataFile();
  const fs = fileSystem();
  const range = file?.ranges[name];
  if (!file || !fs || !range) return undefined;
  const bytes = readBytes(fs, file.file, range[0], range[1] - range[0]);
  // The base64 tables are ASCII: latin1 is the fastest decoding.
  // The base64 tables and the ASCII name keys are one-byte text: latin1 is the fastest decoding.
  const oneByte = name === 'geo' || name === 'ids' || name === 'grid' || name === 'keys';
  const text = bytes.toString(oneByte ? 'latin1' : 'utf8');
  read.set(name, text);
  return text;
}

function hasData(): boolean {
  return tableOf('format') === FORMAT;
}

function decodeBase64(text: string): Uint8Array {
  const NodeBuffer = NodeBufferOf();
  let bytes: Uint8Array;
  if (NodeBuffer) {
    bytes = NodeBuffer.from(text, 'base64');
  } else {
    const binary = atob(text);
    bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  }
  // Typed arrays need aligned offsets: copy when the decoder gave a shared, unaligned buffer.
  return bytes.byteOffset % 4 === 0 ? bytes : new Uint8Array(bytes);
}

/** The typed arrays of where the cities are (see `scripts/build-places.mjs` for the layout). */
interface Geo {
  readonly cities: number;
  readonly keys: number;
  readonly otherKeys: number;
  readonly zips: number;
  readonly lat: Int32Array;
  readonly lon: Int32Array;
  readonly country: Uint16Array;
  readonly admin: Uint16Array;
  readonly elevation: Int16Array;
}

/** Reads consecutive typed arrays, each padded to 4 bytes. */
function arrays(bytes: Uint8Array) {
  let at = bytes.byteOffset;
  return <T>(make: new (b: ArrayBufferLike, o: number, n: number) => T, count: number, size: number): T => {
    const array = new make(bytes.buffer, at, count);
    at += Math.ceil((count * size) / 4) * 4;
    return array;
  };
}

function readGeo(): Geo | undefined {
  if (geo !== undefined) return geo ?? undefined;
  geo = null;
  const text = hasData() ? tableOf('geo') : undefined;
  if (text === undefined) return undefined;
  const take = arrays(decodeBase64(text));
  const [cities = 0, keys = 0, otherKeys = 0, zips = 0] = take(Uint32Array, 4, 4);
  geo = {
    cities,
    keys,
    otherKeys,
    zips,
    lat: take(Int32Array, cities, 4),
    lon: take(Int32Array, cities, 4),
    country: take(Uint16Array, cities, 2),
    admin: take(Uint16Array, cities, 2),
    elevation: take(Int16Array, cities, 2),
  };
  return geo;
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
  const found = searchLines(text, at, lines, key);
  return found >= 0 ? found : -1;
}

/** The line of `key`, or `-(insertion point) - 1` when there is none (as Java's binarySearch). */
function searchLines(text: string, at: Uint32Array, lines: number, key: string): number {
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
  return -low - 1;
}

const EARTH_KM = 6371.0088;
const RAD = Math.PI / 180;
/** Grid cells of a quarter degree: 1440 columns of longitude by 720 rows of latitude. */
const CELL = 0.25;
const COLS = 360 / CELL;
const ROWS = 180 / CELL;
const rowOf = (lat: number) => Math.min(ROWS - 1, Math.max(0, Math.floor((lat + 90) / CELL)));
const colOf = (lon: number) => ((Math.floor((lon + 180) / CELL) % COLS) + COLS) % COLS;

/**
 * The spatial grid, built at build time: the non-empty quarter-degree cells in order, where each
 * one's cities start, and the cities by cell.
 */
interface Grid {
  readonly cells: Uint32Array;
  readonly starts: Uint32Array;
  readonly items: Uint32Array;
  readonly lat: Int32Array;
  readonly lon: Int32Array;
}

function readGrid(n: Geo): Grid {
  const take = arrays(decodeBase64(tableOf('grid') ?? ''));
  const [count = 0] = take(Uint32Array, 1, 4);
  return {
    cells: take(Uint32Array, count, 4),
    starts: take(Uint32Array, count + 1, 4),
    items: take(Uint32Array, n.cities, 4),
    lat: n.lat,
    lon: n.lon,
  };
}

/** Where a cell's cities are in `items`: [from, to), empty when the cell has none. */
function cellRange(grid: Grid, cell: number): [number, number] {
  let low = 0;
  let high = grid.cells.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const value = grid.cells[mid] as number;
    if (value === cell) return [grid.starts[mid] as number, grid.starts[mid + 1] as number];
    if (value < cell) low = mid + 1;
    else high = mid - 1;
  }
  return [0, 0];
}

/** The haversine of the central angle, monotonic in the distance (no square root, no arcsine). */
function havOf(grid: Grid, i: number, phi0: number, lambda0: number, cos0: number): number {
  const phi = (grid.lat[i] as number) * (RAD / 10_000);
  const dPhi = Math.sin((phi - phi0) / 2);
  const dLambda = Math.sin(((grid.lon[i] as number) * (RAD / 10_000) - lambda0) / 2);
  return dPhi * dPhi + cos0 * Math.cos(phi) * dLambda * dLambda;
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
    const [from, to] = cellRange(grid, row * COLS + ((col + COLS) % COLS));
    for (let p = from; p < to; p += 1) consider(grid.items[p] as number);
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
  const n = readGeo();
  const countryText = tableOf('countries');
  const adminText = tableOf('admins');
  if (!n || countryText === undefined || adminText === undefined) {
    cityData = null;
    return undefined;
  }
  const countries = countryText.split('\n');
  const admins = adminText.split('\n').map((line) => {
    const tab = line.indexOf('\t');
    return { code: line.slice(line.indexOf('.') + 1, tab), name: line.slice(tab + 1) };
  });
  // Each part is read and indexed on its first use: a coordinate query never reads the name index.
  let names: { text: string; at: Uint32Array } | undefined;
  const keyParts = new Map<'keys' | 'otherKeys', { text: string; at: Uint32Array }>();
  let ids: { id: Uint32Array; byId: Uint32Array } | undefined;
  const namesPart = () => {
    if (!names) {
      const text = tableOf('names') ?? '';
      names = { text, at: lineStarts(text, n.cities) };
    }
    return names;
  };
  const keysPart = (table: 'keys' | 'otherKeys') => {
    let part = keyParts.get(table);
    if (!part) {
      const text = tableOf(table) ?? '';
      part = { text, at: lineStarts(text, n[table]) };
      keyParts.set(table, part);
    }
    return part;
  };
  const idsPart = () => {
    if (!ids) {
      const take = arrays(decodeBase64(tableOf('ids') ?? ''));
      ids = { id: take(Uint32Array, n.cities, 4), byId: take(Uint32Array, n.cities, 4) };
    }
    return ids;
  };
  const made = new Map<number, City>();
  const city = (i: number): City => {
    let found = made.get(i);
    if (!found) {
      const admin = admins[n.admin[i] as number];
      const elevation = n.elevation[i] as number;
      const part = namesPart();
      found = {
        id: idsPart().id[i] as number,
        name: lineOf(part.text, part.at, i),
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
      for (const line of (tableOf('pools') ?? '').split('\n')) {
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
      const { id: idOf, byId } = idsPart();
      let low = 0;
      let high = n.cities - 1;
      while (low <= high) {
        const mid = (low + high) >>> 1;
        const i = byId[mid] as number;
        const value = idOf[i] as number;
        if (value === id) return city(i);
        if (value < id) low = mid + 1;
        else high = mid - 1;
      }
      return undefined;
    },
    byName(name) {
      const key = foldName(name);
      const table = /^[\x20-\x7e]*$/.test(key) ? 'keys' : 'otherKeys';
      const part = keysPart(table);
      const line = findLine(part.text, part.at, n[table], key);
      if (line === -1) return [];
      const text = lineOf(part.text, part.at, line);
      return text
        .slice(text.indexOf('\t') + 1)
        .split(' ')
        .map((i) => city(Number(i)));
    },
    nearest(lat, lon, count, maxKm) {
      grid ??= readGrid(n);
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
  const n = readGeo();
  const text = n && tableOf('zips');
  if (!n || text === undefined) {
    zipData = null;
    return undefined;
  }
  const zipAt = lineStarts(text, n.zips);
  const placeOf = (line: number, country: string): ZipPlace => {
    const [key = '', own, name = '', lat = '0', lon = '0'] = lineOf(text, zipAt, line).split('\t');
    return { code: key.slice(3), name, country: own || country, lat: Number(lat), lon: Number(lon) };
  };
  zipData = {
    get(country, code) {
      const line = findLine(text, zipAt, n.zips, `${country},${code}`);
      return line === -1 ? undefined : placeOf(line, country);
    },
    near(country, code, prefix) {
      const key = `${country},${code}`;
      const found = searchLines(text, zipAt, n.zips, key);
      const after = found >= 0 ? found : -found - 1;
      const start = key.slice(0, 3 + prefix);
      for (const line of [after, after - 1]) {
        if (line < 0 || line >= n.zips) continue;
        if (text.startsWith(start, zipAt[line] as number)) return placeOf(line, country);
      }
      return undefined;
    },
  };
  return zipData;
}

/** What the data covers (countries, how many postal codes are real), as the build counted it. @internal */
export function placeDataCoverage(): Record<string, unknown> | undefined {
  const text = hasData() ? tableOf('coverage') : undefined;
  return text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
}
