/**
 * `GET pro.openweathermap.org/data/2.5/forecast/hourly`: the hourly forecast (4 days) for one
 * location (`zip`, `lat`+`lon`, `q` or `id`, with the 5 day / 3 hour forecast's checks and errors),
 * in `units`, `cnt` one-hour slots in the 5 day / 3 hour forecast's item shape. Slot `t` is what
 * `GET /data/2.5/weather` reports when the clock reaches `t`. The service answers it on its `pro`
 * host; the double answers every route on both hosts (a missing or wrong key: the weather
 * endpoint's 401, as the service's `pro` host answers it).
 */

import { ROUTE_PATHS } from '../../service/vocabulary.js';
import {
  countedForecastContract,
  countOf,
  countParameter,
  forecastPlace,
  forecastRowParts,
} from '../forecast/family.js';
import { ONE_HOUR, slotsBody } from '../forecast/slots.js';
import { PROBE_UNITS } from '../probes-shared.js';
import type { Route } from '../route.js';
import { type HourlyForecastMethods, hourlyForecastKind, hourlyForecastMethods } from './generate.js';
import { forecastHourlyPact } from './pact.js';
import { hourlyForecastSchema } from './schema.js';
import { validateHourlyForecast } from './validate.js';
import { hourlyForecastXml } from './xml.js';

/**
 * The number of hours a `cnt` value asks for: a whole number from 1 gives that many, at most 96;
 * absent, empty, `0`, negative, fractional or not a number: 96 (the service's page: "96
 * timestamps"; out of range is the double's documented choice, the 5 day / 3 hour forecast's rule).
 * @internal
 */
function hoursOf(cnt: string | undefined): number {
  return countOf(cnt, ONE_HOUR.most, ONE_HOUR.most);
}

/** @internal */
export const forecastHourly: Route<'forecastHourly', typeof forecastHourlyPact, HourlyForecastMethods> = {
  name: 'forecastHourly',
  pact: forecastHourlyPact,
  generate: hourlyForecastMethods,
  cli: hourlyForecastKind,
  path: ROUTE_PATHS.forecastHourly,
  summary: 'Hourly forecast (4 days, on pro.openweathermap.org) for one location',
  answer({ query }, world) {
    const location = forecastPlace(query, world);
    if ('problem' in location) return location;
    return slotsBody(
      world.answers.model,
      { ...world.answers.placeAt(location), units: query.units, cnt: hoursOf(query.get('cnt')) },
      ONE_HOUR,
    );
  },
  ...forecastRowParts({
    schemaName: 'HourlyForecast',
    schema: hourlyForecastSchema,
    validate: validateHourlyForecast,
    // One-hour slots.
    xml: hourlyForecastXml,
    probe: { title: 'the hourly forecast', units: PROBE_UNITS[2], cnt: 24, count: 'one day' },
  }),
  contract: (examples) =>
    countedForecastContract(examples, forecastHourly, {
      operationId: 'getHourlyForecast',
      summary: 'Hourly forecast (4 days) for one location',
      description:
        'Served by the service on https://pro.openweathermap.org (its paid plans\' host; the double answers it on both hosts). Returns the hourly forecast for one location, chosen as for the 5 day / 3 hour forecast (the same checks in the same order, the same error bodies; a missing or wrong key the same 401): `cnt` one-hour slots on whole UTC hours from the first whole hour after the request, in the 5 day / 3 hour forecast\'s item shape, `rain`/`snow` of the hour as `{"1h": mm}`. A slot for time t is what GET /data/2.5/weather reports when the clock reaches t. The body is minified, in the key order of the schema.',
      count: countParameter('one-hour slots', ONE_HOUR.most, ONE_HOUR.most, {
        day: { summary: 'One day', value: '24' },
      }),
      answer: { description: 'The hourly forecast: `cnt` slots and the city.', schema: 'HourlyForecast' },
      example: { summary: '94040,us in metric units, 2 hours', query: 'zip=94040,us&units=metric&cnt=2' },
    }),
};
