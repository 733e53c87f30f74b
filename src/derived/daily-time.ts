/**
 * The time grid of One Call's `daily`: a day's `dt` is at `12 − ceil(lon / 15)` o'clock UTC on each
 * local calendar date of the place (the service's rule, from its recorded answers: London 12:00,
 * Augsburg 11:00, Kraków and Warsaw 10:00, São Paulo 15:00, its own example at lon −94.04 18:00),
 * 86400 s apart, the first on the place's local date at the clock. (One recorded answer for a
 * half-hour zone, Kochi 2024, has 06:30 where the rule gives 06:00; the double follows the rule.)
 * "On each local date" is taken literally where the date line bends: at Apia (UTC+13, lon −171.77)
 * the rule's hour is 23:00 UTC, and the day of June 2 (local) is at 2024-06-01T23:00Z, its local noon.
 */

const DAY = 86_400;

/** The UTC hour (may be 0…23, or 24 at lon −180) of the daily `dt` at longitude `lon`. @internal */
export function dailyHourUtc(lon: number): number {
  // `+ 0` turns Math.ceil's −0 (for −15 < lon < 0) into 0.
  return 12 - (Math.ceil(lon / 15) + 0);
}

/**
 * The local calendar day (days since 1970-01-01) of a moment at a UTC offset (seconds). @internal
 */
export function localDay(unixSeconds: number, offsetSeconds: number): number {
  return Math.floor((unixSeconds + offsetSeconds) / DAY);
}

/**
 * The daily `dt` of local calendar day `day` (days since 1970) at longitude `lon`, for a place whose
 * UTC offset that day is `offsetSeconds`: the moment at the rule's UTC hour that falls on that local
 * date (between its local midnights). Where the zone follows the sun it is `day`'s own UTC date at
 * that hour; where the date line bends (Apia, Kiritimati, Attu) it is the UTC date before or after.
 * @internal
 */
export function dailyDt(day: number, lon: number, offsetSeconds: number): number {
  const localMidnight = day * DAY - offsetSeconds;
  const hour = dailyHourUtc(lon) * 3600;
  return localMidnight + ((((hour - localMidnight) % DAY) + DAY) % DAY);
}

/**
 * A daily item's `dt` (One Call's `daily[i].dt`, the 16-day forecast's `list[i].dt`): the start of
 * the place's local clock hour that holds the day's solar noon, `(sunrise + sunset) / 2`. On a
 * polar day or night (sunrise and sunset both 0) the noon is the mean solar noon of the sun's day
 * `sunDay` (days since 1970) at longitude `lon`: 12:00 UTC less 4 minutes a degree east. The local
 * clock is UTC plus `offsetSeconds` (a zone at a half or three-quarter hour starts its hours there).
 * The service's recorded answers agree: Zocca (lon 10.99, UTC+2) 2022-08-30 11:00 UTC, its noon at
 * 11:17 UTC; London in June 11:00 UTC (noon 11:58 UTC, 12:58 BST).
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
