/**
 * The time grid of daily forecasts (One Call's `daily`, the 16-day forecast): a day's `dt` is the
 * start of the local clock hour that holds the day's solar noon, `(sunrise + sunset) / 2` (the
 * service's rule, from its recorded answers: Bruges, April 2022, solar noon 13:44 CEST, `dt` 11:00
 * UTC; central India (lat 20, lon 77), April 2022, solar noon 12:22 IST, `dt` 06:30 UTC, where a
 * rule of whole UTC hours gives 06:00). Half-hour and 45-minute zones (India, Adelaide, Kathmandu)
 * get `dt`s at :30 or :15/:45 past a UTC hour. Days are one local calendar date apart, the first
 * the place's local date at the clock.
 */

const DAY = 86_400;
const HOUR = 3600;

/**
 * The local calendar day (days since 1970-01-01) of a moment at a UTC offset (seconds). @internal
 */
export function localDay(unixSeconds: number, offsetSeconds: number): number {
  return Math.floor((unixSeconds + offsetSeconds) / DAY);
}

/** A day's sun as {@link solarNoonHourStart} reads it (Unix seconds; rise and set 0 when polar). @internal */
export interface DaySun {
  readonly sunrise: number;
  readonly sunset: number;
  /** The sun's transit, for a polar day or night (no sunrise or sunset). */
  readonly noon: number;
}

/**
 * The `dt` of a day in a daily forecast: the start of the local clock hour (at UTC offset
 * `offsetSeconds`, the place's offset that day) that holds the day's solar noon,
 * `(sunrise + sunset) / 2`; on a polar day or night (both 0) the sun's transit.
 * @example
 * ```ts
 * // lat 20, lon 77 (UTC+05:30) on 2022-04-11: solar noon 06:52:55 UTC = 12:22 IST, so 06:30 UTC.
 * solarNoonHourStart({ sunrise: 1649637437, sunset: 1649682513, noon: 1649659970 }, 19_800); // 1649658600
 * ```
 * @internal
 */
export function solarNoonHourStart(sun: DaySun, offsetSeconds: number): number {
  const noon = sun.sunrise === 0 && sun.sunset === 0 ? sun.noon : (sun.sunrise + sun.sunset) / 2;
  return Math.floor((noon + offsetSeconds) / HOUR) * HOUR - offsetSeconds;
}
