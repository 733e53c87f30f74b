import { checkAgainst } from '../../answer-schema/index.js';
import type { Forecast } from '../forecast/types.js';
import { checkRelations } from '../forecast/validate.js';
import type { ValidationIssue } from '../weather/validate.js';
import { hourlyForecastSchema } from './schema.js';
import type { HourlyForecast } from './types.js';

/**
 * What `validateHourlyForecast` found: the hourly forecast, typed, or every issue with its path.
 *
 * @example
 * ```ts
 * const result: HourlyForecastValidationResult = validateHourlyForecast(JSON.parse(body));
 * ```
 */
export type HourlyForecastValidationResult =
  | { ok: true; forecast: HourlyForecast }
  | { ok: false; issues: ValidationIssue[] };

/**
 * Checks that a value is an hourly forecast (`pro.openweathermap.org/data/2.5/forecast/hourly`) the
 * real service could send: the rules of `validateForecast` on a one-hour grid (whole UTC hours,
 * 3600 s apart, up to 96 slots, `rain`/`snow` as `{"1h": mm}`). Never throws.
 *
 * @param value - anything, typically `JSON.parse` of a response body.
 * @example
 * ```ts
 * import { validateHourlyForecast } from 'weather-double';
 * const result = validateHourlyForecast(JSON.parse(body));
 * if (!result.ok) console.error(result.issues);
 * ```
 */
export function validateHourlyForecast(value: unknown): HourlyForecastValidationResult {
  const issues: ValidationIssue[] = [];
  checkAgainst(value, hourlyForecastSchema, '', issues, 'the hourly forecast');
  if (issues.length === 0) checkRelations(value as Forecast, issues, undefined, 3600);
  return issues.length === 0 ? { ok: true, forecast: value as HourlyForecast } : { ok: false, issues };
}
