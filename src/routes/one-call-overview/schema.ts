/**
 * The JSON Schema of One Call's weather overview (`GET /data/3.0/onecall/overview`): `lat, lon, tz,
 * date, units, weather_overview`; its validator and serialiser.
 * @internal
 */
import {
  type AnswerIssue,
  type AnswerSchema,
  checkAgainst,
  ordered,
  orderOf,
} from '../../answer-schema/index.js';
import type { OverviewAnswer } from '../../one-call/summary-types.js';

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
    lat: { type: 'number', minimum: -90, maximum: 90, 'x-decimals': 4, description: 'Requested latitude.' },
    lon: {
      type: 'number',
      minimum: -180,
      maximum: 180,
      'x-decimals': 4,
      description: 'Requested longitude.',
    },
    tz: { type: 'string', pattern: '^[+-]\\d{2}:\\d{2}$', description: 'The place’s UTC offset, ±HH:MM.' },
    date: {
      type: 'string',
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      description: 'The date summarised, YYYY-MM-DD.',
    },
    units: { type: 'string', enum: ['standard', 'metric', 'imperial'], description: 'The unit system.' },
    weather_overview: { type: 'string', minLength: 1, description: 'The summary, in English.' },
  },
} as const satisfies AnswerSchema;

const order = orderOf(overviewSchema);

/**
 * The exact bytes the service sends for a weather overview: minified JSON in the service's key order.
 *
 * @param answer - an overview (from `generator.oneCallOverview`, or built by hand).
 * @returns the response body.
 * @example
 * ```ts
 * import { createWeatherGenerator, serializeOverview } from 'weather-double';
 * const body = serializeOverview(createWeatherGenerator({ seed: 1 }).oneCallOverview({ lat: 51.5085, lon: -0.1257 }));
 * ```
 */
export function serializeOverview(answer: OverviewAnswer): string {
  return JSON.stringify(ordered(answer, order));
}

/**
 * What {@link validateOverview} found.
 * @example
 * ```ts
 * const result: OverviewValidation = validateOverview(JSON.parse(body));
 * ```
 */
export type OverviewValidation =
  | { ok: true; answer: OverviewAnswer }
  | { ok: false; issues: { path: string; message: string }[] };

/**
 * Checks that a value is a weather overview the service could send (fields, key names, forms).
 *
 * @param value - a parsed body (`JSON.parse`) or an answer object.
 * @returns `{ ok: true, answer }` or `{ ok: false, issues }` (never throws).
 * @example
 * ```ts
 * import { validateOverview } from 'weather-double';
 * expect(validateOverview(await response.json()).ok).toBe(true);
 * ```
 */
export function validateOverview(value: unknown): OverviewValidation {
  const issues: AnswerIssue[] = [];
  checkAgainst(value, overviewSchema, '', issues);
  return issues.length === 0 ? { ok: true, answer: value as OverviewAnswer } : { ok: false, issues };
}
