/**
 * The JSON Schema of One Call's weather overview (`GET /data/3.0/onecall/overview`): `lat, lon, tz,
 * date, units, weather_overview`; its validator and serialiser.
 * @internal
 */
import { latitude, longitude } from '../../answer-schema/helpers.js';
import type { AnswerSchema } from '../../answer-schema/index.js';
import { UNIT_SYSTEMS } from '../../service/vocabulary.js';

/** The overview answer. @internal */
export const overviewSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://weather-double.dev/overview-schema.json',
  title: 'WeatherOverview',
  description: 'The body of GET /data/3.0/onecall/overview: a summary of the place’s today or tomorrow.',
  type: 'object',
  additionalProperties: false,
  required: ['lat', 'lon', 'tz', 'date', 'units', 'weather_overview'],
  properties: {
    lat: latitude('Requested latitude.'),
    lon: longitude('Requested longitude.'),
    tz: { type: 'string', pattern: '^[+-]\\d{2}:\\d{2}$', description: 'The place’s UTC offset, ±HH:MM.' },
    date: {
      type: 'string',
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      description: 'The date summarised, YYYY-MM-DD.',
    },
    units: { type: 'string', enum: UNIT_SYSTEMS, description: 'The unit system.' },
    weather_overview: { type: 'string', minLength: 1, description: 'The summary, in English.' },
  },
} as const satisfies AnswerSchema;
