/**
 * The JSON Schemas of the Statistical Weather Data API's answers (`/data/2.5/aggregated/year`,
 * `/month`, `/day`, HTTP 200), in the key order of the service's recorded answers (a client's
 * recordings of 2020, the same as its page): `cod` (a number), `city_id`, `calctime`, `result`; a
 * day `month, day, temp, pressure, humidity, wind, precipitation, clouds`; a month the same without
 * `day` and with `sunshine_hours` last; `temp` with `record_min, record_max, average_min,
 * average_max`, the other quantities with `min, max`, then `median, mean, p25, p75, st_dev, num`.
 * @internal
 */
import { integer, number } from '../answer-schema/helpers.js';
import type { AnswerSchema } from '../answer-schema/index.js';

const STAT_KEYS = ['median', 'mean', 'p25', 'p75', 'st_dev', 'num'] as const;

/** The statistics of one quantity in `unit` from `low` to `high`. */
function quantity(what: string, unit: string, low: number, high: number) {
  const value = (label: string) => number(`${label} ${what}, ${unit}.`, low, high, 2);
  return {
    type: 'object',
    description: `Statistics of the ${what} (${unit}).`,
    additionalProperties: false,
    required: ['min', 'max', ...STAT_KEYS],
    properties: {
      min: value('The lowest measured'),
      max: value('The highest measured'),
      median: value('The median'),
      mean: value('The mean'),
      p25: value('The first quartile of the'),
      p75: value('The third quartile of the'),
      st_dev: number(`The standard deviation of the ${what}, ${unit}.`, 0, high - low, 2),
      num: integer('How many measurements.', 1, 1_000_000),
    },
  } as const;
}

const K = (label: string) => number(`${label}, kelvin.`, 150, 350, 2);

/** The temperature's statistics, kelvin. */
const temperature = {
  type: 'object',
  description: 'Statistics of the temperature (kelvin).',
  additionalProperties: false,
  required: ['record_min', 'record_max', 'average_min', 'average_max', ...STAT_KEYS],
  properties: {
    record_min: K('The lowest measured temperature'),
    record_max: K('The highest measured temperature'),
    average_min: K("The mean of each measured date's lowest temperature"),
    average_max: K("The mean of each measured date's highest temperature"),
    median: K('The median temperature'),
    mean: K('The mean temperature (the place’s climate)'),
    p25: K('The first quartile of the temperature'),
    p75: K('The third quartile of the temperature'),
    st_dev: number('The standard deviation of the temperature, kelvin.', 0, 100, 2),
    num: integer('How many measurements.', 1, 1_000_000),
  },
} as const;

const groupProperties = {
  temp: temperature,
  pressure: quantity('sea-level pressure', 'hPa', 870, 1090),
  humidity: quantity('relative humidity', '%', 0, 100),
  wind: quantity('wind speed', 'm/s', 0, 120),
  precipitation: quantity('precipitation of the hour', 'mm', 0, 500),
  clouds: quantity('cloud cover', '%', 0, 100),
} as const;
const GROUP_KEYS = ['temp', 'pressure', 'humidity', 'wind', 'precipitation', 'clouds'] as const;

const monthNode = integer('The month of the year, 1 to 12.', 1, 12);
const dayNode = integer('The day of the month, 1 to 31.', 1, 31);

/** One day of the year. */
const dayResult = {
  type: 'object',
  description: 'The statistics of one day of the year.',
  additionalProperties: false,
  required: ['month', 'day', ...GROUP_KEYS],
  properties: { month: monthNode, day: dayNode, ...groupProperties },
} as const;

/** The envelope of an answer holding `result`. */
function answerSchema<R>(title: string, description: string, result: R) {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title,
    description,
    type: 'object',
    additionalProperties: false,
    required: ['cod', 'city_id', 'calctime', 'result'],
    properties: {
      cod: { type: 'integer', const: 200, description: 'Status carried in the body: the number 200.' },
      city_id: integer(
        'City ID (GeoNames) of the place: the city asked for, or the nearest city to the coordinates; 0 far from any city.',
        0,
        99_999_999,
      ),
      calctime: number('Seconds the service took (the double: 0.014134 plus 0.008470 a day).', 0, 10),
      result,
    },
  } as const;
}

/** @internal */
export const statisticsYearSchema = answerSchema(
  'StatisticsYear',
  'The statistics of every day of the year at one place, as GET history.openweathermap.org/data/2.5/aggregated/year returns them (HTTP 200): 365 days, 29 February left out.',
  {
    type: 'array',
    description: 'The days of the year, 1 January to 31 December.',
    minItems: 365,
    maxItems: 365,
    items: dayResult,
  } as const,
) satisfies AnswerSchema;

/** @internal */
export const statisticsMonthSchema = answerSchema(
  'StatisticsMonth',
  'The statistics of one month of the year at one place, as GET history.openweathermap.org/data/2.5/aggregated/month returns them (HTTP 200).',
  {
    type: 'object',
    description: 'The statistics of the month.',
    additionalProperties: false,
    required: ['month', ...GROUP_KEYS, 'sunshine_hours'],
    properties: {
      month: monthNode,
      ...groupProperties,
      sunshine_hours: number(
        "The month's hours of sunshine: each day's daylight times its clear sky.",
        0,
        744,
        2,
      ),
    },
  } as const,
) satisfies AnswerSchema;

/** @internal */
export const statisticsDaySchema = answerSchema(
  'StatisticsDay',
  'The statistics of one day of the year at one place, as GET history.openweathermap.org/data/2.5/aggregated/day returns them (HTTP 200).',
  dayResult,
) satisfies AnswerSchema;
