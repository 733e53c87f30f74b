/**
 * What the Geocoding API's three routes share: `limit`, the places' wire order, their schemas.
 * @internal
 */
import { geocodingPlaceSchema, geocodingZipSchema } from './geocoding-schema.js';
import { serializeGeocodingPlaces } from './geocoding-serialize.js';
import type { GeocodedPlace } from './places.js';
import type { JsonSchema } from './route.js';

/** The most places `/geo/1.0/direct` and `/geo/1.0/reverse` answer (the service's documented cap). */
export const GEOCODING_LIMIT_MAX = 5;

/**
 * The `limit` of a geocoding request: a number read by its whole part (`1.5` is 1), then brought
 * into 1..5; absent, empty or not a number means 5 (documented choices: the service's documentation
 * gives only the cap).
 * @internal
 */
export function geocodingLimit(value: string | undefined): number {
  if (value === undefined || !/^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)\s*$/.test(value)) return GEOCODING_LIMIT_MAX;
  return Math.min(GEOCODING_LIMIT_MAX, Math.max(1, Math.trunc(Number(value))));
}

/** Serializes a list of places (the wire order of the schema). @internal */
export function placesBody(list: readonly GeocodedPlace[]): string {
  return serializeGeocodingPlaces(list as unknown as readonly Readonly<Record<string, unknown>>[]);
}

/** The body schemas of the Geocoding API, by component name. @internal */
export const geocodingSchemas: Readonly<Record<string, JsonSchema>> = {
  GeocodingZip: geocodingZipSchema,
  GeocodingPlaces: {
    type: 'array',
    description: 'The places found, best first (at most `limit`); `[]` when none.',
    maxItems: 5,
    items: geocodingPlaceSchema,
  },
};

/** What `/direct` and `/reverse` answer when nothing is found: 200 `[]`. @internal */
export const NO_PLACES = { body: '[]' } as const;
