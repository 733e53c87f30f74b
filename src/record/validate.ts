import { describeValue } from '../errors.js';
import { cloudCoverByCode, conditionById, iconFor } from './conditions.js';
import { decimalsByPath, type SchemaNode, weatherRecordSchema } from './schema.js';
import type { WeatherRecord } from './types.js';

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
export type ValidationResult = { ok: true; record: WeatherRecord } | { ok: false; issues: ValidationIssue[] };

const patterns = new Map<string, RegExp>();
function patternOf(source: string): RegExp {
  let regex = patterns.get(source);
  if (!regex) {
    regex = new RegExp(source);
    patterns.set(source, regex);
  }
  return regex;
}

/** What a schema node allows, as a phrase: `an integer from 0 to 100`, `one of 1, 2`, `"stations"`. */
function expectation(node: SchemaNode): string {
  if (node.const !== undefined) return JSON.stringify(node.const);
  if (node.enum) return `one of ${node.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  const range =
    node.minimum !== undefined && node.maximum !== undefined
      ? ` from ${node.minimum} to ${node.maximum}`
      : '';
  switch (node.type) {
    case 'integer':
      return `an integer${range}`;
    case 'number':
      return `a number${range}`;
    case 'string':
      return node.pattern ? `a string matching ${node.pattern}` : 'a string';
    case 'array':
      return node.minItems
        ? `an array with at least ${node.minItems} element${node.minItems === 1 ? '' : 's'}`
        : 'an array';
    default:
      return 'an object';
  }
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function checkNode(value: unknown, node: SchemaNode, path: string, issues: ValidationIssue[]): void {
  const fail = () =>
    issues.push({ path, message: `expected ${expectation(node)}, got ${describeValue(value)}` });
  switch (node.type) {
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return void fail();
      const record = value as Record<string, unknown>;
      const properties = node.properties ?? {};
      for (const key of node.required ?? []) {
        if (!Object.hasOwn(record, key)) {
          const child = properties[key] as SchemaNode;
          issues.push({
            path: join(path, key),
            message: `is required: expected ${expectation(child)}, got nothing`,
          });
        }
      }
      for (const key of Object.keys(record)) {
        const child = properties[key];
        if (child) checkNode(record[key], child, join(path, key), issues);
        else if (node.additionalProperties === false) {
          issues.push({
            path: join(path, key),
            message: `is not a field of the weather record here; allowed: ${Object.keys(properties).join(', ')}`,
          });
        }
      }
      return;
    }
    case 'array': {
      if (!Array.isArray(value) || value.length < (node.minItems ?? 0)) return void fail();
      value.forEach((item, index) => {
        if (node.items) checkNode(item, node.items, `${path}[${index}]`, issues);
      });
      return;
    }
    case 'integer':
    case 'number': {
      const ok =
        typeof value === 'number' &&
        Number.isFinite(value) &&
        (node.type === 'number' || Number.isInteger(value)) &&
        (node.minimum === undefined || value >= node.minimum) &&
        (node.maximum === undefined || value <= node.maximum) &&
        (node.const === undefined || value === node.const) &&
        (node.enum === undefined || node.enum.includes(value));
      if (!ok) return void fail();
      const decimals = decimalsByPath.get(path);
      if (decimals !== undefined && Number(value.toFixed(decimals)) !== value) {
        issues.push({ path, message: `expected at most ${decimals} decimals, got ${value}` });
      }
      return;
    }
    case 'string': {
      const ok =
        typeof value === 'string' &&
        (node.const === undefined || value === node.const) &&
        (node.pattern === undefined || patternOf(node.pattern).test(value));
      if (!ok) fail();
      return;
    }
  }
}

/** The rules that tie fields together, checked once the structure is right. */
function checkRelations(record: WeatherRecord, issues: ValidationIssue[]): void {
  const { dt, sys, main, clouds } = record;
  if (sys.sunset < sys.sunrise) {
    issues.push({
      path: 'sys.sunset',
      message: `expected a time at or after sys.sunrise (${sys.sunrise}), got ${sys.sunset}`,
    });
  }
  const suffix = sys.sunrise <= dt && dt < sys.sunset ? 'd' : 'n';
  record.weather.forEach((descriptor, index) => {
    const at = `weather[${index}]`;
    const condition = conditionById(descriptor.id);
    if (!condition) {
      issues.push({
        path: `${at}.id`,
        message: `expected a code from the condition table (200-232, 300-321, 500-531, 600-622, 701-781, 800-804), got ${descriptor.id}`,
      });
      return;
    }
    for (const field of ['main', 'description'] as const) {
      if (descriptor[field] !== condition[field]) {
        issues.push({
          path: `${at}.${field}`,
          message: `expected ${JSON.stringify(condition[field])} for condition ${condition.id}, got ${describeValue(descriptor[field])}`,
        });
      }
    }
    const icon = iconFor(condition, dt, sys.sunrise, sys.sunset);
    if (descriptor.icon !== icon) {
      const when = suffix === 'd' ? 'sunrise <= dt < sunset (day)' : 'dt outside sunrise..sunset (night)';
      issues.push({
        path: `${at}.icon`,
        message: `expected ${JSON.stringify(icon)} for condition ${condition.id} with ${when}, got ${describeValue(descriptor.icon)}`,
      });
    }
  });
  if (main.temp_min > main.temp) {
    issues.push({
      path: 'main.temp_min',
      message: `expected at most main.temp (${main.temp}), got ${main.temp_min}`,
    });
  }
  if (main.temp_max < main.temp) {
    issues.push({
      path: 'main.temp_max',
      message: `expected at least main.temp (${main.temp}), got ${main.temp_max}`,
    });
  }
  const primary = record.weather[0];
  const cover = primary && cloudCoverByCode.get(primary.id);
  if (cover && (clouds.all < cover[0] || clouds.all > cover[1])) {
    issues.push({
      path: 'clouds.all',
      message: `expected an integer from ${cover[0]} to ${cover[1]} for condition ${primary.id} (${primary.description}), got ${clouds.all}`,
    });
  }
}

/**
 * Checks that a value is a weather record the real service could send: every field of the
 * specification with its type (integers where it says integer), ranges, precision, the condition
 * table, the icon day/night suffix, `temp_min <= temp <= temp_max`, cloud cover matching a cloud
 * code, and `cod` 200. Reports every issue, each with its path; never throws.
 *
 * @param value - anything, typically `JSON.parse` of a response body.
 * @example
 * ```ts
 * import { validateWeatherRecord } from 'weather-double';
 * const result = validateWeatherRecord(JSON.parse(body));
 * if (!result.ok) {
 *   for (const issue of result.issues) console.error(`${issue.path}: ${issue.message}`);
 * }
 * ```
 */
export function validateWeatherRecord(value: unknown): ValidationResult {
  const issues: ValidationIssue[] = [];
  checkNode(value, weatherRecordSchema, '', issues);
  if (issues.length === 0) checkRelations(value as WeatherRecord, issues);
  return issues.length === 0 ? { ok: true, record: value as WeatherRecord } : { ok: false, issues };
}
