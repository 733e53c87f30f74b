import { BoundedCache } from '../cache.js';

/**
 * Admission to a cache on the second sight: a key is worth remembering once it has been asked for
 * before. Workloads where every request is new (a new place each time) then put nothing in the
 * caches, so nothing survives the young generation only to be evicted later (that promotion and
 * the old-generation collections it causes cost more than answering), while a repeated request is
 * remembered from its second time on. The filter is a `BoundedCache` of the keys seen, emptied when
 * it holds `limit` of them (a key seen just before a clear is then admitted one sight late).
 * @internal
 */
export interface SeenFilter {
  /** Whether `key` was seen before (recently enough to still be in the set); records it. */
  seenBefore(key: string | number): boolean;
}

/** A filter of at most `limit` keys. @internal */
export function createSeenFilter(limit = 4096): SeenFilter {
  const seen = new BoundedCache<string | number, true>(limit);
  return {
    seenBefore(key) {
      if (seen.has(key)) return true;
      seen.set(key, true);
      return false;
    },
  };
}
