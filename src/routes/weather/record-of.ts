import { speedIn, temperatureIn } from '../../model/units.js';
import type { StandardObservation } from '../../model/weather-state.js';
import { conditionById, weatherConditions } from '../../service/conditions.js';
import { numberText } from '../../service/number-text.js';
import type { RecordShape, Units } from '../../service/vocabulary.js';
import type { CurrentWeatherRecord, WeatherRecord } from './types.js';

/**
 * Records and their bytes from a standard observation (`weather-state.ts`), in one pass: the unit
 * system converted as the service does (`units.ts`), the form of the query's `coord`, `id`, `name`
 * and `sys.country`, the keys in the shape's wire order. `recordOf` builds a fresh object tree on
 * every call (callers may mutate it); `recordBody` writes the exact bytes `serializeRecordAs` would
 * write for that record without building it.
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

/** The JSON of each condition's `weather` entry, by `id * 2 + (daytime ? 1 : 0)` (a constant table). */
const ENTRY_JSON: ReadonlyMap<number, string> = new Map(
  weatherConditions.flatMap((condition) =>
    [false, true].map((daytime): [number, string] => [
      condition.id * 2 + (daytime ? 1 : 0),
      JSON.stringify({
        id: condition.id,
        main: condition.main,
        description: condition.description,
        icon: condition.icon + (daytime ? 'd' : 'n'),
      }),
    ]),
  ),
);

/** The `weather` array's entries of an observation, as JSON (without the brackets). @internal */
export function weatherJson(conditions: readonly number[], daytime: boolean): string {
  let out = '';
  for (const id of conditions) {
    const json = ENTRY_JSON.get(id * 2 + (daytime ? 1 : 0));
    if (json === undefined) throw new Error(`unknown condition ${id}`);
    out += out === '' ? json : `,${json}`;
  }
  return out;
}

/** A number as `JSON.stringify` writes it. */
const num = numberText;
/** A whole number as `JSON.stringify` writes it (the fields made whole and finite by construction). */
const int = String;

/** A string as `JSON.stringify` writes it. */
const quoted = JSON.stringify;

/**
 * The exact bytes of `serializeRecordAs(recordOf(s, units, where, shape), shape)`, written
 * directly: minified JSON in the shape's wire order. The fields the timeline and the record make
 * whole and finite by construction (humidity, sea-level pressure, visibility, clouds, the wind's
 * degrees, `dt`, the station, the sun, the time zone) are written as integers ({@link int}), which
 * is what `JSON.stringify` writes for them; the others through {@link num}; the strings through
 * {@link quoted}.
 * @internal
 */
export function recordBody(
  s: StandardObservation,
  units: Units,
  where: ReportedLocation,
  shape: RecordShape,
): string {
  const o = s.observation;
  const head = `{"coord":{"lon":${num(where.coord.lon)},"lat":${num(where.coord.lat)}},"weather":[${weatherJson(o.conditions, s.daytime)}],"base":"stations","main":{"temp":${num(temperatureIn(o.temp, units))}`;
  const country = where.country === undefined ? '' : `"country":${quoted(where.country)},`;
  const tail = `"sunrise":${int(s.sunrise)},"sunset":${int(s.sunset)}}`;
  const ending = `"id":${num(where.id)},"name":${quoted(where.name)},"cod":200}`;
  const sys = `"sys":{"type":${int(s.station.type)},"id":${int(s.station.id)},`;
  if (shape === 'current') {
    const gust = o.windGust === undefined ? '' : `,"gust":${num(speedIn(o.windGust, units))}`;
    const rain = o.rain > 0 ? `"rain":{"1h":${num(o.rain)}},` : '';
    const snow = o.snow > 0 ? `"snow":{"1h":${num(o.snow)}},` : '';
    const model = fromModel(s, where);
    const temp = num(temperatureIn(o.temp, units));
    const low = model ? temp : num(temperatureIn(o.tempMin, units));
    const high = model ? temp : num(temperatureIn(o.tempMax, units));
    return `${head},"feels_like":${num(temperatureIn(o.feelsLike, units))},"temp_min":${low},"temp_max":${high},"pressure":${int(o.pressure)},"humidity":${int(o.humidity)},"sea_level":${int(o.pressure)},"grnd_level":${num(o.groundPressure)}},"visibility":${int(o.visibility)},"wind":{"speed":${num(speedIn(o.windSpeed, units))},"deg":${int(o.windDeg)}${gust}},${rain}${snow}"clouds":{"all":${int(o.clouds)}},"dt":${int(o.dt)},${model ? '"sys":{' : sys}${country}${tail},"timezone":${int(s.timezone)},${ending}`;
  }
  return `${head},"pressure":${int(o.pressure)},"humidity":${int(o.humidity)},"temp_min":${num(temperatureIn(o.tempMin, units))},"temp_max":${num(temperatureIn(o.tempMax, units))}},"visibility":${int(o.visibility)},"wind":{"speed":${num(speedIn(o.windSpeed, units))},"deg":${int(o.windDeg)}},"clouds":{"all":${int(o.clouds)}},"dt":${int(o.dt)},${sys}"message":${num(s.message)},${country}${tail},${ending}`;
}
