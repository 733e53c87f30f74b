import { type CityData, createCityData } from './city-index.js';
import { type BlockName, FORMAT, inflateInBrowser, type Meta, PlaceFile, zlib } from './place-file.js';
import { diskSource, memorySource, Utf8 } from './place-source.js';
import { createZipData, type ZipData } from './postal-index.js';

/**
 * The real place data: GeoNames' cities (the cities1000 set: IDs, names, alternate names, country,
 * first-level division, elevation) and postal codes (the US and its territories, Canada's forward
 * sortation areas, Germany, France, India, Australia), built at build time
 * (`scripts/build-places.mjs`) into `dist/data/places.bin`: sections of typed arrays and UTF-8
 * tables with their line offsets, so that nothing is parsed, decoded or indexed whole at run time:
 * a look-up is a binary search over bytes or a grid cell. Read lazily: nothing is read when the
 * package is imported; on the first request that needs it, only the sections it needs, each with
 * one `readSync` into its own buffer and viewed as a typed array (Node's `fs` through
 * `process.getBuiltinModule`, never imported). The postal codes and local names are gzip blocks
 * (a country's codes, inflated with `node:zlib` when a code of it is first asked). Where there is no
 * file system (a browser) the same file is fetched by `loadPlaceData()` (`weather-double/places`),
 * which inflates its blocks with `DecompressionStream`; else there is no real data and only pinned
 * and well-known places answer.
 *
 * This module holds the process's data (one {@link PlaceData}) and answers for it; the file is read
 * by `./place-file.ts` and `./place-tables.ts`, searched by `./city-index.ts` (with the spatial grid,
 * `./city-grid.ts`) and `./postal-index.ts`.
 * @internal
 */

/** The keys of a place's `local_names`, in the service's order (alphabetical, as its answers have them). */
const LOCAL_NAME_KEYS = ['ascii', 'de', 'en', 'es', 'feature_name', 'fr', 'pt', 'ru', 'zh'] as const;

type LocalNames = ReadonlyMap<number, Readonly<Record<string, string>>>;

/** The local names of a data file: one gzip block of lines `id\tascii\tde…` (see LOCAL_NAME_KEYS). */
function readLocalNames(file: PlaceFile): LocalNames | undefined {
  const text = file.blockText('localNames', () => file.read('localNames', 0, file.size('localNames')));
  if (text === undefined) return undefined;
  const names = new Map<number, Readonly<Record<string, string>>>();
  for (const line of text.split('\n')) {
    const [key = '', ...values] = line.split('\t');
    const own: Record<string, string> = {};
    LOCAL_NAME_KEYS.forEach((name, i) => {
      if (values[i]) own[name] = values[i] as string;
    });
    names.set(Number(key), own);
  }
  return names;
}

/**
 * A value made from the data file (with a header of this version) on first use and kept; `null`
 * while there was none, made again once data is provided.
 */
class FromFile<T> {
  #value: T | null | undefined;
  constructor(private readonly make: (file: PlaceFile, meta: Meta) => T | undefined) {}
  get(file: PlaceFile | undefined): T | undefined {
    if (this.#value === undefined) {
      const meta = file?.meta();
      this.#value = (file && meta && this.make(file, meta)) ?? null;
    }
    return this.#value ?? undefined;
  }
  /** Forgets that there was no data (data has been provided). */
  retry(): void {
    if (this.#value === null) this.#value = undefined;
  }
}

/**
 * The place data of the process: the data file, from disk or as the bytes handed to
 * `loadPlaceData()`, opened on first use, and what is read from it, each made once and then only
 * read (a memo of the load, not state a request leaves for the next). One, below.
 */
class PlaceData {
  /** The bytes handed over by `loadPlaceData()`, with their blocks inflated where there is no `node:zlib`. */
  #provided:
    | { readonly bytes: Uint8Array; readonly inflated: ReadonlyMap<string, string> | undefined }
    | undefined;
  #file: PlaceFile | null | undefined;
  readonly cities = new FromFile((file, meta) => createCityData(file, meta));
  readonly zips = new FromFile((file, meta) => createZipData(file, meta));
  readonly localNames = new FromFile((file) => readLocalNames(file));

  /** The data file: the bytes provided, else the file on disk; `undefined` where there is none. */
  file(): PlaceFile | undefined {
    if (this.#file === undefined) {
      const codec = new Utf8();
      const provided = this.#provided;
      const source = provided ? memorySource(provided.bytes, codec) : diskSource(codec);
      this.#file = source ? new PlaceFile(source, codec, provided?.inflated) : null;
    }
    return this.#file ?? undefined;
  }

  /** Whether Node's file system reads the data file (then nothing needs providing). */
  onDisk(): boolean {
    return this.file() !== undefined && this.#provided === undefined;
  }

  /** Takes the bytes of a data file; data already read stays as it is. */
  provide(bytes: Uint8Array, inflated: ReadonlyMap<string, string> | undefined): void {
    this.#provided = { bytes, inflated };
    if (this.#file === null) this.#file = undefined;
    for (const made of [this.cities, this.zips, this.localNames]) made.retry();
  }
}

const placeData = new PlaceData();

/**
 * Hands the data file's bytes over where there is no file system to read it from (a browser,
 * through `loadPlaceData()` of `weather-double/places`), with its gzip blocks inflated where there
 * is no `node:zlib`. `false` when the bytes are not a place data file of this version. Data already
 * read stays as it is.
 * @internal
 */
export async function providePlaceData(bytes: Uint8Array): Promise<boolean> {
  // A buffer of its own, so that the sections' offsets stay 8-byte aligned.
  const own = bytes.byteOffset % 8 === 0 ? bytes : new Uint8Array(bytes);
  const codec = new Utf8();
  const source = memorySource(own, codec);
  const head =
    source && (JSON.parse(codec.text(source.read('meta', 0, source.size('meta'))) || '{}') as Meta);
  if (!source || head?.format !== FORMAT) return false;
  let inflated: Map<string, string> | undefined;
  if (!zlib()) {
    inflated = new Map();
    const blocks: [BlockName, Uint8Array][] = Object.entries(head.postal).flatMap(([country, list]) =>
      list.map(([at, length], i): [BlockName, Uint8Array] => [
        `postal:${country}:${i}`,
        source.read('postal', at, length),
      ]),
    );
    blocks.push(['localNames', source.read('localNames', 0, source.size('localNames'))]);
    for (const [name, gz] of blocks) inflated.set(name, await inflateInBrowser(gz));
  }
  placeData.provide(own, inflated);
  return true;
}

/** Whether Node's file system can read the data file (then nothing needs providing). @internal */
export function placeDataOnDisk(): boolean {
  return placeData.onDisk();
}

/** The city data, read on first use; `undefined` where there is none (a browser). @internal */
export function loadCityData(): CityData | undefined {
  return placeData.cities.get(placeData.file());
}

/** The postal code data, read on first use; `undefined` where there is none. @internal */
export function loadZipData(): ZipData | undefined {
  return placeData.zips.get(placeData.file());
}

/**
 * A city's names in other languages (Natural Earth's, for the 6,743 cities it has: `ascii`,
 * `feature_name` and de, en, es, fr, pt, ru, zh where it has them), keys in the service's order;
 * `undefined` for a city it does not have.
 * @internal
 */
export function localNamesOf(id: number): Readonly<Record<string, string>> | undefined {
  return placeData.localNames.get(placeData.file())?.get(id);
}
