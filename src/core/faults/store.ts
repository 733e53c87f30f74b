import { invalidOption } from '../../errors.js';
import type { StationBook } from '../../routes/station-book.js';
import type { TriggerBook } from '../../routes/trigger-book.js';
import type { RecordedRequest } from '../log.js';

/**
 * Where a double keeps what must be shared by several processes: the quota's count of each key.
 * Give the same store (one Redis, say) to every double that should count one quota together:
 * the workers of `weather-double serve --workers N`, or servers on several machines behind a load
 * balancer. `createRedisStore` (`weather-double/server`) is the one the package ships; any object
 * with these methods will do (a test's fake, another engine).
 *
 * Without a store each double counts on its own, in memory, as it always has.
 *
 * @example
 * ```ts
 * import { createRedisStore, startWeatherServer } from 'weather-double/server';
 *
 * const store = await createRedisStore({ url: 'redis://127.0.0.1:6379' });
 * const server = await startWeatherServer({ port: 0, quota: { limit: 10 }, store });
 * ```
 */
export interface WeatherStore {
  /**
   * Counts one request of `key` at `nowMs` (the double's clock, in milliseconds) against a fixed
   * window of `windowMs` that opens at the key's first request; resolves `true` when the request
   * is over `limit` (the answer is then the service's 429). Requests over the limit are not counted;
   * a clock that goes back opens a new window. It must count atomically: two doubles asking at
   * once never both get the last request of a window. A rejection is answered with the service's
   * 500 and a console line saying why, except a rejection whose error's `code` is `'STORE_DOWN'`
   * (the store is not connected, and says so itself once per outage, not once per request).
   */
  takeQuota(
    key: string,
    nowMs: number,
    quota: { readonly limit: number; readonly windowMs: number },
  ): Promise<boolean>;
  /**
   * Whether the store answers now: resolves when it does, rejects saying why when it does not
   * (the server's health check asks it).
   */
  ping(): Promise<void>;
  /** A name for messages and logs, without secrets: `'redis://127.0.0.1:6379'`. */
  readonly label: string;
  /**
   * When present, the store keeps a shared request log: each request a double answers is handed to
   * it as the double's own log shows it (the key masked), as decided (an answer given up later,
   * `aborted` or `closed` in the double's log, shows as answered here). What it does with a failure
   * is its own business: it must not throw.
   */
  readonly logRequest?: (entry: RecordedRequest) => void;
  /**
   * When present, the store keeps the weather stations (Weather Stations 3.0) of every double that
   * uses it, so that several servers hold the same stations: the book of stations and measurements
   * per API key (`seedHash` makes the middle digits of the IDs it gives). Without it, each double
   * keeps its stations in memory. `createRedisStore` keeps them.
   */
  readonly stationBook?: (seedHash: number) => StationBook;
  /**
   * When present, the store keeps the triggers (the Weather Triggers API) of every double that uses
   * it, so that several servers hold the same triggers (their alerts are worked out from the
   * weather, not kept). Without it, each double keeps its triggers in memory. `createRedisStore`
   * keeps them.
   */
  readonly triggerBook?: (seedHash: number) => TriggerBook;
}

/**
 * The `code` of a store's rejection while it is not connected: the store says so once per outage,
 * so the 500 it causes adds no console line of its own.
 * @internal
 */
export const STORE_DOWN = 'STORE_DOWN';

/** Whether `error` is a store's {@link STORE_DOWN} rejection. @internal */
export function isStoreDown(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === STORE_DOWN;
}

/** Checks `store`: an object with `takeQuota`, `ping` and `label`. @internal */
export function readStore(value: unknown): WeatherStore | undefined {
  if (value === undefined) return undefined;
  const store = value as Partial<WeatherStore> | null;
  if (
    typeof store !== 'object' ||
    store === null ||
    typeof store.takeQuota !== 'function' ||
    typeof store.ping !== 'function' ||
    typeof store.label !== 'string' ||
    (store.logRequest !== undefined && typeof store.logRequest !== 'function') ||
    (store.stationBook !== undefined && typeof store.stationBook !== 'function') ||
    (store.triggerBook !== undefined && typeof store.triggerBook !== 'function')
  ) {
    throw invalidOption(
      'store',
      'a store: an object with takeQuota(key, nowMs, quota), ping() and label (e.g. await createRedisStore({ url }))',
      value,
    );
  }
  return store as WeatherStore;
}

/**
 * The key of a store's {@link ControlBus}, when it offers one (the Redis store does): a symbol, so
 * the public `WeatherStore` interface does not change.
 * @internal
 */
export const CONTROL_BUS = Symbol.for('weather-double.control-bus');

/**
 * What a store offers to share the control plane (scenarios, clock, log) between the servers that
 * use it: messages to every one of them, and a few shared values, under the store's prefix.
 * @internal
 */
export interface ControlBus {
  /** Listens to `channels` on a connection of its own; resolves once listening. */
  listen(channels: readonly string[], onMessage: (channel: string, message: string) => void): Promise<void>;
  /** Sends `message` on `channel`: resolves to how many listeners got it. */
  publish(channel: string, message: string): Promise<number>;
  incr(key: string): Promise<number>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<unknown>;
  del(key: string): Promise<unknown>;
  hset(key: string, field: string, value: string): Promise<unknown>;
  hdel(key: string, field: string): Promise<unknown>;
  hgetall(key: string): Promise<Record<string, string>>;
  hincrby(key: string, field: string, by: number): Promise<number>;
  hvals(key: string): Promise<string[]>;
  /** The prefix of every key and channel. */
  readonly prefix: string;
}

/** The store's {@link ControlBus}, or `undefined`. @internal */
export function controlBusOf(store: unknown): ControlBus | undefined {
  if (typeof store !== 'object' || store === null) return undefined;
  return (store as { [CONTROL_BUS]?: ControlBus })[CONTROL_BUS];
}
