/**
 * `GET /data/4.0/onecall/alert/{alert_id}`: One Call 4.0's alert detail, the alert an ID of the
 * timelines' `alerts` names (https://openweathermap.org/api/one-call-4, "Weather Alert detailed
 * information"): `{id, sender_name, event, start, end, description}`, the page's fields in its
 * order. The double's IDs encode the alert's place, hazard and start (src/model/alerts.ts), so the
 * route finds the alert again on the timeline with no state: the same sender, event, start, end and
 * description One Call 3.0's `alerts[]` reports. An ID it does not know: 404 in 4.0's error
 * structure (the double's choice, nothing recorded).
 * @internal
 */
import { integer } from '../../answer-schema/helpers.js';
import type { AnswerSchema } from '../../answer-schema/index.js';
import { alertOfId } from '../../model/alerts.js';
import { worldAt } from '../../model/one-call-world.js';
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { sharedErrors } from '../contract.js';
import type { Route } from '../route.js';

/** The page's own example ID: the double knows no such alert (its checksum does not hold). */
const PAGE_ID = '8B46C632-DCA7-44D7-8BDF-02445621BAFF';
/** A heat advisory the double's weather raises at Phoenix (seed 0, the examples' seed), starting 2024-05-30 21:00 UTC. */
const EXAMPLE_ID = '9974C72D-12D6-340A-5D5C-007472D02053';

const text = (description: string) => ({ type: 'string', description }) as const;

/** The alert detail's body, in the page's key order. */
const alertSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'OneCall4Alert',
  description: `The body of GET ${ROUTE_PATHS.oneCall4Alert}: one alert.`,
  type: 'object',
  additionalProperties: false,
  required: ['id', 'sender_name', 'event', 'start', 'end', 'description'],
  properties: {
    id: { type: 'string', minLength: 1, description: 'The alert’s ID, as the path gives it (upper case).' },
    sender_name: text('The national service that issues it.'),
    event: text('The event’s name.'),
    start: integer('Its start, Unix seconds.', 0, 4_102_444_800),
    end: integer('Its end, Unix seconds.', 0, 4_102_444_800),
    description: text('Its description, as the service writes it.'),
  },
} as const satisfies AnswerSchema;

/** @internal */
export const oneCall4Alert: Route<'oneCall4Alert'> = {
  name: 'oneCall4Alert',
  path: ROUTE_PATHS.oneCall4Alert,
  // The page's example ID: what `check` and the docs' route list ask (the double answers its 404).
  examplePath: ROUTE_PATHS.oneCall4Alert.replace('{alert_id}', PAGE_ID),
  summary: 'One Call 4.0: the detail of one alert, by its ID',
  /** The key (401), then the ID: the alert the weather raises, else 404. */
  answer({ path }, world) {
    const model = world.answers.model;
    const alert = alertOfId(path.alert_id ?? '', (lat, lon) => worldAt(model, lat, lon).observationAt);
    if (alert === undefined) return { problem: 'alertNotFound' };
    const { sender_name, event, start, end, description } = alert;
    return { body: JSON.stringify({ id: alert.id, sender_name, event, start, end, description }) };
  },
  schemas: { OneCall4Alert: alertSchema },
  // The page's own example ID, long expired: the double knows no such alert.
  probes: () => [
    { name: 'One Call 4.0 alert detail of the page’s example ID', query: '', expect: 'alertNotFound' },
  ],
  contract: (examples) => ({
    operationId: 'getOneCall4Alert',
    summary: 'One Call 4.0: the detail of one alert, by its ID',
    description:
      'Returns the alert an ID of the timelines’ `alerts` names (`id`, `sender_name`, `event`, `start`, `end`, `description`, the page’s fields and order): the alert the double’s weather raises (docs/alerts.md), the same sender, event, start, end and description as One Call 3.0’s `alerts[]`, whatever the clock (an ID names one spell of the weather for good). The double’s IDs encode the place, hazard and start with a checksum; any other ID (the page’s example too) or one whose spell the weather does not raise: 404 `{"cod":404,"message":"alert not found","parameters":["alert_id"]}` (the double’s choice, no answer recorded). `lang` changes nothing: the alerts are in English (docs/alerts.md).',
    parameters: [
      {
        name: 'alert_id',
        in: 'path',
        required: true,
        description: 'The alert’s ID (from a record’s `alerts`), 8-4-4-4-12 hexadecimal digits, any case.',
        schema: { type: 'string' },
        examples: { phoenix: { summary: 'A heat advisory at Phoenix (seed 0)', value: EXAMPLE_ID } },
      },
    ],
    responses: [
      {
        status: 200,
        description: 'The alert.',
        schema: 'OneCall4Alert',
        examples: {
          phoenix: {
            summary: 'A heat advisory the weather raises at Phoenix (seed 0), 2024-05-30',
            value: examples.answer(oneCall4Alert, '', undefined, { alert_id: EXAMPLE_ID }),
          },
        },
      },
      ...sharedErrors('alertNotFound', 'An ID the double knows no alert of.'),
    ],
  }),
};
