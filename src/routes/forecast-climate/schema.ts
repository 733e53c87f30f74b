/**
 * The JSON Schema of the 30-day climate forecast (`GET /data/2.5/forecast/climate`, HTTP 200): the
 * single source of its key order and structural validation (`validateClimateForecast`), and its
 * OpenAPI component. Key order and fields as the service's answers recorded on 2024-07-04 (the
 * `forecast/thirty_day.yml` cassette of dblock/open-weather-ruby-client, `read_file` id
 * 4422279898) and 2025-04-18 (id 34137555976) show them: `city` (`coord` longitude first),
 * `code` (not `cod`), `message`, `cnt`, `list`; a day is the 16-day forecast's day less `gust`
 * and `pop`: `dt, sunrise, sunset, temp, feels_like, pressure, humidity, weather, speed, deg,
 * clouds, rain, snow`.
 */

import { closedObject, integer, number, UNIX_MAX as OBSERVATION_MAX } from '../../answer-schema/helpers.js';
import { dailyCity, dayProperties, localDays, sunTimes } from '../forecast-daily/schema.js';

/** A day's moments reach 30 days and a day past the latest observation the schemas allow. */
const UNIX_MAX = OBSERVATION_MAX + 32 * 86_400;

// The 16-day forecast's day, less what the climate forecast does not send and the moments it bounds anew.
const { dt: _dt, sunrise: _sunrise, sunset: _sunset, gust: _gust, pop: _pop, ...sameAsDaily } = dayProperties;

/** @internal */
export const climateForecastSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'ClimateForecast',
  description:
    "The 30-day climate forecast as GET /data/2.5/forecast/climate returns it (HTTP 200): cnt local days from the place's date at the request.",
  type: 'object',
  additionalProperties: false,
  required: ['city', 'code', 'message', 'cnt', 'list'],
  properties: {
    city: dailyCity,
    code: {
      type: 'string',
      const: '200',
      description: 'Status carried in the body: the string "200", under the name code (not cod).',
    },
    message: number('Internal parameter: a positive number (the service’s own figure).', 0, 100, 7),
    ...localDays(
      30,
      closedObject(
        {
          dt: integer("12:00 on the place's local clock on the day's date, Unix seconds.", 0, UNIX_MAX),
          ...sunTimes(UNIX_MAX),
          ...sameAsDaily,
        },
        'rain',
        'snow',
      ),
    ),
  },
} as const;
