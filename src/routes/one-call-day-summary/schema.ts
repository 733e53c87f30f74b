/**
 * The JSON Schema of One Call's daily aggregation (`GET /data/3.0/onecall/day_summary`): the wire
 * key order of the service's page (`lat, lon, tz, date, units, cloud_cover, humidity, precipitation,
 * temperature, pressure, wind`), the ranges and number forms; its validator and serialiser.
 * @internal
 */
import type { AnswerSchema } from '../../answer-schema/index.js';
import { UNIT_SYSTEMS } from '../../service/vocabulary.js';

const temperature = (description: string) =>
  ({
    type: 'number',
    minimum: -150,
    maximum: 400,
    'x-decimals': 2,
    description: `${description} (kelvin, °C or °F by \`units\`; 2 decimals).`,
  }) as const;
const percent = (description: string) =>
  ({ type: 'integer', minimum: 0, maximum: 100, description: `${description}, %.` }) as const;
/** The day summary answer. @internal */
export const daySummarySchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://weather-double.dev/day-summary-schema.json',
  title: 'DaySummary',
  description: 'The body of GET /data/3.0/onecall/day_summary: the aggregates of one date at coordinates.',
  type: 'object',
  additionalProperties: false,
  required: [
    'lat',
    'lon',
    'tz',
    'date',
    'units',
    'cloud_cover',
    'humidity',
    'precipitation',
    'temperature',
    'pressure',
    'wind',
  ],
  properties: {
    lat: { type: 'number', minimum: -90, maximum: 90, 'x-decimals': 4, description: 'Requested latitude.' },
    lon: {
      type: 'number',
      minimum: -180,
      maximum: 180,
      'x-decimals': 4,
      description: 'Requested longitude.',
    },
    tz: {
      type: 'string',
      pattern: '^[+-]\\d{2}:\\d{2}$',
      description: 'UTC offset of the clock times, ±HH:MM.',
    },
    date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'The date, YYYY-MM-DD.' },
    units: { type: 'string', enum: UNIT_SYSTEMS, description: 'The unit system.' },
    cloud_cover: {
      type: 'object',
      additionalProperties: false,
      required: ['afternoon'],
      properties: { afternoon: percent('Cloud cover at 12:00') },
    },
    humidity: {
      type: 'object',
      additionalProperties: false,
      required: ['afternoon'],
      properties: { afternoon: percent('Relative humidity at 12:00') },
    },
    precipitation: {
      type: 'object',
      additionalProperties: false,
      required: ['total'],
      properties: {
        total: {
          type: 'number',
          minimum: 0,
          maximum: 2000,
          'x-decimals': 2,
          description: 'Rain and snow of the date (liquid water equivalent), mm.',
        },
      },
    },
    temperature: {
      type: 'object',
      additionalProperties: false,
      required: ['min', 'max', 'afternoon', 'night', 'evening', 'morning'],
      properties: {
        min: temperature('Lowest temperature of the date'),
        max: temperature('Highest temperature of the date'),
        afternoon: temperature('Temperature at 12:00'),
        night: temperature('Temperature at the 00:00 closing the date'),
        evening: temperature('Temperature at 18:00'),
        morning: temperature('Temperature at 06:00'),
      },
    },
    pressure: {
      type: 'object',
      additionalProperties: false,
      required: ['afternoon'],
      properties: {
        afternoon: {
          type: 'integer',
          minimum: 800,
          maximum: 1100,
          description: 'Atmospheric pressure at 12:00, hPa.',
        },
      },
    },
    wind: {
      type: 'object',
      additionalProperties: false,
      required: ['max'],
      properties: {
        max: {
          type: 'object',
          additionalProperties: false,
          required: ['speed', 'direction'],
          properties: {
            speed: {
              type: 'number',
              minimum: 0,
              maximum: 250,
              'x-decimals': 2,
              description: 'The strongest wind of the date (m/s, or miles/hour in imperial units).',
            },
            direction: {
              type: 'integer',
              minimum: 0,
              maximum: 360,
              description: 'Its direction, degrees (meteorological).',
            },
          },
        },
      },
    },
  },
} as const satisfies AnswerSchema;
