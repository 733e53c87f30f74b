/** The city search's public face: the names of its rare real variants, as the main entry exports them. */
export type { FindVariantName } from './variants.js';
export { findVariantNames } from './variants.js';
