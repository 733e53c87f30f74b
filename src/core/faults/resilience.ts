import { BoundedCache } from '../../cache.js';
import { hashString, mixNumber } from '../../draws/hash.js';
import { type PlanLimit, planLimitOf, type ServicePlan } from '../../service/plans.js';
import type { RouteName } from '../../service/vocabulary.js';
import { delayOf, faultOf } from './draws.js';
import { type FaultKind, type Faults, type Latency, readFaults, readLatency, readQuota } from './options.js';
import { createQuotaCounter, type QuotaCounter } from './quota.js';
import { readStore } from './store.js';

/**
 * What failed a request: the quota (`'quota'`, the service's 429) or a drawn fault.
 *
 * @example
 * ```ts
 * const quotaHits = double.requests.filter((r) => r.fault === ('quota' satisfies FaultName));
 * ```
 */
export type FaultName = 'quota' | FaultKind;

/** What the resilience settings decided for one request. @internal */
export interface Decision {
  /** The failure that replaces the double's answer, or `null` for its answer. */
  readonly fault: FaultName | null;
  /** How long to wait before answering (or failing), in milliseconds. */
  readonly latency: number;
}

/** The double's quota, faults and latency, applied around its answers. @internal */
export interface Resilience {
  /**
   * Decides for a request the double's own handler answers: `key` is its `appid` when the answer
   * counts against the quota (a key is given and not refused with 401), else `undefined`;
   * `identity` is the request itself without its key ({@link requestIdentity}). The fault and the
   * delay are drawn from the seed, the identity and how many times the same identity came before,
   * so they do not depend on the order different requests arrive in. With a `store` and a quota,
   * the quota is counted there: the decision then comes later (a rejection is the store's failure).
   */
  decide(key: string | undefined, identity: string, route?: RouteName): Decision | Promise<Decision>;
}

/** The double's settings that {@link createResilience} reads. @internal */
export interface ResilienceSettings {
  readonly quota?: unknown;
  readonly faults?: unknown;
  readonly latency?: unknown;
  readonly store?: unknown;
  /** The keys' plans (`plans`): each key's calls are counted against its plan's limits. */
  readonly plans?: ReadonlyMap<string, ServicePlan> | undefined;
}

const NONE: Decision = Object.freeze({ fault: null, latency: 0 });

/** The query parameters that carry the key, left out of a request's identity. */
const KEY_PARAMETER = /^(?:appid|APPID)=/;

/**
 * What makes two requests "the same request" for the fault and latency draws: the method, the path
 * and the query string as sent without its `appid`/`APPID` parameters (so the key, which the quota
 * counts, does not change which requests fail).
 * @internal
 */
export function requestIdentity(method: string, pathname: string, search: string): string {
  if (search === '' || search === '?') return `${method} ${pathname}`;
  const kept = search
    .slice(search.startsWith('?') ? 1 : 0)
    .split('&')
    .filter((part) => !KEY_PARAMETER.test(part));
  return `${method} ${pathname}?${kept.join('&')}`;
}

/**
 * How many distinct requests the draws remember how often they came: about 8 MB at most. When it
 * is full the counts start afresh (each request's next repeat is then drawn as its first again).
 * @internal
 */
const REPEAT_MEMORY = 100_000;

/**
 * The draw number of each request: a hash of its identity and of how many times that same identity
 * came before (repeats of one request draw in turn), so a draw does not depend on the order
 * different requests arrive in. The counts are the one state, bounded ({@link REPEAT_MEMORY}).
 * @internal
 */
export function createDrawNumbers(): (identity: string) => number {
  const repeats = new BoundedCache<string, number>(REPEAT_MEMORY);
  return (identity) => {
    const before = repeats.get(identity) ?? 0;
    if (before === 0) repeats.set(identity, 1);
    else repeats.replace(identity, before + 1);
    return mixNumber(hashString(identity), before);
  };
}

/**
 * Checks `quota`, `faults` and `latency` and builds their decisions; `undefined` when none is set
 * (the double then answers as before, at no cost). The fault and the delay of a request are
 * functions of (seed, the request's identity, how many times that identity came before); the
 * quota's answer depends on the key's earlier requests and the clock.
 * @internal
 */
export function createResilience(
  settings: ResilienceSettings,
  seed: number,
  clock: () => number | Date,
): Resilience | undefined {
  const quota = readQuota(settings.quota);
  const faults: Faults | undefined = readFaults(settings.faults, seed);
  const latency: Latency | undefined = readLatency(settings.latency, seed);
  const store = readStore(settings.store);
  const plans = settings.plans;
  if (quota === undefined && faults === undefined && latency === undefined && plans === undefined)
    return undefined;
  // With a store, the quota is counted there (shared with every double that uses it); else here.
  const counter = quota === undefined || store !== undefined ? undefined : createQuotaCounter(quota);
  const nowMs = () => {
    const now = clock();
    return now instanceof Date ? now.getTime() : now;
  };
  const decision = (fault: FaultName | null, delay: number): Decision =>
    fault === null && delay === 0 ? NONE : { fault, latency: delay };
  const drawNumber = createDrawNumbers();
  // The plans' limits: one counter a limit (in the store, when there is one, under its own key).
  const planCounters = new Map<PlanLimit['name'], QuotaCounter>();
  const planLimit = (key: string | undefined, route: RouteName | undefined) => {
    const plan = key === undefined || route === undefined ? undefined : plans?.get(key);
    return plan === undefined || route === undefined ? undefined : planLimitOf(plan, route);
  };
  const overPlan = (key: string, limit: PlanLimit): boolean => {
    let counter = planCounters.get(limit.name);
    if (counter === undefined) {
      counter = createQuotaCounter(limit);
      planCounters.set(limit.name, counter);
    }
    return counter.take(key, nowMs());
  };
  return {
    decide(key, identity, route) {
      const n = drawNumber(identity);
      const delay = latency === undefined ? 0 : delayOf(latency, n);
      const drawn = faults === undefined ? null : faultOf(faults, n);
      const limit = planLimit(key, route);
      if (key !== undefined && store !== undefined && (quota !== undefined || limit !== undefined)) {
        const now = nowMs();
        const counted = [
          quota === undefined ? false : store.takeQuota(key, now, quota),
          limit === undefined ? false : store.takeQuota(`plan-${limit.name}:${key}`, now, limit),
        ];
        return Promise.all(counted).then(([overQuota, overLimit]) =>
          decision(overQuota === true || overLimit === true ? 'quota' : drawn, delay),
        );
      }
      const over =
        (counter !== undefined && key !== undefined && counter.take(key, nowMs())) ||
        (limit !== undefined && key !== undefined && overPlan(key, limit));
      return decision(over ? 'quota' : drawn, delay);
    },
  };
}
