import { optional } from '../../answer-schema/helpers.js';
import { type AnswerIssue, type AnswerSchema, validatorOf } from '../../answer-schema/index.js';
import { assertKnownKeys, invalidOption } from '../../errors.js';
import { cloudCoverByCode } from '../../service/conditions.js';
import { checkConditions } from '../weather/validate.js';
import { oneCallSchema, oneCallTimemachineSchema } from './schema.js';
import type {
  OneCallAnswer,
  OneCallCurrent,
  OneCallDay,
  OneCallHour,
  OneCallTimemachineAnswer,
  OneCallVariantAnswer,
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
      message: `expected an integer from ${band[0]} to ${band[1]} for condition ${item.weather[0]?.id}, got ${item.clouds}`,
    });
  }
}

/** Descriptions in any language: the answer does not say the `lang` it was asked with. */
const ANY_LANG = null;

function checkCurrent(item: OneCallCurrent, path: string, issues: AnswerIssue[]): void {
  const day = item.sunrise <= item.dt && item.dt < item.sunset;
  checkConditions(item.weather, path, issues, {
    lang: ANY_LANG,
    suffixes: day ? 'd' : 'n',
    why: day ? ' with sunrise <= dt < sunset (day)' : ' with dt outside sunrise..sunset (night)',
  });
  checkClouds(item, path, issues);
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
  checkConditions(day.weather, path, issues, { lang: ANY_LANG, suffixes: 'd', why: ' (a day icon)' });
  const { min, max } = day.temp;
  for (const key of ['day', 'night', 'eve', 'morn'] as const) {
    const value = day.temp[key];
    if (value < min || value > max)
      issues.push({
        path: `${path}.temp.${key}`,
        message: `expected from temp.min ${min} to temp.max ${max}, got ${value}`,
      });
  }
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
export function validateOneCall(value: unknown, options?: { variants?: false }): OneCallValidation;
/**
 * With `{ variants: true }`: also accepts the rare real variants the double can send
 * (docs/variants.md): `current` without `visibility` or with `"rain":{}`, `hourly` items without
 * `visibility`, `daily` items without the moon's fields and `pop`.
 * @example
 * ```ts
 * expect(validateOneCall(await response.json(), { variants: true }).ok).toBe(true);
 * ```
 */
export function validateOneCall(
  value: unknown,
  options: { variants: true },
): OneCallValidation<OneCallVariantAnswer>;
export function validateOneCall(
  value: unknown,
  options?: { variants?: boolean },
): OneCallValidation | OneCallValidation<OneCallVariantAnswer> {
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    throw invalidOption('options', 'an object { variants?: boolean }', options);
  }
  if (options !== undefined) assertKnownKeys(options, ['variants'], 'options');
  const variants = options?.variants;
  if (variants !== undefined && typeof variants !== 'boolean') {
    throw invalidOption('options.variants', 'a boolean', variants);
  }
  return variants ? validateVariant(value) : validateAnswer(value);
}

/** The rules across a One Call answer: its parts' time grids and conditions. */
function checkParts(answer: OneCallAnswer, issues: AnswerIssue[]): void {
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
      checkConditions(hour.weather, `hourly[${index}]`, issues, { lang: ANY_LANG, suffixes: 'dn', why: '' });
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

const validateAnswer = validatorOf<OneCallAnswer>(oneCallSchema, 'the One Call answer', checkParts);

/**
 * The answer's schema loosened by exactly what the variants change (docs/variants.md); the key
 * order stays the strict schema's.
 */
function variantSchemaOf(schema: typeof oneCallSchema): AnswerSchema {
  const { current, hourly, daily } = schema.properties;
  return {
    ...schema,
    properties: {
      ...schema.properties,
      current: {
        ...optional(current, 'visibility'),
        properties: { ...current.properties, rain: { ...current.properties.rain, required: [] } },
      },
      hourly: { ...hourly, items: optional(hourly.items, 'visibility') },
      daily: { ...daily, items: optional(daily.items, 'moonrise', 'moonset', 'moon_phase', 'pop') },
    },
  };
}

const validateVariant = validatorOf<OneCallVariantAnswer>(
  variantSchemaOf(oneCallSchema),
  'the One Call answer',
  // The variants leave out fields the rules do not read (visibility, moon, pop), so the rules hold.
  checkParts as (answer: OneCallVariantAnswer, issues: AnswerIssue[]) => void,
);

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
  return validateTimemachine(value);
}

const validateTimemachine = validatorOf<OneCallTimemachineAnswer>(
  oneCallTimemachineSchema,
  'the timemachine answer',
  ({ data: [item] }, issues) => {
    if (item) checkCurrent(item, 'data[0]', issues);
  },
);
