import {
  answerBeforeRoute,
  type EndpointAnswer,
  type EndpointPolicy,
  errorAnswer,
  problemAnswer,
  type ReadRequest,
} from '../endpoint/answer.js';
import type { GeocodedPlace, Locator } from '../places/locator.js';
import {
  isLocationProblem,
  parseLocationParams,
  parseNameForm,
  parseZipForm,
  type ZipForm,
} from '../places/query.js';
import { serializeGeocodingPlaces, serializeGeocodingZip } from './geocoding-serialize.js';

/** What the Geocoding API routes need of a double: its places, and its `notFound` rule. @internal */
export interface GeocodingSource {
  readonly locator: Locator;
  /** Whether a postal code is made "not found" by the double's `notFound` option. */
  isNotFound(location: ZipForm): boolean;
}

/** The most places `/geo/1.0/direct` and `/geo/1.0/reverse` answer (the service's documented cap). */
export const GEOCODING_LIMIT_MAX = 5;

/**
 * The `limit` of a geocoding request: an integer from 1 to 5; absent or not a number means 5, a
 * number outside 1..5 is brought into it (documented choices: the service's documentation gives
 * only the cap).
 * @internal
 */
export function geocodingLimit(value: string | undefined): number {
  if (value === undefined || !/^\s*[+-]?\d+\s*$/.test(value)) return GEOCODING_LIMIT_MAX;
  return Math.min(GEOCODING_LIMIT_MAX, Math.max(1, Number(value)));
}

function ok(read: ReadRequest, body: string): EndpointAnswer {
  return {
    status: 200,
    headers: read.headers,
    body: read.method === 'HEAD' ? '' : body,
    outcome: 'ok',
    query: read.query,
  };
}

/** Serializes a list of places (the wire order of the schema). */
function places(list: readonly GeocodedPlace[]): string {
  return serializeGeocodingPlaces(list as unknown as readonly Readonly<Record<string, unknown>>[]);
}

/**
 * The service's answer to a Geocoding API request (`/geo/1.0/zip`, `/direct`, `/reverse`), after the
 * same first checks as the weather path (414, preflight, method, key):
 * - zip: `zip={code},{country}` → one object; a code no place has → 404 `{"cod":"404","message":"not found"}`;
 * - direct: `q={city},{state},{country}` → the cities of that name, most populous first, at most `limit`;
 * - reverse: `lat`, `lon` → the cities nearest first within 100 km (`[]` at sea), at most `limit`.
 * No `zip` (zip) or no `q` (direct) answers 400 "Nothing to geocode"; wrong coordinates answer 400
 * "wrong latitude"/"wrong longitude" as on the weather path.
 * @internal
 */
export function answerGeocodingRequest(
  read: ReadRequest,
  policy: EndpointPolicy,
  source: GeocodingSource,
): EndpointAnswer {
  const early = answerBeforeRoute(read, policy);
  if (early) return early;
  const { query } = read;
  const limit = geocodingLimit(query.limit);
  switch (read.operation) {
    case 'geocodingZip': {
      const zip = query.zip === undefined ? undefined : parseZipForm(query.zip);
      if (!zip) return errorAnswer('nothingToGeocode', read);
      const place = source.isNotFound(zip) ? undefined : source.locator.zipPlace(zip);
      if (!place) return errorAnswer('geocodingNotFound', read);
      const code = zip.key.slice(0, zip.key.lastIndexOf(','));
      return ok(
        read,
        serializeGeocodingZip({
          zip: code,
          name: place.name,
          lat: place.lat,
          lon: place.lon,
          country: place.country,
        }),
      );
    }
    case 'geocodingDirect': {
      const name = query.q === undefined ? undefined : parseNameForm(query.q);
      if (!name) return errorAnswer('nothingToGeocode', read);
      return ok(read, places(source.locator.direct(name, limit)));
    }
    default: {
      const parsed = parseLocationParams({
        zip: undefined,
        q: undefined,
        id: undefined,
        lat: query.lat ?? '',
        lon: query.lon,
      });
      if (isLocationProblem(parsed)) return problemAnswer(parsed, read);
      if (parsed.form !== 'coordinates') return errorAnswer('wrongLatitude', read);
      return ok(read, places(source.locator.reverse(parsed.lat, parsed.lon, limit)));
    }
  }
}
