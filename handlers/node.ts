// `weather-double/handlers` as Node imports it (package.json `exports`, condition `node`): the
// handlers' module, the bundle every other condition imports (dist/src/esm/handlers.js: the model,
// every route's answers, the serializers and schemas), is required when first used (a double
// created, `weatherHandlers` read, a log counted), not on import. Parsing it cost a fresh process
// that imports msw/node and the handlers about 1.38 times msw/node's own import (issue 29's goal:
// at most 1.3; bench/import.bench.mjs); this module, about 1.0. Node 20.19+ requires ESM, and the
// module required is the one `import` would load (one copy of the package's state: the place data
// `loadPlaceData()` of /places gives, one WeatherDoubleError class). `require` keeps the module
// once: nothing is held here. Bundlers and the browser take the bundle itself.
import { createRequire } from 'node:module';
import { arrayOnFirstUse } from '../src/deps/on-first-use.js';
import type * as Handlers from './index.js';
// MSW is the handlers' peer: loaded on import (msw/node has loaded it already), so that a missing
// msw still fails the import, naming itself.
import '#msw-http';

const require = createRequire(import.meta.url);

/** The handlers' module (the bundle), required on first use. */
function handlers(): typeof Handlers {
  return require('../src/esm/handlers.js') as typeof Handlers;
}

/** `createWeatherDouble` of ./index.ts, required on first use. @internal */
export const createWeatherDouble: typeof Handlers.createWeatherDouble = (options) =>
  handlers().createWeatherDouble(options);

/** `weatherHandlers` of ./index.ts, required when first read. @internal */
export const weatherHandlers: typeof Handlers.weatherHandlers = /* @__PURE__ */ arrayOnFirstUse(
  () => handlers().weatherHandlers,
);

/** `requestsTo` of ./index.ts, required on first use. @internal */
export const requestsTo: typeof Handlers.requestsTo = (log, route, filter) =>
  handlers().requestsTo(log, route, filter);

/** `countRequests` of ./index.ts, required on first use. @internal */
export const countRequests: typeof Handlers.countRequests = (log) => handlers().countRequests(log);
