import type { DailyForecastCity, DailyForecastItem } from '../forecast-daily/types.js';

/**
 * One day of the 30-day climate forecast (`list[i]` of `GET /data/2.5/forecast/climate`), in its
 * wire key order: the 16-day forecast's day without `gust` and `pop` (the service sends neither
 * here), its `dt` at 12:00 on the place's local clock. Temperatures and speeds follow `units`;
 * rain and snow (mm) do not.
 *
 * @example
 * ```ts
 * import { createWeatherGenerator, type ClimateForecastItem } from 'weather-double';
 * const day: ClimateForecastItem = createWeatherGenerator({ seed: 1 }).climateForecast({ q: 'London,GB' }).list[0]!;
 * day.temp.max >= day.temp.min; // true
 * ```
 */
export interface ClimateForecastItem extends Omit<DailyForecastItem, 'gust' | 'pop'> {
  /** 12:00 on the place's local clock on the day's date, Unix seconds UTC. Integer. */
  dt: number;
}

/**
 * The 30-day climate forecast that `GET /data/2.5/forecast/climate` answers with (HTTP 200), in its
 * wire key order: `city` first, then `code` (the service writes `code` here, not `cod`).
 *
 * @example
 * ```ts
 * import { createWeatherGenerator, type ClimateForecast } from 'weather-double';
 * const forecast: ClimateForecast = createWeatherGenerator({ seed: 1 }).climateForecast({ zip: '94040,us' });
 * forecast.list.length; // 30
 * ```
 */
export interface ClimateForecast {
  /** The place (as the 16-day forecast's `city`). */
  city: DailyForecastCity;
  /** Status carried in the body: the string `'200'`, named `code`. */
  code: '200';
  /** Internal parameter: the service's own figure (20 to 30 in the double, 7 decimals). */
  message: number;
  /** How many days `list` holds (1 to 30). Integer. */
  cnt: number;
  /** The days, from the place's local date at the request. */
  list: ClimateForecastItem[];
}
