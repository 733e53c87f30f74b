/**
 * A route's catalogue of rare real variants (docs/variants.md): named changes of a parsed answer,
 * each applying to some answers only. The catalogue says which apply to an answer and writes a copy
 * with some of them, in catalogue order; each route declares its table and nothing else.
 */
import { hashString, mixNumber } from '../draws/hash.js';
import type { RecordShape } from '../service/vocabulary.js';
import type { RouteVariants, ScenarioWithDefaults, VariantSetting } from './route.js';

/** One variant: whether it changes an answer, and the change (in place, on a copy). */
export interface Variant<A, C> {
  /** Whether it changes this answer (its parts, its shape, the request's units). */
  applies(answer: A, context: C): boolean;
  /** Changes the answer in place. */
  apply(answer: A, context: C): void;
}

/** A route's variants, by name, in catalogue order. */
export interface VariantCatalogue<N extends string, C> {
  /** Every name, in catalogue order. */
  readonly names: readonly N[];
  /**
   * The variants among `allowed` (default every one; names of other catalogues are skipped) that
   * change an answer, in `allowed`'s order.
   */
  applicable(answer: object, context: C, allowed?: readonly N[]): N[];
  /**
   * A copy of an answer with the named variants applied in catalogue order (each only where it
   * applies to the answer as the earlier ones left it); the names applied are pushed to `applied`.
   */
  withVariants<R extends object>(answer: R, names: readonly N[], context: C, applied?: N[]): R;
}

/** The catalogue of a table of variants (its keys' order is the catalogue's). */
export function variantCatalogue<N extends string, A, C>(
  table: Readonly<Record<N, Variant<A, C>>>,
): VariantCatalogue<N, C> {
  const names = Object.freeze(Object.keys(table) as N[]);
  return {
    names,
    // `allowed` may name other routes' variants (`only` is one list for every route): skipped.
    applicable: (answer, context, allowed = names) =>
      allowed.filter((name) => Object.hasOwn(table, name) && table[name].applies(answer as A, context)),
    withVariants(answer, wanted, context, applied) {
      const copy = structuredClone(answer);
      // The variants see the answer as the parsed JSON they change (their own, looser type).
      const view = copy as object as A;
      for (const name of names) {
        if (!wanted.includes(name) || !table[name].applies(view, context)) continue;
        table[name].apply(view, context);
        applied?.push(name);
      }
      return copy;
    },
  };
}

/**
 * A route's `variants` from its catalogue: the body parsed, the variants that apply to it (in the
 * request's context), and the body written again with one of them (`write`, the route's writer).
 */
export function routeVariants<N extends string, C>(
  catalogue: VariantCatalogue<N, C>,
  contextOf: (setting: VariantSetting) => C,
  write: (answer: object, shape: RecordShape) => string = (answer) => JSON.stringify(answer),
): RouteVariants {
  return {
    names: catalogue.names,
    of(body, setting, allowed) {
      const answer = JSON.parse(body) as object;
      const context = contextOf(setting);
      return {
        names: catalogue.applicable(answer, context, allowed as readonly N[] | undefined),
        write: (name) => write(catalogue.withVariants(answer, [name as N], context), setting.shape),
      };
    },
  };
}

/**
 * The row parts of a route with rare real variants whose catalogue needs nothing but the answer:
 * its `variants`, and the `variants` scenario answering it when the scenario names no route (after
 * the route's other defaults, `others`).
 * @internal
 */
export function answerVariants<N extends string>(
  catalogue: VariantCatalogue<N, undefined>,
  ...others: ScenarioWithDefaults[]
): { readonly scenarioDefaults: readonly ScenarioWithDefaults[]; readonly variants: RouteVariants } {
  return { scenarioDefaults: [...others, 'variants'], variants: routeVariants(catalogue, () => undefined) };
}

/**
 * A whole number from 1 to `max - 1` drawn from an answer itself: `key` (a salt and its place) and
 * `n` (its time), so the same answer gets the same digits.
 */
function fractionOf(key: string, n: number, max: number): number {
  return 1 + (mixNumber(hashString(key), n) % (max - 1));
}

/**
 * A number with `decimals` more decimals, none of them all zero (so it reads as a float), drawn
 * from `key` and `n` (the answer's place and time). A wind direction (`salt` `'deg'`) of 360 or
 * more starts from 1° below, so that it stays under 360.
 * @internal
 */
export function withDecimals(
  value: number,
  decimals: number,
  { salt, place, n }: { readonly salt: string; readonly place: string; readonly n: number },
): number {
  const scale = 10 ** decimals;
  const base = value >= 360 && salt === 'deg' ? value - 1 : value;
  return Math.round(base * scale + fractionOf(`${salt} ${place}`, n, scale)) / scale;
}

/** The US statute-mile steps of a station's visibility (METAR), in miles. */
const MILE_STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4, 5, 6, 7, 8, 9, 10] as const;
const METRES_PER_MILE = 1609.344;

/**
 * Metres of visibility in the nearest statute-mile step; the 10 km cap is 10 miles (16093 m).
 * @internal
 */
export function inMileSteps(metres: number): number {
  if (metres >= 10000) return Math.floor(10 * METRES_PER_MILE);
  const miles = metres / METRES_PER_MILE;
  let best: number = MILE_STEPS[0];
  for (const step of MILE_STEPS) if (Math.abs(step - miles) < Math.abs(best - miles)) best = step;
  return Math.floor(best * METRES_PER_MILE);
}
