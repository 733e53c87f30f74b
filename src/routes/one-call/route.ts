/**
 * `GET /data/3.0/onecall`: One Call 3.0 for coordinates: `current` (what `/data/2.5/weather`
 * reports at the same clock), 60 `minutely`, 48 `hourly`, 8 `daily`, `alerts` when a scenario
 * injects some; `exclude` leaves parts out, `units` converts, `lang` is accepted.
 * @internal
 */
import { invalidOption } from '../../errors.js';
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { langParameter } from '../contract.js';
import { coordinateLocationOf, coordinatesOf } from '../coordinates-only.js';
import { PROBE_PLACE, PROBE_PLACE_QUERY, placeProbe, unlessPresent } from '../probes-shared.js';
import type { Route } from '../route.js';
import { answerVariants } from '../variants-shared.js';
import { oneCallContract } from './contract.js';
import { type OneCallMethods, oneCallKind, oneCallMethods } from './generate.js';
import { oneCallPact } from './pact.js';
import { oneCallSchema } from './schema.js';
import { serializeOneCall } from './serialize.js';
import type { OneCallAlert, OneCallPart } from './types.js';
import { validateOneCall } from './validate.js';
import { oneCallCatalogue } from './variants.js';

const PARTS: readonly OneCallPart[] = ['current', 'minutely', 'hourly', 'daily', 'alerts'];
const BUCKET_SECONDS = 600;

/**
 * The parts `exclude` names: a comma list; names the service does not know are ignored (the
 * double's choice; the service's answer to them is not recorded).
 */
function excludeOf(text: string | undefined): OneCallPart[] {
  if (text === undefined) return [];
  const named = new Set(text.split(',').map((part) => part.trim().toLowerCase()));
  return PARTS.filter((part) => named.has(part));
}

/** What a scenario may set on a One Call answer: its alerts. */
interface OneCallOverrides {
  alerts: OneCallAlert[];
}

/** @internal */
export const oneCall: Route<'oneCall', typeof oneCallPact, OneCallMethods> & {
  /** The answer's variants (for the fast-check arbitrary, which reaches them through the table). */
  readonly catalogue: typeof oneCallCatalogue;
} = {
  name: 'oneCall',
  catalogue: oneCallCatalogue,
  pact: oneCallPact,
  generate: oneCallMethods,
  cli: oneCallKind,
  path: ROUTE_PATHS.oneCall,
  summary: 'One Call 3.0: current, minutely, hourly and daily weather and alerts for coordinates',
  unauthorized: 'oneCallUnauthorized',
  answer({ query, overrides }, world) {
    const where = coordinatesOf(query);
    if ('problem' in where) return where;
    const exclude = excludeOf(query.get('exclude'));
    const units = query.units;
    const at = world.now();
    const alerts = (overrides as OneCallOverrides | undefined)?.alerts;
    const make = () =>
      serializeOneCall(
        world.generator.oneCall({ lat: where.lat, lon: where.lon }, { exclude, units, at, alerts }),
      );
    if (alerts !== undefined) return { body: make() };
    // The answer is a function of the observation's bucket (its dt): the same bytes all through it.
    const dt = world.generator.record({ lat: where.lat, lon: where.lon, at }).dt;
    const body = world.memo(`oneCall|${where.lat},${where.lon}|${units}|${exclude.join(',')}|${dt}`, make);
    return { body, holds: { from: dt, until: dt + BUCKET_SECONDS } };
  },
  locationOf: coordinateLocationOf,
  // The rare real variants of the answer (docs/variants.md): fields left out or sent empty.
  ...answerVariants(oneCallCatalogue, 'alerts'),
  /**
   * The whole answer at London (`exclude` none: every part but `alerts` must be there), One Call's
   * own 401 for an empty key, and the 400 of a latitude out of range.
   */
  probes: () => [
    placeProbe({
      name: 'One Call at {place}, every part',
      validate: (body) => validateOneCall(body),
      schema: oneCallSchema,
      also: (body) =>
        PARTS.filter((part) => part !== 'alerts').map((part) =>
          unlessPresent(body, part, `the ${part} part (the request excludes none)`),
        ),
    }),
    {
      name: 'One Call with a wrong (empty) key',
      query: PROBE_PLACE_QUERY,
      key: 'empty',
      expect: 'oneCallUnauthorized',
    },
    { name: 'One Call at latitude 100', query: `lat=100&lon=${PROBE_PLACE.lon}`, expect: 'wrongLatitude' },
  ],
  checkOverrides(overrides, world) {
    if (
      typeof overrides !== 'object' ||
      overrides === null ||
      Object.keys(overrides).some((key) => key !== 'alerts')
    ) {
      throw invalidOption(
        'scenarios.record.overrides',
        'for One Call only { alerts: [...] } (see scenarios.alerts)',
        overrides,
      );
    }
    world.generator.oneCall(
      { lat: 0, lon: 0 },
      { alerts: (overrides as OneCallOverrides).alerts, exclude: [...PARTS] },
    );
  },
  schemas: { OneCall: oneCallSchema },
  contract: (examples) =>
    oneCallContract({
      operationId: 'getOneCall',
      summary: 'One Call 3.0 for coordinates',
      description:
        'Returns the weather at coordinates: `current` (what GET /data/2.5/weather reports at the same clock), 61 `minutely` items from the first whole minute at or after `current.dt`, 48 `hourly` items from the whole hour containing it, 8 `daily` items (one per local date, `dt` the start of the local clock hour that holds its solar noon), and `alerts` only when there are some. The key is checked first (One Call’s own 401), then the coordinates (400).',
      own: [
        {
          name: 'exclude',
          description:
            'Parts to leave out, a comma list of `current`, `minutely`, `hourly`, `daily`, `alerts`.',
          schema: { type: 'string' },
          examples: { dailyOnly: { summary: 'Only the days', value: 'current,minutely,hourly,alerts' } },
        },
      ],
      lang: langParameter,
      success: {
        status: 200,
        description:
          'The One Call answer; the parts named in `exclude` are left out, `alerts` when there are none.',
        schema: 'OneCall',
        examples: {
          metric: {
            summary: 'London in metric units, without minutely',
            value: examples.answer(oneCall, 'lat=51.5085&lon=-0.1257&units=metric&exclude=minutely'),
          },
          daily: {
            summary: 'The page’s example place, daily only',
            value: examples.answer(oneCall, 'lat=33.44&lon=-94.04&exclude=current,minutely,hourly,alerts'),
          },
        },
      },
    }),
};
