/**
 * `GET /data/2.5/uvi/history?lat&lon&start&end[&cnt]`: the deprecated UV index API's history: one
 * item a UTC day whose 12:00 lies from `start` to `end` (Unix seconds) and is not after the clock,
 * at most `cnt` of them (the first ones), at most 366 (see `../uvi/shared.ts`).
 * @internal
 */
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { unixTimeParameter } from '../contract.js';
import { coordinateLocationOf, historyAnswer, historyFlags, historyResponses } from '../coordinates-only.js';
import { PROBE_PLACE_QUERY, placeProbe, unlessEqual } from '../probes-shared.js';
import type { CliKind, Route } from '../route.js';
import { uvBytes } from '../uvi/generate.js';
import { uvIndexListSchema } from '../uvi/schema.js';
import { uvBody, uviParameters } from '../uvi/shared.js';
import { validateUvIndex } from '../uvi/validate.js';

const DAY = 86_400;
const NOON = 43_200;
const MOST = 366;
/** The days the probe asks: 2023-01-01 00:00 UTC to 2023-01-05 00:00 UTC, 4 noons. */
const PROBE_START = 1_672_531_200;
const PROBE_END = PROBE_START + 4 * DAY;

/**
 * The UTC days of a history (days since 1970-01-01): those whose 12:00 lies from `start` to `end`
 * (Unix seconds) and not after the clock `now` (Unix seconds), the first `limit` of them.
 */
function historyDays(start: number, end: number, now: number, limit: number): number[] {
  const last = Math.min(end, now);
  const days: number[] = [];
  for (let day = Math.ceil((start - NOON) / DAY); day * DAY + NOON <= last && days.length < limit; day += 1) {
    days.push(day);
  }
  return days;
}

/** `generate --kind uvi-history`: the UV index of the UTC days from `--start` to `--end`, at coordinates only. */
const uviHistoryKind: CliKind = {
  name: 'uvi-history',
  coordinatesOnly: true,
  flags: [
    ...historyFlags,
    { name: 'cnt', type: 'integer', min: 1, most: MOST, default: MOST, help: 'days at most' },
  ],
  // `as number`: the CLI checked each flag by its declared type (a required one is always there).
  print: (generator, where, { at, flags }) => {
    const limit = (flags.cnt as number | undefined) ?? MOST;
    const days = historyDays(flags.start as number, flags.end as number, Math.floor(at / 1000), limit);
    return uvBytes(generator, where, days, true);
  },
};

/** @internal */
export const uviHistory: Route<'uviHistory'> = {
  name: 'uviHistory',
  path: ROUTE_PATHS.uviHistory,
  cli: uviHistoryKind,
  summary: 'UV index history between two moments (deprecated API, still answered) for coordinates',
  answer: historyAnswer((asked, query, world) => {
    const cnt = Number(query.get('cnt'));
    const limit = Number.isInteger(cnt) && cnt >= 1 ? Math.min(cnt, MOST) : MOST;
    const days = historyDays(asked.start, asked.end, Math.floor(world.now() / 1000), limit);
    return { body: uvBody(world, asked.lat, asked.lon, days, true) };
  }),
  locationOf: coordinateLocationOf,
  /** The history at London over 4 fixed past days. */
  probes: () => [
    placeProbe({
      name: 'the UV index history at {place}, 2023-01-01 to 2023-01-05',
      query: `&start=${PROBE_START}&end=${PROBE_END}`,
      validate: validateUvIndex,
      schema: uvIndexListSchema,
      coordinates: false,
      also: (body) => [
        unlessEqual(body, 'length', 4, 'the UTC noons from start to end'),
        unlessEqual(body, '[0].date', PROBE_START + NOON, 'the first noon after start'),
      ],
    }),
  ],
  schemas: {},
  contract: (examples) => ({
    operationId: 'getUvIndexHistory',
    summary: 'UV index history (deprecated)',
    description:
      'Deprecated by the service in 2021 and still answered: one item a UTC day whose 12:00 lies from `start` to `end` (Unix seconds) and not after the clock, the first `cnt` of them (at most 366; the double’s bound), each the day’s highest UV index. A `start` or `end` that is not Unix seconds (or missing): 400 "wrong start" / "wrong end" (the double’s choice, as the Air Pollution history).',
    parameters: [
      ...uviParameters,
      unixTimeParameter('start', 'The first moment, Unix seconds.', {
        required: true,
        examples: { jan: { summary: '2023-01-01 00:00 UTC', value: String(PROBE_START) } },
      }),
      unixTimeParameter('end', 'The last moment, Unix seconds.', {
        required: true,
        examples: { jan: { summary: '2023-01-05 00:00 UTC', value: String(PROBE_END) } },
      }),
      { name: 'cnt', description: 'At most this many days.', schema: { type: 'integer', minimum: 1 } },
    ],
    responses: historyResponses(
      {
        status: 200,
        description: 'The days between start and end.',
        schema: 'UvIndexList',
        examples: {
          london: {
            summary: 'London, 2023-01-01 to 2023-01-05',
            value: examples.answer(uviHistory, `${PROBE_PLACE_QUERY}&start=${PROBE_START}&end=${PROBE_END}`),
          },
        },
      },
      ', a `start` or `end` that is not Unix seconds',
    ),
  }),
};
