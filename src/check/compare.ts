import { keyOrderIssues, orderOf } from '../answer-schema/index.js';
import { shownValue, valueAtPath } from '../routes/probes-shared.js';
import type { ProbeBody, ProbeIssue } from '../routes/route.js';
import { routeAt } from '../routes/table.js';
import { errorAnswers } from '../service/error-answers.js';
import { stationHeaders, weatherHeaders } from '../service/headers.js';
import type { Probe } from './probes.js';
import type { CheckShape } from './shapes.js';

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
const shown = shownValue;

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
  // Weather Stations 3.0 has its own (recorded: no X-Cache-Key, its own allowed methods).
  const stateful = routeAt(probe.path)?.stateful;
  const expected =
    stateful === undefined
      ? weatherHeaders(probe.search, probe.path)
      : stationHeaders(stateful.allowMethods, true);
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

/** A validator's issue as a difference: `expected …, got …` split in two, the other wordings kept readable. */
function differenceOf(issue: ProbeIssue, body: unknown): CheckDifference {
  const path = issue.path || 'body';
  const match = /^(?:is required: )?expected (.*), got (.*)$/s.exec(issue.message);
  if (match) return { path, expected: match[1] as string, got: match[2] as string };
  const extra = /^is not a field of .*? here; allowed: (.*)$/s.exec(issue.message);
  if (extra) {
    return {
      path,
      expected: `no such field (the fields here: ${extra[1]})`,
      got: shownValue(valueAtPath(body, issue.path)),
    };
  }
  return { path, expected: issue.message, got: shownValue(valueAtPath(body, issue.path)) };
}

/**
 * A 200 body against the probe's model: every issue its route's validator finds (for the record
 * shape checked), then key order at every level, then the minified form.
 */
function compareBody(
  body: unknown,
  text: string,
  model: ProbeBody,
  shape: CheckShape,
  differences: CheckDifference[],
): void {
  for (const issue of model.issues(body, shape)) differences.push(differenceOf(issue, body));
  keyOrderIssues(body, orderOf(model.schema(shape)), '', differences);
  const minified = model.written?.(JSON.stringify(body)) ?? JSON.stringify(body);
  if (text !== minified) {
    differences.push({
      path: 'body',
      expected:
        model.written === undefined
          ? 'minified JSON, numbers in shortest form'
          : 'minified JSON, numbers as the route writes them',
      got: `${text.length} bytes where the minified form has ${minified.length}`,
    });
  }
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
    // By value: One Call 3.0's errors carry an array (`parameters`).
    if (actual === value || JSON.stringify(actual) === JSON.stringify(value)) continue;
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
 * headers, then the body (a 200 body against its route's validator and schema, or the exact error
 * body). A different status skips the body: it is the answer to another question.
 * @internal
 */
export function compareAnswer(answer: RawAnswer, probe: Probe, shape: CheckShape): Comparison {
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
  if (typeof probe.expect === 'string') {
    compareErrorBody(body, answer.body, errorAnswers[probe.expect].body, comparison.differences);
  } else {
    compareBody(body, answer.body, probe.expect, shape, comparison.differences);
  }
  return comparison;
}
