/**
 * The bodies of the Geocoding API's answers as plain JSON Schema objects (draft 2020-12): the key
 * order of `properties` is the order on the wire, which the double's serializer follows (as
 * `serializeWeatherRecord` follows the record schema). Exported for contract documents (OpenAPI).
 */

import { number } from '../../answer-schema/helpers.js';

/** The body of `GET /geo/1.0/zip`: one object. @internal */
export const geocodingZipSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'GeocodingZip',
  description: 'The place of a postal code (GET /geo/1.0/zip).',
  type: 'object',
  additionalProperties: false,
  required: ['zip', 'name', 'lat', 'lon', 'country'],
  properties: {
    zip: { type: 'string', description: 'The postal code.' },
    name: { type: 'string', description: 'Name of the place of the postal code.' },
    lat: number('Latitude of its centre, degrees.', -90, 90),
    lon: number('Longitude of its centre, degrees.', -180, 180),
    country: { type: 'string', pattern: '^[A-Z]{2}$', description: 'ISO 3166 alpha-2 country code.' },
  },
} as const;

/** One element of the array `GET /geo/1.0/direct` and `GET /geo/1.0/reverse` answer. @internal */
export const geocodingPlaceSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'GeocodingPlace',
  description: 'A place found by name (GET /geo/1.0/direct) or near coordinates (GET /geo/1.0/reverse).',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'lat', 'lon', 'country'],
  properties: {
    name: { type: 'string', description: 'Name of the place.' },
    local_names: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description:
        'Names in other languages by language code, with `ascii` and `feature_name` (the double sends de, en, es, fr, pt, ru and zh, from Natural Earth, for the cities it has).',
    },
    lat: number('Latitude, degrees.', -90, 90),
    lon: number('Longitude, degrees.', -180, 180),
    country: { type: 'string', pattern: '^[A-Z]{2}$', description: 'ISO 3166 alpha-2 country code.' },
    state: { type: 'string', description: 'State (the double sends it for US places).' },
  },
} as const;
