/**
 * The transport-free core of a double: a request (method, URL) and the double's clock in, an
 * {@link Outcome} out. The route table answers; quotas, faults, latency, scenarios, the request log
 * and key masking live here, once. `handlers/` turns an outcome into an MSW `Response`,
 * `src/server/` writes it to a socket.
 * @internal
 */
import { assertKnownKeys, invalidOption } from '../errors.js';
import type { VariantName } from '../routes/public.js';
import type { Route, RouteName, RouteRequest, ScenarioWithDefaults, World } from '../routes/route.js';
import { isProblem } from '../routes/route.js';
import { routeAtEnd, routes, routeTable } from '../routes/table.js';
import { createWorld } from '../routes/world.js';
import { describedIn } from '../service/languages.js';
import { isTargetTooLong, readWeatherQuery } from '../service/query.js';
import { type Address, readAddress } from './address.js';
import {
  type Answer,
  answerBeforeRoute,
  errorAnswer,
  failureAnswer,
  okAnswer,
  problemAnswer,
  type ReadRequest,
  readRequest,
  readRequestAt,
  unknownRouteAnswer,
} from './answer.js';
import { AnswerCache } from './answer-cache.js';
import { createResilience, type FaultName, MAX_DELAY, requestIdentity } from './faults/index.js';
import type { Decision, Resilience } from './faults/resilience.js';
import { isStoreDown, readStore } from './faults/store.js';
import { pinnedStep } from './fixtures.js';
import {
  type AddToLog,
  createRequestLog,
  type LogWatcher,
  logAnswer,
  maskedUrl,
  type RecordedRequest,
  type RequestLog,
  type ScenarioName,
} from './log.js';
import { DOUBLE_OPTION_NAMES, readKeys, readNotFound, type WeatherDoubleOptions } from './options.js';
import type { Outcome } from './outcome.js';
import { requestOutcomeOf, statusOf } from './outcome.js';
import {
  freshUses,
  hasTurn,
  type ReadScenarioOptions,
  readScenarioOptions,
  ruleMatches,
  type ScenarioAction,
  type ScenarioRule,
  type ScenarioStep,
  type ScenarioTurn,
  takeTurn,
  turnKey,
  type WeatherScenarios,
} from './scenarios.js';
import { checkStateful, statefulContextOf } from './stateful.js';
import { readVariants, type VariantDraws, type VariantPick } from './variants.js';

/** The longest query string whose answer is remembered (a long one is answered every time). */
const CACHED_QUERY_LIMIT = 512;

/** Who failed to answer, for the console message of a failure. @internal */
export type FailedPart = 'double' | 'server';

/** The core of one double. @internal */
export interface Core {
  /** Where the double answers (its routes under `baseUrl`). */
  readonly address: Address;
  /** What the double answered, oldest first. */
  readonly requests: RequestLog;
  /** The route a URL names on the double's address; `undefined` when it names none. */
  routeOf(url: URL): Route | undefined;
  /** Whether the double answers a URL: every path under its address (see {@link Address.owns}). */
  owns(url: URL): boolean;
  /**
   * The double's own answer to a request, with its quota, faults and latency; logged. A URL that
   * names none of the double's routes gets the service's unknown-route 404 (not logged). Never throws.
   * Only for a core that does not {@link Core.waits}: else {@link Core.answerLater}. `body`: the
   * request's body, which only a stateful route reads (`''` when none).
   */
  answer(method: string, url: URL, body?: string): Outcome;
  /**
   * Whether the double's own answers may wait on a shared store (a `store` and a `quota`): the
   * adapters then ask {@link Core.answerLater}.
   */
  readonly waits: boolean;
  /**
   * {@link Core.answer}, or its promise when the quota is counted in a store; a store that fails
   * gives the service's 500 (never a rejection).
   */
  answerLater(method: string, url: URL, body?: string): Outcome | Promise<Outcome>;
  /** Whether a scenario answers a URL (its route and location, and it is not used up). */
  matches(rule: ScenarioRule, url: URL): boolean;
  /**
   * A scenario's answer to a request it matches, counted (a `times` scenario's count, a sequence's
   * step); logged. A scenario used up meanwhile gives the double's own answer. Never throws.
   */
  answerScenario(rule: ScenarioRule, method: string, url: URL, body?: string): Outcome | Promise<Outcome>;
  /**
   * The service's 500 for a request that failed, with a `[weather-double]` console message saying
   * what failed (the key masked); the double's failures are logged (`scenario` then names the
   * scenario that failed). Never throws.
   */
  fail(
    method: string,
    url: URL | undefined,
    scenario: ScenarioName | null,
    error: unknown,
    who?: FailedPart,
  ): Answer;
  /** The scenarios, each a rule wrapped by the adapter's `wrap`. */
  scenarios<H>(wrap: (rule: ScenarioRule) => H): WeatherScenarios<H>;
}

/** A request's variant: how to pick it, among which, and (once written) the one picked. */
interface VariantChoice {
  readonly pick: VariantPick;
  readonly only: readonly string[] | undefined;
  chosen: string | null;
}

/** The parts of a core its functions share. */
interface CoreState {
  readonly respond: (method: string, url: URL, route: Route, overrides?: unknown) => Answer;
  /** The answer with a variant picked (never remembered), and the variant (`null`: none applied). */
  readonly respondWithVariant: (
    method: string,
    url: URL,
    route: Route,
    pick: VariantPick,
    only: readonly string[] | undefined,
  ) => { readonly answer: Answer; readonly variant: string | null };
  /** The `variants` option's draws; `undefined` without it. */
  readonly variants: VariantDraws | undefined;
  /** The double's seed (the default seed of a scenario's draws). */
  readonly seed: number;
  /** The double's clock, in milliseconds (read only where a scenario needs it: `newKey`). */
  readonly now: () => number;
  readonly resilience: Resilience | undefined;
  readonly add: AddToLog;
  readonly fail: Core['fail'];
  readonly checkOverrides: (overrides: unknown, route: Route) => void;
  /** A request on a stateful route, read and checked, answered over the double's station book. */
  readonly stateful: (
    method: string,
    url: URL,
    route: Route,
    body: string,
  ) => ReturnType<typeof checkStateful>;
}

/**
 * Creates the core of a double from its options, checked here (an unknown key or a wrong type
 * throws `INVALID_OPTION` naming the option).
 * @internal
 */
export function createCore(options: WeatherDoubleOptions = {}, watcher?: LogWatcher): Core {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw invalidOption('options', 'an options object', options);
  }
  assertKnownKeys(options, DOUBLE_OPTION_NAMES, '');
  const { baseUrl, quota, faults, latency, store, variants, ...rest } = options;
  const { apiKeys, plans, notFound, fixtures, ...worldOptions } = rest;
  const pinned = pinnedStep(fixtures);
  const address = readAddress(baseUrl);
  const keys = readKeys(apiKeys, plans);
  const isNotFound = readNotFound(notFound);
  const world = createWorld({ ...worldOptions, isNotFound });
  const seed = worldOptions.seed ?? 0;
  const resilience = createResilience({ quota, faults, latency, store, plans: keys.plans }, seed, world.now);
  const variantDraws = readVariants(variants, seed);
  // A store that keeps a shared log gets every entry too.
  const logStore = readStore(store);
  const share = logStore?.logRequest && ((entry: RecordedRequest) => logStore.logRequest?.(entry));
  const { log, add } = createRequestLog(share, watcher);
  const over = statefulContextOf(logStore, seed, world);
  const stored = logStore?.stationBook !== undefined || logStore?.triggerBook !== undefined;
  const routeAnswer = (read: ReadRequest, overrides?: unknown, variant?: VariantChoice): Answer => {
    const early = answerBeforeRoute(read, keys);
    if (early) return early;
    const pinnedAnswer = pinned?.(read);
    if (pinnedAnswer !== undefined) return pinnedAnswer;
    const result = read.route.answer(routeRequest(read, overrides), world);
    if (isProblem(result)) return problemAnswer(result, read);
    let body = result.body;
    // Bytes (a tile, an icon) go out as they are; a variant of the JSON 200 (before `lang`, `mode`).
    if (typeof body !== 'string') return okAnswer(read, body, result.holds);
    if (variant !== undefined && read.route.variants !== undefined && read.mode === undefined) {
      const of = read.route.variants.of(body, { units: read.query.units, shape: world.shape }, variant.only);
      variant.chosen = variant.pick(of.names);
      if (variant.chosen !== null) body = of.write(variant.chosen);
    }
    // `lang` here, for every route: each weather[] description in the request's language.
    return okAnswer(read, describedIn(body, read.query.lang), result.holds);
  };
  const fail: Core['fail'] = (method, url, scenario, error, who = 'double') =>
    failAnswer({ method, url, scenario, error, who, add, route: url && routeAtEnd(url.pathname) });
  const state: CoreState = {
    respond: cachedResponder(routeAnswer, world),
    respondWithVariant: variantResponder(routeAnswer),
    variants: variantDraws,
    seed,
    now: world.now,
    resilience,
    add,
    fail,
    checkOverrides: (overrides, route) => route.checkOverrides?.(overrides, world),
    stateful: (method, url, route, body) =>
      checkStateful(method, url, route, body, { keys, now: world.now, over }),
  };
  const answerLater = (method: string, url: URL, body = '') =>
    answerOnAddress(state, address, method, url, body);
  const answerNow = (method: string, url: URL, body?: string): Outcome =>
    atOnce(answerLater(method, url, body), () =>
      fail(method, url, null, new Error('a shared store needs answerLater')),
    );
  return {
    address,
    requests: log,
    routeOf: (url) => address.routeOf(url),
    owns: (url) => address.owns(url),
    answer: answerNow,
    // A store that counts the quota or the plans' limits, or keeps stations, answers later.
    waits: store !== undefined && (quota !== undefined || keys.plans !== undefined || stored),
    answerLater,
    matches(rule, url) {
      const route = address.routeOf(url);
      if (route === undefined) return false;
      const location = locationOfRequest(route, url);
      return ruleMatches(rule, route, location, world.now) && hasTurn(rule, () => turnKey(route, location()));
    },
    answerScenario(rule, method, url, body = '') {
      const route = address.routeOf(url);
      if (route === undefined) return { kind: 'answer', answer: unknownRouteAnswer(method, url), delay: 0 };
      const location = locationOfRequest(route, url);
      const turn = takeTurn(rule, () => turnKey(route, location()));
      // The double's own answer (a used-up rule, a sequence's 'normal' step) waits on a shared
      // store like any other: its quota is counted there.
      if (turn === undefined || turn.action.kind === 'own') return answerLater(method, url, body);
      if (
        route.stateful !== undefined &&
        (turn.action.kind === 'normal' || turn.action.kind === 'malformed')
      ) {
        return statefulScenario(state, turn, method, url, route, body);
      }
      if (turn.action.kind === 'variants') {
        const sent = answerVariant(state, turn.action.draws, method, url, route);
        return sent ?? answerLater(method, url);
      }
      return answerScenario(state, turn, method, url, route);
    },
    fail,
    scenarios: (wrap) => createScenarios(state, wrap),
  };
}

/** The route's request: the request read (its method, query, path), with a scenario's overrides. */
function routeRequest(read: ReadRequest, overrides: unknown): RouteRequest {
  const { method, query, path } = read;
  return overrides === undefined ? read : { method, query, path, overrides };
}

/** The double's own answer to a request on its address: the unknown-route 404, a stateful route's, or a route's. */
function answerOnAddress(
  state: CoreState,
  address: Address,
  method: string,
  url: URL,
  body: string,
): Outcome | Promise<Outcome> {
  const route = address.routeOf(url);
  if (route === undefined) return { kind: 'answer', answer: unknownRouteAnswer(method, url), delay: 0 };
  return route.stateful === undefined
    ? answerNormally(state, method, url, route)
    : answerStatefully(state, method, url, route, body);
}

/** An outcome now: never a promise for a core that does not wait (the adapters ask answerLater when it does). */
function atOnce(outcome: Outcome | Promise<Outcome>, failure: () => Answer): Outcome {
  return outcome instanceof Promise ? { kind: 'answer', answer: failure(), delay: 0 } : outcome;
}

/**
 * Which count of a scenario a request on `route` takes its turn from: `''` for a plain scenario,
 * its route and location for a sequence (see `turnKey`).
 * @internal
 */
export function turnKeyOfRequest(rule: ScenarioRule, route: Route | undefined, url: URL): string {
  if (rule.steps === undefined || route === undefined) return '';
  return turnKey(route, locationOfRequest(route, url)());
}

/** The location a request on `route` names, read on first use (`undefined` when it names none). */
function locationOfRequest(route: Route, url: URL): () => ReturnType<NonNullable<Route['locationOf']>> {
  let read = false;
  let location: ReturnType<NonNullable<Route['locationOf']>>;
  return () => {
    if (!read) {
      read = true;
      location = isTargetTooLong(url) ? undefined : route.locationOf?.(readWeatherQuery(url.search));
    }
    return location;
  };
}

/** The answer with a variant picked (never remembered), and the variant picked (`null`: none applied). */
function variantResponder(
  routeAnswer: (read: ReadRequest, overrides?: unknown, variant?: VariantChoice) => Answer,
): CoreState['respondWithVariant'] {
  return (method, url, route, pick, only) => {
    const choice: VariantChoice = { pick, only, chosen: null };
    const answer = routeAnswer(readRequest(method, url, route), undefined, choice);
    return { answer, variant: choice.chosen };
  };
}

/**
 * The double's answers without resilience, remembered per method and query string while they hold
 * (answers without `holds` depend only on the request; a record holds for its observation bucket).
 * A request's first answer leaves only its first sight (its `holds`, and the time its answer was
 * computed at; see {@link AnswerCache}); when the request comes again while that holds, its answer
 * is computed again exactly as the first time (the clock pinned at the first reading, not asked:
 * the double's clock is read as often as if the whole answer had been kept), and that answer is
 * kept. An answer with overrides is never remembered.
 */
function cachedResponder(
  routeAnswer: (read: ReadRequest, overrides?: unknown) => Answer,
  world: Pick<World, 'now' | 'startRecording' | 'lastReading' | 'pinned'>,
): CoreState['respond'] {
  const answers = new AnswerCache();
  return (method, url, route, overrides) => {
    if (overrides !== undefined) return routeAnswer(readRequest(method, url, route), overrides);
    const upper = method.toUpperCase();
    const pathname = url.pathname;
    const search = url.search;
    // The path names the route (a double's routes are at one prefix), so the answers are kept per
    // route, by query string (and method, but for GET). A query string too long to remember is not
    // looked for.
    // A route whose path is a template keeps its answers by path too.
    const target = pathname === route.path ? search : `${pathname}${search}`;
    const key = upper === 'GET' ? target : `${upper} ${target}`;
    const remembered = target.length <= CACHED_QUERY_LIMIT;
    const found = remembered ? answers.find(route, key) : undefined;
    if (found !== undefined) {
      const cached = found.answer;
      const span = cached === undefined ? found.holds : cached.holds;
      let holds = span === undefined;
      if (!holds) {
        const ms = world.now();
        const seconds = typeof ms === 'number' ? Math.floor(ms / 1000) : Number.NaN;
        holds = seconds >= (span?.from ?? 0) && seconds < (span?.until ?? 0);
      }
      if (holds) {
        if (cached !== undefined) return cached;
        const again = world.pinned(found.at, () =>
          routeAnswer(readRequestAt(upper, pathname, search, route)),
        );
        found.answer = again;
        return again;
      }
    }
    world.startRecording();
    const answered = routeAnswer(readRequestAt(upper, pathname, search, route));
    const at = world.lastReading();
    if (remembered) {
      if (found === undefined) answers.firstSight(route, key, answered.holds, at);
      else found.answer = answered;
    }
    return answered;
  };
}

/**
 * The double's own answer with its quota, faults and latency applied, logged; a promise of it when
 * the quota is counted in a store (whose failure is answered 500).
 */
function answerNormally(
  state: CoreState,
  method: string,
  url: URL,
  route: Route,
): Outcome | Promise<Outcome> {
  try {
    const identity =
      state.resilience === undefined && state.variants === undefined
        ? ''
        : requestIdentity(method, url.pathname, url.search);
    // A variant is drawn only for a route that has some (the draws count its requests alone).
    const pick = route.variants === undefined ? undefined : state.variants?.draw(identity);
    const { answer, variant } =
      pick === undefined
        ? { answer: state.respond(method, url, route), variant: null }
        : state.respondWithVariant(method, url, route, pick, state.variants?.only);
    if (state.resilience === undefined)
      return logOutcome(state, method, url, null, { kind: 'answer', answer, delay: 0 }, variant);
    const key = answer.outcome === 'unauthorized' || !answer.query.key ? undefined : answer.query.key;
    const decided = state.resilience.decide(key, identity, route.name);
    const apply = ({ fault, latency }: Decision) =>
      logOutcome(
        state,
        method,
        url,
        fault,
        faultOutcome(fault, answer, latency, () => readRequest(method, url, route)),
        // A fault's answer replaces the variant's, but for `malformed`, which cuts it off.
        fault === null || fault === 'malformed' ? variant : null,
      );
    if (!(decided instanceof Promise)) return apply(decided);
    return decided.then(apply).catch((error: unknown) => ({
      kind: 'answer' as const,
      answer: state.fail(method, url, null, error),
      delay: 0,
    }));
  } catch (error) {
    return { kind: 'answer', answer: state.fail(method, url, null, error), delay: 0 };
  }
}

/**
 * The double's own answer on a stateful route, with its quota, faults and latency decided first (a
 * request answered 429, 500 or not at all changes no station), logged; a promise of it when the
 * book or the quota is in a store (whose failure is answered 500).
 */
function answerStatefully(
  state: CoreState,
  method: string,
  url: URL,
  route: Route,
  body: string,
): Outcome | Promise<Outcome> {
  const failed = failedOutcome(state, method, url, null);
  try {
    const checked = state.stateful(method, url, route, body);
    const settle = (fault: FaultName | null, latency: number): Outcome | Promise<Outcome> => {
      const log = (answer: Answer) =>
        logOutcome(
          state,
          method,
          url,
          fault,
          faultOutcome(fault, answer, latency, () => checked.read),
          null,
        );
      // Only the answer itself, or its cut-off bytes, asks the book; the other faults answer alone.
      if (fault !== null && fault !== 'malformed')
        return log(checked.early ?? errorAnswer('serverError', checked.read));
      const answered = checked.run();
      return answered instanceof Promise ? answered.then(log, failed) : log(answered);
    };
    if (state.resilience === undefined) return settle(null, 0);
    const key = checked.early === undefined ? checked.read.query.key : undefined;
    const decided = state.resilience.decide(key, requestIdentity(method, url.pathname, url.search));
    if (!(decided instanceof Promise)) return settle(decided.fault, decided.latency);
    return decided.then(({ fault, latency }) => settle(fault, latency)).catch(failed);
  } catch (error) {
    return failed(error);
  }
}

/** A scenario's `delayed` or `malformed` answer on a stateful route: the route's own answer, logged as the scenario's. */
function statefulScenario(
  state: CoreState,
  turn: ScenarioTurn,
  method: string,
  url: URL,
  route: Route,
  body: string,
): Outcome | Promise<Outcome> {
  const failed = failedOutcome(state, method, url, turn.name);
  try {
    const delay = turn.action.kind === 'normal' ? turn.action.delay : 0;
    const log = (answer: Answer): Outcome =>
      logScenario(
        state,
        method,
        url,
        turn.name,
        turn.action.kind === 'malformed'
          ? { kind: 'cut', answer, delay: 0 }
          : { kind: 'answer', answer, delay },
      );
    const answered = state.stateful(method, url, route, body).run();
    return answered instanceof Promise ? answered.then(log, failed) : log(answered);
  } catch (error) {
    return failed(error);
  }
}

/** Logs the double's own outcome of a request (with what failed it, if anything). */
function logOutcome(
  state: CoreState,
  method: string,
  url: URL,
  fault: FaultName | null,
  outcome: Outcome,
  variant: string | null,
): Outcome {
  const logged = logAnswer(
    state.add,
    method,
    url,
    null,
    statusOf(outcome),
    fault,
    outcome.delay,
    requestOutcomeOf(outcome),
    variant as VariantName | null,
  );
  return outcome.delay === 0 ? outcome : { ...outcome, logged };
}

/**
 * The `variants()` scenario's answer to a request it matched, logged as the scenario's, when its
 * draw gives the request a variant that applies; `undefined` (the double's own answer) otherwise.
 */
function answerVariant(
  state: CoreState,
  draws: VariantDraws,
  method: string,
  url: URL,
  route: Route,
): Outcome | undefined {
  try {
    const pick = draws.draw(requestIdentity(method, url.pathname, url.search));
    if (pick === undefined) return undefined;
    const { answer, variant } = state.respondWithVariant(method, url, route, pick, draws.only);
    if (variant === null) return undefined;
    const outcome: Outcome = { kind: 'answer', answer, delay: 0 };
    logAnswer(
      state.add,
      method,
      url,
      'variants',
      statusOf(outcome),
      null,
      0,
      requestOutcomeOf(outcome),
      variant as VariantName,
    );
    return outcome;
  } catch (error) {
    return { kind: 'answer', answer: state.fail(method, url, 'variants', error), delay: 0 };
  }
}

/** What replaces the double's answer for a fault (or the answer itself, late, for none). */
function faultOutcome(
  fault: FaultName | null,
  answer: Answer,
  delay: number,
  read: () => ReadRequest,
): Outcome {
  switch (fault) {
    case null:
      return { kind: 'answer', answer, delay };
    case 'quota':
    case 'rateLimited':
      return { kind: 'answer', answer: errorAnswer('rateLimited', read()), delay };
    case 'serverError':
      return { kind: 'answer', answer: errorAnswer('serverError', read()), delay };
    case 'malformed':
      return { kind: 'cut', answer, delay };
    case 'networkError':
    case 'hang':
      return { kind: fault, delay };
  }
}

/** A scenario's answer, logged (never with a fault or latency: those are the double's own). */
function answerScenario(
  state: CoreState,
  rule: ScenarioTurn,
  method: string,
  url: URL,
  route: Route,
): Outcome {
  try {
    return logScenario(
      state,
      method,
      url,
      rule.name,
      scenarioOutcome(state, rule.action, method, url, route),
    );
  } catch (error) {
    return failedOutcome(state, method, url, rule.name)(error);
  }
}

/** A scenario's outcome, logged as the scenario's (never with a fault or latency). */
function logScenario(
  state: CoreState,
  method: string,
  url: URL,
  name: ScenarioName | null,
  outcome: Outcome,
): Outcome {
  const logged = logAnswer(
    state.add,
    method,
    url,
    name,
    statusOf(outcome),
    null,
    0,
    requestOutcomeOf(outcome),
  );
  return outcome.delay === 0 ? outcome : { ...outcome, logged };
}

/** The service's 500 for a request that failed (see `Core.fail`), as an outcome. */
function failedOutcome(state: CoreState, method: string, url: URL, scenario: ScenarioName | null) {
  return (error: unknown): Outcome => ({
    kind: 'answer',
    answer: state.fail(method, url, scenario, error),
    delay: 0,
  });
}

function scenarioOutcome(
  state: CoreState,
  action: ScenarioAction,
  method: string,
  url: URL,
  route: Route,
): Outcome {
  switch (action.kind) {
    case 'error':
      return {
        kind: 'answer',
        answer: errorAnswer(
          action.error === 'unauthorized' ? (route.unauthorized ?? 'unauthorized') : action.error,
          readRequest(method, url, route),
        ),
        delay: 0,
      };
    case 'nothingFound': {
      const read = readRequest(method, url, route);
      if (read.tooLong) return { kind: 'answer', answer: errorAnswer('uriTooLong', read), delay: 0 };
      const result = route.nothingFound ?? { problem: 'notFound' };
      const answer = isProblem(result) ? problemAnswer(result, read) : okAnswer(read, result.body);
      return { kind: 'answer', answer, delay: 0 };
    }
    case 'networkError':
    case 'hang':
      return { kind: action.kind, delay: 0 };
    case 'malformed':
      return { kind: 'cut', answer: state.respond(method, url, route), delay: 0 };
    case 'normal':
      return {
        kind: 'answer',
        answer: state.respond(method, url, route, action.overrides),
        delay: action.delay,
      };
    case 'own':
    case 'variants':
      // Answered by answerNormally and answerVariant before this is reached.
      return { kind: 'answer', answer: state.respond(method, url, route), delay: 0 };
  }
}

/** The failure 500, its console message, and (for the double's own failures) its log entry. */
function failAnswer(failure: {
  method: string;
  url: URL | undefined;
  scenario: ScenarioName | null;
  error: unknown;
  who: FailedPart;
  add: CoreState['add'];
  route: Route | undefined;
}): Answer {
  const { method, url, scenario, error, who, add } = failure;
  const where = url ? maskedUrl(url) : '(unreadable URL)';
  const message = error instanceof Error ? error.message : String(error);
  const cause = who === 'double' ? message.replace(/^\[weather-double\] /, '') : message;
  // A store that is down said so once for the whole outage; a line per request would flood.
  if (!isStoreDown(error)) {
    console.error(
      `[weather-double] The ${who} failed to answer ${method} ${where}, so it answered 500 with the service's server-error body. Cause: ${cause}`,
    );
  }
  const answer = failureAnswer(method, url, failure.route);
  if (who === 'double' && url) {
    try {
      logAnswer(add, method, url, scenario, answer.status);
    } catch {
      // The log is best effort here: the answer must go out whatever happened.
    }
  }
  return answer;
}

/**
 * The routes a scenario answers when it names none, as the routes declare
 * ({@link Route.scenarioDefaults}): the core holds no list of routes.
 */
function defaultRoutes(scenario: ScenarioWithDefaults): ReadonlySet<RouteName> {
  return new Set(routes.filter((route) => route.scenarioDefaults?.includes(scenario)).map((r) => r.name));
}

/** The routes a scenario may name at all, for its error: `'oneCall' (the only route with alerts)`. */
function allowedRoutes(names: ReadonlySet<RouteName>, what: string): string {
  const quoted = [...names].map((name) => `'${name}'`);
  return quoted.length === 1
    ? `${quoted[0]} (the only route with ${what})`
    : `one of ${quoted.join(', ')} (the routes with ${what})`;
}

/** How long a new key answers 401 by default: the service's FAQ says "within the next couple of hours". */
const NEW_KEY_MINUTES = 120;
/** The longest activation window a `newKey` scenario takes: a week. */
const MAX_NEW_KEY_MINUTES = 10_080;

/**
 * `newKey`'s rule: the route's 401 until `minutes` (checked) have passed on the double's clock from
 * now; then it matches nothing.
 */
function newKeyRule(state: CoreState, minutes: unknown = NEW_KEY_MINUTES, options: unknown): ScenarioRule {
  if (
    typeof minutes !== 'number' ||
    !Number.isFinite(minutes) ||
    minutes < 0 ||
    minutes > MAX_NEW_KEY_MINUTES
  ) {
    throw invalidOption(
      'scenarios.newKey.minutes',
      `a number of minutes from 0 to ${MAX_NEW_KEY_MINUTES}`,
      minutes,
    );
  }
  const read = readScenarioOptions('newKey', options);
  const action: ScenarioAction = { kind: 'error', error: 'unauthorized' };
  return { name: 'newKey', action, ...read, until: state.now() + minutes * 60_000, uses: freshUses() };
}

/** The scenarios of a core, each rule wrapped by the adapter. */
function createScenarios<H>(state: CoreState, wrap: (rule: ScenarioRule) => H): WeatherScenarios<H> {
  const make = (name: ScenarioName, action: ScenarioAction, read: ReadScenarioOptions): H =>
    wrap({ name, action, ...read, uses: freshUses() });
  const fixed =
    (
      error: 'unauthorized' | 'notFound' | 'nothingToGeocode' | 'rateLimited' | 'serverError',
      defaults?: ReadonlySet<RouteName>,
    ) =>
    (options?: unknown): H =>
      make(error, { kind: 'error', error }, readScenarioOptions(error, options, defaults));
  return {
    unauthorized: fixed('unauthorized'),
    notFound: fixed('notFound', defaultRoutes('notFound')),
    nothingToGeocode: fixed('nothingToGeocode', defaultRoutes('nothingToGeocode')),
    geocodingNotFound: (options) =>
      make(
        'geocodingNotFound',
        { kind: 'nothingFound' },
        readScenarioOptions('geocodingNotFound', options, defaultRoutes('geocodingNotFound')),
      ),
    rateLimited: fixed('rateLimited'),
    serverError: fixed('serverError'),
    networkError: (options) =>
      make('networkError', { kind: 'networkError' }, readScenarioOptions('networkError', options)),
    delayed: (ms, options) => {
      if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > MAX_DELAY) {
        throw invalidOption('scenarios.delayed.ms', `a number of milliseconds from 0 to ${MAX_DELAY}`, ms);
      }
      return make('delayed', { kind: 'normal', delay: ms }, readScenarioOptions('delayed', options));
    },
    malformed: (options) =>
      make('malformed', { kind: 'malformed' }, readScenarioOptions('malformed', options)),
    hang: (options) => make('hang', { kind: 'hang' }, readScenarioOptions('hang', options)),
    record: (overrides, options) => {
      if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides)) {
        throw invalidOption(
          'scenarios.record.overrides',
          'an object of record fields (a deep partial WeatherRecord)',
          overrides,
        );
      }
      const read = readScenarioOptions('record', options, defaultRoutes('record'));
      for (const name of read.routes ?? Object.keys(routeTable)) {
        const route = routeTable[name as keyof typeof routeTable] as Route;
        if (route.checkOverrides === undefined) {
          throw invalidOption(
            'scenarios.record.route',
            `routes whose answers take overrides (${routes
              .filter((r) => r.checkOverrides !== undefined)
              .map((r) => r.name)
              .join(', ')})`,
            name,
          );
        }
        state.checkOverrides(overrides, route);
      }
      return make('record', { kind: 'normal', delay: 0, overrides }, read);
    },
    alerts: (alerts, options) => {
      if (!Array.isArray(alerts))
        throw invalidOption('scenarios.alerts.alerts', 'an array of One Call alerts', alerts);
      const withAlerts = defaultRoutes('alerts');
      const read = readScenarioOptions('alerts', options, withAlerts);
      const overrides = { alerts };
      for (const name of read.routes ?? withAlerts) {
        if (!withAlerts.has(name))
          throw invalidOption('scenarios.alerts.route', allowedRoutes(withAlerts, 'alerts'), name);
        state.checkOverrides(overrides, routeTable[name] as Route);
      }
      return make('alerts', { kind: 'normal', delay: 0, overrides }, read);
    },
    variants: (options, scenarioOptions) =>
      make('variants', ...variantsScenario(state.seed, options, scenarioOptions)),
    newKey: (minutes, options) => wrap(newKeyRule(state, minutes, options)),
    sequence: (steps, options) => {
      if (!Array.isArray(steps) || steps.length === 0) {
        throw invalidOption(
          'scenarios.sequence.steps',
          `a non-empty array of steps (${STEP_EXPECTED})`,
          steps,
        );
      }
      const hasRecord = steps.some((step) => typeof step === 'object' && step !== null && 'record' in step);
      const read = readScenarioOptions('sequence', options, hasRecord ? defaultRoutes('record') : undefined);
      if (read.times !== undefined) {
        throw invalidOption(
          'scenarios.sequence.options',
          'route, location or zip (the steps are the count: no once or times)',
          options,
        );
      }
      const turns = steps.map((step, index) => sequenceTurn(state, step, index, read.routes));
      return wrap({ name: 'sequence', action: { kind: 'own' }, ...read, steps: turns, uses: freshUses() });
    },
  };
}

/** The `variants()` scenario's action and options, checked (paths `scenarios.variants.…`). */
function variantsScenario(
  seed: number,
  options: unknown,
  scenarioOptions: unknown,
): [ScenarioAction, ReadScenarioOptions] {
  const where = 'scenarios.variants.options';
  const draws = readVariants(options, seed, where);
  if (draws === undefined) {
    throw invalidOption(where, 'an object { rate: number, seed?: number, only?: VariantName[] }', options);
  }
  const withVariants = defaultRoutes('variants');
  // With `only`, by default the routes that have one of those variants (the others' requests go on
  // to the scenarios below, as if this one were not there).
  const { only } = draws;
  const named =
    only === undefined
      ? withVariants
      : new Set(
          [...withVariants].filter((name) =>
            routeTable[name].variants?.names.some((n) => only.includes(n as never)),
          ),
        );
  const read = readScenarioOptions('variants', scenarioOptions, named);
  for (const name of read.routes ?? withVariants) {
    if (!withVariants.has(name))
      throw invalidOption('scenarios.variants.route', allowedRoutes(withVariants, 'variants'), name);
  }
  return [{ kind: 'variants', draws }, read];
}

const STEP_NAMES = [
  'normal',
  'unauthorized',
  'notFound',
  'nothingToGeocode',
  'geocodingNotFound',
  'rateLimited',
  'serverError',
  'networkError',
  'malformed',
  'hang',
] as const;

const STEP_EXPECTED = `${STEP_NAMES.map((name) => `'${name}'`).join(', ')}, { delayed: ms } or { record: overrides }`;

/** One step of a sequence, checked (its path `scenarios.sequence.steps[i]`) and turned into its answer. */
function sequenceTurn(
  state: CoreState,
  step: ScenarioStep,
  index: number,
  routes: ReadonlySet<RouteName> | undefined,
): ScenarioTurn {
  const where = `scenarios.sequence.steps[${index}]`;
  switch (step) {
    case 'normal':
      return { name: null, action: { kind: 'own' } };
    case 'unauthorized':
    case 'notFound':
    case 'nothingToGeocode':
    case 'rateLimited':
    case 'serverError':
      return { name: step, action: { kind: 'error', error: step } };
    case 'geocodingNotFound':
      return { name: step, action: { kind: 'nothingFound' } };
    case 'networkError':
    case 'malformed':
    case 'hang':
      return { name: step, action: { kind: step } };
  }
  if (typeof step === 'object' && step !== null && !Array.isArray(step)) {
    const keys = Object.keys(step);
    if (keys.length === 1 && keys[0] === 'delayed') {
      const ms = (step as { delayed: unknown }).delayed;
      if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > MAX_DELAY) {
        throw invalidOption(`${where}.delayed`, `a number of milliseconds from 0 to ${MAX_DELAY}`, ms);
      }
      return { name: 'delayed', action: { kind: 'normal', delay: ms } };
    }
    if (keys.length === 1 && keys[0] === 'record') {
      const overrides = (step as { record: unknown }).record;
      if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides)) {
        throw invalidOption(
          `${where}.record`,
          'an object of record fields (a deep partial WeatherRecord)',
          overrides,
        );
      }
      for (const name of routes ?? Object.keys(routeTable)) {
        const route = routeTable[name as keyof typeof routeTable] as Route;
        if (route.checkOverrides === undefined) {
          throw invalidOption(
            'scenarios.sequence.route',
            'routes whose answers take overrides (weather)',
            name,
          );
        }
        state.checkOverrides(overrides, route);
      }
      return { name: 'record', action: { kind: 'normal', delay: 0, overrides } };
    }
  }
  throw invalidOption(where, STEP_EXPECTED, step);
}
