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

const UNIX_MAX = 4_102_444_800;
const TIME_MAX = UNIX_MAX + 10 * 86_400;

const time = (description: string) =>
  ({ type: 'integer', minimum: 0, maximum: TIME_MAX, description }) as const;
const temperature = (description: string) =>
  ({
    type: 'number',
    minimum: -150,
    maximum: 400,
    'x-decimals': 2,
    description: `${description} (kelvin, °C or °F by units), 2 decimals.`,
  }) as const;
const speed = (description: string) =>
  ({
    type: 'number',
    minimum: 0,
    maximum: 300,
    'x-decimals': 2,
    description: `${description} (m/s, or mph in imperial), 2 decimals.`,
  }) as const;
const integer = (description: string, minimum: number, maximum: number) =>
  ({ type: 'integer', minimum, maximum, description }) as const;
const uvi = {
  type: 'number',
  minimum: 0,
  maximum: 20,
  'x-decimals': 2,
  description: 'UV index, 2 decimals.',
} as const;
const precipitation1h = (what: string) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['1h'],
    properties: {
      '1h': { type: 'number', minimum: 0, maximum: 500, 'x-decimals': 2, description: `${what}, mm/h.` },
    },
    description: `Only while it ${what === 'Rain' ? 'rains' : 'snows'}.`,
  }) as const;

/** One condition (the weather endpoint's `weather[]` item). @internal */
export const conditionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'main', 'description', 'icon'],
  properties: {
    id: integer('Condition code.', 200, 804),
    main: { type: 'string', minLength: 1, description: 'Group of the condition.' },
    description: { type: 'string', minLength: 1, description: 'The condition, lower case (in lang).' },
    icon: {
      type: 'string',
      pattern: '^(01|02|03|04|09|10|11|13|50)[dn]$',
      description: 'Icon: code and d/n.',
    },
  },
} as const satisfies AnswerSchema;

const weather = {
  type: 'array',
  minItems: 1,
  items: conditionSchema,
  description: 'Conditions, the primary first.',
} as const;

/** `current` and a timemachine `data` item. @internal */
export const oneCallCurrentSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'dt',
    'sunrise',
    'sunset',
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
    'weather',
  ],
  properties: {
    dt: time('Time of the observation, Unix seconds.'),
    sunrise: time('Sunrise of the local day, Unix seconds; 0 on a polar day or night.'),
    sunset: time('Sunset of the local day, Unix seconds; 0 on a polar day or night.'),
    temp: temperature('Temperature'),
    feels_like: temperature('Apparent temperature'),
    pressure: integer('Sea-level pressure, hPa.', 800, 1100),
    humidity: integer('Relative humidity, %.', 0, 100),
    dew_point: temperature('Dew point (Magnus formula)'),
    uvi,
    clouds: integer('Cloud cover, %.', 0, 100),
    visibility: integer('Visibility, metres.', 0, 10_000),
    wind_speed: speed('Wind speed'),
    wind_deg: integer('Wind direction, degrees.', 0, 360),
    wind_gust: speed('Wind gust, only when gusty'),
    weather,
    rain: precipitation1h('Rain'),
    snow: precipitation1h('Snow'),
  },
} as const satisfies AnswerSchema;

/** A `minutely` item. @internal */
export const oneCallMinuteSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['dt', 'precipitation'],
  properties: {
    dt: time('The minute, Unix seconds (a multiple of 60).'),
    precipitation: {
      type: 'number',
      minimum: 0,
      maximum: 500,
      'x-decimals': 4,
      description: 'Precipitation, mm/h, 4 decimals.',
    },
  },
} as const satisfies AnswerSchema;

/** An `hourly` item. @internal */
export const oneCallHourSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'dt',
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
    'weather',
    'pop',
  ],
  properties: {
    dt: time('The hour, Unix seconds (a multiple of 3600).'),
    temp: temperature('Temperature'),
    feels_like: temperature('Apparent temperature'),
    pressure: integer('Sea-level pressure, hPa.', 800, 1100),
    humidity: integer('Relative humidity, %.', 0, 100),
    dew_point: temperature('Dew point (Magnus formula)'),
    uvi,
    clouds: integer('Cloud cover, %.', 0, 100),
    visibility: integer('Visibility, metres.', 0, 10_000),
    wind_speed: speed('Wind speed'),
    wind_deg: integer('Wind direction, degrees.', 0, 360),
    wind_gust: speed('Wind gust; sent in every hourly item (optional here only for the shipped pact)'),
    weather,
    pop: {
      type: 'number',
      minimum: 0,
      maximum: 1,
      'x-decimals': 2,
      description: 'Probability of precipitation, 0 to 1.',
    },
    rain: precipitation1h('Rain'),
    snow: precipitation1h('Snow'),
  },
} as const satisfies AnswerSchema;

/** A `daily` item. @internal */
export const oneCallDaySchema = {
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
    moon_phase: {
      type: 'number',
      minimum: 0,
      maximum: 1,
      'x-decimals': 2,
      description: '0 and 1 new moon, 0.25 first quarter, 0.5 full, 0.75 last quarter.',
    },
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
    pressure: integer('Sea-level pressure, hPa.', 800, 1100),
    humidity: integer('Relative humidity, %.', 0, 100),
    dew_point: temperature('Dew point (Magnus formula)'),
    wind_speed: speed('Wind speed'),
    wind_deg: integer('Wind direction, degrees.', 0, 360),
    wind_gust: speed('The day’s strongest gust; sent every day (optional here only for the shipped pact)'),
    weather,
    clouds: integer('Cloud cover, %.', 0, 100),
    pop: {
      type: 'number',
      minimum: 0,
      maximum: 1,
      'x-decimals': 2,
      description: 'Probability of precipitation, 0 to 1.',
    },
    rain: {
      type: 'number',
      minimum: 0,
      maximum: 2000,
      'x-decimals': 2,
      description: 'Rain of the day, mm, when any.',
    },
    snow: {
      type: 'number',
      minimum: 0,
      maximum: 2000,
      'x-decimals': 2,
      description: 'Snow of the day, mm, when any.',
    },
    uvi,
  },
} as const satisfies AnswerSchema;

/** An `alerts` item. @internal */
export const oneCallAlertSchema = {
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
  lat: {
    type: 'number',
    minimum: -90,
    maximum: 90,
    'x-decimals': 4,
    description: 'Requested latitude, 4 decimals.',
  },
  lon: {
    type: 'number',
    minimum: -180,
    maximum: 180,
    'x-decimals': 4,
    description: 'Requested longitude, 4 decimals.',
  },
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
