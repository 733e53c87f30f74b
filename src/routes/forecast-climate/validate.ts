import { checkAgainst } from '../../answer-schema/index.js';
import { checkDays } from '../forecast-daily/validate.js';
import type { ValidationIssue } from '../weather/validate.js';
import { climateForecastSchema } from './schema.js';
import type { ClimateForecast } from './types.js';

/**
 * What `validateClimateForecast` found: the climate forecast, typed, or every issue with its path.
 *
 * @example
 * ```ts
 * const result: ClimateForecastValidationResult = validateClimateForecast(JSON.parse(body));
 * ```
 */
export type ClimateForecastValidationResult =
  | { ok: true; forecast: ClimateForecast }
  | { ok: false; issues: ValidationIssue[] };

/**
 * Checks that a value is a 30-day climate forecast (`GET /data/2.5/forecast/climate`) the real
 * service could send: every field with its type, range and precision, the key set at every level
 * (`code` "200", no `gust` or `pop` in a day), `cnt` the number of days (1 to 30), one day a local
 * date, `temp.day`/`night`/`eve`/`morn` within `temp.min` … `temp.max`, the sun rising before it
 * sets (or both 0), conditions from the table with day icons. Reports every issue with its path;
 * never throws.
 *
 * @param value - anything, typically `JSON.parse` of a response body.
 * @example
 * ```ts
 * import { validateClimateForecast } from 'weather-double';
 * const result = validateClimateForecast(JSON.parse(body));
 * if (!result.ok) console.error(result.issues);
 * ```
 */
export function validateClimateForecast(value: unknown): ClimateForecastValidationResult {
  const issues: ValidationIssue[] = [];
  checkAgainst(value, climateForecastSchema, '', issues, 'the climate forecast');
  if (issues.length === 0) checkDays(value as ClimateForecast, issues);
  return issues.length === 0 ? { ok: true, forecast: value as ClimateForecast } : { ok: false, issues };
}
