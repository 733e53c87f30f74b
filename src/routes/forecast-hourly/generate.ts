import {
  cntFlag,
  type DailyForecastOptions,
  type ForecastCount,
  forecastFlags,
  readDailyOptions,
} from '../forecast/family.js';
import { buildSlots, ONE_HOUR } from '../forecast/slots.js';
import type { AnswerContext } from '../generate-shared.js';
import type { LocationQuery } from '../places.js';
import type { CliKind } from '../route.js';
import type { HourlyForecast } from './types.js';

/**
 * The generator's hourly forecast (4 days): a part of `WeatherGenerator` (the hourly forecast
 * route's method).
 *
 * @example
 * ```ts
 * const { hourlyForecast }: HourlyForecastMethods = createWeatherGenerator({ seed: 1 });
 * ```
 */
export interface HourlyForecastMethods {
  /**
   * The hourly forecast (4 days) for a location, as `pro.openweathermap.org/data/2.5/forecast/hourly`
   * answers it: `cnt` one-hour slots from the first whole hour after `at`, in the 5 day / 3 hour
   * forecast's item shape. Slot `t` is what `record({ at: t })` reports.
   * @param location - `{ zip }`, `{ lat, lon }`, `{ q }` or `{ id }`.
   * @default location `{ zip: '94040,us' }`
   * @throws {WeatherDoubleError} `INVALID_OPTION` (bad option, `cnt` not 1 to 96), `INVALID_ARGUMENT`
   *   (a postal code, name or ID no place has).
   * @example
   * ```ts
   * const hours = createWeatherGenerator({ seed: 1 }).hourlyForecast({ zip: '94040,us' }, { cnt: 24 });
   * hours.list[0].dt % 3600; // 0
   * ```
   */
  hourlyForecast(location?: LocationQuery, options?: DailyForecastOptions): HourlyForecast;
}

const HOURS: ForecastCount = { max: ONE_HOUR.most, default: ONE_HOUR.most, what: 'hours' };

/**
 * The generator's hourly forecast method (`hourlyForecast`) over its context: the daily forecast's
 * options, the forecasts' slot builder on the one-hour grid (`rain`/`snow` as `{"1h": mm}`).
 * @internal
 */
export function hourlyForecastMethods(context: AnswerContext): HourlyForecastMethods {
  return {
    hourlyForecast(location?: LocationQuery, options?: DailyForecastOptions): HourlyForecast {
      return buildSlots(context.model, readDailyOptions(location, options, context, HOURS), ONE_HOUR);
    },
  };
}

/** `generate --kind hourly`: the hourly forecast, 1 to 96 hours. @internal */
export const hourlyForecastKind: CliKind = {
  name: 'hourly',
  flags: [cntFlag(HOURS)],
  print: (generator, location, options) =>
    JSON.stringify(generator.hourlyForecast(location, forecastFlags(options))),
};
