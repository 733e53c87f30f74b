import { validatorOf } from '../../answer-schema/index.js';
import { langOption } from '../forecast/validate.js';
import { checkConditions, checkFalling, checkSpread, type ValidationIssue } from '../weather/validate.js';
import { cityHistorySchema } from './schema.js';
import type { CityHistory } from './types.js';

/**
 * What `validateCityHistory` found: the history, typed, or every issue with its path.
 *
 * @example
 * ```ts
 * const result: CityHistoryValidationResult = validateCityHistory(JSON.parse(body));
 * if (!result.ok) console.log(result.issues);
 * ```
 */
export type CityHistoryValidationResult =
  | { ok: true; history: CityHistory }
  | { ok: false; issues: ValidationIssue[] };

const HOUR = 3600;

/** The rules across the answer: its count in words and figures, the hours, each hour's fields together. */
function checkRelations(history: CityHistory, issues: ValidationIssue[], lang: string | undefined): void {
  const { list, cnt } = history;
  if (cnt !== list.length) {
    issues.push({ path: 'cnt', message: `expected the number of list items (${list.length}), got ${cnt}` });
  }
  if (history.message !== `Count: ${cnt}`) {
    issues.push({
      path: 'message',
      message: `expected ${JSON.stringify(`Count: ${cnt}`)} (cnt in words), got ${JSON.stringify(history.message)}`,
    });
  }
  list.forEach((hour, index) => {
    const at = `list[${index}]`;
    const before = list[index - 1];
    if (hour.dt % HOUR !== 0) {
      issues.push({
        path: `${at}.dt`,
        message: `expected a whole hour (a multiple of 3600), got ${hour.dt}`,
      });
    } else if (before && hour.dt !== before.dt + HOUR) {
      issues.push({
        path: `${at}.dt`,
        message: `expected ${before.dt + HOUR} (list[${index - 1}].dt + 3600), got ${hour.dt}`,
      });
    }
    // The answer says nothing of the sun: an icon may end with d or n.
    checkConditions(hour.weather, at, issues, { lang, suffixes: 'dn', why: '' });
    checkSpread(hour, at, issues);
    checkFalling(hour, at, issues);
  });
}

/**
 * Checks that a value is a city history (`GET history.openweathermap.org/data/2.5/history/city`)
 * the real service could send: every field with its type (integers where the service sends
 * integers), ranges and precision, the key set at every level, `cod` "200", `cnt` the number of
 * hours and `message` "Count: {cnt}", at most 169 hours (a week, both ends) on whole hours 3600 s
 * apart, condition codes from the table with their groups, descriptions (in `lang`) and icons,
 * `temp_min <= temp <= temp_max`, cloud cover matching the primary condition, gusts at least the
 * wind, and `rain`/`snow` ({"1h": mm}) present exactly while a condition rains or snows. Reports
 * every issue with its path; never throws on a value (bad options throw `INVALID_OPTION`).
 *
 * @param value - anything, typically `JSON.parse` of a response body.
 * @param options - `lang`: the `lang` the history was asked for with, its descriptions expected in
 *   that language (`conditionDescription`). @default English
 * @example
 * ```ts
 * import { validateCityHistory } from 'weather-double';
 * const result = validateCityHistory(JSON.parse(body));
 * if (!result.ok) for (const issue of result.issues) console.error(`${issue.path}: ${issue.message}`);
 * ```
 */
export function validateCityHistory(
  value: unknown,
  options?: { lang?: string | undefined },
): CityHistoryValidationResult {
  const lang = langOption(options);
  const result = validatorOf<CityHistory>(cityHistorySchema, 'the city history', (history, issues) =>
    checkRelations(history, issues, lang),
  )(value);
  return result.ok ? { ok: true, history: result.answer } : result;
}
