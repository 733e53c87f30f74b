import { MatchersV3 } from '@pact-foundation/pact';
import type { AnswerSchema } from '../answer-schema/index.js';
import type { WeatherErrorBody } from '../record/types.js';
import { airPollutionSchema } from '../routes/air-pollution/schema.js';
import type { AirPollutionAnswer } from '../routes/air-pollution/types.js';
import { exampleAnswer } from '../routes/contract.js';
import { createWeatherGenerator } from '../routes/generator.js';
import { oneCallSchema, oneCallTimemachineSchema } from '../routes/one-call/schema.js';
import type { OneCallAnswer, OneCallTimemachineAnswer } from '../routes/one-call/types.js';
import { daySummarySchema } from '../routes/one-call-day-summary/schema.js';
import { overviewSchema } from '../routes/one-call-overview/schema.js';
import { routeTable } from '../routes/table.js';
import { uvIndexSchema } from '../routes/uvi/schema.js';
import { ROUTE_PATHS } from '../service/vocabulary.js';
import { exampleApiKey, type WeatherInteraction, weatherConsumerName } from './interactions.js';
import { jsonContentType, weatherErrorBody } from './matchers.js';

const { equal, integer, number, regex, string } = MatchersV3;

/**
 * The provider name of the pact of One Call 3.0 and the Air Pollution API: the same service, a pact
 * of its own (a provider that serves only the current weather verifies the weather pacts; one that
 * serves these too verifies this one as well).
 * @example
 * ```ts
 * const pact = new PactV4({ consumer: 'my-app', provider: oneCallProviderName });
 * ```
 */
export const oneCallProviderName = 'weather-service-one-call-and-air-pollution';

/** The file name Pact gives this pact: `<consumer>-<provider>.json`. @internal */
export const oneCallPactFileName = `${weatherConsumerName}-${oneCallProviderName}.json`;

/** The fields the service sends only sometimes: when gusty, while it rains or snows, when there are alerts. */
const SOMETIMES: ReadonlySet<string> = new Set(['wind_gust', 'rain', 'snow', 'alerts']);

/**
 * A copy of an answer with only the fields the service always sends: the
 * fields it sends only sometimes (`wind_gust`, `rain`, `snow`, `alerts`) are not pinned, since Pact
 * cannot say "optional" and ignores keys a provider adds.
 * @internal
 */
export function alwaysSent(value: unknown, schema: AnswerSchema): unknown {
  if (Array.isArray(value)) return value.map((item) => alwaysSent(item, schema.items ?? {}));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (!SOMETIMES.has(key)) out[key] = alwaysSent(child, schema.properties?.[key] ?? {});
  }
  return out;
}

/**
 * The Pact matcher of a body by its JSON Schema: every field the example has, with its type
 * (integers by `integer()`, other numbers by `number()`, strings with a pattern by `regex()`, other
 * strings by `string()`); an array by the rules of its first item for every item (`$.hourly[*].temp`)
 * and its length (61 minutes, 48 hours, 8 days, the example's count of air pollution items; at least
 * one condition in `weather`), the mock answering the example's own items.
 * @internal
 */
export function bodyBySchema(value: unknown, schema: AnswerSchema): unknown {
  if (Array.isArray(value)) {
    if (value.length === 0) return value;
    // One rule set for every item (`$.hourly[*].temp`), from the first; the other items are the
    // example's own values, so the mock server answers the real series (61 minutes a minute apart).
    const [first, ...rest] = value;
    return {
      'pact:matcher:type': 'type',
      min: schema.minItems ?? value.length,
      ...(schema.minItems === undefined || schema.maxItems !== undefined
        ? { max: schema.maxItems ?? value.length }
        : {}),
      value: [bodyBySchema(first, schema.items ?? {}), ...rest],
    };
  }
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      out[key] = bodyBySchema(child, schema.properties?.[key] ?? {});
    }
    return out;
  }
  if (typeof value === 'number') return schema.type === 'integer' ? integer(value) : number(value);
  if (typeof value === 'string') return schema.pattern ? regex(schema.pattern, value) : string(value);
  return equal(value);
}

/**
 * The Pact body matcher of a One Call answer (`GET /data/3.0/onecall`): every field the service
 * always sends, in every part the example holds, with its type; arrays by their length and the rules of their items.
 * @param example - the answer the mock server answers with.
 * @example
 * ```ts
 * import { oneCallBody } from 'weather-double/pact';
 * builder.jsonBody(oneCallBody(generator.oneCall({ lat: 51.5085, lon: -0.1257 })));
 * ```
 */
export function oneCallBody(example: OneCallAnswer): unknown {
  return bodyBySchema(alwaysSent(example, oneCallSchema), oneCallSchema);
}

/**
 * The Pact body matcher of an air pollution answer, as {@link oneCallBody}.
 * @param example - the answer the mock server answers with.
 * @example
 * ```ts
 * import { airPollutionBody } from 'weather-double/pact';
 * builder.jsonBody(airPollutionBody(generator.airPollution({ lat: 51.5085, lon: -0.1257 })));
 * ```
 */
export function airPollutionBody(example: AirPollutionAnswer): unknown {
  return bodyBySchema(alwaysSent(example, airPollutionSchema), airPollutionSchema);
}

/** The examples: the double's own answers at a fixed seed and clock, so the pact never changes. */
const EXAMPLE_AT = Date.UTC(2024, 5, 1, 18);
const LONDON = { lat: 51.5085, lon: -0.1257 };
const KEY = regex('^\\S+$', exampleApiKey);
const ACCEPT = { Accept: 'application/json' };

const everyState = 'the weather is reported at coordinates 51.5085,-0.1257';

/**
 * The provider states of {@link oneCallInteractions}: each holds for the double in its default
 * configuration (and for the real service with a valid key), with no set-up. Known without building
 * the interactions (their examples are computed answers).
 * @internal
 */
export const oneCallStates: readonly string[] = Object.freeze([
  everyState,
  'an API key is required',
  'coordinates are checked',
  'cities are listed from the place data',
]);

const citiesState = 'cities are listed from the place data';

/**
 * An interaction of a several-cities route (`group`, `find`, `box/city`): the double's own answer
 * to the query at the examples' seed and clock, matched by the route's schema.
 */
function citiesInteraction(
  description: string,
  route: typeof routeTable.group | typeof routeTable.find | typeof routeTable.boxCity,
  query: Record<string, string>,
): WeatherInteraction {
  const schema = Object.values(route.schemas)[0] as AnswerSchema;
  const search = Object.entries(query)
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const sent = alwaysSent(exampleAnswer(route, search), schema);
  return {
    description,
    states: [citiesState],
    request: { method: 'GET', path: route.path, query: { ...query, appid: KEY }, headers: ACCEPT },
    response: { status: 200, headers: jsonContentType(), body: bodyBySchema(sent, schema) },
    example: sent as WeatherInteraction['example'],
  };
}

function okInteraction(
  description: string,
  path: string,
  query: Record<string, string>,
  example: OneCallAnswer | OneCallTimemachineAnswer | AirPollutionAnswer,
  schema: AnswerSchema,
): WeatherInteraction {
  const sent = alwaysSent(example, schema);
  return {
    description,
    states: [everyState],
    request: { method: 'GET', path, query: { ...query, appid: KEY }, headers: ACCEPT },
    response: { status: 200, headers: jsonContentType(), body: bodyBySchema(sent, schema) },
    example: sent as WeatherInteraction['example'],
  };
}

function errorInteraction(
  description: string,
  state: string,
  path: string,
  query: WeatherInteraction['request']['query'],
  status: number,
  example: WeatherErrorBody,
): WeatherInteraction {
  return {
    description,
    states: [state],
    request: { method: 'GET', path, query, headers: ACCEPT },
    response: { status, headers: jsonContentType(), body: weatherErrorBody(example.cod, example.message) },
    example,
  };
}

const ONE_CALL = ROUTE_PATHS.oneCall;
const AIR = ROUTE_PATHS.airPollution;

/** The interactions of One Call's day summary and overview, the UV index API and One Call 2.5. */
function summaryInteractions(examples: ReturnType<typeof createWeatherGenerator>) {
  return {
    daySummary: okInteraction(
      'a One Call day summary request for London, 2024-05-31, in metric units',
      ROUTE_PATHS.oneCallDaySummary,
      { lat: '51.5085', lon: '-0.1257', date: '2024-05-31', units: 'metric' },
      examples.oneCallDaySummary(LONDON, { date: '2024-05-31', units: 'metric' }) as never,
      daySummarySchema,
    ),
    daySummaryInvalidDate: {
      description: 'a One Call day summary request with a date that is not YYYY-MM-DD',
      states: ['coordinates are checked'],
      request: {
        method: 'GET',
        path: ROUTE_PATHS.oneCallDaySummary,
        query: { lat: '51.5085', lon: '-0.1257', date: '2024-5-31', appid: KEY },
        headers: ACCEPT,
      },
      response: {
        status: 400,
        headers: jsonContentType(),
        body: { ...weatherErrorBody(400, 'Invalid date format'), parameters: equal(['date']) },
      },
      example: { cod: 400, message: 'Invalid date format', parameters: ['date'] } as WeatherErrorBody,
    },
    overview: okInteraction(
      'a One Call overview request for London, today',
      ROUTE_PATHS.oneCallOverview,
      { lat: '51.5085', lon: '-0.1257' },
      examples.oneCallOverview(LONDON) as never,
      overviewSchema,
    ),
    uvi: okInteraction(
      'a UV index request for London (the deprecated API)',
      ROUTE_PATHS.uvi,
      { lat: '51.5085', lon: '-0.1257' },
      examples.uvIndex(LONDON) as never,
      uvIndexSchema,
    ),
    oneCallRetired: errorInteraction(
      'a request to the retired One Call 2.5, with a key',
      'an API key is required',
      ROUTE_PATHS.oneCallRetired,
      { lat: '51.5085', lon: '-0.1257', appid: KEY },
      401,
      {
        cod: 401,
        message: 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.',
      },
    ),
  } satisfies Record<string, WeatherInteraction>;
}

function buildInteractions() {
  // Made on first use: the examples are computed answers (the air model reads the place data).
  const examples = createWeatherGenerator({ seed: 0, now: () => EXAMPLE_AT });
  return {
    oneCallDaily: okInteraction(
      'a One Call request for London in metric units, current and daily',
      ONE_CALL,
      { lat: '51.5085', lon: '-0.1257', units: 'metric', exclude: 'minutely,hourly' },
      examples.oneCall(LONDON, { units: 'metric', exclude: ['minutely', 'hourly'] }),
      oneCallSchema,
    ),
    oneCallHourly: okInteraction(
      'a One Call request for London, minutely and hourly',
      ONE_CALL,
      { lat: '51.5085', lon: '-0.1257', exclude: 'current,daily' },
      examples.oneCall(LONDON, { exclude: ['current', 'daily'] }),
      oneCallSchema,
    ),
    timemachine: okInteraction(
      'a One Call timemachine request for Warsaw at 2022-02-26 15:22:56 UTC',
      ROUTE_PATHS.oneCallTimemachine,
      { lat: '52.2297', lon: '21.0122', dt: '1645888976' },
      examples.oneCallTimemachine({ lat: 52.2297, lon: 21.0122 }, { dt: 1645888976 }),
      oneCallTimemachineSchema,
    ),
    oneCallUnauthorized: errorInteraction(
      'a One Call request without an API key',
      'an API key is required',
      ONE_CALL,
      { lat: '51.5085', lon: '-0.1257', appid: '' },
      401,
      {
        cod: 401,
        message:
          'Please note that using One Call 3.0 requires a separate subscription to the One Call by Call plan. Learn more here https://openweathermap.org/price. If you have a valid subscription to the One Call by Call plan, but still receive this error, then please see https://openweathermap.org/faq#error401 for more info.',
      },
    ),
    oneCallWrongLatitude: errorInteraction(
      'a One Call request at a latitude outside -90..90',
      'coordinates are checked',
      ONE_CALL,
      { lat: '100', lon: '0', appid: KEY },
      400,
      { cod: '400', message: 'wrong latitude' },
    ),
    ...summaryInteractions(examples),
    airPollution: okInteraction(
      'an air pollution request for London',
      AIR,
      { lat: '51.5085', lon: '-0.1257' },
      examples.airPollution(LONDON),
      airPollutionSchema,
    ),
    airPollutionForecast: okInteraction(
      'an air pollution forecast request for London',
      ROUTE_PATHS.airPollutionForecast,
      { lat: '51.5085', lon: '-0.1257' },
      examples.airPollution(LONDON, { kind: 'forecast' }),
      airPollutionSchema,
    ),
    airPollutionHistory: okInteraction(
      'an air pollution history request for London, 2024-06-01 00:00 to 06:00 UTC',
      ROUTE_PATHS.airPollutionHistory,
      { lat: '51.5085', lon: '-0.1257', start: '1717200000', end: '1717221600' },
      examples.airPollution(LONDON, { kind: 'history', start: 1717200000, end: 1717221600 }),
      airPollutionSchema,
    ),
    group: citiesInteraction('a group request for London and Moscow in metric units', routeTable.group, {
      id: '2643743,524901',
      units: 'metric',
    }),
    groupTooMany: errorInteraction(
      'a group request for 21 city IDs',
      citiesState,
      ROUTE_PATHS.group,
      { id: Array.from({ length: 21 }, () => '2643743').join(','), appid: KEY },
      400,
      { cod: '400', message: 'id list must be in range from 1 to 20' },
    ),
    find: citiesInteraction('a find request for two cities around London', routeTable.find, {
      lat: '51.5085',
      lon: '-0.1257',
      cnt: '2',
    }),
    boxCity: citiesInteraction('a box/city request for Greater London at zoom 6', routeTable.boxCity, {
      bbox: '-0.5,51.3,0.3,51.7,6',
    }),
  } satisfies Record<string, WeatherInteraction>;
}

type OneCallInteractions = Readonly<ReturnType<typeof buildInteractions>>;
let built: OneCallInteractions | undefined;
function interactions(): OneCallInteractions {
  if (built === undefined) built = Object.freeze(buildInteractions());
  return built;
}
const KEYS = [
  'oneCallDaily',
  'oneCallHourly',
  'timemachine',
  'oneCallUnauthorized',
  'oneCallWrongLatitude',
  'airPollution',
  'airPollutionForecast',
  'airPollutionHistory',
  'daySummary',
  'daySummaryInvalidDate',
  'overview',
  'uvi',
  'oneCallRetired',
  'group',
  'groupTooMany',
  'find',
  'boxCity',
] as const satisfies readonly (keyof OneCallInteractions)[];

/**
 * The interactions of One Call 3.0 and the Air Pollution API the shipped pact holds (provider
 * {@link oneCallProviderName}), for your own consumer tests with `addWeatherInteraction`:
 *
 * | key | request | response |
 * |---|---|---|
 * | `oneCallDaily` | `/data/3.0/onecall?lat=51.5085&lon=-0.1257&units=metric&exclude=minutely,hourly` | 200, `current` and 8 days |
 * | `oneCallHourly` | `…&exclude=current,daily` | 200, 61 minutes and 48 hours |
 * | `timemachine` | `/data/3.0/onecall/timemachine?lat=52.2297&lon=21.0122&dt=1645888976` | 200, `data[0]` |
 * | `oneCallUnauthorized` | One Call without a key | 401, One Call's own message |
 * | `oneCallWrongLatitude` | One Call at latitude 100 | 400 `wrong latitude` |
 * | `airPollution` | `/data/2.5/air_pollution?lat=51.5085&lon=-0.1257` | 200, one item |
 * | `airPollutionForecast` | `/data/2.5/air_pollution/forecast?…` | 200, 96 items |
 * | `airPollutionHistory` | `/data/2.5/air_pollution/history?…&start=1717200000&end=1717221600` | 200, 7 items |
 * | `daySummary` | `/data/3.0/onecall/day_summary?lat=51.5085&lon=-0.1257&date=2024-05-31&units=metric` | 200, the date's aggregates |
 * | `daySummaryInvalidDate` | `…/day_summary?…&date=2024-5-31` | 400 `Invalid date format`, `parameters` |
 * | `overview` | `/data/3.0/onecall/overview?lat=51.5085&lon=-0.1257` | 200, today's `weather_overview` |
 * | `uvi` | `/data/2.5/uvi?lat=51.5085&lon=-0.1257` | 200, the day's UV index (deprecated API) |
 * | `oneCallRetired` | `/data/2.5/onecall?lat=51.5085&lon=-0.1257` with a key | 401 `Invalid API key` (closed) |
 * | `group` | `/data/2.5/group?id=2643743,524901&units=metric` | 200, two cities |
 * | `groupTooMany` | `/data/2.5/group` with 21 IDs | 400 `id list must be in range from 1 to 20` |
 * | `find` | `/data/2.5/find?lat=51.5085&lon=-0.1257&cnt=2` | 200, two cities |
 * | `boxCity` | `/data/2.5/box/city?bbox=-0.5,51.3,0.3,51.7,6` | 200, one city (London) |
 *
 * @example
 * ```ts
 * import { addWeatherInteraction, oneCallInteractions, oneCallProviderName } from 'weather-double/pact';
 * const pact = new PactV4({ consumer: 'my-app', provider: oneCallProviderName });
 * await addWeatherInteraction(pact, oneCallInteractions.airPollution).executeTest(async (server) => { … });
 * ```
 */
export const oneCallInteractions: OneCallInteractions = Object.freeze(
  Object.defineProperties(
    {},
    Object.fromEntries(KEYS.map((key) => [key, { enumerable: true, get: () => interactions()[key] }])),
  ) as OneCallInteractions,
);
