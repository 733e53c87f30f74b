import { speedIn, temperatureIn } from '../../model/units.js';
import type { StandardObservation } from '../../model/weather-state.js';
import { conditionById } from '../../service/conditions.js';
import type { RecordShape, Units } from '../../service/vocabulary.js';
import { serializeRecordAs } from './serialize.js';
import type { CurrentWeatherRecord, WeatherRecord } from './types.js';

/**
 * Records and their bytes from a standard observation (`weather-state.ts`), in one pass: the unit
 * system converted as the service does (`units.ts`), the form of the query's `coord`, `id`, `name`
 * and `sys.country`, the keys in the shape's wire order. `recordOf` builds a fresh object tree on
 * every call (callers may mutate it); `recordBody` writes its bytes in the schema's key order.
 * @internal
 */

/** What a record reports of the query's form (see `ResolvedLocation`). @internal */
export interface ReportedLocation {
  readonly coord: { readonly lat: number; readonly lon: number };
  readonly id: number;
  readonly name: string;
  /** `undefined` at sea: the record then has no `sys.country`. */
  readonly country: string | undefined;
  /** The service answers the place from model data only (its "Globe" at 0°, 0°): no station. */
  readonly fromModel?: boolean | undefined;
}

/** Whether a current-shape record comes from model data: no station, `temp_min` = `temp_max` = `temp`. */
const fromModel = (s: StandardObservation, where: ReportedLocation): boolean =>
  s.fromModel || where.fromModel === true;

/** A fresh record of the shape, in `units`, reporting `where`. @internal */
export function recordOf(
  s: StandardObservation,
  units: Units,
  where: ReportedLocation,
  shape: RecordShape,
): WeatherRecord | CurrentWeatherRecord {
  const o = s.observation;
  const suffix = s.daytime ? 'd' : 'n';
  const weather = o.conditions.map((id) => {
    const condition = conditionById(id);
    if (!condition) throw new Error(`unknown condition ${id}`);
    return { id, main: condition.main, description: condition.description, icon: condition.icon + suffix };
  });
  const coord = { lon: where.coord.lon, lat: where.coord.lat };
  if (shape === 'current') {
    const gust = o.windGust;
    const speed = speedIn(o.windSpeed, units);
    const model = fromModel(s, where);
    const temp = temperatureIn(o.temp, units);
    const station = model ? {} : { type: s.station.type, id: s.station.id };
    const record: CurrentWeatherRecord = {
      coord,
      weather,
      base: 'stations',
      main: {
        temp,
        feels_like: temperatureIn(o.feelsLike, units),
        temp_min: model ? temp : temperatureIn(o.tempMin, units),
        temp_max: model ? temp : temperatureIn(o.tempMax, units),
        pressure: o.pressure,
        humidity: o.humidity,
        sea_level: o.pressure,
        grnd_level: o.groundPressure,
      },
      visibility: o.visibility,
      wind:
        gust === undefined
          ? { speed, deg: o.windDeg }
          : { speed, deg: o.windDeg, gust: speedIn(gust, units) },
      ...(o.rain > 0 ? { rain: { '1h': o.rain } } : {}),
      ...(o.snow > 0 ? { snow: { '1h': o.snow } } : {}),
      clouds: { all: o.clouds },
      dt: o.dt,
      sys:
        where.country === undefined
          ? { ...station, sunrise: s.sunrise, sunset: s.sunset }
          : { ...station, country: where.country, sunrise: s.sunrise, sunset: s.sunset },
      timezone: s.timezone,
      id: where.id,
      name: where.name,
      cod: 200,
    };
    return record;
  }
  const record: WeatherRecord = {
    coord,
    weather,
    base: 'stations',
    main: {
      temp: temperatureIn(o.temp, units),
      pressure: o.pressure,
      humidity: o.humidity,
      temp_min: temperatureIn(o.tempMin, units),
      temp_max: temperatureIn(o.tempMax, units),
    },
    visibility: o.visibility,
    wind: { speed: speedIn(o.windSpeed, units), deg: o.windDeg },
    clouds: { all: o.clouds },
    dt: o.dt,
    sys:
      where.country === undefined
        ? { type: s.station.type, id: s.station.id, message: s.message, sunrise: s.sunrise, sunset: s.sunset }
        : {
            type: s.station.type,
            id: s.station.id,
            message: s.message,
            country: where.country,
            sunrise: s.sunrise,
            sunset: s.sunset,
          },
    id: where.id,
    name: where.name,
    cod: 200,
  };
  return record;
}

/**
 * The exact bytes of `recordOf(s, units, where, shape)`: the record written in its shape's key
 * order, from its schema (`serializeRecordAs`), as every route writes its answers. The weather route
 * remembers them per place, bucket and unit system.
 * @internal
 */
export function recordBody(
  s: StandardObservation,
  units: Units,
  where: ReportedLocation,
  shape: RecordShape,
): string {
  return serializeRecordAs(recordOf(s, units, where, shape), shape);
}
