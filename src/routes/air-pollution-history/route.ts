/**
 * `GET /data/2.5/air_pollution/history?start&end`: the whole hours from `start` to `end` (both
 * included), within the service's data period (from 2020-11-27T00:00Z to the clock's hour), at most
 * 8784 (a year and a day); `start` after `end`: an empty list.
 * @internal
 */
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { airPollutionBytes } from '../air-pollution/generate.js';
import { airPollutionHistoryPact } from '../air-pollution/pact.js';
import { airPollutionAnswer, airPollutionProbe, airPollutionSchemas } from '../air-pollution/shared.js';
import { coordinateParameters, unixTimeParameter } from '../contract.js';
import { coordinateLocationOf, historyAnswer, historyFlags, historyResponses } from '../coordinates-only.js';
import { unlessEqual } from '../probes-shared.js';
import type { CliKind, Route } from '../route.js';

/** The hours the history is asked for: 2023-01-01 00:00 to 06:00 UTC, 7 whole hours. */
const PROBE_START = 1_672_531_200;
const PROBE_END = PROBE_START + 6 * 3600;

/** `generate --kind air-pollution-history`: the hours from `--start` to `--end`, at coordinates only. */
const airPollutionHistoryKind: CliKind = {
  name: 'air-pollution-history',
  coordinatesOnly: true,
  flags: historyFlags,
  // `as number`: the CLI checked each flag by its declared type (a required one is always there).
  print: (generator, where, { at, flags }) =>
    airPollutionBytes(generator, where, 'history', at, {
      start: flags.start as number,
      end: flags.end as number,
    }),
};

/** @internal */
export const airPollutionHistory: Route<'airPollutionHistory', typeof airPollutionHistoryPact> = {
  name: 'airPollutionHistory',
  pact: airPollutionHistoryPact,
  path: ROUTE_PATHS.airPollutionHistory,
  cli: airPollutionHistoryKind,
  summary: 'Air pollution history between two moments at coordinates (Air Pollution API)',
  answer: historyAnswer((asked, query, world) =>
    airPollutionAnswer('history', query, world, { start: asked.start, end: asked.end }),
  ),
  locationOf: coordinateLocationOf,
  /** The history of the air at London over 7 fixed past hours: one item each, from `start`. */
  probes: () => [
    airPollutionProbe(
      'history at {place}, 2023-01-01 00:00 to 06:00 UTC',
      (body) => [
        unlessEqual(body, 'list.length', 7, 'the whole hours from start to end'),
        unlessEqual(body, 'list[0].dt', PROBE_START, "the request's start"),
      ],
      `&start=${PROBE_START}&end=${PROBE_END}`,
    ),
  ],
  schemas: airPollutionSchemas,
  contract: (examples) => ({
    operationId: 'getAirPollutionHistory',
    summary: 'Air pollution history',
    description:
      'Returns the whole hours from `start` to `end` (Unix seconds, both included) within the service’s data period (from 2020-11-27T00:00Z, the first hour of its history, to the clock’s hour), at most 8784 items (the double’s bound); an empty `list` when none is left. A `start` or `end` that is not Unix seconds (or missing): 400 "wrong start" / "wrong end" (the double’s choice).',
    parameters: [
      ...coordinateParameters('the place'),
      unixTimeParameter('start', 'The first moment, Unix seconds (UTC).', {
        required: true,
        examples: { day: { summary: '2024-06-01 00:00 UTC', value: '1717200000' } },
      }),
      unixTimeParameter('end', 'The last moment, Unix seconds (UTC).', {
        required: true,
        examples: { day: { summary: '2024-06-01 06:00 UTC', value: '1717221600' } },
      }),
    ],
    responses: historyResponses(
      {
        status: 200,
        description: 'The whole hours between start and end.',
        schema: 'AirPollution',
        examples: {
          london: {
            summary: 'London, 1 June 2024 00:00 to 06:00 UTC',
            value: examples.answer(
              airPollutionHistory,
              'lat=51.5085&lon=-0.1257&start=1717200000&end=1717221600',
            ),
          },
        },
      },
      ', or a start or end that is not Unix seconds',
    ),
  }),
};
