/**
 * The climate the generator draws temperatures from: a mean by latitude, a seasonal swing that
 * grows with latitude (opposite in the two hemispheres, warmest about 19 July in the north), and a
 * daily swing peaking at 15:00 local solar time, damped by cloud. Plain formulas, fitted by eye to
 * climate normals (equator ~27 °C, 40° ~13 °C mean, 60° ~4 °C, poles ~-10 °C).
 */

const YEAR_DAYS = 365.2422;
const DAY = 86_400;

/** The UTC day of the last `dayOfYear` call and the start of its year (a memo: consecutive calls share a day). */
let memoDay = Number.NaN;
let memoStart = 0;

/** Day of the year (0-based, fractional) of a moment. @internal */
export function dayOfYear(unixSeconds: number): number {
  const day = Math.floor(unixSeconds / DAY);
  if (day !== memoDay) {
    const date = new Date(unixSeconds * 1000);
    memoStart = Date.UTC(date.getUTCFullYear(), 0, 1) / 1000;
    memoDay = day;
  }
  return (unixSeconds - memoStart) / DAY;
}

/** Local mean solar hour (0 to 24) at longitude `lon`. @internal */
export function localSolarHour(unixSeconds: number, lon: number): number {
  const seconds = (((unixSeconds + lon * 240) % DAY) + DAY) % DAY;
  return seconds / 3600;
}

/** Annual mean temperature in °C at a latitude. @internal */
export function annualMean(lat: number): number {
  const a = Math.abs(lat);
  return 27 - 0.45 * Math.max(0, a - 10) - (a > 70 ? 0.25 * (a - 70) : 0);
}

/**
 * Climatological temperature in °C (before the day's anomaly) at a place and moment, with a cloud
 * cover (0-100 %) damping the daily swing.
 * @internal
 */
export function climateTemperature(
  lat: number,
  lon: number,
  unixSeconds: number,
  cloudCover: number,
): number {
  return climateTemperatureAt(lat, unixSeconds, cloudCover, localSolarHour(unixSeconds, lon));
}

/**
 * {@link climateTemperature} at the local mean solar `hour` of the moment (`localSolarHour`), for a
 * caller that has it already.
 * @internal
 */
export function climateTemperatureAt(
  lat: number,
  unixSeconds: number,
  cloudCover: number,
  hour: number,
): number {
  const a = Math.abs(lat);
  const seasonal =
    Math.min(18, 0.32 * a) * Math.cos((2 * Math.PI * (dayOfYear(unixSeconds) - 200)) / YEAR_DAYS);
  const hemisphere = lat >= 0 ? 1 : -1;
  const dailySwing = (a > 66 ? 2.5 : 5.5) * (1 - 0.6 * (cloudCover / 100));
  const daily = dailySwing * Math.cos((2 * Math.PI * (hour - 15)) / 24);
  return annualMean(lat) + hemisphere * seasonal + daily;
}
