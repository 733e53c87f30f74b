/**
 * The JSON Schema of the History API's city history (`GET /data/2.5/history/city`, HTTP 200): the
 * wire key order of the service's recorded answers (top level `message, cod, city_id, calctime,
 * cnt, list`; an hour `dt, main, wind, clouds, weather, rain, snow`; `main` with `temp_min` and
 * `temp_max` last), ranges and precisions. An hour's fields are the weather record's (today's
 * shape), taken from its schema, so the two cannot word or bound them two ways.
 * @internal
 */
import { integer, number, UNIX_MAX } from '../../answer-schema/helpers.js';
import type { AnswerSchema } from '../../answer-schema/index.js';
import { currentWeatherRecordSchema } from '../weather/schema.js';

const record = currentWeatherRecordSchema.properties;
const measured = record.main.properties;

/** The most hours one answer holds: a week's, both ends included (recorded: "Count: 169"). @internal */
export const HISTORY_MOST_HOURS = 169;

/** One hour of the history: what the weather endpoint reports when the clock reaches it. @internal */
const historyHourSchema = {
  type: 'object',
  description: 'One whole hour: the weather the weather endpoint reports when the clock reaches dt.',
  additionalProperties: false,
  required: ['dt', 'main', 'wind', 'clouds', 'weather'],
  properties: {
    dt: integer('The hour, Unix seconds (UTC), a multiple of 3600.', 0, UNIX_MAX),
    main: {
      type: 'object',
      description: 'Measurements, in the order the service lists them.',
      additionalProperties: false,
      required: ['temp', 'feels_like', 'pressure', 'humidity', 'temp_min', 'temp_max'],
      properties: {
        temp: measured.temp,
        feels_like: measured.feels_like,
        pressure: measured.pressure,
        humidity: measured.humidity,
        temp_min: measured.temp_min,
        temp_max: measured.temp_max,
      },
    },
    wind: record.wind,
    clouds: record.clouds,
    weather: record.weather,
    rain: record.rain,
    snow: record.snow,
  },
} as const satisfies AnswerSchema;

/** @internal */
export const cityHistorySchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'CityHistory',
  description:
    'The hourly history of one place as GET history.openweathermap.org/data/2.5/history/city returns it (HTTP 200): the whole hours asked, at most a week of them.',
  type: 'object',
  additionalProperties: false,
  required: ['message', 'cod', 'city_id', 'calctime', 'cnt', 'list'],
  properties: {
    message: {
      type: 'string',
      description: 'The number of hours in words: "Count: {cnt}".',
      pattern: '^Count: \\d+$',
    },
    cod: { type: 'string', const: '200', description: 'Status carried in the body: the string "200".' },
    city_id: integer(
      'City ID (GeoNames) of the place: the city asked for, or the nearest city to the coordinates; 0 far from any city.',
      0,
      99_999_999,
    ),
    calctime: number(
      'Seconds the service took (the double: 0.0009 plus 0.000086 an hour, fitted to recorded answers).',
      0,
      10,
    ),
    cnt: integer('How many hours the list holds.', 0, HISTORY_MOST_HOURS),
    list: {
      type: 'array',
      description: 'The whole hours, ascending, 3600 seconds apart.',
      maxItems: HISTORY_MOST_HOURS,
      items: historyHourSchema,
    },
  },
} as const satisfies AnswerSchema;
