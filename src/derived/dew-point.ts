/**
 * The dew point from the air temperature and the relative humidity by the Magnus formula with the
 * constants of Sonntag (1990) over water, as WMO's guide gives them: `a = 17.62`, `b = 243.12 °C`:
 *
 *   γ = ln(RH / 100) + a·t / (b + t),   Td = b·γ / (a − γ)        (t, Td in °C)
 *
 * The service's recorded One Call answers agree with it to the hundredth (Kochi 2024: 305.14 K at
 * 83 % gives 301.89 K; São Paulo 2023: 18.4 °C at 83 % gives 15.46 °C).
 */

/** Magnus constant `a` (dimensionless), Sonntag 1990 over water. @internal */
const MAGNUS_A = 17.62;
/** Magnus constant `b`, °C, Sonntag 1990 over water. @internal */
const MAGNUS_B = 243.12;

/**
 * The dew point, kelvin rounded to 2 decimals, of an air temperature (kelvin) and a relative
 * humidity (%, 1 to 100; 0 is taken as 1 so that the logarithm stays finite), by the Magnus formula
 * with Sonntag's constants (a = 17.62, b = 243.12 °C): what One Call's `dew_point` reports.
 *
 * @param kelvin - air temperature, kelvin.
 * @param humidity - relative humidity, %.
 * @returns the dew point, kelvin, 2 decimals.
 * @example
 * ```ts
 * import { dewPoint } from 'weather-double';
 * dewPoint(305.14, 83); // 301.89 (Kochi, June 2024, as the service answered)
 * ```
 */
export function dewPoint(kelvin: number, humidity: number): number {
  const t = kelvin - 273.15;
  const gamma = Math.log(Math.max(1, Math.min(100, humidity)) / 100) + (MAGNUS_A * t) / (MAGNUS_B + t);
  const td = (MAGNUS_B * gamma) / (MAGNUS_A - gamma);
  return Math.round((td + 273.15) * 100) / 100;
}
