// The weather model and the request reader are pure (issue 25): no module-level `let` or `var`, and no
// module-level mutable object (a scratch object, an array filled at run time, a Map or Set written
// to, a typed array) in src/model, src/derived, src/service and src/places (the place model), the
// weather record's modules (src/routes/weather/: the records and their bytes) and the answers the
// route folders build from the model (src/routes/<route>/answer.ts). Values are returned, not left in module state. Constant tables are allowed when they say so: `Object.freeze(...)`, `as const`,
// or a read-only type (`Readonly<...>`, `readonly T[]`, `ReadonlyMap`, `ReadonlySet`).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const FOLDERS = ['src/model', 'src/derived', 'src/service', 'src/places'];
/** The weather record's modules: its schema, types, validator, bytes, builders and overrides. */
const RECORD = ['schema', 'serialize', 'types', 'validate', 'record-of', 'overrides', 'generate'].map(
  (name) => join('src', 'routes', 'weather', `${name}.ts`),
);

/**
 * Module-level caches still kept, each a bounded memo of a pure function (the same key always
 * gives the same value) or a side table keyed by an instance: `file: name`. The test fails when one
 * of them is gone (take it off this list) and for anything else of the kind.
 */
const KNOWN_CACHES = [
  'src/model/time-zone.ts: zones',
  'src/model/time-zone.ts: formats',
  'src/model/time-zone.ts: offsets',
  'src/model/time-zone.ts: dayOffsets',
  'src/routes/one-call/answer.ts: suns',
  'src/routes/one-call/answer.ts: moons',
  'src/routes/weather/overrides.ts: explicitIcon',
  // The climate grid's bytes, decoded from their base64 constant on first use instead of at import
  // (issue 29, bench/import.bench.mjs): one value, always the same, never written after.
  'src/model/climate.ts: decoded',
  // The place model's compiled pinned places, a side table keyed by the caller's places object.
  'src/places/place.ts: compiled',
  // The place data (places.bin), loaded lazily on first use and kept, in one holder: where its
  // bytes come from (the file, or the bytes handed to loadPlaceData()) and what is read from them,
  // each set once from the same file and then only read: a memo of the load, not state a request
  // leaves for the next (the searches keep theirs local).
  'src/places/place-data.ts: placeData',
];

/** Constructors whose instances are mutable containers. */
const CONTAINERS = new Set([
  'BoundedCache',
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'Array',
  'Int8Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'Float32Array',
  'Float64Array',
  'BigInt64Array',
  'BigUint64Array',
]);

/** Every .ts file under a folder of the repository. */
function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The expression under parentheses, `as` and `satisfies`; whether an `as const` was among them. */
function unwrap(expression: ts.Expression): { inner: ts.Expression; asConst: boolean } {
  let inner = expression;
  let asConst = false;
  for (;;) {
    if (ts.isParenthesizedExpression(inner) || ts.isSatisfiesExpression(inner)) inner = inner.expression;
    else if (ts.isAsExpression(inner)) {
      if (inner.type.getText() === 'const') asConst = true;
      inner = inner.expression;
    } else return { inner, asConst };
  }
}

/**
 * Whether a value made by this expression is a mutable object (see the header): also an instance of
 * a class of the same file (`classes`), whose fields may be state (a holder of lazily read data).
 */
function isMutableObject(expression: ts.Expression, classes: ReadonlySet<string>): boolean {
  const { inner, asConst } = unwrap(expression);
  if (asConst) return false;
  if (ts.isObjectLiteralExpression(inner) || ts.isArrayLiteralExpression(inner)) return true;
  if (ts.isNewExpression(inner)) {
    const made = inner.expression.getText();
    return CONTAINERS.has(made) || classes.has(made);
  }
  if (ts.isCallExpression(inner)) {
    const callee = inner.expression.getText();
    if (callee === 'Object.freeze') return false;
    return callee === 'Array.from' || callee === 'Array.of';
  }
  return false;
}

/** Whether a declared type says the value is read-only. */
function isReadOnlyType(type: ts.TypeNode | undefined): boolean {
  if (type === undefined) return false;
  const text = type.getText();
  return /^(Readonly|ReadonlyMap|ReadonlySet|ReadonlyArray)\b/.test(text) || /^readonly\s/.test(text);
}

/**
 * The module-level state of a file: `let`/`var` declarations and mutable objects, as `file: name`;
 * `letsOnly`: the `let`/`var` declarations alone.
 */
function moduleState(
  file: string,
  text: string = readFileSync(join(root, file), 'utf8'),
  letsOnly = false,
): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const classes = new Set(
    source.statements.filter(ts.isClassDeclaration).flatMap((declaration) => declaration.name?.text ?? []),
  );
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const list = statement.declarationList;
    const isConst = (list.flags & ts.NodeFlags.Const) !== 0;
    for (const declaration of list.declarations) {
      const name = `${file}: ${declaration.name.getText()}`;
      if (!isConst) found.push(name);
      else if (
        !letsOnly &&
        declaration.initializer !== undefined &&
        !isReadOnlyType(declaration.type) &&
        isMutableObject(declaration.initializer, classes)
      ) {
        found.push(name);
      }
    }
  }
  return found;
}

describe('module-level state of the weather model and the request reader', () => {
  const answers = sources('src/routes').filter((file) => file.endsWith(`${sep}answer.ts`));
  const found = [...FOLDERS.flatMap(sources), ...RECORD, ...answers].flatMap((file) => moduleState(file));

  it('has no module-level let, var or mutable object but the known caches', () => {
    expect(found.filter((name) => !KNOWN_CACHES.includes(name))).toEqual([]);
  });

  it('still has each known cache (a removed one leaves the list)', () => {
    expect(KNOWN_CACHES.filter((name) => !found.includes(name))).toEqual([]);
  });

  it('has no module-level let or var anywhere in src/ and handlers/ (issue 37)', () => {
    const lets = [...sources('src'), ...sources('handlers')].flatMap((file) =>
      moduleState(file, undefined, true),
    );
    expect(lets).toEqual([]);
  });

  it('finds module state when there is some (the check itself)', () => {
    const text = [
      'let last = 0;',
      'var older = 1;',
      'const scratch = { a: 0 };',
      'const filled: number[] = [];',
      'const bounds = new Float64Array(4);',
      'const memo = new Map<string, number>();',
      'const table = Array.from({ length: 3 }, (_, i) => i);',
      'const frozen = Object.freeze({ a: 1 });',
      'const literal = { a: 1 } as const;',
      'const typed: ReadonlyMap<number, number> = new Map([[1, 2]]);',
      'const list: readonly number[] = [1, 2];',
      'const record: Readonly<Record<string, number>> = { a: 1 };',
      'const ratio = 0.5;',
      'class Holder { value = 0; }',
      'const holder = new Holder();',
      'function inner() { let local = 0; const scratch = {}; return local + Object.keys(scratch).length; }',
    ].join('\n');
    expect(moduleState('example.ts', text)).toEqual([
      'example.ts: last',
      'example.ts: older',
      'example.ts: scratch',
      'example.ts: filled',
      'example.ts: bounds',
      'example.ts: memo',
      'example.ts: table',
      'example.ts: holder',
    ]);
    expect(moduleState('example.ts', text, true)).toEqual(['example.ts: last', 'example.ts: older']);
  });
});
