/**
 * The time grid of the daily items (One Call's `daily`, the 16-day forecast's `list`): one a local
 * calendar date of the place, from its date at the clock; a day's `dt` is the start of the local
 * clock hour holding its solar noon ({@link solarNoonHour}). Where the date line bends (Apia,
 * UTC+13, lon −171.77) the day of June 2 (local) is at 2024-06-01T23:00Z, its local noon's hour.
 */

const DAY = 86_400;
const HOUR = 3600;

/**
 * Half of a daily item's span: the day is the 24 hours `[dt − 12 h, dt + 12 h)` around its `dt`.
 * @internal
 */
export const DAY_HALF_SPAN = 12 * HOUR;

/**
 * The moments a daily item is made of (One Call's `daily`, the 16-day forecast's `list`): the whole
 * UTC hours in `[dt − 12 h, dt + 12 h)` (`step` 1, where One Call's `hourly` reaches: its hours), or
 * those on the 3-hour UTC grid (`step` 3: the 5 day / 3 hour forecast's slots). Whole UTC hours
 * whatever the zone: where the clock is at a half hour (Kochi, UTC+5:30) `dt` is at :30 UTC and the
 * day's hours are the products' hours, not the local clock's.
 * @example
 * ```ts
 * dayHours(947140200, 3); // 21:00 UTC on 2000-01-05 to 18:00 UTC on 2000-01-06, 8 moments
 * ```
 * @internal
 */
export function dayHours(dt: number, step: 1 | 3): number[] {
  const every = step * HOUR;
  const hours: number[] = [];
  for (let t = Math.ceil((dt - DAY_HALF_SPAN) / every) * every; t < dt + DAY_HALF_SPAN; t += every)
    hours.push(t);
  return hours;
}

/**
 * The local calendar day (days since 1970-01-01) of a moment at a UTC offset (seconds). @internal
 */
export function localDay(unixSeconds: number, offsetSeconds: number): number {
  return Math.floor((unixSeconds + offsetSeconds) / DAY);
}

/**
 * A daily item's `dt` (One Call's `daily[i].dt`, the 16-day forecast's `list[i].dt`): the start of
 * the place's local clock hour that holds the day's solar noon, `(sunrise + sunset) / 2`. On a
 * polar day or night (sunrise and sunset both 0) the noon is the mean solar noon of the sun's day
 * `sunDay` (days since 1970) at longitude `lon`: 12:00 UTC less 4 minutes a degree east. The local
 * clock is UTC plus `offsetSeconds` (a zone at a half or three-quarter hour starts its hours there).
 * Recorded answers that agree: the 16-day forecast's page, Zocca (lon 10.99, UTC+2) 2022-08-30 at
 * 11:00 UTC, its noon at 11:17 UTC; One Call at Kochi (UTC+5:30) 2024 at 06:30 UTC.
 * @example
 * ```ts
 * solarNoonHour({ sunrise: 1661834187, sunset: 1661882248 }, 19234, 10.99, 7200); // 1661857200
 * ```
 * @internal
 */
export function solarNoonHour(
  sun: { readonly sunrise: number; readonly sunset: number },
  sunDay: number,
  lon: number,
  offsetSeconds: number,
): number {
  const noon =
    sun.sunrise === 0 && sun.sunset === 0
      ? sunDay * DAY + 43_200 - lon * 240
      : (sun.sunrise + sun.sunset) / 2;
  return Math.floor((noon + offsetSeconds) / 3600) * 3600 - offsetSeconds;
}
