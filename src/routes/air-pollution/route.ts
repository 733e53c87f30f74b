/**
 * `GET /data/2.5/air_pollution`: the air at coordinates now: one item at the weather's observation
 * time (`aqi` by the service's table, eight components in µg/m³). No `cod` in the body.
 * @internal
 */
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { coordinateParameters } from '../contract.js';
import { coordinateLocationOf, coordinateResponses } from '../coordinates-only.js';
import { PROBE_PLACE, PROBE_PLACE_QUERY, unlessEqual } from '../probes-shared.js';
import type { Route } from '../route.js';
import { answerVariants } from '../variants-shared.js';
import { type AirPollutionMethods, airPollutionKind, airPollutionMethods } from './generate.js';
import { airPollutionPact } from './pact.js';
import { airPollutionAnswer, airPollutionProbe, airPollutionSchemas } from './shared.js';
import { airPollutionCatalogue } from './variants.js';

/** @internal */
export const airPollution: Route<'airPollution', typeof airPollutionPact, AirPollutionMethods> & {
  /** The answer's variants (for the fast-check arbitrary, which reaches them through the table). */
  readonly catalogue: typeof airPollutionCatalogue;
} = {
  name: 'airPollution',
  catalogue: airPollutionCatalogue,
  pact: airPollutionPact,
  generate: airPollutionMethods,
  cli: airPollutionKind,
  path: ROUTE_PATHS.airPollution,
  summary: 'Air pollution now at coordinates (Air Pollution API)',
  answer: ({ query }, world) => airPollutionAnswer('current', query, world),
  locationOf: coordinateLocationOf,
  // The rare real variants of the answer (docs/variants.md): a dusty hour as recorded.
  ...answerVariants(airPollutionCatalogue),
  /** The air at London now (one item), the 401 of an empty key, and the 400 of a longitude out of range. */
  probes: () => [
    airPollutionProbe('at {place} now', (body) => [unlessEqual(body, 'list.length', 1, 'one item, now')]),
    {
      name: 'the air pollution with a wrong (empty) key',
      query: PROBE_PLACE_QUERY,
      key: 'empty',
      expect: 'unauthorized',
    },
    {
      name: 'the air pollution at longitude 200',
      query: `lat=${PROBE_PLACE.lat}&lon=200`,
      expect: 'wrongLongitude',
    },
  ],
  schemas: airPollutionSchemas,
  contract: (examples) => ({
    operationId: 'getCurrentAirPollution',
    summary: 'Air pollution now',
    description:
      'Returns one item: the Air Quality Index (1 Good … 5 Very Poor, the worst band of SO2, NO2, PM10, PM2.5, O3 and CO by the service’s table) and the concentrations of CO, NO, NO2, O3, SO2, PM2.5, PM10 and NH3 (µg/m³) at the observation time. `coord` is the request rounded to 4 decimals. No `cod`.',
    parameters: coordinateParameters('the place'),
    responses: coordinateResponses(
      {
        status: 200,
        description: 'One item, at the observation time.',
        schema: 'AirPollution',
        examples: {
          london: { summary: 'London', value: examples.answer(airPollution, 'lat=51.5085&lon=-0.1257') },
        },
      },
      'unauthorized',
    ),
  }),
};
