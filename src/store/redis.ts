/**
 * The shared store on Redis (through ioredis, an optional peer dependency loaded only here): each
 * key's quota window is one small hash, counted by one Lua script per request (atomic in Redis, so
 * any number of doubles count one quota exactly) and expiring with its window; and the weather
 * stations of every key (Weather Stations 3.0), so that several servers hold the same. Node only.
 * @internal
 */
import { createHash } from 'node:crypto';
import type { RecordedRequest, WeatherStore } from '../core/index.js';
import { CONTROL_BUS, type ControlBus, STORE_DOWN } from '../core/internal.js';
import { invalidOption, WeatherDoubleError } from '../errors.js';
import {
  idMiddle,
  MOST_KEYS,
  MOST_MEASUREMENTS_PER_KEY,
  MOST_STATIONS_PER_KEY,
  objectId,
  type StationBook,
  type StoredMeasurement,
  type StoredStation,
} from '../routes/station-book.js';
import { MOST_TRIGGERS_PER_KEY, type StoredTrigger, type TriggerBook } from '../routes/trigger-book.js';

/**
 * The options of {@link createRedisStore}.
 *
 * @example
 * ```ts
 * const options: RedisStoreOptions = { url: 'redis://127.0.0.1:6379', prefix: 'staging:' };
 * ```
 */
export interface RedisStoreOptions {
  /**
   * The Redis server: `redis://[[user]:password@]host[:port][/db]` (or `rediss://` for TLS).
   * @default 'redis://127.0.0.1:6379'
   */
  url?: string;
  /**
   * Put before every key the store writes, so that several doubles with their own quotas (or other
   * users of the same Redis) do not mix.
   * @default 'weather-double:'
   */
  prefix?: string;
  /**
   * How long a request waits for Redis before it is answered 500, in milliseconds; also how long
   * {@link createRedisStore} waits for the first connection (it resolves either way: the store
   * keeps reconnecting).
   * @default 2000
   */
  timeoutMs?: number;
  /**
   * Also keep a shared request log in Redis: every request each double answers (the key masked, as
   * in `server.requests`), the last 1000 of all of them, read with {@link RedisStore.requests}.
   * @default false
   */
  log?: boolean;
  /**
   * Told when the store goes down (with why) and when it is back. The CLI prints these lines.
   * @default a `[weather-double]` line on the console (console.error)
   */
  onStatus?: (status: 'down' | 'up', message: string) => void;
}

/**
 * A {@link WeatherStore} on Redis, with `close()` to end its connection.
 *
 * @example
 * ```ts
 * const store = await createRedisStore({ url: 'redis://127.0.0.1:6379' });
 * await store.close();
 * ```
 */
export interface RedisStore extends WeatherStore {
  /**
   * The shared request log (with `log: true`): the last {@link SHARED_LOG_LIMIT} requests that
   * every double using this Redis and prefix answered, oldest first; `[]` without `log`.
   * @example
   * ```ts
   * const store = await createRedisStore({ url: 'redis://127.0.0.1:6379', log: true });
   * console.log((await store.requests()).filter((r) => r.status === 429).length);
   * ```
   */
  requests(): Promise<RecordedRequest[]>;
  /** Ends the connection to Redis (the store then fails every request). Safe to call twice. */
  close(): Promise<void>;
}

/** How many requests the shared log keeps (the most recent ones), as `server.requests` does. */
const SHARED_LOG_LIMIT = 1000;

/**
 * One request against a key's window (KEYS[1], a hash: `s` the window's start, `c` its count),
 * at ARGV[1] ms on the double's clock, window ARGV[2] ms, limit ARGV[3]: returns 1 when over the
 * limit. A new window (none yet, ended, or the clock went back) starts at 1 and expires with its
 * window; a request over the limit is not counted.
 */
const TAKE_SCRIPT = `
local start = tonumber(redis.call('HGET', KEYS[1], 's'))
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
if start == nil or now < start or now >= start + window then
  redis.call('HSET', KEYS[1], 's', ARGV[1], 'c', 1)
  redis.call('PEXPIRE', KEYS[1], window)
  return 0
end
if tonumber(redis.call('HGET', KEYS[1], 'c')) >= tonumber(ARGV[3]) then return 1 end
redis.call('HINCRBY', KEYS[1], 'c', 1)
return 0
`;

/**
 * Adds a station or a trigger (KEYS[1] the key's items, a hash by ID; KEYS[2] the set of keys that
 * hold such items): ARGV[1] the key's hash, ARGV[2] the ID, ARGV[3] the item's JSON, ARGV[4] the
 * most items a key holds, ARGV[5] the most keys. Returns 0, or 1 (the key's items are full), or 2
 * (the keys are).
 */
const ADD_ITEM_SCRIPT = `
if redis.call('SISMEMBER', KEYS[2], ARGV[1]) == 0 then
  if redis.call('SCARD', KEYS[2]) >= tonumber(ARGV[5]) then return 2 end
  redis.call('SADD', KEYS[2], ARGV[1])
end
if redis.call('HLEN', KEYS[1]) >= tonumber(ARGV[4]) then return 1 end
redis.call('HSET', KEYS[1], ARGV[2], ARGV[3])
return 0
`;

/** Replaces a station or trigger that is there (KEYS[1] the hash, ARGV[1] the ID, ARGV[2] its JSON): 1, or 0. */
const REPLACE_ITEM_SCRIPT = `
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1
`;

/**
 * Removes a station (KEYS[1] the hash, ARGV[1] the ID) and its measurements (KEYS[2], a list of
 * JSON): 1, or 0 when there was none.
 */
const REMOVE_STATION_SCRIPT = `
if redis.call('HDEL', KEYS[1], ARGV[1]) == 0 then return 0 end
local items = redis.call('LRANGE', KEYS[2], 0, -1)
redis.call('DEL', KEYS[2])
for _, item in ipairs(items) do
  if cjson.decode(item).station_id ~= ARGV[1] then redis.call('RPUSH', KEYS[2], item) end
end
return 1
`;

/** The URL without its password, for messages: `redis://:***@host:6379`. @internal */
function redisLabel(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.href.replace(/\/$/, '');
  } catch {
    return 'redis://(unreadable URL)';
  }
}

/** The part of ioredis the store uses (with the commands its control bus passes on as they are). */
interface RedisClient
  extends Pick<
    ControlBus,
    'incr' | 'get' | 'set' | 'del' | 'hset' | 'hdel' | 'hgetall' | 'hincrby' | 'hvals' | 'publish'
  > {
  status: string;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'ready' | 'end', listener: () => void): unknown;
  on(event: 'message', listener: (channel: string, message: string) => void): unknown;
  once(event: 'ready', listener: () => void): unknown;
  off(event: 'ready', listener: () => void): unknown;
  defineCommand(name: string, definition: { numberOfKeys: number; lua: string }): void;
  ping(): Promise<string>;
  lrange(key: string, start: number, stop: number): Promise<string[]>;
  pipeline(): {
    lpush(key: string, value: string): unknown;
    ltrim(key: string, start: number, stop: number): unknown;
    exec(): Promise<unknown>;
  };
  quit(): Promise<unknown>;
  disconnect(): void;
  weatherDoubleTake(key: string, now: number, window: number, limit: number): Promise<number>;
  weatherDoubleAddItem(
    stations: string,
    keys: string,
    keyHash: string,
    id: string,
    json: string,
    most: number,
    mostKeys: number,
  ): Promise<number>;
  weatherDoubleReplaceItem(stations: string, id: string, json: string): Promise<number>;
  weatherDoubleRemoveStation(stations: string, measurements: string, id: string): Promise<number>;
  subscribe(...channels: string[]): Promise<unknown>;
  duplicate(): RedisClient;
  hget(key: string, field: string): Promise<string | null>;
  incrby(key: string, by: number): Promise<number>;
  rpush(key: string, ...values: string[]): Promise<number>;
  ltrim(key: string, start: number, stop: number): Promise<unknown>;
}

/** Loads ioredis, or says how to install it. */
async function loadRedis(): Promise<new (url: string, options: object) => RedisClient> {
  try {
    const module: { Redis?: unknown; default?: unknown } = await import('ioredis');
    const Redis = module.Redis ?? module.default;
    if (typeof Redis !== 'function') throw new Error('ioredis exports no Redis class');
    // ioredis's class, seen through the part of it the store uses (RedisClient, its own types' subset).
    return Redis as new (
      url: string,
      options: object,
    ) => RedisClient;
  } catch (error) {
    throw new WeatherDoubleError(
      'INVALID_OPTION',
      'Invalid option store: a Redis store needs the ioredis package, which is not installed; run `npm install ioredis` beside weather-double.',
      { path: 'store', cause: error },
    );
  }
}

/**
 * Connects a {@link WeatherStore} to Redis, for the `store` option of `startWeatherServer` and
 * `createWeatherDouble` (and `weather-double serve --store redis://…`): every double given a store
 * on the same Redis (and `prefix`) counts one quota per key and window, atomically, however many
 * processes or machines there are. A window is a hash of two numbers that expires when the window
 * ends (on Redis's clock; with a frozen `now` the window still lasts its length in real time there),
 * under a key made of the prefix, the quota and a SHA-256 of the API key (the key itself is never
 * written to Redis). The same store keeps the weather stations and measurements of each API key
 * (`/data/3.0/stations`, `/data/3.0/measurements`; docs/stations.md), under the prefix and the
 * key's SHA-256, bounded as in memory: every double given it holds the same stations.
 *
 * While Redis is down, each request that counts against the quota is answered with the service's
 * 500 at once, and the store reconnects (every 50 ms at first, then every 2 s); `onStatus` is told
 * when it goes down and when it is back. Needs the `ioredis` package (`npm install ioredis`).
 *
 * @param options - where Redis is, the key prefix, the time limit; all optional.
 * @returns once connected, or after `timeoutMs` without a connection (it keeps trying).
 * @throws {WeatherDoubleError} `INVALID_OPTION` for a bad option or when ioredis is not installed.
 * @example
 * ```ts
 * import { createRedisStore, startWeatherServer } from 'weather-double/server';
 *
 * const store = await createRedisStore({ url: process.env.REDIS_URL });
 * const server = await startWeatherServer({ port: 8080, quota: { limit: 60 }, store });
 * // ... later
 * await server.close();
 * await store.close();
 * ```
 */
export async function createRedisStore(options: RedisStoreOptions = {}): Promise<RedisStore> {
  const { url, prefix, timeoutMs, log, onStatus } = readRedisStoreOptions(options);
  const label = redisLabel(url);
  const Redis = await loadRedis();
  const client = new Redis(url, {
    // A request never waits in a queue for a connection that may not come: it fails (500) at once.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: timeoutMs,
    connectTimeout: timeoutMs,
    retryStrategy: (times: number) => Math.min(times * 50, 2000),
  });
  client.defineCommand('weatherDoubleTake', { numberOfKeys: 1, lua: TAKE_SCRIPT });
  client.defineCommand('weatherDoubleAddItem', { numberOfKeys: 2, lua: ADD_ITEM_SCRIPT });
  client.defineCommand('weatherDoubleReplaceItem', { numberOfKeys: 1, lua: REPLACE_ITEM_SCRIPT });
  client.defineCommand('weatherDoubleRemoveStation', { numberOfKeys: 2, lua: REMOVE_STATION_SCRIPT });
  let closed = false;
  const outage = outageReporter(label, onStatus, () => closed);
  client.on('error', (error: Error & { code?: string }) => outage.goDown(error.code ?? error.message));
  client.on('ready', outage.comeBack);
  await firstReady(client, timeoutMs);
  const keyOf = (key: string, limit: number, windowMs: number) =>
    `${prefix}quota:${limit}:${windowMs}:${createHash('sha256').update(key).digest('base64url')}`;
  /**
   * What failed, as a message that names the store. Redis's own error replies are failures of
   * their own; anything else (not connected, a dropped or stalled connection) is the outage, said
   * once: the error's `code` is then `STORE_DOWN`, and the double adds no line of its own.
   */
  const failure = (error: unknown, answered500: boolean) => {
    const text = error instanceof Error ? error.message : String(error);
    if (error instanceof Error && error.name === 'ReplyError') {
      return new Error(`The quota store ${label} failed: ${text}`, { cause: error });
    }
    outage.goDown(client.status === 'ready' ? text : `not connected: ${client.status}`);
    if (answered500) outage.countFailed();
    return Object.assign(new Error(`The quota store ${label} is down: ${text}`, { cause: error }), {
      code: STORE_DOWN,
    });
  };
  const logKey = `${prefix}requests`;
  const shared = {
    // Newest first in Redis, trimmed to the limit; a failure is the store's down line, already said.
    logRequest(entry: RecordedRequest) {
      const add = client.pipeline();
      add.lpush(logKey, JSON.stringify(entry));
      add.ltrim(logKey, 0, SHARED_LOG_LIMIT - 1);
      add.exec().catch(() => undefined);
    },
  };
  const control = redisControlBus(client, prefix, timeoutMs);
  const store: RedisStore = {
    label,
    ...(log ? shared : {}),
    async requests() {
      if (!log) return [];
      try {
        const entries = await client.lrange(logKey, 0, SHARED_LOG_LIMIT - 1);
        return entries.reverse().map((entry) => Object.freeze(JSON.parse(entry) as RecordedRequest));
      } catch (error) {
        throw failure(error, false);
      }
    },
    async takeQuota(key, nowMs, { limit, windowMs }) {
      try {
        const over =
          (await client.weatherDoubleTake(keyOf(key, limit, windowMs), nowMs, windowMs, limit)) === 1;
        outage.comeBack();
        return over;
      } catch (error) {
        throw failure(error, true);
      }
    },
    stationBook: (seedHash: number) =>
      redisStationBook(client, prefix, seedHash, (error) => failure(error, true)),
    triggerBook: (seedHash: number) =>
      redisTriggerBook(client, prefix, seedHash, (error) => failure(error, true)),
    async ping() {
      try {
        await client.ping();
      } catch (error) {
        throw failure(error, false);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      control.close();
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
    },
  };
  // Out of sight of the public type (and of spreads and logs): only the server's control plane reads it.
  return Object.defineProperty(store, CONTROL_BUS, { value: control.bus });
}

/**
 * The store's {@link ControlBus}: the control plane's state on the store's connection, its
 * messages on a connection of their own (made when first listened to: a subscribed connection
 * takes no other command); `close` ends that one.
 */
function redisControlBus(
  client: RedisClient,
  prefix: string,
  timeoutMs: number,
): { readonly bus: ControlBus; close(): void } {
  let listener: RedisClient | undefined;
  const bus: ControlBus = {
    prefix,
    async listen(channels, onMessage) {
      listener ??= client.duplicate();
      const connection = listener;
      // Redis being down is said by the store's own connection, once per outage.
      connection.on('error', () => {});
      connection.on('message', onMessage);
      const join = () =>
        connection.subscribe(...channels).then(
          () => true,
          () => false,
        );
      await firstReady(connection, timeoutMs);
      if (connection.status === 'ready' && (await join())) return;
      // Not connected yet: it joins once it is (and ioredis subscribes again after each reconnection).
      const retry = async () => {
        if (!(await join())) connection.once('ready', retry);
      };
      connection.once('ready', retry);
    },
    publish: (channel, message) => client.publish(channel, message),
    incr: (key) => client.incr(key),
    get: (key) => client.get(key),
    set: (key, value) => client.set(key, value),
    del: (key) => client.del(key),
    hset: (key, field, value) => client.hset(key, field, value),
    hdel: (key, field) => client.hdel(key, field),
    hgetall: (key) => client.hgetall(key),
    hincrby: (key, field, by) => client.hincrby(key, field, by),
    hvals: (key) => client.hvals(key),
  };
  return { bus, close: () => listener?.disconnect() };
}

/**
 * Each key's items of one kind (`stations`, `triggers`) of every double on this Redis and prefix: a
 * hash by ID under a SHA-256 of the key (never the key itself), the set of keys that hold some, and
 * one ID counter; adding and replacing are each one Lua script (atomic). `failed` turns a failure
 * into the store's error (the 500, said once per outage).
 */
function redisShelf<T extends { readonly id: string; readonly createdMs: number }, F extends string>(
  client: RedisClient,
  prefix: string,
  kind: { readonly name: string; readonly most: number; readonly full: F; readonly seedHash: number },
  failed: (error: unknown) => Error,
) {
  const middle = idMiddle(kind.seedHash);
  const counter = `${prefix}${kind.name}:counter`;
  const hashOf = (key: string) => createHash('sha256').update(key).digest('base64url');
  const itemsKey = (key: string) => `${prefix}${kind.name}:${hashOf(key)}`;
  const guarded = <R>(run: () => Promise<R>): Promise<R> =>
    run().catch((error: unknown) => {
      throw failed(error);
    });
  const byAge = (a: T, b: T) => a.createdMs - b.createdMs || (a.id < b.id ? -1 : 1);
  return {
    hashOf,
    itemsKey,
    guarded,
    /** `count` fresh IDs, consecutive (one INCRBY of the shared counter). */
    newIds: (nowMs: number, count: number) =>
      guarded(async () => {
        const last = await client.incrby(counter, count);
        return Array.from({ length: count }, (_, k) => objectId(nowMs, middle, last - count + k + 1));
      }),
    newId: (nowMs: number) => guarded(async () => objectId(nowMs, middle, await client.incr(counter))),
    list: (key: string) =>
      guarded(async () =>
        (await client.hvals(itemsKey(key))).map((json) => JSON.parse(json) as T).sort(byAge),
      ),
    get: (key: string, id: string) =>
      guarded(async () => {
        const json = await client.hget(itemsKey(key), id);
        return json === null ? undefined : (JSON.parse(json) as T);
      }),
    add: (key: string, item: T) =>
      guarded(async (): Promise<T | F | 'keysFull'> => {
        const refused = await client.weatherDoubleAddItem(
          itemsKey(key),
          `${prefix}${kind.name}:keys`,
          hashOf(key),
          item.id,
          JSON.stringify(item),
          kind.most,
          MOST_KEYS,
        );
        return refused === 0 ? item : refused === 1 ? kind.full : 'keysFull';
      }),
    replace: (key: string, item: T) =>
      guarded(
        async () =>
          (await client.weatherDoubleReplaceItem(itemsKey(key), item.id, JSON.stringify(item))) === 1,
      ),
    remove: (key: string, id: string) => guarded(async () => (await client.hdel(itemsKey(key), id)) === 1),
  };
}

/**
 * The weather stations of every double on this Redis and prefix (`RedisStore.stationBook`): the
 * stations a {@link redisShelf}, each key's measurements a list trimmed to
 * {@link MOST_MEASUREMENTS_PER_KEY}; removing a station (and its measurements) one Lua script.
 */
function redisStationBook(
  client: RedisClient,
  prefix: string,
  seedHash: number,
  failed: (error: unknown) => Error,
): StationBook {
  const stations = redisShelf<StoredStation, 'stationsFull'>(
    client,
    prefix,
    { name: 'stations', most: MOST_STATIONS_PER_KEY, full: 'stationsFull', seedHash },
    failed,
  );
  const { guarded, hashOf } = stations;
  const measurementsKey = (key: string) => `${prefix}measurements:${hashOf(key)}`;
  return {
    ...stations,
    remove: (key, id) =>
      guarded(
        async () =>
          (await client.weatherDoubleRemoveStation(stations.itemsKey(key), measurementsKey(key), id)) === 1,
      ),
    addMeasurements: (key, measurements) =>
      guarded(async () => {
        if (measurements.length === 0) return;
        const list = measurementsKey(key);
        await client.rpush(list, ...measurements.map((m) => JSON.stringify(m)));
        await client.ltrim(list, -MOST_MEASUREMENTS_PER_KEY, -1);
      }),
    measurements: (key, stationId) =>
      guarded(async () =>
        (await client.lrange(measurementsKey(key), 0, -1))
          .map((json) => JSON.parse(json) as StoredMeasurement)
          .filter((m) => m.station_id === stationId),
      ),
  };
}

/**
 * The triggers of every double on this Redis and prefix (`RedisStore.triggerBook`): a
 * {@link redisShelf}; removing one is one HDEL; a trigger's parts take consecutive IDs (INCRBY).
 */
function redisTriggerBook(
  client: RedisClient,
  prefix: string,
  seedHash: number,
  failed: (error: unknown) => Error,
): TriggerBook {
  return redisShelf<StoredTrigger, 'triggersFull'>(
    client,
    prefix,
    { name: 'triggers', most: MOST_TRIGGERS_PER_KEY, full: 'triggersFull', seedHash },
    failed,
  );
}

/**
 * One outage of the store, said once when it starts and once when it ends, with how many requests
 * it failed: a line per failed request flooded the console (8,319 lines in a 4-second outage).
 */
function outageReporter(label: string, onStatus: RedisStoreOptions['onStatus'], isClosed: () => boolean) {
  const tell = onStatus ?? ((_status: 'down' | 'up', message: string) => console.error(message));
  let outage: { since: number; failed: number } | undefined;
  return {
    goDown(why: string) {
      if (outage !== undefined || isClosed()) return;
      outage = { since: Date.now(), failed: 0 };
      tell(
        'down',
        `[weather-double] The quota store ${label} is down (${why}): requests that count against the quota are answered 500 until it is back; reconnecting.`,
      );
    },
    countFailed() {
      if (outage !== undefined) outage.failed += 1;
    },
    /** Back when the connection is ready again, or when a command succeeds after a stall. */
    comeBack() {
      if (outage === undefined) return;
      const { since, failed } = outage;
      outage = undefined;
      const seconds = ((Date.now() - since) / 1000).toFixed(1);
      tell(
        'up',
        `[weather-double] The quota store ${label} is back after ${seconds} s; ${failed} ${failed === 1 ? 'request was' : 'requests were'} answered 500 while it was down.`,
      );
    },
  };
}

/** The options of {@link createRedisStore}, checked, with their defaults. */
function readRedisStoreOptions(options: RedisStoreOptions) {
  const {
    url = 'redis://127.0.0.1:6379',
    prefix = 'weather-double:',
    timeoutMs = 2000,
    log = false,
    onStatus,
  } = options;
  if (typeof url !== 'string' || !/^rediss?:\/\/[^\s]*$/.test(url)) {
    throw invalidOption('url', "a Redis URL: 'redis://host:port' (or rediss:// for TLS)", url);
  }
  if (typeof prefix !== 'string') throw invalidOption('prefix', "a string, e.g. 'weather-double:'", prefix);
  if (typeof timeoutMs !== 'number' || !Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > 60_000) {
    throw invalidOption('timeoutMs', 'an integer of milliseconds from 1 to 60000', timeoutMs);
  }
  if (typeof log !== 'boolean') throw invalidOption('log', 'true or false', log);
  if (onStatus !== undefined && typeof onStatus !== 'function') {
    throw invalidOption('onStatus', 'a function (status, message) => void', onStatus);
  }
  return { url, prefix, timeoutMs, log, onStatus };
}

/** Waits until the client is ready, at most `timeoutMs` (a store that is down starts anyway). */
function firstReady(
  client: {
    status: string;
    once(event: 'ready', listener: () => void): unknown;
    off(event: 'ready', listener: () => void): unknown;
  },
  timeoutMs: number,
): Promise<void> {
  return new Promise<void>((resolve) => {
    if (client.status === 'ready') return resolve();
    const timer = setTimeout(() => {
      client.off('ready', done);
      resolve();
    }, timeoutMs);
    function done() {
      clearTimeout(timer);
      resolve();
    }
    client.once('ready', done);
  });
}
