import type { Quota } from './options.js';

/** How many keys a quota remembers; the oldest window is forgotten first past this. */
const KEY_LIMIT = 10_000;

/** The per-key request counter of a `quota`. @internal */
export interface QuotaCounter {
  /**
   * Counts one request of `key` at `nowMs` on the double's clock; `true` when it is over the limit
   * (the answer is then the service's 429).
   */
  take(key: string, nowMs: number): boolean;
}

/**
 * A fixed-window counter per key: a key's window opens at its first request and lasts `windowMs`;
 * the first `limit` requests in it pass, the rest are over the limit; the first request at or past
 * the window's end opens a new one. Requests over the limit are not counted again (they do not
 * extend the window). A clock that goes back opens a new window.
 * @internal
 */
export function createQuotaCounter({ limit, windowMs }: Quota): QuotaCounter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key, nowMs) {
      let window = windows.get(key);
      if (window === undefined || !(nowMs >= window.start && nowMs < window.start + windowMs)) {
        windows.delete(key);
        if (windows.size >= KEY_LIMIT) windows.delete(windows.keys().next().value as string);
        window = { start: nowMs, count: 0 };
        windows.set(key, window);
      }
      if (window.count >= limit) return true;
      window.count += 1;
      return false;
    },
  };
}
