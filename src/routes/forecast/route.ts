/**
 * `GET /data/2.5/forecast`: the 5 day / 3 hour forecast for one location (`zip`, `lat`+`lon`, `q` or
 * `id`), in `units`, `cnt` slots, from the same weather timeline as `GET /data/2.5/weather`: slot
 * `t` is the observation the weather route reports when the clock reaches `t`.
 * @internal
 */
import type { Units } from '../../service/vocabulary.js';
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { langParameter } from '../contract.js';
import type { PlaceAnswers } from '../generator.js';
import type { ResolvedLocation } from '../places.js';
import { PROBE_UNITS } from '../probes-shared.js';
import type { Route } from '../route.js';
import { routeVariants } from '../variants-shared.js';
import { buildForecast, checkForecastOverrides, type ForecastOverrides } from './answer.js';
import {
  countOf,
  countParameter,
  forecastParameters,
  forecastPlace,
  forecastResponses,
  forecastRowParts,
} from './family.js';
import { type ForecastMethods, forecastKind, forecastMethods } from './generate.js';
import { forecastPact } from './pact.js';
import { forecastSchema } from './schema.js';
import { serializeForecast } from './serialize.js';
import { slotsBody, THREE_HOURS } from './slots.js';
import type { Forecast } from './types.js';
import { validateForecast } from './validate.js';
import { forecastCatalogue } from './variants.js';
import { forecastXml } from './xml.js';

/**
 * The number of slots a `cnt` value asks for: a whole number from 1 gives that many, at most 40
 * (the forecast has no more); absent, empty, `0`, negative, fractional or not a number: ignored, 40
 * slots, as the service ignores an unknown `units` (the double's documented choice: nothing
 * recorded shows these).
 * @internal
 */
export function slotsOf(cnt: string | undefined): number {
  return countOf(cnt, THREE_HOURS.most, THREE_HOURS.most);
}

/**
 * The forecast's bytes for a resolved place at the double's clock: `serializeForecast` of
 * `generator.forecast(<the location>, options)` (no overrides), written directly; and how long
 * they hold.
 * @internal
 */
export function forecastBytes(
  answers: PlaceAnswers,
  location: ResolvedLocation,
  options: { readonly units: Units; readonly cnt: number },
): ReturnType<typeof slotsBody> {
  return slotsBody(answers.model, { ...answers.placeAt(location), ...options }, THREE_HOURS);
}

/** @internal */
export const forecast: Route<'forecast', typeof forecastPact, ForecastMethods> & {
  /** The answer's variants (for the fast-check arbitrary, which reaches them through the table). */
  readonly catalogue: typeof forecastCatalogue;
} = {
  name: 'forecast',
  catalogue: forecastCatalogue,
  pact: forecastPact,
  generate: forecastMethods,
  cli: forecastKind,
  path: ROUTE_PATHS.forecast,
  scenarioDefaults: ['variants'],
  summary: '5 day / 3 hour forecast for one location',
  /**
   * The weather route's order of checks after the key: the location (400 without one or with wrong
   * coordinates, 404 when no place has it), then the forecast (200). `cnt` never fails.
   */
  answer({ query, overrides }, world) {
    const location = forecastPlace(query, world);
    if ('problem' in location) return location;
    const options = { units: query.units, cnt: slotsOf(query.get('cnt')) };
    if (overrides !== undefined) {
      // A scenario's overrides (checked by `checkOverrides`), applied as `generator.forecast` does.
      const request = { ...world.answers.placeAt(location), ...options };
      const forecast = buildForecast(world.answers.model, {
        ...request,
        overrides: checkForecastOverrides(overrides),
      });
      return { body: serializeForecast(forecast) };
    }
    return forecastBytes(world.answers, location, options);
  },
  // The rare real variants of the answer (docs/variants.md), written in the service's key order.
  variants: routeVariants(
    forecastCatalogue,
    () => undefined,
    (answer) => serializeForecast(answer as Forecast),
  ),
  checkOverrides(overrides, world) {
    world.generator.forecast(undefined, { overrides: overrides as ForecastOverrides });
  },
  /** The forecast of the first postal code, one day (8 slots): every rule of `validateForecast`. */
  ...forecastRowParts({
    schemaName: 'Forecast',
    schema: forecastSchema,
    validate: validateForecast,
    xml: forecastXml,
    probe: { title: 'the 5 day / 3 hour forecast', units: PROBE_UNITS[0], cnt: 8, count: 'one day' },
  }),
  contract: (examples) => ({
    operationId: 'getForecast',
    summary: '5 day / 3 hour forecast for one location',
    description:
      'Returns the 5 day / 3 hour forecast for one location, chosen as for the current weather (coordinates, city ID, city name or postal code; the same checks in the same order, the same error bodies): `cnt` slots 3 hours apart on the UTC grid (00, 03, … 21 UTC), from the first grid point after the request. `cod` is the string "200". A slot for time t is what GET /data/2.5/weather reports when the clock reaches t: the same conditions, temperature, wind, pressure, humidity, cloud cover and visibility. `city` follows the form of the query (`id` 0 for a postal code), with the sun of the place\'s local day at the request. The body is minified, in the key order of the schema.',
    parameters: forecastParameters(
      countParameter('3-hour slots', THREE_HOURS.most, THREE_HOURS.most, {
        day: { summary: 'One day', value: '8' },
      }),
      langParameter,
    ),
    responses: forecastResponses({
      status: 200,
      description: 'The forecast: `cnt` slots and the city.',
      schema: 'Forecast',
      examples: {
        metric: {
          summary: '94040,us in metric units, one day (8 slots)',
          value: examples.answer(forecast, 'zip=94040,us&units=metric&cnt=8'),
        },
        standard: {
          summary: 'London by name, 2 slots, without units (kelvin, m/s)',
          value: examples.answer(forecast, 'q=London,GB&cnt=2'),
        },
      },
      formats: {
        xml: {
          summary: 'London by name, 2 slots, mode=xml',
          value: examples.inMode(forecast, 'q=London,GB&cnt=2', 'xml'),
        },
      },
    }),
  }),
};
