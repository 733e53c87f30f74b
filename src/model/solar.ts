/**
 * Sunrise and sunset from NOAA's solar calculator (the "General Solar Position Calculations" of the
 * NOAA Global Monitoring Laboratory, after Meeus' *Astronomical Algorithms*): equation of time and
 * solar declination for the Julian century, the hour angle of the sun's centre at 90.833° zenith
 * (refraction and the solar disc), with the angles taken at the event itself (the first estimate
 * refined until it moves by less than a second). The service's recorded sun times agree with it
 * within one or two minutes.
 *
 * Which day's sun a record reports is the service's rule, which depends on the shape (recorded
 * answers show both, see the README's "Sunrise and sunset"):
 * - the specification's shape: the **UTC calendar day** containing `dt` (so west of Greenwich in
 *   the evening the record already reports the next local day's sun);
 * - the current shape: the place's **local calendar day** containing `dt` (its UTC offset at `dt`,
 *   daylight saving time included).
 * A calendar day `D` is computed as NOAA's calculator does for that date: the times are minutes
 * from 0h UTC of `D` and may fall on the UTC day before or after it.
 *
 * Polar day and polar night (the sun does not cross the horizon that day) are reported as the
 * service reports them: `sunrise` 0 and `sunset` 0 (so the icon suffix is `n`).
 */

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;
const DAY = 86_400;

/** Sun times of one calendar day, in Unix seconds (integers); both 0 on a polar day or night. @internal */
export interface SunTimes {
  readonly sunrise: number;
  readonly sunset: number;
  /** The sun's transit (solar noon) that day, also on a polar day or night. */
  readonly noon: number;
  /** `'normal'`, or which polar case applied. */
  readonly kind: 'normal' | 'polar-day' | 'polar-night';
}

interface SunAngles {
  /** Equation of time, minutes. */
  eqTime: number;
  /** Solar declination, degrees. */
  declination: number;
}

/** An angle in degrees brought into [0, 360). @internal */
export function degreesIn360(x: number): number {
  return ((x % 360) + 360) % 360;
}

/** The sun's angles for a Julian day. */
function sunAngles(julianDay: number): SunAngles {
  const t = (julianDay - 2451545) / 36525;
  const l0 = degreesIn360(280.46646 + t * (36000.76983 + t * 0.0003032));
  const m = 357.52911 + t * (35999.05029 - 0.0001537 * t);
  const e = 0.016708634 - t * (0.000042037 + 0.0000001267 * t);
  const mr = m * RAD;
  // Each sine once (the same numbers as taking it where it is used).
  const sinM = Math.sin(mr);
  const sin2M = Math.sin(2 * mr);
  const center =
    sinM * (1.914602 - t * (0.004817 + 0.000014 * t)) +
    sin2M * (0.019993 - 0.000101 * t) +
    Math.sin(3 * mr) * 0.000289;
  const omega = (125.04 - 1934.136 * t) * RAD;
  const apparentLong = l0 + center - 0.00569 - 0.00478 * Math.sin(omega);
  const meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60;
  const obliquity = meanObliquity + 0.00256 * Math.cos(omega);
  const declination = Math.asin(Math.sin(obliquity * RAD) * Math.sin(apparentLong * RAD)) * DEG;
  // The square as a product: what `** 2` gives (its power function squares by multiplying).
  const tanHalf = Math.tan((obliquity * RAD) / 2);
  const y = tanHalf * tanHalf;
  const l0r = l0 * RAD;
  const eqTime =
    4 *
    DEG *
    (y * Math.sin(2 * l0r) -
      2 * e * sinM +
      4 * e * y * sinM * Math.cos(2 * l0r) -
      0.5 * y * y * Math.sin(4 * l0r) -
      1.25 * e * e * sin2M);
  return { eqTime, declination };
}

/** cos of the zenith of sunrise and sunset (90.833°: refraction and the solar disc). */
const COS_ZENITH = Math.cos(90.833 * RAD);

/** cos of the sunrise hour angle; > 1 means the sun stays down, < -1 that it stays up. */
function cosHourAngle(lat: number, declination: number): number {
  const latR = lat * RAD;
  return cosHourAngleAt(Math.cos(latR), Math.tan(latR), declination);
}

/** {@link cosHourAngle} from the cosine and tangent of the latitude (one place's, taken once). */
function cosHourAngleAt(cosLat: number, tanLat: number, declination: number): number {
  const decR = declination * RAD;
  return COS_ZENITH / (cosLat * Math.cos(decR)) - tanLat * Math.tan(decR);
}

/** One place's latitude as the sun's passes use it: its cosine and tangent, taken once per day. */
interface Latitude {
  readonly cos: number;
  readonly tan: number;
}

/**
 * The sunrise (`rise`) or sunset hour angle, degrees, at the sun's `declination`, or NaN when the
 * sun does not cross the horizon.
 */
function hourAngleDegrees(at: Latitude, declination: number): number {
  const cos = cosHourAngleAt(at.cos, at.tan, declination);
  if (cos > 1 || cos < -1) return Number.NaN;
  return Math.acos(cos) * DEG;
}

/** Minutes after 0h UTC of the day `julianDay` starts, or NaN in a polar case. */
function eventMinutes(rise: boolean, julianDay: number, at: Latitude, lon: number): number {
  const { eqTime, declination } = sunAngles(julianDay);
  const hourAngle = hourAngleDegrees(at, declination);
  return 720 - 4 * (lon + (rise ? hourAngle : -hourAngle)) - eqTime;
}

/**
 * Minutes after 0h UTC of the day `julianDay` starts, with the sun's angles taken at the event
 * itself: from the first estimate `minutes` (angles at the place's solar noon), refined until it
 * moves by less than a second. NaN when the sun does not cross the horizon at some pass
 * (a polar day or night, or a day so close to one that the event does not exist).
 */
function refinedMinutes(rise: boolean, first: number, julianDay: number, at: Latitude, lon: number): number {
  let minutes = first;
  for (let pass = 0; pass < 8 && !Number.isNaN(minutes); pass += 1) {
    const next = eventMinutes(rise, julianDay + minutes / 1440, at, lon);
    if (Math.abs(next - minutes) < 1 / 120) return next;
    minutes = next;
  }
  return minutes;
}

/**
 * The calendar day (days since 1970-01-01) whose sun a record reports: the UTC day containing `dt`
 * in the specification's shape, the local day at UTC offset `offsetSeconds` in the current shape.
 * @internal
 */
export function calendarDay(unixSeconds: number, offsetSeconds: number): number {
  return Math.floor((unixSeconds + offsetSeconds) / DAY);
}

/**
 * The day (as {@link sunTimesOfDay} numbers it) whose sun is the sun of the place's local calendar
 * day containing `unixSeconds`, at UTC offset `offsetSeconds` and longitude `lon`. NOAA's day `D`
 * at a longitude is the solar day around the solar noon of `D` at that longitude (12:00 UTC minus
 * 4 minutes a degree east), so where the date line bends (Apia, Kiritimati, Nuku'alofa, eastern Fiji:
 * west of 180° with an offset east of UTC) the local day `L` is NOAA's day `L - 1`: the day is the
 * one whose solar noon falls on the local day.
 * @example
 * ```ts
 * localSunDay(Date.parse('2024-06-01T22:00:00Z') / 1000, 13 * 3600, -171.77); // 19875 (2024-06-01)
 * ```
 * @internal
 */
export function localSunDay(unixSeconds: number, offsetSeconds: number, lon: number): number {
  const local = calendarDay(unixSeconds, offsetSeconds);
  // Seconds from 0h local of day `local` to the solar noon of NOAA's day `local`.
  const noon = 43_200 - lon * 240 + offsetSeconds;
  return local - Math.floor(noon / DAY);
}

/**
 * Sunrise and sunset of calendar day number `day` (days since 1970-01-01) at latitude `lat` and
 * longitude `lon` (degrees, east positive), in Unix seconds; both 0 on a polar day or night.
 * @internal
 */
export function sunTimesOfDay(lat: number, lon: number, day: number): SunTimes {
  const midnightUtc = day * DAY;
  const julianDay = day + 2440587.5;
  const latR = lat * RAD;
  const latitude: Latitude = { cos: Math.cos(latR), tan: Math.tan(latR) };
  // The first estimate of both events: the sun's angles at the place's solar noon (taken once).
  const { eqTime, declination } = sunAngles(julianDay + (720 - 4 * lon) / 1440);
  const noonHourAngle = hourAngleDegrees(latitude, declination);
  const noon = Math.round(midnightUtc + (720 - 4 * lon - eqTime) * 60);
  const rise = refinedMinutes(true, 720 - 4 * (lon + noonHourAngle) - eqTime, julianDay, latitude, lon);
  const set = refinedMinutes(false, 720 - 4 * (lon - noonHourAngle) - eqTime, julianDay, latitude, lon);
  if (Number.isNaN(rise) || Number.isNaN(set)) {
    // The sun does not cross the horizon at one of the two events of that day.
    const polarDay = cosHourAngle(lat, sunAngles(julianDay).declination) < -1;
    return { sunrise: 0, sunset: 0, noon, kind: polarDay ? 'polar-day' : 'polar-night' };
  }
  const sunrise = Math.round(midnightUtc + rise * 60);
  const sunset = Math.round(midnightUtc + set * 60);
  // A day whose sun only grazes the horizon (rise and set in the same second) has no daytime.
  if (sunset <= sunrise) return { sunrise: 0, sunset: 0, noon, kind: 'polar-night' };
  return { sunrise, sunset, noon, kind: 'normal' };
}
