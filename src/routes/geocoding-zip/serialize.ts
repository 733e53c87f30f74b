import { geocodingPlaceSchema, geocodingZipSchema } from './schema.js';

/** Copies an object with the schema's keys in schema order, leaving out absent ones. */
function ordered(value: object, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const field: unknown = Reflect.get(value, key);
    if (field !== undefined) out[key] = field;
  }
  return out;
}

const zipKeys = Object.keys(geocodingZipSchema.properties);
const placeKeys = Object.keys(geocodingPlaceSchema.properties);

/** The exact bytes of a `/geo/1.0/zip` answer, keys in the schema's order. @internal */
export function serializeGeocodingZip(value: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(ordered(value, zipKeys));
}

/** The exact bytes of a `/geo/1.0/direct` or `/geo/1.0/reverse` answer (an array). @internal */
export function serializeGeocodingPlaces(values: readonly object[]): string {
  return JSON.stringify(values.map((value) => ordered(value, placeKeys)));
}
