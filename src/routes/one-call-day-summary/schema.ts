/**
 * The JSON Schema of One Call's daily aggregation (`GET /data/3.0/onecall/day_summary`): the wire
 * key order of the service's page (`lat, lon, tz, date, units, cloud_cover, humidity, precipitation,
 * temperature, pressure, wind`), the ranges and number forms; its validator and serialiser.
 * @internal
 */
import {
  type AnswerIssue,
  type AnswerSchema,
  checkAgainst,
  ordered,
  orderOf,
} from '../../answer-schema/index.js';
import type { DaySummaryAnswer } from '../../one-call/summary-types.js';

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
const one = (key: string, schema: AnswerSchema) =>
  ({ type: 'object', additionalProperties: false, required: [key], properties: { [key]: schema } }) as const;

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
    units: { type: 'string', enum: ['standard', 'metric', 'imperial'], description: 'The unit system.' },
    cloud_cover: one('afternoon', percent('Cloud cover at 12:00')),
    humidity: one('afternoon', percent('Relative humidity at 12:00')),
    precipitation: one('total', {
      type: 'number',
      minimum: 0,
      maximum: 2000,
      'x-decimals': 2,
      description: 'Rain and snow of the date (liquid water equivalent), mm.',
    }),
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
    pressure: one('afternoon', {
      type: 'integer',
      minimum: 800,
      maximum: 1100,
      description: 'Atmospheric pressure at 12:00, hPa.',
    }),
    wind: one('max', {
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
    }),
  },
} as const satisfies AnswerSchema;

const order = orderOf(daySummarySchema);

/**
 * The exact bytes the service sends for a day summary: minified JSON in the service's key order.
 *
 * @param answer - a day summary (from `generator.oneCallDaySummary`, or built by hand).
 * @returns the response body.
 * @example
 * ```ts
 * import { createWeatherGenerator, serializeDaySummary } from 'weather-double';
 * const day = createWeatherGenerator({ seed: 1 }).oneCallDaySummary({ lat: 33, lon: 35 }, { date: '2020-03-04' });
 * serializeDaySummary(day).startsWith('{"lat":33,"lon":35,"tz":"+02:00","date":"2020-03-04"'); // true
 * ```
 */
export function serializeDaySummary(answer: DaySummaryAnswer): string {
  return JSON.stringify(ordered(answer, order));
}

/**
 * What {@link validateDaySummary} found.
 * @example
 * ```ts
 * const result: DaySummaryValidation = validateDaySummary(JSON.parse(body));
 * ```
 */
export type DaySummaryValidation =
  | { ok: true; answer: DaySummaryAnswer }
  | { ok: false; issues: { path: string; message: string }[] };

/**
 * Checks that a value is a day summary the service could send: the schema (fields, key names,
 * integers, ranges, decimals), and `min` ≤ each reading ≤ `max`.
 *
 * @param value - a parsed body (`JSON.parse`) or an answer object.
 * @returns `{ ok: true, answer }` or `{ ok: false, issues }` (never throws).
 * @example
 * ```ts
 * import { validateDaySummary } from 'weather-double';
 * expect(validateDaySummary(await response.json()).ok).toBe(true);
 * ```
 */
export function validateDaySummary(value: unknown): DaySummaryValidation {
  const issues: AnswerIssue[] = [];
  checkAgainst(value, daySummarySchema, '', issues);
  if (issues.length === 0) {
    const t = (value as DaySummaryAnswer).temperature;
    for (const key of ['afternoon', 'night', 'evening', 'morning'] as const) {
      if (t[key] < t.min || t[key] > t.max) {
        issues.push({
          path: `temperature.${key}`,
          message: `expected from temperature.min (${t.min}) to temperature.max (${t.max}), got ${t[key]}`,
        });
      }
    }
  }
  return issues.length === 0 ? { ok: true, answer: value as DaySummaryAnswer } : { ok: false, issues };
}
