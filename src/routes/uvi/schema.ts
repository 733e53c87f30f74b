/**
 * The JSON Schema of the deprecated UV index API's answers (`GET /data/2.5/uvi`: one item;
 * `/uvi/forecast` and `/uvi/history`: an array of them): `lat, lon, date_iso, date, value`; their
 * validator and serialiser.
 * @internal
 */
import { integer, latitude, longitude, number, UNIX_MAX } from '../../answer-schema/helpers.js';
import type { AnswerSchema } from '../../answer-schema/index.js';

/** One day of the UV index API (an item of a list). @internal */
export const uvIndexItemSchema = {
  description:
    'The body of GET /data/2.5/uvi (deprecated): the highest UV index of a UTC date, dated 12:00 UTC.',
  type: 'object',
  additionalProperties: false,
  required: ['lat', 'lon', 'date_iso', 'date', 'value'],
  properties: {
    lat: latitude('Requested latitude.'),
    lon: longitude('Requested longitude.'),
    date_iso: {
      type: 'string',
      pattern: '^\\d{4}-\\d{2}-\\d{2}T12:00:00Z$',
      description: 'The UTC date at 12:00, ISO 8601.',
    },
    date: integer('The same moment, Unix seconds.', 0, UNIX_MAX),
    value: number('The UV index.', 0, 20, 2),
  },
} as const satisfies AnswerSchema;

/** One day of the UV index API (`/data/2.5/uvi`). @internal */
export const uvIndexSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://weather-double.dev/uv-index-schema.json',
  title: 'UvIndex',
  ...uvIndexItemSchema,
} as const satisfies AnswerSchema;

/** A list of days (`/uvi/forecast`, `/uvi/history`). @internal */
export const uvIndexListSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://weather-double.dev/uv-index-list-schema.json',
  title: 'UvIndexList',
  description: 'The body of GET /data/2.5/uvi/forecast and /uvi/history (deprecated): one item a UTC date.',
  type: 'array',
  items: uvIndexItemSchema,
} as const satisfies AnswerSchema;
