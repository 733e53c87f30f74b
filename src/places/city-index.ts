import { BoundedCache } from '../cache.js';
import {
  CITY_UNITS,
  clusterIndices,
  type Grid,
  type LatLonBox,
  mapTileOf,
  mapTileOrder,
  nearestIndices,
  readGrid,
} from './city-grid.js';
import { foldName } from './fold.js';
import type { Meta, PlaceFile } from './place-file.js';
import type { SectionName } from './place-source.js';
// `a[i] as number` below: indices are city numbers or positions within the index's own sorted
// arrays (built from the same file), so the element exists; the cast is what
// `noUncheckedIndexedAccess` asks for.
import { Column, Lines, Runs } from './place-tables.js';

/**
 * The cities of the place data and their indexes: by GeoNames ID, by name (and name prefix), by
 * distance (the spatial grid, `./city-grid.ts`), and a country's most populous places.
 * @internal
 */

/** Which cities {@link CityData.clustered} shows. @internal */
export interface ClusterRule {
  /** The map zoom: one city per tile of `360° / 2^zoom`. */
  readonly zoom: number;
  /** Cities of this many inhabitants or fewer are left out. */
  readonly moreThan: number;
  /** The most cities kept (the most populous). */
  readonly limit: number;
}

/**
 * The smallest population code (`round(1000 × log10(population + 1))`, the file's column) of a
 * city with more than `people` inhabitants as the data reads them back.
 */
function populationCodeOver(people: number): number {
  let code = Math.max(0, Math.floor(1000 * Math.log10(people + 1)) - 1);
  while (Math.round(10 ** (code / 1000) - 1) <= people) code += 1;
  return code;
}

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
  /** Inhabitants (GeoNames' population, to 0.1 %); 0 where GeoNames has none (some seats). */
  readonly population: number;
  /**
   * An entry of the service's own city list that GeoNames' cities lack (a village, a city
   * district, a province): no population, division or elevation; the weather routes answer it, the
   * Geocoding API does not (the service's geocoder is another database).
   */
  readonly listedOnly: boolean;
  /**
   * A GeoNames city the service's own list lacks: the routes that read GeoNames' places answer it;
   * `find` around a point, which answers the list's nearest cities, leaves it out.
   */
  readonly unlisted: boolean;
}

/** The `admin` code of an entry of the service's list that GeoNames' cities lack. */
const LISTED_ONLY_ADMIN = 0xfffe;

/** The loaded city data and its indexes. @internal */
export interface CityData {
  /** How many cities the data has. */
  readonly count: number;
  /**
   * Every city, in the data's order: the sections they are made of read whole first (a city read
   * section by section from the disk costs 30 µs; 241,677 of them, 7 s).
   */
  forEach(visit: (city: City) => void): void;
  byId(id: number): City | undefined;
  /** Cities of a name (its own, an ASCII spelling or an alternate name; folded), most populous first. */
  byName(name: string): readonly City[];
  /** The cities nearest to a point within `maxKm`, nearest first. */
  nearest(lat: number, lon: number, count: number, maxKm: number): City[];
  /**
   * Cities whose name (its own, an ASCII spelling or an alternate name; folded) starts with
   * `prefix`: the cities of the first `keys` names in order, each once, most populous first.
   */
  byNamePrefix(prefix: string, keys: number): readonly City[];
  /**
   * The cities of a box as a map at a zoom shows them: of the listed cities inside the box (edges
   * included) with more than `moreThan` inhabitants, the most populous of each map tile; the
   * `limit` most populous of those, in the tiles' quadtree order (`mapTileOrder`). Only the cities
   * kept are read whole.
   */
  clustered(box: LatLonBox, rule: ClusterRule): City[];
  /** Whether the data has cities of a country. */
  hasCountry(country: string): boolean;
  /**
   * A real place of a country chosen by `draw` (an unsigned integer) among its 50 most populous
   * that are not sections of a city.
   */
  cityOfCountry(country: string, draw: number): City | undefined;
}

/** The sections a city is made of (besides its name). */
const CITY_COLUMNS: readonly SectionName[] = ['admin', 'elevation', 'population', 'country', 'lat', 'lon'];
interface CityColumns {
  readonly admin: Uint16Array;
  readonly elevation: Int16Array;
  readonly population: Uint16Array;
  readonly country: Uint16Array;
  readonly lat: Int32Array;
  readonly lon: Int32Array;
}

/**
 * The cities' GeoNames IDs. The file has them in ascending order as steps from the one before
 * (`idSteps`: small numbers, which gzip packs to a third of the IDs in city order; 0.3 MB of the
 * tarball) with the city of each (`byId`): added up when an ID is first asked, and turned into each
 * city's ID when a city is first made (two passes over 241,677 numbers, about a millisecond).
 */
class CityIds {
  private ascending: Uint32Array | undefined;
  private ofCity: Uint32Array | undefined;
  constructor(
    private readonly file: PlaceFile,
    private readonly byId: Column,
  ) {}
  /** The IDs in ascending order. */
  private sorted(): Uint32Array {
    if (this.ascending === undefined) {
      const bytes = this.file.read('idSteps', 0, this.file.size('idSteps'));
      const steps = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >>> 2);
      const ascending = new Uint32Array(steps.length);
      let id = 0;
      for (let k = 0; k < steps.length; k += 1) {
        id += steps[k] as number;
        ascending[k] = id;
      }
      this.ascending = ascending;
    }
    return this.ascending;
  }
  /** The city (index) of an ID, or -1 when no city has it. */
  find(id: number): number {
    const sorted = this.sorted();
    let low = 0;
    let high = sorted.length - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const value = sorted[mid] as number;
      if (value === id) return this.byId.at(mid);
      if (value < id) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }
  /** City `i`'s ID. */
  of(i: number): number {
    if (this.ofCity === undefined) {
      const sorted = this.sorted();
      const order = this.file.arrayOf('byId', Uint32Array);
      const ofCity = new Uint32Array(sorted.length);
      for (let k = 0; k < sorted.length; k += 1) ofCity[order[k] as number] = sorted[k] as number;
      this.ofCity = ofCity;
    }
    return this.ofCity[i] as number;
  }
}

/**
 * The city at an index of the data, made from its columns on demand (recently asked cities
 * remembered, see `asked`).
 */
function cityReader(
  file: PlaceFile,
  n: { readonly countries: readonly string[]; readonly admins: readonly (readonly [string, string])[] },
  names: Lines,
  column: Readonly<Record<keyof CityColumns, Column>>,
  ids: CityIds,
): (i: number) => City {
  const { countries, admins } = n;
  const made = new BoundedCache<number, City>(4096);
  /** The `unlisted` bits, one a city (an empty section: every city listed). */
  let unlisted: Uint8Array | undefined;
  /**
   * The cities asked for recently (index + 1 by the index's low bits): a city is remembered in
   * `made` from the second time it is asked for, so searches at new coordinates, each finding a
   * city it may never find again, keep none (a kept city outlives the young generation and is
   * copied, then dropped from the old one, where most of them are asked for once).
   */
  const asked = new Int32Array(4096);
  /** The columns a city is made of, as typed arrays once all are in memory (each read monomorphic). */
  let direct: CityColumns | undefined;
  const directColumns = (): CityColumns | undefined => {
    if (direct === undefined && CITY_COLUMNS.every((name) => file.whole(name) !== undefined)) {
      direct = {
        admin: file.arrayOf('admin', Uint16Array),
        elevation: file.arrayOf('elevation', Int16Array),
        population: file.arrayOf('population', Uint16Array),
        country: file.arrayOf('country', Uint16Array),
        lat: file.arrayOf('lat', Int32Array),
        lon: file.arrayOf('lon', Int32Array),
      };
    }
    return direct;
  };
  return (i: number): City => {
    let found = made.get(i);
    if (!found) {
      const d = directColumns();
      const adminCode = d ? (d.admin[i] as number) : column.admin.at(i);
      const admin = admins[adminCode];
      const elevation = d ? (d.elevation[i] as number) : column.elevation.at(i);
      const population = d ? (d.population[i] as number) : column.population.at(i);
      unlisted ??= file.arrayOf('unlisted', Uint8Array);
      found = {
        id: ids.of(i),
        name: names.lineText(i),
        country: countries[d ? (d.country[i] as number) : column.country.at(i)] as string,
        admin: admin?.[0] ?? '',
        state: admin?.[1],
        lat: (d ? (d.lat[i] as number) : column.lat.at(i)) / CITY_UNITS,
        lon: (d ? (d.lon[i] as number) : column.lon.at(i)) / CITY_UNITS,
        elevation: elevation === -32768 ? undefined : elevation,
        population: Math.round(10 ** (population / 1000) - 1),
        listedOnly: adminCode === LISTED_ONLY_ADMIN,
        unlisted: (((unlisted as Uint8Array)[i >> 3] ?? 0) & (1 << (i & 7))) !== 0,
      };
      const slot = i & 4095;
      if (asked[slot] === i + 1) made.set(i, found);
      else {
        asked[slot] = i + 1;
      }
    }
    return found;
  };
}

/** The city data of a data file and its header (its indexes read on first use). @internal */
export function createCityData(file: PlaceFile, n: Meta): CityData {
  const { countries } = n;
  const names = new Lines(file, 'names', 'nameLength', 'nameRunStart', n.cities);
  const keys = new Lines(file, 'keys', 'keyLength', 'keyRunStart', n.keys);
  const postingRuns = new Runs(file, 'postingCount', 'postingRunStart', 'u16');
  const column = {
    admin: new Column(file, 'admin', 'u16'),
    elevation: new Column(file, 'elevation', 'i16'),
    population: new Column(file, 'population', 'u16'),
    country: new Column(file, 'country', 'u16'),
    lat: new Column(file, 'lat', 'i32'),
    lon: new Column(file, 'lon', 'i32'),
  };
  const ids = new CityIds(file, new Column(file, 'byId', 'u32'));
  const city = cityReader(file, n, names, column, ids);
  let grid: Grid | undefined;
  let pools: Record<string, number[]> | undefined;
  const countryIndex = new Map(countries.map((code, i) => [code, i]));
  return {
    count: n.cities,
    forEach(visit) {
      for (const name of [...CITY_COLUMNS, 'names', 'nameLength', 'nameRunStart'] as const)
        file.bytesOf(name);
      for (let i = 0; i < n.cities; i += 1) visit(city(i));
    },
    byId(id) {
      const i = ids.find(id);
      return i < 0 ? undefined : city(i);
    },
    byName(name) {
      const line = keys.search(foldName(name));
      if (line < 0) return [];
      return file.elements('postings', 'u32', postingRuns.start(line), postingRuns.length(line)).map(city);
    },
    nearest(lat, lon, count, maxKm) {
      grid ??= readGrid(file);
      return nearestIndices(grid, lat, lon, count, maxKm).map(city);
    },
    byNamePrefix(prefix, count) {
      const folded = foldName(prefix);
      if (folded === '') return [];
      const first = keys.search(folded);
      const seen = new Set<number>();
      const found: number[] = [];
      for (
        let line = first < 0 ? -first - 1 : first;
        line < n.keys && line < (first < 0 ? -first - 1 : first) + count;
        line += 1
      ) {
        if (!keys.lineText(line).startsWith(folded)) break;
        for (const i of file.elements('postings', 'u32', postingRuns.start(line), postingRuns.length(line))) {
          if (!seen.has(i)) {
            seen.add(i);
            found.push(i);
          }
        }
      }
      const population = file.arrayOf('population', Uint16Array);
      found.sort((a, b) => (population[b] as number) - (population[a] as number) || a - b);
      return found.map(city);
    },
    clustered(box, { zoom, moreThan, limit }) {
      grid ??= readGrid(file);
      // The whole columns in memory (one read each): every city of the box is compared.
      const population = file.arrayOf('population', Uint16Array);
      const unlistedBits = file.arrayOf('unlisted', Uint8Array);
      const least = populationCodeOver(moreThan);
      const counts = (i: number) =>
        (population[i] as number) >= least && ((unlistedBits[i >> 3] ?? 0) & (1 << (i & 7))) === 0;
      const best = clusterIndices(grid, box, zoom, population, counts);
      best.sort((a, b) => (population[b] as number) - (population[a] as number) || a - b);
      const kept = best.slice(0, limit).map(city);
      const order = new Map(kept.map((c) => [c, mapTileOrder(mapTileOf(c.lat, c.lon, zoom), zoom)]));
      return kept.sort((a, b) => (order.get(a) as number) - (order.get(b) as number));
    },
    hasCountry: (country) => countryIndex.has(country),
    cityOfCountry(country, draw) {
      pools ??= JSON.parse(file.codec.text(file.bytesOf('pools')) || '{}') as Record<string, number[]>;
      const pool = pools[country];
      return pool && pool.length > 0 ? city(pool[draw % pool.length] as number) : undefined;
    },
  };
}
