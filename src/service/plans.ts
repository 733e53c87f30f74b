// The service's subscription plans, as the double tells a key's plan from its routes: which routes
// a plan lacks, and the call limits it counts. A key calling a route its plan lacks gets that
// route's 401, the one a bad key gets there: "Invalid API key" on the paid forecasts, the History
// API and One Call 4.0 (as free keys calling /data/2.5/forecast/daily have reported since 2017; the
// body a key without 4.0 gets is not recorded), One Call 3.0's "separate subscription" body on its
// four routes (the body keys moved to 4.0 get there too: Home Assistant core issue #174333).
import type { RouteName } from './vocabulary.js';

/**
 * A key's plan: `free` (current weather, the 5 day / 3 hour forecast, geocoding, air pollution, UV
 * index, the cities routes: 60 calls a minute), `onecall` (free, and One Call 3.0: the "One Call by
 * Call" subscription, 2,000 One Call calls a day), `onecall4` (free, and One Call 4.0 instead of
 * 3.0: the subscription new accounts get since 2026, 2,000 calls a day), `pro` (every route, no
 * limit counted).
 *
 * @example
 * ```ts
 * const plans: Record<string, ServicePlan> = { 'free-key': 'free', 'new-key': 'onecall4', 'paid-key': 'pro' };
 * ```
 */
export type ServicePlan = 'free' | 'onecall' | 'onecall4' | 'pro';

/** The plans, in the order the docs and messages list them. @internal */
export const SERVICE_PLANS: readonly ServicePlan[] = ['free', 'onecall', 'onecall4', 'pro'];

const ONE_CALL_3: readonly ServicePlan[] = ['onecall', 'pro'];
const ONE_CALL_4: readonly ServicePlan[] = ['onecall4', 'pro'];

/** The plans that include a route beyond the free plan's; a route not named is in every plan. */
const PAID_ROUTES: Readonly<Partial<Record<RouteName, readonly ServicePlan[]>>> = {
  oneCall: ONE_CALL_3,
  oneCallTimemachine: ONE_CALL_3,
  oneCallDaySummary: ONE_CALL_3,
  oneCallOverview: ONE_CALL_3,
  forecastDaily: ['pro'],
  forecastHourly: ['pro'],
  forecastClimate: ['pro'],
  historyCity: ['pro'],
  aggregatedYear: ['pro'],
  aggregatedMonth: ['pro'],
  aggregatedDay: ['pro'],
  accumulatedTemperature: ['pro'],
  accumulatedPrecipitation: ['pro'],
  // Weather Maps 2.0 is one of the Professional collections (Maps 1.0 is in every plan).
  weatherMaps: ['pro'],
  weatherMapsHourly: ['pro'],
  oneCall4Current: ONE_CALL_4,
  oneCall4Minutely: ONE_CALL_4,
  oneCall4Quarterly: ONE_CALL_4,
  oneCall4Hourly: ONE_CALL_4,
  oneCall4Daily: ONE_CALL_4,
  oneCall4Alert: ONE_CALL_4,
  // The stations' history was a paid feature (pyowm's integration test: "a paid-level API feature").
  historyStation: ['pro'],
};

/** Whether `plan` includes the route named `route`. @internal */
export function planIncludes(plan: ServicePlan, route: RouteName): boolean {
  return PAID_ROUTES[route]?.includes(plan) ?? true;
}

/**
 * A limit a plan counts a key's calls against, on the double's clock: at most `limit` calls in a
 * window of `windowMs` that opens at the key's first call (the quota's fixed window); past it, the
 * service's 429. `name` tells the limits apart (each is counted on its own).
 * @internal
 */
export interface PlanLimit {
  readonly name: 'minute' | 'day';
  readonly limit: number;
  readonly windowMs: number;
}

/** The free plan's 60 calls a minute (the service's price page: "60 calls/minute"). */
const FREE_PER_MINUTE: PlanLimit = Object.freeze({ name: 'minute', limit: 60, windowMs: 60_000 });

/**
 * One Call by Call's daily limit: 2,000 calls a day, the limit the service's One Call 4.0 page says
 * a new subscription has "by default" (1,000 of them free; the account may change it).
 */
const ONE_CALL_PER_DAY: PlanLimit = Object.freeze({ name: 'day', limit: 2000, windowMs: 86_400_000 });

/**
 * The limit a key of `plan` is counted against when it calls `route`: One Call's daily limit on
 * the One Call routes of a One Call plan, the free plan's minute on every other call of a free or
 * One Call plan (the account's free plan), none for `pro`.
 * @internal
 */
export function planLimitOf(plan: ServicePlan, route: RouteName): PlanLimit | undefined {
  if (plan === 'pro') return undefined;
  if (plan !== 'free' && (PAID_ROUTES[route] === ONE_CALL_3 || PAID_ROUTES[route] === ONE_CALL_4))
    return ONE_CALL_PER_DAY;
  return FREE_PER_MINUTE;
}
