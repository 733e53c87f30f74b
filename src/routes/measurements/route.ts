/**
 * `api.openweathermap.org/data/3.0/measurements`: Weather Stations 3.0's measurements of the key's
 * stations. POST adds some (204; a `station_id` that is none of the key's stations: 404, and none is
 * kept); GET reads one station's, aggregated by minute, hour or day (`station_id`, `type`, `from`,
 * `to`, `limit`). Kept with the stations (`../stations/answer.ts`).
 * @internal
 */
import { sharedErrors, unixTimeParameter } from '../contract.js';
import type { ContractExamples, RouteContract } from '../route.js';
import { MOST_MEASUREMENTS_PER_KEY } from '../station-book.js';
import { answerMeasurements, answerStations, DEFAULT_LIMIT } from '../stations/answer.js';
import { measurementListSchema } from '../stations/schema.js';
import {
  EXAMPLE_STATION,
  emptyBooks,
  exampleAnswer,
  exampleMeasurements,
  statefulRow,
} from '../stations/shared.js';

/** The measurements' part of the OpenAPI document: the aggregates (GET); the post in its description. */
function measurementsContract(examples: ContractExamples): RouteContract {
  const book = emptyBooks(examples.world());
  const made = JSON.parse(
    exampleAnswer(answerStations, book, { method: 'POST', body: EXAMPLE_STATION }).body,
  ) as {
    ID: string;
  };
  exampleAnswer(answerMeasurements, book, { method: 'POST', body: exampleMeasurements(made.ID) });
  const read = exampleAnswer(answerMeasurements, book, {
    method: 'GET',
    query: `station_id=${made.ID}&type=h&limit=100&from=1717200000&to=1717286400`,
  });
  return {
    operationId: 'getMeasurements',
    summary: 'Weather Stations 3.0: the measurements of a station, aggregated',
    description: `The aggregates of one of the key's stations: one a minute, hour or day (\`type\` m, h, d) that has measurements from \`from\` to \`to\` (Unix seconds, both included; default all), oldest first, at most \`limit\` (default ${DEFAULT_LIMIT}; 0: all). Each is dated at the end of its span (recorded: a day's at the next midnight UTC) with \`temp\` {max,min,average,weight}, \`humidity\` {average,weight}, \`wind\` {} (recorded so), \`pressure\` {min,max,average,weight} and \`precipitation\` {rain} (the sum of rain_1h). POST /data/3.0/measurements with a JSON array of measurements (the page's fields: station_id, dt, temperature, wind_speed, …, clouds, weather) adds them: 204 without a body; a station that is none of the key's: 404 \`{"code":404001,"message":"Station not found"}\`, nothing kept; a body the service's Go decoder refuses: 400 (recorded: \`{"code":400001,"message":"unmarshal type error: expected=string, got=number, offset=17"}\`). The double keeps the last ${MOST_MEASUREMENTS_PER_KEY} measurements of each key. The errors of a read are the double's (no body of the service recorded): \`station_id\` missing, \`type\` not m, h or d, \`from\`/\`to\`/\`limit\` not whole numbers: 400 in the stations' shape.`,
    parameters: [
      {
        name: 'station_id',
        required: true,
        description: 'The station, one of the key’s.',
        schema: { type: 'string' },
      },
      {
        name: 'type',
        required: true,
        description: 'The span of each aggregate: m (minute), h (hour) or d (day).',
        schema: { type: 'string', enum: ['m', 'h', 'd'] },
      },
      unixTimeParameter('from', 'The first moment, Unix seconds; default: the first measurement.'),
      unixTimeParameter('to', 'The last moment, Unix seconds; default: the last measurement.'),
      {
        name: 'limit',
        description: `The most aggregates; default ${DEFAULT_LIMIT}, 0 for all.`,
        schema: { type: 'integer', minimum: 0 },
      },
    ],
    responses: [
      {
        status: 200,
        description: 'The aggregates, oldest first.',
        schema: 'MeasurementList',
        examples: {
          hour: { summary: "The page's measurement, by hour", value: JSON.parse(read.body) as unknown },
        },
      },
      {
        status: 400,
        description: 'station_id or type missing or wrong, from, to or limit not a whole number.',
        errors: [
          'stationIdRequired',
          'measurementTypeWrong',
          'measurementTimeWrong',
          'measurementLimitWrong',
        ],
      },
      ...sharedErrors('stationNotFound', 'No station of the key has that ID.'),
    ],
  };
}

/** @internal */
export const measurements = statefulRow('measurements', {
  summary:
    'Weather Stations 3.0: post measurements of the key’s stations, read them aggregated by minute, hour or day',
  stateful: { methods: ['GET', 'POST'], allowMethods: 'GET, POST', answer: answerMeasurements },
  probe: {
    name: 'the measurements of a station that is none of the key’s',
    query: 'station_id=000000000000000000000000&type=d',
    expect: 'stationNotFound',
  },
  schemas: { MeasurementList: measurementListSchema },
  contract: measurementsContract,
});
