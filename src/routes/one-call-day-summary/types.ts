import type { Units } from '../../service/vocabulary.js';

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
  units: Units;
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
