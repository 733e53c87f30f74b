/**
 * The apparent temperature ("feels like") of the current shape's `main.feels_like`, as the US
 * National Weather Service computes it, and as the service's recorded answers show it (the
 * reference page's 2025 answer, 19.18 °F with 11.5 mph of wind, feels like 6.94 °F: the NWS wind
 * chill to the hundredth):
 * - at or below 50 °F with wind above 3 mph: the NWS Wind Chill Index (2001),
 *   `35.74 + 0.6215 T − 35.75 V^0.16 + 0.4275 T V^0.16` (T in °F, V in mph);
 * - at or above 80 °F: the NWS Heat Index (Rothfusz regression, with the NWS adjustments for low and
 *   high humidity, and Steadman's simple form where it gives under 80 °F);
 * - otherwise the air temperature itself.
 *
 * Not above 81 °C (354.15 K), the highest heat index recorded (Dhahran, 8 July 2003): the Rothfusz
 * regression is a fit to the NWS table, which ends at 137 °F, and past it grows without bound.
 */

/** The highest heat index recorded, 81 °C (Dhahran, 8 July 2003), in kelvin. */
const HIGHEST_HEAT_INDEX = 354.15;

const toFahrenheit = (kelvin: number) => ((kelvin - 273.15) * 9) / 5 + 32;
const toKelvin = (fahrenheit: number) => ((fahrenheit - 32) * 5) / 9 + 273.15;

/** The NWS heat index, °F, of a temperature (°F) and relative humidity (%). */
function heatIndex(t: number, rh: number): number {
  const simple = 0.5 * (t + 61 + (t - 68) * 1.2 + rh * 0.094);
  if ((simple + t) / 2 < 80) return simple;
  let index =
    -42.379 +
    2.04901523 * t +
    10.14333127 * rh -
    0.22475541 * t * rh -
    0.00683783 * t * t -
    0.05481717 * rh * rh +
    0.00122874 * t * t * rh +
    0.00085282 * t * rh * rh -
    0.00000199 * t * t * rh * rh;
  if (rh < 13 && t >= 80 && t <= 112) index -= ((13 - rh) / 4) * Math.sqrt((17 - Math.abs(t - 95)) / 17);
  else if (rh > 85 && t >= 80 && t <= 87) index += ((rh - 85) / 10) * ((87 - t) / 5);
  return index;
}

/**
 * The apparent temperature, kelvin rounded to 2 decimals, of an air temperature (kelvin), a
 * relative humidity (%) and a wind speed (m/s). See the module comment for the formulas.
 * @internal
 */
export function apparentTemperature(kelvin: number, humidity: number, windSpeed: number): number {
  const t = toFahrenheit(kelvin);
  const mph = windSpeed * 2.23694;
  let feels = t;
  if (t <= 50 && mph > 3) {
    const v = mph ** 0.16;
    feels = Math.min(t, 35.74 + 0.6215 * t - 35.75 * v + 0.4275 * t * v);
  } else if (t >= 80) {
    feels = Math.max(t, heatIndex(t, humidity));
  }
  return Math.round(Math.min(toKelvin(feels), HIGHEST_HEAT_INDEX) * 100) / 100;
}
