/**
 * The Accumulated Parameters (`history.openweathermap.org/data/2.5/history/accumulated_temperature`
 * and `…/accumulated_precipitation`; https://openweathermap.org/api/accumulated-parameters): day by
 * day, the running total of a place's daily mean temperature (kelvin) or daily precipitation (mm)
 * from `start` to `end`, the days under `threshold` left out; from the same timeline as the city
 * history (docs/history.md).
 *
 * - **The answer**: a JSON array, one item a UTC date from `start`'s to `end`'s:
 *   `{"date":"2020-4-17","temp":574.37,"count":2}` (`rain` for precipitation), the service page's
 *   item with its unpadded date. The page shows no envelope; the same company's Agro API documents
 *   its identical call as a bare array, so a bare array it is.
 * - **Running totals**: `temp`/`rain` the sum of the counted days' values, `count` how many days
 *   were counted (each at least `threshold`), as the page's example reads (threshold 284 K, on the
 *   request's fourth day `count` 2 and `temp` 574.37, twice about 287 K) and the Agro API's (count
 *   1, 2, … 28 over 28 days).
 * - **A day's value**: the mean of the temperatures of its 24 whole UTC hours (kelvin), or the sum of
 *   their rain and snow of the hour (mm): the hours `/data/2.5/history/city` reports.
 * - **Limits** (the double's choices, no error body of these routes being recorded): `start` and
 *   `end` Unix seconds (else 400 "wrong start" / "wrong end"), `start` not after `end`, `start`
 *   from 1979-01-01 (the history's first day, One Call's timemachine's) to the clock (else 400
 *   "requested time is out of allowed range"), at most a year of days (366; else 400 "requested
 *   period must be at most one year"), `threshold` a number when given (else 400 "wrong
 *   threshold"); the days the clock has not seen to their end are left out.
 * @internal
 */
import { integer, number } from '../answer-schema/helpers.js';
import { type AnswerSchema, validatorOf } from '../answer-schema/index.js';
import type { Spot } from '../model/timeline.js';
import type { WeatherModel } from '../model/weather-state.js';
import type { Query } from '../service/query.js';
import { ROUTE_PATHS } from '../service/vocabulary.js';
import { locationErrors, unixTimeParameter } from './contract.js';
import { unixSecondsOf } from './coordinates-only.js';
import type { AnswerContext } from './generate-shared.js';
import { historyLocation, historyLocationOf, historyLocationParameters } from './history-place.js';
import type { RoutePact } from './pact-types.js';
import { isLocationProblem } from './places.js';
import { placeProbe } from './probes-shared.js';
import type {
  CliKind,
  ContractErrors,
  ContractParameter,
  JsonSchema,
  Route,
  RouteProblem,
  World,
} from './route.js';

const HOUR = 3600;
const DAY = 86_400;
/** The most days an answer holds: a year's, a leap year's too. @internal */
export const MOST_DAYS = 366;
/** The first day the service's history has: 1979-01-01 (One Call's timemachine's too). @internal */
export const HISTORY_FIRST = 283_996_800;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * One day of an accumulated temperature answer (`/data/2.5/history/accumulated_temperature`): its
 * UTC date, unpadded (`2020-4-17`), the running total of the counted days' mean temperatures
 * (kelvin), and how many days were counted.
 *
 * @example
 * ```ts
 * const day: AccumulatedTemperatureDay = { date: '2020-4-17', temp: 574.37, count: 2 };
 * ```
 */
export interface AccumulatedTemperatureDay {
  readonly date: string;
  readonly temp: number;
  readonly count: number;
}

/**
 * One day of an accumulated precipitation answer (`/data/2.5/history/accumulated_precipitation`):
 * its UTC date, unpadded, the running total of the counted days' rain and snow (mm), and how many
 * days were counted.
 *
 * @example
 * ```ts
 * const day: AccumulatedPrecipitationDay = { date: '2020-4-15', rain: 0.6, count: 2 };
 * ```
 */
export interface AccumulatedPrecipitationDay {
  readonly date: string;
  readonly rain: number;
  readonly count: number;
}

/** A day of either answer. */
type AccumulatedDay = AccumulatedTemperatureDay | AccumulatedPrecipitationDay;

/** Which total a route keeps. @internal */
export type AccumulatedKind = 'temperature' | 'precipitation';

/** Each kind's item key, unit and what a day's value is. */
const KINDS = {
  temperature: { key: 'temp', unit: 'kelvin', day: "the mean of the day's 24 hourly temperatures" },
  precipitation: { key: 'rain', unit: 'mm', day: "the rain and snow of the day's 24 hours" },
} as const;

/** What a request asks: the span (Unix seconds) and the threshold, when given. @internal */
export interface AccumulatedAsk {
  readonly start: number;
  readonly end: number;
  readonly threshold: number | undefined;
}

/** A decimal number, as `threshold` takes it. */
const DECIMAL = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)\s*$/;

/** `start`, `end` and `threshold` of a request, checked in that order. */
function askOf(query: Query): AccumulatedAsk | RouteProblem {
  const start = unixSecondsOf(query.get('start'));
  if (start === undefined) return { problem: 'wrongStart' };
  const end = unixSecondsOf(query.get('end'));
  if (end === undefined) return { problem: 'wrongEnd' };
  const text = query.get('threshold');
  const given = text !== undefined && text !== '';
  if (given && !DECIMAL.test(text)) return { problem: 'wrongThreshold' };
  if (start > end) return { problem: 'startAfterEnd' };
  return { start, end, threshold: given ? Number(text) : undefined };
}

/** The UTC date of a day's midnight as the page writes it: `2020-4-17`, unpadded. */
function dateOf(midnight: number): string {
  const date = new Date(midnight * 1000);
  return `${date.getUTCFullYear()}-${date.getUTCMonth() + 1}-${date.getUTCDate()}`;
}

/** A day's value at a place (its midnight, Unix seconds): see {@link KINDS}. */
function dayValue(model: WeatherModel, spot: Spot, midnight: number, kind: AccumulatedKind): number {
  let sum = 0;
  for (let hour = 0; hour < 24; hour += 1) {
    const o = model.timeline.observationAt(spot, midnight + hour * HOUR);
    sum += kind === 'temperature' ? o.temp : o.rain + o.snow;
  }
  return kind === 'temperature' ? sum / 24 : sum;
}

/**
 * The running totals of the days `ask` names at the clock `clock` (Unix seconds), or why none: a
 * function of the clock's hour, so an answer holds for that hour.
 * @internal
 */
export function runningTotals(
  model: WeatherModel,
  spot: Spot,
  ask: AccumulatedAsk,
  clock: number,
  kind: AccumulatedKind,
): AccumulatedDay[] | RouteProblem {
  const now = Math.floor(clock / HOUR) * HOUR;
  if (ask.start < HISTORY_FIRST || ask.start > now) return { problem: 'timeOutOfRange' };
  const first = Math.floor(ask.start / DAY) * DAY;
  const endDay = Math.floor(ask.end / DAY) * DAY;
  if (endDay - first >= MOST_DAYS * DAY) return { problem: 'periodOverAYear' };
  // The last day the clock has seen to its end, at most `end`'s.
  const last = Math.min(endDay, Math.floor(now / DAY) * DAY - DAY);
  const items: AccumulatedDay[] = [];
  let total = 0;
  let count = 0;
  for (let midnight = first; midnight <= last; midnight += DAY) {
    const value = dayValue(model, spot, midnight, kind);
    if (ask.threshold === undefined || value >= ask.threshold) {
      total += value;
      count += 1;
    }
    const date = dateOf(midnight);
    const sum = round2(total);
    items.push(kind === 'temperature' ? { date, temp: sum, count } : { date, rain: sum, count });
  }
  return items;
}

/** The answer of an accumulated route: the place (the History API's), the span and threshold, the days. */
function accumulatedAnswer(kind: AccumulatedKind) {
  return ({ query }: { readonly query: Query }, world: World) => {
    const parsed = historyLocation(query);
    if (isLocationProblem(parsed)) return parsed;
    const location = world.locate(parsed);
    if (location === undefined) return { problem: 'notFound' } as const;
    const ask = askOf(query);
    if ('problem' in ask) return ask;
    const { spot, clock } = world.answers.placeAt(location);
    const items = runningTotals(world.answers.model, spot, ask, clock, kind);
    if ('problem' in items) return items;
    const hour = Math.floor(clock / HOUR) * HOUR;
    return { body: JSON.stringify(items), holds: { from: hour, until: hour + HOUR } };
  };
}

/** The JSON Schema of an accumulated route's 200 body. @internal */
export function accumulatedSchema(kind: AccumulatedKind) {
  const { key, unit, day } = KINDS[kind];
  return {
    type: 'array',
    description: `One item a UTC date from start's to end's (the days the clock has seen to their end): the running total of ${day}, ${unit}, over the days counted so far.`,
    maxItems: MOST_DAYS,
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['date', key, 'count'],
      properties: {
        date: {
          type: 'string',
          description: 'The UTC date, year-month-day unpadded ("2020-4-17").',
          pattern: '^\\d{4}-\\d{1,2}-\\d{1,2}$',
        },
        [key]: number(
          `The sum of the counted days' values (${day}), ${unit}, up to 2 decimals.`,
          0,
          1_000_000,
          2,
        ),
        count: integer('How many days were counted so far (each at least `threshold`).', 0, MOST_DAYS),
      },
    },
  } as const satisfies AnswerSchema;
}

/** What an accumulated route's row says of itself (the rest is common to the two). @internal */
export interface AccumulatedRouteParts {
  /** Its 200 body's schema (`accumulatedSchema(kind)`) and its name in the OpenAPI document. */
  readonly schema: AnswerSchema & JsonSchema;
  readonly schemaName: string;
  /** The page's example request and its summary. */
  readonly example: { readonly summary: string; readonly query: string };
  /** `threshold`'s example (in the kind's unit). */
  readonly threshold: string;
}

/** The span and threshold parameters in the OpenAPI document. */
function spanParameters(kind: AccumulatedKind, threshold: string): ContractParameter[] {
  const { unit, day } = KINDS[kind];
  return [
    unixTimeParameter(
      'start',
      'The first day: its UTC date, Unix seconds. From 1979-01-01 to the clock, else 400 "requested time is out of allowed range"; not Unix seconds (absent too): 400 "wrong start".',
      { required: true, examples: { page: { summary: "The page's start", value: '1586853378' } } },
    ),
    unixTimeParameter(
      'end',
      'The last day: its UTC date, Unix seconds (the days the clock has not seen to their end are left out). Not Unix seconds (absent too): 400 "wrong end"; before start: 400 "start must not be after end"; more than 366 days from the first: 400 "requested period must be at most one year".',
      { required: true, examples: { page: { summary: "The page's end", value: '1589445367' } } },
    ),
    {
      name: 'threshold',
      description: `The smallest day's value counted (${day}), ${unit}; a day under it adds nothing. Absent or empty: every day counts; not a number: 400 "wrong threshold".`,
      schema: { type: 'number' },
      examples: { page: { summary: `${threshold} ${unit}`, value: threshold } },
    },
  ];
}

/**
 * An accumulated route's row: its answer, the History API's place, a probe checked by its schema,
 * and its part of the OpenAPI document.
 * @internal
 */
export function accumulatedRoute<
  N extends 'accumulatedTemperature' | 'accumulatedPrecipitation',
  G extends object,
>(
  name: N,
  kind: AccumulatedKind,
  parts: AccumulatedRouteParts & {
    /** Its generator method and its kind of `generate --kind` (`./accumulated-generate.ts`). */
    readonly generate: (context: AnswerContext) => G;
    readonly cli: CliKind;
  },
): Route<N, RoutePact, G> {
  const badRequest = locationErrors[0] as ContractErrors;
  const validate = validatorOf(parts.schema, 'accumulated');
  const operation = `Accumulated Parameters: the accumulated ${kind} at one location`;
  const route: Route<N, RoutePact, G> = {
    name,
    generate: parts.generate,
    cli: parts.cli,
    path: ROUTE_PATHS[name],
    summary: `Accumulated ${kind}, day by day (on history.openweathermap.org)`,
    answer: accumulatedAnswer(kind),
    locationOf: historyLocationOf,
    probes: () => [
      placeProbe({
        name: `the accumulated ${kind} at {place}, ${parts.example.summary}`,
        query: `&${parts.example.query.replace(/^lat=[^&]*&lon=[^&]*&/, '')}`,
        validate,
        schema: parts.schema,
        coordinates: false,
      }),
    ],
    schemas: { [parts.schemaName]: parts.schema },
    contract: (examples) => ({
      operationId: `get${parts.schemaName}`,
      summary: operation,
      description: `Served by the service on https://history.openweathermap.org (the double: each of its hosts). ${parts.schema.description} Place: lat+lon, id or q, the weather endpoint's errors; no zip. Kelvin and mm whatever \`units\`. The body is a bare array (docs/history.md says why).`,
      parameters: [...historyLocationParameters(), ...spanParameters(kind, parts.threshold)],
      responses: [
        {
          status: 200,
          description: operation,
          schema: parts.schemaName,
          examples: {
            page: { summary: parts.example.summary, value: examples.answer(route, parts.example.query) },
          },
        },
        {
          ...badRequest,
          description: `${badRequest.description.replace(/\.$/, '')}, a start or end that is not Unix seconds, start after end, a start before 1979 or after the clock, more than a year of days, or a threshold that is not a number.`,
          errors: [
            ...badRequest.errors,
            'wrongStart',
            'wrongEnd',
            'startAfterEnd',
            'timeOutOfRange',
            'periodOverAYear',
            'wrongThreshold',
          ],
        },
        ...locationErrors.slice(1),
      ],
    }),
  };
  return route;
}
