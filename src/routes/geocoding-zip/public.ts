/**
 * The postal code geocoding route's public face: its client call, as the package's main entry
 * exports it.
 */
export type { FetchZipLocationOptions, GeocodedZip } from './client.js';
export { fetchZipLocation } from './client.js';
