/**
 * What the server answers with besides the double: its own scenarios (answered by the core, no MSW)
 * and any MSW handler a user adds with `use()` (answered through MSW, loaded only then).
 * @internal
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'msw';
import type { ScenarioName } from '../core/index.js';
import { type Core, type Outcome, type ScenarioRule, syncTurn, turnKeyOfRequest } from '../core/internal.js';
import { invalidOption } from '../errors.js';

const SCENARIO = Symbol.for('weather-double.server-scenario');

/**
 * A scenario of a server (from `server.scenarios`), for `server.use()`: answered by the server's
 * double itself, without MSW.
 *
 * @example
 * ```ts
 * const scenario: ServerScenario = server.scenarios.rateLimited({ once: true });
 * server.use(scenario);
 * ```
 */
export interface ServerScenario {
  /** The scenario's name: `'rateLimited'` (`'sequence'` for a sequence). */
  readonly scenario: ScenarioName | 'sequence';
  /** @internal */
  readonly [SCENARIO]: { readonly rule: ScenarioRule; readonly claim?: Claim };
}

/**
 * Claims a turn of a scenario elsewhere (a cluster's primary counts them for every worker): how
 * many turns were taken before this one at `key` (see `Core.turnKeyOf`).
 * @internal
 */
export type Claim = (key: string) => Promise<number>;

/** A server scenario of a rule. @internal */
export function serverScenario(rule: ScenarioRule): ServerScenario {
  return { scenario: rule.name, [SCENARIO]: { rule } };
}

/** The rule of a server scenario. @internal */
export function scenarioRule(scenario: ServerScenario): ScenarioRule {
  return scenario[SCENARIO].rule;
}

/** The same scenario, its turns claimed through `claim` before each answer. @internal */
export function withClaim(scenario: ServerScenario, claim: Claim): ServerScenario {
  return { scenario: scenario.scenario, [SCENARIO]: { rule: scenario[SCENARIO].rule, claim } };
}

/** Whether a value is a server scenario. */
function isServerScenario(value: unknown): value is ServerScenario {
  return typeof value === 'object' && value !== null && SCENARIO in value;
}

/** Whether a value is an MSW request handler (by shape: another copy of msw makes other classes). */
function isRequestHandler(value: unknown): value is RequestHandler {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { run?: unknown }).run === 'function' &&
    typeof (value as { info?: unknown }).info === 'object'
  );
}

/** What `use()` takes: the server's scenarios, or MSW handlers. @internal */
export type UsedHandler = ServerScenario | RequestHandler;

/** Checks what was passed to `use()` before anything changes. @internal */
export function checkUsed(added: readonly unknown[]): void {
  added.forEach((handler, index) => {
    if (!isServerScenario(handler) && !isRequestHandler(handler)) {
      throw invalidOption(
        `use[${index}]`,
        'an MSW request handler (one of server.scenarios, or http.get(...) from msw)',
        handler,
      );
    }
  });
}

/**
 * What the handlers in use answer, the last added first: a server scenario that matches (the core's
 * outcome), an MSW handler that answers (its `Response`), or `undefined` when none does (the double
 * answers). MSW is imported on the first MSW handler met (the module system keeps it).
 * @internal
 */
export async function answerByHandlers(
  used: readonly UsedHandler[],
  core: Core,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  body?: string,
): Promise<Outcome | Response | undefined> {
  const method = req.method ?? 'GET';
  for (const handler of used) {
    if (isServerScenario(handler)) {
      const { rule, claim } = handler[SCENARIO];
      if (!core.matches(rule, url)) continue;
      if (claim !== undefined) {
        const key = turnKeyOfRequest(rule, core.routeOf(url), url);
        syncTurn(rule, key, await claim(key));
        if (!core.matches(rule, url)) continue;
      }
      return core.answerScenario(rule, method, url, body);
    }
    const { getResponse } = await import('msw');
    const controller = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    const withBody = body !== undefined && method !== 'GET' && method !== 'HEAD' ? { body } : {};
    const response = await getResponse(
      [handler],
      new Request(url, { method, signal: controller.signal, ...withBody }),
    );
    if (response !== undefined) return response;
  }
  return undefined;
}
