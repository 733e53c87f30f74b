/**
 * The JSON Schemas of the current weather record, one per shape: the single source of the record's
 * wire key order (`serializeWeatherRecord`), its structural validation (`validateWeatherRecord`)
 * and the shipped `weather-double/schema.json` (the specification's shape) and
 * `weather-double/current-schema.json` (the shape the live service sends today). The TypeScript
 * types in `types.ts` are checked against them by a type test, so they cannot drift apart.
 *
 * Ranges are those any record of the real service respects in every unit system; cross-field rules
 * (condition table, icon suffix, temperature order, cloud cover) live in `validate.ts`.
 */

import {
  CLOUDS,
  CURRENT_MAIN_KEYS,
  conditions,
  describedObject,
  integer,
  latitude,
  longitude,
  number,
  UNIX_MAX,
} from '../../answer-schema/helpers.js';
import type { AnswerSchema } from '../../answer-schema/index.js';

/** The subset of JSON Schema every answer's schema uses (one type, in `src/answer-schema/`). @internal */
export type SchemaNode = AnswerSchema;

/** The sun of an observation's day may be up to a day and a half after it: two days past UNIX_MAX. */
const SUN_MAX = UNIX_MAX + 2 * 86_400;

const SUNRISE =
  'Sunrise, Unix seconds (UTC), of the UTC calendar day containing dt; 0 (with sunset 0) on a polar day or night.';
const SUNSET =
  'Sunset, Unix seconds (UTC), of the UTC calendar day containing dt; 0 (with sunrise 0) on a polar day or night.';

/** A temperature in any unit system, up to 2 decimals. */
const temperature = (description: string) => number(description, -130, 340, 2);
/** An apparent temperature: up to the highest heat index recorded, 81 °C (354.15 K). */
const apparent = (description: string) => number(description, -130, 355, 2);

/** The record's fields up to `sys`, and its place's after (the current shape has `timezone` between). */
const OBSERVATION_KEYS = [
  'coord',
  'weather',
  'base',
  'main',
  'visibility',
  'wind',
  'clouds',
  'dt',
  'sys',
] as const;
const PLACE_KEYS = ['id', 'name', 'cod'] as const;

/** @internal */
export const weatherRecordSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'WeatherRecord',
  description:
    'A current weather record as GET /data/2.5/weather returns it for a zip= query (the specification shape).',
  type: 'object',
  additionalProperties: false,
  required: [...OBSERVATION_KEYS, ...PLACE_KEYS],
  properties: {
    coord: describedObject('Location coordinates, in degrees, up to 4 decimals.', {
      lon: longitude(),
      lat: latitude(),
    }),
    weather: conditions('Condition descriptors; the first is the primary condition.'),
    base: { type: 'string', const: 'stations', description: 'Internal parameter; always "stations".' },
    main: {
      type: 'object',
      description: 'Measurements.',
      additionalProperties: false,
      required: ['temp', 'pressure', 'humidity', 'temp_min', 'temp_max'],
      properties: {
        temp: temperature('Temperature: K (standard), °C (metric) or °F (imperial), up to 2 decimals.'),
        pressure: integer('Atmospheric pressure, hPa.', 850, 1090),
        humidity: integer('Relative humidity, %.', 0, 100),
        temp_min: temperature('Minimum temperature currently observed in the area, same unit as temp.'),
        temp_max: temperature('Maximum temperature currently observed in the area, same unit as temp.'),
      },
    },
    visibility: integer('Visibility, metres in every unit system; at most 10000.', 0, 10000),
    wind: {
      type: 'object',
      description: 'Wind.',
      additionalProperties: false,
      required: ['speed', 'deg'],
      properties: {
        speed: number(
          'Wind speed: m/s (standard, metric) or miles/hour (imperial), up to 2 decimals.',
          0,
          250,
          2,
        ),
        deg: integer('Wind direction, meteorological degrees.', 0, 360),
      },
    },
    clouds: CLOUDS,
    dt: integer('Time of the observation, Unix seconds (UTC).', 0, UNIX_MAX),
    sys: {
      type: 'object',
      description: 'System and sun data.',
      additionalProperties: false,
      required: ['type', 'id', 'message', 'sunrise', 'sunset'],
      properties: {
        type: { type: 'integer', enum: [1, 2], description: 'Internal parameter: 1 or 2.' },
        id: integer('Internal parameter: the reporting station number.', 1, 9_999_999),
        message: number('Internal parameter: a small float.', 0, 1, 4),
        country: {
          type: 'string',
          description: 'ISO 3166 alpha-2 country code, upper case.',
          pattern: '^[A-Z]{2}$',
        },
        sunrise: integer(SUNRISE, 0, SUN_MAX),
        sunset: integer(SUNSET, 0, SUN_MAX),
      },
    },
    id: integer('Location identifier; 0 for a zip= query.', 0, 99_999_999),
    name: { type: 'string', description: 'Name of the place of the postal code.' },
    cod: { type: 'integer', const: 200, description: 'Status carried in the body: 200 on success.' },
  },
} as const;

const spec = weatherRecordSchema.properties;
const precipitation = (what: string) =>
  ({
    type: 'object',
    description: `${what} of the last hour, present exactly while a condition of the record says it ${what === 'Rain' ? 'rains' : 'snows'}.`,
    additionalProperties: false,
    required: ['1h'],
    properties: {
      '1h': number(
        `${what} volume of the last hour, mm (in every unit system), up to 2 decimals.`,
        0.01,
        500,
        2,
      ),
    },
  }) as const;

/**
 * The record in the shape the live service sends today (`shape: 'current'`): the specification's
 * fields without `sys.message`, plus `main.feels_like`, `main.sea_level`, `main.grnd_level`,
 * `wind.gust` (when there are gusts), `rain`/`snow` (while it rains or snows) and `timezone`, in
 * the key order the service sends them.
 * @internal
 */
export const currentWeatherRecordSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'CurrentWeatherRecord',
  description:
    'A current weather record as GET /data/2.5/weather returns it today for a zip= query (the current shape).',
  type: 'object',
  additionalProperties: false,
  required: [...OBSERVATION_KEYS, 'timezone', ...PLACE_KEYS],
  properties: {
    coord: spec.coord,
    weather: spec.weather,
    base: spec.base,
    main: {
      type: 'object',
      description: 'Measurements.',
      additionalProperties: false,
      required: [...CURRENT_MAIN_KEYS],
      properties: {
        temp: spec.main.properties.temp,
        feels_like: apparent(
          'Apparent temperature (NWS wind chill when cold and windy, heat index when hot), same unit as temp, up to 2 decimals.',
        ),
        temp_min: spec.main.properties.temp_min,
        temp_max: spec.main.properties.temp_max,
        pressure: spec.main.properties.pressure,
        humidity: spec.main.properties.humidity,
        sea_level: integer('Atmospheric pressure at sea level, hPa.', 850, 1090),
        grnd_level: integer('Atmospheric pressure at the ground level of the place, hPa.', 300, 1100),
      },
    },
    visibility: spec.visibility,
    wind: {
      ...spec.wind,
      properties: {
        ...spec.wind.properties,
        gust: number(
          'Wind gust, same unit as speed, at least speed, up to 2 decimals; present only when there are gusts.',
          0,
          300,
          2,
        ),
      },
    },
    rain: precipitation('Rain'),
    snow: precipitation('Snow'),
    clouds: spec.clouds,
    dt: spec.dt,
    sys: {
      type: 'object',
      description:
        'System and sun data; no type and id when the answer comes from model data rather than a station (about a third of answers).',
      additionalProperties: false,
      required: ['sunrise', 'sunset'],
      properties: {
        type: spec.sys.properties.type,
        id: spec.sys.properties.id,
        country: spec.sys.properties.country,
        sunrise: integer(
          "Sunrise, Unix seconds (UTC), of the place's local calendar day containing dt; 0 (with sunset 0) on a polar day or night.",
          0,
          SUN_MAX,
        ),
        sunset: integer(
          "Sunset, Unix seconds (UTC), of the place's local calendar day containing dt; 0 (with sunrise 0) on a polar day or night.",
          0,
          SUN_MAX,
        ),
      },
    },
    timezone: integer(
      "The place's offset from UTC at dt, seconds, daylight saving time included.",
      -43_200,
      50_400,
    ),
    id: spec.id,
    name: spec.name,
    cod: spec.cod,
  },
} as const;
