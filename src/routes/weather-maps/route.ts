/**
 * `GET /maps/2.0/weather/{op}/{z}/{x}/{y}` on `maps.openweathermap.org`: Weather Maps 2.0, a
 * 256 × 256 PNG tile of one layer (`TA2`, `APM`, `PR0`, `WND`, `CL`, `HRD0`, …) now or at `date`'s
 * 3-hour slot, with the service's palettes or the query's (see `../maps.ts`). Its `/1h/` twin
 * (`../weather-maps-hourly/`) is the same route with another timeline: both are made by
 * {@link weatherMapRoute}.
 * @internal
 */
import { ROUTE_PATHS, SERVICE_HOSTS } from '../../service/vocabulary.js';
import {
  tileSharedErrors,
  tileSuccess,
  type WeatherMapTimeline,
  weatherMapAnswer,
  weatherMapErrors,
  weatherMapParameters,
} from '../maps.js';
import type { Route } from '../route.js';

/** What tells a Maps 2.0 route from its twin. @internal */
export interface WeatherMapRouteParts {
  readonly operationId: string;
  /** The route's summary, and its OpenAPI operation's. */
  readonly summary: string;
  readonly timeline: WeatherMapTimeline;
  /** What a `date` reads and the span, for the description: `'its hour: …, 4 days ahead'`. */
  readonly span: string;
}

/**
 * A Maps 2.0 route (`name`): its tile at the clock or at `date`'s slot of its timeline, its
 * example the `TA2` tile 2/2/1, no probe (`check` probes the API's host, the maps host is not
 * there), its OpenAPI operation on the maps host.
 * @internal
 */
export function weatherMapRoute<N extends 'weatherMaps' | 'weatherMapsHourly'>(
  name: N,
  parts: WeatherMapRouteParts,
): Route<N> {
  const { operationId, summary, timeline, span } = parts;
  return {
    name,
    path: ROUTE_PATHS[name],
    examplePath: ROUTE_PATHS[name].replace('{op}/{z}/{x}/{y}', 'TA2/2/2/1'),
    summary,
    contentType: 'image/png',
    answer: ({ path, query }, world) =>
      weatherMapAnswer(path, (parameter) => query.get(parameter), world, timeline),
    schemas: {},
    probes: () => [],
    contract: () => ({
      operationId,
      summary,
      description: `A 256 × 256 PNG tile of one weather layer on \`${SERVICE_HOSTS.maps}\`, now or at a \`date\` (${span}), coloured by the service’s default palette of the layer or the query’s \`palette\`. A pixel shows the value the weather endpoint reports there at that moment. The Professional collections’ route: a key of the \`pro\` plan.`,
      host: SERVICE_HOSTS.maps,
      parameters: weatherMapParameters(timeline),
      responses: [tileSuccess, ...weatherMapErrors, ...tileSharedErrors()],
    }),
  };
}

/** @internal */
export const weatherMaps = weatherMapRoute('weatherMaps', {
  operationId: 'getWeatherMap',
  summary: 'A weather map tile (Maps 2.0)',
  // Its page: "The forecast for 10 days with a 3 hours-step", "Archive since March, 2019".
  timeline: { step: 3 * 3600, since: Date.UTC(2019, 2, 1) / 1000, aheadDays: 10 },
  span: 'its 3-hour slot: the same timeline as the forecasts, the archive since March 2019, 10 days ahead',
});
