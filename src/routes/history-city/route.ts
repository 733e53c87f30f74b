/**
 * `GET history.openweathermap.org/data/2.5/history/city`: the History API's hourly history of one
 * place (coordinates, a city ID or a name, as the service's page lists them; a postal code is no
 * form of it), `type=hour`, the whole hours from `start` to `end` or `cnt` of them (`answer.ts`),
 * each what the weather endpoint reports when the clock reaches that hour. The service answers it
 * on its `history` host; the double answers every route on each of its hosts. The checks in order:
 * the location (the weather endpoint's 400s and 404), `type`, `start` and `end`, then the span.
 * @internal
 */
import type { Query } from '../../service/query.js';
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { langParameter, locationErrors, unitsParameter, unixTimeParameter } from '../contract.js';
import { unixSecondsOf } from '../coordinates-only.js';
import { countOf } from '../forecast/family.js';
import { historyLocation, historyLocationOf, historyLocationParameters } from '../history-place.js';
import { isLocationProblem } from '../places.js';
import { placeProbe, unlessEqual } from '../probes-shared.js';
import type { ContractErrors, ContractExamples, Route, RouteContract, RouteProblem } from '../route.js';
import { buildCityHistory, type HistoryAsk, historySpan } from './answer.js';
import { type CityHistoryMethods, cityHistoryKind, cityHistoryMethods } from './generate.js';
import { historyCityPact } from './pact.js';
import { cityHistorySchema, HISTORY_MOST_HOURS } from './schema.js';
import { serializeCityHistory } from './serialize.js';
import { validateCityHistory } from './validate.js';

const HOUR = 3600;

/**
 * `start`, `end` and `cnt` as the request gives them: `start` and `end` Unix seconds when given
 * (else 400 "wrong start" / "wrong end", as the air pollution history); `cnt` a whole number from 1,
 * ignored otherwise (the forecasts' rule).
 */
function askOf(query: Query): HistoryAsk | RouteProblem {
  const [startText, endText] = [query.get('start'), query.get('end')];
  const start = unixSecondsOf(startText);
  if (startText !== undefined && start === undefined) return { problem: 'wrongStart' };
  const end = unixSecondsOf(endText);
  if (endText !== undefined && end === undefined) return { problem: 'wrongEnd' };
  const cnt = countOf(query.get('cnt'), Number.MAX_SAFE_INTEGER, 0);
  return { start, end, cnt: cnt === 0 ? undefined : cnt };
}

/** The page's own place (Chicago) and a past morning, for the contract's example. */
const EXAMPLE_QUERY = 'lat=41.85&lon=-87.65&type=hour&start=1717200000&end=1717221600';

/** The city history's part of the OpenAPI document. */
function historyContract(examples: ContractExamples): RouteContract {
  const badRequest = locationErrors[0] as ContractErrors;
  return {
    operationId: 'getCityHistory',
    summary: 'History API: the hourly history of one location',
    description: `Served by the service on https://history.openweathermap.org (its History API's host; the double answers it on each of its hosts). Returns the whole hours from \`start\` to \`end\` (Unix seconds, both included: the first whole hour at or after \`start\`, the last at or before \`end\`), or \`cnt\` hours from \`start\` (with \`end\` too, the first \`cnt\` of them); without \`end\` and \`cnt\`, 24 hours; without \`start\`, the hours that end at \`end\` or at the clock's hour (the page's own example asks nothing but the place: "Count: 24"). Each hour is what GET /data/2.5/weather reports when the clock reaches it (today's shape: \`feels_like\`, \`gust\` when gusty, \`rain\`/\`snow\` of the hour), and what One Call's timemachine reports at that \`dt\`. The place: coordinates (\`city_id\` the nearest city's), \`id\` or \`q\`, with the weather endpoint's checks and errors; \`zip\` is no form of this API. Limits (the double's errors, no body of the service being recorded): \`type\` other than \`hour\`: 400 "type must be hour"; \`start\` or \`end\` not Unix seconds: 400 "wrong start" / "wrong end"; \`start\` after \`end\`: 400 "start must not be after end"; more than a week from the first hour to the last (${HISTORY_MOST_HOURS} hours): 400 "requested period must be at most one week"; a first hour before the same hour a year before the clock, or after the clock's hour: 400 "requested time is out of allowed range". The hours after the clock's hour are left out. \`calctime\` is the double's choice (0.0009 s plus 0.000086 s an hour). The body is minified, in the key order of the schema.`,
    parameters: [
      ...historyLocationParameters(),
      {
        name: 'type',
        description: 'The granularity: `hour`, the only one (also when absent or empty).',
        schema: { type: 'string', enum: ['hour'], default: 'hour' },
        examples: { hour: { summary: 'Hours', value: 'hour' } },
      },
      unixTimeParameter(
        'start',
        'The first moment, Unix seconds (UTC): the first whole hour at or after it.',
        {
          examples: { morning: { summary: '2024-06-01 00:00 UTC', value: '1717200000' } },
        },
      ),
      unixTimeParameter('end', 'The last moment, Unix seconds (UTC): the last whole hour at or before it.', {
        examples: { morning: { summary: '2024-06-01 06:00 UTC', value: '1717221600' } },
      }),
      {
        name: 'cnt',
        description: `How many hours, 1 to ${HISTORY_MOST_HOURS}, instead of \`end\` (with it, the first ones). Absent, empty, 0, negative, fractional or not a number: ignored.`,
        schema: { type: 'integer', minimum: 1, maximum: HISTORY_MOST_HOURS },
        examples: { three: { summary: 'Three hours', value: '3' } },
      },
      unitsParameter,
      langParameter,
    ],
    responses: [
      {
        status: 200,
        description: 'The hours asked, at most a week of them.',
        schema: 'CityHistory',
        examples: {
          chicago: {
            summary: "The page's place (41.85, -87.65), 2024-06-01 00:00 to 06:00 UTC",
            value: examples.answer(historyCity, EXAMPLE_QUERY),
          },
        },
      },
      {
        ...badRequest,
        description: `${badRequest.description.replace(/\.$/, '')}, a type other than hour, a start or end that is not Unix seconds, start after end, more than a week, or out of the year before the clock.`,
        errors: [
          ...badRequest.errors,
          'typeNotHour',
          'wrongStart',
          'wrongEnd',
          'startAfterEnd',
          'periodOverAWeek',
          'timeOutOfRange',
        ],
      },
      ...locationErrors.slice(1),
    ],
  };
}

/** @internal */
export const historyCity: Route<'historyCity', typeof historyCityPact, CityHistoryMethods> = {
  name: 'historyCity',
  pact: historyCityPact,
  generate: cityHistoryMethods,
  cli: cityHistoryKind,
  path: ROUTE_PATHS.historyCity,
  summary: 'Hourly history of one location, up to a week (History API, on history.openweathermap.org)',
  answer({ query }, world) {
    const parsed = historyLocation(query);
    if (isLocationProblem(parsed)) return parsed;
    const location = world.locate(parsed);
    if (location === undefined) return { problem: 'notFound' };
    const type = query.get('type');
    if (type !== undefined && type !== 'hour') return { problem: 'typeNotHour' };
    const ask = askOf(query);
    if ('problem' in ask) return ask;
    const place = world.answers.placeAt(location);
    const span = historySpan(ask, place.clock);
    if ('problem' in span) return span;
    const body = serializeCityHistory(buildCityHistory(world.answers.model, place, query.units, span));
    // The span is a function of the clock's hour (answer.ts): the bytes hold for that hour.
    const hour = Math.floor(place.clock / HOUR) * HOUR;
    return { body, holds: { from: hour, until: hour + HOUR } };
  },
  locationOf: historyLocationOf,
  /** The page's own request at London: the place alone, the 24 hours up to the clock's. */
  probes: () => [
    placeProbe({
      name: 'the city history at {place}, the last 24 hours (type=hour, no start)',
      query: '&type=hour',
      validate: (body) => validateCityHistory(body),
      schema: cityHistorySchema,
      coordinates: false,
      also: (body) => [
        unlessEqual(body, 'cnt', 24, 'a day of hours without start, end or cnt'),
        unlessEqual(body, 'city_id', 2643743, "London's city ID, the nearest city"),
      ],
    }),
  ],
  schemas: { CityHistory: cityHistorySchema },
  contract: historyContract,
};
