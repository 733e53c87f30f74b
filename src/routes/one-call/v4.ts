/**
 * One Call API 4.0 (`GET /data/4.0/onecall/current`, `/timeline/1min`, `/15min`, `/1h`, `/1day`),
 * from the service's page (https://openweathermap.org/api/one-call-4; docs/one-call-4.md) and the
 * same timeline as One Call 3.0:
 *
 * - Every answer is `{lat, lon, timezone, timezone_offset, data[], prev?, next?}`; `data` items are
 *   One Call 3.0's (`current`, `minutely`, `hourly`, `daily` without `summary`), each with `alerts`,
 *   the IDs of the alerts the weather raises over it (src/model/alerts.ts), when there are some.
 * - `current`: one record, 3.0's `current` at the same clock; its `alerts` the alerts 3.0 reports.
 * - `1min`: up to 60 minutes (`cnt`, default 60) from the first whole minute at or after the
 *   clock, 3.0's `minutely` values. No `start`, no pages (the page documents none).
 * - `15min`, `1h`, `1day`: pages of at most 50, 20, 10 records (`cnt` fewer) from the step
 *   holding `start` (default the clock): 15 minutes over the next 48 hours; hours from 1979 to 48
 *   hours ahead; local dates from 1979 to 1.5 years ahead. `prev` and `next` are the URLs of the
 *   page before and after (`start` moved by `cnt` steps; absent past the span's ends), as the
 *   page's examples write them.
 */

import { closedObject, integer, latitude, longitude, number, UNIX_MAX } from '../../answer-schema/helpers.js';
import { type AnswerSchema, ordered, orderOf, validatorOf } from '../../answer-schema/index.js';
import { localDay } from '../../derived/daily-time.js';
import { alertsAt, alertsOverlapping, type RaisedAlert } from '../../model/alerts.js';
import { type OneCallObservation, type OneCallWorld, worldAt } from '../../model/one-call-world.js';
import type { Query } from '../../service/query.js';
import { ROUTE_PATHS, SERVICE_ORIGIN, type Units } from '../../service/vocabulary.js';
import { coordinateParameters, langParameter, unitsParameter, unixTimeParameter } from '../contract.js';
import {
  coordinateErrors,
  coordinateLocationOf,
  coordinateResponses,
  coordinatesOf,
  unixSecondsOf,
} from '../coordinates-only.js';
import type { AnswerContext } from '../generate-shared.js';
import type { OneInteractionPact } from '../pact-types.js';
import { placeProbe } from '../probes-shared.js';
import type { CliKind, ContractParameter, JsonSchema, Route, RouteResult, World } from '../route.js';
import { currentItem, type DaySource, dayItem, hourItem, localSun, offsetsOver, zoneOf } from './answer.js';
import { PACT_WEATHER_STATE, SOMETIMES_SENT } from './pact.js';
import {
  dayTemperatures,
  measures,
  minuteProperties,
  momentUpTo,
  observationProperties,
  pop,
  precipitation1h,
  speed,
  weather,
} from './schema.js';

/** The One Call 4.0 endpoints. @internal */
export type OneCall4Step = 'current' | '1min' | '15min' | '1h' | '1day';

type OneCall4Name =
  | 'oneCall4Current'
  | 'oneCall4Minutely'
  | 'oneCall4Quarterly'
  | 'oneCall4Hourly'
  | 'oneCall4Daily';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;
/** The first moment of the timelines' history: 1979-01-01T00:00:00Z (the page: 47 years). */
const HISTORY_FIRST = 283_996_800;

/** A timeline's step, its page size (the page's "up to"), and its span around the clock. @internal */
export interface Timeline {
  readonly seconds: number;
  readonly most: number;
  /** The first and last (excluded) step starts the timeline has at the clock `now`. */
  readonly span: (now: number) => readonly [number, number];
}

/** The timelines' steps, page sizes and spans. @internal */
export const TIMELINES: Readonly<Record<Exclude<OneCall4Step, 'current'>, Timeline>> = {
  '1min': { seconds: MINUTE, most: 60, span: (now) => [now, now + HOUR] },
  '15min': {
    seconds: 15 * MINUTE,
    most: 50,
    span: (now) => [Math.floor(now / 900) * 900, Math.floor(now / 900) * 900 + 48 * HOUR],
  },
  '1h': {
    seconds: HOUR,
    most: 20,
    span: (now) => [HISTORY_FIRST, Math.floor(now / HOUR) * HOUR + 48 * HOUR],
  },
  '1day': { seconds: DAY, most: 10, span: (now) => [HISTORY_FIRST, now + 548 * DAY] },
};

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

// ---- the schemas ---------------------------------------------------------------------------

const TIME_MAX = UNIX_MAX + 600 * DAY;
const time = momentUpTo(TIME_MAX);
const alertIds = {
  type: 'array',
  minItems: 1,
  items: { type: 'string', minLength: 1 },
  description: 'The IDs of the alerts the weather raises over the record, when there are some.',
} as const;

const currentItemSchema = closedObject(
  { ...observationProperties(time), alerts: alertIds },
  'wind_gust',
  'rain',
  'snow',
  'alerts',
) satisfies AnswerSchema;

const minuteItemSchema = closedObject(
  { ...minuteProperties(time), alerts: alertIds },
  'alerts',
) satisfies AnswerSchema;

/** A `15min` or `1h` item: `pop` before `weather`, as the page's 15-minute example has them. */
const stepItemSchema = (what: string) =>
  closedObject(
    {
      dt: time(`The ${what}, Unix seconds.`),
      ...measures,
      wind_gust: speed('Wind gust'),
      pop,
      weather,
      rain: precipitation1h('Rain'),
      snow: precipitation1h('Snow'),
      alerts: alertIds,
    },
    'rain',
    'snow',
    'alerts',
  ) satisfies AnswerSchema;

const dayItemSchema = closedObject(
  {
    dt: time('The day: the start of the local clock hour that holds its solar noon, Unix seconds.'),
    sunrise: time('Sunrise, Unix seconds; 0 on a polar day or night.'),
    sunset: time('Sunset, Unix seconds; 0 on a polar day or night.'),
    moonrise: time('Moonrise, Unix seconds; 0 on a day without one.'),
    moonset: time('Moonset, Unix seconds; 0 on a day without one.'),
    moon_phase: number('0 and 1 new moon, 0.5 full.', 0, 1, 2),
    ...dayTemperatures,
    pressure: measures.pressure,
    humidity: measures.humidity,
    dew_point: measures.dew_point,
    wind_speed: measures.wind_speed,
    wind_deg: measures.wind_deg,
    wind_gust: speed('The day’s strongest gust'),
    weather,
    clouds: measures.clouds,
    pop,
    rain: number('Rain of the day, mm, when any.', 0, 2000, 2),
    snow: number('Snow of the day, mm, when any.', 0, 2000, 2),
    uvi: measures.uvi,
    alerts: alertIds,
  },
  'rain',
  'snow',
  'alerts',
) satisfies AnswerSchema;

const link = (direction: string) =>
  ({
    type: 'string',
    pattern: '^https://api\\.openweathermap\\.org/data/4\\.0/onecall/timeline/',
    description: `The URL of the ${direction} page (the same query, \`start\` moved); absent at the span's end.`,
  }) as const;

/** The schema of one endpoint's answer. */
function answerSchema(step: OneCall4Step, title: string, item: AnswerSchema & JsonSchema, most: number) {
  const paged = step === '15min' || step === '1h' || step === '1day';
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title,
    description: `The body of GET ${ROUTE_PATHS[NAMES[step]]}.`,
    type: 'object',
    additionalProperties: false,
    required: ['lat', 'lon', 'timezone', 'timezone_offset', 'data'],
    properties: {
      lat: latitude('Requested latitude, 4 decimals.'),
      lon: longitude('Requested longitude, 4 decimals.'),
      timezone: { type: 'string', minLength: 1, description: 'IANA time zone of the place.' },
      timezone_offset: integer('Offset from UTC at the first record, seconds.', -50_400, 50_400),
      data: { type: 'array', minItems: 1, maxItems: most, items: item },
      ...(paged ? { prev: link('previous'), next: link('next') } : {}),
    },
  } as const satisfies AnswerSchema;
}

const NAMES = {
  current: 'oneCall4Current',
  '1min': 'oneCall4Minutely',
  '15min': 'oneCall4Quarterly',
  '1h': 'oneCall4Hourly',
  '1day': 'oneCall4Daily',
} as const satisfies Readonly<Record<OneCall4Step, OneCall4Name>>;

const SCHEMAS = {
  current: answerSchema('current', 'OneCall4Current', currentItemSchema, 1),
  '1min': answerSchema('1min', 'OneCall4Minutely', minuteItemSchema, 60),
  '15min': answerSchema('15min', 'OneCall4Quarterly', stepItemSchema('quarter hour'), 50),
  '1h': answerSchema('1h', 'OneCall4Hourly', stepItemSchema('hour'), 20),
  '1day': answerSchema('1day', 'OneCall4Daily', dayItemSchema, 10),
} as const;

// ---- the answers ---------------------------------------------------------------------------

type Item = Record<string, unknown>;

/** What an answer is made of: the place's timeline, the request, the clock. */
interface Asked {
  readonly lat: number;
  readonly lon: number;
  readonly units: Units;
  /** The observation's time at the clock (One Call 3.0's `current.dt`). */
  readonly clock: number;
  /** The first step's start (the page's), and how many records. */
  readonly first: number;
  readonly count: number;
}

const idsOf = (alerts: readonly RaisedAlert[]) => alerts.map((alert) => alert.id);
const withAlerts = (item: Item, ids: readonly string[]): Item =>
  ids.length > 0 ? { ...item, alerts: ids } : item;

function sampler(place: OneCallWorld): (t: number) => OneCallObservation {
  const memo = new Map<number, OneCallObservation>();
  return (t) => {
    let o = memo.get(t);
    if (o === undefined) {
      o = place.observationAt(t);
      memo.set(t, o);
    }
    return o;
  };
}

/** The records of one answer and the offset it reports. */
function records(step: OneCall4Step, place: OneCallWorld, asked: Asked): { items: Item[]; zoneAt: number } {
  const { lat, lon, units, clock, first, count } = asked;
  const sample = sampler(place);
  const { timezone } = zoneOf(lat, lon, clock);
  const offsetAt = offsetsOver(
    timezone,
    first - 2 * DAY,
    first + (count + 2) * (TIMELINES[step as '1h']?.seconds ?? DAY),
  );
  const overlapping = (from: number, to: number) =>
    idsOf(alertsOverlapping(sample, lat, lon, from, to, clock));
  if (step === 'current') {
    const observed = place.observationAt(clock);
    const dt = observed.dt;
    const item = currentItem(observed, dt, localSun(lat, lon, offsetAt, dt), lat, lon, units);
    return { items: [withAlerts({ ...item }, idsOf(alertsAt(sample, lat, lon, dt)))], zoneAt: dt };
  }
  if (step === '1min') {
    const items: Item[] = [];
    for (let k = 0; k < count; k += 1) {
      const dt = first + k * MINUTE;
      const p = place.precipitationAt(dt);
      items.push(withAlerts({ dt, precipitation: round4(p.rain + p.snow) }, overlapping(dt, dt + MINUTE)));
    }
    return { items, zoneAt: first };
  }
  if (step === '1day') {
    const lastHourly = Math.floor(clock / HOUR) * HOUR + 47 * HOUR;
    const source: DaySource = { sample, lat, lon, offsetAt, lastHourly, units };
    const today = localDay(first, offsetAt(first));
    const items: Item[] = [];
    for (let k = 0; k < count; k += 1) {
      const { summary: _summary, ...day } = dayItem(source, today + k);
      items.push(withAlerts(day, overlapping(day.dt - 12 * HOUR, day.dt + 12 * HOUR)));
    }
    return { items, zoneAt: first };
  }
  const seconds = TIMELINES[step].seconds;
  const items: Item[] = [];
  for (let k = 0; k < count; k += 1) {
    const dt = first + k * seconds;
    const item = hourItem(sample(dt), dt, localSun(lat, lon, offsetAt, dt), lat, lon, units);
    items.push(withAlerts({ ...item }, overlapping(dt, dt + seconds)));
  }
  return { items, zoneAt: first };
}

/**
 * What the `prev` and `next` links carry besides the place and `start`: whether `cnt` was given,
 * `units` and `lang` as given, and the key (`appid`; none: no `appid`).
 * @internal
 */
export interface LinkParts {
  readonly cntGiven: boolean;
  readonly units: string | undefined;
  readonly lang: string | undefined;
  readonly key: string | undefined;
}

/** The URL of another page: the same query with `start` moved, as the page's examples write it. */
function pageUrl(step: OneCall4Step, links: LinkParts, lat: number, lon: number, start: number, cnt: number) {
  const parts: string[] = [];
  // The 1-day example's links carry `cnt` first; the 15-minute one's none (its request had none).
  if (step === '1day' || links.cntGiven) parts.push(`cnt=${cnt}`);
  parts.push(`lat=${lat.toFixed(4)}`, `lon=${lon.toFixed(4)}`, `start=${start}`);
  if (links.units !== undefined) parts.push(`units=${encodeURIComponent(links.units)}`);
  if (links.lang !== undefined) parts.push(`lang=${encodeURIComponent(links.lang)}`);
  if (links.key !== undefined) parts.push(`appid=${encodeURIComponent(links.key)}`);
  return `${SERVICE_ORIGIN}${ROUTE_PATHS[NAMES[step]]}?${parts.join('&')}`;
}

const orders: Readonly<Record<OneCall4Step, ReturnType<typeof orderOf>>> = Object.freeze({
  current: orderOf(SCHEMAS.current),
  '1min': orderOf(SCHEMAS['1min']),
  '15min': orderOf(SCHEMAS['15min']),
  '1h': orderOf(SCHEMAS['1h']),
  '1day': orderOf(SCHEMAS['1day']),
});

/** A timeline's records asked: the first step's start, how many, the `cnt` asked, the span. @internal */
export interface Planned {
  readonly first: number;
  readonly count: number;
  readonly cnt: number;
  /** The observation's time at the clock (One Call 3.0's `current.dt`). */
  readonly observed: number;
  readonly span: readonly [number, number] | undefined;
}

/** Why a request's `start` or `cnt` is refused. @internal */
export type OneCall4Refusal = 'invalidCnt' | 'startOutOfRange';

/**
 * The records an endpoint answers at the clock `now` (Unix seconds) for `start` and `cnt` (a
 * whole number; absent: the defaults): `cnt` under 1 is refused, over the page size the page size;
 * `start` outside the timeline's span is refused.
 * @internal
 */
export function plan(
  step: OneCall4Step,
  place: OneCallWorld,
  now: number,
  start: number | undefined,
  cntAsked: number | undefined,
): Planned | { readonly problem: OneCall4Refusal } {
  const timeline = step === 'current' ? undefined : TIMELINES[step];
  let cnt = timeline?.most ?? 1;
  if (cntAsked !== undefined && timeline) {
    if (cntAsked < 1) return { problem: 'invalidCnt' };
    cnt = Math.min(cntAsked, timeline.most);
  }
  // Without `start`, the timelines start where One Call 3.0's parts do: at the observation's time.
  const observed = place.observationTime(now);
  let first = now;
  if (timeline && step !== '1min') {
    const from = start ?? observed;
    const [lowest, after] = timeline.span(observed);
    if (from < lowest || from >= after) return { problem: 'startOutOfRange' };
    first = step === '1day' ? from : Math.floor(from / timeline.seconds) * timeline.seconds;
  } else if (step === '1min') first = Math.ceil(observed / 60) * 60;
  const span = timeline?.span(observed);
  const count =
    timeline && span && step !== '1day'
      ? Math.max(1, Math.min(cnt, Math.ceil((span[1] - first) / timeline.seconds)))
      : cnt;
  return { first, count, cnt, observed, span };
}

/** The answer of an endpoint as planned, in the key order of its schema (its JSON is the body). @internal */
export function answerOf(
  step: OneCall4Step,
  place: OneCallWorld,
  where: { readonly lat: number; readonly lon: number; readonly units: Units },
  planned: Planned,
  links: LinkParts,
): Item {
  const { lat, lon, units } = where;
  const { first, count, cnt, observed, span } = planned;
  const timeline = step === 'current' ? undefined : TIMELINES[step];
  // The observation's time, as One Call 3.0 reads its alerts and hours from it.
  const { items, zoneAt } = records(step, place, { lat, lon, units, clock: observed, first, count });
  const { timezone, timezone_offset } = zoneOf(lat, lon, zoneAt);
  const body: Item = { lat: lat + 0, lon: lon + 0, timezone, timezone_offset, data: items };
  if (timeline && span && step !== '1min') {
    // `as number`: a paged timeline has at least one item (cnt ≥ 1), each with its `dt`.
    const firstDt = step === '1day' ? (items[0]?.dt as number) : first;
    const back = firstDt - cnt * timeline.seconds;
    const ahead = firstDt + count * timeline.seconds;
    if (firstDt > span[0]) body.prev = pageUrl(step, links, lat, lon, Math.max(back, span[0]), cnt);
    if (ahead < span[1]) body.next = pageUrl(step, links, lat, lon, ahead, cnt);
  }
  return ordered(body, orders[step]) as Item;
}

/** The answer of one endpoint to a request that passed the core's checks. */
function answer(step: OneCall4Step, query: Query, world: World): RouteResult {
  const where = coordinatesOf(query);
  if ('problem' in where) return where;
  const { lat, lon } = where;
  const now = Math.floor(world.now() / 1000);
  const cntText = query.get('cnt');
  const timeline = step === 'current' ? undefined : TIMELINES[step];
  const cntAsked =
    cntText === undefined || !timeline ? undefined : /^\s*\d{1,4}\s*$/.test(cntText) ? Number(cntText) : 0;
  const startText = query.get('start');
  const start = timeline && step !== '1min' && startText !== undefined ? unixSecondsOf(startText) : undefined;
  if (cntAsked === 0) return { problem: 'invalidCnt' };
  if (timeline && step !== '1min' && startText !== undefined && start === undefined) {
    return { problem: 'invalidStartFormat' };
  }
  const place = worldAt(world.answers.model, lat, lon);
  const planned = plan(step, place, now, start, cntAsked);
  if ('problem' in planned) return planned;
  const { first, count } = planned;
  const key = `oneCall4|${step}|${lat},${lon}|${query.units}|${first}|${count}|${Math.floor(now / (step === 'current' || step === '1min' ? 600 : HOUR))}|${query.unitsParam}|${query.get('lang')}|${query.key}|${cntText}`;
  const links: LinkParts = {
    cntGiven: cntText !== undefined,
    units: query.unitsParam,
    lang: query.get('lang'),
    key: query.key ?? '',
  };
  const body = world.memo(key, () =>
    JSON.stringify(answerOf(step, place, { lat, lon, units: query.units }, planned, links)),
  );
  return { body };
}

// ---- the routes ----------------------------------------------------------------------------

const startParameter = unixTimeParameter(
  'start',
  'The first record’s time, Unix seconds (default: the clock); the page’s span only (15 minutes: the next 48 hours; 1 hour: 1979 to 48 hours ahead; 1 day: 1979 to 1.5 years ahead). Not a number: 400 "Invalid date format"; outside the span: 400 "requested date is out of allowed range" (both naming `start`).',
  { examples: { dayAgo: { summary: 'a day before the clock', value: '1717200000' } } },
);
const cntParameter = (most: number): ContractParameter => ({
  name: 'cnt',
  description: `How many records, 1 to ${most} (more: ${most}, the page's "up to"). Not a positive whole number: 400 "Invalid cnt" naming \`cnt\`.`,
  schema: { type: 'integer', minimum: 1 },
  examples: { few: { summary: 'three records', value: '3' } },
});

/** What one endpoint's row says of itself. */
interface Parts {
  readonly summary: string;
  readonly description: string;
}

/**
 * One One Call 4.0 endpoint's row: its answer, the coordinates of 3.0, its probe checked by its
 * schema, its part of the OpenAPI document.
 * @internal
 */
export function oneCall4Route<S extends OneCall4Step, G extends object>(
  step: S,
  parts: Parts & {
    /** Its generator method and its kind of `generate --kind` (`./v4-generate.ts`). */
    readonly generate: (context: AnswerContext) => G;
    readonly cli: CliKind;
  },
): Route<(typeof NAMES)[S], OneInteractionPact<(typeof NAMES)[S]>, G> {
  const schema = SCHEMAS[step] as AnswerSchema & JsonSchema;
  const title = schema.title as string;
  const validate = validatorOf(schema, title);
  const timeline = (TIMELINES as Readonly<Record<string, Timeline | undefined>>)[step];
  const own = [
    ...(timeline ? (['invalidCnt'] as const) : []),
    ...(timeline && step !== '1min' ? (['invalidStartFormat', 'startOutOfRange'] as const) : []),
  ];
  const pact = {
    interactions: [
      {
        sets: ['oneCallInteractions'],
        key: NAMES[step],
        description: `a One Call 4.0 ${step} request for London${timeline ? ', 3 records' : ''}`,
        states: [PACT_WEATHER_STATE],
        query: { lat: '51.5085', lon: '-0.1257', ...(timeline ? { cnt: '3' } : {}) },
        // The double's own answer at the examples' clock, matched by the route's schema; `prev` and
        // `next` carry the clock, and are absent at a span's end.
        answer: {
          status: 200,
          schema: title,
          exampleFromDouble: true,
          unpinned: [...SOMETIMES_SENT, 'prev', 'next'],
        },
      },
    ],
  } as const satisfies OneInteractionPact<(typeof NAMES)[S]>;
  const route: Route<(typeof NAMES)[S], OneInteractionPact<(typeof NAMES)[S]>, G> = {
    name: NAMES[step],
    pact,
    generate: parts.generate,
    cli: parts.cli,
    path: ROUTE_PATHS[NAMES[step]],
    summary: parts.summary,
    answer: ({ query }, world) => answer(step, query, world),
    locationOf: coordinateLocationOf,
    probes: () => [
      placeProbe({ name: `One Call 4.0 ${step} at {place}`, validate, schema, coordinates: false }),
      { name: `One Call 4.0 ${step} at latitude 100`, query: 'lat=100&lon=0', expect: 'wrongLatitude' },
    ],
    schemas: { [title]: schema },
    contract: (examples) => ({
      operationId: `get${title}`,
      summary: parts.summary,
      description: parts.description,
      parameters: [
        ...coordinateParameters('the place'),
        ...(timeline && step !== '1min' ? [startParameter] : []),
        ...(timeline ? [cntParameter(timeline.most)] : []),
        unitsParameter,
        langParameter,
      ],
      responses: coordinateResponses(
        {
          status: 200,
          description: parts.summary,
          schema: title,
          examples: {
            london: {
              summary: 'London (the page’s example place), 3 records',
              value: examples.answer(route, `lat=51.5&lon=-0.1${timeline ? '&cnt=3' : ''}`),
            },
          },
        },
        'unauthorized',
        coordinateErrors(own, own.length > 0 ? ', a `start` or `cnt` that is not one' : ''),
      ),
    }),
  };
  return route;
}
