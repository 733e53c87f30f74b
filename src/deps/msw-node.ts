// MSW's `http`, as Node loads it (package.json `imports`, `#msw-http`, condition `node`): from
// the lightest subpath that exports it in the installed msw, `msw/core/http` (msw 2) or `msw/http`
// (msw 3; it has no `msw/core/http`). msw 2's main entry also loads its GraphQL support (the `graphql`
// package, CommonJS): a fresh process that imports msw/node and the handlers took 2.1 times msw/node's
// own import through it (bench/import.bench.mjs). Node 20.19+ requires msw's ESM build here (its
// `module-sync` condition, or msw 3's ESM), the same module instance `import` loads. Bundlers and the
// CommonJS build take `./msw-bundled.ts`, which imports msw's main entry (a bundler keeps only
// `http` of it).

import { createRequire } from 'node:module';
import type { http as mswHttpNamespace } from 'msw';

const require = createRequire(import.meta.url);

/** The `http` namespace of the installed msw: `msw/core/http` (msw 2), else `msw/http` (msw 3). */
function mswHttp(): { readonly http: typeof mswHttpNamespace } {
  try {
    return require('msw/core/http');
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED') throw error;
    return require('msw/http');
  }
}

/**
 * MSW's `http` namespace, the public way to make its request handlers.
 * @internal
 */
export const http = mswHttp().http;
