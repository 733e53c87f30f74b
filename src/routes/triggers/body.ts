/**
 * The body of a POST or PUT of a trigger, read and checked: its time period, conditions and area as
 * the service's pages give them ("Weather Triggers", "Weather Alerts structure"). A body the double
 * refuses gets a line of text naming what was wrong, as the service's one recorded refusal ("Point
 * should to have 2 elements - lon and lat.", a 400 in text) does; that one keeps its recorded words.
 * @internal
 */
import type { TriggerCondition, TriggerGeometry, TriggerTime } from '../trigger-book.js';

/** The most conditions, and geometries of the area, a trigger may have (the double's bounds). @internal */
export const MOST_CONDITIONS = 10;
/** @internal */
export const MOST_GEOMETRIES = 10;
/** The most positions a trigger's area may hold, all geometries together (the double's bound). @internal */
export const MOST_POSITIONS = 1_000;

const EXPRESSIONS: readonly TriggerTime['expression'][] = ['after', 'before', 'exact'];
const NAMES: readonly TriggerCondition['name'][] = [
  'temp',
  'pressure',
  'humidity',
  'wind_speed',
  'wind_direction',
  'clouds',
];
const COMPARISONS: readonly TriggerCondition['expression'][] = ['$gt', '$gte', '$lt', '$lte', '$eq', '$ne'];
const TYPES: readonly TriggerGeometry['type'][] = ['Point', 'MultiPoint', 'Polygon', 'MultiPolygon'];

/** A trigger as its body gives it, before the book gives its parts their IDs. @internal */
export interface TriggerAsked {
  readonly start: TriggerTime;
  readonly end: TriggerTime;
  readonly conditions: readonly Omit<TriggerCondition, 'id'>[];
  readonly area: readonly Omit<TriggerGeometry, 'id'>[];
}

/** A refusal: its line of text. */
class Refused extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const oneOf = <T extends string>(value: unknown, allowed: readonly T[], path: string): T => {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new Refused(
    `${path} should be one of ${allowed.join(', ')}, got ${JSON.stringify(value) ?? 'nothing'}.`,
  );
};

const numberAt = (value: unknown, path: string, what: string): number => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new Refused(`${path} should be ${what}, got ${JSON.stringify(value) ?? 'nothing'}.`);
};

function timeAt(value: unknown, path: string): TriggerTime {
  if (!isObject(value)) throw new Refused(`${path} should be an object {"expression","amount"}.`);
  const expression = oneOf(value.expression, EXPRESSIONS, `${path}.expression`);
  const amount = numberAt(value.amount, `${path}.amount`, 'a number of milliseconds');
  return { expression, amount };
}

function conditionAt(value: unknown, path: string): Omit<TriggerCondition, 'id'> {
  if (!isObject(value)) throw new Refused(`${path} should be an object {"name","expression","amount"}.`);
  const name = oneOf(value.name, NAMES, `${path}.name`);
  const expression = oneOf(value.expression, COMPARISONS, `${path}.expression`);
  return { name, expression, amount: numberAt(value.amount, `${path}.amount`, 'a number') };
}

/** A position `[lon, lat]` on the Earth; the count of positions read so far goes up by one. */
function positionAt(value: unknown, type: string, counted: { n: number }): readonly [number, number] {
  if (!Array.isArray(value) || value.length !== 2)
    throw new Refused(`${type} should to have 2 elements - lon and lat.`);
  const [lon, lat] = value as unknown[];
  if (typeof lon !== 'number' || typeof lat !== 'number' || Math.abs(lon) > 180 || Math.abs(lat) > 90) {
    throw new Refused(
      `${type} should have a lon from -180 to 180 and a lat from -90 to 90, got ${JSON.stringify(value)}.`,
    );
  }
  counted.n += 1;
  if (counted.n > MOST_POSITIONS) throw new Refused(`area should hold at most ${MOST_POSITIONS} positions.`);
  return [lon, lat];
}

const listAt = (value: unknown, path: string, what: string): readonly unknown[] => {
  if (Array.isArray(value) && value.length > 0) return value;
  throw new Refused(`${path} should be a list of ${what}, at least one.`);
};

/** A polygon: rings of 4 positions or more, each closed (its last position its first). */
function polygonAt(value: unknown, path: string, counted: { n: number }) {
  return listAt(value, path, 'linear rings').map((ring, k) => {
    const positions = listAt(ring, `${path}[${k}]`, 'positions').map((p) =>
      positionAt(p, 'Polygon', counted),
    );
    const [first, last] = [positions[0], positions.at(-1)];
    if (positions.length < 4 || first?.[0] !== last?.[0] || first?.[1] !== last?.[1]) {
      throw new Refused(
        `${path}[${k}] should be a closed ring: 4 positions or more, the last the same as the first.`,
      );
    }
    return positions;
  });
}

function geometryAt(value: unknown, path: string, counted: { n: number }): Omit<TriggerGeometry, 'id'> {
  if (!isObject(value)) throw new Refused(`${path} should be a GeoJSON geometry {"type","coordinates"}.`);
  const type = oneOf(value.type, TYPES, `${path}.type`);
  const c = value.coordinates;
  const at = `${path}.coordinates`;
  const coordinates =
    type === 'Point'
      ? positionAt(c, type, counted)
      : type === 'MultiPoint'
        ? listAt(c, at, 'positions').map((p) => positionAt(p, type, counted))
        : type === 'Polygon'
          ? polygonAt(c, at, counted)
          : listAt(c, at, 'polygons').map((polygon, k) => polygonAt(polygon, `${at}[${k}]`, counted));
  return { type, coordinates };
}

/**
 * The trigger a body asks for, or the line of text that refuses it: JSON with `time_period`
 * (`start`, `end`), `conditions` and `area`, each as the pages give them, the end after the start
 * at `nowMs`, within the double's bounds.
 * @internal
 */
export function readTriggerBody(body: string, nowMs: number): TriggerAsked | { readonly refused: string } {
  try {
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      throw new Refused('The body should be a JSON object {"time_period","conditions","area"}.');
    }
    if (!isObject(value))
      throw new Refused('The body should be a JSON object {"time_period","conditions","area"}.');
    const period = value.time_period;
    if (!isObject(period)) throw new Refused('time_period should be an object {"start","end"}.');
    const start = timeAt(period.start, 'time_period.start');
    const end = timeAt(period.end, 'time_period.end');
    const at = (time: TriggerTime) =>
      time.expression === 'exact'
        ? time.amount
        : nowMs + (time.expression === 'after' ? 1 : -1) * time.amount;
    if (at(end) <= at(start)) throw new Refused('time_period.end should come after time_period.start.');
    const conditions = listAt(value.conditions, 'conditions', 'conditions');
    if (conditions.length > MOST_CONDITIONS)
      throw new Refused(`conditions should be at most ${MOST_CONDITIONS}.`);
    const area = listAt(value.area, 'area', 'GeoJSON geometries');
    if (area.length > MOST_GEOMETRIES)
      throw new Refused(`area should hold at most ${MOST_GEOMETRIES} geometries.`);
    const counted = { n: 0 };
    return {
      start,
      end,
      conditions: conditions.map((c, k) => conditionAt(c, `conditions[${k}]`)),
      area: area.map((g, k) => geometryAt(g, `area[${k}]`, counted)),
    };
  } catch (error) {
    if (error instanceof Refused) return { refused: error.message };
    throw error;
  }
}
