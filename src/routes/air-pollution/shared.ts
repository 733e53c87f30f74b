/**
 * What the three Air Pollution API routes share: reading the request, the contract's parts.
 * @internal
 */
import type { Query } from '../../service/query.js';
import { coordinatesOf } from '../coordinates-only.js';
import { placeProbe } from '../probes-shared.js';
import type { ProbeIssue, RouteProbe, RouteResult, World } from '../route.js';
import { airPollutionBytes } from './generate.js';
import { airPollutionSchema } from './schema.js';
import { serializeAirPollution } from './serialize.js';
import { validateAirPollution } from './validate.js';

const HOUR = 3600;

/** The schemas of the Air Pollution routes (one answer shape). @internal */
export const airPollutionSchemas = { AirPollution: airPollutionSchema };

/**
 * The answer of one of the three routes: `current` (a function of the observation's bucket), the
 * `forecast` (of the clock's hour), the `history` (of `start`, `end` and the clock's hour).
 * @internal
 */
export function airPollutionAnswer(
  kind: 'current' | 'forecast' | 'history',
  query: Query,
  world: World,
  range?: { start: number; end: number },
): RouteResult {
  const where = coordinatesOf(query);
  if ('problem' in where) return where;
  const at = world.now();
  const hour = Math.floor(at / 1000 / HOUR) * HOUR;
  const coordinates = { lat: where.lat, lon: where.lon };
  if (kind === 'current') {
    const dt = world.generator.record({ ...coordinates, at }).dt;
    const body = world.memo(`airPollution|${where.lat},${where.lon}|${dt}`, () =>
      serializeAirPollution(world.generator.airPollution(coordinates, { at })),
    );
    return { body, holds: { from: dt, until: dt + 600 } };
  }
  const key = kind === 'forecast' ? `${hour}` : `${range?.start}|${range?.end}|${hour}`;
  const body = world.memo(`airPollution|${kind}|${where.lat},${where.lon}|${key}`, () =>
    airPollutionBytes(world.generator, coordinates, kind, at, range),
  );
  return { body, holds: { from: hour, until: hour + HOUR } };
}

/**
 * The probe of an Air Pollution route at London (`name`: `'forecast at {place}'`, …): an answer of
 * the route's shape at the coordinates asked (`coord`), and what `also` checks of its items
 * (`query`: the route's own parameters after the place's).
 * @internal
 */
export function airPollutionProbe(
  name: string,
  also: (body: Readonly<Record<string, unknown>>) => readonly (ProbeIssue | undefined)[],
  query = '',
): RouteProbe {
  const validate = validateAirPollution;
  return placeProbe({
    name: `the air pollution ${name}`,
    query,
    validate,
    schema: airPollutionSchema,
    coordinates: 'coord',
    also,
  });
}
