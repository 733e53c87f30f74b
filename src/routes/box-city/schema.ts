/**
 * The body of `GET /data/2.5/box/city`: `{"cod":200,"calctime":…,"cnt":N,"list":[…]}`.
 * @internal
 */
import { number } from '../../answer-schema/helpers.js';
import type { AnswerSchema } from '../../answer-schema/index.js';
import { boxItemSchema } from '../find/cities.js';

/** @internal */
export const boxCitySchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'CityBox',
  description:
    'The cities of a box at a map zoom, the most populous of each square first (GET /data/2.5/box/city).',
  type: 'object',
  additionalProperties: false,
  required: ['cod', 'calctime', 'cnt', 'list'],
  properties: {
    cod: { type: 'integer', const: 200, description: 'Status carried in the body: the number 200.' },
    calctime: number('Seconds the service took (the double: 0.0005 plus 0.00003 a city).', 0, 10),
    cnt: { type: 'integer', minimum: 0, description: 'How many items.' },
    list: { type: 'array', items: boxItemSchema, description: 'The cities of the box.' },
  },
} as const satisfies AnswerSchema;
