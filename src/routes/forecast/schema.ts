/**
 * The JSON Schema of the 5 day / 3 hour forecast answer (`GET /data/2.5/forecast`, HTTP 200): the
 * single source of the answer's wire key order (`serializeForecast`), its structural validation
 * (`validateForecast`) and the shipped `weather-double/forecast-schema.json`. The TypeScript types
 * in `types.ts` are checked against it by a type test.
 *
 * Key order is the service's today (reference page, "The 5 day / 3 hour forecast"): top level
 * `cod, message, cnt, list, city`; an item `dt, main, weather, clouds, wind, visibility, pop, rain,
 * snow, sys, dt_txt`; `main` with `humidity` last but `temp_kf`; `city.coord` latitude first.
 * Cross-field rules (the 3-hour grid, `dt_txt`, `pod` and icons, `temp_kf`, rain and snow with
 * their conditions, cloud cover) live in `validate.ts`.
 */

import {
  CLOUDS,
  conditions,
  describedObject,
  integer,
  latitude,
  longitude,
  MAIN_KEYS,
  number,
  UNIX_MAX as OBSERVATION_MAX,
} from '../../answer-schema/helpers.js';

/** Seconds since the Unix epoch up to 2100-01-01, plus the 5 days a forecast reaches. */
const UNIX_MAX = OBSERVATION_MAX + 6 * 86_400;
const SUN_MAX = UNIX_MAX + 2 * 86_400;
const TEMPERATURE = 'K (standard), °C (metric) or °F (imperial), up to 2 decimals.';
/** A temperature in any unit system, up to 2 decimals. */
const temperature = (description: string) => number(description, -130, 340, 2);
/** An apparent temperature: up to the highest heat index recorded, 81 °C (354.15 K). */
const apparent = (description: string) => number(description, -130, 355, 2);

const volume = (what: 'Rain' | 'Snow') =>
  ({
    type: 'object',
    description: `${what} of the 3 hours of the slot, present exactly while a condition of the slot says it ${what === 'Rain' ? 'rains' : 'snows'}.`,
    additionalProperties: false,
    required: ['3h'],
    properties: {
      '3h': number(
        `${what} volume of the 3 hours, mm (in every unit system), up to 2 decimals.`,
        0.01,
        1500,
        2,
      ),
    },
  }) as const;

/** The fields of a forecast's `city` that the 5 day / 3 hour and the daily forecasts share. @internal */
export const cityParts = {
  id: integer('City ID (GeoNames); 0 for a zip= query or far from any city.', 0, 99_999_999),
  name: {
    type: 'string',
    description: 'The place: the postal code\'s place, the city, or "" far from any city.',
  },
  country: {
    type: 'string',
    description: 'ISO 3166 alpha-2 country code, upper case; "" far from any city.',
    pattern: '^([A-Z]{2})?$',
  },
  population: integer('Population of the city; 0 when not known.', 0, 100_000_000),
  timezone: integer(
    "The place's offset from UTC at the request, seconds, daylight saving time included.",
    -43_200,
    50_400,
  ),
} as const;

/** @internal */
export const forecastSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'Forecast',
  description:
    'The 5 day / 3 hour forecast as GET /data/2.5/forecast returns it (HTTP 200): cnt 3-hour slots on the UTC grid, from the first grid point after the request.',
  type: 'object',
  additionalProperties: false,
  required: ['cod', 'message', 'cnt', 'list', 'city'],
  properties: {
    cod: { type: 'string', const: '200', description: 'Status carried in the body: the string "200".' },
    message: { type: 'integer', const: 0, description: 'Internal parameter: 0.' },
    cnt: integer('How many slots the list holds.', 1, 40),
    list: {
      type: 'array',
      description: 'The 3-hour slots, ascending, 10800 seconds apart.',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['dt', 'main', 'weather', 'clouds', 'wind', 'visibility', 'pop', 'sys', 'dt_txt'],
        properties: {
          dt: integer('Time of the slot, Unix seconds (UTC), a multiple of 10800.', 0, UNIX_MAX),
          main: {
            type: 'object',
            description: 'Measurements.',
            additionalProperties: false,
            required: [...MAIN_KEYS, 'temp_kf'],
            properties: {
              temp: temperature(`Temperature: ${TEMPERATURE}`),
              feels_like: apparent(`Apparent temperature, same unit as temp: ${TEMPERATURE}`),
              temp_min: temperature(
                'Lowest temperature of the slot, same unit as temp; below temp by temp_kf when temp_kf > 0, else temp.',
              ),
              temp_max: temperature(
                'Highest temperature of the slot, same unit as temp; above temp by -temp_kf when temp_kf < 0, else temp.',
              ),
              pressure: integer('Atmospheric pressure at sea level, hPa.', 850, 1090),
              sea_level: integer('Atmospheric pressure at sea level, hPa.', 850, 1090),
              grnd_level: integer('Atmospheric pressure at the ground level of the place, hPa.', 300, 1100),
              humidity: integer('Relative humidity, %.', 0, 100),
              temp_kf: number(
                'Internal parameter, kelvin in every unit system: the spread between temp and the other bound in roughly the first day, 0 later.',
                -10,
                10,
                2,
              ),
            },
          },
          weather: conditions('Condition descriptors; the first is the primary condition.'),
          clouds: CLOUDS,
          wind: {
            type: 'object',
            description: 'Wind.',
            additionalProperties: false,
            required: ['speed', 'deg', 'gust'],
            properties: {
              speed: number(
                'Wind speed: m/s (standard, metric) or miles/hour (imperial), up to 2 decimals.',
                0,
                250,
                2,
              ),
              deg: integer('Wind direction, meteorological degrees.', 0, 360),
              gust: number(
                'Wind gust, same unit as speed, up to 2 decimals (may be below speed).',
                0,
                300,
                2,
              ),
            },
          },
          visibility: integer('Visibility, metres in every unit system; at most 10000.', 0, 10000),
          pop: number('Probability of precipitation, 0 to 1, up to 2 decimals.', 0, 1, 2),
          rain: volume('Rain'),
          snow: volume('Snow'),
          sys: {
            type: 'object',
            description: 'Part of the day.',
            additionalProperties: false,
            required: ['pod'],
            properties: {
              pod: {
                type: 'string',
                enum: ['d', 'n'],
                description: '"d" while dt lies between the sunrise and sunset of its local day, else "n".',
              },
            },
          },
          dt_txt: {
            type: 'string',
            description: 'dt in UTC as YYYY-MM-DD HH:MM:SS, on the 3-hour grid.',
            pattern: '^\\d{4}-\\d{2}-\\d{2} (00|03|06|09|12|15|18|21):00:00$',
          },
        },
      },
    },
    city: {
      type: 'object',
      description: 'The place of the forecast, as the query named it.',
      additionalProperties: false,
      required: ['id', 'name', 'coord', 'country', 'population', 'timezone', 'sunrise', 'sunset'],
      properties: {
        id: cityParts.id,
        name: cityParts.name,
        coord: describedObject('Coordinates, degrees, up to 4 decimals (latitude first).', {
          lat: latitude(),
          lon: longitude(),
        }),
        country: cityParts.country,
        population: cityParts.population,
        timezone: cityParts.timezone,
        sunrise: integer(
          "Sunrise of the place's local calendar day at the request, Unix seconds; 0 (with sunset 0) on a polar day or night.",
          0,
          SUN_MAX,
        ),
        sunset: integer(
          "Sunset of the place's local calendar day at the request, Unix seconds; 0 (with sunrise 0) on a polar day or night.",
          0,
          SUN_MAX,
        ),
      },
    },
  },
} as const;
