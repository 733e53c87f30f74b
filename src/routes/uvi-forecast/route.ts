/**
 * `GET /data/2.5/uvi/forecast?lat&lon[&cnt]`: the deprecated UV index API's forecast: the UTC days
 * after the clock's, `cnt` of them (1 to 8, default 8; the double's reading of the service's old
 * page), one item each (see `../uvi/shared.ts`).
 * @internal
 */
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { coordinateLocationOf, coordinateResponses, coordinatesOf } from '../coordinates-only.js';
import { PROBE_PLACE_QUERY, placeProbe, unlessEqual } from '../probes-shared.js';
import type { CliKind, Route } from '../route.js';
import { uvBytes } from '../uvi/generate.js';
import { uvIndexListSchema } from '../uvi/schema.js';
import { clockDay, clockDayOf, uvBody, uviParameters } from '../uvi/shared.js';
import { validateUvIndex } from '../uvi/validate.js';

/** The most days of a forecast, and the default. */
const MOST_DAYS = 8;

/** The days of a forecast: `cnt` from 1 to 8; anything else is 8 (the double's choice). */
function countOf(text: string | undefined): number {
  const cnt = text === undefined ? Number.NaN : Number(text);
  return Number.isInteger(cnt) && cnt >= 1 && cnt <= MOST_DAYS ? cnt : MOST_DAYS;
}

/** The UTC days of a forecast of `cnt` days at a clock's day `today` (days since 1970-01-01): the days after it. */
function forecastDays(today: number, cnt: number): number[] {
  return Array.from({ length: cnt }, (_, k) => today + 1 + k);
}

/** `generate --kind uvi-forecast`: the UV index of the UTC days after `--at`'s, at coordinates only. */
const uviForecastKind: CliKind = {
  name: 'uvi-forecast',
  coordinatesOnly: true,
  flags: [{ name: 'cnt', type: 'integer', min: 1, most: MOST_DAYS, default: MOST_DAYS, help: 'days' }],
  print: (generator, where, { at, flags }) =>
    uvBytes(
      generator,
      where,
      forecastDays(clockDayOf(at), (flags.cnt as number | undefined) ?? MOST_DAYS),
      true,
    ),
};

/** @internal */
export const uviForecast: Route<'uviForecast'> = {
  name: 'uviForecast',
  path: ROUTE_PATHS.uviForecast,
  cli: uviForecastKind,
  summary: 'UV index forecast, up to 8 days (deprecated API, still answered) for coordinates',
  answer({ query }, world) {
    const where = coordinatesOf(query);
    if ('problem' in where) return where;
    const today = clockDay(world);
    const days = forecastDays(today, countOf(query.get('cnt')));
    return {
      body: uvBody(world, where.lat, where.lon, days, true),
      holds: { from: today * 86_400, until: (today + 1) * 86_400 },
    };
  },
  locationOf: coordinateLocationOf,
  /** The forecast at London: 8 days. */
  probes: () => [
    placeProbe({
      name: 'the UV index forecast at {place}',
      validate: validateUvIndex,
      schema: uvIndexListSchema,
      coordinates: false,
      also: (body) => [unlessEqual(body, 'length', 8, 'the default count, 8 days')],
    }),
  ],
  schemas: {},
  contract: (examples) => ({
    operationId: 'getUvIndexForecast',
    summary: 'UV index forecast (deprecated)',
    description:
      'Deprecated by the service in 2021 and still answered: one item a UTC day from the day after the clock’s, `cnt` days (1 to 8; absent or out of range: 8, the double’s choice), each the day’s highest UV index dated 12:00 UTC.',
    parameters: [
      ...uviParameters,
      {
        name: 'cnt',
        description: 'How many days, 1 to 8. Default 8.',
        schema: { type: 'integer', minimum: 1, maximum: 8, default: 8 },
      },
    ],
    responses: coordinateResponses(
      {
        status: 200,
        description: 'The days ahead.',
        schema: 'UvIndexList',
        examples: {
          london: {
            summary: 'London, 3 days',
            value: examples.answer(uviForecast, `${PROBE_PLACE_QUERY}&cnt=3`),
          },
        },
      },
      'unauthorized',
    ),
  }),
};
