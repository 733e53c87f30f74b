import { type AnswerIssue, checkAgainst } from '../../answer-schema/index.js';
import { uvIndexListSchema, uvIndexSchema } from './schema.js';
import type { UvIndexItem } from './types.js';

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
  checkAgainst(value, list ? uvIndexListSchema : uvIndexSchema, '', issues, 'the UV index answer');
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
