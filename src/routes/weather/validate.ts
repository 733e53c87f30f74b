import { optional } from '../../answer-schema/helpers.js';
import { checkAgainst } from '../../answer-schema/index.js';
import { assertKnownKeys, describeValue, invalidOption } from '../../errors.js';
import { cloudCoverByCode, conditionById, isRaining, isSnowing } from '../../service/conditions.js';
import { conditionDescription } from '../../service/languages.js';
import type { RecordShape } from '../../service/vocabulary.js';
import type { SchemaNode } from './schema.js';
import { currentWeatherRecordSchema, weatherRecordSchema } from './schema.js';
import type { CurrentWeatherRecord, RecordOfShape, WeatherRecord, WeatherVariantRecord } from './types.js';

/** The record `validateWeatherRecord` gives: of the shape, loosened by the variants when asked. */
type ValidatedRecord<S extends RecordShape, V> = V extends true ? WeatherVariantRecord<S> : RecordOfShape<S>;

/**
 * One reason a value is not a weather record the service could send.
 *
 * @example
 * ```ts
 * const issue: ValidationIssue = { path: 'main.humidity', message: 'expected an integer from 0 to 100, got 150' };
 * ```
 */
export interface ValidationIssue {
  /** Where the problem is, in dot-and-index form: `main.humidity`, `weather[0].icon`; `''` for the root. */
  path: string;
  /** What was expected and what was given. */
  message: string;
}

/**
 * What `validateWeatherRecord` found: the record, typed, or every issue with its path.
 *
 * @example
 * ```ts
 * const result: ValidationResult = validateWeatherRecord(JSON.parse(body));
 * if (!result.ok) console.log(result.issues);
 * ```
 */
export type ValidationResult<R = WeatherRecord> =
  | { ok: true; record: R }
  | { ok: false; issues: ValidationIssue[] };

/**
 * Options of {@link validateWeatherRecord}.
 *
 * @example
 * ```ts
 * const options: ValidateOptions = { shape: 'current' };
 * ```
 */
export interface ValidateOptions<S extends RecordShape = RecordShape> {
  /**
   * The record to expect: the specification's (`sys.message`, no `timezone`) or the shape the live
   * service sends today (`feels_like`, `sea_level`, `grnd_level`, `timezone`, optional `gust`,
   * `rain`, `snow`; no `sys.message`).
   * @default 'specification'
   */
  shape?: S | undefined;
  /**
   * The `lang` the record was asked for with: its descriptions are expected in that language
   * (`conditionDescription`; English for a code without translations or an unknown one).
   * @default English
   */
  lang?: string | undefined;
  /**
   * Accept the rare real variants of the answer the double can send (docs/variants.md) besides the
   * common answer: `visibility`, `main.feels_like`, `wind.deg` and (in the specification's shape)
   * `sys.type`/`sys.id` may be left out; `base` may be `"cmc stations"` or `"model"`;
   * `main.pressure`, `sea_level` and `grnd_level` may carry 2 decimals and `wind.deg` 3;
   * `visibility` may reach 16093 (10 statute miles); on a polar day or night (`sunrise` and
   * `sunset` 0) an icon may end in `d` or `n`. Every other rule holds.
   * @default false (the strict contract: the common answer only)
   */
  variants?: boolean | undefined;
}

/**
 * How {@link checkConditions} checks a `weather[]`: the language of the descriptions (`null`: any
 * description, for an answer that does not say its `lang`), the day/night suffixes an icon may end
 * with (`'d'`, `'n'` or `'dn'`) and why, as the message says it (` with sys.pod "d"`).
 * @internal
 */
export interface ConditionRules {
  readonly lang: string | undefined | null;
  readonly suffixes: string;
  readonly why: string;
}

/**
 * The rules of a `weather[]` (at `path`'s `weather`) of any answer: codes of the condition table,
 * each with its group, its description in `lang` and its icon with the suffixes `rules` allow.
 * @internal
 */
export function checkConditions(
  weather: readonly { id: number; main: string; description: string; icon: string }[],
  path: string,
  issues: ValidationIssue[],
  rules: ConditionRules,
): void {
  weather.forEach((descriptor, index) => {
    const at = `${path ? `${path}.` : ''}weather[${index}]`;
    const condition = conditionById(descriptor.id);
    if (!condition) {
      issues.push({
        path: `${at}.id`,
        message: `expected a code from the condition table (200-232, 300-321, 500-531, 600-622, 701-781, 800-804), got ${descriptor.id}`,
      });
      return;
    }
    const expected = {
      main: condition.main,
      description:
        rules.lang === null ? descriptor.description : conditionDescription(condition.id, rules.lang),
    };
    for (const field of ['main', 'description'] as const) {
      if (descriptor[field] !== expected[field]) {
        issues.push({
          path: `${at}.${field}`,
          message: `expected ${JSON.stringify(expected[field])} for condition ${condition.id}, got ${describeValue(descriptor[field])}`,
        });
      }
    }
    const icons = [...rules.suffixes].map((suffix) => condition.icon + suffix);
    if (!icons.includes(descriptor.icon)) {
      issues.push({
        path: `${at}.icon`,
        message: `expected ${icons.map((icon) => JSON.stringify(icon)).join(' or ')} for condition ${condition.id}${rules.why}, got ${describeValue(descriptor.icon)}`,
      });
    }
  });
}

/** `key` under `at` (`''` for the root): `main.temp`, `list[3].main.temp`. */
const under = (at: string, key: string) => (at === '' ? key : `${at}.${key}`);

/**
 * The measurements of an observation (a record, a history's hour, at `at`) that hang together:
 * `temp_min <= temp <= temp_max`, and the cloud cover in the band of the primary condition.
 * @internal
 */
export function checkSpread(
  observed: {
    readonly weather: readonly { id: number; description: string }[];
    readonly main: { readonly temp: number; readonly temp_min: number; readonly temp_max: number };
    readonly clouds: { readonly all: number };
  },
  at: string,
  issues: ValidationIssue[],
): void {
  const { main, clouds } = observed;
  if (main.temp_min > main.temp) {
    issues.push({
      path: under(at, 'main.temp_min'),
      message: `expected at most main.temp (${main.temp}), got ${main.temp_min}`,
    });
  }
  if (main.temp_max < main.temp) {
    issues.push({
      path: under(at, 'main.temp_max'),
      message: `expected at least main.temp (${main.temp}), got ${main.temp_max}`,
    });
  }
  const primary = observed.weather[0];
  const cover = primary && cloudCoverByCode.get(primary.id);
  if (cover && (clouds.all < cover[0] || clouds.all > cover[1])) {
    issues.push({
      path: under(at, 'clouds.all'),
      message: `expected an integer from ${cover[0]} to ${cover[1]} for condition ${primary.id} (${primary.description}), got ${clouds.all}`,
    });
  }
}

/** The rules that tie fields together, checked once the structure is right. */
function checkRelations(
  record: WeatherRecord | CurrentWeatherRecord,
  issues: ValidationIssue[],
  lang: string | undefined,
  variants: boolean,
): void {
  const { dt, sys } = record;
  const polar = sys.sunrise === 0 && sys.sunset === 0;
  if (!polar && sys.sunrise === 0) {
    issues.push({
      path: 'sys.sunrise',
      message: `expected a time before sys.sunset, or 0 together with sys.sunset 0 (polar day or night), got 0 with sys.sunset ${sys.sunset}`,
    });
  } else if (!polar && sys.sunset <= sys.sunrise) {
    issues.push({
      path: 'sys.sunset',
      message: `expected a time after sys.sunrise (${sys.sunrise}), or 0 together with sys.sunrise 0 (polar day or night), got ${sys.sunset}`,
    });
  }
  const day = sys.sunrise <= dt && dt < sys.sunset;
  checkConditions(record.weather, '', issues, {
    lang,
    // The variants' polar icons: `d` as recorded in 2018, `n` as in 2023 (docs/variants.md).
    suffixes: polar && variants ? 'dn' : day ? 'd' : 'n',
    why: day ? ' with sunrise <= dt < sunset (day)' : ' with dt outside sunrise..sunset (night)',
  });
  checkSpread(record, '', issues);
  if (Object.hasOwn(record, 'timezone')) checkFalling(record as CurrentWeatherRecord, '', issues);
}

/**
 * The rules of today's observations (a current-shape record, a history's hour, at `at`): gusts at
 * least the wind, `rain` and `snow` (`{"1h": mm}`) present exactly while a condition says so.
 * @internal
 */
export function checkFalling(
  observed: {
    readonly weather: readonly { id: number }[];
    readonly wind: { readonly speed: number; readonly gust?: number | undefined };
    readonly rain?: unknown;
    readonly snow?: unknown;
  },
  at: string,
  issues: ValidationIssue[],
): void {
  const { wind } = observed;
  if (wind.gust !== undefined && wind.gust < wind.speed) {
    issues.push({
      path: under(at, 'wind.gust'),
      message: `expected at least wind.speed (${wind.speed}), got ${wind.gust}`,
    });
  }
  const ids = observed.weather.map((descriptor) => descriptor.id);
  for (const [field, says, verb] of [
    ['rain', ids.some(isRaining), 'rains'],
    ['snow', ids.some(isSnowing), 'snows'],
  ] as const) {
    const present = observed[field] !== undefined;
    if (present && !says) {
      issues.push({
        path: under(at, field),
        message: `expected no ${field} while no condition says it ${verb} (conditions ${ids.join(', ')}), got ${describeValue(observed[field])}`,
      });
    } else if (!present && says) {
      issues.push({
        path: under(at, field),
        message: `is required while a condition says it ${verb} (conditions ${ids.join(', ')}): expected an object {"1h": mm}, got nothing`,
      });
    }
  }
}

/**
 * Checks that a value is a weather record the real service could send: every field of the
 * specification with its type (integers where it says integer), ranges, precision, the condition
 * table, the icon day/night suffix, `temp_min <= temp <= temp_max`, cloud cover matching a cloud
 * code, sunrise before sunset (or both `0`: a polar day or night), and `cod` 200. With
 * `{ shape: 'current' }` it checks the shape the live service sends today instead: its fields,
 * `gust >= speed`, and `rain`/`snow` present exactly while a condition says it rains or snows.
 * With `{ variants: true }` it also accepts the rare real variants the double can send
 * (docs/variants.md; the record is then typed {@link WeatherVariantRecord}).
 * Reports every issue, each with its path; never throws on a value (bad options throw
 * `INVALID_OPTION`).
 *
 * @param value - anything, typically `JSON.parse` of a response body.
 * @param options - `shape` (default `'specification'`), `lang` (default English), `variants`
 * (default `false`).
 * @example
 * ```ts
 * import { validateWeatherRecord } from 'weather-double';
 * const result = validateWeatherRecord(JSON.parse(body));
 * if (!result.ok) {
 *   for (const issue of result.issues) console.error(`${issue.path}: ${issue.message}`);
 * }
 * ```
 */
export function validateWeatherRecord<
  S extends RecordShape = 'specification',
  V extends boolean | undefined = undefined,
>(value: unknown, options?: ValidateOptions<S> & { variants?: V }): ValidationResult<ValidatedRecord<S, V>> {
  const { shape, lang, variants } = readOptions(options);
  const issues: ValidationIssue[] = [];
  const schemas = variants ? variantSchemas : strictSchemas;
  checkAgainst(value, schemas[shape], '', issues, 'the weather record');
  if (issues.length === 0)
    checkRelations(value as WeatherRecord | CurrentWeatherRecord, issues, lang, variants);
  return issues.length === 0 ? { ok: true, record: value as ValidatedRecord<S, V> } : { ok: false, issues };
}

const strictSchemas: Readonly<Record<RecordShape, SchemaNode>> = {
  specification: weatherRecordSchema,
  current: currentWeatherRecordSchema,
};

/**
 * The record's schema loosened by exactly what the variants change (docs/variants.md): the fields
 * they leave out optional, `base`'s other values, the decimals of `floatNumbers`, the miles of
 * `visibilityMiles`. The key order stays the strict schema's.
 */
function variantSchemaOf(schema: SchemaNode): SchemaNode {
  const properties = schema.properties ?? {};
  const main = properties.main as SchemaNode;
  const wind = properties.wind as SchemaNode;
  const sys = properties.sys as SchemaNode;
  const decimals = (node: SchemaNode | undefined, places: number): SchemaNode | undefined =>
    node && { ...node, type: 'number', 'x-decimals': places };
  const mainProperties = { ...main.properties };
  for (const key of ['pressure', 'sea_level', 'grnd_level']) {
    const node = decimals(mainProperties[key], 2);
    if (node) mainProperties[key] = node;
  }
  return {
    ...optional(schema, 'visibility'),
    properties: {
      ...properties,
      base: {
        type: 'string',
        enum: ['stations', 'cmc stations', 'model'],
        description:
          'Internal parameter: "stations"; "cmc stations" (2014–2016) or "model" (2020) in the rare variants.',
      },
      main: { ...optional(main, 'feels_like'), properties: mainProperties },
      visibility: {
        ...(properties.visibility as SchemaNode),
        maximum: 16_093,
      },
      wind: {
        ...optional(wind, 'deg'),
        properties: { ...wind.properties, deg: decimals(wind.properties?.deg, 3) as SchemaNode },
      },
      sys: optional(sys, 'type', 'id'),
    },
  };
}

const variantSchemas: Readonly<Record<RecordShape, SchemaNode>> = {
  specification: variantSchemaOf(weatherRecordSchema),
  current: variantSchemaOf(currentWeatherRecordSchema),
};

/** The `shape`, `lang` and `variants` of validation options. */
function readOptions(options: unknown): { shape: RecordShape; lang: string | undefined; variants: boolean } {
  if (options === undefined) return { shape: 'specification', lang: undefined, variants: false };
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw invalidOption(
      'options',
      'an object { shape?: "specification" | "current", lang?: string, variants?: boolean }',
      options,
    );
  }
  assertKnownKeys(options, ['shape', 'lang', 'variants'], '');
  const { shape = 'specification', lang, variants = false } = options as ValidateOptions;
  if (typeof variants !== 'boolean') throw invalidOption('variants', 'true or false', variants);
  if (shape !== 'specification' && shape !== 'current') {
    throw invalidOption('shape', 'one of "specification", "current"', shape);
  }
  if (lang !== undefined && typeof lang !== 'string')
    throw invalidOption('lang', 'a language code such as "de"', lang);
  return { shape, lang, variants };
}
