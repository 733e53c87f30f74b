// MSW's `HttpHandler`, as Node loads it (package.json `imports`, `#msw-http`, condition `node`): from
// the lightest subpath that exports it in the installed msw, `msw/core/http` (msw 2) or `msw/http`
// (msw 3; it has no `msw/core/http`). msw 2's main entry also loads its GraphQL support (the `graphql`
// package, CommonJS): a fresh process that imports msw/node and the handlers took 2.1 times msw/node's
// own import through it (bench/import.bench.mjs). Node 20.19+ requires msw's ESM build here (its
// `module-sync` condition, or msw 3's ESM), the same module instance `import` loads. Bundlers and the
// CommonJS build take `./msw-bundled.ts`, which imports msw's main entry (a bundler keeps only
// `HttpHandler` of it).

import { createRequire } from 'node:module';
import type { HttpHandler as HttpHandlerClass } from 'msw';

const require = createRequire(import.meta.url);

/** The `http` namespace of the installed msw: `msw/core/http` (msw 2), else `msw/http` (msw 3). */
function mswHttp(): { readonly http: { all(predicate: RegExp, resolver: () => undefined): object } } {
  try {
    return require('msw/core/http');
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED') throw error;
    return require('msw/http');
  }
}

/**
 * MSW's `HttpHandler` class: the class of its `http.*` handlers (msw 2's `msw/core/http` exports
 * only `http`).
 * @internal
 */
export const HttpHandler = mswHttp().http.all(/.+/, () => undefined).constructor as typeof HttpHandlerClass;
