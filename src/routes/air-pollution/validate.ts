import { type AnswerIssue, validatorOf } from '../../answer-schema/index.js';
import { airQualityIndex } from './aqi.js';
import { airPollutionSchema } from './schema.js';
import type { AirPollutionAnswer, AirPollutionItem } from './types.js';

/**
 * What {@link validateAirPollution} found: the answer, typed, or every issue with its path.
 *
 * @example
 * ```ts
 * const result: AirPollutionValidation = validateAirPollution(JSON.parse(body));
 * if (!result.ok) console.log(result.issues);
 * ```
 */
export type AirPollutionValidation =
  | { ok: true; answer: AirPollutionAnswer }
  | { ok: false; issues: { path: string; message: string }[] };

/**
 * Checks that a value is an air pollution answer the service could send: the schema (fields, key
 * names, integers, ranges, at most 2 decimals in components and 4 in coordinates), `aqi` equal to
 * the worst band of SO₂, NO₂, PM10, PM2.5, O₃ and CO by the service's table, and the items in
 * ascending `dt`, hourly ones on whole hours when there are several.
 *
 * @param value - a parsed body (`JSON.parse`) or an answer object.
 * @returns `{ ok: true, answer }` or `{ ok: false, issues }` (never throws).
 * @example
 * ```ts
 * import { validateAirPollution } from 'weather-double';
 * const result = validateAirPollution(await response.json());
 * expect(result.ok).toBe(true);
 * ```
 */
export function validateAirPollution(value: unknown): AirPollutionValidation {
  return validate(value);
}

/** The rules across an air pollution answer: `aqi` by its components, the items' times. */
function checkItems({ list }: AirPollutionAnswer, issues: AnswerIssue[]): void {
  list.forEach((item: AirPollutionItem, index) => {
    const expected = airQualityIndex(item.components);
    if (item.main.aqi !== expected) {
      issues.push({
        path: `list[${index}].main.aqi`,
        message: `expected ${expected} (the worst band of its components by the service's table), got ${item.main.aqi}`,
      });
    }
    const previous = list[index - 1];
    if (previous && item.dt <= previous.dt) {
      issues.push({ path: `list[${index}].dt`, message: `expected after ${previous.dt}, got ${item.dt}` });
    }
    if (list.length > 1 && item.dt % 3600 !== 0) {
      issues.push({
        path: `list[${index}].dt`,
        message: `expected a whole hour (a multiple of 3600), got ${item.dt}`,
      });
    }
  });
}

const validate = validatorOf<AirPollutionAnswer>(airPollutionSchema, 'the air pollution answer', checkItems);
