import { assertKnownKeys, invalidOption } from '../../errors.js';
import type { Units } from '../../record/types.js';
import { type AnswerContext, unitsOf } from '../answers.js';
import { LOCATION_OPTIONS, type LocationQuery, readLocationOption } from '../places.js';
import type { CliFlag, CliKind, CliKindOptions } from '../route.js';
import { buildForecast, checkForecastOverrides, type ForecastOverrides, MAX_SLOTS } from './answer.js';
import { serializeForecast } from './serialize.js';
import type { Forecast } from './types.js';

/**
 * Options of a forecast (`generator.forecast(location, options)`).
 *
 * @example
 * ```ts
 * const options: ForecastOptions = { cnt: 8, units: 'metric', at: Date.parse('2024-06-01T20:16:00Z') };
 * ```
 */
export interface ForecastOptions {
  /**
   * How many 3-hour slots, 1 to 40 (the service's `cnt`).
   * @default 40
   */
  cnt?: number | undefined;
  /**
   * Unit system of temperatures and wind speeds (`temp_kf`, rain, snow, pressure and visibility do
   * not change).
   * @default 'standard'
   */
  units?: Units | undefined;
  /**
   * The moment of the request: milliseconds since 1970 or a `Date`. The first slot is the next
   * 3-hour UTC grid point after it (a request at 20:16 UTC starts at 21:00; one at 21:00:00 at 00:00).
   * @default the generator's `now()`
   */
  at?: number | Date | undefined;
  /** The city, every slot, or single slots to force (see {@link ForecastOverrides}). @default undefined */
  overrides?: ForecastOverrides | undefined;
}

/**
 * The generator's 5 day / 3 hour forecast: a part of `WeatherGenerator` (the forecast route's
 * method).
 *
 * @example
 * ```ts
 * const { forecast }: ForecastMethods = createWeatherGenerator({ seed: 1 });
 * ```
 */
export interface ForecastMethods {
  /**
   * The 5 day / 3 hour forecast for a location (a postal code, coordinates, a city name or ID), as
   * `GET /data/2.5/forecast` answers it: `cnt` slots on the 3-hour UTC grid from the first grid point
   * after `at`. The same world as `record`: slot `t` has the conditions, temperature, wind, pressure,
   * humidity, clouds and visibility that `record({ at: t })` reports (in either shape); `city.id`,
   * `name` and `coord` follow the form of the query. Valid by construction (`validateForecast`).
   * @param location - `{ zip }`, `{ lat, lon }`, `{ q }` or `{ id }`.
   * @default location `{ zip: '94040,us' }`
   * @throws {WeatherDoubleError} `INVALID_OPTION` (bad option), `INVALID_ARGUMENT` (a postal code,
   *   name or ID no place has), `INVALID_OVERRIDE` (an override that breaks the forecast).
   * @example
   * ```ts
   * const forecast = createWeatherGenerator({ seed: 1 }).forecast({ q: 'London,GB' }, { cnt: 8, units: 'metric' });
   * forecast.list[0].dt_txt; // the next 3-hour grid point after now
   * ```
   */
  forecast(location?: LocationQuery, options?: ForecastOptions): Forecast;
}

const FORECAST_OPTIONS = ['cnt', 'units', 'at', 'overrides'] as const;

/** The `cnt` of a forecast: its most, its default and what it counts. @internal */
export interface ForecastCount {
  readonly max: number;
  readonly default: number;
  readonly what: string;
}

const SLOTS: ForecastCount = { max: MAX_SLOTS, default: MAX_SLOTS, what: '3-hour slots' };

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
  return { units, at, cnt: flags.cnt as number | undefined };
}

/**
 * Checked options of a forecast method (the 5 day / 3 hour, the 16-day and the hourly one),
 * resolved: the place, the clock, `cnt` and `units` (the overrides unchecked).
 * @internal
 */
export function readForecastOptions(
  location: unknown,
  forecastOptions: unknown,
  context: AnswerContext,
  counts: ForecastCount = SLOTS,
) {
  const where = (location ?? {}) as Record<string, unknown>;
  if (typeof where !== 'object' || where === null || Array.isArray(where)) {
    throw invalidOption('location', 'an object: { zip }, { lat, lon }, { q } or { id }', location);
  }
  assertKnownKeys(where, LOCATION_OPTIONS, 'location');
  const opts = (forecastOptions ?? {}) as ForecastOptions;
  if (typeof opts !== 'object' || opts === null || Array.isArray(opts)) {
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
 * The generator's forecast method (`forecast`) over its context: options checked, the place
 * resolved, the slots built from the weather timeline, overrides applied.
 * @internal
 */
export function forecastMethods(context: AnswerContext): ForecastMethods {
  return {
    forecast(location?: LocationQuery, options?: ForecastOptions): Forecast {
      const { request, overrides } = readForecastOptions(location, options, context);
      return buildForecast(context.model, { ...request, overrides: checkForecastOverrides(overrides) });
    },
  };
}

/** `generate --kind forecast`: the 5 day / 3 hour forecast, 1 to 40 slots. @internal */
export const forecastKind: CliKind = {
  name: 'forecast',
  flags: [cntFlag(SLOTS)],
  print: (generator, location, options) =>
    serializeForecast(generator.forecast(location, forecastFlags(options))),
};
