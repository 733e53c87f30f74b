/**
 * `GET pro.openweathermap.org/data/2.5/forecast/climate`: the 30-day climate forecast for one
 * location (`zip`, `lat`+`lon`, `q` or `id`, as the 16-day forecast takes them, with the same errors
 * in the same order), in `units`, `cnt` days at 12:00 local. The service answers it on its `pro`
 * host (https://openweathermap.org/api/forecast30); the double answers every route on both hosts.
 * Each day is the 16-day forecast's day of that date made at that hour, from the same timeline.
 */

import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { countedForecastContract, countParameter, forecastRowParts } from '../forecast/family.js';
import { daysAnswer } from '../forecast-daily/days.js';
import { dailyForecastXml } from '../forecast-daily/xml.js';
import { PROBE_UNITS } from '../probes-shared.js';
import type { Route } from '../route.js';
import { buildClimateForecast, DEFAULT_CLIMATE_DAYS, MAX_CLIMATE_DAYS } from './answer.js';
import {
  CLIMATE_DAYS,
  type ClimateForecastMethods,
  climateForecastKind,
  climateForecastMethods,
} from './generate.js';
import { forecastClimatePact } from './pact.js';
import { climateForecastSchema } from './schema.js';
import { validateClimateForecast } from './validate.js';

/** @internal */
export const forecastClimate: Route<'forecastClimate', typeof forecastClimatePact, ClimateForecastMethods> = {
  name: 'forecastClimate',
  pact: forecastClimatePact,
  generate: climateForecastMethods,
  cli: climateForecastKind,
  path: ROUTE_PATHS.forecastClimate,
  summary: 'Climate forecast for 30 days (on pro.openweathermap.org) for one location',
  answer: daysAnswer(CLIMATE_DAYS, buildClimateForecast),
  ...forecastRowParts({
    schemaName: 'ClimateForecast',
    schema: climateForecastSchema,
    validate: validateClimateForecast,
    // No XML answer of the service is recorded: the 16-day forecast's XML of the same days.
    xml: dailyForecastXml,
    probe: { title: 'the 30-day climate forecast', units: PROBE_UNITS[2], cnt: 30, count: '30 days' },
  }),
  contract: (examples) =>
    countedForecastContract(examples, forecastClimate, {
      operationId: 'getClimateForecast',
      summary: 'Climate forecast for 30 days for one location',
      description:
        "Served by the service on https://pro.openweathermap.org (its paid plans' host; the double answers it on both hosts). Returns the climate forecast for one location, chosen as for the 5 day / 3 hour forecast (coordinates, city ID, city name or postal code; the same checks in the same order, the same error bodies; a missing or wrong key the same 401): `cnt` days from the place's local date at the request. `city` comes first (`coord` longitude first), then `code` (the string \"200\": the service names it `code` here, not `cod`), `message`, `cnt`, `list`. A day's `dt` is 12:00 on the place's local clock; `temp.morn`, `day`, `eve`, `night` (and `feels_like`) are the weather GET /data/2.5/weather reports at dt − 6 h, dt, dt + 6 h and dt + 12 h; `min`/`max` the extremes of the day's hours; the day is the 16-day forecast's day made at that hour, without `gust` and `pop`, which the service does not send here. `rain`/`snow` (mm) only on a wet day. The body is minified, in the key order of the schema.",
      count: countParameter('days', MAX_CLIMATE_DAYS, DEFAULT_CLIMATE_DAYS, {
        week: { summary: 'One week', value: '7' },
      }),
      answer: { description: 'The climate forecast: the city and `cnt` days.', schema: 'ClimateForecast' },
      example: { summary: 'London by name in metric units, 2 days', query: 'q=London,GB&units=metric&cnt=2' },
    }),
};
