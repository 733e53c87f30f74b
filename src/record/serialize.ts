import { WeatherDoubleError } from '../errors.js';
import { currentWeatherRecordSchema, type SchemaNode, weatherRecordSchema } from './schema.js';
import type { CurrentWeatherRecord, RecordShape, WeatherRecord } from './types.js';

/** A schema node reduced to what ordering needs: the key order of an object, the items of an array. @internal */
export interface OrderNode {
  readonly keys?: readonly string[];
  readonly children?: ReadonlyMap<string, OrderNode>;
  readonly items?: OrderNode;
}

/** The key order of a schema, compiled once. @internal */
export function compileOrder(schema: SchemaNode): OrderNode {
  if (schema.properties) {
    const keys = Object.keys(schema.properties);
    const children = new Map<string, OrderNode>();
    for (const key of keys) {
      const child = schema.properties[key];
      if (child?.properties || child?.items) children.set(key, compileOrder(child));
    }
    return { keys, children };
  }
  return schema.items ? { items: compileOrder(schema.items) } : {};
}

const recordOrders: Readonly<Record<RecordShape, OrderNode>> = {
  specification: compileOrder(weatherRecordSchema),
  current: compileOrder(currentWeatherRecordSchema),
};

/** The shape whose key order a record is written in. @internal */
export function shapeOfRecord(record: object): RecordShape {
  const sys = (record as { sys?: unknown }).sys;
  const message = typeof sys === 'object' && sys !== null && Object.hasOwn(sys, 'message');
  return Object.hasOwn(record, 'timezone') && !message ? 'current' : 'specification';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Copies `value` with the schema's keys first, in schema order, then any other keys as they came. @internal */
export function reorder(value: unknown, node: OrderNode): unknown {
  if (node.items && Array.isArray(value)) return value.map((item) => reorder(item, node.items as OrderNode));
  if (!node.keys || !isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of node.keys) {
    if (Object.hasOwn(value, key)) {
      const child = node.children?.get(key);
      out[key] = child ? reorder(value[key], child) : value[key];
    }
  }
  for (const key of Object.keys(value)) if (!Object.hasOwn(out, key)) out[key] = value[key];
  return out;
}

/**
 * The exact bytes the service sends for a record: minified JSON, keys in the specification's order at
 * every level whatever order the object was built in (`coord, weather, base, main, visibility, wind,
 * clouds, dt, sys, id, name, cod`, and so on inside), numbers in shortest form (`19`, not `19.00`).
 * A record of the current shape (one with `timezone` and without `sys.message`) is written in that
 * shape's order (`main` as `temp, feels_like, temp_min, temp_max, pressure, humidity,
 * sea_level, grnd_level`; `rain`/`snow` between `wind` and `clouds`; `timezone` before `id`).
 * Keys the shape does not know (a record built with `unchecked: true`) follow the known ones.
 *
 * @param record - a weather record of either shape (validated or deliberately malformed).
 * @returns the response body as a string.
 * @throws {WeatherDoubleError} `INVALID_ARGUMENT` when `record` is not an object.
 * @example
 * ```ts
 * import { createWeatherGenerator, serializeWeatherRecord } from 'weather-double';
 * const body = serializeWeatherRecord(createWeatherGenerator({ seed: 1 }).record());
 * body.startsWith('{"coord":{"lon":'); // true
 * ```
 */
export function serializeWeatherRecord(record: WeatherRecord | CurrentWeatherRecord): string {
  return serializeRecordAs(record, undefined);
}

/**
 * The wire bytes of a record in a given shape's key order (the endpoint's, which knows its shape
 * even for a deliberately malformed record), or in the order inferred from the record.
 * @internal
 */
export function serializeRecordAs(
  record: WeatherRecord | CurrentWeatherRecord,
  shape: RecordShape | undefined,
): string {
  if (!isPlainObject(record)) {
    throw new WeatherDoubleError(
      'INVALID_ARGUMENT',
      `serializeWeatherRecord expects a weather record object, got ${record === null ? 'null' : Array.isArray(record) ? 'an array' : typeof record}.`,
      { path: 'record' },
    );
  }
  return JSON.stringify(reorder(record, recordOrders[shape ?? shapeOfRecord(record)]));
}
