import { closedObject, integer, latitude, longitude, number, UNIX_MAX } from '../../answer-schema/helpers.js';
import type { AnswerSchema } from '../../answer-schema/index.js';

/**
 * The JSON Schema of the air pollution answers (`GET /data/2.5/air_pollution`, `/forecast`,
 * `/history`): the wire key order (`coord`, `list`; an item `main`, `components`, `dt`; components
 * `co, no, no2, o3, so2, pm2_5, pm10, nh3`), the ranges and number forms, shipped as
 * `weather-double/air-pollution-schema.json` and in the OpenAPI document.
 * @internal
 */

const component = (description: string) =>
  number(`${description}, µg/m³ (at most 2 decimals).`, 0, 100_000, 2);

/** One hour of an air pollution answer. @internal */
const airPollutionItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['main', 'components', 'dt'],
  properties: {
    main: {
      type: 'object',
      additionalProperties: false,
      required: ['aqi'],
      properties: {
        aqi: integer(
          'Air Quality Index: 1 Good, 2 Fair, 3 Moderate, 4 Poor, 5 Very Poor; the worst band of SO2, NO2, PM10, PM2.5, O3 and CO by the service’s table.',
          1,
          5,
        ),
      },
    },
    components: {
      type: 'object',
      additionalProperties: false,
      required: ['co', 'no', 'no2', 'o3', 'so2', 'pm2_5', 'pm10', 'nh3'],
      properties: {
        co: component('Carbon monoxide'),
        no: component('Nitrogen monoxide'),
        no2: component('Nitrogen dioxide'),
        o3: component('Ozone'),
        so2: component('Sulphur dioxide'),
        pm2_5: component('Fine particles (PM2.5)'),
        pm10: component('Coarse particles (PM10)'),
        nh3: component('Ammonia'),
      },
    },
    dt: integer('Unix time, seconds (UTC).', 0, UNIX_MAX),
  },
} as const satisfies AnswerSchema;

/** The air pollution answer. @internal */
export const airPollutionSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://weather-double.dev/air-pollution-schema.json',
  title: 'AirPollution',
  description:
    'The body of GET /data/2.5/air_pollution (one item), /air_pollution/forecast (96 hourly items) and /air_pollution/history (the whole hours between start and end). No cod.',
  type: 'object',
  additionalProperties: false,
  required: ['coord', 'list'],
  properties: {
    coord: closedObject({
      lon: longitude('Requested longitude, 4 decimals.'),
      lat: latitude('Requested latitude, 4 decimals.'),
    }),
    list: { type: 'array', items: airPollutionItemSchema },
  },
} as const satisfies AnswerSchema;
