/**
 * The point `km` from (`lat`, `lon`) on the bearing `bearing` (radians, clockwise from north), on
 * the sphere: `[lat, lon]`, the longitude in [-180, 180). See scripts/field-pairs.mjs.
 */
export function offset(lat: number, lon: number, km: number, bearing: number): [number, number];
