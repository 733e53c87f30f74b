import type { WeatherDescriptor } from '../../service/conditions.js';

/**
 * One hour of the History API's city history (`list[i]` of `GET /data/2.5/history/city`), in its
 * wire key order: what `GET /data/2.5/weather` reports when the clock reaches `dt`. Temperatures and
 * speeds follow `units`; rain and snow do not.
 *
 * @example
 * ```ts
 * import { createWeatherGenerator, type CityHistoryHour } from 'weather-double';
 * const hour: CityHistoryHour = createWeatherGenerator({ seed: 1 }).cityHistory({ q: 'London,GB' }).list[0]!;
 * hour.dt % 3600; // 0
 * ```
 */
export interface CityHistoryHour {
  /** The hour, Unix seconds (UTC), a multiple of 3600. Integer. */
  dt: number;
  /** Measurements, in the service's order (`temp_min`, `temp_max` last). */
  main: {
    /** Temperature: kelvin (`standard`), °C (`metric`), °F (`imperial`); up to 2 decimals. */
    temp: number;
    /** Apparent temperature, same unit as `temp`. */
    feels_like: number;
    /** Atmospheric pressure at sea level, hPa. Integer. */
    pressure: number;
    /** Relative humidity, %. Integer. */
    humidity: number;
    /** Lowest temperature observed in the area then, same unit as `temp` (`temp` when from model data). */
    temp_min: number;
    /** Highest temperature observed in the area then, same unit as `temp` (`temp` when from model data). */
    temp_max: number;
  };
  /** Wind. */
  wind: {
    /** Wind speed: m/s (`standard`, `metric`) or miles/hour (`imperial`); up to 2 decimals. */
    speed: number;
    /** Wind direction, degrees. Integer. */
    deg: number;
    /** Wind gust, same unit as `speed`; present only when there are gusts. */
    gust?: number;
  };
  /** Cloudiness. */
  clouds: {
    /** Cloud cover, %. Integer. */
    all: number;
  };
  /** Condition descriptors, the primary first; icons end with `d` between the local day's sunrise and sunset. */
  weather: WeatherDescriptor[];
  /** Rain of the hour, mm; present exactly while a condition says it rains. */
  rain?: {
    /** Rain volume of the hour, mm. */
    '1h': number;
  };
  /** Snow of the hour, mm of water; present exactly while a condition says it snows. */
  snow?: {
    /** Snow volume of the hour, mm. */
    '1h': number;
  };
}

/**
 * The body of `GET history.openweathermap.org/data/2.5/history/city` (HTTP 200): the whole hours
 * asked at one place, at most a week of them (169 hours, both ends).
 *
 * @example
 * ```ts
 * import { createWeatherGenerator, type CityHistory } from 'weather-double';
 * const history: CityHistory = createWeatherGenerator({ seed: 1 }).cityHistory({ id: 2643743 }, { cnt: 3 });
 * history.message; // 'Count: 3'
 * ```
 */
export interface CityHistory {
  /** The number of hours in words: `'Count: 24'`. */
  message: string;
  /** Status carried in the body: the string `'200'`. */
  cod: '200';
  /** City ID (GeoNames): the city asked for, or the nearest to the coordinates; 0 far from any city. Integer. */
  city_id: number;
  /** Seconds the service took; the double: 0.0009 plus 0.000086 an hour. */
  calctime: number;
  /** How many hours `list` holds. Integer. */
  cnt: number;
  /** The hours, ascending, 3600 seconds apart. */
  list: CityHistoryHour[];
}
