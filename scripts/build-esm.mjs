// The ESM entry points users import, bundled: `weather-double`, `/handlers`, `/server`, `/pact`,
// `/check`, `/places`, `/fast-check` and `/control` as one module each in dist/src/esm/, with the code they share in chunks
// (one copy of each module, so the entries share their state: `loadPlaceData()` of `/places` feeds
// the handlers). Loading the ~110 modules tsc writes one by one cost a fresh process that imports
// msw/node and the handlers about 1.6x the time of msw/node alone (over a bare node start); bundled,
// 1.15x (bench/locations.bench.mjs, "import msw/node + weather-double/handlers"). Dependencies stay
// imports. The modules sit at the depth of tsc's (dist/src/<dir>/), so that their
// `new URL('../../data/places.bin', import.meta.url)` and `../../../pacts/` resolve the same.
// tsc's per-module output stays in dist/ for the repository's tests; the package ships only the
// bundles, the CommonJS modules, the declarations, and the modules the bundles import (src/deps/,
// the climate grid, the lang tables). Node imports `/handlers` through handlers/node.ts,
// which requires the handlers' bundle on first use (package.json `exports`).
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = 'dist/src/esm';
rmSync(new URL(`../${outdir}`, import.meta.url), { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    index: 'dist/src/index.js',
    handlers: 'dist/handlers/index.js',
    // handlers/node.ts's double made on first use: the double with its handler's parts.
    'double-route': 'dist/handlers/double.js',
    server: 'dist/src/server/index.js',
    pact: 'dist/src/pact/index.js',
    check: 'dist/src/check/index.js',
    places: 'dist/src/places/index.js',
    'fast-check': 'dist/src/fast-check/index.js',
    control: 'dist/src/control/index.js',
    playwright: 'dist/playwright/index.js',
    // The bin: bundled too, so the package ships no per-module ESM (issue 29's 10 MB).
    cli: 'dist/src/cli/index.js',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  // The dependencies the model loads on first use with its climate grid, and MSW's `http`
  // (src/deps/): resolved by the importer's conditions, so Node requires them (when first needed;
  // msw's lightest subpath) and a browser bundler imports them. The grid stays in tsc's module beside
  // the bundle (one copy in the package: issue 29's 10 MB; about 290 KB packed a copy).
  external: ['#deps', '#msw-http'],
  // The description tables of `lang` stay in tsc's module beside the bundle too (about 6.5 KB packed
  // a copy, which the bundle would write in \u escapes), imported from it.
  plugins: [
    {
      name: 'language-tables-beside',
      setup(build) {
        build.onResolve({ filter: /\/language-tables\.js$/ }, () => ({
          path: '../service/language-tables.js',
          external: true,
        }));
      },
    },
  ],
  chunkNames: 'chunk-[hash]',
  legalComments: 'none',
  minifyWhitespace: true,
  minifySyntax: true,
  // Local names shortened too: about 70 KB less in the package, which has a 10 MB budget (issue 29).
  // The package's error classes set their `name` themselves.
  minifyIdentifiers: true,
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `ESM bundle: ${Object.keys(result.metafile.outputs).length} modules (${(bytes / 1024).toFixed(0)} KiB) in ${outdir}`,
);
