/**
 * The Geocoding API's `/geo/1.0/zip` Pact interaction and body function (see `../pact-types.ts`).
 * @internal
 */
import { pactBody, type RoutePact } from '../pact-types.js';
import type { GeocodedZip } from './client.js';

const mountainView: GeocodedZip = {
  zip: '94040',
  name: 'Mountain View',
  lat: 37.39,
  lon: -122.08,
  country: 'US',
};

/** @internal */
export const geocodingZipPact = {
  interactions: [
    {
      sets: ['weatherLocationInteractions'],
      key: 'geocodingZip',
      description: 'a request for the place of postal code 94040,US (Geocoding API)',
      states: ['postal code 94040 in the US has a place'],
      query: { zip: '94040,US' },
      answer: { status: 200, schema: 'GeocodingZip', example: mountainView },
    },
  ],
  bodies: { geocodingZipBody: pactBody<GeocodedZip>({ schema: 'GeocodingZip' }) },
} as const satisfies RoutePact;
