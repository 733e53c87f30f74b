// The service's subscription plans, as the double tells a key's plan from its routes: which routes
// a plan lacks. A key calling a route its plan lacks gets that route's 401, the one a bad key gets
// there: "Invalid API key" on the paid forecasts and the History API (as free keys calling
// /data/2.5/forecast/daily have reported since 2017), One Call 3.0's "separate subscription" body on
// its four routes.
import type { RouteName } from './vocabulary.js';

/**
 * A key's plan: `free` (current weather, the 5 day / 3 hour forecast, geocoding, air pollution, UV
 * index, the cities routes), `onecall` (free, and One Call 3.0: the "One Call by Call"
 * subscription), `pro` (every route: the paid collections, with One Call 3.0).
 *
 * @example
 * ```ts
 * const plans: Record<string, ServicePlan> = { 'free-key': 'free', 'paid-key': 'pro' };
 * ```
 */
export type ServicePlan = 'free' | 'onecall' | 'pro';

/** The plans, in the order the docs and messages list them. @internal */
export const SERVICE_PLANS: readonly ServicePlan[] = ['free', 'onecall', 'pro'];

/** The plans that include a route beyond the free plan's; a route not named is in every plan. */
const PAID_ROUTES: Readonly<Partial<Record<RouteName, readonly ServicePlan[]>>> = {
  oneCall: ['onecall', 'pro'],
  oneCallTimemachine: ['onecall', 'pro'],
  oneCallDaySummary: ['onecall', 'pro'],
  oneCallOverview: ['onecall', 'pro'],
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
};

/** Whether `plan` includes the route named `route`. @internal */
export function planIncludes(plan: ServicePlan, route: RouteName): boolean {
  return PAID_ROUTES[route]?.includes(plan) ?? true;
}
