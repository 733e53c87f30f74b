/**
 * `GET /geo/1.0/zip`: the place of a postal code (Geocoding API). No `zip` answers 400 "Nothing to
 * geocode"; a code no place has (or one the double's `notFound` names) 404 "not found".
 * @internal
 */
import { type AnswerSchema, checkAgainst, expectation, wholeNodeOk } from '../../answer-schema/index.js';
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { sharedErrors } from '../contract.js';
import { parseZipForm } from '../places.js';
import { encodeQueryValue, shownValue } from '../probes-shared.js';
import type { ProbeBody, ProbeIssue, Route } from '../route.js';
import { geocodingZipPact } from './pact.js';
import { geocodingSchemas } from './places-answer.js';
import { geocodingZipSchema } from './schema.js';
import { serializeGeocodingZip } from './serialize.js';

const placeFields: Readonly<Record<string, AnswerSchema>> = geocodingZipSchema.properties;

/**
 * A `/geo/1.0/zip` body against `geocodingZipSchema`, by the schema engine: an object, each required
 * field present with its type and range, no other field (`additionalProperties: false`); `check`
 * adds key order and the minified form. The coordinates it gives are those of the record asked by
 * coordinates next.
 */
const placeBody: ProbeBody = {
  issues(body) {
    const issues: ProbeIssue[] = [];
    checkAgainst(body, geocodingZipSchema, '', issues, 'the place');
    return issues;
  },
  schema: () => geocodingZipSchema,
  coordinates(body) {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return { reason: 'the place answer is not an object' };
    }
    const { lat, lon } = body as Record<string, unknown>;
    for (const [key, value] of [
      ['lat', lat],
      ['lon', lon],
    ] as const) {
      const node = placeFields[key] as AnswerSchema;
      if (!wholeNodeOk(value, node)) {
        return { reason: `the place answer's ${key} is not ${expectation(node)} (got ${shownValue(value)})` };
      }
    }
    // wholeNodeOk checked both against their number schemas; typeof says so to the compiler.
    if (typeof lat !== 'number' || typeof lon !== 'number')
      return { reason: 'the place answer has no coordinates' };
    return { lat, lon };
  },
};

/** @internal */
export const geocodingZip: Route<'geocodingZip', typeof geocodingZipPact> = {
  name: 'geocodingZip',
  pact: geocodingZipPact,
  path: ROUTE_PATHS.geocodingZip,
  scenarioDefaults: ['geocodingNotFound'],
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
  /** The place of the first postal code: what today's clients ask before the weather at its coordinates. */
  probes: ({ zips: [first] }) => [
    {
      name: `the place of ${first} from the Geocoding API`,
      query: `zip=${encodeQueryValue(first)}`,
      expect: placeBody,
    },
  ],
  schemas: { GeocodingZip: geocodingSchemas.GeocodingZip as (typeof geocodingSchemas)[string] },
  contract: (examples) => ({
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
          beverlyHills: { summary: '90210,US', value: examples.answer(geocodingZip, 'zip=90210,US') },
        },
      },
      { status: 400, description: 'No postal code to look up.', errors: ['nothingToGeocode'] },
      ...sharedErrors('geocodingNotFound', 'No place has the postal code.'),
    ],
  }),
};
