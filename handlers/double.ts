import type { RequestHandler } from 'msw';
import type {
  WeatherScenarios as CoreScenarios,
  RequestLog,
  WeatherDoubleOptions,
} from '../src/core/index.js';
import { type Core, createCore, type Outcome, type ScenarioRule } from '../src/core/internal.js';
import { headerScenario, SCENARIO_HEADER } from '../src/core/scenario-spec.js';
import { WeatherDoubleError } from '../src/errors.js';
import { respondSafely } from './response.js';
import { urlOf, weatherHandler } from './route.js';

export type { ScenarioOptions, WeatherDoubleOptions } from '../src/core/index.js';

/**
 * Ready-made answers for `server.use()`, each one MSW handler on the double's routes (see
 * `ScenarioOptions` for `once`, `location` and `route`).
 *
 * @example
 * ```ts
 * server.use(double.scenarios.rateLimited({ once: true }));
 * ```
 */
export type WeatherScenarios<H = RequestHandler> = CoreScenarios<H>;

/**
 * One weather double: its handlers for `setupServer`/`setupWorker`, its scenarios for `server.use`,
 * and the log of what it answered.
 *
 * @example
 * ```ts
 * const double = createWeatherDouble({ seed: 1 });
 * const server = setupServer(...double.handlers);
 * ```
 */
export interface WeatherDouble {
  /** The double's handlers: `setupServer(...double.handlers)`. */
  readonly handlers: RequestHandler[];
  /** Handlers that answer differently, for `server.use(...)`. */
  readonly scenarios: WeatherScenarios;
  /** What the double (and its scenarios) answered, oldest first; `requests.clear()` empties it. */
  readonly requests: RequestLog;
}

/**
 * Creates a weather double: MSW handlers that answer every route of the route table under
 * `{baseUrl}` (the current weather, the forecasts, One Call 3.0, air pollution, the UV index, the
 * city lists, the Geocoding API; the list is in docs/routes.md) exactly as the service does
 * (status, headers in order, body bytes), and every other path there with the service's
 * unknown-route 404 (nothing reaches the network), with deterministic answers for a seed and a clock,
 * ready-made scenarios, and a log of the requests answered.
 *
 * @param options - see {@link WeatherDoubleOptions}; all optional.
 * @throws {WeatherDoubleError} `INVALID_OPTION` for an unknown option or a value of the wrong kind.
 * @example
 * ```ts
 * import { setupServer } from 'msw/node';
 * import { createWeatherDouble } from 'weather-double/handlers';
 *
 * const double = createWeatherDouble({ seed: 7, now: () => Date.UTC(2024, 0, 15, 12) });
 * const server = setupServer(...double.handlers);
 * server.listen({ onUnhandledRequest: 'error' });
 * afterEach(() => {
 *   server.resetHandlers();
 *   double.requests.clear();
 * });
 *
 * it('shows an error when the key is refused', async () => {
 *   server.use(double.scenarios.unauthorized({ once: true }));
 *   // ...call your code, then:
 *   expect(double.requests.at(-1)?.status).toBe(401);
 * });
 * ```
 */
export function createWeatherDouble(options: WeatherDoubleOptions = {}): WeatherDouble {
  return createDoubleRoute(options).double;
}

/**
 * A double and what its own handler does, for a handler made elsewhere (handlers/node.ts, which
 * makes the double on first use): whether it answers a URL, and its answer.
 * @internal
 */
export interface DoubleRoute {
  readonly double: WeatherDouble;
  matches(url: URL): boolean;
  answer(request: Request, url: URL): Promise<Response>;
}

/** `createWeatherDouble`, with its handler's parts (see {@link DoubleRoute}). @internal */
export function createDoubleRoute(options: WeatherDoubleOptions = {}): DoubleRoute {
  const core = createCore(options);
  const label = core.address.label;
  const rules = core.scenarios((rule) => rule);
  const route: Omit<DoubleRoute, 'double'> & { label: string } = {
    label,
    matches: (url) => core.owns(url),
    answer: (request, url) => {
      const named = request.headers.get(SCENARIO_HEADER);
      if (named !== null) return answerNamed(core, rules, request, url, named);
      return respondSafely(core, request, url, null, () =>
        withBody(core, request, url, (body) => core.answerLater(request.method, url, body)),
      );
    },
  };
  const wrap = (rule: ScenarioRule): RequestHandler =>
    weatherHandler({ label, matches: (url) => core.matches(rule, url) }, ({ request }) => {
      const url = urlOf(request);
      return respondSafely(core, request, url, rule.name === 'sequence' ? null : rule.name, () =>
        withBody(core, request, url, (body) => core.answerScenario(rule, request.method, url, body)),
      );
    });
  const own = weatherHandler(route, ({ request }) => route.answer(request, urlOf(request)));
  return { ...route, double: { handlers: [own], scenarios: core.scenarios(wrap), requests: core.requests } };
}

/**
 * The answer to a request that names its own scenario (`X-Weather-Double-Scenario`): the scenario's
 * when it matches the request, else the double's; 400 with the error as JSON for a header that
 * names none.
 */
function answerNamed(
  core: Core,
  rules: CoreScenarios<ScenarioRule>,
  request: Request,
  url: URL,
  named: string,
): Promise<Response> {
  let rule: ScenarioRule;
  try {
    rule = headerScenario(rules, named);
  } catch (error) {
    if (!(error instanceof WeatherDoubleError)) throw error;
    const { code, message, path } = error;
    return Promise.resolve(Response.json({ error: { code, message, path } }, { status: 400 }));
  }
  if (!core.matches(rule, url))
    return respondSafely(core, request, url, null, () =>
      withBody(core, request, url, (body) => core.answerLater(request.method, url, body)),
    );
  return respondSafely(core, request, url, rule.name === 'sequence' ? null : rule.name, () =>
    withBody(core, request, url, (body) => core.answerScenario(rule, request.method, url, body)),
  );
}

/**
 * `answer` given the request's body when its route keeps state (Weather Stations 3.0 reads it),
 * else at once with `''` (no other route reads a body).
 */
function withBody(
  core: Core,
  request: Request,
  url: URL,
  answer: (body: string) => Outcome | Promise<Outcome>,
): Outcome | Promise<Outcome> {
  return core.routeOf(url)?.stateful === undefined ? answer('') : request.clone().text().then(answer);
}
