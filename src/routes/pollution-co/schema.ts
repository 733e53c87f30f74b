/**
 * The bodies of the retired Air Pollution API 1.0 (see `./answer.ts`), in the key order of pyowm's
 * recorded fixtures: `time`, `location`, `data`; `data` a profile (CO, SO₂), a column (O₃) or three
 * columns (NO₂).
 * @internal
 */
import type { AnswerSchema } from '../../answer-schema/index.js';

const head = {
  time: {
    type: 'string',
    pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$',
    description: 'The sample’s moment, UTC, to the second.',
  },
  location: {
    type: 'object',
    additionalProperties: false,
    required: ['latitude', 'longitude'],
    properties: {
      latitude: { type: 'number', minimum: -90, maximum: 90, description: 'The latitude the path gave.' },
      longitude: { type: 'number', minimum: -180, maximum: 180, description: 'The longitude the path gave.' },
    },
  },
} as const;

/** A 32-bit float column and its precision. */
const column = (description: string) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['precision', 'value'],
    properties: {
      precision: { type: 'number', description: 'Its precision, molecules/cm².' },
      value: { type: 'number', minimum: 0, description },
    },
  }) as const;

const envelope = (title: string, description: string, data: AnswerSchema) =>
  ({
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title,
    description,
    type: 'object',
    additionalProperties: false,
    required: ['time', 'location', 'data'],
    properties: { ...head, data },
  }) as const satisfies AnswerSchema;

/** CO and SO₂: a volume mixing ratio at each of 25 pressure levels. @internal */
export const pollutionProfileSchema = envelope(
  'PollutionV1Profile',
  'The body of GET /pollution/v1/co/… and /so2/…: the gas’s volume mixing ratio at 25 pressure levels.',
  {
    type: 'array',
    minItems: 25,
    maxItems: 25,
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['precision', 'pressure', 'value'],
      properties: {
        precision: { type: 'number', description: 'As recorded: -4.999999987376214e-07.' },
        pressure: { type: 'number', minimum: 0.09, maximum: 1000, description: 'The level, hPa.' },
        value: { type: 'number', minimum: 0, maximum: 1, description: 'Volume mixing ratio (mol/mol).' },
      },
    },
  },
);

/** O₃: the ozone column, Dobson units. @internal */
export const pollutionOzoneSchema = envelope(
  'PollutionV1Ozone',
  'The body of GET /pollution/v1/o3/…: the ozone column.',
  { type: 'number', minimum: 100, maximum: 700, description: 'The ozone column, Dobson units.' },
);

/** NO₂: the total, stratospheric and tropospheric columns. @internal */
export const pollutionNo2Schema = envelope(
  'PollutionV1No2',
  'The body of GET /pollution/v1/no2/…: the NO₂ columns.',
  {
    type: 'object',
    additionalProperties: false,
    required: ['no2', 'no2_strat', 'no2_trop'],
    properties: {
      no2: column('The whole column, molecules/cm².'),
      no2_strat: column('The stratosphere’s part, molecules/cm².'),
      no2_trop: column('The troposphere’s part, molecules/cm².'),
    },
  },
);
