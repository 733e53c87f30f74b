import { closedObject, isoTime, listComponent } from '../../answer-schema/helpers.js';
import type { AnswerSchema } from '../../answer-schema/index.js';

/**
 * The JSON Schemas of the Weather Triggers API's bodies (HTTP 200): a trigger as GET answers it, the
 * list of a key's triggers, and the alerts of a trigger's history, in pyowm's recorded key order
 * (docs/triggers.md).
 * @internal
 */

const objectId = (description: string) =>
  ({
    type: 'string',
    description: `${description}: 24 hexadecimal digits.`,
    pattern: '^[0-9a-f]{24}$',
  }) as const;
const word = (description: string, values: readonly string[]) =>
  ({ type: 'string', description, enum: values }) as const;
const NAMES = ['temp', 'pressure', 'humidity', 'wind_speed', 'wind_direction', 'clouds'] as const;
const COMPARISONS = ['$gt', '$gte', '$lt', '$lte', '$eq', '$ne'] as const;
const value = { type: 'number', description: 'The variable’s value at the point and slot.' } as const;

/** A condition as the trigger keeps it, with its ID. */
const conditionSchema = {
  description: 'A condition: the variable, the comparison and the amount.',
  ...closedObject({
    name: word('The variable (kelvin, hPa, %, m/s, degrees, %).', NAMES),
    expression: word('The comparison.', COMPARISONS),
    amount: { type: 'number', description: 'The amount it is compared with.' },
    _id: objectId('Its ID'),
  }),
} as const satisfies AnswerSchema;

/** One end of the time period (GET's order: `amount` first). */
const timeSchema = {
  description: 'One end of the time period.',
  ...closedObject({
    amount: {
      type: 'number',
      description: 'Milliseconds (after, before) or a Unix time in milliseconds (exact).',
    },
    expression: word('How the amount is read.', ['after', 'before', 'exact']),
  }),
} as const satisfies AnswerSchema;

/** An alert as the trigger's `alerts` holds it (by its ID). */
const heldAlertSchema = {
  description:
    'An alert of the trigger: a point of its area and a forecast slot where every condition holds.',
  ...closedObject({
    conditions: {
      type: 'array',
      description: 'Each condition, with its variable’s value.',
      items: closedObject({
        current_value: closedObject({ min: value, max: value }),
        condition: conditionSchema,
      }),
    },
    last_update: { type: 'integer', description: 'The last check that saw it, Unix milliseconds.' },
    date: { type: 'integer', description: 'The forecast slot, Unix milliseconds.' },
    coordinates: closedObject({ lon: { type: 'number' }, lat: { type: 'number' } }),
  }),
} as const satisfies AnswerSchema;

/** A trigger as GET answers it (pyowm's recorded key order). */
const triggerSchema = {
  description: 'A trigger of the API key, with its alerts so far.',
  ...closedObject({
    _id: objectId('The trigger ID'),
    __v: { type: 'integer', description: 'Always 0 (MongoDB’s version key).', enum: [0] },
    alerts: {
      type: 'object',
      description: 'Its alerts, by alert ID.',
      additionalProperties: heldAlertSchema,
    },
    area: {
      type: 'array',
      description: 'The GeoJSON geometries it watches, each with its ID.',
      minItems: 1,
      items: closedObject({
        type: word('The GeoJSON type.', ['Point', 'MultiPoint', 'Polygon', 'MultiPolygon']),
        _id: objectId('Its ID'),
        coordinates: { type: 'array', description: 'GeoJSON coordinates: [lon, lat], or lists of them.' },
      }),
    },
    conditions: { type: 'array', description: 'Its conditions.', minItems: 1, items: conditionSchema },
    time_period: closedObject({ end: timeSchema, start: timeSchema }),
  }),
} as const satisfies AnswerSchema;

/** @internal */
export const triggerListSchema = listComponent(
  'TriggerList',
  'The triggers of the API key, oldest first, as GET /data/3.0/triggers returns them (HTTP 200).',
  triggerSchema,
) satisfies AnswerSchema;

/** Milliseconds, always (`2016-12-17T00:00:00.000Z`, as recorded). */
const MILLISECONDS = '\\.\\d{3}';

/** An alert as the history answers it (pyowm's recorded key order; its coordinates as text). */
const alertSchema = {
  description: 'An alert of the trigger.',
  ...closedObject({
    _id: objectId('The alert ID'),
    date: isoTime('The forecast slot, ISO 8601 (UTC).', MILLISECONDS),
    last_update: isoTime('The last check that saw it, ISO 8601 (UTC).', MILLISECONDS),
    triggerId: objectId('Its trigger'),
    __v: { type: 'integer', description: 'Always 0.', enum: [0] },
    conditions: {
      type: 'array',
      description: 'Each condition, with its variable’s value.',
      items: closedObject({
        current_value: closedObject({ max: value, min: value }),
        _id: objectId('The entry’s ID'),
        condition: closedObject({
          amount: { type: 'number' },
          expression: word('The comparison.', COMPARISONS),
          name: word('The variable.', NAMES),
        }),
      }),
    },
    coordinates: closedObject({
      lat: { type: 'string', description: 'The latitude, as text (recorded so).' },
      lon: { type: 'string', description: 'The longitude, as text.' },
    }),
  }),
} as const satisfies AnswerSchema;

/** @internal */
export const alertListSchema = listComponent(
  'TriggerAlertList',
  'The alerts of a trigger, by slot, as GET /data/3.0/triggers/{id}/history returns them (HTTP 200).',
  alertSchema,
) satisfies AnswerSchema;
