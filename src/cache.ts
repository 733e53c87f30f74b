/**
 * The one bounded cache of the package: every memo of src/ (time zones, sun and moon times, spots,
 * cities, resolved locations, bodies, repeat counts, the seen filter) is one of these.
 *
 * Policy: at most `limit` entries are given to the cache between two emptyings; the one given when
 * `limit` were already given empties it first (clear when full). Emptying at once is cheaper than
 * dropping the oldest one by one: a `Map` deleted from its front walks the deleted slots on every
 * look-up of its first key, and a recency order costs a delete and a set per hit. The entries
 * counted are the ones given (`replace` changes an entry without counting it), so a value that
 * holds entries of its own (a map by a second key, see `src/routes/generator.ts`) is given again
 * for each entry added to it, and counts each.
 * @internal
 */
export class BoundedCache<K, V> {
  readonly #entries = new Map<K, V>();
  readonly #limit: number;
  #given = 0;

  /**
   * @param limit How many entries the cache takes before it empties itself (at least 1).
   * @example
   * const zones = new BoundedCache<string, string>(4096);
   * const zone = zones.get(key) ?? zones.set(key, lookUp(key));
   */
  constructor(limit: number) {
    this.#limit = Math.max(1, limit);
  }

  /** The entry of `key`, or `undefined` when there is none. */
  get(key: K): V | undefined {
    return this.#entries.get(key);
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  /** Gives the cache an entry (emptying it first when full) and returns `value`. */
  set(key: K, value: V): V {
    if (this.#given >= this.#limit) this.clear();
    this.#given += 1;
    this.#entries.set(key, value);
    return value;
  }

  /** Replaces the value of an entry the cache holds (not counted as given: the entry is not new). */
  replace(key: K, value: V): V {
    this.#entries.set(key, value);
    return value;
  }

  /** The entry of `key`, made by `make` and given to the cache when there is none. */
  remember(key: K, make: () => V): V {
    const found = this.#entries.get(key);
    return found === undefined ? this.set(key, make()) : found;
  }

  /** Whether the cache has taken `limit` entries: the next one given empties it first. */
  get full(): boolean {
    return this.#given >= this.#limit;
  }

  /** Empties the cache. */
  clear(): void {
    this.#entries.clear();
    this.#given = 0;
  }

  /** How many entries the cache holds. */
  get size(): number {
    return this.#entries.size;
  }
}
