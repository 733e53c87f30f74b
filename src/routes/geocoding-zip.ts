/**
 * `GET /geo/1.0/zip`: the place of a postal code (Geocoding API). No `zip` answers 400 "Nothing to
 * geocode"; a code no place has (or one the double's `notFound` names) 404 "not found".
 * @internal
 */
import { ROUTE_PATHS } from '../service/vocabulary.js';
import { exampleAnswer, sharedErrors } from './contract.js';
import { geocodingSchemas } from './geocoding.js';
import { serializeGeocodingZip } from './geocoding-serialize.js';
import { parseZipForm } from './places.js';
import type { Route } from './route.js';

/** @internal */
export const geocodingZip: Route<'geocodingZip'> = {
  name: 'geocodingZip',
  path: ROUTE_PATHS.geocodingZip,
  summary: 'The place of a postal code (Geocoding API)',
  answer({ query }, world) {
    const zip = query.zip === undefined ? undefined : parseZipForm(query.zip);
    if (!zip) return { problem: 'nothingToGeocode' };
    const place = world.isNotFound(zip) ? undefined : world.locator.zipPlace(zip);
    if (!place) return { problem: 'geocodingNotFound' };
    const code = zip.key.slice(0, zip.key.lastIndexOf(','));
    return {
      body: serializeGeocodingZip({
        zip: code,
        name: place.name,
        lat: place.lat,
        lon: place.lon,
        country: place.country,
      }),
    };
  },
  locationOf: (query) => (query.zip === undefined ? undefined : parseZipForm(query.zip)),
  nothingFound: { problem: 'geocodingNotFound' },
  schemas: { GeocodingZip: geocodingSchemas.GeocodingZip as (typeof geocodingSchemas)[string] },
  contract: () => ({
    operationId: 'getZipLocation',
    summary: 'The place of a postal code (Geocoding API)',
    description:
      'Returns the name and the coordinates of the centre of a postal code. The key is checked first (401), then the code (400 without one, 404 `not found` when no place has it).',
    parameters: [
      {
        name: 'zip',
        description:
          'Postal code: `{code},{country}` (ISO 3166 alpha-2, any case); without a country the search is in the US.',
        required: true,
        schema: { type: 'string' },
        examples: { withCountry: { summary: 'A postal code and its country', value: '90210,US' } },
      },
    ],
    responses: [
      {
        status: 200,
        description: 'The place of the postal code.',
        schema: 'GeocodingZip',
        examples: {
          beverlyHills: { summary: '90210,US', value: exampleAnswer(geocodingZip, 'zip=90210,US') },
        },
      },
      { status: 400, description: 'No postal code to look up.', errors: ['nothingToGeocode'] },
      ...sharedErrors('geocodingNotFound', 'No place has the postal code.'),
    ],
  }),
};
