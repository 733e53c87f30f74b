/** The cities of a box's public face: the names of its rare real variants, as the main entry exports them. */
export type { BoxCityVariantName } from './variants.js';
export { boxCityVariantNames } from './variants.js';
