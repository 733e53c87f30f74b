/**
 * Where the place data file's bytes come from: the file on disk (Node's `fs`, never imported: a
 * browser bundle does not see it), or the whole file handed over by `loadPlaceData()`; its
 * directory of sections; UTF-8 both ways. Internal to src/places.
 */

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

/** The sections of `places.bin` (see `scripts/build-places.mjs`). @internal */
export type SectionName =
  | 'meta'
  | 'lat'
  | 'lon'
  | 'country'
  | 'admin'
  | 'elevation'
  | 'population'
  | 'unlisted'
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
 * @internal
 */
export interface Source {
  /** `length` bytes at `from` of a section (a buffer of their own, or a view at an 8-byte aligned offset). */
  read(name: SectionName, from: number, length: number): Uint8Array;
  /** A section's length in bytes (0 when the file has none). */
  size(name: SectionName): number;
  /** Reads a section whole without blocking (from disk, in the background), then hands it over. */
  readLater?(name: SectionName, done: (bytes: Uint8Array) => void): void;
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

/** A Node buffer, as this module uses it. @internal */
export interface NodeText {
  toString(encoding: 'utf8', start?: number, end?: number): string;
}
interface NodeBufferClass {
  from(buffer: ArrayBufferLike, offset: number, length: number): NodeText;
  from(text: string, encoding: 'base64'): Uint8Array;
}
/** Node's `Buffer`, where there is one (a global: never imported). @internal */
export const NodeBuffer = (): NodeBufferClass | undefined =>
  (globalThis as { Buffer?: NodeBufferClass }).Buffer;

type Directory = Record<string, [number, number]>;
/** The directory of a data file: "WDPL", its length (uint32), then JSON of section -> [offset, length]. */
function directoryOf(
  head: Uint8Array,
  rest: (length: number) => Uint8Array,
  codec: Utf8,
): Directory | undefined {
  if (String.fromCharCode(head[0] ?? 0, head[1] ?? 0, head[2] ?? 0, head[3] ?? 0) !== 'WDPL')
    return undefined;
  const length = new DataView(head.buffer, head.byteOffset, 8).getUint32(4, true);
  return JSON.parse(codec.text(rest(length))) as Directory;
}

/**
 * The data file on disk. The file stays open for the synchronous work that reads it (one request's
 * look-ups) and is closed in a microtask after.
 * @internal
 */
export function diskSource(codec: Utf8): Source | undefined {
  const fs = fileSystem();
  if (!fs) return undefined;
  for (const path of DATA_FILES) {
    const file = new URL(path, import.meta.url);
    let fd: number | undefined;
    try {
      fd = fs.openSync(file, 'r');
      const open = fd;
      const directory = directoryOf(readAt(fs, open, 0, 8), (length) => readAt(fs, open, 8, length), codec);
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

/** The data handed over by `loadPlaceData()`: sections are views of it (8-byte aligned). @internal */
export function memorySource(bytes: Uint8Array, codec: Utf8): Source | undefined {
  const directory = directoryOf(bytes.subarray(0, 8), (length) => bytes.subarray(8, 8 + length), codec);
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

/**
 * UTF-8 both ways: Node's Buffer where there is one (a TextDecoder costs milliseconds to make), else
 * a TextDecoder and a TextEncoder made on first use and kept by the data they serve.
 * @internal
 */
export class Utf8 {
  #decoder: TextDecoder | undefined;
  #encoder: TextEncoder | undefined;

  /** UTF-8 bytes as text. */
  text(bytes: Uint8Array): string {
    const buffer = NodeBuffer();
    if (buffer) return buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    this.#decoder ??= new TextDecoder();
    return this.#decoder.decode(bytes);
  }

  /** Text as UTF-8 bytes. */
  bytes(text: string): Uint8Array {
    this.#encoder ??= new TextEncoder();
    return this.#encoder.encode(text);
  }
}
