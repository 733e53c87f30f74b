/**
 * The rare real variants of `GET /data/2.5/find` (issue 42, docs/variants.md): the items as the
 * service sent them in answers of 2017–2019 (the research index's file ids, `fs:N`, via the notes
 * on the recorded lists), each a change of the answer the route builds.
 */

import { type Variant, variantCatalogue } from '../variants-shared.js';
import { citiesValidator } from './cities.js';
import { findSchema } from './schema.js';

/**
 * The name of a rare real variant of the city search (`GET /data/2.5/find`); each one's evidence
 * is in docs/variants.md.
 *
 * @example
 * ```ts
 * const only: FindVariantName[] = ['findCountryEmpty'];
 * ```
 */
export type FindVariantName = 'findCountryEmpty' | 'findNoWindDeg';

/** A search answer as parsed from its body, changed in place by a variant. */
interface MutableSearch {
  list: { sys: { country: string }; wind: { speed: number; deg?: number } }[];
}

const findVariants: Readonly<Record<FindVariantName, Variant<MutableSearch, unknown>>> = {
  /**
   * `sys.country` `""` in every item. RECORDED fs:7892742043 (2017-04-20, `sys: {"country":""}`),
   * fs:47552095169 (2018-01-05).
   */
  findCountryEmpty: {
    applies: ({ list }) => list.some(({ sys }) => sys.country !== ''),
    apply({ list }) {
      for (const { sys } of list) sys.country = '';
    },
  },
  /**
   * The first item's `wind` without `deg` (the speed kept). RECORDED fs:28328266942 (2019-07-05:
   * the first item, London GB, `"wind":{"speed":1.5}`, the others with `deg`).
   */
  findNoWindDeg: {
    applies: ({ list }) => list[0]?.wind.deg !== undefined,
    apply({ list }) {
      if (list[0]) delete list[0].wind.deg;
    },
  },
};

/** The search's variants, in catalogue order. @internal */
export const findCatalogue = variantCatalogue(findVariants);

/**
 * Checks a body of the route (its probes'), strict; with `{ variants: true }` also its variants.
 * @internal
 */
export const validateFind = citiesValidator(findSchema, { emptyCountry: true, noWindDeg: true });

/**
 * Every variant name of the city search (`GET /data/2.5/find`), in catalogue order.
 *
 * @example
 * ```ts
 * import { findVariantNames } from 'weather-double';
 * findVariantNames.includes('findCountryEmpty'); // true
 * ```
 */
export const findVariantNames: readonly FindVariantName[] = findCatalogue.names;
