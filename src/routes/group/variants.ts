/**
 * The rare real variants of `GET /data/2.5/group` (issue 42, docs/variants.md): the items as the
 * service sent them in an answer of 2016 (the research index's file ids, `fs:N`, via the notes on
 * the recorded lists), a change of the answer the route builds.
 */
import { citiesValidator } from '../find/cities.js';
import { type Variant, variantCatalogue } from '../variants-shared.js';
import { groupSchema } from './schema.js';

/**
 * The name of a rare real variant of the cities by ID (`GET /data/2.5/group`); its evidence is in
 * docs/variants.md.
 *
 * @example
 * ```ts
 * const only: GroupVariantName[] = ['groupNoVisibility'];
 * ```
 */
export type GroupVariantName = 'groupNoVisibility';

/** A group answer as parsed from its body, changed in place by a variant. */
interface MutableGroup {
  list: { visibility?: number }[];
}

const groupVariants: Readonly<Record<GroupVariantName, Variant<MutableGroup, unknown>>> = {
  /**
   * `visibility` left out of every item. RECORDED fs:10190594420 (Moscow, Kiev, London,
   * 2016-10-12: none of the 3 items has `visibility`).
   */
  groupNoVisibility: {
    applies: ({ list }) => list.some((item) => item.visibility !== undefined),
    apply({ list }) {
      for (const item of list) delete item.visibility;
    },
  },
};

/** The group's variants, in catalogue order. @internal */
export const groupCatalogue = variantCatalogue(groupVariants);

/**
 * Checks a body of the route (its probes'), strict; with `{ variants: true }` also its variants.
 * @internal
 */
export const validateGroup = citiesValidator(groupSchema, { visibility: true });

/**
 * Every variant name of the cities by ID (`GET /data/2.5/group`), in catalogue order.
 *
 * @example
 * ```ts
 * import { groupVariantNames } from 'weather-double';
 * groupVariantNames; // ['groupNoVisibility']
 * ```
 */
export const groupVariantNames: readonly GroupVariantName[] = groupCatalogue.names;
