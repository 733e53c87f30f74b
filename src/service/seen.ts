import { hashString, mixNumber } from '../draws/hash.js';

/**
 * Admission to a cache on the second sight: a key is worth remembering once it has been asked for
 * before. Workloads where every request is new (a new place each time) then put nothing in the
 * caches, so nothing survives the young generation only to be evicted later (that promotion and
 * the old-generation collections it causes cost more than answering), while a repeated request is
 * remembered from its second time on. The filter is a fixed table of 32-bit hashes (no objects, no
 * growth); a collision only admits a key one request early.
 * @internal
 */
export interface SeenFilter {
  /** Whether `key` was seen before (recently enough to still be in the table); records it. */
  seenBefore(key: string | number): boolean;
}

/** A filter of `slots` entries (a power of two). @internal */
export function createSeenFilter(slots = 4096): SeenFilter {
  const table = new Int32Array(slots);
  const mask = slots - 1;
  return {
    seenBefore(key) {
      // The project's one hash (src/draws), as a signed 32-bit value for the table.
      const h = (typeof key === 'number' ? mixNumber(0, key) : hashString(key)) | 0;
      // 0 marks an empty slot: a key hashing to 0 counts as 1.
      const mark = h === 0 ? 1 : h;
      const slot = (h ^ (h >>> 15)) & mask;
      if (table[slot] === mark) return true;
      table[slot] = mark;
      return false;
    },
  };
}
