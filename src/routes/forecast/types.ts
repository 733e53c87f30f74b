import type { WeatherDescriptor } from '../../service/conditions.js';

/**
 * One 3-hour slot of the forecast (`list[i]` of `GET /data/2.5/forecast`), in its wire key order.
 * Temperatures and speeds follow `units`; `temp_kf`, rain and snow do not.
 *
 * @example
 * ```ts
 * import { createWeatherGenerator, type ForecastItem } from 'weather-double';
 * const slot: ForecastItem = createWeatherGenerator({ seed: 1 }).forecast({ zip: '10115,de' }).list[0]!;
 * slot.dt_txt; // '2024-06-01 15:00:00'
 * ```
 */
export interface ForecastItem {
  /** Time of the slot, Unix seconds UTC, a multiple of 10800 (00, 03, … 21 UTC). Integer. */
  dt: number;
  /** Measurements (note: `humidity` after the pressures, then `temp_kf`). */
  main: {
    /** Temperature: kelvin (`standard`), °C (`metric`), °F (`imperial`); up to 2 decimals. */
    temp: number;
    /** Apparent temperature, same unit as `temp`. */
    feels_like: number;
    /** Lowest temperature of the slot: `temp` minus `temp_kf` (converted) when `temp_kf > 0`, else `temp`. */
    temp_min: number;
    /** Highest temperature of the slot: `temp` minus `temp_kf` (converted) when `temp_kf < 0`, else `temp`. */
    temp_max: number;
    /** Atmospheric pressure at sea level, hPa. Integer. */
    pressure: number;
    /** Atmospheric pressure at sea level, hPa. Integer. */
    sea_level: number;
    /** Atmospheric pressure at the place's ground level, hPa. Integer. */
    grnd_level: number;
    /** Relative humidity, %. Integer. */
    humidity: number;
    /** Internal parameter, kelvin whatever the units: nonzero in roughly the first day, then `0`. */
    temp_kf: number;
  };
  /** Condition descriptors, the primary first; every icon ends with `sys.pod`. */
  weather: WeatherDescriptor[];
  /** Cloudiness. */
  clouds: {
    /** Cloud cover, %. Integer. */
    all: number;
  };
  /** Wind. */
  wind: {
    /** Wind speed: m/s (`standard`, `metric`) or miles/hour (`imperial`). */
    speed: number;
    /** Wind direction, degrees. Integer. */
    deg: number;
    /** Wind gust, same unit as `speed` (may be below it). */
    gust: number;
  };
  /** Visibility, metres whatever the units, at most 10000. Integer. */
  visibility: number;
  /** Probability of precipitation, 0 to 1, up to 2 decimals. */
  pop: number;
  /** Rain of the 3 hours, mm; present exactly while a condition says it rains. */
  rain?: {
    /** Rain volume of the 3 hours, mm. */
    '3h': number;
  };
  /** Snow of the 3 hours, mm; present exactly while a condition says it snows. */
  snow?: {
    /** Snow volume of the 3 hours, mm. */
    '3h': number;
  };
  /** Part of the day. */
  sys: {
    /** `'d'` while `dt` is between the sunrise and sunset of its local day, else `'n'`. */
    pod: 'd' | 'n';
  };
  /** `dt` in UTC as `YYYY-MM-DD HH:MM:SS`. */
  dt_txt: string;
}

/**
 * The place of a forecast (`city`), in its wire key order: `id`, `name` and `coord` follow the
 * form of the query, as in the weather record.
 *
 * @example
 * ```ts
 * import { createWeatherGenerator, type ForecastCity } from 'weather-double';
 * const city: ForecastCity = createWeatherGenerator().forecast({ q: 'London,GB' }).city;
 * city.id; // 2643743
 * ```
 */
export interface ForecastCity {
  /** City ID (GeoNames): 0 for a `zip=` query or far from any city. Integer. */
  id: number;
  /** The postal code's place, the city, or `""` far from any city. */
  name: string;
  /** Coordinates (latitude first), degrees, up to 4 decimals. */
  coord: {
    /** Latitude, degrees. */
    lat: number;
    /** Longitude, degrees. */
    lon: number;
  };
  /** ISO 3166 alpha-2 country code, upper case; `""` far from any city. */
  country: string;
  /** Population; `0` (the double's place data carries none, and the service often sends 0). Integer. */
  population: number;
  /** The place's offset from UTC at the request, seconds, daylight saving time included. Integer. */
  timezone: number;
  /** Sunrise of the place's local day at the request, Unix seconds; `0` on a polar day or night. Integer. */
  sunrise: number;
  /** Sunset of the place's local day at the request, Unix seconds; `0` on a polar day or night. Integer. */
  sunset: number;
}

/**
 * The 5 day / 3 hour forecast that `GET /data/2.5/forecast` answers with (HTTP 200), in its wire
 * key order. Serialize it with `serializeForecast` for the exact bytes.
 *
 * @example
 * ```ts
 * import { createWeatherGenerator, serializeForecast, type Forecast } from 'weather-double';
 * const forecast: Forecast = createWeatherGenerator({ seed: 1 }).forecast({ zip: '94040,us' }, { cnt: 8 });
 * serializeForecast(forecast).startsWith('{"cod":"200","message":0,"cnt":8,"list":[{"dt":'); // true
 * ```
 */
export interface Forecast {
  /** Status carried in the body: the string `'200'`. */
  cod: '200';
  /** Internal parameter: `0`. */
  message: 0;
  /** How many slots `list` holds (1 to 40). Integer. */
  cnt: number;
  /** The 3-hour slots, ascending, from the first grid point after the request. */
  list: ForecastItem[];
  /** The place. */
  city: ForecastCity;
}

/**
 * A 5 day / 3 hour forecast as the rare real variants may leave it (docs/variants.md), what
 * `validateForecast(value, { variants: true })` accepts: `message` a float, slots without
 * `visibility`, `pop` or `main.feels_like`, with `"rain":{}` when dry and `wind.deg` with
 * decimals, `city` without `timezone`, `sunrise` and `sunset`.
 *
 * @example
 * ```ts
 * const result = validateForecast(JSON.parse(body), { variants: true });
 * if (result.ok) result.forecast.list[0]?.pop ?? 'unknown';
 * ```
 */
export interface ForecastVariantAnswer extends Omit<Forecast, 'message' | 'list' | 'city'> {
  /** Internal parameter: `0`, or a float such as `0.0032` (2016–2019). */
  message: number;
  /** The 3-hour slots. */
  list: (Omit<ForecastItem, 'main' | 'visibility' | 'pop' | 'rain'> & {
    main: Omit<ForecastItem['main'], 'feels_like'> & { feels_like?: number };
    visibility?: number;
    pop?: number;
    rain?: Partial<NonNullable<ForecastItem['rain']>>;
  })[];
  /** The place. */
  city: Omit<ForecastCity, 'timezone' | 'sunrise' | 'sunset'> &
    Partial<Pick<ForecastCity, 'timezone' | 'sunrise' | 'sunset'>>;
}
