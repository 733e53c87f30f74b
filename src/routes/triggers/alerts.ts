/**
 * A trigger's alerts, worked out from the double's weather when asked (nothing but the trigger is
 * kept). The double checks a trigger when it is made (or replaced), then every whole hour of its
 * clock, the last week's checks at most, and only those after its alerts were last all deleted. A
 * check at `c`
 * looks at the 3-hour forecast slots from `c` to five days ahead that fall in the trigger's time
 * period at `c`; a slot fires an alert at a point of the area when every condition holds there for
 * the slot's weather: what `GET /data/2.5/forecast` gives for it (the same timeline). An alert is
 * one (point, slot); `last_update` is the last check that saw it.
 * @internal
 */
import { hashString } from '../../draws/hash.js';
import type { OneCallObservation as Observation } from '../../model/one-call-world.js';
import { worldAt } from '../../model/one-call-world.js';
import type { WeatherModel } from '../../model/weather-state.js';
import { objectId } from '../station-book.js';
import type { StoredTrigger, TriggerCondition, TriggerGeometry, TriggerTime } from '../trigger-book.js';

const HOUR_MS = 3_600_000;
/** The forecast's slots: every 3 hours, UTC. */
const SLOT_MS = 3 * HOUR_MS;
/** The checks an answer counts back from the clock's hour, at most: a week's. @internal */
export const MOST_CHECKS = 7 * 24;
/** How far a check looks ahead: the 5-day forecast's reach. */
const REACH_MS = 5 * 24 * HOUR_MS;

/** One alert of a trigger: a point of its area where its conditions hold at a slot. @internal */
export interface TriggerAlert {
  /** Its ID: 24 hexadecimal digits, the same in the trigger's `alerts` and its history. */
  readonly id: string;
  readonly lon: number;
  readonly lat: number;
  /** The slot, Unix milliseconds. */
  readonly dateMs: number;
  /** The last check that saw it, Unix milliseconds. */
  readonly lastUpdateMs: number;
  /** The value of each of the trigger's conditions' variables, in their order. */
  readonly values: readonly number[];
}

/** A condition's variable in a slot's weather, in the service's units (kelvin, hPa, %, m/s, °). */
const VARIABLES: { readonly [N in TriggerCondition['name']]: (o: Observation) => number } = {
  temp: (o) => o.temp,
  pressure: (o) => o.pressure,
  humidity: (o) => o.humidity,
  wind_speed: (o) => o.windSpeed,
  wind_direction: (o) => o.windDeg,
  clouds: (o) => o.clouds,
};

/** Whether `value` meets `amount` by MongoDB's comparison `expression`. */
const COMPARE: {
  readonly [E in TriggerCondition['expression']]: (value: number, amount: number) => boolean;
} = {
  $gt: (value, amount) => value > amount,
  $gte: (value, amount) => value >= amount,
  $lt: (value, amount) => value < amount,
  $lte: (value, amount) => value <= amount,
  $eq: (value, amount) => value === amount,
  $ne: (value, amount) => value !== amount,
};

/** The time an end of the period names for a check at `checkMs`. */
function timeOf(time: TriggerTime, checkMs: number): number {
  if (time.expression === 'exact') return time.amount;
  return time.expression === 'after' ? checkMs + time.amount : checkMs - time.amount;
}

/** A GeoJSON position: longitude, latitude. */
type Position = readonly [number, number];

/** The middle of a ring: the mean of its positions but the last (a closed ring repeats its first). */
function middleOf(ring: readonly Position[]): Position {
  const positions = ring.slice(0, -1);
  const mean = (k: 0 | 1) => positions.reduce((sum, p) => sum + p[k], 0) / positions.length;
  // Six decimals: about 0.1 m, and no float noise in the bytes.
  return [Number(mean(0).toFixed(6)), Number(mean(1).toFixed(6))];
}

/**
 * The points of a geometry an alert is about, `[lon, lat]`: a Point's; each of a MultiPoint's; the
 * middle of a Polygon's outer ring; of each of a MultiPolygon's. (Checked by the body's reader.)
 */
function pointsOf(geometry: TriggerGeometry): Position[] {
  // The body's reader let in only GeoJSON of these types, each ring closed and of 4 positions or
  // more: the coordinates are the type's nesting of [lon, lat] pairs.
  const c = geometry.coordinates as never;
  const outer = (polygon: readonly (readonly Position[])[]) => middleOf(polygon[0] ?? []);
  switch (geometry.type) {
    case 'Point':
      return [c];
    case 'MultiPoint':
      return c;
    case 'Polygon':
      return [outer(c)];
    case 'MultiPolygon':
      return (c as readonly (readonly (readonly Position[])[])[]).map(outer);
  }
}

/** The values of the conditions' variables at a point and slot, or `undefined` when one fails. */
function valuesAt(trigger: StoredTrigger, observation: Observation): number[] | undefined {
  const values: number[] = [];
  for (const { name, expression, amount } of trigger.conditions) {
    const value = VARIABLES[name](observation);
    if (!COMPARE[expression](value, amount)) return undefined;
    values.push(value);
  }
  return values;
}

/** The checks that count at `nowMs`, oldest first: when it was made, then each whole hour. */
function checksOf(trigger: StoredTrigger, nowMs: number): number[] {
  const { checkedFromMs: made, clearedMs = Number.NEGATIVE_INFINITY } = trigger;
  const checks: number[] = [];
  // Newest first; the hours at or before the last clearing never count.
  const after = Math.max(made, clearedMs);
  for (let hour = Math.floor(nowMs / HOUR_MS) * HOUR_MS; hour > after; hour -= HOUR_MS) {
    if (checks.length === MOST_CHECKS) return checks.reverse();
    checks.push(hour);
  }
  if (made > clearedMs && made <= nowMs && checks.length < MOST_CHECKS) checks.push(made);
  return checks.reverse();
}

/** What the checks saw of one slot at one point: the first and last check, the values. */
interface Seen {
  firstMs: number;
  lastMs: number;
  readonly values: readonly number[];
}

/**
 * The alerts of `trigger` at the clock's `nowMs`, over `model`'s weather: by slot, then by the
 * point's place in the area; those deleted one by one left out.
 * @internal
 */
export function alertsOf(trigger: StoredTrigger, model: WeatherModel, nowMs: number): TriggerAlert[] {
  const checks = checksOf(trigger, nowMs);
  const deleted = new Set(trigger.deletedAlerts);
  const alerts: (TriggerAlert & { readonly order: number })[] = [];
  const points = trigger.area.flatMap(pointsOf);
  points.forEach(([lon, lat], order) => {
    const weather = worldAt(model, lat, lon);
    const verdicts = new Map<number, readonly number[] | undefined>();
    const seen = new Map<number, Seen>();
    for (const check of checks) {
      const from = Math.max(timeOf(trigger.start, check), check);
      const to = Math.min(timeOf(trigger.end, check), check + REACH_MS);
      for (let slot = Math.ceil(from / SLOT_MS) * SLOT_MS; slot <= to; slot += SLOT_MS) {
        if (!verdicts.has(slot)) verdicts.set(slot, valuesAt(trigger, weather.observationAt(slot / 1000)));
        const values = verdicts.get(slot);
        if (values === undefined) continue;
        const before = seen.get(slot);
        if (before === undefined) seen.set(slot, { firstMs: check, lastMs: check, values });
        else before.lastMs = check;
      }
    }
    for (const [slot, { firstMs, lastMs, values }] of seen) {
      // Made (or replaced) at another time, or about another point: another alert, another ID.
      const counter = hashString(`${trigger.id}:${trigger.checkedFromMs}:${lon},${lat}:${slot}`) & 0xffffff;
      const id = objectId(firstMs, trigger.id.slice(8, 18), counter);
      if (!deleted.has(id)) alerts.push({ id, lon, lat, dateMs: slot, lastUpdateMs: lastMs, values, order });
    }
  });
  alerts.sort((a, b) => a.dateMs - b.dateMs || a.order - b.order);
  return alerts.map(({ order: _order, ...alert }) => alert);
}
