/**
 * `GET /data/2.5/history/station?id&type=tick|hour|day[&start][&end][&cnt]`: the retired weather
 * stations' history, as pyowm's `station_tick_history`, `station_hour_history` and
 * `station_day_history` call it (`{'id': station_ID, 'type': interval, 'cnt': limit}`), in the
 * shapes pyowm's fixtures recorded (2013) and its parser reads. The double's station `N` is the
 * city of ID `N` of its place data, measuring that city's weather timeline: a tick is one
 * observation of the timeline (the weather endpoint's, every 10 minutes), an hour or a day the
 * statistics of its ticks. A station that is no city: the recorded answer of a station without
 * data (`cnt` 0, `list` empty). Kelvin, hPa, %, m/s and mm whatever `units` (docs/history.md).
 * @internal
 */
import type { AnswerSchema } from '../../answer-schema/index.js';
import { validatorOf } from '../../answer-schema/index.js';
import type { WeatherErrorKind } from '../../service/error-answers.js';
import type { Query } from '../../service/query.js';
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { locationErrors, unixTimeParameter } from '../contract.js';
import { unixSecondsOf } from '../coordinates-only.js';
import { countOf } from '../forecast/family.js';
import type { RoutePact } from '../pact-types.js';
import { isLocationProblem, parseLocationParams } from '../places.js';
import { validatedBody } from '../probes-shared.js';
import type { ContractErrors, Route } from '../route.js';
import { mostRecords, STATION_HISTORY_TYPES, type StationHistoryAsk, stationHistoryOf } from './answer.js';
import { type StationHistoryMethods, stationHistoryKind, stationHistoryMethods } from './generate.js';
import type { StationHistoryType } from './types.js';

const statistic = {
  type: 'object',
  additionalProperties: false,
  required: ['v', 'c', 'mi', 'ma'],
  properties: {
    v: { type: 'number', description: 'The mean (rain: the total, mm).' },
    c: { type: 'integer', minimum: 1, description: 'How many ticks.' },
    mi: { type: 'number', description: 'The least.' },
    ma: { type: 'number', description: 'The most.' },
  },
} as const;

/** The body: ticks (flat measurements) or hours and days (statistics), in the recorded key order. */
const stationHistorySchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'StationHistory',
  description: `The body of GET ${ROUTE_PATHS.historyStation}.`,
  type: 'object',
  additionalProperties: false,
  required: ['message', 'cod', 'type', 'station_id', 'calctime', 'cnt', 'list'],
  properties: {
    message: { type: 'string', const: '' },
    cod: { type: 'string', const: '200' },
    type: { type: 'string', enum: ['tick', 'hour', 'day'] },
    station_id: { type: 'integer', description: 'The station asked.' },
    calctime: { description: 'A string for ticks, a number else (as recorded).' },
    cnt: { type: 'integer', minimum: 0 },
    list: {
      type: 'array',
      items: {
        type: 'object',
        required: ['dt'],
        properties: {
          temp: { description: 'Kelvin: a number (ticks) or statistics.' },
          pressure: { description: 'hPa: a number (ticks) or statistics.' },
          humidity: { description: '%: a number (ticks) or statistics.' },
          rain: { type: 'object', properties: { today: statistic } },
          wind: { type: 'object', properties: { speed: statistic, deg: { type: 'object' } } },
          main: { type: 'object', description: 'temp, humidity, pressure again (hours: and temp_max).' },
          dt: { type: 'integer', description: 'The tick, or the start of the hour or UTC day.' },
        },
      },
    },
  },
} as const satisfies AnswerSchema;

const validate = validatorOf(stationHistorySchema, 'StationHistory');

/** The span a query asks (`start`, `end`: Unix seconds; `cnt`: 0 when not a whole number from 1). */
function askOf(query: Query, type: StationHistoryType): StationHistoryAsk | { problem: WeatherErrorKind } {
  const [startText, endText] = [query.get('start'), query.get('end')];
  const start = unixSecondsOf(startText);
  if (startText !== undefined && start === undefined) return { problem: 'wrongStart' };
  const end = unixSecondsOf(endText);
  if (endText !== undefined && end === undefined) return { problem: 'wrongEnd' };
  return { start, end, cnt: countOf(query.get('cnt'), mostRecords(type), 0) };
}

/** @internal */
export const historyStation: Route<'historyStation', RoutePact, StationHistoryMethods> = {
  name: 'historyStation',
  path: ROUTE_PATHS.historyStation,
  generate: stationHistoryMethods,
  cli: stationHistoryKind,
  summary: "A weather station's history: ticks, hours or days (retired stations, as pyowm calls them)",
  /** The key (401), the station `id` (the weather endpoint's `id` errors), `type`, then the span. */
  answer({ query }, world) {
    const parsed = parseLocationParams({
      id: query.id ?? '',
      lat: undefined,
      lon: undefined,
      q: undefined,
      zip: undefined,
    });
    if (isLocationProblem(parsed)) return parsed;
    const typeText = query.get('type') ?? 'hour';
    if (!(STATION_HISTORY_TYPES as readonly string[]).includes(typeText))
      return { problem: 'typeNotStationType' };
    const type = typeText as StationHistoryType;
    const location = world.locate(parsed);
    const place = location === undefined ? undefined : world.answers.placeAt(location);
    const clock = place?.clock ?? Math.floor(world.now() / 1000);
    // A station that is no city has no data, whatever the span asked.
    const ask = place === undefined ? { cnt: 0 } : askOf(query, type);
    if ('problem' in ask) return ask;
    const result = stationHistoryOf(world.answers.model, place?.spot, Number(query.id), type, ask, clock);
    if ('problem' in result) return result;
    return { body: JSON.stringify(result.answer), ...(result.holds ? { holds: result.holds } : {}) };
  },
  probes: () => [
    {
      name: "the station history of London's city ID, three hours",
      query: 'id=2643743&type=hour&cnt=3',
      expect: validatedBody(validate, stationHistorySchema),
    },
  ],
  schemas: { StationHistory: stationHistorySchema },
  contract: (examples) => {
    const badRequest = locationErrors[0] as ContractErrors;
    return {
      operationId: 'getStationHistory',
      summary: "A weather station's history (retired stations 2.5)",
      description:
        "The retired weather stations' history, as pyowm calls it (`id`, `type`, `cnt`), in the shapes pyowm's recorded fixtures show. The double's station `N` is the city of ID `N` of its place data; a station that is no city answers the recorded 'no data' body (`cnt` 0). `type=tick`: the timeline's observations (what GET /data/2.5/weather reports, one each 10 minutes), flat; `type=hour` (default) and `day`: each whole hour or UTC day the clock has seen, the statistics of its ticks (`v` mean, `c` count, `mi`, `ma`), `rain.today` only when it rained. Without `start`: the `cnt` (default 60 ticks, 24 hours, 7 days) records up to `end` or the last one the clock has seen; with `start`: from the first record at or after it, `cnt` of them or up to `end`. At most 1008 ticks, 168 hours or 31 days (the first ones); from a year before the clock. Kelvin, hPa, %, m/s, mm whatever `units`. Errors (the double's choices): `type` other than tick, hour, day: 400 \"type must be tick, hour or day\"; `start`/`end` not Unix seconds, start after end, out of the year: the city history's 400s.",
      parameters: [
        {
          name: 'id',
          required: true,
          description: 'The station: a city ID of the double’s place data.',
          schema: { type: 'integer' },
          examples: { london: { summary: 'London', value: '2643743' } },
        },
        {
          name: 'type',
          description: '`tick`, `hour` (default) or `day`.',
          schema: { type: 'string', enum: ['tick', 'hour', 'day'] },
          examples: { tick: { summary: 'Ticks', value: 'tick' }, day: { summary: 'Days', value: 'day' } },
        },
        unixTimeParameter('start', 'The first record at or after it, Unix seconds.'),
        unixTimeParameter('end', 'The last record at or before it, Unix seconds.'),
        {
          name: 'cnt',
          description: 'How many records (ignored when not a whole number from 1).',
          schema: { type: 'integer', minimum: 1 },
          examples: { two: { summary: 'Two records', value: '2' } },
        },
      ],
      responses: [
        {
          status: 200,
          description: 'The records, or none for a station that is no city.',
          schema: 'StationHistory',
          examples: {
            london: {
              summary: 'London’s city ID, three hours',
              value: examples.answer(historyStation, 'id=2643743&type=hour&cnt=3'),
            },
          },
        },
        {
          ...badRequest,
          description: `${badRequest.description.replace(/\.$/, '')}, a type other than tick, hour or day, a bad start or end, or out of the year.`,
          errors: [
            ...badRequest.errors,
            'typeNotStationType',
            'wrongStart',
            'wrongEnd',
            'startAfterEnd',
            'timeOutOfRange',
          ],
        },
        ...locationErrors.slice(1),
      ],
    };
  },
};
