/**
 * What the four routes of the retired Air Pollution API 1.0 share
 * (`GET /pollution/v1/{co,o3,no2,so2}/{lat},{lon}/{datetime}.json`, one row and folder per gas: each
 * its path, body schema, probe and kind; this folder holds the family's code), answered
 * from the double's air model in the shapes pyowm recorded (see `./answer.ts`), so that pyowm's
 * `coindex_around_coords`, `ozone_around_coords`, `no2index_around_coords` and
 * `so2index_around_coords` work unchanged. What the service answers there today is not recorded
 * (docs/air-pollution.md, "The retired API 1.0").
 * @internal
 */
import { validatorOf } from '../../answer-schema/index.js';
import { invalidOption } from '../../errors.js';
import { type RecordShape, ROUTE_PATHS } from '../../service/vocabulary.js';
import { sharedCoordinateErrors } from '../coordinates-only.js';
import type { WeatherGenerator } from '../generator.js';
import { PACT_LONDON, PACT_WEATHER_STATE } from '../one-call/pact.js';
import type { OneInteractionPact } from '../pact-types.js';
import { decimalOf, isLocationProblem, parseLocationParams } from '../places.js';
import { PROBE_PLACE, unlessEqual, validatedBody } from '../probes-shared.js';
import type { CliKind, Route, RouteContract, RouteResult } from '../route.js';
import { inApiNumbers, type PollutionGas, pollutionAnswer } from './answer.js';
import { pollutionNo2Schema, pollutionOzoneSchema, pollutionProfileSchema } from './schema.js';

const SCHEMAS = {
  co: { PollutionV1Profile: pollutionProfileSchema },
  so2: { PollutionV1Profile: pollutionProfileSchema },
  o3: { PollutionV1Ozone: pollutionOzoneSchema },
  no2: { PollutionV1No2: pollutionNo2Schema },
} as const;

const NAMES = {
  co: 'carbon monoxide',
  o3: 'ozone',
  no2: 'nitrogen dioxide',
  so2: 'sulphur dioxide',
} as const;
const WHAT = {
  co: 'its volume mixing ratio at 25 pressure levels (1000 to 0.1 hPa)',
  so2: 'its volume mixing ratio at 25 pressure levels (1000 to 0.1 hPa)',
  o3: 'the ozone column in Dobson units',
  no2: 'the total, stratospheric and tropospheric columns in molecules/cm²',
} as const;
const OPERATION = { co: 'Co', o3: 'O3', no2: 'No2', so2: 'So2' } as const;

/** The place the probes and examples ask: London, as the path writes it. */
const PLACE = `${PROBE_PLACE.lat},${PROBE_PLACE.lon}`;
/** The example day of the contract (the examples' clock is 2024-06-01T18:00Z). */
const EXAMPLE_DAY = '2024-06-01Z';

/** The names of the family's rows. @internal */
export type PollutionRouteName = 'pollutionCo' | 'pollutionO3' | 'pollutionNo2' | 'pollutionSo2';

/** `generate --kind pollution-{gas}`: the gas now, or on a UTC day (`--date`), at coordinates only. */
function kindOf(gas: PollutionGas): CliKind {
  return {
    name: `pollution-${gas}`,
    coordinatesOnly: true,
    flags: [{ name: 'date', type: 'date', help: 'the UTC day asked (`{date}Z`); absent: `current`' }],
    print(generator, where, { at, flags }) {
      const date = flags.date as string | undefined;
      const datetime = date === undefined ? 'current' : `${date}Z`;
      const result = pollutionAnswer(generator, gas, where, where, datetime, Math.floor(at / 1000));
      if ('problem' in result) {
        throw invalidOption('date', 'a UTC day from 2016-01-01 to the day of --at', date);
      }
      return result.body;
    },
  };
}

/** The pact examples' clock (`src/pact/sets.ts`): 2024-06-01T18:00:00Z, Unix seconds. */
const PACT_NOW = Date.UTC(2024, 5, 1, 18) / 1000;
/** The day the pact asks: a whole UTC day before the examples' clock, so its answer never changes. */
const PACT_DAY = '2024-05-31Z';

/** The pact of one gas: London on {@link PACT_DAY}, in the One Call and Air Pollution pact. */
function pactOf<N extends PollutionRouteName>(name: N, gas: PollutionGas, path: string, schema: string) {
  return {
    interactions: [
      {
        sets: ['oneCallInteractions'],
        key: name,
        description: `a retired Air Pollution API 1.0 request for ${NAMES[gas]} at London on ${PACT_DAY}`,
        states: [PACT_WEATHER_STATE],
        path: path.replace('{place}', PLACE).replace('{datetime}', PACT_DAY),
        query: {},
        answer: {
          status: 200,
          schema,
          exampleFrom: (generator: WeatherGenerator<RecordShape>) => {
            const result = pollutionAnswer(generator, gas, PACT_LONDON, PACT_LONDON, PACT_DAY, PACT_NOW);
            if ('problem' in result)
              throw new Error(`The pact's day ${PACT_DAY} has no sample: ${result.problem}.`);
            return JSON.parse(result.body) as unknown;
          },
        },
      },
    ],
  } as const satisfies OneInteractionPact<N>;
}

/** The contract of one gas's row: its parameters, answers, and its 200 example (`example`). */
function contractOf(gas: PollutionGas, schemaName: string, example: unknown): RouteContract {
  return {
    operationId: `getPollutionV1${OPERATION[gas]}`,
    summary: `Air Pollution API 1.0 (retired): ${NAMES[gas]}`,
    description: `The retired Air Pollution API 1.0, which pyowm still calls: ${WHAT[gas]}, from the double’s air model (the same air as GET /data/2.5/air_pollution; docs/air-pollution.md says how), in the shape pyowm’s recorded fixtures show (\`time\`, \`location\`, \`data\`; numbers are 32-bit floats written in full). \`{datetime}\`: \`current\`, or a UTC moment whose precision is the window (\`2016Z\`, \`2016-03Z\`, \`2016-03-03Z\`, \`2016-03-03T12Z\`, \`2016-03-03T12:00Z\`, \`2016-03-03T12:00:05Z\`): the window’s last sample the clock has seen (the weather’s observations, every 10 minutes). A window with none (in the future, before 2016, a minute between two samples): 404 "not found"; another \`{datetime}\`: 400 "wrong date" (the double’s choices: what the service answers there today is not recorded).`,
    parameters: [
      {
        name: 'place',
        in: 'path',
        required: true,
        description: 'The coordinates, `{lat},{lon}` in degrees.',
        schema: { type: 'string' },
      },
      {
        name: 'datetime',
        in: 'path',
        required: true,
        description: '`current`, or an ISO 8601 UTC moment whose precision is the search window.',
        schema: { type: 'string' },
      },
    ],
    responses: [
      {
        status: 200,
        description: 'The window’s last sample.',
        schema: schemaName,
        examples: { london: { summary: `London, ${EXAMPLE_DAY}`, value: example } },
      },
      {
        status: 400,
        description: 'Wrong coordinates, or a `{datetime}` the API does not read.',
        errors: ['wrongLatitude', 'wrongLongitude', 'wrongDate'],
      },
      { status: 404, description: 'No sample in the window.', errors: ['geocodingNotFound'] },
      ...sharedCoordinateErrors('unauthorized'),
    ],
  };
}

/** The row of one gas: its path, schema, probes, contract, pact and kind. @internal */
export function pollutionRoute<N extends PollutionRouteName>(
  name: N,
  gas: PollutionGas,
): Route<N, OneInteractionPact<N>> {
  const path = ROUTE_PATHS[name];
  const schemas = SCHEMAS[gas];
  const [schemaName, schema] = Object.entries(schemas)[0] as [string, (typeof schemas)[keyof typeof schemas]];
  const validate = validatorOf(schema, schemaName);
  const row: Route<N, OneInteractionPact<N>> = {
    name,
    path,
    pact: pactOf(name, gas, path, schemaName),
    examplePath: path.replace('{place}', PLACE).replace('{datetime}', 'current'),
    cli: kindOf(gas),
    summary: `The retired Air Pollution API 1.0: ${NAMES[gas]} at coordinates, now or in a window`,
    /** The key (401), the place (400 wrong latitude / longitude), the datetime (400), its sample (404). */
    answer({ path: parameters }, world): RouteResult {
      const [latText, lonText] = (parameters.place ?? '').split(',');
      const parsed = parseLocationParams({
        lat: latText ?? '',
        lon: lonText,
        zip: undefined,
        q: undefined,
        id: undefined,
      });
      if (isLocationProblem(parsed)) return parsed;
      if (parsed.form !== 'coordinates') return { problem: 'wrongLatitude' };
      const where = { lat: parsed.lat, lon: parsed.lon };
      const asked = { lat: decimalOf((latText ?? '').trim()), lon: decimalOf((lonText ?? '').trim()) };
      const now = Math.floor(world.now() / 1000);
      const result = pollutionAnswer(world.generator, gas, where, asked, parameters.datetime ?? '', now);
      if ('problem' in result) return result;
      return result.live
        ? { body: result.body, holds: { from: result.dt, until: result.dt + 600 } }
        : { body: result.body };
    },
    schemas,
    probes: () => [
      {
        name: `the retired ${NAMES[gas]} API at ${PROBE_PLACE.name} now`,
        query: '',
        expect: {
          ...validatedBody(
            (body) => validate(body),
            schema,
            (body) => [
              unlessEqual(body, 'location.latitude', PROBE_PLACE.lat, 'the latitude the path gave'),
              unlessEqual(body, 'location.longitude', PROBE_PLACE.lon, 'the longitude the path gave'),
            ],
          ),
          written: inApiNumbers,
        },
      },
      {
        name: `the retired ${NAMES[gas]} API with a wrong (empty) key`,
        query: '',
        key: 'empty',
        expect: 'unauthorized',
      },
    ],
    contract: (examples) =>
      contractOf(
        gas,
        schemaName,
        examples.answer(row, '', undefined, { place: PLACE, datetime: EXAMPLE_DAY }),
      ),
  };
  return row;
}
