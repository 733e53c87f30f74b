/**
 * A small engine for the JSON Schemas of the One Call and air pollution answers (draft 2020-12,
 * the subset they use): the same schema object is the answers' wire key order (`ordered`) and
 * their structural validation (`checkAgainst`), and is shipped as `weather-double/*.json` and in
 * the OpenAPI document.
 *
 * `x-decimals` (an extension keyword, ignored by other JSON Schema tools, allowed in OpenAPI 3.1) is
 * "at most this many decimals", compared after rounding so that binary fractions never fail it:
 * what the service's shortest number form shows. (`multipleOf: 0.01` would say the same, but JSON
 * Schema validators compute it in binary floating point and refuse 51.5085.)
 */

/** The subset of JSON Schema the answer schemas use. @internal */
export interface AnswerSchema {
  readonly $schema?: string;
  readonly $id?: string;
  readonly title?: string;
  readonly type?: 'object' | 'array' | 'string' | 'number' | 'integer';
  readonly description?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly 'x-decimals'?: number;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly pattern?: string;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minLength?: number;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean;
  readonly properties?: Readonly<Record<string, AnswerSchema>>;
  readonly items?: AnswerSchema;
}

/**
 * One reason a value does not match an answer's schema or rules.
 * @internal
 */
export interface AnswerIssue {
  /** Dot-and-index path: `daily[3].temp.min`; `''` for the root. */
  path: string;
  /** What was expected and what was given. */
  message: string;
}

const describe = (value: unknown): string => {
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  return String(value);
};

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
const patterns = new Map<string, RegExp>();

function decimalsOk(value: number, decimals: number): boolean {
  const scale = 10 ** decimals;
  return Math.abs(Math.round(value * scale) / scale - value) < 1e-9;
}

/** Checks `value` against `schema`, pushing every issue (structure, ranges, decimals). @internal */
export function checkAgainst(
  value: unknown,
  schema: AnswerSchema,
  path: string,
  issues: AnswerIssue[],
): void {
  const fail = (expected: string) =>
    issues.push({ path, message: `expected ${expected}, got ${describe(value)}` });
  if (schema.const !== undefined && value !== schema.const) return void fail(JSON.stringify(schema.const));
  if (schema.enum && !schema.enum.includes(value)) {
    return void fail(`one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`);
  }
  switch (schema.type) {
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return void fail('an object');
      const record = value as Record<string, unknown>;
      for (const key of schema.required ?? []) {
        if (!Object.hasOwn(record, key)) issues.push({ path: join(path, key), message: 'is required' });
      }
      for (const key of Object.keys(record)) {
        const child = schema.properties?.[key];
        if (child) checkAgainst(record[key], child, join(path, key), issues);
        else if (schema.additionalProperties === false) {
          issues.push({ path: join(path, key), message: 'is not a field of this answer' });
        }
      }
      return;
    }
    case 'array': {
      if (!Array.isArray(value)) return void fail('an array');
      if (schema.minItems !== undefined && value.length < schema.minItems)
        fail(`at least ${schema.minItems} items`);
      if (schema.maxItems !== undefined && value.length > schema.maxItems)
        fail(`at most ${schema.maxItems} items`);
      if (schema.items) {
        const items = schema.items;
        value.forEach((item, index) => {
          checkAgainst(item, items, `${path}[${index}]`, issues);
        });
      }
      return;
    }
    case 'string': {
      if (typeof value !== 'string') return void fail('a string');
      if (schema.minLength !== undefined && value.length < schema.minLength)
        fail(`at least ${schema.minLength} characters`);
      if (schema.pattern) {
        let regex = patterns.get(schema.pattern);
        if (!regex) {
          regex = new RegExp(schema.pattern, 'u');
          patterns.set(schema.pattern, regex);
        }
        if (!regex.test(value)) fail(`a string matching /${schema.pattern}/`);
      }
      return;
    }
    case 'number':
    case 'integer': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return void fail('a finite number');
      if (schema.type === 'integer' && !Number.isInteger(value)) return void fail('an integer');
      if (schema.minimum !== undefined && value < schema.minimum) fail(`at least ${schema.minimum}`);
      if (schema.maximum !== undefined && value > schema.maximum) fail(`at most ${schema.maximum}`);
      const decimals = schema['x-decimals'];
      if (decimals !== undefined && !decimalsOk(value, decimals)) fail(`at most ${decimals} decimals`);
      return;
    }
    default:
      return;
  }
}

/** A schema reduced to what key ordering needs. */
interface OrderNode {
  readonly keys?: readonly string[];
  readonly children?: ReadonlyMap<string, OrderNode>;
  readonly items?: OrderNode;
}

/** Compiles a schema's key order once. @internal */
export function orderOf(schema: AnswerSchema): OrderNode {
  if (schema.properties) {
    const keys = Object.keys(schema.properties);
    const children = new Map<string, OrderNode>();
    for (const key of keys) {
      const child = schema.properties[key] as AnswerSchema;
      if (child.properties || child.items) children.set(key, orderOf(child));
    }
    return { keys, children };
  }
  return schema.items ? { items: orderOf(schema.items) } : {};
}

/**
 * A copy of `value` with the schema's keys first in schema order (absent and `undefined` ones left
 * out), then any other keys as they came (a deliberately malformed answer keeps them).
 * @internal
 */
export function ordered(value: unknown, node: OrderNode): unknown {
  if (node.items && Array.isArray(value)) return value.map((item) => ordered(item, node.items as OrderNode));
  if (!node.keys || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of node.keys) {
    const child = source[key];
    if (child === undefined) continue;
    const sub = node.children?.get(key);
    out[key] = sub ? ordered(child, sub) : child;
  }
  for (const key of Object.keys(source))
    if (!Object.hasOwn(out, key) && source[key] !== undefined) out[key] = source[key];
  return out;
}

export type { OrderNode };
