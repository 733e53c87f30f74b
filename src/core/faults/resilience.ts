import { delayOf, faultOf } from './draws.js';
import { type FaultKind, type Faults, type Latency, readFaults, readLatency, readQuota } from './options.js';
import { createQuotaCounter } from './quota.js';

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
   * Decides for the next request the double's own handler answers (the n-th, counted from 1 over
   * the double's life): `key` is its `appid` when the answer counts against the quota (a key is
   * given and not refused with 401), else `undefined`.
   */
  decide(key: string | undefined): Decision;
}

/** The double's settings that {@link createResilience} reads. @internal */
export interface ResilienceSettings {
  readonly quota?: unknown;
  readonly faults?: unknown;
  readonly latency?: unknown;
}

const NONE: Decision = Object.freeze({ fault: null, latency: 0 });

/**
 * Checks `quota`, `faults` and `latency` and builds their decisions; `undefined` when none is set
 * (the double then answers as before, at no cost). Pure but for the quota's per-key counts: the
 * fault and the delay of the n-th request are functions of (seed, n), the quota's answer of the
 * key's earlier requests and the clock.
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
  if (quota === undefined && faults === undefined && latency === undefined) return undefined;
  const counter = quota === undefined ? undefined : createQuotaCounter(quota);
  let n = 0;
  return {
    decide(key) {
      n += 1;
      const delay = latency === undefined ? 0 : delayOf(latency, n);
      let fault: FaultName | null = null;
      if (counter !== undefined && key !== undefined) {
        const now = clock();
        if (counter.take(key, now instanceof Date ? now.getTime() : now)) fault = 'quota';
      }
      if (fault === null && faults !== undefined) fault = faultOf(faults, n);
      return fault === null && delay === 0 ? NONE : { fault, latency: delay };
    },
  };
}
