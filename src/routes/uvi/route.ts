/**
 * `GET /data/2.5/uvi?lat&lon`: the deprecated UV index API's day: the highest UV index of the
 * clock's UTC date at coordinates (see `./shared.ts`).
 * @internal
 */
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { coordinateLocationOf, coordinateResponses, coordinatesOf } from '../coordinates-only.js';
import { PROBE_PLACE_QUERY, placeProbe } from '../probes-shared.js';
import type { Route } from '../route.js';
import { type UvIndexMethods, uvIndexKind, uvIndexMethods } from './generate.js';
import { uviPact } from './pact.js';
import { uvIndexListSchema, uvIndexSchema } from './schema.js';
import { clockDay, uvBody, uviParameters } from './shared.js';
import { validateUvIndex } from './validate.js';

/** @internal */
export const uvi: Route<'uvi', typeof uviPact, UvIndexMethods> = {
  name: 'uvi',
  pact: uviPact,
  generate: uvIndexMethods,
  cli: uvIndexKind,
  path: ROUTE_PATHS.uvi,
  summary: 'UV index of today (deprecated API, still answered): the UTC day’s highest, for coordinates',
  answer({ query }, world) {
    const where = coordinatesOf(query);
    if ('problem' in where) return where;
    const day = clockDay(world);
    return {
      body: uvBody(world, where.lat, where.lon, [day], false),
      holds: { from: day * 86_400, until: (day + 1) * 86_400 },
    };
  },
  locationOf: coordinateLocationOf,
  /** Today's UV index at London. */
  probes: () => [
    placeProbe({ name: 'the UV index at {place}, today', validate: validateUvIndex, schema: uvIndexSchema }),
  ],
  schemas: { UvIndex: uvIndexSchema, UvIndexList: uvIndexListSchema },
  contract: (examples) => ({
    operationId: 'getUvIndex',
    summary: 'UV index of today (deprecated)',
    description:
      'Deprecated by the service in 2021 (UV data moved into One Call) and still answered: the highest UV index of the clock’s UTC date at coordinates (the formula and clouds of One Call’s `uvi`), dated 12:00 UTC. A single daily value, not the index at the moment.',
    parameters: uviParameters,
    responses: coordinateResponses(
      {
        status: 200,
        description: 'The UTC day’s highest UV index.',
        schema: 'UvIndex',
        examples: {
          london: { summary: 'London, 2024-06-01', value: examples.answer(uvi, PROBE_PLACE_QUERY) },
        },
      },
      'unauthorized',
    ),
  }),
};
