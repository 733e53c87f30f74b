/**
 * The body of `GET /data/2.5/group`: `{"cnt":N,"list":[…]}`, one item a city ID, in the order asked.
 * @internal
 */
import { integer } from '../../answer-schema/helpers.js';
import type { AnswerSchema } from '../../answer-schema/index.js';
import { groupItemSchema } from '../find/cities.js';

/** @internal */
export const groupSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'CityGroup',
  description: 'The current weather of several cities by ID (GET /data/2.5/group), in the order of `id`.',
  type: 'object',
  additionalProperties: false,
  required: ['cnt', 'list'],
  properties: {
    cnt: integer('How many items: one per ID asked.', 1, 20),
    list: {
      type: 'array',
      minItems: 1,
      maxItems: 20,
      items: groupItemSchema,
      description: 'One item per ID.',
    },
  },
} as const satisfies AnswerSchema;
