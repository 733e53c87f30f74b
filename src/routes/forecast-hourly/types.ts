import type { ForecastCity, ForecastItem } from '../forecast/types.js';

/**
 * One hour of the hourly forecast (`list[i]` of `pro.openweathermap.org/data/2.5/forecast/hourly`):
 * the 5 day / 3 hour forecast's slot, one hour long (`rain`/`snow` of the hour, `{"1h": mm}`).
 *
 * @example
 * ```ts
 * import { createWeatherGenerator, type HourlyForecastItem } from 'weather-double';
 * const hour: HourlyForecastItem = createWeatherGenerator({ seed: 1 }).hourlyForecast({ q: 'London,GB' }).list[0]!;
 * hour.dt % 3600; // 0
 * ```
 */
export interface HourlyForecastItem extends Omit<ForecastItem, 'rain' | 'snow' | 'sys' | 'dt_txt'> {
  /** Rain of the hour, mm; present exactly while a condition says it rains. */
  rain?: { '1h': number };
  /** Snow of the hour, mm; present exactly while a condition says it snows. */
  snow?: { '1h': number };
  /** Part of the day: `'d'` between the sunrise and sunset of its local day, else `'n'`. */
  sys: { pod: 'd' | 'n' };
  /** `dt` in UTC as `YYYY-MM-DD HH:MM:SS`. */
  dt_txt: string;
}

/**
 * The hourly forecast (4 days, 96 hours) that `pro.openweathermap.org/data/2.5/forecast/hourly`
 * answers with (HTTP 200): the 5 day / 3 hour forecast's shape with one-hour slots.
 *
 * @example
 * ```ts
 * import { createWeatherGenerator, type HourlyForecast } from 'weather-double';
 * const forecast: HourlyForecast = createWeatherGenerator({ seed: 1 }).hourlyForecast({ zip: '94040,us' });
 * forecast.cnt; // 96
 * ```
 */
export interface HourlyForecast {
  /** Status carried in the body: the string `'200'`. */
  cod: '200';
  /** Internal parameter: `0`. */
  message: 0;
  /** How many hours `list` holds (1 to 96). Integer. */
  cnt: number;
  /** The hours, ascending, from the first whole hour after the request. */
  list: HourlyForecastItem[];
  /** The place (as the 5 day / 3 hour forecast's). */
  city: ForecastCity;
}
