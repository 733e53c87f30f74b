/**
 * An oracle for the sun times, written apart from the package: NOAA's sunrise equation (the NOAA
 * Global Monitoring Laboratory's solar calculator, after Meeus: equation of time and declination
 * for the Julian century, hour angle at zenith 90.833°), solved for each event by iterating until
 * the time no longer moves, for the calendar day `day` (days since 1970-01-01): times are minutes
 * from 0h UTC of that date, as NOAA's calculator gives them.
 */

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

function sunAt(julianDay: number): { declination: number; equationOfTime: number } {
  const T = (julianDay - 2451545) / 36525;
  const meanLongitude = (((280.46646 + T * (36000.76983 + T * 0.0003032)) % 360) + 360) % 360;
  const meanAnomaly = 357.52911 + T * (35999.05029 - 0.0001537 * T);
  const eccentricity = 0.016708634 - T * (0.000042037 + 0.0000001267 * T);
  const M = rad(meanAnomaly);
  const center =
    Math.sin(M) * (1.914602 - T * (0.004817 + 0.000014 * T)) +
    Math.sin(2 * M) * (0.019993 - 0.000101 * T) +
    Math.sin(3 * M) * 0.000289;
  const omega = rad(125.04 - 1934.136 * T);
  const apparentLongitude = meanLongitude + center - 0.00569 - 0.00478 * Math.sin(omega);
  const meanObliquity = 23 + (26 + (21.448 - T * (46.815 + T * (0.00059 - T * 0.001813))) / 60) / 60;
  const obliquity = rad(meanObliquity + 0.00256 * Math.cos(omega));
  const declination = Math.asin(Math.sin(obliquity) * Math.sin(rad(apparentLongitude)));
  const y = Math.tan(obliquity / 2) ** 2;
  const L0 = rad(meanLongitude);
  const equationOfTime =
    4 *
    deg(
      y * Math.sin(2 * L0) -
        2 * eccentricity * Math.sin(M) +
        4 * eccentricity * y * Math.sin(M) * Math.cos(2 * L0) -
        0.5 * y * y * Math.sin(4 * L0) -
        1.25 * eccentricity * eccentricity * Math.sin(2 * M),
    );
  return { declination, equationOfTime };
}

/** Minutes from 0h UTC of `day` of sunrise (`rising`) or sunset, or `undefined` when the sun does not cross. */
function eventMinutes(rising: boolean, day: number, lat: number, lon: number): number | undefined {
  let minutes = 720 - 4 * lon;
  for (let pass = 0; pass < 8; pass += 1) {
    const { declination, equationOfTime } = sunAt(2440587.5 + day + minutes / 1440);
    const cos =
      Math.cos(rad(90.833)) / (Math.cos(rad(lat)) * Math.cos(declination)) -
      Math.tan(rad(lat)) * Math.tan(declination);
    if (cos < -1 || cos > 1) return undefined;
    const hourAngle = deg(Math.acos(cos));
    minutes = 720 - 4 * (lon + (rising ? hourAngle : -hourAngle)) - equationOfTime;
  }
  return minutes;
}

/** Sunrise and sunset (Unix seconds) of calendar day `day` at a place; `undefined` on a polar day or night. */
export function noaaSun(
  lat: number,
  lon: number,
  day: number,
): { sunrise: number; sunset: number } | undefined {
  const rise = eventMinutes(true, day, lat, lon);
  const set = eventMinutes(false, day, lat, lon);
  if (rise === undefined || set === undefined) return undefined;
  return { sunrise: day * 86_400 + rise * 60, sunset: day * 86_400 + set * 60 };
}
