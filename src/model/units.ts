import type { Units } from '../service/vocabulary.js';

/**
 * Unit conversion as the service does it (its own three-unit example is reproduced by these):
 * °C = round(K − 273.15, 2); °F = round(°C × 9/5 + 32, 2); mph = round(m/s × 2.23694, 2).
 * Nothing else changes with units.
 * @internal
 */

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Kelvin to °C, rounded to 2 decimals. @internal */
const kelvinToCelsius = (kelvin: number) => round2(kelvin - 273.15);
/** °C to °F, rounded to 2 decimals. @internal */
const celsiusToFahrenheit = (celsius: number) => round2((celsius * 9) / 5 + 32);
/** m/s to miles/hour, rounded to 2 decimals. @internal */
const metresPerSecondToMph = (speed: number) => round2(speed * 2.23694);

/** A temperature in kelvin, in `units`. @internal */
export function temperatureIn(kelvin: number, units: Units): number {
  if (units === 'standard') return kelvin;
  const celsius = kelvinToCelsius(kelvin);
  return units === 'metric' ? celsius : celsiusToFahrenheit(celsius);
}

/** A wind speed in m/s, in `units`. @internal */
export function speedIn(speed: number, units: Units): number {
  return units === 'imperial' ? metresPerSecondToMph(speed) : speed;
}
