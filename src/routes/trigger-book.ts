// Where a double keeps the triggers of the Weather Triggers API (`/data/3.0/triggers`): per API key,
// bounded, in memory (createMemoryTriggerBook) or in a shared store (`WeatherStore.triggerBook`,
// e.g. Redis) so that several servers hold the same triggers. A trigger's alerts are not kept: they
// are worked out from the weather when asked (triggers/alerts.ts). Nothing here is module
// state.

import { type KeptPerKey, memoryShelf } from './station-book.js';

/** The most triggers one API key holds; the next is refused until one is deleted. @internal */
export const MOST_TRIGGERS_PER_KEY = 100;

/** The most alerts of one trigger deleted one by one that the book remembers (the oldest forgotten). @internal */
export const MOST_DELETED_ALERTS = 1_000;

/**
 * One end of a trigger's time period, as the service's page gives it: `after` (milliseconds after
 * the moment of a check), `before` (milliseconds before it) or `exact` (a Unix time in milliseconds).
 *
 * @example
 * ```ts
 * const start: TriggerTime = { expression: 'after', amount: 132000000 };
 * ```
 */
export interface TriggerTime {
  readonly expression: 'after' | 'before' | 'exact';
  readonly amount: number;
}

/**
 * A condition of a trigger, with the ID the service gives it.
 *
 * @example
 * ```ts
 * const condition: TriggerCondition = { id: '585268b72516b90010058186', name: 'temp', expression: '$gt', amount: 299 };
 * ```
 */
export interface TriggerCondition {
  readonly id: string;
  /** `temp` (kelvin), `pressure` (hPa), `humidity` (%), `wind_speed` (m/s), `wind_direction` (°), `clouds` (%). */
  readonly name: 'temp' | 'pressure' | 'humidity' | 'wind_speed' | 'wind_direction' | 'clouds';
  readonly expression: '$gt' | '$gte' | '$lt' | '$lte' | '$eq' | '$ne';
  readonly amount: number;
}

/**
 * A GeoJSON geometry of a trigger's area, with the ID the service gives it.
 *
 * @example
 * ```ts
 * const point: TriggerGeometry = { id: '585268b72516b90010058185', type: 'Point', coordinates: [53, 37] };
 * ```
 */
export interface TriggerGeometry {
  readonly id: string;
  readonly type: 'Point' | 'MultiPoint' | 'Polygon' | 'MultiPolygon';
  /** GeoJSON's coordinates of the type: `[lon, lat]`, or nested lists of them. */
  readonly coordinates: readonly unknown[];
}

/**
 * A trigger as a {@link TriggerBook} keeps it: what its request gave (with the IDs of its parts) and
 * what the double needs to work out its alerts.
 *
 * @example
 * ```ts
 * const trigger: StoredTrigger = {
 *   id: '585268b72516b90010058184', createdMs: 0, checkedFromMs: 0,
 *   start: { expression: 'after', amount: 132000000 }, end: { expression: 'after', amount: 432000000 },
 *   conditions: [{ id: '585268b72516b90010058186', name: 'temp', expression: '$gt', amount: 299 }],
 *   area: [{ id: '585268b72516b90010058185', type: 'Point', coordinates: [53, 37] }],
 *   deletedAlerts: [],
 * };
 * ```
 */
export interface StoredTrigger {
  /** Its ID: 24 hexadecimal digits. */
  readonly id: string;
  /** When it was made, milliseconds on the double's clock. */
  readonly createdMs: number;
  /** When it was made or last replaced: checked then, and every whole hour after. */
  readonly checkedFromMs: number;
  /**
   * When its alerts were last all deleted: only the checks after it count.
   * @default none: every check counts
   */
  readonly clearedMs?: number;
  readonly start: TriggerTime;
  readonly end: TriggerTime;
  readonly conditions: readonly TriggerCondition[];
  readonly area: readonly TriggerGeometry[];
  /** The IDs of its alerts deleted one by one, oldest first (at most 1,000). */
  readonly deletedAlerts: readonly string[];
}

/**
 * Where a double keeps the triggers of every API key (`key` is the request's `appid`): a store's
 * `triggerBook` gives one (`createRedisStore`'s keeps them in Redis), else each double keeps its own
 * in memory. Each method answers now or later; a rejection is answered with the service's 500. The
 * double checks every request before it asks the book, and keeps at most 100 triggers a key.
 *
 * @example
 * ```ts
 * const store: WeatherStore = { label: 'mine', takeQuota: async () => false, ping: async () => {}, triggerBook: () => myBook };
 * ```
 */
export interface TriggerBook extends KeptPerKey<StoredTrigger, 'triggersFull'> {
  /** `count` fresh IDs made at `nowMs`, unique in the book, consecutive (a trigger's and its parts'). */
  newIds(nowMs: number, count: number): readonly string[] | Promise<readonly string[]>;
}

/**
 * A book in memory, bounded: at most 1,000 keys of {@link MOST_TRIGGERS_PER_KEY}
 * triggers each. `seedHash` makes the IDs' middle digits (as the stations').
 * @internal
 */
export function createMemoryTriggerBook(seedHash: number): TriggerBook {
  const triggers = memoryShelf<StoredTrigger, 'triggersFull'>(
    { most: MOST_TRIGGERS_PER_KEY, full: 'triggersFull' },
    seedHash,
  );
  return {
    ...triggers,
    newIds: (nowMs, count) => Array.from({ length: count }, () => triggers.newId(nowMs)),
  };
}
