import { assertKnownKeys, invalidOption } from '../../errors.js';

/**
 * The kinds of failure `faults` draws from: the service's 429 and 500 answers (exact bodies), no
 * answer at all (`networkError`), a 200 whose body is cut off mid-JSON (`malformed`), or no answer
 * until the client gives up (`hang`).
 *
 * @example
 * ```ts
 * const kinds: FaultKind[] = ['serverError', 'networkError'];
 * ```
 */
export type FaultKind = 'rateLimited' | 'serverError' | 'networkError' | 'malformed' | 'hang';

/**
 * A request quota per API key, counted on the double's clock (`now`): at most `limit` answered
 * requests per key in a fixed window of `windowSeconds` that opens at the key's first request; past
 * the limit the key gets the service's exact 429 until the window ends. Requests without a key, or
 * refused with 401, are not counted.
 *
 * @example
 * ```ts
 * const quota: QuotaOptions = { limit: 60 }; // 60 requests a minute per key
 * ```
 */
export interface QuotaOptions {
  /** The requests a key may make in one window (an integer from 1 to 1000000). */
  limit: number;
  /**
   * The window's length in seconds (an integer from 1 to 86400).
   * @default 60
   */
  windowSeconds?: number;
}

/**
 * Random failures: each request fails with probability `rate`, the kind drawn evenly from `kinds`
 * (list a kind twice to make it twice as likely). Seeded: the same seed and request sequence give
 * the same failures.
 *
 * @example
 * ```ts
 * const faults: FaultOptions = { rate: 0.2, kinds: ['serverError', 'networkError'], seed: 7 };
 * ```
 */
export interface FaultOptions {
  /** The share of requests that fail, from 0 (none) to 1 (all). */
  rate: number;
  /**
   * The kinds of failure drawn from.
   * @default ['rateLimited', 'serverError', 'networkError']
   */
  kinds?: readonly FaultKind[];
  /**
   * The seed of the draws.
   * @default the double's `seed`
   */
  seed?: number;
}

/**
 * Answer times in milliseconds, drawn from a log-normal distribution fitted to a median and a 99th
 * percentile (skewed as real latencies are: most answers near the median, a few far slower).
 * Seeded: the same seed and request sequence give the same delays.
 *
 * @example
 * ```ts
 * const latency: LatencyOptions = { median: 80, p99: 900 };
 * ```
 */
export interface LatencyOptions {
  /** The median delay in milliseconds (greater than 0). */
  median: number;
  /** The 99th percentile in milliseconds, at least `median` (equal: every delay is the median). */
  p99: number;
  /**
   * The seed of the draws.
   * @default the double's `seed`
   */
  seed?: number;
}

/** The option names of the resilience settings. @internal */
export const RESILIENCE_OPTION_NAMES = ['quota', 'faults', 'latency', 'store'] as const;

/** Every fault kind, in the order error messages list them. @internal */
const FAULT_KINDS: readonly FaultKind[] = ['rateLimited', 'serverError', 'networkError', 'malformed', 'hang'];

/** The kinds `faults` draws from when `kinds` is not given. @internal */
const DEFAULT_FAULT_KINDS: readonly FaultKind[] = ['rateLimited', 'serverError', 'networkError'];

/** The largest delay a timer can wait (2^31 - 1 ms, about 24.8 days). @internal */
export const MAX_DELAY = 2_147_483_647;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isInteger = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The checked `quota` option. @internal */
export interface Quota {
  readonly limit: number;
  readonly windowMs: number;
}

/** Checks `quota`. @internal */
export function readQuota(value: unknown): Quota | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value))
    throw invalidOption('quota', 'an object { limit: number, windowSeconds?: number }', value);
  assertKnownKeys(value, ['limit', 'windowSeconds'], 'quota');
  const { limit, windowSeconds = 60 } = value;
  if (!isInteger(limit, 1, 1_000_000))
    throw invalidOption('quota.limit', 'an integer from 1 to 1000000', limit);
  if (!isInteger(windowSeconds, 1, 86_400)) {
    throw invalidOption('quota.windowSeconds', 'an integer from 1 to 86400 (seconds)', windowSeconds);
  }
  return { limit, windowMs: windowSeconds * 1000 };
}

/** The checked `faults` option. @internal */
export interface Faults {
  readonly rate: number;
  readonly kinds: readonly FaultKind[];
  readonly seed: number;
}

/** Checks the `seed` of `faults`, `latency` or `variants`, defaulting to the double's seed. @internal */
export function readSeed(value: unknown, path: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw invalidOption(path, 'an integer (a safe integer, e.g. 42)', value);
  }
  return value;
}

/** Checks `faults`; `seed` is the double's seed. @internal */
export function readFaults(value: unknown, seed: number): Faults | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) {
    throw invalidOption('faults', 'an object { rate: number, kinds?: FaultKind[], seed?: number }', value);
  }
  assertKnownKeys(value, ['rate', 'kinds', 'seed'], 'faults');
  const { rate, kinds = DEFAULT_FAULT_KINDS } = value;
  if (typeof rate !== 'number' || !(rate >= 0 && rate <= 1)) {
    throw invalidOption('faults.rate', 'a number from 0 to 1 (the share of requests that fail)', rate);
  }
  const allowed = FAULT_KINDS.map((kind) => `'${kind}'`).join(', ');
  if (!Array.isArray(kinds) || kinds.length === 0) {
    throw invalidOption('faults.kinds', `a non-empty array of ${allowed}`, kinds);
  }
  kinds.forEach((kind: unknown, index) => {
    if (!FAULT_KINDS.includes(kind as FaultKind)) {
      throw invalidOption(`faults.kinds[${index}]`, `one of ${allowed}`, kind);
    }
  });
  return { rate, kinds: [...(kinds as FaultKind[])], seed: readSeed(value.seed, 'faults.seed', seed) };
}

/** The checked `latency` option. @internal */
export interface Latency {
  readonly median: number;
  readonly p99: number;
  readonly seed: number;
}

/** Checks `latency`; `seed` is the double's seed. @internal */
export function readLatency(value: unknown, seed: number): Latency | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) {
    throw invalidOption(
      'latency',
      'an object { median: number, p99: number, seed?: number } (milliseconds)',
      value,
    );
  }
  assertKnownKeys(value, ['median', 'p99', 'seed'], 'latency');
  const { median, p99 } = value;
  if (typeof median !== 'number' || !(median > 0 && median <= MAX_DELAY)) {
    throw invalidOption(
      'latency.median',
      `a number of milliseconds above 0 and at most ${MAX_DELAY}`,
      median,
    );
  }
  if (typeof p99 !== 'number' || !(p99 >= median && p99 <= MAX_DELAY)) {
    throw invalidOption(
      'latency.p99',
      `a number of milliseconds from latency.median (${median}) to ${MAX_DELAY}`,
      p99,
    );
  }
  return { median, p99, seed: readSeed(value.seed, 'latency.seed', seed) };
}
