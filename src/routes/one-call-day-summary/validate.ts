import { validatorOf } from '../../answer-schema/index.js';
import { daySummarySchema } from './schema.js';
import type { DaySummaryAnswer } from './types.js';

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
  return validate(value);
}

const validate = validatorOf<DaySummaryAnswer>(
  daySummarySchema,
  'the day summary',
  ({ temperature: t }, issues) => {
    for (const key of ['afternoon', 'night', 'evening', 'morning'] as const) {
      if (t[key] < t.min || t[key] > t.max) {
        issues.push({
          path: `temperature.${key}`,
          message: `expected from temperature.min (${t.min}) to temperature.max (${t.max}), got ${t[key]}`,
        });
      }
    }
  },
);
