import { type AnswerIssue, checkAgainst } from '../../answer-schema/index.js';
import { cloudCoverByCode, conditionById } from '../../record/conditions.js';
import { oneCallSchema, oneCallTimemachineSchema } from './schema.js';
import type {
  OneCallAnswer,
  OneCallCurrent,
  OneCallDay,
  OneCallHour,
  OneCallTimemachineAnswer,
} from './types.js';

const HOUR = 3600;
const DAY = 86_400;

/**
 * What {@link validateOneCall} and {@link validateOneCallTimemachine} found: the answer, typed, or
 * every issue with its path.
 *
 * @example
 * ```ts
 * const result: OneCallValidation = validateOneCall(JSON.parse(body));
 * if (!result.ok) console.log(result.issues);
 * ```
 */
export type OneCallValidation<A = OneCallAnswer> =
  | { ok: true; answer: A }
  | { ok: false; issues: { path: string; message: string }[] };

/** The conditions of an item: known codes, the description and icon the code goes with. */
function checkConditions(
  weather: readonly { id: number; main: string; description: string; icon: string }[],
  path: string,
  issues: AnswerIssue[],
): void {
  weather.forEach((w, index) => {
    const condition = conditionById(w.id);
    const at = `${path}.weather[${index}]`;
    if (!condition) {
      issues.push({
        path: `${at}.id`,
        message: `expected a condition code of the service's table, got ${w.id}`,
      });
      return;
    }
    if (w.main !== condition.main)
      issues.push({
        path: `${at}.main`,
        message: `expected ${JSON.stringify(condition.main)} for ${w.id}, got ${JSON.stringify(w.main)}`,
      });
    if (!w.icon.startsWith(condition.icon))
      issues.push({
        path: `${at}.icon`,
        message: `expected ${condition.icon}d or ${condition.icon}n for ${w.id}, got ${JSON.stringify(w.icon)}`,
      });
  });
}

/** Cloud cover within the band of the primary cloud code. */
function checkClouds(
  item: { clouds: number; weather: readonly { id: number }[] },
  path: string,
  issues: AnswerIssue[],
): void {
  const band = cloudCoverByCode.get(item.weather[0]?.id ?? 0);
  if (band && (item.clouds < band[0] || item.clouds > band[1])) {
    issues.push({
      path: `${path}.clouds`,
      message: `expected ${band[0]} to ${band[1]} for condition ${item.weather[0]?.id}, got ${item.clouds}`,
    });
  }
}

function checkCurrent(item: OneCallCurrent, path: string, issues: AnswerIssue[]): void {
  checkConditions(item.weather, path, issues);
  checkClouds(item, path, issues);
  const suffix = item.sunrise <= item.dt && item.dt < item.sunset ? 'd' : 'n';
  item.weather.forEach((w, index) => {
    if (!w.icon.endsWith(suffix)) {
      issues.push({
        path: `${path}.weather[${index}].icon`,
        message: `expected the suffix ${suffix} (dt against sunrise and sunset), got ${JSON.stringify(w.icon)}`,
      });
    }
  });
}

function checkSeries(
  items: readonly { dt: number }[],
  step: number,
  path: string,
  issues: AnswerIssue[],
): void {
  items.forEach((item, index) => {
    const previous = items[index - 1];
    if (previous && item.dt - previous.dt !== step) {
      issues.push({
        path: `${path}[${index}].dt`,
        message: `expected ${previous.dt + step} (${step} s after the previous), got ${item.dt}`,
      });
    }
  });
}

/**
 * The daily grid: a day's `dt` is the start of the local clock hour holding its solar noon,
 * `(sunrise + sunset) / 2` (on a quarter hour of UTC, as every UTC offset is), so the noon lies
 * within the hour from `dt`; consecutive days a day apart, give or take the hours a daylight-saving
 * change and the noon's drift across an hour's start move it.
 */
function checkDailyTimes(days: readonly OneCallDay[], issues: AnswerIssue[]): void {
  days.forEach((day, index) => {
    const path = `daily[${index}].dt`;
    const previous = days[index - 1];
    if (previous && Math.abs(day.dt - previous.dt - DAY) > 2 * HOUR)
      issues.push({
        path,
        message: `expected about ${DAY} s after the previous day, got ${day.dt - previous.dt}`,
      });
    const noon = (day.sunrise + day.sunset) / 2;
    if (day.dt % 900 !== 0) issues.push({ path, message: `expected a quarter hour, got ${day.dt}` });
    else if (day.sunrise !== 0 && (noon < day.dt || noon >= day.dt + HOUR))
      issues.push({
        path,
        message: `expected the start of the hour holding solar noon ${noon} ((sunrise + sunset) / 2), got ${day.dt}`,
      });
  });
}

function checkDay(day: OneCallDay, path: string, issues: AnswerIssue[]): void {
  checkConditions(day.weather, path, issues);
  const { min, max } = day.temp;
  for (const key of ['day', 'night', 'eve', 'morn'] as const) {
    const value = day.temp[key];
    if (value < min || value > max)
      issues.push({
        path: `${path}.temp.${key}`,
        message: `expected from temp.min ${min} to temp.max ${max}, got ${value}`,
      });
  }
  day.weather.forEach((w, index) => {
    if (!w.icon.endsWith('d'))
      issues.push({
        path: `${path}.weather[${index}].icon`,
        message: `expected a day icon (suffix d), got ${JSON.stringify(w.icon)}`,
      });
  });
}

/**
 * Checks that a value is a One Call 3.0 answer the service could send: the schema (fields, key
 * names, integers, ranges, decimals; 61 minutes, 48 hours, 8 days), the time grids (minutes 60 s
 * apart, hours 3600 s apart on whole hours, days a day apart, each at the start of the local hour
 * holding its solar noon), condition codes with their group
 * and icon, the icon's day/night suffix against `current`'s sun, cloud cover against the cloud
 * codes, daily temperatures between `min` and `max`, daily icons ending in "d".
 *
 * @param value - a parsed body (`JSON.parse`) or an answer object.
 * @returns `{ ok: true, answer }` or `{ ok: false, issues }` (never throws).
 * @example
 * ```ts
 * import { validateOneCall } from 'weather-double';
 * const result = validateOneCall(await response.json());
 * expect(result.ok).toBe(true);
 * ```
 */
export function validateOneCall(value: unknown): OneCallValidation {
  const issues: AnswerIssue[] = [];
  checkAgainst(value, oneCallSchema, '', issues);
  if (issues.length === 0) {
    const answer = value as OneCallAnswer;
    if (answer.current) checkCurrent(answer.current, 'current', issues);
    if (answer.minutely) {
      checkSeries(answer.minutely, 60, 'minutely', issues);
      if (answer.minutely[0] && answer.minutely[0].dt % 60 !== 0)
        issues.push({
          path: 'minutely[0].dt',
          message: `expected a whole minute, got ${answer.minutely[0].dt}`,
        });
    }
    if (answer.hourly) {
      checkSeries(answer.hourly, 3600, 'hourly', issues);
      answer.hourly.forEach((hour: OneCallHour, index) => {
        checkConditions(hour.weather, `hourly[${index}]`, issues);
        checkClouds(hour, `hourly[${index}]`, issues);
        if (hour.dt % 3600 !== 0)
          issues.push({ path: `hourly[${index}].dt`, message: `expected a whole hour, got ${hour.dt}` });
      });
    }
    if (answer.daily) {
      checkDailyTimes(answer.daily, issues);
      answer.daily.forEach((day, index) => {
        checkDay(day, `daily[${index}]`, issues);
      });
    }
    answer.alerts?.forEach((alert, index) => {
      if (alert.end < alert.start)
        issues.push({
          path: `alerts[${index}].end`,
          message: `expected at or after start ${alert.start}, got ${alert.end}`,
        });
    });
  }
  return issues.length === 0 ? { ok: true, answer: value as OneCallAnswer } : { ok: false, issues };
}

/**
 * Checks that a value is a timemachine answer the service could send: the schema, then `data[0]`
 * as `current` is checked by {@link validateOneCall}.
 *
 * @param value - a parsed body or an answer object.
 * @returns `{ ok: true, answer }` or `{ ok: false, issues }` (never throws).
 * @example
 * ```ts
 * import { validateOneCallTimemachine } from 'weather-double';
 * expect(validateOneCallTimemachine(await response.json()).ok).toBe(true);
 * ```
 */
export function validateOneCallTimemachine(value: unknown): OneCallValidation<OneCallTimemachineAnswer> {
  const issues: AnswerIssue[] = [];
  checkAgainst(value, oneCallTimemachineSchema, '', issues);
  if (issues.length === 0) {
    const item = (value as OneCallTimemachineAnswer).data[0];
    if (item) checkCurrent(item, 'data[0]', issues);
  }
  return issues.length === 0
    ? { ok: true, answer: value as OneCallTimemachineAnswer }
    : { ok: false, issues };
}
