// The CommonJS build, for `require('weather-double…')` (Jest and other CommonJS code on Node 20,
// which cannot require the ESM-only @faker-js/faker). Run after `tsc -p tsconfig.build.json`.
//
// Next to every ESM module tsc wrote (dist/src/**/x.js, dist/handlers/**/x.js, dist/playwright/**/x.js) it writes x.cjs and
// x.d.cts, in the same folders, so paths relative to a module (the shipped pacts) hold in both
// formats and the CommonJS modules share one copy of each other (one WeatherDoubleError class for
// every CommonJS entry):
// - x.cjs: x.ts compiled by esbuild to CommonJS. Imports of our own modules become require('./y.cjs');
//   @faker-js/faker (ESM only) is bundled into the module that imports it; msw, @pact-foundation/pact,
//   ioredis, node-forge (a CommonJS dependency, loaded on first use), fast-check (a peer: the
//   arbitraries must be of the user's own copy) and Node built-ins stay require()s of the user's
//   copies. `import.meta.url` becomes the module's
//   file URL.
// - x.d.cts: x.d.ts with its relative specifiers pointed at the .cjs modules, so TypeScript reads the
//   types of a require() as CommonJS (what `moduleResolution: node16` needs).
// The CLI (dist/src/cli) stays ESM only: the bin runs it with Node, which loads ESM.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
// The CLI, and the handlers' Node ESM entry (handlers/node.ts: requires their ESM bundle).
const esmOnly = ['src/cli/', 'handlers/node.'];

/** Files under `dir` (relative to the root) whose names end with `suffix`, minus the ESM-only ones. */
function filesUnder(dir, suffix) {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((path) => !esmOnly.some((prefix) => path.startsWith(prefix) || path.startsWith(`dist/${prefix}`)))
    .sort();
}

const sources = [
  ...filesUnder('src', '.ts'),
  ...filesUnder('handlers', '.ts'),
  ...filesUnder('playwright', '.ts'),
].filter((path) => !path.endsWith('.d.ts'));

/** Our own modules stay separate files: `./y.js` is required as `./y.cjs`. */
const ownModulesAsCjs = {
  name: 'own-modules-as-cjs',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind === 'entry-point' || args.importer.includes('/node_modules/')) return undefined;
      if (!args.path.endsWith('.js')) throw new Error(`${args.importer}: import ${args.path} without .js`);
      return { path: `${args.path.slice(0, -3)}.cjs`, external: true };
    });
  },
};

/**
 * `#deps` (src/deps/, package.json `imports`) is one of our own modules too: required from its one
 * CommonJS module, `dist/src/deps/bundled.cjs`, which bundles faker and the time zone lookup, instead
 * of a copy of them in every module that imports it (about 100 KB of the tarball, 340 KB unpacked).
 */
const depsAsCjs = {
  name: 'deps-as-cjs',
  setup(build) {
    build.onResolve({ filter: /^#deps$/ }, (args) => {
      const from = dirname(args.importer);
      const target = relative(from, join(root, 'src/deps/bundled.cjs')).split('\\').join('/');
      return { path: target.startsWith('.') ? target : `./${target}`, external: true };
    });
  },
};

const result = await build({
  absWorkingDir: root,
  entryPoints: sources,
  outdir: 'dist',
  outbase: '.',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  format: 'cjs',
  platform: 'neutral',
  mainFields: ['module', 'main'],
  target: 'es2022',
  external: ['msw', 'msw/*', '@pact-foundation/pact', 'ioredis', 'node-forge', 'fast-check', 'node:*'],
  define: { 'import.meta.url': 'importMetaUrl' },
  inject: [fileURLToPath(new URL('./cjs-import-meta-url.mjs', import.meta.url))],
  plugins: [ownModulesAsCjs, depsAsCjs],
  legalComments: 'inline',
  logLevel: 'warning',
  metafile: true,
});

// Faker's MIT licence asks for its notice in every copy: head each module that bundles it with it.
const faker = JSON.parse(readFileSync(join(root, 'node_modules/@faker-js/faker/package.json'), 'utf8'));
const fakerNotice = `/*!\n * This module bundles @faker-js/faker ${faker.version} (https://github.com/faker-js/faker), under its licence:\n *\n${readFileSync(
  join(root, 'node_modules/@faker-js/faker/LICENSE'),
  'utf8',
)
  .trimEnd()
  .split('\n')
  .map((line) => ` * ${line.replaceAll('*/', '* /')}`.trimEnd())
  .join('\n')}\n */\n`;
for (const [output, { inputs }] of Object.entries(result.metafile.outputs)) {
  if (!Object.keys(inputs).some((input) => input.includes('node_modules/@faker-js/faker/'))) continue;
  const path = join(root, output);
  writeFileSync(path, fakerNotice + readFileSync(path, 'utf8'));
}

// The climate grid once in the package (issue 29's 10 MB): the CommonJS module reads the base64 text
// of tsc's ESM module beside it when first asked, instead of a third copy of it (about 290 KB packed).
writeFileSync(
  join(root, 'dist/src/model/climate-data.cjs'),
  `"use strict";
// The climate grid: the base64 text of climate-data.js beside this file, read when first asked.
let grid;
Object.defineProperty(exports, "CLIMATE_GRID", {
  enumerable: true,
  get() {
    if (grid === undefined) {
      const text = require("node:fs").readFileSync(require("node:path").join(__dirname, "climate-data.js"), "utf8");
      const from = text.indexOf("'", text.indexOf("CLIMATE_GRID =")) + 1;
      grid = text.slice(from, text.indexOf("'", from));
    }
    return grid;
  },
});
`,
);

// The description tables of `lang` once in the package too: read from tsc's ESM module beside it
// (UTF-8, one line a language) when first asked.
writeFileSync(
  join(root, 'dist/src/service/language-tables.cjs'),
  `"use strict";
// The description tables: the lines of language-tables.js beside this file, read when first asked.
let tables;
Object.defineProperty(exports, "DESCRIPTION_TABLES", {
  enumerable: true,
  get() {
    if (tables === undefined) {
      const text = require("node:fs").readFileSync(require("node:path").join(__dirname, "language-tables.js"), "utf8");
      tables = {};
      for (const [, code, , texts] of text.matchAll(/^\\s+'?(\\w+)'?: (['"])(.*)\\2,?$/gm)) tables[code] = texts;
    }
    return tables;
  },
});
`,
);

// The type declarations, as CommonJS declarations.
const declarations = [
  ...filesUnder('dist/src', '.d.ts'),
  ...filesUnder('dist/handlers', '.d.ts'),
  ...filesUnder('dist/playwright', '.d.ts'),
];
for (const path of declarations) {
  const text = readFileSync(join(root, path), 'utf8').replace(
    /(['"])(\.{1,2}\/[^'"]*?)\.js\1/g,
    (_, quote, specifier) => `${quote}${specifier}.cjs${quote}`,
  );
  writeFileSync(join(root, `${path.slice(0, -'.d.ts'.length)}.d.cts`), text);
}

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `CommonJS build: ${sources.length} modules (${(bytes / 1024).toFixed(0)} KiB), ${declarations.length} declarations`,
);
