import type { Quota } from './options.js';

/**
 * How many keys a quota keeps open windows for, in each of two groups: keys still under their limit
 * and keys over it. Past it, the group's oldest window is forgotten (an ended one always first).
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
  readonly key: string;
  readonly start: number;
  count: number;
}

/**
 * Windows by key, with the order they opened in: a queue of the windows beside the map, so the
 * oldest is found at once (a `Map` iterated from its front after many deletions walks every deleted
 * slot first: tens of microseconds a request at this size). A window replaced or removed stays in
 * the queue until the front reaches it, and is skipped then; the queue is rebuilt when such stale
 * entries outnumber the live ones.
 */
class WindowGroup {
  readonly map = new Map<string, Window>();
  #queue: Window[] = [];
  #head = 0;

  get(key: string): Window | undefined {
    return this.map.get(key);
  }

  delete(key: string): void {
    this.map.delete(key);
  }

  /** Adds a window, forgetting the group's oldest one when it holds {@link QUOTA_KEY_LIMIT}. */
  add(window: Window): void {
    if (this.map.size >= QUOTA_KEY_LIMIT) {
      const oldest = this.#front();
      if (oldest !== undefined) {
        this.map.delete(oldest.key);
        this.#head += 1;
      }
    }
    this.map.set(window.key, window);
    this.#queue.push(window);
    if (this.#queue.length - this.#head > 2 * QUOTA_KEY_LIMIT + 1024) {
      // Mostly stale entries: keep the live windows, oldest first.
      this.#queue = [...this.map.values()].sort((a, b) => a.start - b.start);
      this.#head = 0;
    }
  }

  /** Drops the windows that have ended at the front of the group, a few per request. */
  dropEnded(live: (window: Window) => boolean): void {
    for (let budget = 8; budget > 0; budget -= 1) {
      const oldest = this.#front();
      if (oldest === undefined || live(oldest)) return;
      this.map.delete(oldest.key);
      this.#head += 1;
    }
  }

  /** The oldest live window (stale queue entries in front of it are passed over). */
  #front(): Window | undefined {
    while (this.#head < this.#queue.length) {
      const window = this.#queue[this.#head] as Window;
      if (this.map.get(window.key) === window) {
        if (this.#head > 1024 && this.#head * 2 > this.#queue.length) {
          this.#queue = this.#queue.slice(this.#head);
          this.#head = 0;
        }
        return window;
      }
      this.#head += 1;
    }
    return undefined;
  }
}

/**
 * A fixed-window counter per key: a key's window opens at its first request and lasts `windowMs`;
 * the first `limit` requests in it pass, the rest are over the limit; the first request at or past
 * the window's end opens a new one. Requests over the limit are not counted again (they do not
 * extend the window). A clock that goes back opens a new window.
 *
 * Memory is bounded: windows live in two groups in the order they opened, keys under their limit and
 * keys over it. Windows that have ended are dropped from the front of each group as requests come.
 * Each group holds at most {@link QUOTA_KEY_LIMIT} windows; when a new window would pass that, the
 * group's oldest window goes first. So a limited key stays limited for its whole window unless more
 * than 100,000 other keys are limited inside that window; a key under its limit can be forgotten
 * (its count starting again) only when more than 100,000 other keys opened windows after it.
 * Each request costs a constant time, however many keys there are.
 * @internal
 */
export function createQuotaCounter({ limit, windowMs }: Quota): QuotaCounter {
  const open = new WindowGroup();
  const limited = new WindowGroup();
  return {
    take(key, nowMs) {
      const live = (window: Window) => nowMs >= window.start && nowMs < window.start + windowMs;
      open.dropEnded(live);
      limited.dropEnded(live);
      const over = limited.get(key);
      if (over !== undefined) {
        if (live(over)) return true;
        limited.delete(key);
      }
      let window = open.get(key);
      if (window !== undefined && !live(window)) {
        open.delete(key);
        window = undefined;
      }
      if (window === undefined) {
        window = { key, start: nowMs, count: 0 };
        open.add(window);
      }
      if (window.count >= limit) {
        // Over the limit from now on: kept apart, so keys under their limit never push it out.
        open.delete(key);
        limited.add(window);
        return true;
      }
      window.count += 1;
      return false;
    },
    get size() {
      return open.map.size + limited.map.size;
    },
  };
}
