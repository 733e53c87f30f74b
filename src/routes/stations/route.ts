/**
 * `api.openweathermap.org/data/3.0/stations` and `/data/3.0/stations/{id}`: Weather Stations 3.0,
 * the service's one stateful API. The stations of each API key: GET lists them (oldest first),
 * POST makes one (201), GET, PUT and DELETE `{id}` read, replace (200) and remove one (204, with its
 * measurements). Kept by the double (`answer.ts` over its `StationBook`: in memory, or in the shared
 * store), bounded per key. The core answers it through `stateful`; `answer` is what a double that
 * holds no stations answers to a `GET`.
 * @internal
 */
import { sharedErrors } from '../contract.js';
import type { ContractErrorTemplate, ContractExamples, RouteContract } from '../route.js';
import { MOST_MEASUREMENTS_PER_KEY, MOST_STATIONS_PER_KEY } from '../station-book.js';
import { answerStations } from './answer.js';
import { stationListSchema, stationSchemaComponent } from './schema.js';
import { EXAMPLE_STATION, listProbe, madeAndListed, statefulRow } from './shared.js';

/** A 400 of a body the service cannot decode, as recorded (Go's error, its byte offset). */
const undecodable: ContractErrorTemplate = {
  name: 'unmarshalTypeError',
  example: {
    status: 400,
    body: '{"code":400001,"message":"unmarshal type error: expected=string, got=number, offset=17"}',
  },
  messagePattern: '^(unmarshal type error|syntax error|request body can not be empty|weather-double keeps)',
};

/** The stations' part of the OpenAPI document: the list (GET); the other methods in its description. */
function stationsContract(examples: ContractExamples): RouteContract {
  const { made, listed } = madeAndListed(answerStations, examples, EXAMPLE_STATION);
  return {
    operationId: 'listStations',
    summary: 'Weather Stations 3.0: the stations of the API key',
    description: `The service's one stateful API, kept by the double per API key (in memory, or in the shared store given with \`store\` / \`serve --store\`, so that several servers hold the same stations). GET lists the key's stations, oldest first (\`[]\` for none). The other methods, as recorded: POST with a JSON body \`{"external_id","name","latitude","longitude","altitude"}\` makes a station: 201 with \`{"ID",…,"user_id",…,"rank":10,"source_type":5}\` (example: ${made.body}); GET /data/3.0/stations/{id} reads one; PUT /data/3.0/stations/{id} replaces every field (one not given becomes 0, \`altitude\` null; \`rank\` 0, as recorded): 200 with the station; DELETE /data/3.0/stations/{id} removes it and its measurements: 204 without a body. Another key's station, or none: 404 \`{"code":404001,"message":"Station not found"}\`. A body the service's Go decoder refuses: 400 \`{"code":400001,"message":"unmarshal type error: expected=…, got=…, offset=…"}\` or \`syntax error: offset=…, error=…\`. PATCH, and PUT or DELETE on the list: 405. The double's bounds: at most ${MOST_STATIONS_PER_KEY} stations per key (the next POST: 400) and ${MOST_MEASUREMENTS_PER_KEY} measurements (the oldest dropped). Headers: no \`X-Cache-Key\`; \`Access-Control-Allow-Methods: GET, POST, PUT, DELETE\`.`,
    parameters: [],
    responses: [
      {
        status: 200,
        description: "The key's stations, oldest first.",
        schema: 'StationList',
        examples: {
          one: { summary: "After a POST of the page's station", value: JSON.parse(listed.body) as unknown },
        },
      },
      {
        status: 400,
        description: 'A request body the service cannot decode (POST, PUT), or past the double’s bounds.',
        errors: [undecodable],
      },
      ...sharedErrors('stationNotFound', 'No station of the key has that ID (GET, PUT, DELETE of /{id}).'),
    ],
  };
}

/** @internal */
export const stations = statefulRow('stations', {
  summary:
    'Weather Stations 3.0: the stations of the API key (GET, POST; GET, PUT, DELETE {id}), kept per key',
  stateful: {
    methods: ['GET', 'POST'],
    items: [{ path: '/{id}', methods: ['GET', 'PUT', 'DELETE'] }],
    allowMethods: 'GET, POST, PUT, DELETE',
    answer: answerStations,
  },
  probe: listProbe("the key's weather stations", stationListSchema, 'the list of stations'),
  schemas: { StationList: stationListSchema, Station: stationSchemaComponent },
  contract: stationsContract,
});
