/**
 * The rare real variants of `GET /data/2.5/box/city` (issue 42, docs/variants.md): the items'
 * `visibility` as the service sent it in answers of 2019 (the research index's file ids, `fs:N`,
 * via the notes on the recorded lists), each a change of the answer the route builds.
 */
import { citiesValidator } from '../find/cities.js';
import { inMileSteps, type Variant, variantCatalogue } from '../variants-shared.js';
import { boxCitySchema } from './schema.js';

/**
 * The name of a rare real variant of the cities of a box (`GET /data/2.5/box/city`); each one's
 * evidence is in docs/variants.md.
 *
 * @example
 * ```ts
 * const only: BoxCityVariantName[] = ['boxNoVisibility'];
 * ```
 */
export type BoxCityVariantName = 'boxNoVisibility' | 'boxVisibilityMiles';

/** A box answer as parsed from its body, changed in place by a variant. */
interface MutableBox {
  list: { visibility?: number }[];
}

const seen = ({ list }: MutableBox) => list.some((item) => item.visibility !== undefined);

const boxVariants: Readonly<Record<BoxCityVariantName, Variant<MutableBox, unknown>>> = {
  /**
   * `visibility` left out of every item. RECORDED fs:19806601247 (Ohio, 2019-04-23: none of the 16
   * items has `visibility`).
   */
  boxNoVisibility: {
    applies: seen,
    apply({ list }) {
      for (const item of list) delete item.visibility;
    },
  },
  /**
   * Every item's `visibility` in US statute-mile steps: the 10 km cap is 16093 (10 miles).
   * RECORDED fs:46918843377 (St. Louis area, 2019-06-14: `16093` in all 31 items).
   */
  boxVisibilityMiles: {
    applies: seen,
    apply({ list }) {
      for (const item of list)
        if (item.visibility !== undefined) item.visibility = inMileSteps(item.visibility);
    },
  },
};

/** The box's variants, in catalogue order. @internal */
export const boxCityCatalogue = variantCatalogue(boxVariants);

/**
 * Checks a body of the route (its probes'), strict; with `{ variants: true }` also its variants.
 * @internal
 */
export const validateBoxCity = citiesValidator(boxCitySchema, { visibility: true });

/**
 * Every variant name of the cities of a box (`GET /data/2.5/box/city`), in catalogue order.
 *
 * @example
 * ```ts
 * import { boxCityVariantNames } from 'weather-double';
 * boxCityVariantNames.includes('boxVisibilityMiles'); // true
 * ```
 */
export const boxCityVariantNames: readonly BoxCityVariantName[] = boxCityCatalogue.names;
