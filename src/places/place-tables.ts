import { type Kind, type PlaceFile, SIZE } from './place-file.js';
import { NodeBuffer, type NodeText, type SectionName } from './place-source.js';

// `a[i] as number` below: indices are an item's position within its own table (checked against the
// table's count by the callers), so the element exists; the cast is what
// `noUncheckedIndexedAccess` asks for.

/**
 * The tables of the place data file, read in place: a section of numbers ({@link Column}), where
 * each item of a table starts ({@link Runs}), a sorted table of UTF-8 lines ({@link Lines}).
 * @internal
 */

type TypedArrayOf<T> = new (buffer: ArrayBufferLike, byteOffset: number, length: number) => T;
type NumberArray = Uint32Array | Int32Array | Uint16Array | Int16Array;
const ARRAY_OF: Readonly<Record<Kind, TypedArrayOf<NumberArray>>> = {
  u32: Uint32Array,
  i32: Int32Array,
  u16: Uint16Array,
  i16: Int16Array,
};

/**
 * One section of numbers, read element by element: a positioned read while the section is not in
 * memory, then (once it is, see `PlaceFile.rangeOf`) a typed array viewing it, kept: no allocation per
 * element.
 * @internal
 */
export class Column {
  private view: NumberArray | undefined;
  constructor(
    private readonly file: PlaceFile,
    private readonly name: SectionName,
    private readonly kind: Kind,
  ) {}
  /** Whether the section is in memory (then {@link Column.at} reads nothing). */
  inMemory(): boolean {
    return (this.view ?? this.whole()) !== undefined;
  }
  at(i: number): number {
    const view = this.view ?? this.whole();
    return view ? (view[i] as number) : (this.file.elements(this.name, this.kind, i)[0] as number);
  }
  private whole(): NumberArray | undefined {
    const bytes = this.file.whole(this.name);
    if (!bytes) return undefined;
    const size = SIZE[this.kind];
    this.view = new ARRAY_OF[this.kind](bytes.buffer, bytes.byteOffset, bytes.byteLength / size);
    return this.view;
  }
}

/**
 * Where each item of a table starts (a line of a text table, a city list of the name index): the
 * start of its run of 64 (kept whole at build time) plus the lengths of the items before it in the
 * run. No loop over the whole table: adding 242,428 lengths up front cost a cold process 25 ms.
 * @internal
 */
export class Runs {
  private lengthsView: Uint8Array | Uint16Array | undefined;
  private startsView: Uint32Array | undefined;
  constructor(
    private readonly file: PlaceFile,
    private readonly lengths: SectionName,
    private readonly starts: SectionName,
    private readonly kind: 'u8' | 'u16',
  ) {}
  private lengthsOf(): Uint8Array | Uint16Array {
    if (!this.lengthsView) {
      const bytes = this.file.bytesOf(this.lengths);
      this.lengthsView =
        this.kind === 'u8' ? bytes : new Uint16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >>> 1);
    }
    return this.lengthsView;
  }
  /** Where item `i` starts. */
  start(i: number): number {
    this.startsView ??= this.file.arrayOf(this.starts, Uint32Array);
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
 * @internal
 */
export class Lines {
  /** The table as a Node buffer, once it is in memory (where there is a Buffer). */
  private textBuffer: NodeText | undefined;
  /** The table's bytes, once in memory. */
  private bytes: Uint8Array | undefined;
  private readonly runs: Runs;
  constructor(
    private readonly file: PlaceFile,
    private readonly text: SectionName,
    lengths: SectionName,
    runStarts: SectionName,
    readonly count: number,
  ) {
    this.runs = new Runs(file, lengths, runStarts, 'u8');
  }
  /** The bytes of line `i`. */
  lineBytes(i: number): Uint8Array {
    return this.file.rangeOf(this.text, this.runs.start(i), this.runs.length(i));
  }
  lineText(i: number): string {
    if (this.textBuffer === undefined) {
      const bytes = this.file.whole(this.text);
      const buffer = NodeBuffer();
      if (bytes && buffer) this.textBuffer = buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
    // In memory: one slice of the table's text (no view and no buffer made per line).
    if (this.textBuffer) {
      const from = this.runs.start(i);
      return this.textBuffer.toString('utf8', from, from + this.runs.length(i));
    }
    return this.file.codec.text(this.lineBytes(i));
  }
  /**
   * Line `i` compared with `key` as UTF-8 bytes (negative when the line sorts first). An ASCII key
   * is compared as it is, in place in the table once it is in memory: no string, no copy.
   */
  compare(i: number, key: string, encoded: Uint8Array | undefined): number {
    this.bytes ??= this.file.whole(this.text);
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
    const encoded = ascii(key) ? undefined : this.file.codec.bytes(key);
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

/** Whether a text is ASCII only (its UTF-8 bytes are its character codes). */
function ascii(text: string): boolean {
  for (let j = 0; j < text.length; j += 1) if (text.charCodeAt(j) > 0x7f) return false;
  return true;
}
