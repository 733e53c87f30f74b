/**
 * Rare real variants of a double's answers (docs/variants.md), drawn like faults: a share `rate` of
 * requests to a route with variants gets one, which requests and which variant drawn from a seed,
 * the request itself and how many times it came before. The routes say which variants exist and
 * which apply to an answer (`Route.variants`); this module checks the option and draws.
 */
import { hashString } from '../draws/hash.js';
import { assertKnownKeys, invalidOption } from '../errors.js';
import type { VariantName } from '../routes/public.js';
import { routes } from '../routes/table.js';
import { createDrawNumbers, readSeed, uniform } from './faults/index.js';

/**
 * Rare real variants of the answers of every route that has some (the current weather, One Call
 * 3.0, the 5 day and 16-day forecasts, find, group, box/city, the air pollution now, the geocoding
 * lists; docs/variants.md): the share `rate` of their requests gets one, drawn among those that
 * apply to the answer (and among `only`, when given).
 * Which requests, and which variant, is drawn from `seed`, the request itself (method, path, query
 * without the key) and how many times that same request came before, so the same requests get the
 * same variants whatever order they arrive in. Only JSON answers (no `mode`) get variants.
 *
 * @example
 * ```ts
 * createWeatherDouble({ variants: { rate: 0.2, seed: 7, only: ['noVisibility', 'hourlyNoVisibility'] } });
 * ```
 */
export interface VariantOptions {
  /** The share of requests answered with a variant, from 0 (none) to 1 (every one a variant applies to). */
  rate: number;
  /**
   * The seed of the draws.
   * @default the double's `seed`
   */
  seed?: number;
  /**
   * The variants drawn from (see docs/variants.md for each one's evidence).
   * @default every variant
   */
  only?: readonly VariantName[];
}

/** What the draw decided for one request: pick a variant among those that apply, or none. @internal */
export type VariantPick = (applicable: readonly string[]) => string | null;

/** The checked variants option, and its draws (the repeat counts are its one state). @internal */
export interface VariantDraws {
  /** The variants drawn from, `undefined` for every one. */
  readonly only: readonly VariantName[] | undefined;
  /** The pick for a request, or `undefined` when it gets no variant (the draw missed `rate`). */
  draw(identity: string): VariantPick | undefined;
}

const VARIANT_SALT = hashString('weather-double variants');
const WHICH_SALT = hashString('weather-double variant kind');

/** Every variant a route of the table declares, in table order. */
function variantNames(): readonly string[] {
  // Once each: a catalogue may serve several routes (the geocoding lists, direct and reverse).
  return [...new Set(routes.flatMap((route) => route.variants?.names ?? []))];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a variants option at `path` (`variants`, `scenarios.variants.options`) and makes its
 * draws; `undefined` when it is not given. `seed` is the double's seed.
 * @internal
 */
export function readVariants(value: unknown, seed: number, path = 'variants'): VariantDraws | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) {
    throw invalidOption(path, 'an object { rate: number, seed?: number, only?: VariantName[] }', value);
  }
  assertKnownKeys(value, ['rate', 'seed', 'only'], path);
  const { rate, only } = value;
  if (typeof rate !== 'number' || !(rate >= 0 && rate <= 1)) {
    throw invalidOption(
      `${path}.rate`,
      'a number from 0 to 1 (the share of requests answered with a variant)',
      rate,
    );
  }
  const drawSeed = readSeed(value.seed, `${path}.seed`, seed);
  const names = variantNames();
  if (only !== undefined) {
    const allowed = names.map((name) => `'${name}'`).join(', ');
    if (!Array.isArray(only) || only.length === 0) {
      throw invalidOption(`${path}.only`, `a non-empty array of ${allowed}`, only);
    }
    only.forEach((name: unknown, index) => {
      if (typeof name !== 'string' || !names.includes(name)) {
        throw invalidOption(`${path}.only[${index}]`, `one of ${allowed}`, name);
      }
    });
  }
  const drawNumber = createDrawNumbers();
  return {
    only: only === undefined ? undefined : [...(only as VariantName[])],
    draw(identity) {
      const n = drawNumber(identity);
      if (rate === 0 || uniform(VARIANT_SALT, drawSeed, n) >= rate) return undefined;
      const which = uniform(WHICH_SALT, drawSeed, n);
      return (applicable) =>
        applicable.length === 0
          ? null
          : (applicable[Math.min(Math.floor(which * applicable.length), applicable.length - 1)] ?? null);
    },
  };
}
