// Where a double keeps its weather stations and their measurements (Weather Stations 3.0): per API
// key, bounded, in memory (createMemoryStationBook) or in a shared store (`WeatherStore.stationBook`,
// e.g. Redis) so that several servers hold the same stations. A double holds one book; nothing here
// is module state.

/** A value now, or later (a shared store answers later). @internal */
export type Later<T> = T | Promise<T>;

/** `then` for a value that may be a promise: `f` at once for a value, after it for a promise. @internal */
export function after<T, U>(value: Later<T>, f: (value: T) => Later<U>): Later<U> {
  return value instanceof Promise ? value.then(f) : f(value);
}

/** The most stations one API key holds; the next is refused until one is deleted. @internal */
export const MOST_STATIONS_PER_KEY = 100;

/** The most measurements one API key holds: past it, the oldest posted are dropped. @internal */
export const MOST_MEASUREMENTS_PER_KEY = 10_000;

/** The most API keys that hold stations in one double's memory; a new key past it is refused. @internal */
export const MOST_KEYS = 1_000;

/**
 * A weather station as a {@link StationBook} keeps it (Weather Stations 3.0, `/data/3.0/stations`).
 *
 * @example
 * ```ts
 * const station: StoredStation = {
 *   id: '5ed21a12cca8ce0001f1aef1', createdMs: 0, updatedMs: 0, external_id: 'SF_TEST001',
 *   name: 'San Francisco Test Station', latitude: 37.76, longitude: -122.43, altitude: 150, rank: 10,
 * };
 * ```
 */
export interface StoredStation {
  /** Its ID: 24 hexadecimal digits. */
  readonly id: string;
  /** When it was made, milliseconds on the double's clock. */
  readonly createdMs: number;
  /** When it was last made or replaced, the same way. */
  readonly updatedMs: number;
  readonly external_id: string;
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
  /**
   * Its altitude in metres; `null` when the request gave none.
   * @default null
   */
  readonly altitude: number | null;
  /** 10 once made, 0 once replaced (as the service answers). */
  readonly rank: number;
}

/**
 * A measurement as a {@link StationBook} keeps it: the fields its aggregates are made of.
 *
 * @example
 * ```ts
 * const measurement: StoredMeasurement = { station_id: '5ed21a12cca8ce0001f1aef1', dt: 1479817340, temperature: 18.7 };
 * ```
 */
export interface StoredMeasurement {
  readonly station_id: string;
  /** When it was measured, Unix seconds. */
  readonly dt: number;
  /** @default absent: not measured */
  readonly temperature?: number;
  /** @default absent: not measured */
  readonly humidity?: number;
  /** @default absent: not measured */
  readonly pressure?: number;
  /** @default absent: not measured */
  readonly rain_1h?: number;
}

/**
 * What a book keeps of one kind per API key (the stations, the triggers), oldest first, each method
 * answering now or later. `add` says why it did not add: `F` when the key holds as many as it may,
 * `'keysFull'` when the book holds as many keys as it can.
 *
 * @example
 * ```ts
 * const held: KeptPerKey<StoredStation, 'stationsFull'> = myBook;
 * ```
 */
export interface KeptPerKey<T, F extends string> {
  /** The key's items, oldest first. */
  list(key: string): readonly T[] | Promise<readonly T[]>;
  /** The key's item of that ID; `undefined` when it has none. */
  get(key: string, id: string): T | undefined | Promise<T | undefined>;
  /** Adds the key's item, or says why not. */
  add(key: string, item: T): T | F | 'keysFull' | Promise<T | F | 'keysFull'>;
  /** Replaces the key's item of the same ID; `false` when the key has none of that ID. */
  replace(key: string, item: T): boolean | Promise<boolean>;
  /** Removes the key's item; `false` when the key has none of that ID. */
  remove(key: string, id: string): boolean | Promise<boolean>;
}

/**
 * Where a double keeps the weather stations and measurements of every API key (`key` is the
 * request's `appid`): a store's `stationBook` gives one (`createRedisStore`'s keeps them in Redis),
 * else each double keeps its own in memory. Each method answers now or later; a rejection is
 * answered with the service's 500. The double checks every request before it asks the book, and
 * keeps at most 100 stations and 10,000 measurements a key.
 *
 * @example
 * ```ts
 * const store: WeatherStore = { label: 'mine', takeQuota: async () => false, ping: async () => {}, stationBook: () => myBook };
 * ```
 */
export interface StationBook extends KeptPerKey<StoredStation, 'stationsFull'> {
  /** A fresh station ID: unique in the book, 24 hexadecimal digits, made at `nowMs`. */
  newId(nowMs: number): string | Promise<string>;
  /** Removes the key's station and its measurements; `false` when the key has none of that ID. */
  remove(key: string, id: string): boolean | Promise<boolean>;
  /** Adds measurements of the key's stations, dropping the oldest past 10,000. */
  addMeasurements(key: string, measurements: readonly StoredMeasurement[]): void | Promise<void>;
  /** The key's measurements of one station, in the order posted. */
  measurements(
    key: string,
    stationId: string,
  ): readonly StoredMeasurement[] | Promise<readonly StoredMeasurement[]>;
}

/** Why a station was not added: the key's stations, or the keys, are at their cap. @internal */
export type Refusal = 'stationsFull' | 'keysFull';

/** A ring of the last {@link MOST_MEASUREMENTS_PER_KEY} measurements of a key: `next` is the oldest once full. */
interface Ring {
  readonly items: StoredMeasurement[];
  next: number;
}

/** The ring's measurements, oldest first. */
function inOrder(ring: Ring): StoredMeasurement[] {
  return ring.items.length < MOST_MEASUREMENTS_PER_KEY
    ? ring.items
    : [...ring.items.slice(ring.next), ...ring.items.slice(0, ring.next)];
}

/**
 * Each API key's items by ID, in memory, in the order added: at most `most` a key and
 * {@link MOST_KEYS} keys (the stations', the triggers'). `add` says `full` (the key's are) or
 * `'keysFull'` when it refuses one.
 * @internal
 */
export function memoryShelf<T extends { readonly id: string }, F extends string>(
  kind: { readonly most: number; readonly full: F },
  seedHash: number,
) {
  const keys = new Map<string, Map<string, T>>();
  const middle = idMiddle(seedHash);
  let counter = 0;
  return {
    /** A fresh ID: the next of the shelf's counter. */
    newId(nowMs: number): string {
      counter += 1;
      return objectId(nowMs, middle, counter);
    },
    has: (key: string) => keys.has(key),
    list: (key: string): T[] => [...(keys.get(key)?.values() ?? [])],
    get: (key: string, id: string) => keys.get(key)?.get(id),
    add(key: string, item: T): T | F | 'keysFull' {
      let held = keys.get(key);
      if (held === undefined) {
        if (keys.size >= MOST_KEYS) return 'keysFull';
        held = new Map();
        keys.set(key, held);
      }
      if (held.size >= kind.most) return kind.full;
      held.set(item.id, item);
      return item;
    },
    replace(key: string, item: T): boolean {
      const held = keys.get(key);
      if (held?.has(item.id) !== true) return false;
      held.set(item.id, item);
      return true;
    },
    remove: (key: string, id: string) => keys.get(key)?.delete(id) === true,
  };
}

/**
 * The 10 hexadecimal digits an ID has after its time, fixed for a book (a MongoDB ObjectId's
 * machine and process part): from the double's seed.
 * @internal
 */
export function idMiddle(seedHash: number): string {
  const high = (seedHash >>> 0).toString(16).padStart(8, '0');
  return `${high}${((seedHash >>> 8) & 0xff).toString(16).padStart(2, '0')}`;
}

/**
 * An ID as the service's (a MongoDB ObjectId): the seconds of `nowMs` (8 hexadecimal digits), the
 * book's 10 digits, and a counter (6 digits).
 * @internal
 */
export function objectId(nowMs: number, middle: string, counter: number): string {
  const seconds = Math.max(0, Math.floor(nowMs / 1000)) % 2 ** 32;
  return `${seconds.toString(16).padStart(8, '0')}${middle}${(counter % 2 ** 24).toString(16).padStart(6, '0')}`;
}

/**
 * A book in memory, bounded: at most {@link MOST_KEYS} keys of {@link MOST_STATIONS_PER_KEY}
 * stations and {@link MOST_MEASUREMENTS_PER_KEY} measurements each (the oldest dropped), so its
 * size stays flat however many are posted. `seedHash` makes the IDs' middle digits.
 * @internal
 */
export function createMemoryStationBook(seedHash: number): StationBook {
  const stations = memoryShelf<StoredStation, 'stationsFull'>(
    { most: MOST_STATIONS_PER_KEY, full: 'stationsFull' },
    seedHash,
  );
  // A key's ring, from its first station on.
  const rings = new Map<string, Ring>();
  return {
    ...stations,
    add(key, station) {
      const added = stations.add(key, station);
      if (!rings.has(key) && stations.has(key)) rings.set(key, { items: [], next: 0 });
      return added;
    },
    remove(key, id) {
      const ring = rings.get(key);
      if (!stations.remove(key, id) || ring === undefined) return false;
      const kept = inOrder(ring).filter((m) => m.station_id !== id);
      ring.items.length = 0;
      ring.items.push(...kept);
      ring.next = 0;
      return true;
    },
    addMeasurements(key, measurements) {
      const ring = rings.get(key);
      if (ring === undefined) return;
      for (const measurement of measurements) {
        if (ring.items.length < MOST_MEASUREMENTS_PER_KEY) {
          ring.items.push(measurement);
        } else {
          ring.items[ring.next] = measurement;
          ring.next = (ring.next + 1) % MOST_MEASUREMENTS_PER_KEY;
        }
      }
    },
    measurements: (key, stationId) => {
      const ring = rings.get(key);
      return ring === undefined ? [] : inOrder(ring).filter((m) => m.station_id === stationId);
    },
  };
}
