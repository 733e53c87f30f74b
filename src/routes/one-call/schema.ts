import {
  closedObject,
  conditions,
  integer,
  latitude,
  longitude,
  number,
  UNIX_MAX,
} from '../../answer-schema/helpers.js';
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

/** A moment node, Unix seconds from 0 to `max`. @internal */
export const momentUpTo = (max: number) => (description: string) => integer(description, 0, max);
const time = momentUpTo(TIME_MAX);
/** A temperature node (kelvin, °C or °F by `units`). */
const temperature = (description: string) =>
  number(`${description} (kelvin, °C or °F by units), 2 decimals.`, -150, 400, 2);
/** A speed node (m/s, or mph in imperial). @internal */
export const speed = (description: string) =>
  number(`${description} (m/s, or mph in imperial), 2 decimals.`, 0, 300, 2);
const uvi = number('UV index, 2 decimals.', 0, 20, 2);
/** `pop`: the probability of precipitation. @internal */
export const pop = number('Probability of precipitation, 0 to 1.', 0, 1, 2);
const pressure = integer('Sea-level pressure, hPa.', 800, 1100);
const humidity = integer('Relative humidity, %.', 0, 100);
const clouds = integer('Cloud cover, %.', 0, 100);
const windDeg = integer('Wind direction, degrees.', 0, 360);
/** An hour's `rain` or `snow` (`what`: `'Rain'` or `'Snow'`): `{"1h": mm/h}`, only while it falls. @internal */
export const precipitation1h = (what: string) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['1h'],
    properties: { '1h': number(`${what}, mm/h.`, 0, 500, 2) },
    description: `Only while it ${what === 'Rain' ? 'rains' : 'snows'}.`,
  }) as const;

/** `weather[]`: the conditions, the primary first. @internal */
export const weather = conditions('Conditions, the primary first.', 'codes');

/** The measurements of an observation and of an hour, in their wire order (after `dt`). @internal */
export const measures = {
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

/**
 * The fields of an observation (`current`, a timemachine `data` item, One Call 4.0's `current`) in
 * their wire order, its moments made by `moment`; `wind_gust`, `rain` and `snow` only when there are
 * some.
 * @internal
 */
export const observationProperties = (moment: ReturnType<typeof momentUpTo>) =>
  ({
    dt: moment('Time of the observation, Unix seconds.'),
    sunrise: moment('Sunrise of the local day, Unix seconds; 0 on a polar day or night.'),
    sunset: moment('Sunset of the local day, Unix seconds; 0 on a polar day or night.'),
    ...measures,
    wind_gust: speed('Wind gust, only when gusty'),
    weather,
    rain: precipitation1h('Rain'),
    snow: precipitation1h('Snow'),
  }) as const;

/** The fields of a `minutely` item (and of One Call 4.0's `1min`), its moment made by `moment`. @internal */
export const minuteProperties = (moment: ReturnType<typeof momentUpTo>) =>
  ({
    dt: moment('The minute, Unix seconds (a multiple of 60).'),
    precipitation: number('Precipitation, mm/h, 4 decimals.', 0, 500, 4),
  }) as const;

/** `current` and a timemachine `data` item. @internal */
const oneCallCurrentSchema = closedObject(
  observationProperties(time),
  'wind_gust',
  'rain',
  'snow',
) satisfies AnswerSchema;

/** A `minutely` item. @internal */
const oneCallMinuteSchema = closedObject(minuteProperties(time)) satisfies AnswerSchema;

/** An `hourly` item. @internal */
const oneCallHourSchema = closedObject(
  {
    dt: time('The hour, Unix seconds (a multiple of 3600).'),
    ...measures,
    wind_gust: speed('Wind gust; sent in every hourly item (optional here only for the shipped pact)'),
    weather,
    pop,
    rain: precipitation1h('Rain'),
    snow: precipitation1h('Snow'),
  },
  'wind_gust',
  'rain',
  'snow',
) satisfies AnswerSchema;

/** A day's `temp` and `feels_like` (One Call 3.0's and 4.0's `daily`). @internal */
export const dayTemperatures = {
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
} as const;

/** A `daily` item. @internal */
const oneCallDaySchema = closedObject(
  {
    dt: time(
      'The day: the start of the local clock hour that holds its solar noon, (sunrise + sunset) / 2, Unix seconds.',
    ),
    sunrise: time('Sunrise, Unix seconds; 0 on a polar day or night.'),
    sunset: time('Sunset, Unix seconds; 0 on a polar day or night.'),
    moonrise: time('Moonrise, Unix seconds (whole minutes); 0 on a day without one.'),
    moonset: time('Moonset, Unix seconds (whole minutes); 0 on a day without one.'),
    moon_phase: number('0 and 1 new moon, 0.25 first quarter, 0.5 full, 0.75 last quarter.', 0, 1, 2),
    summary: { type: 'string', minLength: 1, description: 'The day in words, English whatever lang.' },
    ...dayTemperatures,
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
  'wind_gust',
  'rain',
  'snow',
) satisfies AnswerSchema;

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
