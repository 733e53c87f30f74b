/**
 * The UV index from the sun's elevation and the cloud cover:
 *
 * - clear sky: Madronich's analytic formula (S. Madronich, "Analytic formula for the clear-sky UV
 *   index", Photochemistry and Photobiology 83, 2007), `UVI = 12.5 · μ0^2.42 · (Ω / 300)^-1.23`,
 *   with μ0 the cosine of the solar zenith angle and Ω the total ozone column, taken as 300 DU
 *   (so the last factor is 1);
 * - clouds: a cloud modification factor of the Kasten–Czeplak form (F. Kasten, G. Czeplak, Solar
 *   Energy 24, 1980: `CMF = 1 − a · N^b`, `N` the cloud cover as a fraction). Their coefficients for
 *   total radiation (a = 0.75, b = 3.4) attenuate far more than clouds attenuate UV, and more than
 *   the service's answers show (overcast Kochi, June 2024: 9.91 near noon, about 90 % of the
 *   clear-sky value), so the double takes a = 0.15, b = 2.5 (its choice, fitted to those answers);
 * - the sun's position: the NOAA solar calculator's declination and equation of time (the same
 *   algorithm as the sunrise and sunset of every answer), the hour angle from the moment and the
 *   longitude.
 *
 * The index is 0 while the sun is below the horizon, rounded to 2 decimals like the service's.
 */

const RAD = Math.PI / 180;

/** Madronich's clear-sky coefficient and exponent. @internal */
const UV_CLEAR_SKY = { scale: 12.5, exponent: 2.42 } as const;
/** Kasten–Czeplak cloud modification coefficients. @internal */
const UV_CLOUDS = { factor: 0.15, exponent: 2.5 } as const;

/** The cosine of the solar zenith angle at a place and moment (negative when the sun is down). @internal */
function cosSolarZenith(lat: number, lon: number, unixSeconds: number): number {
  const julianDay = unixSeconds / 86_400 + 2440587.5;
  const t = (julianDay - 2451545) / 36525;
  const l0 = (((280.46646 + t * (36000.76983 + t * 0.0003032)) % 360) + 360) % 360;
  const m = 357.52911 + t * (35999.05029 - 0.0001537 * t);
  const e = 0.016708634 - t * (0.000042037 + 0.0000001267 * t);
  const mr = m * RAD;
  const center =
    Math.sin(mr) * (1.914602 - t * (0.004817 + 0.000014 * t)) +
    Math.sin(2 * mr) * (0.019993 - 0.000101 * t) +
    Math.sin(3 * mr) * 0.000289;
  const omega = (125.04 - 1934.136 * t) * RAD;
  const apparentLong = l0 + center - 0.00569 - 0.00478 * Math.sin(omega);
  const meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60;
  const obliquity = (meanObliquity + 0.00256 * Math.cos(omega)) * RAD;
  const declination = Math.asin(Math.sin(obliquity) * Math.sin(apparentLong * RAD));
  const y = Math.tan(obliquity / 2) ** 2;
  const l0r = l0 * RAD;
  const eqTime =
    (4 / RAD) *
    (y * Math.sin(2 * l0r) -
      2 * e * Math.sin(mr) +
      4 * e * y * Math.sin(mr) * Math.cos(2 * l0r) -
      0.5 * y * y * Math.sin(4 * l0r) -
      1.25 * e * e * Math.sin(2 * mr));
  const minutesUtc = (((unixSeconds % 86_400) + 86_400) % 86_400) / 60;
  const trueSolarMinutes = minutesUtc + eqTime + 4 * lon;
  const hourAngle = (trueSolarMinutes / 4 - 180) * RAD;
  const phi = lat * RAD;
  return Math.sin(phi) * Math.sin(declination) + Math.cos(phi) * Math.cos(declination) * Math.cos(hourAngle);
}

/**
 * The UV index (2 decimals) at a place and moment under a cloud cover (%, 0 to 100): Madronich's
 * clear-sky formula (12.5 μ0^2.42 at 300 DU of ozone) times a Kasten–Czeplak cloud factor
 * (1 − 0.15 N^2.5); 0 while the sun is down. What One Call's `uvi` reports.
 *
 * @param lat - latitude, degrees.
 * @param lon - longitude, degrees (east positive).
 * @param unixSeconds - the moment, Unix seconds.
 * @param cloudCover - cloud cover, %.
 * @returns the UV index, 2 decimals.
 * @example
 * ```ts
 * import { uvIndex } from 'weather-double';
 * uvIndex(0, 0, Date.UTC(2024, 2, 20, 12) / 1000, 0); // about 12.4: the sun near the zenith
 * ```
 */
export function uvIndex(lat: number, lon: number, unixSeconds: number, cloudCover: number): number {
  const mu = cosSolarZenith(lat, lon, unixSeconds);
  if (mu <= 0) return 0;
  const clear = UV_CLEAR_SKY.scale * mu ** UV_CLEAR_SKY.exponent;
  const n = Math.min(100, Math.max(0, cloudCover)) / 100;
  const cmf = 1 - UV_CLOUDS.factor * n ** UV_CLOUDS.exponent;
  return Math.round(clear * cmf * 100) / 100;
}
