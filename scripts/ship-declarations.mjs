// Ships only the declarations a public entry reaches: writes dist/.npmignore (npm honours an
// .npmignore inside a folder that package.json `files` lists) naming every other .d.ts/.d.cts. Run
// last in the build, after build-cjs.mjs has written the .d.cts copies.
//
// tsc writes a .d.ts for every module, and `stripInternal` removes the `@internal` items from each;
// a module no entry reaches can then re-export or name an item stripped from its neighbour (issue
// 25: about 50 such errors per format, in files that shipped). Users reach declarations only
// through the `types` conditions of `exports`, `typesVersions` and `types`, so this follows every
// import, `import("…")` type and reference from those files as TypeScript does. The others stay in
// dist/ (tests typecheck against some of them) but not in the package.
// test/structure/declarations.test.ts compiles what ships.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** The declaration files the manifest points at (both formats). */
const entries = [
  ...new Set(
    [
      ...JSON.stringify([manifest.exports, manifest.typesVersions, manifest.types]).matchAll(
        /"\.\/(dist\/[^"]+\.d\.c?ts)"/g,
      ),
    ].map((match) => join(root, match[1])),
  ),
];

// Only the graph of files matters: no lib, no @types, no checking.
const program = ts.createProgram(entries, {
  module: ts.ModuleKind.Node16,
  moduleResolution: ts.ModuleResolutionKind.Node16,
  noLib: true,
  types: [],
  noEmit: true,
});
/** Paths relative to dist/, with `/`, as .npmignore reads them. */
const inDist = (path) => relative(dist, path).split('\\').join('/');
const reached = new Set(
  program
    .getSourceFiles()
    .map((file) => inDist(file.fileName))
    .filter((path) => !path.startsWith('../')),
);

const unreached = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.d\.c?ts$/.test(entry.name))
  .map((entry) => inDist(join(entry.parentPath, entry.name)))
  .filter((path) => !reached.has(path))
  .sort();
writeFileSync(
  join(dist, '.npmignore'),
  `# Written by scripts/ship-declarations.mjs: the declarations no entry reaches.\n${unreached.map((path) => `/${path}\n`).join('')}`,
);
console.log(
  `Declarations: ${entries.length} entry files reach ${reached.size}, ${unreached.length} left out of the package`,
);
