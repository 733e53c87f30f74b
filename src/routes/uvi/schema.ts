/**
 * The JSON Schema of the deprecated UV index API's answers (`GET /data/2.5/uvi`: one item;
 * `/uvi/forecast` and `/uvi/history`: an array of them): `lat, lon, date_iso, date, value`; their
 * validator and serialiser.
 * @internal
 */
import {
  type AnswerIssue,
  type AnswerSchema,
  checkAgainst,
  ordered,
  orderOf,
} from '../../answer-schema/index.js';
import type { UvIndexItem } from '../../one-call/summary-types.js';

/** One day of the UV index API (an item of a list). */
const uvIndexItemSchema = {
  description:
    'The body of GET /data/2.5/uvi (deprecated): the highest UV index of a UTC date, dated 12:00 UTC.',
  type: 'object',
  additionalProperties: false,
  required: ['lat', 'lon', 'date_iso', 'date', 'value'],
  properties: {
    lat: { type: 'number', minimum: -90, maximum: 90, 'x-decimals': 4, description: 'Requested latitude.' },
    lon: {
      type: 'number',
      minimum: -180,
      maximum: 180,
      'x-decimals': 4,
      description: 'Requested longitude.',
    },
    date_iso: {
      type: 'string',
      pattern: '^\\d{4}-\\d{2}-\\d{2}T12:00:00Z$',
      description: 'The UTC date at 12:00, ISO 8601.',
    },
    date: {
      type: 'integer',
      minimum: 0,
      maximum: 4_102_444_800,
      description: 'The same moment, Unix seconds.',
    },
    value: { type: 'number', minimum: 0, maximum: 20, 'x-decimals': 2, description: 'The UV index.' },
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

const order = orderOf(uvIndexItemSchema);

/**
 * The exact bytes the service sends for one UV index day or a list of them.
 *
 * @param answer - an item (from `generator.uvIndex`) or a list of items.
 * @returns the response body.
 * @example
 * ```ts
 * import { createWeatherGenerator, serializeUvIndex } from 'weather-double';
 * serializeUvIndex(createWeatherGenerator({ seed: 1 }).uvIndex({ lat: 51.51, lon: -0.13 }, { date: '2019-11-02' }));
 * ```
 */
export function serializeUvIndex(answer: UvIndexItem | readonly UvIndexItem[]): string {
  return JSON.stringify(
    Array.isArray(answer) ? answer.map((item) => ordered(item, order)) : ordered(answer, order),
  );
}

/**
 * What {@link validateUvIndex} found.
 * @example
 * ```ts
 * const result: UvIndexValidation = validateUvIndex(JSON.parse(body));
 * ```
 */
export type UvIndexValidation =
  | { ok: true; answer: UvIndexItem | UvIndexItem[] }
  | { ok: false; issues: { path: string; message: string }[] };

/**
 * Checks that a value is a UV index answer the service could send: one item, or an array of items
 * a day apart in ascending order; `date` the moment `date_iso` names.
 *
 * @param value - a parsed body (`JSON.parse`) or an answer.
 * @returns `{ ok: true, answer }` or `{ ok: false, issues }` (never throws).
 * @example
 * ```ts
 * import { validateUvIndex } from 'weather-double';
 * expect(validateUvIndex(await response.json()).ok).toBe(true);
 * ```
 */
export function validateUvIndex(value: unknown): UvIndexValidation {
  const issues: AnswerIssue[] = [];
  const list = Array.isArray(value);
  checkAgainst(value, list ? uvIndexListSchema : uvIndexSchema, '', issues);
  if (issues.length === 0) {
    const items = (list ? value : [value]) as UvIndexItem[];
    items.forEach((item, index) => {
      const path = list ? `[${index}].date` : 'date';
      if (Date.parse(item.date_iso) / 1000 !== item.date) {
        issues.push({
          path,
          message: `expected ${Date.parse(item.date_iso) / 1000} (date_iso), got ${item.date}`,
        });
      }
      const previous = items[index - 1];
      if (previous !== undefined && item.date !== previous.date + 86_400) {
        issues.push({
          path,
          message: `expected ${previous.date + 86_400} (a day after the item before), got ${item.date}`,
        });
      }
    });
  }
  return issues.length === 0
    ? { ok: true, answer: value as UvIndexItem | UvIndexItem[] }
    : { ok: false, issues };
}
