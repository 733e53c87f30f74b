/**
 * The body of `GET /data/2.5/find`: `{"message":…,"cod":"200","count":N,"list":[…]}`.
 * @internal
 */
import { integer } from '../../answer-schema/helpers.js';
import type { AnswerSchema } from '../../answer-schema/index.js';
import { findItemSchema } from './cities.js';

/** @internal */
export const findSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'CitySearch',
  description:
    'Cities around a point, nearest first, or of a name, most populous first (GET /data/2.5/find).',
  type: 'object',
  additionalProperties: false,
  required: ['message', 'cod', 'count', 'list'],
  properties: {
    message: {
      type: 'string',
      enum: ['accurate', 'like'],
      description: 'The search type: `like` when asked, else `accurate`.',
    },
    cod: { type: 'string', const: '200', description: 'Status carried in the body: the string "200".' },
    count: integer('How many items.', 0, 50),
    list: { type: 'array', maxItems: 50, items: findItemSchema, description: 'The cities found.' },
  },
} as const satisfies AnswerSchema;
