// `weather-double/handlers` as Node imports it (package.json `exports`, condition `node`): the
// handlers' module, the bundle every other condition imports (dist/src/esm/handlers.js: the model,
// every route's answers, the serializers and schemas), is required when first used, not on import.
// Parsing it cost a fresh process that imports msw/node and the handlers about 1.38 times msw/node's
// own import (issue 29's goal: at most 1.3; bench/import.bench.mjs); this module, about 1.0. Node
// 20.19+ requires ESM, and the module required is the one `import` would load (one copy of the
// package's state: the place data `loadPlaceData()` of /places gives, one WeatherDoubleError class).
// `require` keeps the module once: nothing is held here. Bundlers and the browser take the bundle.
//
// A double whose options need no model to check (none, or only `seed`, `now`, `apiKeys` passing
// their rules, src/light-options.ts, which `createCore` applies too) is made without the bundle:
// its handler requires it, and makes the real double, when it first sees a request (in
// `setupServer`, every request goes through it); its `scenarios` and `requests` when first read. So a test file that creates a double and spreads its handlers (or
// `weatherHandlers`) into `setupServer` at top level pays for the bundle with its first request, not
// on load (bench/import.bench.mjs, "import + create + setupServer"). Any other options make the
// real double at once, so a bad option throws where it always did, with the same message.
import { createRequire } from 'node:module';
import type { RequestHandler } from 'msw';
import { arrayOnFirstUse, objectOnFirstUse } from '../src/deps/on-first-use.js';
import {
  apiKeysProblem,
  LIGHT_OPTION_NAMES,
  nowProblem,
  SERVICE_LABEL,
  seedProblem,
} from '../src/light-options.js';
import type { DoubleRoute } from './double.js';
import type * as Handlers from './index.js';
// MSW is the handlers' peer: loaded on import (msw/node has loaded it already), so that a missing
// msw still fails the import, naming itself.
import { urlOf, weatherHandler } from './route.js';

const require = createRequire(import.meta.url);

/** The handlers' module (the bundle), required on first use. */
function handlers(): typeof Handlers {
  return require('../src/esm/handlers.js') as typeof Handlers;
}

/** The bundle's module of `createDoubleRoute` (one copy of the package's state with `handlers()`). */
function doubleRoute(options: Handlers.WeatherDoubleOptions): DoubleRoute {
  return (require('../src/esm/double-route.js') as typeof import('./double.js')).createDoubleRoute(options);
}

/**
 * A copy of `options` when the real double would certainly accept them and they need nothing of the
 * model to check (only the options of src/light-options.ts, each passing its rule there, which
 * `createCore` applies too), else undefined. The copy keeps what `createCore` keeps at creation
 * (the option values, the keys of `apiKeys`).
 */
function lightOptions(options: unknown): Handlers.WeatherDoubleOptions | undefined {
  if (options === undefined) return {};
  if (
    typeof options !== 'object' ||
    options === null ||
    Object.getPrototypeOf(options) !== Object.prototype
  ) {
    return undefined;
  }
  const { seed, now, apiKeys } = options as Record<string, unknown>;
  const known = Object.keys(options).every((key) => (LIGHT_OPTION_NAMES as readonly string[]).includes(key));
  if (!known || seedProblem(seed) || nowProblem(now) || apiKeysProblem(apiKeys)) return undefined;
  return {
    ...(seed === undefined ? {} : { seed: seed as number }),
    ...(now === undefined ? {} : { now: now as () => number | Date }),
    ...(apiKeys === undefined ? {} : { apiKeys: [...(apiKeys as string[])] }),
  };
}

/**
 * A double made on first use (see above): the first request its handler sees makes the real double
 * (and with it the bundle), whose route answers this and every later request; its scenarios and
 * log are the real double's.
 */
function doubleOnFirstUse(options: Handlers.WeatherDoubleOptions): Handlers.WeatherDouble {
  let made: DoubleRoute | undefined;
  const real = () => {
    made ??= doubleRoute(options);
    return made;
  };
  return {
    handlers: [
      weatherHandler({ label: SERVICE_LABEL, matches: (url) => real().matches(url) }, ({ request }) =>
        real().answer(request, urlOf(request)),
      ),
    ],
    scenarios: objectOnFirstUse(() => real().double.scenarios),
    requests: arrayOnFirstUse(
      () => real().double.requests as unknown as Handlers.RecordedRequest[],
    ) as unknown as Handlers.RequestLog,
  };
}

/** `createWeatherDouble` of ./index.ts; the bundle required when the double is first used. @internal */
export const createWeatherDouble: typeof Handlers.createWeatherDouble = (options) => {
  const light = lightOptions(options);
  return light === undefined ? handlers().createWeatherDouble(options) : doubleOnFirstUse(light);
};

/** `weatherHandlers` of ./index.ts: a double with the defaults, made by its first request. @internal */
export const weatherHandlers: typeof Handlers.weatherHandlers = /* @__PURE__ */ arrayOnFirstUse(
  () => doubleOnFirstUse({}).handlers as RequestHandler[],
);

/** `requestsTo` of ./index.ts, required on first use. @internal */
export const requestsTo: typeof Handlers.requestsTo = (log, route, filter) =>
  handlers().requestsTo(log, route, filter);

/** `countRequests` of ./index.ts, required on first use. @internal */
export const countRequests: typeof Handlers.countRequests = (log) => handlers().countRequests(log);
