import type {
  WeatherScenarios as CoreScenarios,
  RequestLog,
  ScenarioName,
  WeatherDoubleOptions,
} from '../src/core/index.js';
import { createCore, type ScenarioRule } from '../src/core/internal.js';
import { invalidOption } from '../src/errors.js';
import { carryOut, type PlaywrightRoute } from './fulfil.js';

export type { PlaywrightRoute } from './fulfil.js';

/**
 * What `routeWeather` routes: a Playwright `Page` or `BrowserContext` (from `playwright`,
 * `playwright-core` or `@playwright/test`), typed by the two methods it uses, so the package needs
 * no Playwright import.
 *
 * @example
 * ```ts
 * const target: RouteTarget = page; // or context
 * ```
 */
export interface RouteTarget {
  route(url: (url: URL) => boolean, handler: (route: PlaywrightRoute) => Promise<void>): Promise<unknown>;
  unroute(url: (url: URL) => boolean, handler?: (route: PlaywrightRoute) => Promise<void>): Promise<unknown>;
}

const SCENARIO = Symbol.for('weather-double.playwright-scenario');

/**
 * A scenario of a routed page (from `double.scenarios`), for `double.use()`.
 *
 * @example
 * ```ts
 * double.use(double.scenarios.serverError({ times: 2 }));
 * ```
 */
export interface PlaywrightScenario {
  /** The scenario's name: `'serverError'` (`'sequence'` for a sequence). */
  readonly scenario: ScenarioName | 'sequence';
  /** @internal */
  readonly [SCENARIO]: ScenarioRule;
}

/**
 * The double behind a page's (or a context's) requests to the service: its scenarios, the log of
 * what it answered, and `unroute()`.
 *
 * @example
 * ```ts
 * const double = await routeWeather(page, { seed: 1 });
 * double.use(double.scenarios.notFound({ once: true }));
 * expect(double.requests.at(-1)?.status).toBe(404);
 * ```
 */
export interface PlaywrightWeatherDouble {
  /** What the double (and its scenarios) answered, oldest first; `requests.clear()` empties it. */
  readonly requests: RequestLog;
  /** Answers that differ from the double's own, for {@link PlaywrightWeatherDouble.use}. */
  readonly scenarios: CoreScenarios<PlaywrightScenario>;
  /**
   * Puts scenarios in front of the double's own answers, as MSW's `server.use()` does: the last
   * added answers first. Anything but one of `double.scenarios` throws `INVALID_OPTION` (`use[0]`)
   * and changes nothing.
   */
  use(...scenarios: PlaywrightScenario[]): void;
  /** Removes every scenario added with `use()`; the double answers normally again. */
  resetHandlers(): void;
  /** Stops answering: the page's requests to the service are no longer routed (safe to call twice). */
  unroute(): Promise<void>;
}

/**
 * The options of {@link routeWeather}: the double's options. `baseUrl` (default: the service's
 * hosts `api.`, `pro.` and `history.openweathermap.org`, `https://` and `http://`) says which
 * requests are the double's; every path under it is answered (a path that is no route gets the service's
 * unknown-route 404), so nothing the page sends to the service reaches the network.
 *
 * @example
 * ```ts
 * const options: RouteWeatherOptions = { seed: 1, now: () => Date.UTC(2024, 5, 1, 12), apiKeys: ['test-key'] };
 * ```
 */
export type RouteWeatherOptions = WeatherDoubleOptions;

/**
 * Answers a Playwright page's (or browser context's) requests to the weather service with a double,
 * through `page.route`: the same answers as `createWeatherDouble`'s MSW handlers (status, headers,
 * body bytes, scenarios, quota, faults, latency), with no service worker in the page. A network
 * error aborts the request (`fetch` rejects with a `TypeError`), a hang never answers (the page's
 * own timeout must fire). A cut-off answer (`malformed`) sends the first half of the body's bytes,
 * which Playwright delivers as a whole body: reading it works and `response.json()` rejects with a
 * `SyntaxError` (under MSW and the server the read itself fails with a `TypeError`).
 *
 * @param target - a `Page` or a `BrowserContext` (a context routes every page it opens).
 * @param options - the double's options (see {@link RouteWeatherOptions}); all optional.
 * @returns once routed: the double (its scenarios, `use()`, the request log, `unroute()`).
 * @throws {WeatherDoubleError} `INVALID_OPTION` for an unknown option or a value of the wrong kind.
 * @example
 * ```ts
 * import { chromium } from 'playwright';
 * import { routeWeather } from 'weather-double/playwright';
 *
 * const page = await (await chromium.launch()).newPage();
 * const weather = await routeWeather(page, { seed: 1 });
 * weather.use(weather.scenarios.sequence(['serverError', 'serverError']));
 * await page.goto('http://localhost:3000');
 * // ...the app retries twice, then shows the weather:
 * console.log(weather.requests.map((r) => r.status)); // [500, 500, 200]
 * ```
 */
export async function routeWeather(
  target: RouteTarget,
  options: RouteWeatherOptions = {},
): Promise<PlaywrightWeatherDouble> {
  if (typeof target !== 'object' || target === null || typeof target.route !== 'function') {
    throw invalidOption('target', 'a Playwright Page or BrowserContext (with route())', target);
  }
  const core = createCore(options);
  const matches = (url: URL) => core.owns(url);
  let used: readonly ScenarioRule[] = [];
  const handler = async (route: PlaywrightRoute): Promise<void> => {
    const request = route.request();
    const method = request.method();
    let url: URL | undefined;
    try {
      url = new URL(request.url());
      const parsed = url;
      const rule = used.find((candidate) => core.matches(candidate, parsed));
      const outcome =
        rule === undefined ? core.answerLater(method, parsed) : core.answerScenario(rule, method, parsed);
      await carryOut(route, await outcome);
    } catch (error) {
      // Nothing throws out of the route handler: the service's 500, and the console says why.
      await carryOut(route, { kind: 'answer', answer: core.fail(method, url, null, error), delay: 0 }).catch(
        () => {},
      );
    }
  };
  await target.route(matches, handler);
  let routed = true;
  return {
    requests: core.requests,
    scenarios: core.scenarios((rule) => ({ scenario: rule.name, [SCENARIO]: rule })),
    use(...added) {
      const rules = added.map((scenario, index) => {
        const rule = typeof scenario === 'object' && scenario !== null ? scenario[SCENARIO] : undefined;
        if (rule === undefined) throw invalidOption(`use[${index}]`, 'one of double.scenarios', scenario);
        return rule;
      });
      used = [...rules, ...used];
    },
    resetHandlers() {
      used = [];
    },
    async unroute() {
      if (!routed) return;
      routed = false;
      await target.unroute(matches, handler);
    },
  };
}
