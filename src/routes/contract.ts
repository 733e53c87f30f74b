/**
 * What the routes' parts of the OpenAPI document share: the errors every route has and common
 * parameters. Their examples are the double's own answers, which a route's `contract(examples)`
 * is given (`./examples.ts`: a route module never imports the world, which assembles the table).
 * @internal
 */
import { notCityIdAnswer, type WeatherErrorKind } from '../service/error-answers.js';
import { UNIT_SYSTEMS } from '../service/vocabulary.js';
import type { ContractErrors, ContractErrorTemplate, ContractParameter, RouteMode } from './route.js';

/** `mode`, on a route that answers other formats than JSON. @internal */
export function modeParameter(modes: readonly RouteMode[]): ContractParameter {
  return {
    name: 'mode',
    description: `The answer's format: ${modes.map((m) => `\`${m}\``).join(' or ')}; JSON without it (or with any other value, \`json\` included). With \`xml\`, the route's 400 and 404 are XML too (\`<Error><cod>404</cod><message>city not found</message></Error>\`); the key's 401, the 414, 429 and 500 stay JSON.`,
    schema: { type: 'string', enum: [...modes] },
  };
}

/** The 400 answer to an `id` that is not a number: its message carries the value. @internal */
export const notCityId: ContractErrorTemplate = {
  name: 'notCityId',
  example: notCityIdAnswer('abc'),
  messagePattern: '^.* is not a city ID$',
};

/** `lat` and `lon`, of the place (weather) or the point (reverse geocoding). @internal */
export function coordinateParameters(what: string): ContractParameter[] {
  return [
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
}

/**
 * A moment as a query parameter (`start`, `end`, `from`, `to`): Unix seconds, a whole number;
 * `more` says whether it is required and gives its examples.
 * @internal
 */
export function unixTimeParameter(
  name: string,
  description: string,
  more: Pick<ContractParameter, 'required' | 'examples'> = {},
): ContractParameter {
  return { name, description, schema: { type: 'integer' }, ...more };
}

/** The `units` parameter. @internal */
export const unitsParameter: ContractParameter = {
  name: 'units',
  description:
    'Unit system: `standard` (kelvin, m/s; the default), `metric` (°C, m/s) or `imperial` (°F, miles/hour). The service answers an unknown value in kelvin, as if it were absent.',
  schema: { type: 'string', enum: [...UNIT_SYSTEMS], default: 'standard' },
};

/** `lang`, on every route whose answer has `weather[]` (src/service/languages.ts, docs/languages.md). @internal */
export const langParameter: ContractParameter = {
  name: 'lang',
  description:
    "Language of `weather[].description`: one of the service's codes (`de`, `fr`, `zh_cn`, `pt_br`, …; the aliases `sp`/`es`, `se`/`sv`, `ua`/`uk`), any case. `main` and every number stay as in English. A code the double has no translations for, and an unknown one, answer English, as the service answers an unknown code. One Call's daily `summary` is English whatever `lang`.",
  schema: { type: 'string', default: 'en' },
  examples: { german: { summary: 'German', value: 'de' } },
};

/** The Geocoding API's `limit`. @internal */
export const limitParameter: ContractParameter = {
  name: 'limit',
  description:
    'How many places at most, 1 to 5. Absent or not a number: 5; a number outside 1..5 is brought into it.',
  schema: { type: 'integer', default: 5 },
};

/** The answers every route shares, around its own 404: 401, 414, 429 and 500. @internal */
export function sharedErrors(
  notFound: WeatherErrorKind | undefined,
  notFoundDescription: string,
): ContractErrors[] {
  return [
    { status: 401, description: 'A missing, empty or unknown key.', errors: ['unauthorized'] },
    ...(notFound === undefined
      ? []
      : [{ status: 404, description: notFoundDescription, errors: [notFound] }]),
    { status: 414, description: 'A request target over 8192 characters.', errors: ['uriTooLong'] },
    { status: 429, description: 'Too many requests for the key’s subscription.', errors: ['rateLimited'] },
    { status: 500, description: 'An internal error of the service.', errors: ['serverError'] },
  ];
}

/**
 * The location parameters of the weather route and the forecasts (the same forms, checks and
 * errors): coordinates, `id`, `q`, `zip`; when several are given, the first of that order wins.
 * `zipExamples`: the route's examples of `zip` beside `94040,us` (each one a request of the golden
 * corpus).
 * @internal
 */
export function locationParameters(zipExamples: ContractParameter['examples'] = {}): ContractParameter[] {
  return [
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
        ...zipExamples,
      },
    },
  ];
}

/**
 * The parameters of a route that takes a location as the weather route does (the weather route and
 * the forecasts): the location (`zipExamples` as {@link locationParameters} takes them), `units`,
 * the route's own (`own`, in their order), then `mode` with the formats it answers besides JSON.
 * @internal
 */
export function locationRouteParameters(
  modes: readonly RouteMode[],
  own: readonly ContractParameter[],
  zipExamples?: ContractParameter['examples'],
): ContractParameter[] {
  return [...locationParameters(zipExamples), unitsParameter, ...own, modeParameter(modes)];
}

/** The errors of a route answering for one location (`locationParameters`): its 400s, then the shared ones with the 404. @internal */
export const locationErrors: readonly ContractErrors[] = [
  {
    status: 400,
    description: 'No location to look up, wrong coordinates, or an ID that is not one.',
    errors: ['nothingToGeocode', 'wrongLatitude', 'wrongLongitude', 'invalidId', notCityId],
  },
  ...sharedErrors('notFound', 'The location names no place.'),
];
