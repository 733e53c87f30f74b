// The rules of the options a double (and a generator) checks without its weather model, defined
// once: `createCore` (src/core/options.ts), `createWeatherGenerator` (src/routes/generator.ts) and
// the handlers' Node entry (handlers/node.ts, which makes a double lazily when its options pass them)
// read them here. Light on purpose: the Node entry loads it on import (shipped as its own module,
// package.json `files`), so it imports only the service's vocabulary, and throws nothing (the
// callers throw `invalidOption` with the problem, in the one WeatherDoubleError class of the bundle).

import { ROUTE_PATHS, SERVICE_HOST } from './service/vocabulary.js';

/**
 * How a double made without `baseUrl` shows in MSW's messages: its handler at the service's hosts
 * (`readAddress` of src/core/address.ts, and the Node entry's handler made on first use).
 * @internal
 */
export const SERVICE_LABEL = `http(s)://${SERVICE_HOST}${ROUTE_PATHS.weather}`;

/** The options whose rules are here, in the order the options list them. @internal */
export const LIGHT_OPTION_NAMES = ['seed', 'now', 'apiKeys'] as const;

/**
 * An option that breaks its rule: the option's path (`apiKeys[2]`), what it allows, what was given.
 * The caller throws `invalidOption(path, expected, value)`.
 * @internal
 */
export interface OptionProblem {
  readonly path: string;
  readonly expected: string;
  readonly value: unknown;
}

/** `seed`: a safe integer; `undefined` (the default, 0) passes. @internal */
export function seedProblem(seed: unknown): OptionProblem | undefined {
  if (seed === undefined || (typeof seed === 'number' && Number.isSafeInteger(seed))) return undefined;
  return { path: 'seed', expected: 'an integer (a safe integer, e.g. 42)', value: seed };
}

/** `now`: a function (of the time); `undefined` (the default, `Date.now`) passes. @internal */
export function nowProblem(now: unknown): OptionProblem | undefined {
  if (now === undefined || typeof now === 'function') return undefined;
  return {
    path: 'now',
    expected: 'a function returning the time (milliseconds since 1970 or a Date)',
    value: now,
  };
}

/**
 * `apiKeys`: a non-empty array of non-empty strings; `undefined` (any non-empty key accepted)
 * passes.
 * @internal
 */
export function apiKeysProblem(apiKeys: unknown): OptionProblem | undefined {
  if (apiKeys === undefined) return undefined;
  if (!Array.isArray(apiKeys) || apiKeys.length === 0) {
    return { path: 'apiKeys', expected: 'a non-empty array of non-empty strings', value: apiKeys };
  }
  const index = apiKeys.findIndex((key) => typeof key !== 'string' || key === '');
  if (index === -1) return undefined;
  return { path: `apiKeys[${index}]`, expected: 'a non-empty string', value: apiKeys[index] };
}
