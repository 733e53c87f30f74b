import type { Quota } from './options.js';

/**
 * How many keys a quota keeps open windows for, in each of two groups: keys still under their limit
 * and keys over it. Past it, the group's oldest window is forgotten (an expired one always first).
 * A key's window is about 100 bytes, so a quota holds at most about 20 MB however many keys it sees.
 * @internal
 */
export const QUOTA_KEY_LIMIT = 100_000;

/** The per-key request counter of a `quota`. @internal */
export interface QuotaCounter {
  /**
   * Counts one request of `key` at `nowMs` on the double's clock; `true` when it is over the limit
   * (the answer is then the service's 429).
   */
  take(key: string, nowMs: number): boolean;
  /** How many keys have a window open (for tests of the bound). */
  readonly size: number;
}

interface Window {
  readonly start: number;
  count: number;
}

/**
 * A fixed-window counter per key: a key's window opens at its first request and lasts `windowMs`;
 * the first `limit` requests in it pass, the rest are over the limit; the first request at or past
 * the window's end opens a new one. Requests over the limit are not counted again (they do not
 * extend the window). A clock that goes back opens a new window.
 *
 * Memory is bounded: windows live in two maps in the order they opened, keys under their limit and
 * keys over it. Windows that have ended are dropped from the front of each map as requests come.
 * Each map holds at most {@link QUOTA_KEY_LIMIT} windows; when a new window would pass that, the
 * map's oldest window goes first. So a limited key stays limited for its whole window unless more
 * than 100,000 other keys are limited inside that window; a key under its limit can be forgotten
 * (its count starting again) only when more than 100,000 other keys opened windows after it.
 * @internal
 */
export function createQuotaCounter({ limit, windowMs }: Quota): QuotaCounter {
  const open = new Map<string, Window>();
  const limited = new Map<string, Window>();
  const live = (window: Window, nowMs: number) => nowMs >= window.start && nowMs < window.start + windowMs;

  /** Drops the ended windows at the front of `map` (the oldest), a few per request. */
  const dropEnded = (map: Map<string, Window>, nowMs: number) => {
    let budget = 8;
    for (const [key, window] of map) {
      if (budget === 0 || live(window, nowMs)) return;
      map.delete(key);
      budget -= 1;
    }
  };

  /** Adds a window at the back of `map`, forgetting the oldest one when the map is full. */
  const add = (map: Map<string, Window>, key: string, window: Window) => {
    if (map.size >= QUOTA_KEY_LIMIT) map.delete(map.keys().next().value as string);
    map.set(key, window);
  };

  return {
    take(key, nowMs) {
      dropEnded(open, nowMs);
      dropEnded(limited, nowMs);
      const over = limited.get(key);
      if (over !== undefined) {
        if (live(over, nowMs)) return true;
        limited.delete(key);
      }
      let window = open.get(key);
      if (window !== undefined && !live(window, nowMs)) {
        open.delete(key);
        window = undefined;
      }
      if (window === undefined) {
        window = { start: nowMs, count: 0 };
        add(open, key, window);
      }
      if (window.count >= limit) {
        // Over the limit from now on: kept apart, so keys under their limit never push it out.
        open.delete(key);
        add(limited, key, window);
        return true;
      }
      window.count += 1;
      return false;
    },
    get size() {
      return open.size + limited.size;
    },
  };
}
