/**
 * Moonrise, moonset and the moon's phase from a published lunar algorithm: the low-precision lunar
 * theory of Jean Meeus, *Astronomical Algorithms* (2nd ed., 1998), chapter 47 — the mean elements
 * (L′, D, M, M′, F) and the largest periodic terms of table 47.A/B (six in longitude, four in
 * latitude, three in distance; good to a few arc-minutes, a minute or two of the rise and set) —
 * with:
 * - the sun's apparent longitude from the Astronomical Almanac's low-precision formula
 *   (`L = 280.460° + 0.9856474° d`, `g = 357.528° + 0.9856003° d`, `λ = L + 1.915° sin g + 0.020° sin 2g`);
 * - the phase as the moon's elongation from the sun in ecliptic longitude, as a fraction of the
 *   synodic cycle (0 new moon, 0.25 first quarter, 0.5 full, 0.75 last quarter); as the service's
 *   recorded answers show (a day holding a principal phase reports it exactly: 0.75 on the day of a
 *   last quarter, 0 on the day of a new moon), a local day that contains the moment of a principal
 *   phase reports that phase, any other day the fraction at the day's `dt`, to 2 decimals;
 * - moonrise and moonset: the moment the moon's centre crosses the standard altitude
 *   `h0 = 0.7275 π − 0°34′` (Meeus eq. 15.1: parallax π, refraction, the centre not the limb), found
 *   hour by hour through the place's local calendar day and refined by quadratic interpolation of
 *   the altitude, rounded to the minute like the service's (its values are whole minutes); 0 when
 *   the moon does not rise (or set) that local day, as the service sends.
 */

const RAD = Math.PI / 180;
const DAY = 86_400;
const J2000_UNIX = 946_728_000; // 2000-01-01T12:00:00Z
const OBLIQUITY = 23.4397 * RAD;
const EARTH_RADIUS_KM = 6378.14;

const norm360 = (degrees: number) => ((degrees % 360) + 360) % 360;

/** Days (fractional) since J2000.0 of a Unix time. */
const daysSinceJ2000 = (unixSeconds: number) => (unixSeconds - J2000_UNIX) / DAY;

/** Ecliptic longitude, latitude (degrees) and distance (km) of the moon, Meeus ch. 47 truncated. */
function moonEcliptic(d: number): { lambda: number; beta: number; distance: number } {
  const lp = 218.3164477 + 13.17639648 * d; // mean longitude L′
  const D = (297.8501921 + 12.19074912 * d) * RAD; // mean elongation
  const M = (357.5291092 + 0.98560028 * d) * RAD; // sun's mean anomaly
  const Mp = (134.9633964 + 13.06499295 * d) * RAD; // moon's mean anomaly
  const F = (93.272095 + 13.22935024 * d) * RAD; // argument of latitude
  const lambda =
    lp +
    6.288774 * Math.sin(Mp) +
    1.274027 * Math.sin(2 * D - Mp) +
    0.658314 * Math.sin(2 * D) +
    0.213618 * Math.sin(2 * Mp) -
    0.185116 * Math.sin(M) -
    0.114332 * Math.sin(2 * F);
  const beta =
    5.128122 * Math.sin(F) +
    0.280602 * Math.sin(Mp + F) +
    0.277693 * Math.sin(Mp - F) +
    0.173237 * Math.sin(2 * D - F);
  const distance =
    385000.56 - 20905.355 * Math.cos(Mp) - 3699.111 * Math.cos(2 * D - Mp) - 2955.968 * Math.cos(2 * D);
  return { lambda, beta, distance };
}

/** The sun's apparent ecliptic longitude, degrees (Astronomical Almanac, low precision). */
function sunLongitude(d: number): number {
  const L = 280.46 + 0.9856474 * d;
  const g = (357.528 + 0.9856003 * d) * RAD;
  return L + 1.915 * Math.sin(g) + 0.02 * Math.sin(2 * g);
}

/** The moon's elongation from the sun in longitude, degrees, unwrapped (grows ~12.2° a day). */
function elongation(unixSeconds: number): number {
  const d = daysSinceJ2000(unixSeconds);
  return moonEcliptic(d).lambda - sunLongitude(d);
}

/** The phase fraction (0 ≤ p < 1) at a moment: elongation / 360°. @internal */
function moonPhaseAt(unixSeconds: number): number {
  return norm360(elongation(unixSeconds)) / 360;
}

/**
 * The `moon_phase` of a local day `[start, start + 86400)` whose report time is `dt`: the principal
 * phase (0, 0.25, 0.5, 0.75) whose moment falls in the day, else the fraction at `dt`, 2 decimals.
 * @internal
 */
export function moonPhaseOfDay(start: number, dt: number): number {
  const e0 = elongation(start);
  const e1 = elongation(start + DAY);
  // The first multiple of 90° at or after e0; the elongation grows by 11 to 15.5° a day.
  const quarter = Math.ceil(e0 / 90);
  if (quarter * 90 < e1) return (((quarter % 4) + 4) % 4) / 4;
  return Math.round(moonPhaseAt(dt) * 100) / 100;
}

/** The moon's geocentric altitude above the standard altitude h0, degrees, at a place and moment. */
function altitudeAboveHorizon(lat: number, lon: number, unixSeconds: number): number {
  const d = daysSinceJ2000(unixSeconds);
  const { lambda, beta, distance } = moonEcliptic(d);
  const l = lambda * RAD;
  const b = beta * RAD;
  const ra = Math.atan2(Math.sin(l) * Math.cos(OBLIQUITY) - Math.tan(b) * Math.sin(OBLIQUITY), Math.cos(l));
  const dec = Math.asin(Math.sin(b) * Math.cos(OBLIQUITY) + Math.cos(b) * Math.sin(OBLIQUITY) * Math.sin(l));
  const gmst = 280.46061837 + 360.98564736629 * d; // Meeus eq. 12.4, without the T² terms
  const hourAngle = (gmst + lon) * RAD - ra;
  const phi = lat * RAD;
  const altitude = Math.asin(
    Math.sin(phi) * Math.sin(dec) + Math.cos(phi) * Math.cos(dec) * Math.cos(hourAngle),
  );
  const parallax = Math.asin(EARTH_RADIUS_KM / distance) / RAD;
  const h0 = 0.7275 * parallax - 34 / 60;
  return altitude / RAD - h0;
}

/** Moonrise and moonset of one local day, Unix seconds (whole minutes), 0 when there is none. @internal */
export interface MoonTimes {
  readonly moonrise: number;
  readonly moonset: number;
}

/**
 * Moonrise and moonset at a place during the local day `[start, start + 86400)` (`start` the
 * local midnight in Unix seconds): the first of each in the day, 0 when there is none.
 * @internal
 */
export function moonTimesOfDay(lat: number, lon: number, start: number): MoonTimes {
  let rise = 0;
  let set = 0;
  const at = (hour: number) => altitudeAboveHorizon(lat, lon, start + hour * 3600);
  let h0 = at(0);
  // Three altitudes two hours apart each step (hours i−1, i, i+1), a parabola through them.
  for (let i = 1; i <= 23 && (rise === 0 || set === 0); i += 2) {
    const h1 = at(i);
    const h2 = at(i + 1);
    const a = (h0 + h2) / 2 - h1;
    const b = (h2 - h0) / 2;
    const xe = -b / (2 * a);
    const disc = b * b - 4 * a * h1;
    if (disc >= 0 && a !== 0) {
      const dx = Math.sqrt(disc) / (Math.abs(a) * 2);
      const x1 = xe - dx;
      const x2 = xe + dx;
      const roots: number[] = [];
      if (Math.abs(x1) <= 1) roots.push(x1);
      if (Math.abs(x2) <= 1) roots.push(x2);
      for (const x of roots) {
        // Rising where the altitude grows through 0 (slope 2ax + b > 0).
        const moment = Math.round((start + (i + x) * 3600) / 60) * 60;
        if (moment < start || moment >= start + DAY) continue;
        if (2 * a * x + b > 0) {
          if (rise === 0) rise = moment;
        } else if (set === 0) set = moment;
      }
    } else if (a === 0 && b !== 0) {
      const x = -h1 / b;
      if (Math.abs(x) <= 1) {
        const moment = Math.round((start + (i + x) * 3600) / 60) * 60;
        if (moment >= start && moment < start + DAY) {
          if (b > 0) {
            if (rise === 0) rise = moment;
          } else if (set === 0) set = moment;
        }
      }
    }
    h0 = h2;
  }
  return { moonrise: rise, moonset: set };
}

/**
 * The moon of one local day at a place, as One Call's `daily` reports it: moonrise and moonset
 * (Unix seconds, whole minutes, 0 when there is none that day) and the phase (0 and 1 new moon,
 * 0.25 first quarter, 0.5 full, 0.75 last quarter; the principal phase on the day that holds it,
 * else the fraction at `dt`, 2 decimals), by Meeus' low-precision lunar theory (see
 * docs/one-call.md).
 *
 * @param lat - latitude, degrees.
 * @param lon - longitude, degrees (east positive).
 * @param dayStart - the local midnight that starts the day, Unix seconds.
 * @param dt - the moment of the day's phase, Unix seconds. @default dayStart + 43200 (noon)
 * @returns `{ moonrise, moonset, moon_phase }`.
 * @example
 * ```ts
 * import { moonOfDay } from 'weather-double';
 * // Kochi, 2 June 2024 (local midnight 2024-06-01T18:30Z)
 * moonOfDay(9.93, 76.2637, 1717266600, 1717309800); // { moonrise: 1717274880, moonset: 1717319940, moon_phase: 0.84 }
 * ```
 */
export function moonOfDay(
  lat: number,
  lon: number,
  dayStart: number,
  dt: number = dayStart + DAY / 2,
): { moonrise: number; moonset: number; moon_phase: number } {
  const { moonrise, moonset } = moonTimesOfDay(lat, lon, dayStart);
  return { moonrise, moonset, moon_phase: moonPhaseOfDay(dayStart, dt) };
}
