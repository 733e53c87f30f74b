/**
 * `GET /data/2.5/air_pollution/forecast`: 96 hourly items from the whole hour of the clock.
 * @internal
 */
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { airPollutionBytes } from '../air-pollution/generate.js';
import { airPollutionForecastPact } from '../air-pollution/pact.js';
import { airPollutionAnswer, airPollutionProbe, airPollutionSchemas } from '../air-pollution/shared.js';
import { coordinateParameters } from '../contract.js';
import { coordinateLocationOf, coordinateResponses } from '../coordinates-only.js';
import { unlessEqual } from '../probes-shared.js';
import type { CliKind, Route } from '../route.js';

/** `generate --kind air-pollution-forecast`: 96 hours from `--at`'s, at coordinates only. */
const airPollutionForecastKind: CliKind = {
  name: 'air-pollution-forecast',
  coordinatesOnly: true,
  print: (generator, where, { at }) => airPollutionBytes(generator, where, 'forecast', at),
};

/** @internal */
export const airPollutionForecast: Route<'airPollutionForecast', typeof airPollutionForecastPact> = {
  name: 'airPollutionForecast',
  pact: airPollutionForecastPact,
  path: ROUTE_PATHS.airPollutionForecast,
  cli: airPollutionForecastKind,
  summary: 'Air pollution forecast, 96 hours, at coordinates (Air Pollution API)',
  answer: ({ query }, world) => airPollutionAnswer('forecast', query, world),
  locationOf: coordinateLocationOf,
  /** The forecast of the air at London: 96 hourly items. */
  probes: () => [
    airPollutionProbe('forecast at {place}', (body) => [
      unlessEqual(body, 'list.length', 96, '96 hourly items'),
    ]),
  ],
  schemas: airPollutionSchemas,
  contract: (examples) => ({
    operationId: 'getAirPollutionForecast',
    summary: 'Air pollution forecast',
    description:
      'Returns 96 hourly items (4 days) from the whole hour containing the clock, each as the current answer’s item.',
    parameters: coordinateParameters('the place'),
    responses: coordinateResponses(
      {
        status: 200,
        description: '96 hourly items.',
        schema: 'AirPollution',
        examples: {
          london: {
            summary: 'London',
            value: examples.answer(airPollutionForecast, 'lat=51.5085&lon=-0.1257'),
          },
        },
      },
      'unauthorized',
    ),
  }),
};
