/**
 * `GET /data/3.0/onecall/timemachine`: the observation at `dt` (from 1979-01-01 to 4 days after
 * the clock, the service's documented span) at coordinates.
 * @internal
 */
import { invalidOption } from '../../errors.js';
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { langParameter, unixTimeParameter } from '../contract.js';
import { coordinateErrors, coordinateLocationOf, coordinatesOf, unixSecondsOf } from '../coordinates-only.js';
import { oneCallContract } from '../one-call/contract.js';
import { oneCallTimemachinePact } from '../one-call/pact.js';
import { oneCallTimemachineSchema } from '../one-call/schema.js';
import { serializeOneCallTimemachine } from '../one-call/serialize.js';
import { validateOneCallTimemachine } from '../one-call/validate.js';
import { placeProbe, unlessEqual } from '../probes-shared.js';
import type { CliKind, Route } from '../route.js';

/** The moment the timemachine is asked for: 2022-02-26 15:22:56 UTC (the OpenAPI example's). */
const PROBE_DT = 1_645_888_976;

/** The first moment the service has: 1979-01-01T00:00:00Z. @internal */
const TIMEMACHINE_FIRST = 283_996_800;
/** How far ahead `dt` may be: 4 days. @internal */
const TIMEMACHINE_AHEAD = 4 * 86_400;

/** Whether the service answers a timemachine `dt` at the clock `now` (both Unix seconds). */
function inSpan(dt: number, now: number): boolean {
  return dt >= TIMEMACHINE_FIRST && dt <= now + TIMEMACHINE_AHEAD;
}

/** `generate --kind onecall-timemachine`: the observation at `--dt`, at coordinates only. */
const oneCallTimemachineKind: CliKind = {
  name: 'onecall-timemachine',
  coordinatesOnly: true,
  flags: [
    { name: 'dt', type: 'time', required: true, help: 'the moment, from 1979-01-01 to 4 days after --at' },
  ],
  print: (generator, where, { units, at, flags }) => {
    // `as number`: `--dt` is required and the CLI checked it as a time.
    const dt = flags.dt as number;
    const now = Math.floor(at / 1000);
    if (!inSpan(dt, now)) {
      const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
      const last = iso(now + TIMEMACHINE_AHEAD);
      throw invalidOption('dt', `a moment from 1979-01-01T00:00:00Z to 4 days after --at (${last})`, iso(dt));
    }
    return serializeOneCallTimemachine(generator.oneCallTimemachine(where, { dt, units }));
  },
};

/** @internal */
export const oneCallTimemachine: Route<'oneCallTimemachine', typeof oneCallTimemachinePact> = {
  name: 'oneCallTimemachine',
  pact: oneCallTimemachinePact,
  path: ROUTE_PATHS.oneCallTimemachine,
  cli: oneCallTimemachineKind,
  summary: 'One Call 3.0: the weather at a moment (timemachine) for coordinates',
  unauthorized: 'oneCallUnauthorized',
  answer({ query }, world) {
    const where = coordinatesOf(query);
    if ('problem' in where) return where;
    const dt = unixSecondsOf(query.get('dt'));
    if (dt === undefined) return { problem: 'wrongDt' };
    if (!inSpan(dt, Math.floor(world.now() / 1000))) return { problem: 'timeOutOfRange' };
    const units = query.units;
    const body = world.memo(`oneCallTimemachine|${where.lat},${where.lon}|${units}|${dt}`, () =>
      serializeOneCallTimemachine(
        world.generator.oneCallTimemachine({ lat: where.lat, lon: where.lon }, { dt, units }),
      ),
    );
    return { body };
  },
  locationOf: coordinateLocationOf,
  /** The observation at London at a fixed past moment: `data[0]` as One Call's `current`, at that `dt`. */
  probes: () => [
    placeProbe({
      name: `One Call's timemachine at {place}, dt=${PROBE_DT} (2022-02-26 15:22:56 UTC)`,
      query: `&dt=${PROBE_DT}`,
      validate: validateOneCallTimemachine,
      schema: oneCallTimemachineSchema,
      also: (body) => [unlessEqual(body, 'data[0].dt', PROBE_DT, "the request's dt")],
    }),
  ],
  schemas: { OneCallTimemachine: oneCallTimemachineSchema },
  contract: (examples) =>
    oneCallContract({
      operationId: 'getOneCallTimemachine',
      summary: 'One Call 3.0: the weather at a moment',
      description:
        'Returns the observation at `dt` (Unix seconds, from 1979-01-01 to 4 days after the clock) at coordinates, as `data[0]` shaped like One Call’s `current`, reported with `dt` itself. A `dt` that is not Unix seconds: 400 "wrong dt"; outside the span: 400 "requested time is out of allowed range" (both the double’s choices).',
      own: [
        unixTimeParameter('dt', 'The moment, Unix seconds (UTC).', {
          required: true,
          examples: { warsaw: { summary: '2022-02-26 15:22:56 UTC', value: '1645888976' } },
        }),
      ],
      lang: langParameter,
      success: {
        status: 200,
        description: 'The observation at `dt`.',
        schema: 'OneCallTimemachine',
        examples: {
          warsaw: {
            summary: 'Warsaw, 2022-02-26 15:22:56 UTC',
            value: examples.answer(oneCallTimemachine, 'lat=52.2297&lon=21.0122&dt=1645888976'),
          },
        },
      },
      badRequest: coordinateErrors(
        ['wrongDt', 'timeOutOfRange'],
        ', a `dt` that is not Unix seconds, or one outside the span',
      ),
    }),
};
