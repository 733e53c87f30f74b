import { MatchersV3 } from '@pact-foundation/pact';
import type { AnswerSchema } from '../answer-schema/index.js';

const { equal, integer, number, regex, string } = MatchersV3;

/** A regular expression source that matches `text` literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The Pact matchers of a body, by one walk of its JSON Schema beside the example: every field the
 * example has, with its schema's rule. `const` by `equal()`; integers by `integer()` and other
 * numbers by `number()` (which accepts whole numbers, unlike `decimal()`); strings by their
 * `pattern` with `regex()`, by their `enum` with a `regex()` of the alternatives, else `string()`;
 * an array by the rules of its first item for every item (`$.hourly[*].temp`) and its length (at
 * least `minItems`, at most `maxItems`; the example's length where the schema gives no bound), the
 * mock answering the example's own items.
 * @internal
 */
export function matchersOf(value: unknown, schema: AnswerSchema): unknown {
  if (schema.const !== undefined) return equal(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return value;
    // One rule set for every item, from the first; the other items are the example's own values,
    // so the mock server answers the real series (61 minutes a minute apart).
    const [first, ...rest] = value;
    return {
      'pact:matcher:type': 'type',
      min: schema.minItems ?? value.length,
      ...(schema.minItems === undefined || schema.maxItems !== undefined
        ? { max: schema.maxItems ?? value.length }
        : {}),
      value: [matchersOf(first, schema.items ?? {}), ...rest],
    };
  }
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      out[key] = matchersOf(child, schema.properties?.[key] ?? {});
    }
    return out;
  }
  if (typeof value === 'number') return schema.type === 'integer' ? integer(value) : number(value);
  if (typeof value === 'string') {
    if (schema.pattern !== undefined) return regex(schema.pattern, value);
    if (schema.enum !== undefined) {
      return regex(`^(?:${schema.enum.map((option) => literal(String(option))).join('|')})$`, value);
    }
    return string(value);
  }
  return equal(value);
}

/**
 * A copy of an example without `keys` at any depth: the fields the service sends only sometimes,
 * which a pact does not pin (Pact cannot say "optional", and ignores keys a provider adds).
 * @internal
 */
export function withoutKeys(value: unknown, keys: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutKeys(item, keys));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (!keys.includes(key)) out[key] = withoutKeys(child, keys);
  }
  return out;
}
