/**
 * The JSON Schema of One Call's daily aggregation (`GET /data/3.0/onecall/day_summary`): the wire
 * key order of the service's page (`lat, lon, tz, date, units, cloud_cover, humidity, precipitation,
 * temperature, pressure, wind`), the ranges and number forms; its validator and serialiser.
 * @internal
 */
import { integer, latitude, longitude, number } from '../../answer-schema/helpers.js';
import type { AnswerSchema } from '../../answer-schema/index.js';
import { UNIT_SYSTEMS } from '../../service/vocabulary.js';

const temperature = (description: string) =>
  number(`${description} (kelvin, °C or °F by \`units\`; 2 decimals).`, -150, 400, 2);
const percent = (description: string) => integer(`${description}, %.`, 0, 100);
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
    lat: latitude('Requested latitude.'),
    lon: longitude('Requested longitude.'),
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
        total: number('Rain and snow of the date (liquid water equivalent), mm.', 0, 2000, 2),
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
        afternoon: integer('Atmospheric pressure at 12:00, hPa.', 800, 1100),
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
            speed: number(
              'The strongest wind of the date (m/s, or miles/hour in imperial units).',
              0,
              250,
              2,
            ),
            direction: integer('Its direction, degrees (meteorological).', 0, 360),
          },
        },
      },
    },
  },
} as const satisfies AnswerSchema;
