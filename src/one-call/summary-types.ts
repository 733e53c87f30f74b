/**
 * The answers of One Call 3.0's daily aggregation (`GET /data/3.0/onecall/day_summary`) and weather
 * overview (`GET /data/3.0/onecall/overview`), and of the deprecated UV index API
 * (`GET /data/2.5/uvi`, `/forecast`, `/history`), in the service's names.
 */

/**
 * One Call's daily aggregation of one date at coordinates (the service's key order).
 *
 * @example
 * ```ts
 * const day: DaySummaryAnswer = {
 *   lat: 33, lon: 35, tz: '+02:00', date: '2020-03-04', units: 'standard',
 *   cloud_cover: { afternoon: 0 }, humidity: { afternoon: 33 }, precipitation: { total: 0 },
 *   temperature: { min: 286.48, max: 299.24, afternoon: 296.15, night: 289.56, evening: 295.93, morning: 287.59 },
 *   pressure: { afternoon: 1015 }, wind: { max: { speed: 8.7, direction: 120 } },
 * };
 * ```
 */
export interface DaySummaryAnswer {
  lat: number;
  lon: number;
  /** The UTC offset of the day's clock times, `±HH:MM` (the request's `tz`, else the place's). */
  tz: string;
  /** The date, `YYYY-MM-DD`. */
  date: string;
  /** The unit system of the temperatures and the wind speed. */
  units: 'standard' | 'metric' | 'imperial';
  /** Cloud cover at 12:00, %. */
  cloud_cover: { afternoon: number };
  /** Relative humidity at 12:00, %. */
  humidity: { afternoon: number };
  /** Rain and snow of the date (liquid water equivalent), mm. */
  precipitation: { total: number };
  /** The day's extremes, and the temperature at 12:00, 00:00 (the night closing the date), 18:00 and 06:00. */
  temperature: {
    min: number;
    max: number;
    afternoon: number;
    night: number;
    evening: number;
    morning: number;
  };
  /** Pressure at 12:00, hPa. */
  pressure: { afternoon: number };
  /** The day's strongest wind and its direction (degrees, meteorological). */
  wind: { max: { speed: number; direction: number } };
}

/**
 * One Call's weather overview of today or tomorrow at coordinates.
 *
 * @example
 * ```ts
 * const overview: OverviewAnswer = {
 *   lat: 51.5085, lon: -0.1257, tz: '+01:00', date: '2024-06-01', units: 'metric',
 *   weather_overview: 'The current weather is overcast clouds with a temperature of 16°C …',
 * };
 * ```
 */
export interface OverviewAnswer {
  lat: number;
  lon: number;
  /** The place's UTC offset at the clock, `±HH:MM`. */
  tz: string;
  /** The date summarised, `YYYY-MM-DD` (the place's today or tomorrow). */
  date: string;
  units: 'standard' | 'metric' | 'imperial';
  /** The summary, in English. */
  weather_overview: string;
}

/**
 * One day of the deprecated UV index API: the day's highest UV index, dated at 12:00 UTC.
 *
 * @example
 * ```ts
 * const uv: UvIndexItem = { lat: 51.51, lon: -0.13, date_iso: '2019-11-02T12:00:00Z', date: 1572696000, value: 1.01 };
 * ```
 */
export interface UvIndexItem {
  lat: number;
  lon: number;
  /** The UTC date at 12:00, ISO 8601. */
  date_iso: string;
  /** The same moment, Unix seconds. */
  date: number;
  /** The UV index (2 decimals): the highest of the UTC day. */
  value: number;
}
