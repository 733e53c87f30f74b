/**
 * The routes of the service as the OpenAPI document describes them: declarative entries (path,
 * query parameters, answers), each answer's schema and exact example bodies taken from the model
 * (the record schema, the generator, `errorAnswers`). `openapi.ts` turns them into the document; a
 * new route or answer is a new entry here, never a hand-written piece of OpenAPI.
 */
import type { WeatherErrorKind } from '../endpoint/bodies.js';
import { WEATHER_HEADER_NAMES, WEATHER_PATH } from '../endpoint/headers.js';
import { createWeatherGenerator } from '../generator/index.js';
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
 * Error answers of one status: the kinds of `errorAnswers` it can carry. The document gives the
 * status one body schema (the `cod` of those bodies, exactly, and their messages) and each kind's
 * exact body as an example.
 * @internal
 */
export interface ContractErrors {
  readonly status: number;
  readonly description: string;
  readonly errors: readonly WeatherErrorKind[];
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

/** The current weather operation: `GET /data/2.5/weather`. @internal */
export const weatherRoute: ContractRoute = {
  path: WEATHER_PATH,
  operationId: 'getCurrentWeather',
  summary: 'Current weather for one location',
  description:
    'Returns the current weather record for one location, chosen by postal code. The key is checked first (401), then the location (400 without one, 404 when it names no place). The body is minified, in the key order of the schema.',
  parameters: [
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
    { status: 400, description: 'No location to look up.', errors: ['nothingToGeocode'] },
    { status: 401, description: 'A missing, empty or unknown key.', errors: ['unauthorized'] },
    { status: 404, description: 'The location names no place.', errors: ['notFound'] },
    { status: 414, description: 'A request target over 8192 characters.', errors: ['uriTooLong'] },
    { status: 429, description: 'Too many requests for the key’s subscription.', errors: ['rateLimited'] },
    { status: 500, description: 'An internal error of the service.', errors: ['serverError'] },
  ],
};

/** Every route the document describes, in its order. @internal */
export const contractRoutes: readonly ContractRoute[] = [weatherRoute];
