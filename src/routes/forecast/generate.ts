import type { Units } from '../../service/vocabulary.js';
import type { AnswerContext } from '../generate-shared.js';
import type { LocationQuery } from '../places.js';
import type { CliKind } from '../route.js';
import { buildForecast, checkForecastOverrides, type ForecastOverrides } from './answer.js';
import { cntFlag, type ForecastCount, forecastFlags, readForecastOptions } from './family.js';
import { serializeForecast } from './serialize.js';
import { THREE_HOURS } from './slots.js';
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

const SLOTS: ForecastCount = { max: THREE_HOURS.most, default: THREE_HOURS.most, what: '3-hour slots' };

/**
 * The generator's forecast method (`forecast`) over its context: options checked, the place
 * resolved, the slots built from the weather timeline, overrides applied.
 * @internal
 */
export function forecastMethods(context: AnswerContext): ForecastMethods {
  return {
    forecast(location?: LocationQuery, options?: ForecastOptions): Forecast {
      const { request, overrides } = readForecastOptions(location, options, context, SLOTS);
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
