/**
 * `GET /data/2.5/forecast/daily`: the 16-day daily forecast for one location (`zip`, `lat`+`lon`,
 * `q` or `id`, as the 5 day / 3 hour forecast takes them, with the same errors in the same order),
 * in `units`, `cnt` days. Each day is One Call's `daily` item of the same date, from the same
 * weather timeline.
 */

import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { countedForecastContract, countParameter, forecastRowParts } from '../forecast/family.js';
import { PROBE_UNITS } from '../probes-shared.js';
import type { Route } from '../route.js';
import { answerVariants } from '../variants-shared.js';
import { buildDailyForecast, DEFAULT_DAYS, MAX_DAYS } from './answer.js';
import { daysAnswer } from './days.js';
import {
  DAILY_DAYS,
  type DailyForecastMethods,
  dailyForecastKind,
  dailyForecastMethods,
} from './generate.js';
import { forecastDailyPact } from './pact.js';
import { dailyForecastSchema } from './schema.js';
import { validateDailyForecast } from './validate.js';
import { dailyForecastCatalogue } from './variants.js';
import { dailyForecastXml } from './xml.js';

/** @internal */
export const forecastDaily: Route<'forecastDaily', typeof forecastDailyPact, DailyForecastMethods> = {
  name: 'forecastDaily',
  pact: forecastDailyPact,
  generate: dailyForecastMethods,
  cli: dailyForecastKind,
  path: ROUTE_PATHS.forecastDaily,
  summary: '16-day daily forecast for one location',
  answer: daysAnswer(DAILY_DAYS, buildDailyForecast),
  // The rare real variants of the answer (docs/variants.md): its days' numbers as recorded.
  ...answerVariants(dailyForecastCatalogue),
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
