import type { NodeText, SectionName, Source, Utf8 } from './place-source.js';

/**
 * The place data file, `dist/data/places.bin` (see `src/places/place-data.ts` for what it holds),
 * read from its source (`./place-source.ts`): its header, its sections read whole or in pieces, and
 * its gzip blocks inflated. One {@link PlaceFile} per data file read.
 * @internal
 */

/** The version of the file's layout this reader reads. @internal */
export const FORMAT = 8;

/** What the file says of itself (its first section). @internal */
export interface Meta {
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

/** The name of a gzip block: `postal:ES:0` (a country's first block of codes), or `localNames`. @internal */
export type BlockName = `postal:${string}:${number}` | 'localNames';

/** gzip bytes as text, without `node:zlib` (`DecompressionStream`, in every current browser). @internal */
export async function inflateInBrowser(gz: Uint8Array): Promise<string> {
  const stream = new Blob([gz as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('gzip'));
  return await new Response(stream).text();
}

interface Zlib {
  gunzipSync(bytes: Uint8Array): NodeText;
}
/** Node's `zlib`, when there is one (never imported, as `fs`). @internal */
export function zlib(): Zlib | undefined {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  return proc?.getBuiltinModule?.('node:zlib') as Zlib | undefined;
}

type TypedArrayOf<T> = new (buffer: ArrayBufferLike, byteOffset: number, length: number) => T;

/** How the numbers of a section are stored. @internal */
export type Kind = 'u32' | 'i32' | 'u16' | 'i16';
/** The bytes of a number of each {@link Kind}. @internal */
export const SIZE: Readonly<Record<Kind, number>> = { u32: 4, i32: 4, u16: 2, i16: 2 };

/**
 * One data file being read: its source, its header, the sections read whole (the spatial grid, the
 * positions) or being read in the background, and its gzip blocks (inflated by `loadPlaceData()`
 * where there is no synchronous inflate). Each section is set once and then only read.
 * @internal
 */
export class PlaceFile {
  readonly #source: Source;
  readonly #inflated: ReadonlyMap<string, string> | undefined;
  /** Sections read whole. */
  readonly #sections = new Map<SectionName, Uint8Array>();
  /** The sections being read whole in the background. */
  readonly #loading = new Set<SectionName>();
  #meta: Meta | null | undefined;

  constructor(
    source: Source,
    readonly codec: Utf8,
    inflated?: ReadonlyMap<string, string>,
  ) {
    this.#source = source;
    this.#inflated = inflated;
  }

  /** What the file says of itself (its first section); `undefined` when it is not of this version. */
  meta(): Meta | undefined {
    if (this.#meta === undefined) {
      const parsed = JSON.parse(this.codec.text(this.read('meta', 0, this.size('meta'))) || '{}') as Meta;
      this.#meta = parsed.format === FORMAT ? parsed : null;
    }
    return this.#meta ?? undefined;
  }

  /** `length` bytes of a section at `from`, read now (not kept). */
  read(name: SectionName, from: number, length: number): Uint8Array {
    return this.#source.read(name, from, length);
  }

  /** A section's length in bytes (0 when the file has none). */
  size(name: SectionName): number {
    return this.#source.size(name);
  }

  /** A section's bytes when it is in memory, whole. */
  whole(name: SectionName): Uint8Array | undefined {
    return this.#sections.get(name);
  }

  /** A section's bytes, whole, read once. */
  bytesOf(name: SectionName): Uint8Array {
    let bytes = this.#sections.get(name);
    if (!bytes) {
      bytes = this.read(name, 0, this.size(name));
      this.#sections.set(name, bytes);
    }
    return bytes;
  }

  /**
   * `length` bytes of a section at `from`: from the whole section when it is in memory, else a
   * positioned read. The first answers read a few dozen small pieces (a binary search, the fields of
   * a few cities); meanwhile each section they touch is read whole in the background (without
   * blocking), so that a process that keeps asking (a server, a test suite) soon answers from memory.
   */
  rangeOf(name: SectionName, from: number, length: number): Uint8Array {
    const whole = this.#sections.get(name);
    if (whole) return whole.subarray(from, from + length);
    const source = this.#source;
    if (source.readLater && !this.#loading.has(name)) {
      this.#loading.add(name);
      source.readLater(name, (bytes) => {
        if (!this.#sections.has(name)) this.#sections.set(name, bytes);
      });
    }
    return source.read(name, from, length);
  }

  /** One section as a typed array (a view of its bytes: no copy). */
  arrayOf<T>(name: SectionName, make: TypedArrayOf<T> & { BYTES_PER_ELEMENT: number }): T {
    const bytes = this.bytesOf(name);
    return new make(bytes.buffer, bytes.byteOffset, bytes.byteLength / make.BYTES_PER_ELEMENT);
  }

  /** `count` consecutive elements of a section of numbers, from element `i`. */
  elements(name: SectionName, kind: Kind, i: number, count = 1): number[] {
    const size = SIZE[kind];
    const bytes = this.rangeOf(name, i * size, count * size);
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

  /** A gzip block of the data as text: inflated now (Node), or by `loadPlaceData()` (a browser). */
  blockText(name: BlockName, gz: () => Uint8Array): string | undefined {
    const ready = this.#inflated?.get(name);
    if (ready !== undefined) return ready;
    const inflate = zlib();
    return inflate ? inflate.gunzipSync(gz()).toString('utf8') : undefined;
  }
}
