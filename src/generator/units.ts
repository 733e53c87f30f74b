import type { Units, WeatherRecord } from '../record/types.js';

/**
 * Unit conversion as the service does it (its own three-unit example is reproduced by these):
 * °C = round(K − 273.15, 2); °F = round(°C × 9/5 + 32, 2); mph = round(m/s × 2.23694, 2).
 * Nothing else changes with units.
 * @internal
 */

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Kelvin to °C, rounded to 2 decimals. @internal */
export const kelvinToCelsius = (kelvin: number) => round2(kelvin - 273.15);
/** °C to °F, rounded to 2 decimals. @internal */
export const celsiusToFahrenheit = (celsius: number) => round2((celsius * 9) / 5 + 32);
/** m/s to miles/hour, rounded to 2 decimals. @internal */
export const metresPerSecondToMph = (speed: number) => round2(speed * 2.23694);

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

/**
 * A fresh copy of a standard-unit record in `units`, built in the wire key order. The input is
 * never shared with the result (callers may mutate what they get).
 * @internal
 */
export function recordInUnits(standard: WeatherRecord, units: Units): WeatherRecord {
  const { main, sys } = standard;
  return {
    coord: { lon: standard.coord.lon, lat: standard.coord.lat },
    weather: standard.weather.map((w) => ({
      id: w.id,
      main: w.main,
      description: w.description,
      icon: w.icon,
    })),
    base: standard.base,
    main: {
      temp: temperatureIn(main.temp, units),
      pressure: main.pressure,
      humidity: main.humidity,
      temp_min: temperatureIn(main.temp_min, units),
      temp_max: temperatureIn(main.temp_max, units),
    },
    visibility: standard.visibility,
    wind: { speed: speedIn(standard.wind.speed, units), deg: standard.wind.deg },
    clouds: { all: standard.clouds.all },
    dt: standard.dt,
    sys: {
      type: sys.type,
      id: sys.id,
      message: sys.message,
      ...(sys.country === undefined ? {} : { country: sys.country }),
      sunrise: sys.sunrise,
      sunset: sys.sunset,
    },
    id: standard.id,
    name: standard.name,
    cod: standard.cod,
  };
}
