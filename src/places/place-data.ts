import { foldName } from './fold.js';

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
  /** Inhabitants (GeoNames' population, to 0.1 %); 0 where GeoNames has none (some seats). */
  readonly population: number;
}

/** A box of latitudes and longitudes, `south <= north`, `west <= east` (degrees). */
export interface LatLonBox {
  readonly south: number;
  readonly west: number;
  readonly north: number;
  readonly east: number;
}

/** One postal code of the data. @internal */
export interface ZipPlace {
  readonly code: string;
  readonly name: string;
  /** The place's country: `PR` for 00601 (a US code), else the code's. */
  readonly country: string;
  readonly lat: number;
  readonly lon: number;
  /** The first-level division's name (`Madrid`, `England`), when the data has it. */
  readonly state: string | undefined;
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
  /**
   * Cities whose name (its own, an ASCII spelling or an alternate name; folded) starts with
   * `prefix`: the cities of the first `keys` names in order, each once, most populous first.
   */
  byNamePrefix(prefix: string, keys: number): readonly City[];
  /**
   * The most populous city of each square of `cellDegrees` (squares counted from 90° S, 180° W) that
   * has cities inside the box (edges included), most populous first, at most `limit`. Only the cities
   * kept are read whole.
   */
  clustered(box: LatLonBox, cellDegrees: number, limit: number): City[];
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
   * with the same first `prefix` characters (a US ZIP's sectional center: 3), or `undefined`;
   * `before`: the code that precedes it first.
   */
  near(country: string, code: string, prefix: number, before?: boolean): ZipPlace | undefined;
}

const FORMAT = 8;
/** Cities' coordinates are stored in units of 10⁻⁵ degree: GeoNames' own precision. */
const CITY_UNITS = 100_000;

interface Fs {
  openSync(path: URL, flags: 'r'): number;
  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number): number;
  closeSync(fd: number): void;
  open(path: URL, flags: 'r', done: (error: Error | null, fd: number) => void): void;
  read(
    fd: number,
    buffer: Uint8Array,
    offset: number,
    length: number,
    position: number,
    done: (error: Error | null, bytesRead: number) => void,
  ): void;
  close(fd: number, done: (error: Error | null) => void): void;
}

/** Node's `fs`, when there is one (never imported: a browser bundle does not see it). */
function fileSystem(): Fs | undefined {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  return proc?.getBuiltinModule?.('node:fs') as Fs | undefined;
}

/**
 * Where the data file may be: `dist/data/places.bin`, next to `dist/src/` (the ESM and CJS builds),
 * or, for the TypeScript sources run in this repository's tests, the built one beside `src/`.
 */
const DATA_FILES = ['../../data/places.bin', '../../dist/data/places.bin'] as const;

/** The sections of `places.bin` (see `scripts/build-places.mjs`). */
type SectionName =
  | 'meta'
  | 'lat'
  | 'lon'
  | 'country'
  | 'admin'
  | 'elevation'
  | 'population'
  | 'idSteps'
  | 'byId'
  | 'cellSteps'
  | 'cellCounts'
  | 'cellItems'
  | 'names'
  | 'nameLength'
  | 'nameRunStart'
  | 'keys'
  | 'keyLength'
  | 'keyRunStart'
  | 'postings'
  | 'postingCount'
  | 'postingRunStart'
  | 'postal'
  | 'localNames'
  | 'pools'
  | 'coverage';

/**
 * Where the bytes come from: the file on disk, or the whole file handed over. A section is read
 * whole where a request scans it (the spatial grid and the positions), else element by element:
 * a name, an ID, a postal code is a few small positioned reads (a binary search of the name index
 * reads about 20 keys, not the index).
 */
interface Source {
  /** `length` bytes at `from` of a section (a buffer of their own, or a view at an 8-byte aligned offset). */
  read(name: SectionName, from: number, length: number): Uint8Array;
  /** A section's length in bytes (0 when the file has none). */
  size(name: SectionName): number;
  /** Reads a section whole without blocking (from disk, in the background), then hands it over. */
  readLater?(name: SectionName, done: (bytes: Uint8Array) => void): void;
}

let provided: Uint8Array | undefined;
/** The gzip blocks of the provided bytes, inflated by `loadPlaceData()` (a browser has no synchronous inflate). */
let inflatedBlocks: ReadonlyMap<string, string> | undefined;
let source: Source | null | undefined;
let meta: Meta | null | undefined;
/** Sections read whole (the spatial grid, the positions). */
const sections = new Map<SectionName, Uint8Array>();
let cityData: CityData | null | undefined;
let zipData: ZipData | null | undefined;

/** What the file says of itself (its first section). */
interface Meta {
  readonly format: number;
  readonly cities: number;
  readonly keys: number;
  readonly zips: number;
  readonly cells: number;
  readonly countries: readonly string[];
  /** First-level divisions: [code, name] (`['08', 'Ontario']`). */
  readonly admins: readonly (readonly [string, string])[];
  /** Each country's postal blocks in the `postal` section: [offset, length, first code], in code order. */
  readonly postal: Readonly<Record<string, readonly (readonly [number, number, string])[]>>;
}

/** The name of a gzip block: `postal:ES:0` (a country's first block of codes), or `localNames`. */
type BlockName = `postal:${string}:${number}` | 'localNames';

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
  const file = memorySource(own);
  const head = file && (JSON.parse(utf8(file.read('meta', 0, file.size('meta'))) || '{}') as Meta);
  if (!file || head?.format !== FORMAT) return false;
  let inflated: Map<string, string> | undefined;
  if (!zlib()) {
    inflated = new Map();
    const blocks: [BlockName, Uint8Array][] = Object.entries(head.postal).flatMap(([country, list]) =>
      list.map(([at, length], i): [BlockName, Uint8Array] => [
        `postal:${country}:${i}`,
        file.read('postal', at, length),
      ]),
    );
    blocks.push(['localNames', file.read('localNames', 0, file.size('localNames'))]);
    for (const [name, gz] of blocks) inflated.set(name, await inflateInBrowser(gz));
  }
  provided = own;
  inflatedBlocks = inflated;
  if (source === null) source = undefined;
  if (meta === null) meta = undefined;
  if (cityData === null) cityData = undefined;
  if (zipData === null) zipData = undefined;
  if (localNames === null) localNames = undefined;
  return true;
}

/** gzip bytes as text, without `node:zlib` (`DecompressionStream`, in every current browser). */
async function inflateInBrowser(gz: Uint8Array): Promise<string> {
  const stream = new Blob([gz as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('gzip'));
  return await new Response(stream).text();
}

interface Zlib {
  gunzipSync(bytes: Uint8Array): NodeText;
}
/** Node's `zlib`, when there is one (never imported, as `fs`). */
function zlib(): Zlib | undefined {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  return proc?.getBuiltinModule?.('node:zlib') as Zlib | undefined;
}

/** A gzip block of the data as text: inflated now (Node), or by `loadPlaceData()` (a browser). */
function blockText(name: BlockName, gz: () => Uint8Array): string | undefined {
  const ready = inflatedBlocks?.get(name);
  if (ready !== undefined) return ready;
  const inflate = zlib();
  return inflate ? inflate.gunzipSync(gz()).toString('utf8') : undefined;
}

/** Whether Node's file system can read the data file (then nothing needs providing). @internal */
export function placeDataOnDisk(): boolean {
  return sourceOf() !== undefined && provided === undefined;
}

/** Reads `length` bytes at `position` of an open file into a buffer of their own (aligned). */
function readAt(fs: Fs, fd: number, position: number, length: number): Uint8Array {
  const bytes = new Uint8Array(new ArrayBuffer(length));
  let done = 0;
  while (done < length) {
    const got = fs.readSync(fd, bytes, done, length - done, position + done);
    if (got === 0) break;
    done += got;
  }
  return bytes;
}

/** A Node buffer, as this module uses it. */
interface NodeText {
  toString(encoding: 'utf8', start?: number, end?: number): string;
}
interface NodeBufferClass {
  from(buffer: ArrayBufferLike, offset: number, length: number): NodeText;
  from(text: string, encoding: 'base64'): Uint8Array;
}
const NodeBuffer = () => (globalThis as { Buffer?: NodeBufferClass }).Buffer;
let decoder: TextDecoder | undefined;
/** UTF-8 bytes as text (Node's Buffer where there is one: a TextDecoder costs milliseconds to make). */
function utf8(bytes: Uint8Array): string {
  const buffer = NodeBuffer();
  if (buffer) return buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  decoder ??= new TextDecoder();
  return decoder.decode(bytes);
}

type Directory = Record<string, [number, number]>;
/** The directory of a data file: "WDPL", its length (uint32), then JSON of section -> [offset, length]. */
function directoryOf(head: Uint8Array, rest: (length: number) => Uint8Array): Directory | undefined {
  if (String.fromCharCode(head[0] ?? 0, head[1] ?? 0, head[2] ?? 0, head[3] ?? 0) !== 'WDPL')
    return undefined;
  const length = new DataView(head.buffer, head.byteOffset, 8).getUint32(4, true);
  return JSON.parse(utf8(rest(length))) as Directory;
}

/**
 * The data file on disk. The file stays open for the synchronous work that reads it (one request's
 * look-ups) and is closed in a microtask after.
 */
function diskSource(): Source | undefined {
  const fs = fileSystem();
  if (!fs) return undefined;
  for (const path of DATA_FILES) {
    const file = new URL(path, import.meta.url);
    let fd: number | undefined;
    try {
      fd = fs.openSync(file, 'r');
      const open = fd;
      const directory = directoryOf(readAt(fs, open, 0, 8), (length) => readAt(fs, open, 8, length));
      if (!directory) continue;
      let handle: number | undefined;
      const opened = () => {
        if (handle === undefined) {
          const fresh = fs.openSync(file, 'r');
          handle = fresh;
          queueMicrotask(() => {
            handle = undefined;
            fs.closeSync(fresh);
          });
        }
        return handle;
      };
      return {
        read(name, from, length) {
          const range = directory[name];
          if (!range || length <= 0) return new Uint8Array(0);
          return readAt(fs, opened(), range[0] + from, Math.min(length, range[1] - from));
        },
        size: (name) => directory[name]?.[1] ?? 0,
        readLater(name, done) {
          const range = directory[name];
          if (!range) return;
          fs.open(file, 'r', (openError, later) => {
            if (openError) return;
            const bytes = new Uint8Array(new ArrayBuffer(range[1]));
            const next = (at: number) => {
              if (at >= bytes.length) {
                fs.close(later, () => done(bytes));
                return;
              }
              fs.read(later, bytes, at, bytes.length - at, range[0] + at, (readError, got) => {
                if (readError || got === 0) fs.close(later, () => undefined);
                else next(at + got);
              });
            };
            next(0);
          });
        },
      };
    } catch {
      // Not there: the next place, else no data.
    } finally {
      if (fd !== undefined) fs.closeSync(fd);
    }
  }
  return undefined;
}

/** The data handed over by `loadPlaceData()`: sections are views of it (8-byte aligned). */
function memorySource(bytes: Uint8Array): Source | undefined {
  const directory = directoryOf(bytes.subarray(0, 8), (length) => bytes.subarray(8, 8 + length));
  if (!directory) return undefined;
  return {
    read(name, from, length) {
      const range = directory[name];
      if (!range) return new Uint8Array(0);
      return bytes.subarray(range[0] + from, range[0] + Math.min(range[1], from + length));
    },
    size: (name) => directory[name]?.[1] ?? 0,
  };
}

function sourceOf(): Source | undefined {
  if (source !== undefined) return source ?? undefined;
  source = (provided ? memorySource(provided) : diskSource()) ?? null;
  return source ?? undefined;
}

/** A section's bytes, whole, read once. */
function bytesOf(name: SectionName): Uint8Array {
  let bytes = sections.get(name);
  if (!bytes) {
    const from = sourceOf();
    bytes = from ? from.read(name, 0, from.size(name)) : new Uint8Array(0);
    sections.set(name, bytes);
  }
  return bytes;
}

/** The sections being read whole in the background. */
const loading = new Set<SectionName>();

/**
 * `length` bytes of a section at `from`: from the whole section when it is in memory, else a
 * positioned read. The first answers read a few dozen small pieces (a binary search, the fields of
 * a few cities); meanwhile each section they touch is read whole in the background (without
 * blocking), so that a process that keeps asking (a server, a test suite) soon answers from memory.
 */
function rangeOf(name: SectionName, from: number, length: number): Uint8Array {
  const whole = sections.get(name);
  if (whole) return whole.subarray(from, from + length);
  const found = sourceOf();
  if (!found) return new Uint8Array(0);
  if (found.readLater && !loading.has(name)) {
    loading.add(name);
    found.readLater(name, (bytes) => {
      if (!sections.has(name)) sections.set(name, bytes);
    });
  }
  return found.read(name, from, length);
}

type TypedArrayOf<T> = new (buffer: ArrayBufferLike, byteOffset: number, length: number) => T;
/** One section as a typed array (a view of its bytes: no copy). */
function arrayOf<T>(name: SectionName, make: TypedArrayOf<T> & { BYTES_PER_ELEMENT: number }): T {
  const bytes = bytesOf(name);
  return new make(bytes.buffer, bytes.byteOffset, bytes.byteLength / make.BYTES_PER_ELEMENT);
}

type Kind = 'u32' | 'i32' | 'u16' | 'i16';
const SIZE: Readonly<Record<Kind, number>> = { u32: 4, i32: 4, u16: 2, i16: 2 };
/** `count` consecutive elements of a section of numbers, from element `i`. */
function elements(name: SectionName, kind: Kind, i: number, count = 1): number[] {
  const size = SIZE[kind];
  const bytes = rangeOf(name, i * size, count * size);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: number[] = [];
  for (let k = 0; k < count; k += 1) {
    const at = k * size;
    out.push(
      kind === 'u32'
        ? view.getUint32(at, true)
        : kind === 'i32'
          ? view.getInt32(at, true)
          : kind === 'u16'
            ? view.getUint16(at, true)
            : view.getInt16(at, true),
    );
  }
  return out;
}
const element = (name: SectionName, kind: Kind, i: number) => elements(name, kind, i)[0] as number;

type NumberArray = Uint32Array | Int32Array | Uint16Array | Int16Array;
const ARRAY_OF: Readonly<Record<Kind, TypedArrayOf<NumberArray>>> = {
  u32: Uint32Array,
  i32: Int32Array,
  u16: Uint16Array,
  i16: Int16Array,
};

/**
 * One section of numbers, read element by element: a positioned read while the section is not in
 * memory, then (once it is, see {@link rangeOf}) a typed array viewing it, kept: no allocation per
 * element.
 */
class Column {
  private view: NumberArray | undefined;
  constructor(
    private readonly name: SectionName,
    private readonly kind: Kind,
  ) {}
  /** Whether the section is in memory (then {@link Column.at} reads nothing). */
  inMemory(): boolean {
    return (this.view ?? this.whole()) !== undefined;
  }
  at(i: number): number {
    const view = this.view ?? this.whole();
    return view ? (view[i] as number) : element(this.name, this.kind, i);
  }
  private whole(): NumberArray | undefined {
    const bytes = sections.get(this.name);
    if (!bytes) return undefined;
    const size = SIZE[this.kind];
    this.view = new ARRAY_OF[this.kind](bytes.buffer, bytes.byteOffset, bytes.byteLength / size);
    return this.view;
  }
}

function readMeta(): Meta | undefined {
  if (meta !== undefined) return meta ?? undefined;
  meta = null;
  const from = sourceOf();
  if (!from) return undefined;
  const parsed = JSON.parse(utf8(from.read('meta', 0, from.size('meta'))) || '{}') as Meta;
  if (parsed.format === FORMAT) meta = parsed;
  return meta ?? undefined;
}

/**
 * Where each item of a table starts (a line of a text table, a city list of the name index): the
 * start of its run of 64 (kept whole at build time) plus the lengths of the items before it in the
 * run. No loop over the whole table: adding 242,428 lengths up front cost a cold process 25 ms.
 */
class Runs {
  private lengthsView: Uint8Array | Uint16Array | undefined;
  private startsView: Uint32Array | undefined;
  constructor(
    private readonly lengths: SectionName,
    private readonly starts: SectionName,
    private readonly kind: 'u8' | 'u16',
  ) {}
  private lengthsOf(): Uint8Array | Uint16Array {
    if (!this.lengthsView) {
      const bytes = bytesOf(this.lengths);
      this.lengthsView =
        this.kind === 'u8' ? bytes : new Uint16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >>> 1);
    }
    return this.lengthsView;
  }
  /** Where item `i` starts. */
  start(i: number): number {
    this.startsView ??= arrayOf(this.starts, Uint32Array);
    const lengths = this.lengthsOf();
    let at = this.startsView[i >>> 6] as number;
    for (let j = i & ~63; j < i; j += 1) at += lengths[j] as number;
    return at;
  }
  /** Item `i`'s length. */
  length(i: number): number {
    return this.lengthsOf()[i] as number;
  }
}

/**
 * A sorted table of UTF-8 lines: its bytes, and the length of each line (added up into where each
 * line starts on first use, see {@link startsOf}), how many.
 */
class Lines {
  /** The table as a Node buffer, once it is in memory (where there is a Buffer). */
  private textBuffer: NodeText | undefined;
  /** The table's bytes, once in memory. */
  private bytes: Uint8Array | undefined;
  private readonly runs: Runs;
  constructor(
    private readonly text: SectionName,
    lengths: SectionName,
    runStarts: SectionName,
    readonly count: number,
  ) {
    this.runs = new Runs(lengths, runStarts, 'u8');
  }
  /** The bytes of line `i`. */
  lineBytes(i: number): Uint8Array {
    return rangeOf(this.text, this.runs.start(i), this.runs.length(i));
  }
  lineText(i: number): string {
    if (this.textBuffer === undefined) {
      const bytes = sections.get(this.text);
      const buffer = NodeBuffer();
      if (bytes && buffer) this.textBuffer = buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
    // In memory: one slice of the table's text (no view and no buffer made per line).
    if (this.textBuffer) {
      const from = this.runs.start(i);
      return this.textBuffer.toString('utf8', from, from + this.runs.length(i));
    }
    return utf8(this.lineBytes(i));
  }
  /**
   * Line `i` compared with `key` as UTF-8 bytes (negative when the line sorts first). An ASCII key
   * is compared as it is, in place in the table once it is in memory: no string, no copy.
   */
  compare(i: number, key: string, encoded: Uint8Array | undefined): number {
    this.bytes ??= sections.get(this.text);
    let line: Uint8Array;
    let from: number;
    let to: number;
    if (this.bytes) {
      line = this.bytes;
      from = this.runs.start(i);
      to = from + this.runs.length(i);
    } else {
      line = this.lineBytes(i);
      from = 0;
      to = line.length;
    }
    const length = encoded ? encoded.length : key.length;
    const common = Math.min(to - from, length);
    for (let j = 0; j < common; j += 1) {
      const order = (line[from + j] as number) - (encoded ? (encoded[j] as number) : key.charCodeAt(j));
      if (order !== 0) return order;
    }
    return to - from - length;
  }
  /** The line equal to `key` (compared as UTF-8 bytes), or `-(insertion point) - 1` when there is none. */
  search(key: string): number {
    let encoded: Uint8Array | undefined;
    if (!ascii(key)) {
      encoder ??= new TextEncoder();
      encoded = encoder.encode(key);
    }
    let low = 0;
    let high = this.count - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const order = this.compare(mid, key, encoded);
      if (order === 0) return mid;
      if (order < 0) low = mid + 1;
      else high = mid - 1;
    }
    return -low - 1;
  }
}

let encoder: TextEncoder | undefined;
/** Whether a text is ASCII only (its UTF-8 bytes are its character codes). */
function ascii(text: string): boolean {
  for (let j = 0; j < text.length; j += 1) if (text.charCodeAt(j) > 0x7f) return false;
  return true;
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
  /**
   * Which cells have cities: one bit a cell (1440 × 720 bits, 130 KB), so that an empty cell (most
   * of them at sea) costs one bit test.
   */
  readonly occupied: Int32Array;
  /**
   * How many cells with cities come before each 32-cell word of `occupied`: a cell's place in
   * `cells` is its word's count plus the cells with cities before it in the word (no search).
   */
  readonly ranks: Uint32Array;
  /** Which blocks of 4 × 4 cells have cities: one bit a block (360 × 180 bits). */
  readonly coarse: Int32Array;
}

/** The coarse map's columns (blocks of four cells). */
const COARSE_COLS = COLS / 4;

/**
 * The non-empty cells in order and where each one's cities start (and, last, where they end): the file
 * has the cells as steps from the one before and their counts of cities (small numbers, which gzip
 * packs to a sixth), added up here (one pass over the 42,746 cells).
 */
function cellsAndStarts(): { cells: Uint32Array; starts: Uint32Array } {
  const steps = arrayOf('cellSteps', Uint32Array);
  const counts = arrayOf('cellCounts', Uint16Array);
  const cells = new Uint32Array(steps.length);
  const starts = new Uint32Array(steps.length + 1);
  let cell = 0;
  let at = 0;
  for (let k = 0; k < steps.length; k += 1) {
    cell += steps[k] as number;
    cells[k] = cell;
    starts[k] = at;
    at += counts[k] as number;
  }
  starts[steps.length] = at;
  return { cells, starts };
}

function readGrid(): Grid {
  const { cells, starts } = cellsAndStarts();
  const occupied = new Int32Array(Math.ceil((COLS * ROWS) / 32));
  const coarse = new Int32Array(Math.ceil((COARSE_COLS * (ROWS / 4)) / 32));
  const ranks = new Uint32Array(occupied.length);
  // One pass over the cells (sorted): their bits, their blocks' bits, and each word's count of
  // cells before it (the place of the word's first cell, filled over the words without one).
  let nextWord = 0;
  for (let at = 0; at < cells.length; at += 1) {
    const cell = cells[at] as number;
    const word = cell >>> 5;
    if (word >= nextWord) {
      ranks.fill(at, nextWord, word + 1);
      nextWord = word + 1;
    }
    occupied[word] = (occupied[word] as number) | (1 << (cell & 31));
    const block = (Math.floor(cell / COLS) >> 2) * COARSE_COLS + ((cell % COLS) >> 2);
    coarse[block >>> 5] = (coarse[block >>> 5] as number) | (1 << (block & 31));
  }
  ranks.fill(cells.length, nextWord);
  return {
    cells,
    starts,
    items: arrayOf('cellItems', Uint32Array),
    lat: arrayOf('lat', Int32Array),
    lon: arrayOf('lon', Int32Array),
    occupied,
    ranks,
    coarse,
  };
}

/** How many bits of a 32-bit word are set. */
function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Where a cell is in `cells`, or -1 when the cell has no city. */
function cellIndex(grid: Grid, cell: number): number {
  const bits = grid.occupied[cell >>> 5] as number;
  const bit = cell & 31;
  if ((bits & (1 << bit)) === 0) return -1;
  // The cells with cities before it in its word: the bits below its own.
  return (grid.ranks[cell >>> 5] as number) + (bit === 0 ? 0 : bitCount(bits & (-1 >>> (32 - bit))));
}

/** The haversine of the central angle, monotonic in the distance (no square root, no arcsine). */
function havOf(grid: Grid, i: number, phi0: number, lambda0: number, cos0: number): number {
  const phi = (grid.lat[i] as number) * (RAD / CITY_UNITS);
  const dPhi = Math.sin((phi - phi0) / 2);
  const dLambda = Math.sin(((grid.lon[i] as number) * (RAD / CITY_UNITS) - lambda0) / 2);
  return dPhi * dPhi + cos0 * Math.cos(phi) * dLambda * dLambda;
}
const kmOfHav = (hav: number) => 2 * EARTH_KM * Math.asin(Math.sqrt(Math.min(1, hav)));

/**
 * A lower bound of sin²(x) for 0 ≤ x ≤ π/2 without a sine (sin x ≥ x − x³/6), shrunk by a
 * millionth of a millionth so that rounding never lets it pass a haversine it bounds: a city or a
 * cell is passed over only when its haversine is surely greater than the one it must beat.
 */
function sin2Below(x: number): number {
  const s = x * (1 - (x * x) / 6);
  return s <= 0 ? 0 : s * s * (1 - 1e-9);
}
/** An angle's distance from 0 around the circle (radians, 0 to π). */
function aroundCircle(angle: number): number {
  // Both longitudes are within [-π, π]: their difference within (-2π, 2π).
  const a = angle < 0 ? -angle : angle;
  return a > Math.PI ? 2 * Math.PI - a : a;
}

/** The cosine of each row's southern edge (and, last, of the north pole): the rows' bounds. */
const EDGE_COS = Float64Array.from({ length: ROWS + 1 }, (_, row) =>
  Math.max(0, Math.cos((row * CELL - 90) * RAD)),
);
/**
 * How many columns either side of the point's a row's cities may be in and still have a haversine
 * of at most `rowBound + room` (`room` left after the row's bound; `cosRow` as in the search): past
 * it, the cells' bound ({@link sin2Below} ≥ 0.9 x² for x ≤ 0.5) exceeds it. `COLS` when no
 * narrower reach is sure.
 */
function columnsWithin(room: number, cosRow: number): number {
  if (!(cosRow > 0) || room < 0) return room < 0 ? 0 : COLS;
  const x = Math.sqrt(room / (0.9 * cosRow));
  if (x > 0.5) return COLS;
  // Half-angle x: the gap 2x radians; one column more for the point's place in its cell.
  return Math.ceil((2 * x) / (CELL * RAD)) + 2;
}

/**
 * Whether any cell of a row from column `from` to `to` (either may lie past the date line) has
 * cities: first in the coarse map (4 × 4 cells a bit, 8 KB, which stays in the processor's cache
 * where the fine one does not), then in the fine one.
 */
function occupiedWithin(grid: Grid, row: number, from: number, to: number): boolean {
  const coarseFrom = from >> 2;
  const coarseTo = to >> 2;
  return (
    anyWithin(grid.coarse, COARSE_COLS, row >> 2, coarseFrom, coarseTo) &&
    anyWithin(grid.occupied, COLS, row, from, to)
  );
}

/** Whether any bit of a row of a bitmap `cols` wide from column `from` to `to` (wrapping) is set. */
function anyWithin(bits: Int32Array, cols: number, row: number, from: number, to: number): boolean {
  if (from < 0) return anyInRun(bits, cols, row, from + cols, cols - 1) || anyInRun(bits, cols, row, 0, to);
  if (to >= cols) return anyInRun(bits, cols, row, from, cols - 1) || anyInRun(bits, cols, row, 0, to - cols);
  return anyInRun(bits, cols, row, from, to);
}

/** Whether any bit of a row of a bitmap from column `from` to `to` (0 ≤ from ≤ to < cols) is set: 32 a step. */
function anyInRun(bits: Int32Array, cols: number, row: number, from: number, to: number): boolean {
  const first = row * cols + from;
  const last = row * cols + to;
  for (let word = first >>> 5; word <= last >>> 5; word += 1) {
    let set = bits[word] as number;
    if (word === first >>> 5) set &= -1 << (first & 31);
    if (word === last >>> 5 && (last & 31) !== 31) set &= (1 << ((last & 31) + 1)) - 1;
    if (set !== 0) return true;
  }
  return false;
}

/**
 * The `k` nearest cities within `maxKm`, nearest first (ties: lower index), as city indices. Rows
 * of the grid from the point's outward, and in each row its cells from the point's column outward
 * while a lower bound of the haversine to the cell (its nearest edge in latitude and longitude)
 * can still beat the `k`-th city found (else `maxKm`); within a cell, a city is measured only when a
 * bound without trigonometry cannot rule it out. The bounds are exact lower bounds, so the result is
 * that of measuring every city.
 */
function nearestIndices(grid: Grid, lat: number, lon: number, k: number, maxKm: number): number[] {
  const phi0 = lat * RAD;
  const lambda0 = lon * RAD;
  const cos0 = Math.cos(phi0);
  const row0 = rowOf(lat);
  const col0 = colOf(lon);
  // The nearest cities so far (indices, and their haversines), nearest first.
  const found: number[] = [];
  const havs: number[] = [];
  let count = 0;
  const limitHav = Math.sin(maxKm / EARTH_KM / 2) ** 2;
  // The haversine a city must not exceed to be kept: maxKm's, then the k-th nearest's.
  let worst = limitHav;
  // Rows farther than maxKm in latitude never hold a candidate.
  const rowSpan = Math.ceil(maxKm / (EARTH_KM * RAD) / CELL) + 1;
  const { occupied, starts, items } = grid;
  for (let step = 0; step <= 2 * rowSpan; step += 1) {
    // Rows row0, row0 - 1, row0 + 1, row0 - 2, …
    const row = step % 2 === 1 ? row0 - (step + 1) / 2 : row0 + step / 2;
    if (row < 0 || row >= ROWS) continue;
    const south = row * CELL - 90;
    const north = south + CELL;
    const latGap = Math.max(0, south - lat, lat - north) * RAD;
    const rowBound = sin2Below(latGap / 2);
    if (rowBound > worst) continue;
    // The row's cities are no nearer the equator than its edge nearer the pole.
    const cosRow = cos0 * Math.min(EDGE_COS[row] as number, EDGE_COS[row + 1] as number);
    // A row with no city in the columns its bound leaves open is passed over whole (at sea, most).
    const reach = columnsWithin(worst - rowBound, cosRow);
    if (reach < COLS / 2 && !occupiedWithin(grid, row, col0 - reach, col0 + reach)) continue;
    for (let side = 0; side < 2; side += 1) {
      for (let dc = side === 0 ? 0 : -1; dc <= COLS / 2 && dc > -COLS / 2; dc += side === 0 ? 1 : -1) {
        const col = col0 + dc;
        if (dc !== 0) {
          // The cell's edge nearer the point, in longitude.
          const lonGap = dc > 0 ? col * CELL - 180 - lon : lon - ((col + 1) * CELL - 180);
          const bound = rowBound + cosRow * sin2Below((Math.max(0, lonGap) * RAD) / 2);
          if (bound > worst) break;
        }
        // The column around the date line (no remainder: a floating-point one costs a library call).
        const cell = row * COLS + (col < 0 ? col + COLS : col >= COLS ? col - COLS : col);
        if (((occupied[cell >>> 5] as number) & (1 << (cell & 31))) === 0) continue;
        const at = cellIndex(grid, cell);
        const to = starts[at + 1] as number;
        for (let p = starts[at] as number; p < to; p += 1) {
          const i = items[p] as number;
          const dPhi = (grid.lat[i] as number) * (RAD / CITY_UNITS) - phi0;
          const dLambda = aroundCircle((grid.lon[i] as number) * (RAD / CITY_UNITS) - lambda0);
          const below = sin2Below((dPhi < 0 ? -dPhi : dPhi) / 2) + cosRow * sin2Below(dLambda / 2);
          if (below > worst) continue;
          const hav = havOf(grid, i, phi0, lambda0, cos0);
          if (hav > limitHav) continue;
          if (count === k && hav >= (havs[k - 1] as number)) continue;
          let slot = count === k ? k - 1 : count;
          while (
            slot > 0 &&
            ((havs[slot - 1] as number) > hav || (havs[slot - 1] === hav && (found[slot - 1] as number) > i))
          ) {
            found[slot] = found[slot - 1] as number;
            havs[slot] = havs[slot - 1] as number;
            slot -= 1;
          }
          found[slot] = i;
          havs[slot] = hav;
          if (count < k) count += 1;
          if (count === k) worst = havs[k - 1] as number;
        }
      }
    }
  }
  const out: number[] = [];
  for (let at = 0; at < count; at += 1) {
    if (kmOfHav(havs[at] as number) <= maxKm) out.push(found[at] as number);
  }
  return out;
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
 * city's ID when a city is first made (two passes over 141,049 numbers, about a millisecond).
 */
class CityIds {
  private ascending: Uint32Array | undefined;
  private ofCity: Uint32Array | undefined;
  constructor(private readonly byId: Column) {}
  /** The IDs in ascending order. */
  private sorted(): Uint32Array {
    if (this.ascending === undefined) {
      const from = sourceOf();
      const bytes = from ? from.read('idSteps', 0, from.size('idSteps')) : new Uint8Array(0);
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
      const order = arrayOf('byId', Uint32Array);
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
  n: { readonly countries: readonly string[]; readonly admins: readonly (readonly [string, string])[] },
  names: Lines,
  column: Readonly<Record<keyof CityColumns, Column>>,
  ids: CityIds,
): (i: number) => City {
  const { countries, admins } = n;
  const made = new Map<number, City>();
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
    if (direct === undefined && CITY_COLUMNS.every((name) => sections.has(name))) {
      direct = {
        admin: arrayOf('admin', Uint16Array),
        elevation: arrayOf('elevation', Int16Array),
        population: arrayOf('population', Uint16Array),
        country: arrayOf('country', Uint16Array),
        lat: arrayOf('lat', Int32Array),
        lon: arrayOf('lon', Int32Array),
      };
    }
    return direct;
  };
  return (i: number): City => {
    let found = made.get(i);
    if (!found) {
      const d = directColumns();
      const admin = admins[d ? (d.admin[i] as number) : column.admin.at(i)];
      const elevation = d ? (d.elevation[i] as number) : column.elevation.at(i);
      const population = d ? (d.population[i] as number) : column.population.at(i);
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
      };
      const slot = i & 4095;
      if (asked[slot] === i + 1) {
        if (made.size >= 4096) made.clear();
        made.set(i, found);
      } else {
        asked[slot] = i + 1;
      }
    }
    return found;
  };
}

/**
 * The most populous city (as `population` ranks them; ties: the lower index) of each square of
 * `cellDegrees` with cities inside `box`, as city indices in no order. Walks the grid's quarter-degree
 * cells that overlap the box (an empty one costs a bit test).
 */
function clusterIndices(grid: Grid, box: LatLonBox, cellDegrees: number, population: Uint16Array): number[] {
  const south = Math.round(box.south * CITY_UNITS);
  const north = Math.round(box.north * CITY_UNITS);
  const west = Math.round(box.west * CITY_UNITS);
  const east = Math.round(box.east * CITY_UNITS);
  const bestOf = new Map<number, number>();
  const squareCols = Math.ceil(360 / cellDegrees);
  for (let row = rowOf(box.south); row <= rowOf(box.north); row += 1) {
    const lastCol = Math.min(COLS - 1, Math.floor((box.east + 180) / CELL));
    for (let col = Math.min(COLS - 1, Math.floor((box.west + 180) / CELL)); col <= lastCol; col += 1) {
      const at = cellIndex(grid, row * COLS + col);
      if (at < 0) continue;
      const end = grid.starts[at + 1] as number;
      for (let k = grid.starts[at] as number; k < end; k += 1) {
        const i = grid.items[k] as number;
        const lat = grid.lat[i] as number;
        const lon = grid.lon[i] as number;
        if (lat < south || lat > north || lon < west || lon > east) continue;
        const square =
          Math.floor((lat / CITY_UNITS + 90) / cellDegrees) * squareCols +
          Math.floor((lon / CITY_UNITS + 180) / cellDegrees);
        const held = bestOf.get(square);
        if (held === undefined) bestOf.set(square, i);
        else {
          const order = (population[i] as number) - (population[held] as number);
          if (order > 0 || (order === 0 && i < held)) bestOf.set(square, i);
        }
      }
    }
  }
  return [...bestOf.values()];
}

/** The city data, read on first use; `undefined` where there is none (a browser). @internal */
export function loadCityData(): CityData | undefined {
  if (cityData !== undefined) return cityData ?? undefined;
  const n = readMeta();
  if (!n) {
    cityData = null;
    return undefined;
  }
  const { countries } = n;
  const names = new Lines('names', 'nameLength', 'nameRunStart', n.cities);
  const keys = new Lines('keys', 'keyLength', 'keyRunStart', n.keys);
  const postingRuns = new Runs('postingCount', 'postingRunStart', 'u16');
  const column = {
    admin: new Column('admin', 'u16'),
    elevation: new Column('elevation', 'i16'),
    population: new Column('population', 'u16'),
    country: new Column('country', 'u16'),
    lat: new Column('lat', 'i32'),
    lon: new Column('lon', 'i32'),
  };
  const ids = new CityIds(new Column('byId', 'u32'));
  const city = cityReader(n, names, column, ids);
  let grid: Grid | undefined;
  let pools: Record<string, number[]> | undefined;
  const countryIndex = new Map(countries.map((code, i) => [code, i]));
  cityData = {
    count: n.cities,
    byId(id) {
      const i = ids.find(id);
      return i < 0 ? undefined : city(i);
    },
    byName(name) {
      const line = keys.search(foldName(name));
      if (line < 0) return [];
      return elements('postings', 'u32', postingRuns.start(line), postingRuns.length(line)).map(city);
    },
    nearest(lat, lon, count, maxKm) {
      grid ??= readGrid();
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
        for (const i of elements('postings', 'u32', postingRuns.start(line), postingRuns.length(line))) {
          if (!seen.has(i)) {
            seen.add(i);
            found.push(i);
          }
        }
      }
      const population = arrayOf('population', Uint16Array);
      found.sort((a, b) => (population[b] as number) - (population[a] as number) || a - b);
      return found.map(city);
    },
    clustered(box, cellDegrees, limit) {
      grid ??= readGrid();
      // The whole column in memory (one read): every city of the box is compared.
      const population = arrayOf('population', Uint16Array);
      const best = clusterIndices(grid, box, cellDegrees, population);
      best.sort((a, b) => (population[b] as number) - (population[a] as number) || a - b);
      return best.slice(0, limit).map(city);
    },
    hasCountry: (country) => countryIndex.has(country),
    cityOfCountry(country, draw) {
      pools ??= JSON.parse(utf8(bytesOf('pools')) || '{}') as Record<string, number[]>;
      const pool = pools[country];
      return pool && pool.length > 0 ? city(pool[draw % pool.length] as number) : undefined;
    },
  };
  return cityData;
}

/**
 * One block of a country's postal codes (see `scripts/build-places.mjs`): its lines, split, and
 * read one code at a time. Every 64th line stands alone; a code's place is read from that line on.
 */
class PostalBlock {
  private readonly lines: readonly string[];
  private readonly states: readonly string[];
  constructor(text: string) {
    const lines = text.split('\n');
    this.states = (lines[0] ?? '').split('\t');
    this.lines = lines;
  }
  get count(): number {
    return this.lines.length - 1;
  }
  /** The code of line `i` (0: the block's first code). */
  code(i: number): string {
    const line = this.lines[i + 1] as string;
    return line.slice(0, line.indexOf('\t'));
  }
  /** The line of a code, or `-(insertion point) - 1`. */
  search(code: string): number {
    let low = 0;
    let high = this.count - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const line = this.code(mid);
      if (line === code) return mid;
      if (line < code) low = mid + 1;
      else high = mid - 1;
    }
    return -low - 1;
  }
  place(i: number, country: string): ZipPlace {
    let name = '';
    let state = 0;
    let lat = 0;
    let lon = 0;
    let own: string | undefined;
    for (let j = i - (i % 64); j <= i; j += 1) {
      const [, ownName = '', ownState = '', dLat = '0', dLon = '0', other] = (
        this.lines[j + 1] as string
      ).split('\t');
      if (ownName !== '') name = ownName;
      if (ownState !== '') state = Number(ownState);
      lat += Number(dLat);
      lon += Number(dLon);
      own = other;
    }
    return {
      code: this.code(i),
      name,
      country: own ?? country,
      lat: lat / 10_000,
      lon: lon / 10_000,
      state: this.states[state] || undefined,
    };
  }
}

/** The postal code data, read on first use; `undefined` where there is none. @internal */
export function loadZipData(): ZipData | undefined {
  if (zipData !== undefined) return zipData ?? undefined;
  const n = readMeta();
  if (!n) {
    zipData = null;
    return undefined;
  }
  /** Blocks of a country's codes, each parsed when one of its codes is first asked. */
  const blocks = new Map<string, PostalBlock | null>();
  /** A country's `i`-th block of codes. */
  const blockAt = (country: string, i: number): PostalBlock | undefined => {
    const name: BlockName = `postal:${country}:${i}`;
    let block = blocks.get(name);
    if (block === undefined) {
      const range = n.postal[country]?.[i];
      const text =
        range && blockText(name, () => sourceOf()?.read('postal', range[0], range[1]) ?? new Uint8Array(0));
      block = text === undefined ? null : new PostalBlock(text);
      blocks.set(name, block);
    }
    return block ?? undefined;
  };
  /** Which of a country's blocks holds a code (or would): the last whose first code is not after it. */
  const blockIndexOf = (country: string, code: string): number => {
    const list = n.postal[country] ?? [];
    let i = 0;
    while (i + 1 < list.length && (list[i + 1]?.[2] as string) <= code) i += 1;
    return i;
  };
  zipData = {
    get(country, code) {
      const block = blockAt(country, blockIndexOf(country, code));
      const line = block ? block.search(code) : -1;
      return block && line >= 0 ? block.place(line, country) : undefined;
    },
    near(country, code, prefix, before) {
      const i = blockIndexOf(country, code);
      const block = blockAt(country, i);
      if (!block) return undefined;
      const found = block.search(code);
      const after = found >= 0 ? found : -found - 1;
      const start = code.slice(0, prefix);
      // The code after it (the next block's first, past the end of this one), and the one before.
      const next = (): [PostalBlock | undefined, number] =>
        after < block.count ? [block, after] : [blockAt(country, i + 1), 0];
      const previous = (): [PostalBlock | undefined, number] => [block, after - 1];
      for (const [holder, line] of (before ? [previous, next] : [next, previous]).map((at) => at())) {
        if (!holder || line < 0 || line >= holder.count) continue;
        if (holder.code(line).startsWith(start)) return holder.place(line, country);
      }
      return undefined;
    },
  };
  return zipData;
}

/** The keys of a place's `local_names`, in the service's order (alphabetical, as its answers have them). */
const LOCAL_NAME_KEYS = ['ascii', 'de', 'en', 'es', 'feature_name', 'fr', 'pt', 'ru', 'zh'] as const;
let localNames: Map<number, Readonly<Record<string, string>>> | null | undefined;

/**
 * A city's names in other languages (Natural Earth's, for the 6,743 cities it has: `ascii`,
 * `feature_name` and de, en, es, fr, pt, ru, zh where it has them), keys in the service's order;
 * `undefined` for a city it does not have.
 * @internal
 */
export function localNamesOf(id: number): Readonly<Record<string, string>> | undefined {
  if (localNames === undefined) {
    const from = readMeta() ? sourceOf() : undefined;
    const text = from && blockText('localNames', () => from.read('localNames', 0, from.size('localNames')));
    localNames = text === undefined ? null : new Map();
    for (const line of text?.split('\n') ?? []) {
      const [key = '', ...values] = line.split('\t');
      const names: Record<string, string> = {};
      LOCAL_NAME_KEYS.forEach((name, i) => {
        if (values[i]) names[name] = values[i] as string;
      });
      localNames?.set(Number(key), names);
    }
  }
  return localNames?.get(id);
}

/** What the data covers (countries, how many postal codes are real), as the build counted it. @internal */
export function placeDataCoverage(): Record<string, unknown> | undefined {
  return readMeta() ? (JSON.parse(utf8(bytesOf('coverage'))) as Record<string, unknown>) : undefined;
}
