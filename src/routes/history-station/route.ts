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
import type { Observation, Spot } from '../../model/timeline.js';
import type { WeatherModel } from '../../model/weather-state.js';
import type { WeatherErrorKind } from '../../service/error-answers.js';
import type { Query } from '../../service/query.js';
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { calctime } from '../calctime.js';
import { locationErrors } from '../contract.js';
import { unixSecondsOf } from '../coordinates-only.js';
import { countOf } from '../forecast/family.js';
import { isLocationProblem, parseLocationParams } from '../places.js';
import { validatedBody } from '../probes-shared.js';
import type { ContractErrors, Route } from '../route.js';

const TICK = 600;
const HOUR = 3600;
const DAY = 86_400;
const YEAR = 365 * DAY;

/** Each type's step (seconds), its default and most records an answer holds. */
const TYPES = {
  tick: { step: TICK, fallback: 60, most: 1008 },
  hour: { step: HOUR, fallback: 24, most: 168 },
  day: { step: DAY, fallback: 7, most: 31 },
} as const;
type StationHistoryType = keyof typeof TYPES;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The statistics of some ticks' values, as the recorded hourly answer writes them. */
function stats(values: readonly number[]) {
  let sum = 0;
  let mi = Number.POSITIVE_INFINITY;
  let ma = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    sum += v;
    mi = Math.min(mi, v);
    ma = Math.max(ma, v);
  }
  return { v: round2(sum / values.length), c: values.length, mi: round2(mi), ma: round2(ma) };
}

/**
 * A tick: one observation of the timeline, its measurements flat and in `main` (recorded), in the
 * key order of the recorded hourly item (the recorded tick had `main` second: one order for both).
 */
function tickItem(o: Observation) {
  const main = { temp: o.temp, humidity: o.humidity, pressure: o.pressure };
  return { temp: o.temp, pressure: o.pressure, humidity: o.humidity, main, dt: o.dt };
}

/**
 * An hour or a day from `from`: the statistics of its ticks (`v` the mean, `c` how many, `mi`,
 * `ma`), in the recorded key order; `rain.today` the rain and snow of the period (mm: each tick's
 * rate over its 10 minutes), only when there was some; `wind.deg` the first tick's.
 */
function periodItem(ticks: readonly Observation[], from: number) {
  const temp = stats(ticks.map((o) => o.temp));
  const pressure = stats(ticks.map((o) => o.pressure));
  const humidity = stats(ticks.map((o) => o.humidity));
  const rates = ticks.map((o) => o.rain + o.snow);
  const fallen = rates.reduce((sum, rate) => sum + rate / 6, 0);
  const rain = fallen > 0 ? { rain: { today: { ...stats(rates), v: round2(fallen) } } } : {};
  return {
    temp,
    pressure,
    humidity,
    ...rain,
    wind: { speed: stats(ticks.map((o) => o.windSpeed)), deg: { v: (ticks[0] as Observation).windDeg } },
    main: { humidity, temp, temp_max: temp.ma, pressure },
    dt: from,
  };
}

/** The span asked: the first record's start and how many, or a problem. */
function spanOf(
  query: Query,
  type: StationHistoryType,
  last: number,
  clock: number,
): { first: number; count: number } | { problem: WeatherErrorKind } {
  const { step, fallback, most } = TYPES[type];
  const [startText, endText] = [query.get('start'), query.get('end')];
  const start = unixSecondsOf(startText);
  if (startText !== undefined && start === undefined) return { problem: 'wrongStart' } as const;
  const end = unixSecondsOf(endText);
  if (endText !== undefined && end === undefined) return { problem: 'wrongEnd' } as const;
  if (start !== undefined && end !== undefined && start > end) return { problem: 'startAfterEnd' } as const;
  const cnt = countOf(query.get('cnt'), most, 0);
  const lastAsked = Math.min(last, end === undefined ? last : end - ((((end - last) % step) + step) % step));
  let first: number;
  let count: number;
  if (start === undefined) {
    count = cnt || fallback;
    first = lastAsked - (count - 1) * step;
  } else {
    first = last - Math.floor((last - start) / step) * step;
    count = cnt || (end === undefined ? fallback : most);
  }
  if (first < clock - YEAR || (start ?? 0) > clock) return { problem: 'timeOutOfRange' } as const;
  count = Math.max(0, Math.min(count, most, Math.floor((lastAsked - first) / step) + 1));
  return { first, count };
}

/** The records of a station (its city's spot) from `first`, `count` of them. */
function records(model: WeatherModel, spot: Spot, type: StationHistoryType, first: number, count: number) {
  const { timeline } = model;
  const items: object[] = [];
  for (let k = 0; k < count; k += 1) {
    const from = first + k * TYPES[type].step;
    if (type === 'tick') {
      items.push(tickItem(timeline.observationAt(spot, from)));
      continue;
    }
    const ticks: Observation[] = [];
    const phase = timeline.observationTime(spot, from) - Math.floor(from / TICK) * TICK;
    for (let t = from + ((phase + TICK) % TICK); t < from + TYPES[type].step; t += TICK) {
      ticks.push(timeline.observationAt(spot, t));
    }
    items.push(periodItem(ticks, from));
  }
  return items;
}

/**
 * `calctime` as recorded: a string for ticks (`tick=0.0128total=1.1367`), a number for hours and
 * days (`0.1122`); the double's figures grow with the records.
 */
function calctimeOf(type: StationHistoryType, count: number): string | number {
  if (type !== 'tick') return calctime(count, 0.11, 0.0022);
  const tick = calctime(count, 0.0004, 0.0004);
  return `tick=${tick.toFixed(4)}total=${(tick + 1.1239).toFixed(4)}`;
}

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

/** @internal */
export const historyStation: Route<'historyStation'> = {
  name: 'historyStation',
  path: ROUTE_PATHS.historyStation,
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
    if (!Object.hasOwn(TYPES, typeText)) return { problem: 'typeNotStationType' };
    const type = typeText as StationHistoryType;
    const station = Number(query.id);
    const location = world.locate(parsed);
    const place = location === undefined ? undefined : world.answers.placeAt(location);
    const clock = place?.clock ?? Math.floor(world.now() / 1000);
    const hour = Math.floor(clock / HOUR) * HOUR;
    const head = { message: '', cod: '200', type, station_id: station };
    if (place === undefined) {
      return { body: JSON.stringify({ ...head, calctime: calctimeOf(type, 0), cnt: 0, list: [] }) };
    }
    const { timeline } = world.answers.model;
    // The bytes hold while the clock stays in its tick (ticks), its hour or its UTC day.
    const from =
      type === 'tick'
        ? timeline.observationTime(place.spot, clock)
        : type === 'hour'
          ? hour
          : Math.floor(clock / DAY) * DAY;
    const holds = { from, until: from + TYPES[type].step };
    // The last whole record the clock has seen: the tick it reports; the hour or day before its own.
    const last =
      type === 'tick'
        ? timeline.observationTime(place.spot, clock)
        : type === 'hour'
          ? hour - HOUR
          : Math.floor(clock / DAY) * DAY - DAY;
    const span = spanOf(query, type, last, clock);
    if ('problem' in span) return { problem: span.problem };
    const list = records(world.answers.model, place.spot, type, span.first, span.count);
    const body = { ...head, calctime: calctimeOf(type, list.length), cnt: list.length, list };
    return { body: JSON.stringify(body), holds };
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
        {
          name: 'start',
          description: 'The first record at or after it, Unix seconds.',
          schema: { type: 'integer' },
        },
        {
          name: 'end',
          description: 'The last record at or before it, Unix seconds.',
          schema: { type: 'integer' },
        },
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
