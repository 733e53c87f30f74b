import type { BlockName, Meta, PlaceFile } from './place-file.js';

/**
 * The postal codes of the place data: a country's codes in gzip blocks of sorted lines, each block
 * inflated and split when a code of it is first asked.
 * @internal
 */

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

/** The postal code data of a data file and its header (each block read on first use). @internal */
export function createZipData(file: PlaceFile, n: Meta): ZipData {
  /** Blocks of a country's codes, each parsed when one of its codes is first asked. */
  const blocks = new Map<string, PostalBlock | null>();
  /** A country's `i`-th block of codes. */
  const blockAt = (country: string, i: number): PostalBlock | undefined => {
    const name: BlockName = `postal:${country}:${i}`;
    let block = blocks.get(name);
    if (block === undefined) {
      const range = n.postal[country]?.[i];
      const text = range && file.blockText(name, () => file.read('postal', range[0], range[1]));
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
  return {
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
}
