/**
 * `api.openweathermap.org/data/3.0/triggers`: the Weather Triggers API, which pyowm's
 * `AlertManager` calls. The triggers of each API key: GET lists them (oldest first), POST makes one,
 * GET, PUT and DELETE `{id}` read, replace and remove one; GET and DELETE `{id}/history` and
 * `{id}/history/{alert}` read and delete its alerts, which the double works out from its weather
 * (`alerts.ts`). Kept by the double over its `TriggerBook` (in memory, or in the shared store),
 * bounded per key. The core answers it through `stateful`; `answer` is what a double that holds no
 * triggers answers to a `GET`.
 * @internal
 */
import { sharedErrors } from '../contract.js';
import type { ContractExamples, RouteContract } from '../route.js';
import { MOST_KEYS } from '../station-book.js';
import { listProbe, madeAndListed, statefulRow } from '../stations/shared.js';
import { MOST_DELETED_ALERTS, MOST_TRIGGERS_PER_KEY } from '../trigger-book.js';
import { MOST_CHECKS } from './alerts.js';
import { answerTriggers } from './answer.js';
import { MOST_CONDITIONS, MOST_GEOMETRIES, MOST_POSITIONS } from './body.js';
import { triggersPact } from './pact.js';
import { alertListSchema, triggerListSchema } from './schema.js';

/** The trigger of the service's page, as a POST body. */
const EXAMPLE_TRIGGER =
  '{"time_period":{"start":{"expression":"after","amount":132000000},"end":{"expression":"after","amount":432000000}},"conditions":[{"name":"temp","expression":"$gt","amount":299}],"area":[{"type":"Point","coordinates":[53,37]}]}';

/** The triggers' part of the OpenAPI document: the list (GET); the other methods in its description. */
function triggersContract(examples: ContractExamples): RouteContract {
  const { made, listed } = madeAndListed(answerTriggers, examples, EXAMPLE_TRIGGER);
  return {
    operationId: 'listTriggers',
    summary: 'Weather Triggers: the triggers of the API key',
    description: `The Weather Triggers API (pyowm's AlertManager), kept by the double per API key (in memory, or in the shared store given with \`store\` / \`serve --store\`). GET lists the key's triggers, oldest first, each with its alerts so far (\`[]\` for none). POST with the page's body \`{"time_period":{"start","end"},"conditions":[…],"area":[…]}\` makes one: 200 with the page's body (example: ${made.body}); GET /data/3.0/triggers/{id} reads one; PUT replaces its time period, conditions and area (its alerts start again): 200; DELETE removes it: 204. GET /data/3.0/triggers/{id}/history lists its alerts, GET …/history/{alert} reads one; DELETE deletes them all or one: 204. The alerts come from the double's weather: every whole hour since the trigger was made (the last ${MOST_CHECKS} hours at most), each 3-hour forecast slot up to five days ahead that falls in the trigger's time period, at each point of its area (a Polygon's middle), where every condition holds for the forecast's weather. A body refused: 400 in text (recorded: "Point should to have 2 elements - lon and lat."); another key's trigger or alert, or none: 404 in text. The double's bounds: ${MOST_TRIGGERS_PER_KEY} triggers per key, ${MOST_KEYS} keys, ${MOST_CONDITIONS} conditions and ${MOST_GEOMETRIES} geometries (${MOST_POSITIONS} positions) a trigger, the last ${MOST_DELETED_ALERTS} alerts deleted one by one. Headers: no \`X-Cache-Key\`; \`Access-Control-Allow-Methods: GET, POST, PUT, DELETE\`.`,
    parameters: [],
    responses: [
      {
        status: 200,
        description: "The key's triggers, oldest first.",
        schema: 'TriggerList',
        examples: {
          one: { summary: "After a POST of the page's trigger", value: JSON.parse(listed.body) as unknown },
        },
      },
      ...sharedErrors(undefined, ''),
    ],
  };
}

/** @internal */
export const triggers = statefulRow('triggers', {
  summary:
    'Weather Triggers: the triggers of the API key (GET, POST; GET, PUT, DELETE {id}; GET, DELETE {id}/history[/{alert}])',
  stateful: {
    methods: ['GET', 'POST'],
    items: [
      { path: '/{id}', methods: ['GET', 'PUT', 'DELETE'] },
      { path: '/{id}/history', methods: ['GET', 'DELETE'] },
      { path: '/{id}/history/{alert}', methods: ['GET', 'DELETE'] },
    ],
    allowMethods: 'GET, POST, PUT, DELETE',
    answer: answerTriggers,
  },
  probe: listProbe("the key's triggers", triggerListSchema, 'the list of triggers'),
  schemas: { TriggerList: triggerListSchema, TriggerAlertList: alertListSchema },
  contract: triggersContract,
  pact: triggersPact,
});
