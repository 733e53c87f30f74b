/**
 * `GET /data/3.0/onecall/overview?lat&lon[&date]`: One Call's weather overview of the place's today
 * (the default) or tomorrow: an English text made from One Call's `current` and `daily` at the same
 * clock (`generator.oneCallOverview`).
 */

import { ROUTE_PATHS } from '../../service/vocabulary.js';
import {
  askedCoordinates,
  coordinateErrors,
  coordinateLocationOf,
  coordinatesOf,
  untranslatedLangParameter,
} from '../coordinates-only.js';
import { dateText, dayOfDate } from '../dates.js';
import { zoneOf } from '../one-call/answer.js';
import { oneCallContract } from '../one-call/contract.js';
import { PROBE_PLACE_QUERY, placeProbe } from '../probes-shared.js';
import type { Route } from '../route.js';
import { type OverviewMethods, overviewKind, overviewMethods } from './generate.js';
import { oneCallOverviewPact } from './pact.js';
import { overviewSchema } from './schema.js';
import { serializeOverview } from './serialize.js';
import { validateOverview } from './validate.js';

const BUCKET_SECONDS = 600;
const DAY = 86_400;

/** @internal */
export const oneCallOverview: Route<'oneCallOverview', typeof oneCallOverviewPact, OverviewMethods> = {
  name: 'oneCallOverview',
  pact: oneCallOverviewPact,
  generate: overviewMethods,
  cli: overviewKind,
  path: ROUTE_PATHS.oneCallOverview,
  summary: 'One Call 3.0: a human-readable overview of today or tomorrow for coordinates',
  unauthorized: 'oneCallUnauthorized',
  answer({ query }, world) {
    const where = coordinatesOf(query);
    if ('problem' in where) return where;
    const asked = query.get('date');
    const day = dayOfDate(asked);
    if (asked !== undefined && day === undefined) return { problem: 'invalidDateFormat' };
    const { lat, lon } = where;
    const units = query.units;
    const at = world.now();
    // The answer is a function of the observation's bucket (its dt), as One Call's; today and
    // tomorrow are the place's local dates at that dt (One Call's daily[0] and daily[1]).
    const dt = world.generator.record({ lat, lon, at }).dt;
    const today = Math.floor((dt + zoneOf(lat, lon, dt).timezone_offset) / DAY);
    if (day !== undefined && day !== today && day !== today + 1) return { problem: 'dateOutOfRange' };
    const date = dateText(day ?? today);
    // The answer echoes the coordinates as asked (recorded); its weather is the rounded point's.
    const echoed = askedCoordinates(query);
    const body = world.memo(`oneCallOverview|${echoed.lat},${echoed.lon}|${units}|${date}|${dt}`, () =>
      serializeOverview(world.generator.oneCallOverview(echoed, { units, at, date })),
    );
    return { body, holds: { from: dt, until: dt + BUCKET_SECONDS } };
  },
  locationOf: coordinateLocationOf,
  /** Today's overview at London, and a date that is neither today nor tomorrow. */
  probes: () => [
    placeProbe({
      name: "One Call's overview at {place}, today",
      validate: validateOverview,
      schema: overviewSchema,
    }),
    {
      name: "One Call's overview of 2000-01-01",
      query: `${PROBE_PLACE_QUERY}&date=2000-01-01`,
      expect: 'dateOutOfRange',
    },
  ],
  schemas: { WeatherOverview: overviewSchema },
  contract: (examples) =>
    oneCallContract({
      operationId: 'getOneCallOverview',
      summary: 'One Call 3.0: weather overview',
      description:
        'Returns an English summary of the place’s today (`date` absent) or tomorrow, made from One Call’s `current` and `daily` at the same clock: its temperatures, wind, pressure, humidity, UV index and precipitation are those numbers, rounded. `lang` is accepted; the text stays English. A `date` that is not `YYYY-MM-DD`: 400 "Invalid date format"; another date than the place’s today or tomorrow: 400 "requested date is out of allowed range" (the double’s choice, in One Call 3.0’s error structure).',
      own: [
        {
          name: 'date',
          description: 'The place’s today or tomorrow, `YYYY-MM-DD`. Default: today.',
          schema: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
          examples: { tomorrow: { summary: 'Tomorrow of the example clock', value: '2024-06-02' } },
        },
      ],
      lang: untranslatedLangParameter,
      success: {
        status: 200,
        description: 'The overview of the date.',
        schema: 'WeatherOverview',
        examples: {
          today: {
            summary: 'London today, metric units',
            value: examples.answer(oneCallOverview, 'lat=51.5085&lon=-0.1257&units=metric'),
          },
        },
      },
      badRequest: coordinateErrors(
        ['invalidDateFormat', 'dateOutOfRange'],
        ', a `date` that is not `YYYY-MM-DD`, or not the place’s today or tomorrow',
      ),
    }),
};
