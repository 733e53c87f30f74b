import type { WeatherDescriptor } from '../../service/conditions.js';
import type { RecordShape } from '../../service/vocabulary.js';

/** The fields both record shapes open with, in their wire order. */
interface RecordHead {
  /** Location coordinates: the centre of the postal code, degrees, up to 4 decimals. */
  coord: {
    /** Longitude, degrees (-180 to 180), up to 4 decimals. */
    lon: number;
    /** Latitude, degrees (-90 to 90), up to 4 decimals. */
    lat: number;
  };
  /** Condition descriptors, at least one; the first is the primary condition. */
  weather: WeatherDescriptor[];
  /** Internal parameter of the service: always `'stations'`. */
  base: 'stations';
}

/**
 * The current weather record that `GET /data/2.5/weather?zip=…` answers with (HTTP 200), field for
 * field as the specification shows it. Integer fields are marked; every other number may carry
 * decimals. Serialize it with `serializeWeatherRecord` to get the exact wire bytes.
 *
 * @example
 * ```ts
 * import { createWeatherGenerator, type WeatherRecord } from 'weather-double';
 * const record: WeatherRecord = createWeatherGenerator({ seed: 1 }).record({ zip: '94040,us' });
 * record.main.temp; // kelvin, because units was not given
 * ```
 */
export interface WeatherRecord extends RecordHead {
  /** Measurements. */
  main: {
    /** Temperature: kelvin (`standard`), °C (`metric`), °F (`imperial`); up to 2 decimals. */
    temp: number;
    /** Atmospheric pressure, hPa. Integer. */
    pressure: number;
    /** Relative humidity, % (0 to 100). Integer. */
    humidity: number;
    /** Minimum temperature now in the area, same unit as `temp`; `temp_min <= temp`. */
    temp_min: number;
    /** Maximum temperature now in the area, same unit as `temp`; `temp <= temp_max`. */
    temp_max: number;
  };
  /** Visibility in metres whatever the units, 0 to 10000. Integer. */
  visibility: number;
  /** Wind. */
  wind: {
    /** Wind speed: m/s (`standard`, `metric`) or miles/hour (`imperial`); up to 2 decimals. */
    speed: number;
    /** Wind direction, meteorological degrees (0 to 360). Integer. */
    deg: number;
  };
  /** Cloudiness. */
  clouds: {
    /** Cloud cover, % (0 to 100), consistent with a cloud condition code. Integer. */
    all: number;
  };
  /** Time of the observation, Unix seconds UTC; a few minutes before the request. Integer. */
  dt: number;
  /** System and sun data. */
  sys: {
    /** Internal parameter of the service: `1` or `2`. Integer. */
    type: 1 | 2;
    /** Internal parameter of the service: the reporting station's number. Integer. */
    id: number;
    /** Internal parameter of the service: a small float (0.001 to 0.05). */
    message: number;
    /** ISO 3166 alpha-2 country code of the place, upper case, e.g. `'US'`; absent at sea. */
    country?: string;
    /**
     * Sunrise of the UTC calendar day containing `dt` at the place, Unix seconds UTC; `0` (with
     * `sunset` `0`) when the sun does not rise or set that day (polar day or night). Integer.
     */
    sunrise: number;
    /** Sunset of the UTC calendar day containing `dt` at the place; `0` on a polar day or night. Integer. */
    sunset: number;
  };
  /** Location identifier: `0` for a `zip=` query. Integer. */
  id: number;
  /** Name of the place of the postal code, e.g. `'Mountain View'`. */
  name: string;
  /** Status carried in the body: `200` (a number) on success. */
  cod: 200;
}

/**
 * The current weather record in the shape the live service sends today (`shape: 'current'`), in its
 * wire key order: the specification's fields without `sys.message`, plus the apparent temperature,
 * the pressure at sea and ground level, gusts, the last hour's rain or snow and the place's UTC
 * offset. Temperatures and speeds follow `units` like their siblings; `rain` and `snow` are in mm.
 *
 * @example
 * ```ts
 * import { createWeatherGenerator, type CurrentWeatherRecord } from 'weather-double';
 * const record: CurrentWeatherRecord = createWeatherGenerator({ seed: 1, shape: 'current' }).record();
 * record.main.feels_like; // kelvin, like temp
 * record.timezone; // seconds east of UTC at dt, e.g. -25200
 * ```
 */
export interface CurrentWeatherRecord extends RecordHead {
  /** Measurements. */
  main: {
    /** Temperature: kelvin (`standard`), °C (`metric`), °F (`imperial`); up to 2 decimals. */
    temp: number;
    /** Apparent temperature (NWS wind chill or heat index), same unit as `temp`; up to 2 decimals. */
    feels_like: number;
    /** Minimum temperature now in the area, same unit as `temp`; `temp_min <= temp`. */
    temp_min: number;
    /** Maximum temperature now in the area, same unit as `temp`; `temp <= temp_max`. */
    temp_max: number;
    /** Atmospheric pressure, hPa. Integer. */
    pressure: number;
    /** Relative humidity, % (0 to 100). Integer. */
    humidity: number;
    /** Atmospheric pressure at sea level, hPa. Integer. */
    sea_level: number;
    /** Atmospheric pressure at the place's ground level, hPa. Integer. */
    grnd_level: number;
  };
  /** Visibility in metres whatever the units, 0 to 10000. Integer. */
  visibility: number;
  /** Wind. */
  wind: {
    /** Wind speed: m/s (`standard`, `metric`) or miles/hour (`imperial`); up to 2 decimals. */
    speed: number;
    /** Wind direction, meteorological degrees (0 to 360). Integer. */
    deg: number;
    /** Wind gust, same unit as `speed` and at least `speed`; only when there are gusts. */
    gust?: number;
  };
  /** Rain of the last hour, mm; present exactly while a condition says it rains. */
  rain?: {
    /** Rain volume of the last hour, mm. */
    '1h': number;
  };
  /** Snow of the last hour, mm; present exactly while a condition says it snows. */
  snow?: {
    /** Snow volume of the last hour, mm. */
    '1h': number;
  };
  /** Cloudiness. */
  clouds: {
    /** Cloud cover, % (0 to 100), consistent with a cloud condition code. Integer. */
    all: number;
  };
  /** Time of the observation, Unix seconds UTC; a few minutes before the request. Integer. */
  dt: number;
  /**
   * System and sun data (no `message` in this shape). An answer from model data rather than a
   * station (about a third of the service's answers, and always its "Globe" at 0°, 0°) has no
   * `type` and `id`.
   */
  sys: {
    /** Internal parameter of the service: `1` or `2`; absent when the answer comes from model data. Integer. */
    type?: 1 | 2;
    /** Internal parameter of the service: the reporting station's number; absent with `type`. Integer. */
    id?: number;
    /** ISO 3166 alpha-2 country code of the place, upper case; absent at sea. */
    country?: string;
    /**
     * Sunrise of the place's local calendar day containing `dt`, Unix seconds UTC; `0` (with
     * `sunset` `0`) on a polar day or night. Integer.
     */
    sunrise: number;
    /** Sunset of the place's local calendar day containing `dt`; `0` on a polar day or night. Integer. */
    sunset: number;
  };
  /** The place's offset from UTC at `dt`, seconds, daylight saving time included. Integer. */
  timezone: number;
  /** Location identifier: `0` for a `zip=` query. Integer. */
  id: number;
  /** Name of the place of the postal code. */
  name: string;
  /** Status carried in the body: `200` (a number) on success. */
  cod: 200;
}

/**
 * The record of a shape: {@link WeatherRecord} for `'specification'`, {@link CurrentWeatherRecord}
 * for `'current'`.
 * @example
 * ```ts
 * const record: RecordOfShape<'current'> = createWeatherGenerator({ shape: 'current' }).record();
 * ```
 */
export type RecordOfShape<S extends RecordShape> = S extends 'current' ? CurrentWeatherRecord : WeatherRecord;

/** `T` with the keys `K` (those it has) optional. */
type WithOptional<T, K extends PropertyKey> = Omit<T, K> & Partial<Pick<T, Extract<K, keyof T>>>;

/**
 * A record of a shape as the rare real variants may leave it (docs/variants.md), what
 * `validateWeatherRecord(value, { shape, variants: true })` accepts: `visibility`,
 * `main.feels_like`, `wind.deg`, `sys.type` and `sys.id` may be missing, `base` may be
 * `'cmc stations'` or `'model'`.
 *
 * @example
 * ```ts
 * const result = validateWeatherRecord(JSON.parse(body), { variants: true });
 * if (result.ok) result.record.visibility?.toFixed(); // visibility may be missing
 * ```
 */
export type WeatherVariantRecord<S extends RecordShape = 'specification'> = Omit<
  RecordOfShape<S>,
  'base' | 'visibility' | 'main' | 'wind' | 'sys'
> & {
  /** `'stations'`; `'cmc stations'` (2014–2016) or `'model'` (2020) in the variants. */
  base: 'stations' | 'cmc stations' | 'model';
  /** Visibility in metres, up to 16093 (10 statute miles) in the variants; may be missing. */
  visibility?: number;
  /** Measurements; `feels_like` may be missing, `pressure`, `sea_level` and `grnd_level` may have decimals. */
  main: WithOptional<RecordOfShape<S>['main'], 'feels_like'>;
  /** Wind; `deg` may be missing or have decimals. */
  wind: WithOptional<RecordOfShape<S>['wind'], 'deg'>;
  /** System and sun data; `type` and `id` may be missing. */
  sys: WithOptional<RecordOfShape<S>['sys'], 'type' | 'id'>;
};
