/**
 * Scenarios, transport-free: what each one answers, which requests it matches (its routes, its
 * `location` target) and whether it answers once. The adapters wrap a {@link ScenarioRule} in their
 * own handler type (an MSW handler, or the server's own).
 */

import { assertKnownKeys, invalidOption } from '../errors.js';
import {
  type LocationQuery,
  type ParsedLocation,
  parseZipForm,
  readLocationQuery,
} from '../routes/places.js';
import type {
  CurrentWeatherRecord,
  ForecastOverrides,
  OneCallAlert,
  WeatherRecord,
} from '../routes/public.js';
import type { Route } from '../routes/route.js';
import type { DeepPartial } from '../service/deep-partial.js';
import { ROUTE_NAMES, type RouteName } from '../service/vocabulary.js';
import type { ScenarioName } from './log.js';
import type { VariantDraws, VariantOptions } from './variants.js';

/**
 * What a scenario answers: every matching request, or only the next one (`once`) or the next few
 * (`times`), or only requests for one location (`location`, or its shorthand `zip`), or only
 * requests on some routes (`route`). A request it does not answer falls through to the next handler.
 *
 * @example
 * ```ts
 * server.use(double.scenarios.notFound({ zip: '94040', once: true }));
 * server.use(double.scenarios.serverError({ times: 3 }));
 * server.use(double.scenarios.serverError({ location: { lat: 51.5085, lon: -0.1257 } }));
 * server.use(double.scenarios.rateLimited({ route: ['geocodingZip', 'geocodingDirect'] }));
 * ```
 */
export interface ScenarioOptions {
  /**
   * Answer one request, then fall through to the handlers after it (the same as `times: 1`).
   * @default false
   */
  once?: boolean;
  /**
   * Answer the next `times` matching requests (a whole number from 1), then fall through to the
   * handlers after it. Requests it does not match (another route or location) do not count.
   * Give `once` or `times`, not both.
   * @default undefined (every matching request)
   */
  times?: number;
  /**
   * Answer only requests for this postal code, compared as the service reads `zip`: the country is
   * case-insensitive and `US` when not given, so `'94040'` targets `zip=94040` and `zip=94040,us`.
   * @default undefined (every request)
   */
  zip?: string;
  /**
   * Answer only requests for this location, in the same form: `{ zip }` (as `zip` above; also
   * `/geo/1.0/zip`), `{ lat, lon }` (compared at 4 decimals; also `/geo/1.0/reverse`), `{ q }`
   * (name, state and country compared without case; also `/geo/1.0/direct`) or `{ id }`.
   * Give `zip` or `location`, not both.
   * @default undefined (every request)
   */
  location?: LocationQuery;
  /**
   * Answer only requests on this route, or on these routes, by their names in the route table
   * (`'weather'`, `'forecast'`, `'oneCall'`, `'geocodingZip'`, …; every name is a `RouteName`).
   * @default the scenario's own routes, as each route declares them: `notFound`, `nothingToGeocode`
   * and `record` the weather route, `geocodingNotFound` the Geocoding API's routes, `alerts` One
   * Call, the others every route
   */
  route?: RouteName | readonly RouteName[];
}

/**
 * Ready-made answers for `server.use()`. Each returns one handler on the double's routes.
 * The error scenarios answer every request they match whatever its key and location; `delayed`
 * and `record` give the double's normal answer (errors included), late or with changed fields.
 * `notFound`, `nothingToGeocode` and `record` answer the weather path only, `geocodingNotFound` the
 * Geocoding API's paths only, `alerts` One Call's only; the others every path of the double (the
 * forecast, One Call, air pollution and geocoding alike: the key, the quota and the network are the
 * host's); `route` changes that.
 *
 * @example
 * ```ts
 * server.use(double.scenarios.rateLimited({ once: true }));
 * ```
 */
export interface WeatherScenarios<H> {
  /** 401 with the service's exact "Invalid API key" body. */
  unauthorized(options?: ScenarioOptions): H;
  /** 404 `{"cod":"404","message":"city not found"}`. */
  notFound(options?: ScenarioOptions): H;
  /** 400 `{"cod":"400","message":"Nothing to geocode"}`. */
  nothingToGeocode(options?: ScenarioOptions): H;
  /**
   * The Geocoding API finds nothing: `/geo/1.0/zip` answers 404 `{"cod":"404","message":"not found"}`,
   * `/geo/1.0/direct` and `/geo/1.0/reverse` answer 200 `[]`. Only the geocoding paths.
   */
  geocodingNotFound(options?: ScenarioOptions): H;
  /** 429 with the service's exact "account is temporary blocked" body. */
  rateLimited(options?: ScenarioOptions): H;
  /** 500 `{"cod":"500","message":"Internal error: 500001"}`. */
  serverError(options?: ScenarioOptions): H;
  /** No response at all: `fetch` rejects with a `TypeError`, as when the network fails. */
  networkError(options?: ScenarioOptions): H;
  /**
   * The normal answer, `ms` milliseconds late (for timeouts and loading states). An aborted request
   * stops waiting at once.
   */
  delayed(ms: number, options?: ScenarioOptions): H;
  /**
   * The normal answer (a 200 for a valid request) with its full `Content-Length` but its body cut
   * off after half its bytes, as a connection dropped mid-body leaves it: reading the body fails
   * (`fetch`: `response.json()` rejects with `TypeError: terminated`). The server sends the half, then
   * closes the connection.
   */
  malformed(options?: ScenarioOptions): H;
  /**
   * No answer, ever: the request waits until its client gives up (its own timeout or abort signal
   * must fire), then fails as a network error.
   */
  hang(options?: ScenarioOptions): H;
  /**
   * The normal answer, with `overrides` merged into the generated record when it is a 200. The
   * overrides are validated as the generator validates them when the scenario is created, against
   * the double's `shape` (`main.feels_like`, `timezone`, … with `shape: 'current'`): an invalid one
   * throws `INVALID_OVERRIDE` here, never in the handler. With `route: 'forecast'` they are a
   * forecast's overrides (`{ city?, every?, list? }`, see `ForecastOverrides`).
   */
  record(
    overrides: DeepPartial<WeatherRecord> | DeepPartial<CurrentWeatherRecord> | ForecastOverrides,
    options?: ScenarioOptions,
  ): H;
  /**
   * One Call's weather alerts: the normal One Call answer (`GET /data/3.0/onecall`) with these
   * `alerts` (the double sends none otherwise). Only the One Call path. Each alert is checked when
   * the scenario is created (`event` a non-empty string, `start`/`end` Unix seconds, `end` not
   * before `start`, `tags` strings): a bad one throws `INVALID_OPTION` naming it.
   *
   * @example
   * ```ts
   * server.use(double.scenarios.alerts([{ sender_name: 'NWS Tulsa', event: 'Heat Advisory', start: 1717264800, end: 1717300800, description: 'Heat index values up to 108.', tags: ['Extreme temperature value'] }], { once: true }));
   * ```
   */
  alerts(alerts: readonly OneCallAlert[], options?: ScenarioOptions): H;
  /**
   * A sequence of answers, one step a request, then falling through to the handlers after it (the
   * double's own answer): `sequence(['serverError', 'serverError'])` fails a request twice with the
   * service's 500, and its third try gets the weather. Each route and location runs through the
   * steps on its own (a retry of `zip=94040` takes the next step of `zip=94040`'s sequence; a
   * request for another place, or on another route, starts its own), so the answers do not depend
   * on the order in which requests for different places arrive. A step is a scenario's name, `'normal'`
   * (the double's own answer), `{ delayed: ms }` or `{ record: overrides }` (see {@link ScenarioStep}).
   * The options are `route`, `location` and `zip` (the steps are the count: no `once` or `times`);
   * a sequence answers every route unless `route` says otherwise.
   *
   * @example
   * ```ts
   * server.use(double.scenarios.sequence(['serverError', 'serverError'])); // then the weather
   * server.use(double.scenarios.sequence(['networkError', { delayed: 200 }, 'rateLimited'], { zip: '94040' }));
   * ```
   */
  sequence(steps: readonly ScenarioStep[], options?: ScenarioOptions): H;
  /**
   * Rare real variants of the answers of the routes that have some (docs/variants.md): the share `rate` of the
   * requests it matches gets a variant (among those that apply to the answer, and among `only`),
   * drawn as the `variants` option draws (from `seed`, the request and how many times it came
   * before: the same requests get the same variants whatever order they arrive in); the others, and
   * those no variant applies to, get the double's own answer (with its faults and latency). The log
   * names the variant sent (`variant`), with `scenario` `'variants'`. Every route with variants (their
   * JSON answers) by default, those of the variants `only` names when it is given (`route` narrows
   * it); `times` counts the requests it draws for. Bad options throw `INVALID_OPTION` naming
   * `scenarios.variants.options.…`.
   *
   * @example
   * ```ts
   * server.use(double.scenarios.variants({ rate: 1, seed: 3, only: ['noVisibility'] }));
   * ```
   */
  variants(options: VariantOptions, scenarioOptions?: ScenarioOptions): H;
  /**
   * A key that was just created: the service answers a new key with its 401 "Invalid API key"
   * (the route's 401, as {@link WeatherScenarios.unauthorized}) until the key is activated, "within
   * the next couple of hours" (the service's FAQ, https://openweathermap.org/faq#error401). The
   * window opens when the scenario is made, on the double's clock, and lasts `minutes`; from its
   * end the scenario answers nothing more (the double's own answers come), so moving the double's
   * clock past it (`now`, the control plane's `PUT /__weather-double/clock`) ends it. Give it to
   * one key with `keyScenarios` (`serve --key new-key=newKey;minutes=30`).
   * `minutes`: a number from 0 to 10080 (a week).
   *
   * @default minutes 120 (the FAQ's "couple of hours")
   * @example
   * ```ts
   * server.use(double.scenarios.newKey(30)); // 401 for 30 minutes of the double's clock
   * ```
   */
  newKey(minutes?: number, options?: ScenarioOptions): H;
}

/**
 * One step of a {@link WeatherScenarios.sequence}: the name of a scenario that takes no argument
 * (`'serverError'`, `'rateLimited'`, `'unauthorized'`, `'notFound'`, `'nothingToGeocode'`,
 * `'geocodingNotFound'`, `'networkError'`, `'malformed'`, `'hang'`), `'normal'` for the double's own
 * answer, `{ delayed: ms }` for the own answer late, or `{ record: overrides }` for the own answer
 * with fields changed (on the weather route).
 *
 * @example
 * ```ts
 * const steps: ScenarioStep[] = ['serverError', { delayed: 500 }, 'normal', { record: { name: 'Nowhere' } }];
 * ```
 */
export type ScenarioStep =
  | 'normal'
  // Every scenario but those that take a value (written as objects here) or target a route's part.
  | Exclude<ScenarioName, 'delayed' | 'record' | 'alerts' | 'variants' | 'newKey'>
  | { readonly delayed: number }
  | { readonly record: DeepPartial<WeatherRecord> | DeepPartial<CurrentWeatherRecord> };

/** What a scenario does to a request it matches. @internal */
export type ScenarioAction =
  | {
      readonly kind: 'error';
      readonly error: 'unauthorized' | 'notFound' | 'nothingToGeocode' | 'rateLimited' | 'serverError';
    }
  | { readonly kind: 'nothingFound' }
  | { readonly kind: 'networkError' | 'hang' | 'malformed' }
  | { readonly kind: 'normal'; readonly delay: number; readonly overrides?: unknown }
  | { readonly kind: 'own' }
  | { readonly kind: 'variants'; readonly draws: VariantDraws };

/** One answer of a scenario: the name the log shows (`null`: the double's own) and its action. @internal */
export interface ScenarioTurn {
  readonly name: ScenarioName | null;
  readonly action: ScenarioAction;
}

/** How much of a scenario has been used: requests answered, and each sequence's next step. @internal */
export interface ScenarioUses {
  answered: number;
  /** A sequence's next step, per route and location ({@link turnKey}). */
  readonly positions: Map<string, number>;
}

/** One scenario, as the core answers it: its name, its action and which requests it matches. @internal */
export interface ScenarioRule {
  /** The scenario's name (a sequence logs each step's own name). */
  readonly name: ScenarioName | 'sequence';
  readonly action: ScenarioAction;
  /** How many requests it answers; `undefined`: every matching one. */
  readonly times: number | undefined;
  /** The routes it answers; `undefined`: every route. */
  readonly routes: ReadonlySet<RouteName> | undefined;
  /** The location it answers; `undefined`: every location. */
  readonly target: ParsedLocation | undefined;
  /** A sequence's steps, taken per route and location; `undefined` for a plain scenario. */
  readonly steps?: readonly ScenarioTurn[];
  /** What has been used of it (the one mutable part, owned by the scenario). */
  readonly uses: ScenarioUses;
  /**
   * The time on the double's clock (ms) from which it answers nothing more (`newKey`'s activation);
   * `undefined`: no end in time.
   */
  readonly until?: number;
}

/** The options of a scenario, checked. @internal */
export interface ReadScenarioOptions {
  readonly times: number | undefined;
  readonly target: ParsedLocation | undefined;
  readonly routes: ReadonlySet<RouteName> | undefined;
}

const ROUTE_EXPECTED = `a route name (${ROUTE_NAMES.map((name) => `'${name}'`).join(', ')}) or a list of them`;

function readRoutes(where: string, value: unknown): ReadonlySet<RouteName> | undefined {
  if (value === undefined) return undefined;
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || list.length === 0) throw invalidOption(`${where}.route`, ROUTE_EXPECTED, value);
  list.forEach((name, index) => {
    if (typeof name !== 'string' || !(ROUTE_NAMES as readonly string[]).includes(name)) {
      throw invalidOption(
        typeof value === 'string' ? `${where}.route` : `${where}.route[${index}]`,
        ROUTE_EXPECTED,
        name,
      );
    }
  });
  return new Set(list as RouteName[]);
}

/**
 * Checks a scenario's options, naming the scenario in the error path: `once`, `zip` or `location`
 * (one of them), and `route` (else `defaults`). Every scenario reads its options here.
 * @internal
 */
export function readScenarioOptions(
  name: ScenarioName | string,
  value: unknown,
  defaults?: ReadonlySet<RouteName>,
): ReadScenarioOptions {
  const where = `scenarios.${name}`;
  if (value === undefined) return { times: undefined, target: undefined, routes: defaults };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidOption(
      `${where}.options`,
      'an object { once?: boolean, times?: number, zip?: string, location?: LocationQuery, route?: RouteName | RouteName[] }',
      value,
    );
  }
  assertKnownKeys(value, ['once', 'times', 'zip', 'location', 'route'], where);
  const { once, times, zip, location, route } = value as ScenarioOptions;
  if (once !== undefined && typeof once !== 'boolean')
    throw invalidOption(`${where}.once`, 'true or false', once);
  if (times !== undefined) {
    if (typeof times !== 'number' || !Number.isSafeInteger(times) || times < 1) {
      throw invalidOption(`${where}.times`, 'a whole number of requests from 1', times);
    }
    if (once !== undefined)
      throw invalidOption(`${where}.times`, 'no times when once is given (give one of them)', times);
  }
  let target: ParsedLocation | undefined;
  if (zip !== undefined) {
    target = typeof zip === 'string' ? parseZipForm(zip) : undefined;
    if (target === undefined) {
      throw invalidOption(`${where}.zip`, "a zip value with a postal code, e.g. '94040' or '10115,de'", zip);
    }
  }
  if (location !== undefined) {
    if (zip !== undefined) {
      throw invalidOption(`${where}.location`, 'no location when zip is given (give one of them)', location);
    }
    target = readLocationQuery(location, `${where}.location`);
  }
  return {
    times: times ?? (once === true ? 1 : undefined),
    target,
    routes: readRoutes(where, route) ?? defaults,
  };
}

/** A new, unused count for a scenario. @internal */
export function freshUses(): ScenarioUses {
  return { answered: 0, positions: new Map() };
}

/**
 * Which sequence a request takes its step from: its route and the location it names (a request
 * that names none shares its route's).
 * @internal
 */
export function turnKey(route: Route, location: ParsedLocation | undefined): string {
  return location === undefined ? route.name : `${route.name} ${location.form} ${location.key}`;
}

/** Whether a matching request still gets an answer of the scenario (its count, or its sequence). @internal */
export function hasTurn(rule: ScenarioRule, key: () => string): boolean {
  if (rule.steps !== undefined) return (rule.uses.positions.get(key()) ?? 0) < rule.steps.length;
  return rule.times === undefined || rule.uses.answered < rule.times;
}

/**
 * Takes a matching request's turn: the answer it gets from the scenario, counted; `undefined` when
 * the scenario is used up (another request took the last turn meanwhile).
 * @internal
 */
export function takeTurn(rule: ScenarioRule, key: () => string): ScenarioTurn | undefined {
  if (!hasTurn(rule, key)) return undefined;
  rule.uses.answered++;
  if (rule.steps === undefined)
    return { name: rule.name === 'sequence' ? null : rule.name, action: rule.action };
  const at = key();
  const position = rule.uses.positions.get(at) ?? 0;
  rule.uses.positions.set(at, position + 1);
  return rule.steps[position];
}

/**
 * Sets how much of a scenario was used at `key` (see `Core.turnKeyOf`) to `used`, counted elsewhere
 * (by a cluster's primary, for every worker): its next {@link takeTurn} there is the turn `used`.
 * @internal
 */
export function syncTurn(rule: ScenarioRule, key: string, used: number): void {
  if (rule.steps === undefined) rule.uses.answered = used;
  else rule.uses.positions.set(key, used);
}

/**
 * Whether a scenario answers a request on `route` whose query names `location`, at `now` on the
 * double's clock (read only for a scenario with an end in time).
 * @internal
 */
export function ruleMatches(
  rule: ScenarioRule,
  route: Route,
  location: () => ParsedLocation | undefined,
  now: () => number,
): boolean {
  if (rule.routes !== undefined && !rule.routes.has(route.name)) return false;
  if (rule.until !== undefined && now() >= rule.until) return false;
  if (rule.target === undefined) return true;
  const named = location();
  return named !== undefined && named.form === rule.target.form && named.key === rule.target.key;
}
