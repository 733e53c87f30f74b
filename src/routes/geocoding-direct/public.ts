/** The Geocoding API's lists of places' public face: the names of their rare real variants. */
export type { GeocodingVariantName } from './variants.js';
export { geocodingVariantNames } from './variants.js';
