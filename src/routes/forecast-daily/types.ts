import type { WeatherDescriptor } from '../../service/conditions.js';

/**
 * One day of the 16-day daily forecast (`list[i]` of `GET /data/2.5/forecast/daily`), in its wire
 * key order. Temperatures and speeds follow `units`; rain and snow (mm) do not. The same day as One
 * Call's `daily` item of that date: the same `dt`, sun, temperatures, wind, clouds and condition.
 *
 * @example
 * ```ts
 * import { createWeatherGenerator, type DailyForecastItem } from 'weather-double';
 * const day: DailyForecastItem = createWeatherGenerator({ seed: 1 }).dailyForecast({ q: 'London,GB' }).list[0]!;
 * day.temp.max >= day.temp.min; // true
 * ```
 */
export interface DailyForecastItem {
  /** The start of the local clock hour holding the day's solar noon, Unix seconds UTC. Integer. */
  dt: number;
  /** Sunrise of the day, Unix seconds; `0` on a polar day or night. Integer. */
  sunrise: number;
  /** Sunset of the day, Unix seconds; `0` on a polar day or night. Integer. */
  sunset: number;
  /** Temperatures: at `dt` (`day`), `dt − 6 h` (`morn`), `dt + 6 h` (`eve`), `dt + 12 h` (`night`), and the day's extremes. */
  temp: { day: number; min: number; max: number; night: number; eve: number; morn: number };
  /** Apparent temperatures at the same four hours. */
  feels_like: { day: number; night: number; eve: number; morn: number };
  /** Atmospheric pressure at sea level at `dt`, hPa. Integer. */
  pressure: number;
  /** Relative humidity at `dt`, %. Integer. */
  humidity: number;
  /** The day's condition (one descriptor, a day icon ending in `d`). */
  weather: WeatherDescriptor[];
  /** Wind speed of the windiest hour: m/s (`standard`, `metric`) or miles/hour (`imperial`). */
  speed: number;
  /** Wind direction of the windiest hour, degrees. Integer. */
  deg: number;
  /** The day's strongest gust, same unit as `speed`. */
  gust: number;
  /** Cloud cover at `dt`, %. Integer. */
  clouds: number;
  /** The day's highest probability of precipitation, 0 to 1. */
  pop: number;
  /** Rain of the day, mm; only on a day with rain. */
  rain?: number;
  /** Snow of the day, mm; only on a day with snow. */
  snow?: number;
}

/**
 * The place of a daily forecast (`city`), in its wire key order (`coord` longitude first here).
 *
 * @example
 * ```ts
 * import { createWeatherGenerator, type DailyForecastCity } from 'weather-double';
 * const city: DailyForecastCity = createWeatherGenerator().dailyForecast({ id: 2643743 }).city;
 * city.name; // 'London'
 * ```
 */
export interface DailyForecastCity {
  /** City ID (GeoNames): 0 for a `zip=` query or far from any city. Integer. */
  id: number;
  /** The postal code's place, the city, or `""` far from any city. */
  name: string;
  /** Coordinates (longitude first), degrees, up to 4 decimals. */
  coord: { lon: number; lat: number };
  /** ISO 3166 alpha-2 country code, upper case; `""` far from any city. */
  country: string;
  /** Population; `0` (as the 5 day / 3 hour forecast's). Integer. */
  population: number;
  /** The place's offset from UTC at the request, seconds, daylight saving time included. Integer. */
  timezone: number;
}

/**
 * The 16-day daily forecast that `GET /data/2.5/forecast/daily` answers with (HTTP 200), in its
 * wire key order: `city` first.
 *
 * @example
 * ```ts
 * import { createWeatherGenerator, type DailyForecast } from 'weather-double';
 * const forecast: DailyForecast = createWeatherGenerator({ seed: 1 }).dailyForecast({ zip: '94040,us' }, { cnt: 16 });
 * forecast.list.length; // 16
 * ```
 */
export interface DailyForecast {
  /** The place. */
  city: DailyForecastCity;
  /** Status carried in the body: the string `'200'`. */
  cod: '200';
  /** Internal parameter: a small positive number (the service's own timing figure). */
  message: number;
  /** How many days `list` holds (1 to 16). Integer. */
  cnt: number;
  /** The days, from the place's local date at the request. */
  list: DailyForecastItem[];
}
