/**
 * The JSON Schemas of Weather Stations 3.0's bodies (HTTP 200): a station as GET and PUT answer it,
 * the list of a key's stations, and the aggregates of a station's measurements, in the recorded key
 * order (docs/stations.md).
 * @internal
 */
import { component, isoTime, listComponent } from '../../answer-schema/helpers.js';
import type { AnswerSchema } from '../../answer-schema/index.js';

/** A station, as GET and PUT answer it (recorded key order). */
const stationSchema = {
  type: 'object',
  description: 'One weather station of the API key.',
  additionalProperties: false,
  required: [
    'id',
    'created_at',
    'updated_at',
    'external_id',
    'name',
    'longitude',
    'latitude',
    'altitude',
    'rank',
  ],
  properties: {
    id: { type: 'string', description: 'The station ID: 24 hexadecimal digits.', pattern: '^[0-9a-f]{24}$' },
    created_at: isoTime('When it was made, RFC 3339 (UTC), the fraction without trailing zeros.'),
    updated_at: isoTime('When it was last made or replaced, the same form.'),
    external_id: { type: 'string', description: 'The ID its owner gave it.' },
    name: { type: 'string', description: 'Its name.' },
    longitude: { type: 'number', description: 'Its longitude as given (0 when none was).' },
    latitude: { type: 'number', description: 'Its latitude as given (0 when none was).' },
    altitude: { description: 'Its altitude in metres as given (a number); null when none was.' },
    rank: { type: 'integer', description: 'Its rank: 10 once made, 0 once replaced (as recorded).' },
  },
} as const satisfies AnswerSchema;

/** @internal */
export const stationSchemaComponent = component('Station', stationSchema) satisfies AnswerSchema;

/** @internal */
export const stationListSchema = listComponent(
  'StationList',
  'The stations of the API key, oldest first, as GET /data/3.0/stations returns them (HTTP 200).',
  stationSchema,
) satisfies AnswerSchema;

const statistic = (parts: readonly string[], description: string) =>
  ({
    type: 'object',
    description: `${description}: {} when no measurement of the span gave it.`,
    additionalProperties: false,
    properties: Object.fromEntries(
      parts.map((part) => [
        part,
        part === 'weight'
          ? { type: 'integer', description: 'How many measurements gave it.', minimum: 1 }
          : { type: 'number', description: `The ${part} of the span.` },
      ]),
    ),
  }) as const satisfies AnswerSchema;

/** One aggregate of a station's measurements (recorded key order). */
const aggregateSchema = {
  type: 'object',
  description: 'The measurements of one minute, hour or day.',
  additionalProperties: false,
  required: ['type', 'date', 'station_id', 'temp', 'humidity', 'wind', 'pressure', 'precipitation'],
  properties: {
    type: { type: 'string', description: 'The span: m, h or d.', enum: ['m', 'h', 'd'] },
    date: {
      type: 'integer',
      description: 'The end of the span, Unix seconds (a day’s: the next midnight, UTC, as recorded).',
    },
    station_id: { type: 'string', description: 'The station.' },
    temp: statistic(['max', 'min', 'average', 'weight'], 'The temperature measured'),
    humidity: statistic(['average', 'weight'], 'The humidity measured'),
    wind: {
      type: 'object',
      description: 'Always {} (recorded so, with wind posted).',
      additionalProperties: false,
      properties: {},
    },
    pressure: statistic(['min', 'max', 'average', 'weight'], 'The pressure measured'),
    precipitation: {
      type: 'object',
      description: 'The rain of the span (the sum of rain_1h): {} when none was posted.',
      additionalProperties: false,
      properties: { rain: { type: 'number', description: 'The rain, mm.' } },
    },
  },
} as const satisfies AnswerSchema;

/** @internal */
export const measurementListSchema = listComponent(
  'MeasurementList',
  'The aggregates of a station’s measurements, oldest first, as GET /data/3.0/measurements returns them (HTTP 200).',
  aggregateSchema,
) satisfies AnswerSchema;
