/**
 * `GET /data/2.5/forecast/daily`: the 16-day daily forecast for one location (`zip`, `lat`+`lon`,
 * `q` or `id`, as the 5 day / 3 hour forecast takes them, with the same errors in the same order),
 * in `units`, `cnt` days. Each day is One Call's `daily` item of the same date, from the same
 * weather timeline.
 */

import { ROUTE_PATHS } from '../../service/vocabulary.js';
import {
  countedForecastContract,
  countOf,
  countParameter,
  forecastPlace,
  forecastRowParts,
} from '../forecast/family.js';
import { PROBE_UNITS } from '../probes-shared.js';
import type { Route } from '../route.js';
import { buildDailyForecast, DEFAULT_DAYS, MAX_DAYS } from './answer.js';
import { type DailyForecastMethods, dailyForecastKind, dailyForecastMethods } from './generate.js';
import { forecastDailyPact } from './pact.js';
import { dailyForecastSchema } from './schema.js';
import { validateDailyForecast } from './validate.js';
import { dailyForecastXml } from './xml.js';

/**
 * The number of days a `cnt` value asks for: a whole number from 1 gives that many, at most 16;
 * absent, empty, `0`, negative, fractional or not a number: 7 days, the service's default (its
 * page's example "Call 7 days forecast" and its example answer, `"cnt":7`). Nothing recorded shows
 * an answer to a `cnt` out of range: the double's documented choice, the 5 day / 3 hour forecast's
 * rule (ignored, or capped at the most there are).
 * @internal
 */
function daysOf(cnt: string | undefined): number {
  return countOf(cnt, MAX_DAYS, DEFAULT_DAYS);
}

/** @internal */
export const forecastDaily: Route<'forecastDaily', typeof forecastDailyPact, DailyForecastMethods> = {
  name: 'forecastDaily',
  pact: forecastDailyPact,
  generate: dailyForecastMethods,
  cli: dailyForecastKind,
  path: ROUTE_PATHS.forecastDaily,
  summary: '16-day daily forecast for one location',
  answer({ query }, world) {
    const location = forecastPlace(query, world);
    if ('problem' in location) return location;
    const { forecast, holds } = buildDailyForecast(world.answers.model, {
      ...world.answers.placeAt(location),
      units: query.units,
      cnt: daysOf(query.get('cnt')),
      seed: world.seed,
    });
    return { body: JSON.stringify(forecast), holds };
  },
  ...forecastRowParts({
    schemaName: 'DailyForecast',
    schema: dailyForecastSchema,
    validate: validateDailyForecast,
    xml: dailyForecastXml,
    probe: { title: 'the 16-day daily forecast', units: PROBE_UNITS[1], cnt: 16, count: '16 days' },
  }),
  contract: (examples) =>
    countedForecastContract(examples, forecastDaily, {
      operationId: 'getDailyForecast',
      summary: '16-day daily forecast for one location',
      description:
        "Returns the daily forecast for one location, chosen as for the 5 day / 3 hour forecast (coordinates, city ID, city name or postal code; the same checks in the same order, the same error bodies): `cnt` days from the place's local date at the request. `city` comes first (`coord` longitude first), then `cod` (the string \"200\"), `message`, `cnt`, `list`. A day's `dt` is the start of the local clock hour holding its solar noon ((sunrise + sunset) / 2); `temp.morn`, `day`, `eve`, `night` (and `feels_like`) are the weather GET /data/2.5/weather reports at dt − 6 h, dt, dt + 6 h and dt + 12 h; `min`/`max` the extremes of the day's hours (every hour within One Call's 48 hours, else the 3-hour slots of the forecast); the day is One Call's `daily` item of the same date. `rain`/`snow` (mm) only on a wet day. The body is minified, in the key order of the schema.",
      count: countParameter('days', MAX_DAYS, DEFAULT_DAYS, { all: { summary: 'All 16 days', value: '16' } }),
      answer: { description: 'The daily forecast: the city and `cnt` days.', schema: 'DailyForecast' },
      example: { summary: 'London by name in metric units, 2 days', query: 'q=London,GB&units=metric&cnt=2' },
    }),
};
