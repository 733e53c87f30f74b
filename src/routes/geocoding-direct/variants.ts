/**
 * The rare real variants of the Geocoding API's lists of places (`GET /geo/1.0/direct` and
 * `/geo/1.0/reverse`, issue 42, docs/variants.md): the places as the service sent them in 2021-era
 * answers (the research index's file ids, `fs:N`), a change of the answer the route builds.
 */
import { type Variant, variantCatalogue } from '../variants-shared.js';

/**
 * The name of a rare real variant of the Geocoding API's lists of places (`GET /geo/1.0/direct`,
 * `GET /geo/1.0/reverse`); its evidence is in docs/variants.md.
 *
 * @example
 * ```ts
 * const only: GeocodingVariantName[] = ['geocodingStateCode'];
 * ```
 */
export type GeocodingVariantName = 'geocodingStateCode';

/** The USPS codes of the US states, the District of Columbia and the territories, by name. */
const US_STATE_CODES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    Alabama: 'AL',
    Alaska: 'AK',
    Arizona: 'AZ',
    Arkansas: 'AR',
    California: 'CA',
    Colorado: 'CO',
    Connecticut: 'CT',
    Delaware: 'DE',
    'District of Columbia': 'DC',
    Florida: 'FL',
    Georgia: 'GA',
    Hawaii: 'HI',
    Idaho: 'ID',
    Illinois: 'IL',
    Indiana: 'IN',
    Iowa: 'IA',
    Kansas: 'KS',
    Kentucky: 'KY',
    Louisiana: 'LA',
    Maine: 'ME',
    Maryland: 'MD',
    Massachusetts: 'MA',
    Michigan: 'MI',
    Minnesota: 'MN',
    Mississippi: 'MS',
    Missouri: 'MO',
    Montana: 'MT',
    Nebraska: 'NE',
    Nevada: 'NV',
    'New Hampshire': 'NH',
    'New Jersey': 'NJ',
    'New Mexico': 'NM',
    'New York': 'NY',
    'North Carolina': 'NC',
    'North Dakota': 'ND',
    Ohio: 'OH',
    Oklahoma: 'OK',
    Oregon: 'OR',
    Pennsylvania: 'PA',
    'Rhode Island': 'RI',
    'South Carolina': 'SC',
    'South Dakota': 'SD',
    Tennessee: 'TN',
    Texas: 'TX',
    Utah: 'UT',
    Vermont: 'VT',
    Virginia: 'VA',
    Washington: 'WA',
    'West Virginia': 'WV',
    Wisconsin: 'WI',
    Wyoming: 'WY',
    'Puerto Rico': 'PR',
    Guam: 'GU',
    'American Samoa': 'AS',
    'Northern Mariana Islands': 'MP',
    'U.S. Virgin Islands': 'VI',
  }),
);

/** A place of a list, as parsed from its body, changed in place by a variant. */
interface MutablePlace {
  country: string;
  state?: string;
}

/** A US place whose state has a two-letter code. */
const coded = (place: MutablePlace) =>
  place.country === 'US' && place.state !== undefined && US_STATE_CODES.has(place.state);

const geocodingVariants: Readonly<Record<GeocodingVariantName, Variant<MutablePlace[], unknown>>> = {
  /**
   * A US place's `state` as its two-letter code (`"OH"`, not `"Ohio"`), as in 2021-era answers.
   * RECORDED fs:4084438730 (pyowm's recorded direct answer: `"country":"US","state":"OH"`, `"KY"`,
   * `"CA"`); today's answers give the full name (fs:18412583876, fs:57027787874).
   */
  geocodingStateCode: {
    applies: (places) => places.some(coded),
    apply(places) {
      for (const place of places) {
        const code = place.state === undefined ? undefined : US_STATE_CODES.get(place.state);
        if (place.country === 'US' && code !== undefined) place.state = code;
      }
    },
  },
};

/** The lists of places' variants, in catalogue order. @internal */
export const geocodingCatalogue = variantCatalogue(geocodingVariants);

/**
 * Every variant name of the Geocoding API's lists of places, in catalogue order.
 *
 * @example
 * ```ts
 * import { geocodingVariantNames } from 'weather-double';
 * geocodingVariantNames; // ['geocodingStateCode']
 * ```
 */
export const geocodingVariantNames: readonly GeocodingVariantName[] = geocodingCatalogue.names;
