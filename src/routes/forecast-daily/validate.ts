import { type AnswerSchema, checkAgainst } from '../../answer-schema/index.js';
import { assertKnownKeys, invalidOption } from '../../errors.js';
import { checkConditions, type ValidationIssue } from '../weather/validate.js';
import { dailyForecastSchema } from './schema.js';
import type { DailyForecast, DailyForecastItem } from './types.js';

/**
 * What `validateDailyForecast` found: the daily forecast, typed, or every issue with its path.
 *
 * @example
 * ```ts
 * const result: DailyForecastValidationResult = validateDailyForecast(JSON.parse(body));
 * ```
 */
export type DailyForecastValidationResult =
  | { ok: true; forecast: DailyForecast }
  | { ok: false; issues: ValidationIssue[] };

/**
 * The rules across a list of local days (the 16-day and the climate forecasts): `cnt`, one day a
 * local date, the day's figures within its extremes, the sun, day icons.
 * @internal
 */
export function checkDays(
  forecast: { readonly cnt: number; readonly list: readonly Omit<DailyForecastItem, 'gust' | 'pop'>[] },
  issues: ValidationIssue[],
): void {
  const { list } = forecast;
  if (forecast.cnt !== list.length) {
    issues.push({
      path: 'cnt',
      message: `expected the number of list items (${list.length}), got ${forecast.cnt}`,
    });
  }
  list.forEach((day, index) => {
    const at = `list[${index}]`;
    const before = list[index - 1];
    // Consecutive local dates: 24 hours apart, give or take a daylight-saving change or the sun's drift.
    if (before && (day.dt - before.dt < 79_200 || day.dt - before.dt > 93_600)) {
      issues.push({
        path: `${at}.dt`,
        message: `expected the next local date's dt, 22 to 26 hours after list[${index - 1}].dt (${before.dt}), got ${day.dt}`,
      });
    }
    const { temp } = day;
    for (const key of ['day', 'night', 'eve', 'morn'] as const) {
      if (temp[key] < temp.min || temp[key] > temp.max) {
        issues.push({
          path: `${at}.temp.${key}`,
          message: `expected a value from temp.min (${temp.min}) to temp.max (${temp.max}), got ${temp[key]}`,
        });
      }
    }
    const polar = day.sunrise === 0 && day.sunset === 0;
    if (!polar && (day.sunrise === 0 || day.sunset <= day.sunrise)) {
      issues.push({
        path: `${at}.sunset`,
        message: `expected a time after sunrise (${day.sunrise}), or both 0 (polar day or night), got ${day.sunset}`,
      });
    }
    checkConditions(day.weather, at, issues, { lang: undefined, suffixes: 'd', why: ' (a day icon)' });
  });
}

/**
 * Checks that a value is a 16-day daily forecast (`GET /data/2.5/forecast/daily`) the real service
 * could send: every field with its type, range and precision, the key set at every level, `cod`
 * "200", `cnt` the number of days, one day a local date, `temp.day`/`night`/`eve`/`morn` within
 * `temp.min` … `temp.max`, the sun rising before it sets (or both 0), conditions from the table
 * with day icons. Reports every issue with its path; never throws.
 *
 * With `{ variants: true }` it also accepts the rare real variants the double can send
 * (docs/variants.md): a day's `pressure` with 2 decimals; every other rule holds.
 *
 * @param value - anything, typically `JSON.parse` of a response body.
 * @param options - `variants`: accept the rare real variants too. @default { variants: false }
 * @example
 * ```ts
 * import { validateDailyForecast } from 'weather-double';
 * const result = validateDailyForecast(JSON.parse(body));
 * if (!result.ok) console.error(result.issues);
 * ```
 */
export function validateDailyForecast(
  value: unknown,
  options?: { variants?: boolean },
): DailyForecastValidationResult {
  if (options !== undefined && (typeof options !== 'object' || options === null || Array.isArray(options))) {
    throw invalidOption('options', 'an object { variants?: boolean }', options);
  }
  if (options !== undefined) assertKnownKeys(options, ['variants'], 'options');
  const variants = options?.variants ?? false;
  if (typeof variants !== 'boolean') throw invalidOption('options.variants', 'a boolean', variants);
  const issues: ValidationIssue[] = [];
  checkAgainst(value, variants ? variantSchema : dailyForecastSchema, '', issues, 'the daily forecast');
  if (issues.length === 0) checkDays(value as DailyForecast, issues);
  return issues.length === 0 ? { ok: true, forecast: value as DailyForecast } : { ok: false, issues };
}

/** The daily forecast's schema loosened by exactly what its variants change (a day's pressure). */
const variantSchema: AnswerSchema = (() => {
  const { list } = dailyForecastSchema.properties;
  const { pressure } = list.items.properties;
  const floatPressure = { ...pressure, type: 'number', 'x-decimals': 2 } as const;
  return {
    ...dailyForecastSchema,
    properties: {
      ...dailyForecastSchema.properties,
      list: {
        ...list,
        items: { ...list.items, properties: { ...list.items.properties, pressure: floatPressure } },
      },
    },
  };
})();
