/**
 * What the Geocoding API's three routes share: `limit`, the places' wire order, their schemas.
 * @internal
 */
import { type AnswerIssue, type AnswerSchema, checkAgainst } from '../../answer-schema/index.js';
import type { GeocodedPlace } from '../places.js';
import { unlessEqual, validatedBody } from '../probes-shared.js';
import type { JsonSchema, ProbeBody } from '../route.js';
import { geocodingPlaceSchema, geocodingZipSchema } from './schema.js';
import { serializeGeocodingPlaces } from './serialize.js';

/** The most places `/geo/1.0/direct` and `/geo/1.0/reverse` answer (the service's documented cap). */
const GEOCODING_LIMIT_MAX = 5;

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
  return serializeGeocodingPlaces(list);
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

/**
 * A `/geo/1.0/direct` or `/geo/1.0/reverse` body asked with `limit=1` for a place in `country`: the
 * places' schema (types, ranges, no other field), one place, in that country.
 * @internal
 */
export function onePlaceBody(country: string): ProbeBody {
  const schema = geocodingSchemas.GeocodingPlaces as AnswerSchema;
  return validatedBody((body) => {
    const issues: AnswerIssue[] = [];
    checkAgainst(body, schema, '', issues);
    if (issues.length === 0 && Array.isArray(body)) {
      issues.push(
        ...[
          unlessEqual(body, 'length', 1, 'limit=1, and there is a place'),
          body.length > 0 ? unlessEqual(body, '[0].country', country, 'the place asked') : undefined,
        ].filter((issue) => issue !== undefined),
      );
    }
    return issues.length === 0 ? { ok: true } : { ok: false, issues };
  }, schema);
}
