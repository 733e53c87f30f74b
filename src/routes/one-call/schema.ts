import { conditions, integer, latitude, longitude, number, UNIX_MAX } from '../../answer-schema/helpers.js';
import type { AnswerSchema } from '../../answer-schema/index.js';

/**
 * The JSON Schemas of the One Call 3.0 answers (`GET /data/3.0/onecall` and
 * `/data/3.0/onecall/timemachine`): the wire key order of every part (from the service's recorded
 * answers), ranges and number forms. Shipped as `weather-double/one-call-schema.json`,
 * `weather-double/one-call-timemachine-schema.json` and in the OpenAPI document.
 *
 * Ranges hold in every unit system (kelvin, °C, °F; m/s, mph).
 * @internal
 */

const TIME_MAX = UNIX_MAX + 10 * 86_400;

const time = (description: string) => integer(description, 0, TIME_MAX);
const temperature = (description: string) =>
  number(`${description} (kelvin, °C or °F by units), 2 decimals.`, -150, 400, 2);
const speed = (description: string) =>
  number(`${description} (m/s, or mph in imperial), 2 decimals.`, 0, 300, 2);
const uvi = number('UV index, 2 decimals.', 0, 20, 2);
const pop = number('Probability of precipitation, 0 to 1.', 0, 1, 2);
const pressure = integer('Sea-level pressure, hPa.', 800, 1100);
const humidity = integer('Relative humidity, %.', 0, 100);
const clouds = integer('Cloud cover, %.', 0, 100);
const windDeg = integer('Wind direction, degrees.', 0, 360);
const precipitation1h = (what: string) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['1h'],
    properties: { '1h': number(`${what}, mm/h.`, 0, 500, 2) },
    description: `Only while it ${what === 'Rain' ? 'rains' : 'snows'}.`,
  }) as const;

const weather = conditions('Conditions, the primary first.', 'codes');

/** The measurements of an observation and of an hour, in their wire order (after `dt`). */
const measures = {
  temp: temperature('Temperature'),
  feels_like: temperature('Apparent temperature'),
  pressure,
  humidity,
  dew_point: temperature('Dew point (Magnus formula)'),
  uvi,
  clouds,
  visibility: integer('Visibility, metres.', 0, 10_000),
  wind_speed: speed('Wind speed'),
  wind_deg: windDeg,
} as const;
const MEASURES = [
  'temp',
  'feels_like',
  'pressure',
  'humidity',
  'dew_point',
  'uvi',
  'clouds',
  'visibility',
  'wind_speed',
  'wind_deg',
] as const;

/** `current` and a timemachine `data` item. @internal */
const oneCallCurrentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['dt', 'sunrise', 'sunset', ...MEASURES, 'weather'],
  properties: {
    dt: time('Time of the observation, Unix seconds.'),
    sunrise: time('Sunrise of the local day, Unix seconds; 0 on a polar day or night.'),
    sunset: time('Sunset of the local day, Unix seconds; 0 on a polar day or night.'),
    ...measures,
    wind_gust: speed('Wind gust, only when gusty'),
    weather,
    rain: precipitation1h('Rain'),
    snow: precipitation1h('Snow'),
  },
} as const satisfies AnswerSchema;

/** A `minutely` item. @internal */
const oneCallMinuteSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['dt', 'precipitation'],
  properties: {
    dt: time('The minute, Unix seconds (a multiple of 60).'),
    precipitation: number('Precipitation, mm/h, 4 decimals.', 0, 500, 4),
  },
} as const satisfies AnswerSchema;

/** An `hourly` item. @internal */
const oneCallHourSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['dt', ...MEASURES, 'weather', 'pop'],
  properties: {
    dt: time('The hour, Unix seconds (a multiple of 3600).'),
    ...measures,
    wind_gust: speed('Wind gust; sent in every hourly item (optional here only for the shipped pact)'),
    weather,
    pop,
    rain: precipitation1h('Rain'),
    snow: precipitation1h('Snow'),
  },
} as const satisfies AnswerSchema;

/** A `daily` item. @internal */
const oneCallDaySchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'dt',
    'sunrise',
    'sunset',
    'moonrise',
    'moonset',
    'moon_phase',
    'summary',
    'temp',
    'feels_like',
    'pressure',
    'humidity',
    'dew_point',
    'wind_speed',
    'wind_deg',
    'weather',
    'clouds',
    'pop',
    'uvi',
  ],
  properties: {
    dt: time(
      'The day: the start of the local clock hour that holds its solar noon, (sunrise + sunset) / 2, Unix seconds.',
    ),
    sunrise: time('Sunrise, Unix seconds; 0 on a polar day or night.'),
    sunset: time('Sunset, Unix seconds; 0 on a polar day or night.'),
    moonrise: time('Moonrise, Unix seconds (whole minutes); 0 on a day without one.'),
    moonset: time('Moonset, Unix seconds (whole minutes); 0 on a day without one.'),
    moon_phase: number('0 and 1 new moon, 0.25 first quarter, 0.5 full, 0.75 last quarter.', 0, 1, 2),
    summary: { type: 'string', minLength: 1, description: 'The day in words, English whatever lang.' },
    temp: {
      type: 'object',
      additionalProperties: false,
      required: ['day', 'min', 'max', 'night', 'eve', 'morn'],
      properties: {
        day: temperature('Day temperature'),
        min: temperature('Lowest temperature of the day'),
        max: temperature('Highest temperature of the day'),
        night: temperature('Night temperature'),
        eve: temperature('Evening temperature'),
        morn: temperature('Morning temperature'),
      },
    },
    feels_like: {
      type: 'object',
      additionalProperties: false,
      required: ['day', 'night', 'eve', 'morn'],
      properties: {
        day: temperature('Day apparent temperature'),
        night: temperature('Night apparent temperature'),
        eve: temperature('Evening apparent temperature'),
        morn: temperature('Morning apparent temperature'),
      },
    },
    pressure,
    humidity,
    dew_point: temperature('Dew point (Magnus formula)'),
    wind_speed: speed('Wind speed'),
    wind_deg: windDeg,
    wind_gust: speed('The day’s strongest gust; sent every day (optional here only for the shipped pact)'),
    weather,
    clouds,
    pop,
    rain: number('Rain of the day, mm, when any.', 0, 2000, 2),
    snow: number('Snow of the day, mm, when any.', 0, 2000, 2),
    uvi,
  },
} as const satisfies AnswerSchema;

/** An `alerts` item. @internal */
const oneCallAlertSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['sender_name', 'event', 'start', 'end', 'description', 'tags'],
  properties: {
    sender_name: { type: 'string', description: 'Who issued the alert.' },
    event: { type: 'string', minLength: 1, description: 'The alert’s name.' },
    start: time('Start, Unix seconds.'),
    end: time('End, Unix seconds.'),
    description: { type: 'string', description: 'The alert’s text.' },
    tags: { type: 'array', items: { type: 'string' }, description: 'Types of the severe weather.' },
  },
} as const satisfies AnswerSchema;

const head = {
  lat: latitude('Requested latitude, 4 decimals.'),
  lon: longitude('Requested longitude, 4 decimals.'),
  timezone: { type: 'string', minLength: 1, description: 'IANA time zone of the place.' },
  timezone_offset: integer('Offset from UTC at the clock, seconds.', -50_400, 50_400),
} as const;

/** The One Call answer. @internal */
export const oneCallSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://weather-double.dev/one-call-schema.json',
  title: 'OneCall',
  description:
    'The body of GET /data/3.0/onecall: current, 60 minutely, 48 hourly, 8 daily, alerts only when there are some; parts named in exclude are left out.',
  type: 'object',
  additionalProperties: false,
  required: ['lat', 'lon', 'timezone', 'timezone_offset'],
  properties: {
    ...head,
    current: oneCallCurrentSchema,
    minutely: { type: 'array', minItems: 61, maxItems: 61, items: oneCallMinuteSchema },
    hourly: { type: 'array', minItems: 48, maxItems: 48, items: oneCallHourSchema },
    daily: { type: 'array', minItems: 8, maxItems: 8, items: oneCallDaySchema },
    alerts: { type: 'array', minItems: 1, items: oneCallAlertSchema },
  },
} as const satisfies AnswerSchema;

/** The timemachine answer. @internal */
export const oneCallTimemachineSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://weather-double.dev/one-call-timemachine-schema.json',
  title: 'OneCallTimemachine',
  description: 'The body of GET /data/3.0/onecall/timemachine: the observation at dt.',
  type: 'object',
  additionalProperties: false,
  required: ['lat', 'lon', 'timezone', 'timezone_offset', 'data'],
  properties: {
    ...head,
    data: { type: 'array', minItems: 1, maxItems: 1, items: oneCallCurrentSchema },
  },
} as const satisfies AnswerSchema;
