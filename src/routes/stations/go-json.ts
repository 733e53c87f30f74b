/**
 * Request bodies read as the stations service reads them: it is a Go service, whose 400s carry Go's
 * `encoding/json` errors (recorded: `{"code":400001,"message":"unmarshal type error:
 * expected=string, got=number, offset=17"}` for `[{"station_id":-1,…`). The body is checked for
 * syntax first (Go's `syntax error`, its message and byte offset), then decoded into the service's
 * types: a value of the wrong kind is its `unmarshal type error` (the first in the body), an unknown
 * field is ignored, `null` and a missing field leave the zero value, and a field name matches
 * without regard to case when no field matches exactly, as Go decodes.
 * @internal
 */
/** A JSON value with the byte offsets it spans (`start` inclusive, `end` exclusive). */
type JsonNode = { readonly start: number; readonly end: number } & (
  | { readonly kind: 'object'; readonly entries: readonly (readonly [string, JsonNode])[] }
  | { readonly kind: 'array'; readonly items: readonly JsonNode[] }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'number'; readonly text: string }
  | { readonly kind: 'bool'; readonly value: boolean }
  | { readonly kind: 'null' }
);

/** Go's `json.SyntaxError`: its message and the bytes read when it was found. */
class SyntaxProblem {
  constructor(
    readonly message: string,
    readonly offset: number,
  ) {}
}

/** A byte as Go's scanner quotes it in its messages: `'x'`, `'\n'`, `'\x01'`, `'"'`, `'\''`. */
function quoteChar(byte: number): string {
  if (byte === 0x27) return "'\\''";
  if (byte === 0x22) return `'"'`;
  const escapes: Readonly<Record<number, string>> = {
    7: '\\a',
    8: '\\b',
    9: '\\t',
    10: '\\n',
    11: '\\v',
    12: '\\f',
    13: '\\r',
    92: '\\\\',
  };
  const escaped = escapes[byte];
  if (escaped !== undefined) return `'${escaped}'`;
  if (byte >= 0x20 && byte < 0x7f) return `'${String.fromCharCode(byte)}'`;
  if (byte < 0x20 || byte === 0x7f) return `'\\x${byte.toString(16).padStart(2, '0')}'`;
  // A byte of a multi-byte character, read as the rune of the same number (Go's string(byte)).
  if (byte < 0xa0 || byte === 0xad) return `'\\u00${byte.toString(16)}'`;
  return `'${String.fromCharCode(byte)}'`;
}

/** A reader of one JSON document over its UTF-8 bytes, throwing {@link SyntaxProblem}. */
class Reader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}

  document(): JsonNode {
    const node = this.value();
    this.space();
    if (this.at < this.bytes.length) this.fail('after top-level value');
    return node;
  }

  private fail(context: string): never {
    const byte = this.bytes[this.at];
    if (byte === undefined) throw new SyntaxProblem('unexpected end of JSON input', this.bytes.length);
    throw new SyntaxProblem(`invalid character ${quoteChar(byte)} ${context}`, this.at + 1);
  }

  private peek(): number | undefined {
    return this.bytes[this.at];
  }

  private space(): void {
    for (let c = this.peek(); c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d; c = this.peek())
      this.at++;
  }

  private value(): JsonNode {
    this.space();
    const start = this.at;
    const c = this.peek();
    if (c === 0x7b) return this.object(start);
    if (c === 0x5b) return this.array(start);
    if (c === 0x22) return { kind: 'string', value: this.string(), start, end: this.at };
    if (c === 0x2d || (c !== undefined && c >= 0x30 && c <= 0x39)) {
      return { kind: 'number', text: this.number(), start, end: this.at };
    }
    if (c === 0x74) return { kind: 'bool', value: this.literal('true', true), start, end: this.at };
    if (c === 0x66) return { kind: 'bool', value: this.literal('false', false), start, end: this.at };
    if (c === 0x6e) {
      this.literal('null', null);
      return { kind: 'null', start, end: this.at };
    }
    return this.fail('looking for beginning of value');
  }

  private object(start: number): JsonNode {
    const entries: (readonly [string, JsonNode])[] = [];
    if (!this.opensEmpty(0x7d)) {
      do {
        this.space();
        if (this.peek() !== 0x22) this.fail('looking for beginning of object key string');
        const key = this.string();
        this.space();
        if (this.peek() !== 0x3a) this.fail('after object key');
        this.at++;
        entries.push([key, this.value()]);
      } while (!this.closesAfter(0x7d, 'after object key:value pair'));
    }
    return { kind: 'object', entries, start, end: this.at };
  }

  private array(start: number): JsonNode {
    const items: JsonNode[] = [];
    if (!this.opensEmpty(0x5d)) {
      do items.push(this.value());
      while (!this.closesAfter(0x5d, 'after array element'));
    }
    return { kind: 'array', items, start, end: this.at };
  }

  /** Past a container's opening byte: whether `close` follows at once (then past it too). */
  private opensEmpty(close: number): boolean {
    this.at++;
    this.space();
    if (this.peek() !== close) return false;
    this.at++;
    return true;
  }

  /**
   * After one of a container's members: whether `close` ends it (past it), else past the comma that
   * must follow instead (`context` says where a byte that is neither is).
   */
  private closesAfter(close: number, context: string): boolean {
    this.space();
    const next = this.peek();
    this.at++;
    if (next === close) return true;
    if (next !== 0x2c) {
      this.at--;
      this.fail(context);
    }
    return false;
  }

  private string(): string {
    const start = this.at;
    this.at++;
    for (;;) {
      const c = this.peek();
      if (c === undefined) this.fail('in string literal');
      if (c === 0x22) break;
      if (c < 0x20) this.fail('in string literal');
      if (c === 0x5c) {
        this.at++;
        const e = this.peek();
        if (e === 0x75) {
          for (let i = 0; i < 4; i++) {
            this.at++;
            const h = this.peek();
            const hex = h !== undefined && /[0-9a-fA-F]/.test(String.fromCharCode(h));
            if (!hex) this.fail('in \\u hexadecimal character escape');
          }
        } else if (e === undefined || !'"\\/bfnrt'.includes(String.fromCharCode(e))) {
          this.fail('in string escape code');
        }
      }
      this.at++;
    }
    this.at++;
    // The bytes are valid JSON here: JSON.parse reads the escapes; invalid UTF-8 becomes U+FFFD.
    return JSON.parse(new TextDecoder().decode(this.bytes.subarray(start, this.at))) as string;
  }

  private digits(): void {
    for (let c = this.peek(); c !== undefined && c >= 0x30 && c <= 0x39; c = this.peek()) this.at++;
  }

  private isDigit(): boolean {
    const c = this.peek();
    return c !== undefined && c >= 0x30 && c <= 0x39;
  }

  private number(): string {
    const start = this.at;
    if (this.peek() === 0x2d) {
      this.at++;
      if (!this.isDigit()) this.fail('in numeric literal');
    }
    if (this.peek() === 0x30) this.at++;
    else this.digits();
    if (this.peek() === 0x2e) {
      this.at++;
      if (!this.isDigit()) this.fail('after decimal point in numeric literal');
      this.digits();
    }
    if (this.peek() === 0x65 || this.peek() === 0x45) {
      this.at++;
      if (this.peek() === 0x2b || this.peek() === 0x2d) this.at++;
      if (!this.isDigit()) this.fail('in exponent of numeric literal');
      this.digits();
    }
    return new TextDecoder().decode(this.bytes.subarray(start, this.at));
  }

  private literal<T>(word: string, value: T): T {
    this.at++;
    for (let i = 1; i < word.length; i++) {
      if (this.peek() !== word.charCodeAt(i)) this.fail(`in literal ${word} (expecting '${word[i]}')`);
      this.at++;
    }
    return value;
  }
}

/**
 * A Go type the service decodes into: a string, a `float64`, an `int64`, a struct of named fields
 * (its JSON names), or a slice. `name` is how Go's error names it (`expected=…`).
 * @internal
 */
export type GoType =
  | { readonly kind: 'string' | 'float64' | 'int64' }
  | { readonly kind: 'struct'; readonly name: string; readonly fields: Readonly<Record<string, GoType>> }
  | { readonly kind: 'slice'; readonly of: GoType & { readonly kind: 'struct' } };

/** A decoded value: strings and numbers as JS values, structs as records, slices as arrays; `null` for JSON null. */
export type GoValue = string | number | null | { readonly [field: string]: GoValue } | readonly GoValue[];

/** What decoding found: the value, or the service's 400 message. @internal */
export type Decoded = { readonly value: GoValue } | { readonly error: string };

/** The name Go gives a type in its messages. */
function typeName(type: GoType): string {
  if (type.kind === 'struct') return type.name;
  if (type.kind === 'slice') return `[]${type.of.name}`;
  return type.kind;
}

/** Go's name for the kind of a JSON value that does not fit (`number 1.5` for a fraction into an int64). */
function kindOf(node: JsonNode): string {
  return node.kind;
}

/** Where Go says a value that does not fit was: after a literal; just inside an array or object. */
function offsetOf(node: JsonNode): number {
  return node.kind === 'array' || node.kind === 'object' ? node.start + 1 : node.end;
}

/** The first type error of `node` decoded into `type`, or the value. */
function decodeNode(node: JsonNode, type: GoType): { value: GoValue } | { error: string } {
  const mismatch = (got: string) => ({
    error: `unmarshal type error: expected=${typeName(type)}, got=${got}, offset=${offsetOf(node)}`,
  });
  if (node.kind === 'null') return { value: null };
  switch (type.kind) {
    case 'string':
      return node.kind === 'string' ? { value: node.value } : mismatch(kindOf(node));
    case 'float64': {
      if (node.kind !== 'number') return mismatch(kindOf(node));
      const value = Number(node.text);
      return Number.isFinite(value) ? { value } : mismatch(`number ${node.text}`);
    }
    case 'int64': {
      if (node.kind !== 'number') return mismatch(kindOf(node));
      const whole = /^-?\d+$/.test(node.text) ? BigInt(node.text) : undefined;
      const fits = whole !== undefined && whole >= -(2n ** 63n) && whole < 2n ** 63n;
      return fits ? { value: Number(whole) } : mismatch(`number ${node.text}`);
    }
    case 'slice': {
      if (node.kind !== 'array') return mismatch(kindOf(node));
      const values: GoValue[] = [];
      for (const item of node.items) {
        const decoded = decodeNode(item, type.of);
        if ('error' in decoded) return decoded;
        values.push(decoded.value);
      }
      return { value: values };
    }
    case 'struct': {
      if (node.kind !== 'object') return mismatch(kindOf(node));
      const value: Record<string, GoValue> = {};
      const names = Object.keys(type.fields);
      for (const [key, child] of node.entries) {
        const field = names.includes(key) ? key : names.find((n) => n.toLowerCase() === key.toLowerCase());
        if (field === undefined) continue;
        const decoded = decodeNode(child, type.fields[field] as GoType);
        if ('error' in decoded) return decoded;
        value[field] = decoded.value;
      }
      return { value };
    }
  }
}

/**
 * Reads a request body as the service does: Go's syntax check, then decoding into `type`. An empty
 * body is refused before both (the double's message: no body of the service is recorded).
 * @internal
 */
export function decodeBody(body: string, type: GoType): Decoded {
  const bytes = new TextEncoder().encode(body);
  if (bytes.length === 0) return { error: 'request body can not be empty' };
  let node: JsonNode;
  try {
    node = new Reader(bytes).document();
  } catch (problem) {
    if (!(problem instanceof SyntaxProblem)) throw problem;
    return { error: `syntax error: offset=${problem.offset}, error=${problem.message}` };
  }
  return decodeNode(node, type);
}
