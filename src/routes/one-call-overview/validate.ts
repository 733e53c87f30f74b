import { validatorOf } from '../../answer-schema/index.js';
import { overviewSchema } from './schema.js';
import type { OverviewAnswer } from './types.js';

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
  return validate(value);
}

const validate = validatorOf<OverviewAnswer>(overviewSchema, 'the weather overview');
