import type { CurrentWeatherRecord, Units, WeatherRecord } from '../record/types.js';

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
 * A fresh copy of a standard-unit record of either shape in `units`, built in its shape's wire key
 * order. The input is never shared with the result (callers may mutate what they get).
 * @internal
 */
export function recordInUnits<R extends WeatherRecord | CurrentWeatherRecord>(standard: R, units: Units): R {
  if ('timezone' in standard) return currentInUnits(standard, units) as R;
  return specificationInUnits(standard as WeatherRecord, units) as R;
}

/**
 * A fresh copy of a standard-unit record of the current shape in `units`: temperatures (`feels_like`
 * too) and speeds (`gust` too) converted like the specification's; rain and snow stay in mm.
 */
function currentInUnits(standard: CurrentWeatherRecord, units: Units): CurrentWeatherRecord {
  const { main, sys, wind } = standard;
  const record: CurrentWeatherRecord = {
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
      feels_like: temperatureIn(main.feels_like, units),
      temp_min: temperatureIn(main.temp_min, units),
      temp_max: temperatureIn(main.temp_max, units),
      pressure: main.pressure,
      humidity: main.humidity,
      sea_level: main.sea_level,
      grnd_level: main.grnd_level,
    },
    visibility: standard.visibility,
    wind:
      wind.gust === undefined
        ? { speed: speedIn(wind.speed, units), deg: wind.deg }
        : { speed: speedIn(wind.speed, units), deg: wind.deg, gust: speedIn(wind.gust, units) },
    ...(standard.rain === undefined ? {} : { rain: { '1h': standard.rain['1h'] } }),
    ...(standard.snow === undefined ? {} : { snow: { '1h': standard.snow['1h'] } }),
    clouds: { all: standard.clouds.all },
    dt: standard.dt,
    sys: {
      // No station when the answer comes from model data.
      ...(sys.type === undefined ? {} : { type: sys.type, id: sys.id }),
      ...(sys.country === undefined ? {} : { country: sys.country }),
      sunrise: sys.sunrise,
      sunset: sys.sunset,
    },
    timezone: standard.timezone,
    id: standard.id,
    name: standard.name,
    cod: standard.cod,
  };
  return record;
}

function specificationInUnits(standard: WeatherRecord, units: Units): WeatherRecord {
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
