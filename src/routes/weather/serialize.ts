import { type OrderNode, ordered, orderOf } from '../../answer-schema/index.js';
import { WeatherDoubleError } from '../../errors.js';
import type { RecordShape } from '../../service/vocabulary.js';
import { currentWeatherRecordSchema, weatherRecordSchema } from './schema.js';
import type { CurrentWeatherRecord, WeatherRecord } from './types.js';

const recordOrders: Readonly<Record<RecordShape, OrderNode>> = {
  specification: orderOf(weatherRecordSchema),
  current: orderOf(currentWeatherRecordSchema),
};

/** The shape whose key order a record is written in. @internal */
function shapeOfRecord(record: object): RecordShape {
  const sys = (record as { sys?: unknown }).sys;
  const message = typeof sys === 'object' && sys !== null && Object.hasOwn(sys, 'message');
  return Object.hasOwn(record, 'timezone') && !message ? 'current' : 'specification';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
  return JSON.stringify(ordered(record, recordOrders[shape ?? shapeOfRecord(record)]));
}
