import { optional } from '../../answer-schema/helpers.js';
import { type AnswerSchema, checkAgainst } from '../../answer-schema/index.js';
import { assertKnownKeys, describeValue, invalidOption } from '../../errors.js';
import { cloudCoverByCode, isRaining, isSnowing } from '../../service/conditions.js';
import { checkConditions, type ValidationIssue } from '../weather/validate.js';
import { forecastSchema } from './schema.js';
import type { Forecast, ForecastItem, ForecastVariantAnswer } from './types.js';

/**
 * What `validateForecast` found: the forecast, typed, or every issue with its path.
 *
 * @example
 * ```ts
 * const result: ForecastValidationResult = validateForecast(JSON.parse(body));
 * if (!result.ok) console.log(result.issues);
 * ```
 */
export type ForecastValidationResult<F = Forecast> =
  | { ok: true; forecast: F }
  | { ok: false; issues: ValidationIssue[] };

const SLOT = 10_800;

const pad = (value: number) => (value < 10 ? `0${value}` : `${value}`);

/** `dt` in UTC as the service writes `dt_txt`: `YYYY-MM-DD HH:MM:SS` (proleptic Gregorian, from days). @internal */
export function dtText(dt: number): string {
  const days = Math.floor(dt / 86_400);
  const seconds = dt - days * 86_400;
  // Civil date from days since 1970-01-01 (H. Hinnant's algorithm).
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${year}-${pad(month)}-${pad(day)} ${pad(hours)}:${pad(minutes)}:${pad(seconds % 60)}`;
}

/**
 * A slot's length in seconds, the language of its descriptions, and whether the rare variants are
 * accepted (an empty `"rain":{}` then counts as no rain).
 */
interface SlotGrid {
  slot: number;
  lang: string | undefined;
  variants: boolean;
}

/** Whether a slot's `rain`/`snow` is there (with variants, `{}` is as if absent). */
const carries = (volume: object | undefined, variants: boolean) =>
  volume !== undefined && !(variants && Object.keys(volume).length === 0);

/** The rules that tie one slot's fields together (`slot` seconds long, descriptions in `lang`). */
function checkItem(item: ForecastItem, at: string, issues: ValidationIssue[], grid: SlotGrid): void {
  const { slot, lang, variants } = grid;
  const { main, sys } = item;
  if (item.dt % slot !== 0) {
    issues.push({
      path: `${at}.dt`,
      message: `expected a multiple of ${slot} (a ${slot / 3600}-hour UTC grid point), got ${item.dt}`,
    });
  }
  const text = dtText(item.dt);
  if (item.dt_txt !== text) {
    issues.push({
      path: `${at}.dt_txt`,
      message: `expected ${JSON.stringify(text)} (dt in UTC), got ${describeValue(item.dt_txt)}`,
    });
  }
  checkConditions(item.weather, at, issues, {
    lang,
    suffixes: sys.pod,
    why: ` with sys.pod ${JSON.stringify(sys.pod)}`,
  });
  const kf = main.temp_kf;
  if (main.temp_min > main.temp) {
    issues.push({
      path: `${at}.main.temp_min`,
      message: `expected at most main.temp (${main.temp}), got ${main.temp_min}`,
    });
  } else if (main.temp_max < main.temp) {
    issues.push({
      path: `${at}.main.temp_max`,
      message: `expected at least main.temp (${main.temp}), got ${main.temp_max}`,
    });
  } else if (kf === 0 && (main.temp_min !== main.temp || main.temp_max !== main.temp)) {
    issues.push({
      path: `${at}.main.temp_kf`,
      message: `expected a nonzero temp_kf when temp_min (${main.temp_min}) or temp_max (${main.temp_max}) differs from temp (${main.temp}), got 0`,
    });
  } else if (kf > 0 && main.temp_max !== main.temp) {
    issues.push({
      path: `${at}.main.temp_max`,
      message: `expected main.temp (${main.temp}) with temp_kf ${kf} > 0 (temp is the slot's highest), got ${main.temp_max}`,
    });
  } else if (kf < 0 && main.temp_min !== main.temp) {
    issues.push({
      path: `${at}.main.temp_min`,
      message: `expected main.temp (${main.temp}) with temp_kf ${kf} < 0 (temp is the slot's lowest), got ${main.temp_min}`,
    });
  }
  const primary = item.weather[0];
  const cover = primary && cloudCoverByCode.get(primary.id);
  if (cover && (item.clouds.all < cover[0] || item.clouds.all > cover[1])) {
    issues.push({
      path: `${at}.clouds.all`,
      message: `expected an integer from ${cover[0]} to ${cover[1]} for condition ${primary.id} (${primary.description}), got ${item.clouds.all}`,
    });
  }
  const ids = item.weather.map((descriptor) => descriptor.id);
  for (const [field, says, verb] of [
    ['rain', ids.some(isRaining), 'rains'],
    ['snow', ids.some(isSnowing), 'snows'],
  ] as const) {
    const present = carries(item[field], variants);
    if (present && !says) {
      issues.push({
        path: `${at}.${field}`,
        message: `expected no ${field} while no condition says it ${verb} (conditions ${ids.join(', ')}), got ${describeValue(item[field])}`,
      });
    } else if (!present && says) {
      issues.push({
        path: `${at}.${field}`,
        message: `is required while a condition says it ${verb} (conditions ${ids.join(', ')}): expected an object {"${slot / 3600}h": mm}, got nothing`,
      });
    }
  }
}

/**
 * The rules across the answer: `cnt`, the grid (`slot` seconds: 10800, or 3600 for the hourly
 * forecast), the sun of the city; descriptions in `lang`.
 * @internal
 */
export function checkRelations(
  forecast: Forecast,
  issues: ValidationIssue[],
  lang: string | undefined,
  slot = SLOT,
  variants = false,
): void {
  const { list, city } = forecast;
  if (forecast.cnt !== list.length) {
    issues.push({
      path: 'cnt',
      message: `expected the number of list items (${list.length}), got ${forecast.cnt}`,
    });
  }
  list.forEach((item, index) => {
    checkItem(item, `list[${index}]`, issues, { slot, lang, variants });
    const before = list[index - 1];
    if (before && item.dt !== before.dt + slot) {
      issues.push({
        path: `list[${index}].dt`,
        message: `expected ${before.dt + slot} (list[${index - 1}].dt + ${slot}), got ${item.dt}`,
      });
    }
  });
  // The variant without the city's sun leaves both out: nothing to compare.
  if (variants && city.sunrise === undefined && city.sunset === undefined) return;
  const polar = city.sunrise === 0 && city.sunset === 0;
  if (!polar && (city.sunrise === 0 || city.sunset <= city.sunrise)) {
    issues.push({
      path: 'city.sunset',
      message: `expected a time after city.sunrise (${city.sunrise}), or both 0 (polar day or night), got ${city.sunset}`,
    });
  }
}

/**
 * The `lang` of a validator's options (`{ lang?: string }`, the `lang` the answer was asked for
 * with), checked: `undefined` for English.
 * @throws {WeatherDoubleError} `INVALID_OPTION` for options that are not that object.
 * @internal
 */
export function langOption(options: unknown, expected = 'an object { lang?: string }'): string | undefined {
  if (options === undefined) return undefined;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw invalidOption('options', expected, options);
  }
  assertKnownKeys(options, expected.includes('variants') ? ['lang', 'variants'] : ['lang'], '');
  const { lang } = options as { lang?: unknown };
  if (lang !== undefined && typeof lang !== 'string') {
    throw invalidOption('lang', 'a language code such as "de"', lang);
  }
  return lang;
}

/**
 * Checks that a value is a 5 day / 3 hour forecast the real service could send: every field with
 * its type (integers where the service sends integers), ranges and precision, the key set at every
 * level, `cod` "200" and `message` 0, `cnt` the number of slots, slots on the 3-hour UTC grid and
 * 10800 s apart, `dt_txt` matching `dt`, condition codes from the table with icons ending in the
 * slot's `sys.pod`, cloud cover matching a cloud code, `rain`/`snow` ({"3h"}) present exactly while
 * a condition rains or snows, the `temp_kf` rule (`temp_min` = `temp` = `temp_max` when it is 0,
 * `temp` the highest when it is positive, the lowest when negative), and the city's sunrise before
 * its sunset (or both 0). Reports every issue with its path; never throws.
 *
 * @param value - anything, typically `JSON.parse` of a response body.
 * @param options - `lang`: the `lang` the forecast was asked for with, its descriptions expected in
 *   that language (`conditionDescription`). @default English
 * @example
 * ```ts
 * import { validateForecast } from 'weather-double';
 * const result = validateForecast(JSON.parse(body));
 * if (!result.ok) for (const issue of result.issues) console.error(`${issue.path}: ${issue.message}`);
 * ```
 */
export function validateForecast(
  value: unknown,
  options?: { lang?: string | undefined; variants?: false },
): ForecastValidationResult;
/**
 * With `{ variants: true }`: also accepts the rare real variants the double can send
 * (docs/variants.md): `message` a float, slots without `visibility`, `pop` or `main.feels_like`,
 * `"rain":{}` in a dry slot, `wind.deg` with 3 decimals, `city` without `timezone`, `sunrise` and
 * `sunset`. Every other rule holds.
 * @example
 * ```ts
 * expect(validateForecast(await response.json(), { variants: true }).ok).toBe(true);
 * ```
 */
export function validateForecast(
  value: unknown,
  options: { lang?: string | undefined; variants: true },
): ForecastValidationResult<ForecastVariantAnswer>;
export function validateForecast(
  value: unknown,
  options?: { lang?: string | undefined; variants?: boolean },
): ForecastValidationResult | ForecastValidationResult<ForecastVariantAnswer> {
  const lang = langOption(options, 'an object { lang?: string, variants?: boolean }');
  const variants = (options as { variants?: unknown } | undefined)?.variants ?? false;
  if (typeof variants !== 'boolean') throw invalidOption('variants', 'true or false', variants);
  const issues: ValidationIssue[] = [];
  checkAgainst(value, variants ? variantSchema : forecastSchema, '', issues, 'the forecast');
  if (issues.length === 0) checkRelations(value as Forecast, issues, lang, SLOT, variants);
  return issues.length === 0 ? { ok: true, forecast: value as Forecast } : { ok: false, issues };
}

/**
 * The forecast's schema loosened by exactly what the variants change (docs/variants.md); the key
 * order stays the strict schema's.
 */
function variantSchemaOf(schema: typeof forecastSchema): AnswerSchema {
  const { list, city, message } = schema.properties;
  const { main, rain, wind } = list.items.properties;
  return {
    ...schema,
    properties: {
      ...schema.properties,
      message: {
        type: 'number',
        minimum: 0,
        maximum: 1,
        'x-decimals': 4,
        description: `${message.description} A float such as 0.0032 in the rare variants (2016–2019).`,
      },
      list: {
        ...list,
        items: {
          ...optional(list.items, 'visibility', 'pop'),
          properties: {
            ...list.items.properties,
            main: optional(main, 'feels_like'),
            rain: { ...rain, required: [] },
            wind: {
              ...wind,
              properties: {
                ...wind.properties,
                deg: { ...wind.properties.deg, type: 'number', 'x-decimals': 3 },
              },
            },
          },
        },
      },
      city: optional(city, 'timezone', 'sunrise', 'sunset'),
    },
  };
}

const variantSchema = variantSchemaOf(forecastSchema);
