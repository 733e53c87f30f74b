/**
 * The answers the core remembers (see `cachedResponder` in `./core.ts`): per route and request key,
 * an answer, or what a request's first answer left (its first sight).
 * @internal
 */
import { hashString } from '../draws/hash.js';
import type { Route } from '../routes/route.js';
import type { Answer } from './answer.js';

/** How many requests' answers (or first sights) the core remembers; the oldest go first. */
export const ANSWER_LIMIT = 1024;

/** Positions of the index: twice the slots (a power of two), so a probe meets few others. */
const INDEX_SIZE = 2048;
const INDEX_MASK = INDEX_SIZE - 1;

const HAS_HOLDS = 1;
const HAS_AT = 2;

/**
 * The remembered requests of a core, {@link ANSWER_LIMIT} slots in a ring: a new request takes the
 * next slot, forgetting the request that held it (the oldest first sight or answer goes first, all
 * routes together). A slot holds the request's route and key and its answer; or, for a request
 * answered once, its first sight in typed arrays: its `holds` and the clock's reading its answer
 * was computed with (when every request is new, a few numbers a request instead of the answer,
 * its query and headers).
 *
 * A request is found by a hash of its key in an open-addressing index (linear probing) over the
 * slots, not by a `Map` keyed by the string: with a thousand first sights kept, `Map`s keyed by
 * query strings (slices of their URLs, mostly of one length) cost about 1 µs CPU a new request in
 * process, the same `Map`s keyed by numbers about 0.3 µs (comparing two different strings of one
 * length is what the profiles show costly). Here a key is only compared with a key of the same
 * route and the same 32-bit hash, so the lookup of a new request compares no string. A key is
 * found exactly: the hash only chooses where to look.
 */
export class AnswerCache {
  /** Per slot: the request's key, its route and its answer (`undefined` for a first sight). */
  readonly #keys: string[] = [];
  readonly #routes: Route[] = [];
  readonly #answers: (Answer | undefined)[] = [];
  readonly #hashes = new Int32Array(ANSWER_LIMIT);
  /** Per position: the slot whose key hashes there or after it, plus one; 0 when empty. */
  readonly #index = new Int32Array(INDEX_SIZE);
  #next = 0;
  readonly #from = new Float64Array(ANSWER_LIMIT);
  readonly #until = new Float64Array(ANSWER_LIMIT);
  readonly #at = new Float64Array(ANSWER_LIMIT);
  /** Per slot: {@link HAS_HOLDS}, {@link HAS_AT}. */
  readonly #flags = new Uint8Array(ANSWER_LIMIT);
  /** Each route's start of the hash, so that one query on two routes hashes apart. */
  readonly #salts = new Map<Route, number>();

  /** The hash of a route's key, for {@link find} and {@link firstSight}. */
  hashOf(route: Route, key: string): number {
    let salt = this.#salts.get(route);
    if (salt === undefined) {
      salt = hashString(route.path);
      this.#salts.set(route, salt);
    }
    return hashString(key, salt) | 0;
  }

  /** The slot of a route's key (`hash` its {@link hashOf}); `-1` when the cache has none. */
  find(hash: number, route: Route, key: string): number {
    const index = this.#index;
    for (let at = hash & INDEX_MASK; ; at = (at + 1) & INDEX_MASK) {
      const entry = index[at] as number;
      if (entry === 0) return -1;
      const slot = entry - 1;
      if (this.#hashes[slot] === hash && this.#routes[slot] === route && this.#keys[slot] === key) {
        return slot;
      }
    }
  }

  /** The answer kept in `slot`; `undefined` when it holds a first sight. */
  answerAt(slot: number): Answer | undefined {
    return this.#answers[slot];
  }

  /** Whether the first sight in `slot` has a `holds`. */
  hasHolds(slot: number): boolean {
    return ((this.#flags[slot] as number) & HAS_HOLDS) !== 0;
  }

  /** Whether the first sight in `slot` holds at Unix second `seconds`. */
  holdsAt(slot: number, seconds: number): boolean {
    return seconds >= (this.#from[slot] as number) && seconds < (this.#until[slot] as number);
  }

  /** The clock's reading the first sight in `slot` was computed with (`undefined`: it read none). */
  at(slot: number): number | undefined {
    return ((this.#flags[slot] as number) & HAS_AT) === 0 ? undefined : this.#at[slot];
  }

  /**
   * Replaces what `slot` holds (found by {@link find}, the cache not changed since) with its
   * request's answer; the slot keeps its place in the ring.
   */
  keep(slot: number, answer: Answer): void {
    this.#answers[slot] = answer;
  }

  /** Adds the first sight of a route's key that the cache does not have (`hash` its {@link hashOf}). */
  firstSight(hash: number, route: Route, key: string, holds: Answer['holds'], at: number | undefined): void {
    const slot = this.#slotFor(hash, route, key);
    let flags = 0;
    if (holds !== undefined) {
      flags |= HAS_HOLDS;
      this.#from[slot] = holds.from;
      this.#until[slot] = holds.until;
    }
    if (at !== undefined) {
      flags |= HAS_AT;
      this.#at[slot] = at;
    }
    this.#flags[slot] = flags;
  }

  /** A slot for a key the cache does not have: the next of the ring, its former request forgotten. */
  #slotFor(hash: number, route: Route, key: string): number {
    const keys = this.#keys;
    let slot: number;
    if (keys.length < ANSWER_LIMIT) {
      slot = keys.length;
      keys.push(key);
      this.#routes.push(route);
      this.#answers.push(undefined);
    } else {
      slot = this.#next;
      this.#unindex(slot);
      keys[slot] = key;
      this.#routes[slot] = route;
      this.#answers[slot] = undefined;
      this.#next = (slot + 1) % ANSWER_LIMIT;
    }
    this.#hashes[slot] = hash;
    const index = this.#index;
    let at = hash & INDEX_MASK;
    while (index[at] !== 0) at = (at + 1) & INDEX_MASK;
    index[at] = slot + 1;
    return slot;
  }

  /**
   * Takes `slot` out of the index, moving back the entries after it that would no longer be found
   * (deletion from linear probing without markers: each position stays reachable from its home).
   */
  #unindex(slot: number): void {
    const index = this.#index;
    let hole = (this.#hashes[slot] as number) & INDEX_MASK;
    while (index[hole] !== slot + 1) hole = (hole + 1) & INDEX_MASK;
    let at = hole;
    for (;;) {
      at = (at + 1) & INDEX_MASK;
      const entry = index[at] as number;
      if (entry === 0) break;
      const home = (this.#hashes[entry - 1] as number) & INDEX_MASK;
      // The entry stays when its home is cyclically in (hole, at]: the hole is not on its path.
      const stays = hole <= at ? hole < home && home <= at : hole < home || home <= at;
      if (stays) continue;
      index[hole] = entry;
      hole = at;
    }
    index[hole] = 0;
  }
}
