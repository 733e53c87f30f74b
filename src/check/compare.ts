import { forecastSchema } from '../forecast/schema.js';
import { validateForecast } from '../forecast/validate.js';
import type { SchemaNode } from '../record/schema.js';
import { geocodingZipSchema } from '../routes/geocoding-schema.js';
import { errorAnswers } from '../service/answers.js';
import { weatherHeaders } from '../service/headers.js';
import type { Probe } from './probes.js';
import type { RecordModel } from './shapes.js';

/**
 * One way an answer differs from the model: where (a JSON path into the body such as `main.humidity`,
 * `status`, or `headers.Content-Type`), what the model expects, and what came.
 *
 * @example
 * ```ts
 * const difference: CheckDifference = {
 *   path: 'main.humidity',
 *   expected: 'an integer from 0 to 100',
 *   got: '81.5',
 * };
 * ```
 */
export interface CheckDifference {
  /** `status`, `headers.<Name>`, `body` (the body as a whole), or a path into the body: `main.humidity`, `weather[0].icon`. */
  readonly path: string;
  /** What the model expects there. */
  readonly expected: string;
  /** What the provider sent there (`nothing` when it is missing). */
  readonly got: string;
}

/** An answer as it came over the wire. @internal */
export interface RawAnswer {
  readonly status: number;
  /** The headers in the order they came, names as sent. */
  readonly headers: readonly (readonly [string, string])[];
  readonly body: string;
}

/** What comparing one answer found: drift, and facts worth knowing that are not drift. @internal */
export interface Comparison {
  readonly differences: CheckDifference[];
  readonly notes: CheckDifference[];
}

/** The headers whose value clients depend on: a different or missing one is drift. */
const CONTRACT_HEADERS: ReadonlySet<string> = new Set([
  'content-type',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
]);

/** A JSON value for a message: its JSON text (a string in quotes, a number without), cut when long. */
function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/** A body's text for a message, cut when long. */
const cut = (text: string) => (text.length > 240 ? `${text.slice(0, 237)}...` : text);

const kindOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;

/**
 * The model's headers against what came: a contract header missing or with another value is drift;
 * the `Server` value, a missing `X-Cache-Key` or another one, and the model's headers in another
 * order are notes (a gateway changes them, clients do not read them). Headers the model does not
 * name (`Date`, `Content-Length`, `Connection`, a gateway's own) are neither.
 */
function compareHeaders(answer: RawAnswer, probe: Probe, comparison: Comparison): void {
  const expected = weatherHeaders(probe.search, probe.path);
  const got = new Map<string, string>();
  const order: string[] = [];
  for (const [name, value] of answer.headers) {
    const lower = name.toLowerCase();
    if (!got.has(lower)) {
      got.set(lower, value);
      order.push(lower);
    }
  }
  for (const [name, value] of expected) {
    const actual = got.get(name.toLowerCase());
    if (actual === value) continue;
    const list = CONTRACT_HEADERS.has(name.toLowerCase()) ? comparison.differences : comparison.notes;
    list.push({ path: `headers.${name}`, expected: shown(value), got: shown(actual) });
  }
  const expectedOrder = expected.map(([name]) => name.toLowerCase());
  const present = order.filter((name) => expectedOrder.includes(name));
  const wanted = expectedOrder.filter((name) => got.has(name));
  if (present.join() !== wanted.join()) {
    const names = (list: string[]) =>
      list.map((lower) => expected.find(([name]) => name.toLowerCase() === lower)?.[0]).join(', ');
    comparison.notes.push({
      path: 'headers',
      expected: `in the order ${names(wanted)}`,
      got: names(present),
    });
  }
}

/** Keys of each object in the value against the schema's order (the order of its `properties`). */
function keyOrder(value: unknown, node: SchemaNode, path: string, differences: CheckDifference[]): void {
  if (node.type === 'array' && Array.isArray(value) && node.items) {
    value.forEach((item, index) => {
      keyOrder(item, node.items as SchemaNode, `${path}[${index}]`, differences);
    });
    return;
  }
  if (node.type !== 'object' || typeof value !== 'object' || value === null || Array.isArray(value)) return;
  const properties = node.properties ?? {};
  const known = Object.keys(value).filter((key) => Object.hasOwn(properties, key));
  const wanted = Object.keys(properties).filter((key) => known.includes(key));
  if (known.join() !== wanted.join()) {
    differences.push({
      path: path || 'body',
      expected: `keys in the order ${wanted.join(', ')}`,
      got: known.join(', '),
    });
  }
  for (const key of known) {
    keyOrder(
      (value as Record<string, unknown>)[key],
      properties[key] as SchemaNode,
      path ? `${path}.${key}` : key,
      differences,
    );
  }
}

/** The value at a validator path (`main.humidity`, `weather[0].icon`) in a parsed body. */
function valueAt(body: unknown, path: string): unknown {
  let value = body;
  for (const step of path.match(/[^.[\]]+/g) ?? []) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

/** A record body against the model of the shape: the validator's every issue, key order, minified form. */
function compareRecord(
  body: unknown,
  text: string,
  model: AnswerModel,
  differences: CheckDifference[],
): void {
  const result = model.validate(body);
  if (!result.ok) {
    for (const issue of result.issues) {
      const path = issue.path || 'body';
      const match = /^(?:is required: )?expected (.*), got (.*)$/s.exec(issue.message);
      const extra = /^is not a field of the (?:weather record|forecast) here; allowed: (.*)$/s.exec(
        issue.message,
      );
      differences.push(
        match
          ? { path, expected: match[1] as string, got: match[2] as string }
          : extra
            ? {
                path,
                expected: `no such field (the fields here: ${extra[1]})`,
                got: shown(valueAt(body, path)),
              }
            : { path, expected: issue.message, got: shown(valueAt(body, path)) },
      );
    }
  }
  keyOrder(body, model.schema, '', differences);
  const minified = JSON.stringify(body);
  if (text !== minified) {
    differences.push({
      path: 'body',
      expected: 'minified JSON, numbers in shortest form',
      got: `${text.length} bytes where the minified form has ${minified.length}`,
    });
  }
}

/** What a 200 body is compared with: a validator naming issues by path, and the schema of its key order. */
interface AnswerModel {
  validate(body: unknown): { ok: true } | { ok: false; issues: readonly { path: string; message: string }[] };
  readonly schema: SchemaNode;
}

/** The model of a forecast answer: `validateForecast` and its schema, compared as a record is. */
const forecastModel: AnswerModel = {
  validate: (body) => validateForecast(body),
  schema: forecastSchema as unknown as SchemaNode,
};

/** The model of a `/geo/1.0/zip` answer: its JSON Schema, read as the record schema is. */
const placeSchema: SchemaNode = geocodingZipSchema;

/** What a schema node of the place allows, as a phrase: `a number from -90 to 90`, `a string matching ^[A-Z]{2}$`. */
function allowed(node: SchemaNode): string {
  const range =
    node.minimum !== undefined && node.maximum !== undefined
      ? ` from ${node.minimum} to ${node.maximum}`
      : '';
  if (node.type === 'string') return node.pattern ? `a string matching ${node.pattern}` : 'a string';
  return `${node.type === 'integer' ? 'an integer' : 'a number'}${range}`;
}

/** Whether a value is what a (scalar) schema node of the place allows. */
function fits(value: unknown, node: SchemaNode): boolean {
  if (node.type === 'string') {
    return typeof value === 'string' && (node.pattern === undefined || new RegExp(node.pattern).test(value));
  }
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    (node.type === 'number' || Number.isInteger(value)) &&
    (node.minimum === undefined || value >= node.minimum) &&
    (node.maximum === undefined || value <= node.maximum)
  );
}

/**
 * A `/geo/1.0/zip` body against `geocodingZipSchema`: an object, each required key present with its
 * type and range, no other key (`additionalProperties: false`), the keys in the order of the
 * schema's `properties`, minified.
 */
function comparePlace(body: unknown, text: string, differences: CheckDifference[]): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    differences.push({ path: 'body', expected: 'an object', got: `${kindOf(body)}: ${shown(body)}` });
    return;
  }
  const got = body as Record<string, unknown>;
  const properties = placeSchema.properties ?? {};
  for (const [key, node] of Object.entries(properties)) {
    const value = Object.hasOwn(got, key) ? got[key] : undefined;
    if (value === undefined && !placeSchema.required?.includes(key)) continue;
    if (!fits(value, node)) differences.push({ path: key, expected: allowed(node), got: shown(value) });
  }
  for (const key of Object.keys(got)) {
    if (!Object.hasOwn(properties, key)) {
      differences.push({
        path: key,
        expected: `no such field (the fields here: ${Object.keys(properties).join(', ')})`,
        got: shown(got[key]),
      });
    }
  }
  keyOrder(body, placeSchema, '', differences);
  const minified = JSON.stringify(body);
  if (text !== minified) {
    differences.push({
      path: 'body',
      expected: 'minified JSON, numbers in shortest form',
      got: `${text.length} bytes where the minified form has ${minified.length}`,
    });
  }
}

/**
 * The coordinates a `/geo/1.0/zip` answer gives, for the request that follows it: `lat` and `lon`
 * as numbers in their ranges, or why there are none (the text of a `notSent` reason).
 * @internal
 */
export function coordinatesOf(answer: RawAnswer): { lat: number; lon: number } | { reason: string } {
  if (answer.status !== 200) return { reason: `the place request answered ${answer.status}, not 200` };
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return { reason: 'the place answer is not JSON' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { reason: 'the place answer is not an object' };
  }
  const { lat, lon } = body as Record<string, unknown>;
  const properties = placeSchema.properties ?? {};
  for (const [key, value] of [
    ['lat', lat],
    ['lon', lon],
  ] as const) {
    const node = properties[key] as SchemaNode;
    if (!fits(value, node)) {
      return { reason: `the place answer's ${key} is not ${allowed(node)} (got ${shown(value)})` };
    }
  }
  return { lat: lat as number, lon: lon as number };
}

/** An error body against the service's exact bytes: each field by path, then key order, then bytes. */
function compareErrorBody(
  body: unknown,
  text: string,
  expectedText: string,
  differences: CheckDifference[],
): void {
  const expected = JSON.parse(expectedText) as Record<string, unknown>;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    differences.push({ path: 'body', expected: shown(expected), got: `${kindOf(body)}: ${shown(body)}` });
    return;
  }
  const got = body as Record<string, unknown>;
  const before = differences.length;
  for (const [key, value] of Object.entries(expected)) {
    const actual = Object.hasOwn(got, key) ? got[key] : undefined;
    if (actual === value) continue;
    const types = actual !== undefined && typeof actual !== typeof value;
    differences.push({
      path: key,
      expected: types ? `${shown(value)} (${kindOf(value)})` : shown(value),
      got: types ? `${shown(actual)} (${kindOf(actual)})` : shown(actual),
    });
  }
  for (const key of Object.keys(got)) {
    if (!Object.hasOwn(expected, key)) {
      differences.push({ path: key, expected: 'nothing (not a field of this answer)', got: shown(got[key]) });
    }
  }
  if (differences.length > before) return;
  const order = Object.keys(got).join(', ');
  if (order !== Object.keys(expected).join(', ')) {
    differences.push({
      path: 'body',
      expected: `keys in the order ${Object.keys(expected).join(', ')}`,
      got: order,
    });
  } else if (text !== expectedText) {
    differences.push({
      path: 'body',
      expected: `the exact bytes ${expectedText}`,
      got: cut(text),
    });
  }
}

/**
 * Compares one answer with what the model says the provider answers to the probe: status, then
 * headers, then the body (a record of the shape, the place of a postal code as `geocodingZipSchema`
 * describes it, or the exact error body). A different status
 * skips the body: it is the answer to another question.
 * @internal
 */
export function compareAnswer(answer: RawAnswer, probe: Probe, model: RecordModel): Comparison {
  const comparison: Comparison = { differences: [], notes: [] };
  if (answer.status !== probe.status) {
    comparison.differences.push({
      path: 'status',
      expected: String(probe.status),
      got: String(answer.status),
    });
    return comparison;
  }
  compareHeaders(answer, probe, comparison);
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    comparison.differences.push({ path: 'body', expected: 'a JSON body', got: shown(answer.body) });
    return comparison;
  }
  if (probe.expect === 'record') compareRecord(body, answer.body, model, comparison.differences);
  else if (probe.expect === 'forecast')
    compareRecord(body, answer.body, forecastModel, comparison.differences);
  else if (probe.expect === 'place') comparePlace(body, answer.body, comparison.differences);
  else compareErrorBody(body, answer.body, errorAnswers[probe.expect].body, comparison.differences);
  return comparison;
}
