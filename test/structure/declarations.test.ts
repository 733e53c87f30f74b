// No `@internal` item in a published declaration (issue 25): the build strips internal items
// (`stripInternal`), so an `@internal` left in dist/ is a module's header or an item the public
// declarations still show; and no published declaration names an item that was stripped, or that
// its module does not export (scripts/ship-declarations.mjs ships only the declarations an entry
// reaches). Runs against the build, as the other tests do.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** Every declaration file of the build (`.d.ts` for ESM, `.d.cts` for CommonJS). */
function declarations(): string[] {
  return readdirSync(join(root, 'dist'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.d\.c?ts$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/**
 * The declarations `npm pack` ships: dist's but those dist/.npmignore names (the ones no entry
 * reaches, written by scripts/ship-declarations.mjs) and the CLI's (ESM only; `files` leaves them out).
 */
function shipped(): string[] {
  const ignored = new Set(
    readFileSync(join(root, 'dist', '.npmignore'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('/'))
      .map((line) => join('dist', ...line.slice(1).split('/'))),
  );
  return declarations().filter(
    (file) => !ignored.has(file) && !file.startsWith(join('dist', 'src', 'cli') + sep),
  );
}

/** The declaration files the manifest points at: `types` conditions, `typesVersions`, `types`. */
function entries(): string[] {
  const text = JSON.stringify([manifest.exports, manifest.typesVersions, manifest.types]);
  return [...new Set([...text.matchAll(/"\.\/(dist\/[^"]+\.d\.c?ts)"/g)].map((match) => match[1] as string))];
}

describe('the published declarations', () => {
  it('exist for both builds', () => {
    const files = declarations();
    expect(files).toContain(join('dist', 'src', 'index.d.ts'));
    expect(files).toContain(join('dist', 'src', 'index.d.cts'));
  });

  it('carry no @internal item', () => {
    const marked = declarations().filter((file) =>
      readFileSync(join(root, file), 'utf8').includes('@internal'),
    );
    expect(marked).toEqual([]);
  });

  it('leave the CLI declarations out of the package, as shipped() assumes', () => {
    expect(manifest.files).toContain('!dist/src/cli/**/*.{d.ts,d.cts,cjs}');
  });

  it('include every entry file, and each module in both formats', () => {
    const files = shipped();
    for (const entry of entries()) expect(files).toContain(join(...entry.split('/')));
    const base = (file: string) => file.replace(/\.d\.c?ts$/, '');
    const esm = files.filter((file) => file.endsWith('.d.ts')).map(base);
    const cjs = files.filter((file) => file.endsWith('.d.cts')).map(base);
    expect(esm.sort()).toEqual(cjs.sort());
  });

  // Compiled all together as a user's `skipLibCheck: false` project would, with the DOM lib (the
  // web entries) and Node's types (the Node-only ones): a name stripped as `@internal`, or not
  // exported, fails here whether or not an entry reaches the file. Only our files are checked: the
  // known errors of other packages' declarations (Pact's import of `express`, whose types it does
  // not depend on; msw's CommonJS declarations importing its ESM ones) are theirs, as
  // test/packaging/consumers.test.ts has it.
  it('compile with skipLibCheck: false, naming nothing that is missing or left out', () => {
    const files = shipped();
    const program = ts.createProgram(
      files.map((file) => join(root, file)),
      {
        module: ts.ModuleKind.Node16,
        moduleResolution: ts.ModuleResolutionKind.Node16,
        target: ts.ScriptTarget.ES2022,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
        types: ['node'],
        strict: true,
        skipLibCheck: false,
        noEmit: true,
      },
    );
    const ours = program
      .getSourceFiles()
      .filter((file) => relative(root, file.fileName).startsWith(`dist${sep}`));
    // What the shipped files reference ships too.
    expect(ours.map((file) => relative(root, file.fileName)).filter((file) => !files.includes(file))).toEqual(
      [],
    );
    const errors = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...ours.flatMap((file) => [
        ...program.getSyntacticDiagnostics(file),
        ...program.getSemanticDiagnostics(file),
      ]),
    ].map((diagnostic) => {
      const where = diagnostic.file ? relative(root, diagnostic.file.fileName) : '(options)';
      return `${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
    });
    expect(errors).toEqual([]);
  }, 60_000);
});
