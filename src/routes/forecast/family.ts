/**
 * What the forecast family shares (the 5 day / 3 hour forecast, the 16-day daily and the hourly
 * one): the place a request names, `cnt`, the generator methods' options and the CLI kinds' `--cnt`.
 * The family's folders import it (and the slot builder, `slots.ts`) rather than each other's routes.
 * @internal
 */
import { assertKnownKeys, invalidOption } from '../../errors.js';
import type { Query } from '../../service/query.js';
import type { Units } from '../../service/vocabulary.js';
import { langParameter, locationErrors, locationRouteParameters } from '../contract.js';
import { type AnswerContext, unitsOf } from '../generate-shared.js';
import type { ParsedLocation, ResolvedLocation } from '../places.js';
import { isLocationProblem, LOCATION_OPTIONS, parseLocationParams, readLocationOption } from '../places.js';
import {
  encodeQueryValue,
  unitsName,
  unitsQuery,
  unlessEqual,
  type Validation,
  validatedBody,
} from '../probes-shared.js';
import type {
  CliFlag,
  CliKindOptions,
  ContractErrors,
  ContractExamples,
  ContractParameter,
  ContractSuccess,
  JsonSchema,
  ProbeSchema,
  Route,
  RouteContract,
  RouteProbe,
  RouteProblem,
  World,
} from '../route.js';

/**
 * The count a `cnt` value asks for, by the forecasts' rule: a whole number from 1 gives that many,
 * at most `max`; absent, empty, `0`, negative, fractional or not a number: `fallback`.
 * @internal
 */
export function countOf(cnt: string | undefined, max: number, fallback: number): number {
  if (cnt === undefined || !/^\d+$/.test(cnt)) return fallback;
  const n = Number(cnt);
  return n >= 1 ? Math.min(n, max) : fallback;
}

/**
 * The place a forecast request names, by the weather route's order of checks after the key: the
 * location (400 without one or with wrong coordinates, 404 when no place has it).
 * @internal
 */
export function forecastPlace(query: Query, world: World): ResolvedLocation | RouteProblem {
  const parsed = parseLocationParams(query);
  if (isLocationProblem(parsed)) return parsed;
  return world.locate(parsed) ?? { problem: 'notFound' };
}

/** The location a forecast request names, for scenarios' `location` targets (a route's `locationOf`). */
function forecastLocationOf(query: Query): ParsedLocation | undefined {
  const parsed = parseLocationParams(query);
  return isLocationProblem(parsed) ? undefined : parsed;
}

/**
 * Options of `generator.dailyForecast(location, options)` and `generator.hourlyForecast(location,
 * options)`.
 *
 * @example
 * ```ts
 * const options: DailyForecastOptions = { cnt: 16, units: 'metric', at: Date.parse('2024-06-01T20:16:00Z') };
 * ```
 */
export interface DailyForecastOptions {
  /**
   * How many days (1 to 16) or hours (1 to 96): the service's `cnt`.
   * @default 7 days; 96 hours
   */
  cnt?: number | undefined;
  /** Unit system of temperatures and wind speeds. @default 'standard' */
  units?: Units | undefined;
  /** The moment of the request: milliseconds since 1970 or a `Date`. @default the generator's `now()` */
  at?: number | Date | undefined;
}

/** The `cnt` of a forecast: its most, its default and what it counts. @internal */
export interface ForecastCount {
  readonly max: number;
  readonly default: number;
  readonly what: string;
}

/** A forecast kind's `--cnt` flag, from its count (`generate --kind forecast --cnt 8`). @internal */
export function cntFlag(counts: ForecastCount): CliFlag {
  return {
    name: 'cnt',
    type: 'integer',
    min: 1,
    most: counts.max,
    default: counts.default,
    help: counts.what,
  };
}

/** A kind's forecast options from the flags: units, clock and `--cnt` (the generator's default when absent). @internal */
export function forecastFlags({ units, at, flags }: CliKindOptions): {
  units: Units;
  at: number;
  cnt: number | undefined;
} {
  // The CLI checked `--cnt` against its flag's type, `integer`.
  return { units, at, cnt: flags.cnt as number | undefined };
}

/** The options of the 5 day / 3 hour forecast method. */
const FORECAST_OPTIONS = ['cnt', 'units', 'at', 'overrides'] as const;
/** The options of the daily and the hourly forecast methods. */
const DAILY_OPTIONS = ['cnt', 'units', 'at'] as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checked options of a forecast method (the 5 day / 3 hour, the 16-day and the hourly one),
 * resolved: the place, the clock, `cnt` and `units` (the overrides unchecked).
 * @internal
 */
export function readForecastOptions(
  location: unknown,
  forecastOptions: unknown,
  context: AnswerContext,
  counts: ForecastCount,
) {
  const where = location ?? {};
  if (!isPlainObject(where)) {
    throw invalidOption('location', 'an object: { zip }, { lat, lon }, { q } or { id }', location);
  }
  assertKnownKeys(where, LOCATION_OPTIONS, 'location');
  const opts = forecastOptions ?? {};
  if (!isPlainObject(opts)) {
    throw invalidOption('options', `an object with any of ${FORECAST_OPTIONS.join(', ')}`, forecastOptions);
  }
  assertKnownKeys(opts, FORECAST_OPTIONS, '');
  const parsed = readLocationOption(where, 'location');
  const units = unitsOf(opts.units);
  const cnt = opts.cnt ?? counts.default;
  if (typeof cnt !== 'number' || !Number.isInteger(cnt) || cnt < 1 || cnt > counts.max) {
    throw invalidOption('cnt', `an integer from 1 to ${counts.max} (${counts.what})`, cnt);
  }
  const at = context.clock(opts.at);
  const { spot, location: resolved } = context.resolve(parsed, where);
  const request = { spot, location: resolved, clock: Math.floor(at / 1000), cnt, units };
  return { request, overrides: opts.overrides };
}

/**
 * The options of the daily or the hourly forecast method, checked and resolved (`counts`: days or
 * hours).
 * @internal
 */
export function readDailyOptions(
  location: unknown,
  options: unknown,
  context: AnswerContext,
  counts: ForecastCount,
) {
  if (typeof options === 'object' && options !== null) assertKnownKeys(options, DAILY_OPTIONS, '');
  return readForecastOptions(location, options, context, counts).request;
}

/**
 * A forecast's `cnt` parameter for the OpenAPI document, by the family's rule ({@link countOf}):
 * `what` is counted (`'days'`, `'3-hour slots'`), at most `most`, `fallback` when ignored.
 * @internal
 */
export function countParameter(
  what: string,
  most: number,
  fallback: number,
  examples: NonNullable<ContractParameter['examples']>,
): ContractParameter {
  const unit = what.endsWith('slots') ? 'slots' : what;
  return {
    name: 'cnt',
    description: `How many ${what}, 1 to ${most} (default ${fallback}). Above ${most}: ${most}. Absent, empty, 0, negative, fractional or not a number: ignored (${fallback} ${unit}).`,
    schema: { type: 'integer', minimum: 1, default: fallback },
    examples,
  };
}

/**
 * A forecast route's parameters: a location as the weather route takes it, `units`, the route's own
 * (`between`, in its order), then `mode` (JSON or XML).
 * @internal
 */
export function forecastParameters(...between: ContractParameter[]): ContractParameter[] {
  return locationRouteParameters(['xml'], between);
}

/** A forecast route's answers: its 200 (JSON, and XML with `mode=xml`), then the weather route's location errors. @internal */
export function forecastResponses(success: ContractSuccess): (ContractSuccess | ContractErrors)[] {
  return [success, ...locationErrors];
}

/**
 * A forecast route's 200 illustrated by one request (`query`, its `summary`), as JSON and as XML:
 * the double's own answers to it.
 * @internal
 */
export function forecastSuccess(
  examples: ContractExamples,
  route: Route,
  answer: { readonly description: string; readonly schema: string },
  example: { readonly summary: string; readonly query: string },
): ContractSuccess {
  const { summary, query } = example;
  return {
    status: 200,
    ...answer,
    examples: { metric: { summary, value: examples.answer(route, query) } },
    formats: { xml: { summary: `${summary}, mode=xml`, value: examples.inMode(route, query, 'xml') } },
  };
}

/**
 * A forecast route's probe: the first postal code's forecast of `cnt` items in `units`, checked by
 * the route's validator and schema, and its `cnt` by the request's.
 * @internal
 */
export function countProbe(probe: {
  /** What is asked: `'the 16-day daily forecast'`. */
  readonly title: string;
  readonly zip: string;
  readonly units: Units | undefined;
  readonly cnt: number;
  /** The count in words: `'one day'`. */
  readonly count: string;
  readonly validate: (body: unknown) => Validation;
  readonly schema: ProbeSchema;
}): RouteProbe {
  const { title, zip, units, cnt, count, validate, schema } = probe;
  return {
    name: `${title} of ${zip}, ${count} (cnt=${cnt}), ${unitsName(units)}`,
    query: `zip=${encodeQueryValue(zip)}${unitsQuery(units)}&cnt=${cnt}`,
    expect: validatedBody(validate, schema, (body) => [unlessEqual(body, 'cnt', cnt, "the request's cnt")]),
  };
}

/**
 * What a forecast route's row says of its answer, for {@link forecastRowParts}: its 200 schema (by
 * its name in the OpenAPI document), validator and XML, and the probe `check` sends.
 * @internal
 */
export interface ForecastAnswerParts<T> {
  readonly schemaName: string;
  readonly schema: ProbeSchema & JsonSchema;
  readonly validate: (body: unknown) => Validation;
  /** The same forecast as the JSON answer, in the service's XML (`mode=xml`). */
  readonly xml: (answer: T, units: Units) => string;
  /** The probe's request (`countProbe`'s, less the postal code, validator and schema). */
  readonly probe: Pick<Parameters<typeof countProbe>[0], 'title' | 'units' | 'cnt' | 'count'>;
}

/**
 * The parts every forecast route's row has alike: scenarios' `location` targets, `mode=xml`, the
 * probe of the first postal code, and the 200 schema.
 * @internal
 */
export function forecastRowParts<T>(
  parts: ForecastAnswerParts<T>,
): Pick<Route, 'locationOf' | 'modes' | 'probes' | 'schemas'> {
  const { schemaName, schema, validate, xml, probe } = parts;
  return {
    locationOf: forecastLocationOf,
    modes: { xml: (json, query) => xml(JSON.parse(json) as T, query.units) },
    // The body alone: a probe's validator is also given the record shape, which these take as options.
    probes: ({ zips: [first] }) => [
      countProbe({ ...probe, zip: first, validate: (body) => validate(body), schema }),
    ],
    schemas: { [schemaName]: schema },
  };
}

/**
 * The contract of a forecast route that counts days or hours (the 16-day and the hourly forecast):
 * the location, `units`, `lang`, its `cnt` and `mode`; its 200 illustrated by one request, then the
 * weather route's location errors.
 * @internal
 */
export function countedForecastContract(
  examples: ContractExamples,
  route: Route,
  contract: {
    readonly operationId: string;
    readonly summary: string;
    readonly description: string;
    readonly count: ContractParameter;
    readonly answer: Parameters<typeof forecastSuccess>[2];
    readonly example: Parameters<typeof forecastSuccess>[3];
  },
): RouteContract {
  const { operationId, summary, description, count, answer, example } = contract;
  return {
    operationId,
    summary,
    description,
    parameters: forecastParameters(langParameter, count),
    responses: forecastResponses(forecastSuccess(examples, route, answer, example)),
  };
}
