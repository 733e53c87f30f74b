/**
 * The routes of the service as the OpenAPI document describes them: declarative entries (path,
 * query parameters, answers), each answer's schema and exact example bodies taken from the model
 * (the record schema, the generator, `errorAnswers`). `openapi.ts` turns them into the document; a
 * new route or answer is a new entry here, never a hand-written piece of OpenAPI.
 */
import { type ErrorAnswer, notCityIdAnswer, type WeatherErrorKind } from '../endpoint/bodies.js';
import { createWeatherEndpoint } from '../endpoint/endpoint.js';
import { WEATHER_HEADER_NAMES, WEATHER_PATH } from '../endpoint/headers.js';
import { OPERATION_PATHS } from '../endpoint/operations.js';
import { createWeatherGenerator } from '../generator/index.js';
import { geocodingPlaceSchema, geocodingZipSchema } from '../location/geocoding-schema.js';
import { currentWeatherRecordSchema, weatherRecordSchema } from '../record/schema.js';
import { serializeWeatherRecord } from '../record/serialize.js';
import type { RecordShape, Units } from '../record/types.js';

/** A JSON Schema (draft 2020-12, OpenAPI 3.1's dialect), as a plain object. @internal */
export type JsonSchema = Readonly<Record<string, unknown>>;

/** One query parameter of a route. @internal */
export interface ContractParameter {
  readonly name: string;
  readonly description: string;
  readonly required?: boolean;
  readonly schema: JsonSchema;
  /** Example values by name, each with a one-line summary. */
  readonly examples?: Readonly<Record<string, { readonly summary: string; readonly value: string }>>;
}

/** A successful answer: a body schema (a component's name or a schema) and example bodies. @internal */
export interface ContractSuccess {
  readonly status: 200;
  readonly description: string;
  /** The name of a schema in {@link contractSchemas}, or a list of them (any one of them, `oneOf`). */
  readonly schema: string | readonly string[];
  /** Example bodies by name, each the exact value the double answers. */
  readonly examples: Readonly<Record<string, { readonly summary: string; readonly value: unknown }>>;
}

/**
 * An error answer whose message carries part of the request (`{"cod":"400","message":"abc is not a
 * city ID"}`): one example answer and the pattern of every message it can have.
 * @internal
 */
export interface ContractErrorTemplate {
  /** The example's name in the document. */
  readonly name: string;
  /** One answer of the template, its exact bytes. */
  readonly example: ErrorAnswer;
  /** A regular expression every message of the template matches. */
  readonly messagePattern: string;
}

/**
 * Error answers of one status: the kinds of `errorAnswers` it can carry (or templates of answers
 * whose message carries part of the request). The document gives the status one body schema (the
 * `cod` of those bodies, exactly, and their messages) and each kind's exact body as an example.
 * @internal
 */
export interface ContractErrors {
  readonly status: number;
  readonly description: string;
  readonly errors: readonly (WeatherErrorKind | ContractErrorTemplate)[];
}

/** One `GET` route of the service. @internal */
export interface ContractRoute {
  readonly path: string;
  readonly operationId: string;
  readonly summary: string;
  readonly description: string;
  readonly parameters: readonly ContractParameter[];
  /** The response headers every answer of the route carries, in the service's order. */
  readonly headers: readonly string[];
  readonly responses: readonly (ContractSuccess | ContractErrors)[];
}

/**
 * The body schemas the document holds as components, by name. A `$schema` key in them is dropped
 * there: the document declares the dialect (`jsonSchemaDialect`) once.
 * @internal
 */
export const contractSchemas: Readonly<Record<string, JsonSchema>> = {
  WeatherRecord: weatherRecordSchema,
  CurrentWeatherRecord: currentWeatherRecordSchema,
  GeocodingZip: geocodingZipSchema,
  GeocodingPlaces: {
    type: 'array',
    description: 'The places found, best first (at most `limit`); `[]` when none.',
    maxItems: 5,
    items: geocodingPlaceSchema,
  },
};

/** The seed and clock of the example records: fixed, so the document is the same on every build. */
const EXAMPLE_SEED = 0;
const EXAMPLE_TIME = Date.UTC(2024, 5, 1, 18);

/**
 * The record the double answers for 94040,us in `units` and `shape` at the example seed and clock,
 * as parsed JSON.
 */
function exampleRecord(units: Units, shape: RecordShape = 'specification'): unknown {
  const generator = createWeatherGenerator({ seed: EXAMPLE_SEED, now: () => EXAMPLE_TIME, shape });
  return JSON.parse(serializeWeatherRecord(generator.record({ zip: '94040,us', units })));
}

/** What the double answers to `GET {path}?{query}` at the example seed and clock, as parsed JSON. */
function exampleAnswer(path: string, query: string): unknown {
  const endpoint = createWeatherEndpoint({ seed: EXAMPLE_SEED, now: () => EXAMPLE_TIME });
  const url = `https://api.openweathermap.org${path}?${query}&appid=example-key`;
  const answer = endpoint.respond({ method: 'GET', url });
  if (answer.status !== 200) throw new Error(`GET ${path}?${query} answers ${answer.status}, not 200.`);
  return JSON.parse(answer.body);
}

/** The 400 answer to an `id` that is not a number: its message carries the value. */
const notCityId: ContractErrorTemplate = {
  name: 'notCityId',
  example: notCityIdAnswer('abc'),
  messagePattern: '^.* is not a city ID$',
};

const coordinateParameters = (what: string): ContractParameter[] => [
  {
    name: 'lat',
    description: `Latitude of ${what}, decimal degrees (-90 to 90). Outside that range or not a number: 400 "wrong latitude". Goes with \`lon\`.`,
    schema: { type: 'number' },
    examples: { london: { summary: 'London', value: '51.5085' } },
  },
  {
    name: 'lon',
    description: `Longitude of ${what}, decimal degrees (-180 to 180). Outside that range or not a number: 400 "wrong longitude". Goes with \`lat\`.`,
    schema: { type: 'number' },
    examples: { london: { summary: 'London', value: '-0.1257' } },
  },
];

const limitParameter: ContractParameter = {
  name: 'limit',
  description:
    'How many places at most, 1 to 5. Absent or not a number: 5; a number outside 1..5 is brought into it.',
  schema: { type: 'integer', default: 5 },
};

/** The current weather operation: `GET /data/2.5/weather`. @internal */
export const weatherRoute: ContractRoute = {
  path: WEATHER_PATH,
  operationId: 'getCurrentWeather',
  summary: 'Current weather for one location',
  description:
    'Returns the current weather record for one location, chosen by coordinates (`lat` and `lon`), city ID (`id`), city name (`q`) or postal code (`zip`); when several are given, the first of that order wins. The key is checked first (401), then the location (400 without one or with wrong coordinates, 404 when it names no place). `id`, `name` and `coord` follow the form of the query: `id` 0 and the postal code\'s place for `zip`, the nearest city\'s GeoNames ID and name otherwise (`id` 0, `name` "" and no `sys.country` at sea), `coord` the requested coordinates. The body is minified, in the key order of the schema.',
  parameters: [
    ...coordinateParameters('the place'),
    {
      name: 'id',
      description:
        'A city ID (GeoNames), e.g. 2643743 for London. Not a number: 400 "{id} is not a city ID"; 0: 400 "Invalid ID"; no such city: 404 "city not found".',
      schema: { type: 'integer' },
      examples: { london: { summary: 'London', value: '2643743' } },
    },
    {
      name: 'q',
      description:
        'A city name: `{city}`, `{city},{country}` or `{city},{state},{country}` (country ISO 3166, any case); the most populous city of that name. No such city: 404 "city not found".',
      schema: { type: 'string' },
      examples: { london: { summary: 'London, GB', value: 'London,GB' } },
    },
    {
      name: 'zip',
      description:
        'Postal code: `{code}` or `{code},{country}` (ISO 3166 alpha-2, any case); without a country the search is in the US. Without it (or empty) the answer is 400 "Nothing to geocode".',
      schema: { type: 'string' },
      examples: {
        withCountry: { summary: 'A postal code and its country', value: '94040,us' },
        usOnly: { summary: 'A US ZIP code', value: '94040' },
      },
    },
    {
      name: 'units',
      description:
        'Unit system: `standard` (kelvin, m/s; the default), `metric` (°C, m/s) or `imperial` (°F, miles/hour). The service answers an unknown value in kelvin, as if it were absent.',
      schema: { type: 'string', enum: ['standard', 'metric', 'imperial'], default: 'standard' },
    },
  ],
  headers: WEATHER_HEADER_NAMES,
  responses: [
    {
      status: 200,
      description:
        "The current weather record (`cod` is the number 200): the specification's shape (`WeatherRecord`, with `sys.message`), or the shape the service sends today (`CurrentWeatherRecord`: `feels_like`, `sea_level`, `grnd_level`, `gust`, `rain`/`snow`, `timezone`, no `sys.message`). The two exclude each other.",
      schema: ['WeatherRecord', 'CurrentWeatherRecord'],
      examples: {
        imperial: { summary: '94040,us in imperial units', value: exampleRecord('imperial') },
        metric: { summary: '94040,us in metric units', value: exampleRecord('metric') },
        standard: { summary: '94040,us without units (kelvin, m/s)', value: exampleRecord('standard') },
        current: {
          summary: '94040,us in imperial units, in the shape the service sends today',
          value: exampleRecord('imperial', 'current'),
        },
      },
    },
    {
      status: 400,
      description: 'No location to look up, wrong coordinates, or an ID that is not one.',
      errors: ['nothingToGeocode', 'wrongLatitude', 'wrongLongitude', 'invalidId', notCityId],
    },
    ...sharedErrors('notFound', 'The location names no place.'),
  ],
};

/**
 * The answers every route shares, around its own 404: 401, 414, 429 and 500.
 */
function sharedErrors(notFound: WeatherErrorKind | undefined, notFoundDescription: string) {
  return [
    { status: 401, description: 'A missing, empty or unknown key.', errors: ['unauthorized'] },
    ...(notFound === undefined
      ? []
      : [{ status: 404, description: notFoundDescription, errors: [notFound] }]),
    { status: 414, description: 'A request target over 8192 characters.', errors: ['uriTooLong'] },
    { status: 429, description: 'Too many requests for the key’s subscription.', errors: ['rateLimited'] },
    { status: 500, description: 'An internal error of the service.', errors: ['serverError'] },
  ] satisfies ContractErrors[];
}

/** The Geocoding API's postal code lookup: `GET /geo/1.0/zip`. @internal */
export const geocodingZipRoute: ContractRoute = {
  path: OPERATION_PATHS.geocodingZip,
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
  headers: WEATHER_HEADER_NAMES,
  responses: [
    {
      status: 200,
      description: 'The place of the postal code.',
      schema: 'GeocodingZip',
      examples: {
        beverlyHills: {
          summary: '90210,US',
          value: exampleAnswer(OPERATION_PATHS.geocodingZip, 'zip=90210,US'),
        },
      },
    },
    { status: 400, description: 'No postal code to look up.', errors: ['nothingToGeocode'] },
    ...sharedErrors('geocodingNotFound', 'No place has the postal code.'),
  ],
};

/** The Geocoding API's search by name: `GET /geo/1.0/direct`. @internal */
export const geocodingDirectRoute: ContractRoute = {
  path: OPERATION_PATHS.geocodingDirect,
  operationId: 'getPlacesByName',
  summary: 'Places by name (Geocoding API)',
  description:
    'Returns the places of a name, the most populous first, at most `limit`; `[]` when none. The key is checked first (401), then the name (400 without one).',
  parameters: [
    {
      name: 'q',
      description: 'A city name: `{city}`, `{city},{country}` or `{city},{state},{country}`.',
      required: true,
      schema: { type: 'string' },
      examples: { london: { summary: 'London, GB', value: 'London,GB' } },
    },
    limitParameter,
  ],
  headers: WEATHER_HEADER_NAMES,
  responses: [
    {
      status: 200,
      description: 'The places of that name, best first.',
      schema: 'GeocodingPlaces',
      examples: {
        london: {
          summary: 'London,GB, limit 2',
          value: exampleAnswer(OPERATION_PATHS.geocodingDirect, 'q=London,GB&limit=2'),
        },
      },
    },
    { status: 400, description: 'No name to look up.', errors: ['nothingToGeocode'] },
    ...sharedErrors(undefined, ''),
  ],
};

/** The Geocoding API's search near coordinates: `GET /geo/1.0/reverse`. @internal */
export const geocodingReverseRoute: ContractRoute = {
  path: OPERATION_PATHS.geocodingReverse,
  operationId: 'getPlacesNear',
  summary: 'Places near coordinates (Geocoding API)',
  description:
    'Returns the places nearest to the coordinates, nearest first, at most `limit`; `[]` at sea. The key is checked first (401), then the coordinates (400 when wrong).',
  parameters: [...coordinateParameters('the point'), limitParameter],
  headers: WEATHER_HEADER_NAMES,
  responses: [
    {
      status: 200,
      description: 'The places nearest to the coordinates, nearest first.',
      schema: 'GeocodingPlaces',
      examples: {
        london: {
          summary: '51.5085,-0.1257, limit 1',
          value: exampleAnswer(OPERATION_PATHS.geocodingReverse, 'lat=51.5085&lon=-0.1257&limit=1'),
        },
      },
    },
    { status: 400, description: 'Wrong coordinates.', errors: ['wrongLatitude', 'wrongLongitude'] },
    ...sharedErrors(undefined, ''),
  ],
};

/** Every route the document describes, in its order. @internal */
export const contractRoutes: readonly ContractRoute[] = [
  weatherRoute,
  geocodingZipRoute,
  geocodingDirectRoute,
  geocodingReverseRoute,
];
