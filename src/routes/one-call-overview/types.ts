import type { Units } from '../../service/vocabulary.js';

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
  units: Units;
  /** The summary, in English. */
  weather_overview: string;
}
