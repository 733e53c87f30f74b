/** The cities by ID's public face: the names of its rare real variants, as the main entry exports them. */
export type { GroupVariantName } from './variants.js';
export { groupVariantNames } from './variants.js';
