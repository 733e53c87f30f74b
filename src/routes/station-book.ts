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
export interface StationBook {
  /** A fresh station ID: unique in the book, 24 hexadecimal digits, made at `nowMs`. */
  newId(nowMs: number): string | Promise<string>;
  /** The key's stations, oldest first. */
  list(key: string): readonly StoredStation[] | Promise<readonly StoredStation[]>;
  /** The key's station of that ID; `undefined` when it has none. */
  get(key: string, id: string): StoredStation | undefined | Promise<StoredStation | undefined>;
  /**
   * Adds the key's station, or says why not: `'stationsFull'` (the key holds 100), `'keysFull'`
   * (the book holds as many keys as it can).
   */
  add(
    key: string,
    station: StoredStation,
  ): StoredStation | 'stationsFull' | 'keysFull' | Promise<StoredStation | 'stationsFull' | 'keysFull'>;
  /** Replaces the key's station of the same ID; `false` when the key has none of that ID. */
  replace(key: string, station: StoredStation): boolean | Promise<boolean>;
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

/** One key's part of a memory book. */
interface KeyPart {
  readonly stations: Map<string, StoredStation>;
  /** A ring of the last {@link MOST_MEASUREMENTS_PER_KEY} measurements: `next` is the oldest once full. */
  readonly ring: StoredMeasurement[];
  next: number;
}

/** The ring's measurements, oldest first. */
function inOrder(part: KeyPart): StoredMeasurement[] {
  return part.ring.length < MOST_MEASUREMENTS_PER_KEY
    ? part.ring
    : [...part.ring.slice(part.next), ...part.ring.slice(0, part.next)];
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
  const keys = new Map<string, KeyPart>();
  const middle = idMiddle(seedHash);
  let counter = 0;
  const part = (key: string) => keys.get(key);
  return {
    newId(nowMs) {
      counter += 1;
      return objectId(nowMs, middle, counter);
    },
    list: (key) => [...(part(key)?.stations.values() ?? [])],
    get: (key, id) => part(key)?.stations.get(id),
    add(key, station) {
      let held = part(key);
      if (held === undefined) {
        if (keys.size >= MOST_KEYS) return 'keysFull';
        held = { stations: new Map(), ring: [], next: 0 };
        keys.set(key, held);
      }
      if (held.stations.size >= MOST_STATIONS_PER_KEY) return 'stationsFull';
      held.stations.set(station.id, station);
      return station;
    },
    replace(key, station) {
      const held = part(key);
      if (held?.stations.has(station.id) !== true) return false;
      held.stations.set(station.id, station);
      return true;
    },
    remove(key, id) {
      const held = part(key);
      if (held?.stations.delete(id) !== true) return false;
      const kept = inOrder(held).filter((m) => m.station_id !== id);
      held.ring.length = 0;
      held.ring.push(...kept);
      held.next = 0;
      return true;
    },
    addMeasurements(key, measurements) {
      const held = part(key);
      if (held === undefined) return;
      for (const measurement of measurements) {
        if (held.ring.length < MOST_MEASUREMENTS_PER_KEY) {
          held.ring.push(measurement);
        } else {
          held.ring[held.next] = measurement;
          held.next = (held.next + 1) % MOST_MEASUREMENTS_PER_KEY;
        }
      }
    },
    measurements: (key, stationId) => {
      const held = part(key);
      return held === undefined ? [] : inOrder(held).filter((m) => m.station_id === stationId);
    },
  };
}
