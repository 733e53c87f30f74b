/**
 * `GET /data/3.0/onecall/day_summary?lat&lon&date[&tz]`: One Call's daily aggregation of a date
 * (from 1979-01-02 to 18 months after the clock's date) at coordinates, from the same weather as
 * One Call and the weather endpoint (`generator.oneCallDaySummary`).
 */

import { ROUTE_PATHS } from '../../service/vocabulary.js';
import {
  coordinateErrors,
  coordinateLocationOf,
  coordinatesOf,
  untranslatedLangParameter,
} from '../coordinates-only.js';
import { dateText, dayOfDate, isSummaryDay, offsetOfText } from '../dates.js';
import { oneCallContract } from '../one-call/contract.js';
import { PROBE_PLACE_QUERY, placeProbe, unlessEqual } from '../probes-shared.js';
import type { Route } from '../route.js';
import { type DaySummaryMethods, daySummaryKind, daySummaryMethods } from './generate.js';
import { oneCallDaySummaryPact } from './pact.js';
import { daySummarySchema } from './schema.js';
import { serializeDaySummary } from './serialize.js';
import { validateDaySummary } from './validate.js';

/** The date the probe asks: 2023-03-30 (the service's page's example date). */
const PROBE_DATE = '2023-03-30';

/** @internal */
export const oneCallDaySummary: Route<'oneCallDaySummary', typeof oneCallDaySummaryPact, DaySummaryMethods> =
  {
    name: 'oneCallDaySummary',
    pact: oneCallDaySummaryPact,
    generate: daySummaryMethods,
    cli: daySummaryKind,
    path: ROUTE_PATHS.oneCallDaySummary,
    summary: 'One Call 3.0: the aggregates of one date (daily aggregation) for coordinates',
    unauthorized: 'oneCallUnauthorized',
    answer({ query }, world) {
      const where = coordinatesOf(query);
      if ('problem' in where) return where;
      const day = dayOfDate(query.get('date'));
      if (day === undefined) return { problem: 'invalidDateFormat' };
      if (!isSummaryDay(day, Math.floor(world.now() / 1000))) return { problem: 'dateOutOfRange' };
      const tzText = query.get('tz');
      if (tzText !== undefined && offsetOfText(tzText) === undefined) return { problem: 'invalidTz' };
      const units = query.units;
      const { lat, lon } = where;
      const body = world.memo(`oneCallDaySummary|${lat},${lon}|${units}|${day}|${tzText ?? ''}`, () =>
        serializeDaySummary(
          world.generator.oneCallDaySummary({ lat, lon }, { date: dateText(day), tz: tzText, units }),
        ),
      );
      return { body };
    },
    locationOf: coordinateLocationOf,
    /** The aggregates of a fixed past date at London, and a date the service does not serve. */
    probes: () => [
      placeProbe({
        name: `One Call's day summary at {place}, ${PROBE_DATE}`,
        query: `&date=${PROBE_DATE}`,
        validate: validateDaySummary,
        schema: daySummarySchema,
        also: (body) => [unlessEqual(body, 'date', PROBE_DATE, "the request's date")],
      }),
      {
        name: "One Call's day summary of 1970-01-01",
        query: `${PROBE_PLACE_QUERY}&date=1970-01-01`,
        expect: 'dateOutOfRange',
      },
      {
        name: "One Call's day summary of a date 'yesterday'",
        query: `${PROBE_PLACE_QUERY}&date=yesterday`,
        expect: 'invalidDateFormat',
      },
    ],
    schemas: { DaySummary: daySummarySchema },
    contract: (examples) =>
      oneCallContract({
        operationId: 'getOneCallDaySummary',
        summary: 'One Call 3.0: daily aggregation',
        description:
          'Returns the aggregates of `date` at coordinates, the clock times (06:00 morning, 12:00 afternoon, 18:00 evening, the 00:00 closing the date for night) in `tz` (by default the place’s offset that day): `min`/`max` of the date’s hours, rain and snow in total, cloud cover, humidity and pressure at 12:00, the strongest wind and its direction. The same weather as One Call and GET /data/2.5/weather. A `date` that is not `YYYY-MM-DD`: the page’s 400 "Invalid date format"; before 1979-01-02 or after 18 months from today, and a `tz` that is not `±HH:MM`: 400 in the same structure (the double’s choices).',
        own: [
          {
            name: 'date',
            description: 'The date, `YYYY-MM-DD`, from 1979-01-02 to 18 months after today.',
            required: true,
            schema: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
            examples: { page: { summary: 'The page’s example date', value: '2023-03-30' } },
          },
          {
            name: 'tz',
            description:
              'The UTC offset of the clock times, `±HH:MM` (-12:00 to +14:00); an unencoded `+` (a space) is read as `+`. Default: the place’s offset that day.',
            schema: { type: 'string', pattern: '^[+ -]\\d{2}:\\d{2}$' },
            examples: { plus3: { summary: 'UTC+3', value: '+03:00' } },
          },
        ],
        lang: untranslatedLangParameter,
        success: {
          status: 200,
          description: 'The aggregates of the date.',
          schema: 'DaySummary',
          examples: {
            london: {
              summary: 'London, 2024-05-31, metric units',
              value: examples.answer(
                oneCallDaySummary,
                'lat=51.5085&lon=-0.1257&date=2024-05-31&units=metric',
              ),
            },
          },
        },
        badRequest: coordinateErrors(
          ['invalidDateFormat', 'dateOutOfRange', 'invalidTz'],
          ', a `date` that is not `YYYY-MM-DD` or out of the span, or a bad `tz`',
        ),
      }),
  };
