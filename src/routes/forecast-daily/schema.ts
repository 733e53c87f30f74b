/**
 * The JSON Schema of the 16-day daily forecast (`GET /data/2.5/forecast/daily`, HTTP 200): the
 * single source of its key order and structural validation (`validateDailyForecast`), and its
 * OpenAPI component. Key order as the service's page shows it: `city` (`coord` longitude first),
 * `cod`, `message`, `cnt`, `list`; a day `dt, sunrise, sunset, temp, feels_like, pressure,
 * humidity, weather, speed, deg, gust, clouds, pop, rain, snow`.
 */

import {
  closedObject,
  conditions,
  describedObject,
  integer,
  latitude,
  longitude,
  number,
  UNIX_MAX as OBSERVATION_MAX,
} from '../../answer-schema/helpers.js';
import type { AnswerSchema } from '../../answer-schema/index.js';
import { cityParts } from '../forecast/schema.js';

const UNIX_MAX = OBSERVATION_MAX + 18 * 86_400;
const TEMPERATURE = 'K (standard), °C (metric) or °F (imperial), up to 2 decimals';
const temperature = (when: string) => number(`Temperature ${when}: ${TEMPERATURE}.`, -130, 340, 2);
const apparent = (when: string) => number(`Apparent temperature ${when}: ${TEMPERATURE}.`, -130, 355, 2);
const SPEED = 'm/s (standard, metric) or miles/hour (imperial), up to 2 decimals';

/**
 * The place of a list of local days (`city` of the 16-day and the climate forecasts), `coord`
 * longitude first.
 * @internal
 */
export const dailyCity = {
  type: 'object',
  description: 'The place of the forecast, as the query named it.',
  additionalProperties: false,
  required: ['id', 'name', 'coord', 'country', 'population', 'timezone'],
  properties: {
    id: cityParts.id,
    name: cityParts.name,
    coord: describedObject('Coordinates, degrees, up to 4 decimals (longitude first).', {
      lon: longitude(),
      lat: latitude(),
    }),
    country: cityParts.country,
    population: cityParts.population,
    timezone: cityParts.timezone,
  },
} as const;

/**
 * A local day's `sunrise` and `sunset`, Unix seconds up to `max` (the climate forecast's days reach
 * further than the 16-day forecast's).
 * @internal
 */
export const sunTimes = (max: number) =>
  ({
    sunrise: integer('Sunrise of the day, Unix seconds; 0 (with sunset 0) on a polar day or night.', 0, max),
    sunset: integer('Sunset of the day, Unix seconds; 0 (with sunrise 0) on a polar day or night.', 0, max),
  }) as const;

/**
 * A day's fields in the 16-day forecast's wire order (`list[i]`); the climate forecast's day is
 * the same less `gust` and `pop`, its `dt` at 12:00 local.
 * @internal
 */
export const dayProperties = {
  dt: integer(
    "The start of the place's local clock hour that holds the day's solar noon ((sunrise + sunset) / 2), Unix seconds.",
    0,
    UNIX_MAX,
  ),
  ...sunTimes(UNIX_MAX),
  temp: {
    type: 'object',
    description: 'Temperatures of the day.',
    additionalProperties: false,
    required: ['day', 'min', 'max', 'night', 'eve', 'morn'],
    properties: {
      day: temperature('at dt'),
      min: temperature('lowest of the day'),
      max: temperature('highest of the day'),
      night: temperature('at dt + 12 h'),
      eve: temperature('at dt + 6 h'),
      morn: temperature('at dt − 6 h'),
    },
  },
  feels_like: {
    type: 'object',
    description: 'Apparent temperatures of the day.',
    additionalProperties: false,
    required: ['day', 'night', 'eve', 'morn'],
    properties: {
      day: apparent('at dt'),
      night: apparent('at dt + 12 h'),
      eve: apparent('at dt + 6 h'),
      morn: apparent('at dt − 6 h'),
    },
  },
  pressure: integer('Atmospheric pressure at sea level at dt, hPa.', 850, 1090),
  humidity: integer('Relative humidity at dt, %.', 0, 100),
  weather: conditions("The day's condition.", 'day'),
  speed: number(`Wind speed of the windiest hour: ${SPEED}.`, 0, 250, 2),
  deg: integer('Wind direction of the windiest hour, meteorological degrees.', 0, 360),
  gust: number(`The day's strongest gust: ${SPEED}.`, 0, 300, 2),
  clouds: integer('Cloud cover at dt, %.', 0, 100),
  pop: number("The day's highest probability of precipitation, 0 to 1, up to 2 decimals.", 0, 1, 2),
  rain: number('Rain of the day, mm (in every unit system); only on a day with rain.', 0.01, 3000, 2),
  snow: number('Snow of the day, mm (in every unit system); only on a day with snow.', 0.01, 3000, 2),
} as const;

/**
 * `cnt` and `list` of a forecast of local days (the 16-day and the climate forecasts): 1 to `most`
 * days, each a `day`.
 * @internal
 */
export const localDays = <D extends AnswerSchema>(most: number, day: D) =>
  ({
    cnt: integer('How many days the list holds.', 1, most),
    list: {
      type: 'array',
      description: "The days, from the place's local date at the request, one a local date.",
      minItems: 1,
      items: day,
    },
  }) as const;

/** @internal */
export const dailyForecastSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'DailyForecast',
  description:
    "The 16-day daily forecast as GET /data/2.5/forecast/daily returns it (HTTP 200): cnt local days from the place's date at the request.",
  type: 'object',
  additionalProperties: false,
  required: ['city', 'cod', 'message', 'cnt', 'list'],
  properties: {
    city: dailyCity,
    cod: { type: 'string', const: '200', description: 'Status carried in the body: the string "200".' },
    message: number('Internal parameter: a small positive number.', 0, 100, 7),
    ...localDays(16, closedObject(dayProperties, 'rain', 'snow')),
  },
} as const;
