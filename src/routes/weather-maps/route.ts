/**
 * `GET /maps/2.0/weather/{op}/{z}/{x}/{y}` on `maps.openweathermap.org`: Weather Maps 2.0, a
 * 256 × 256 PNG tile of one layer (`TA2`, `APM`, `PR0`, `WND`, `CL`, `HRD0`, …) now or at `date`'s
 * 3-hour slot, with the service's palettes or the query's (see `../maps.ts`).
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

/** Its page: "The forecast for 10 days with a 3 hours-step", "Archive since March, 2019". */
const TIMELINE: WeatherMapTimeline = { step: 3 * 3600, since: Date.UTC(2019, 2, 1) / 1000, aheadDays: 10 };

/** @internal */
export const weatherMaps: Route<'weatherMaps'> = {
  name: 'weatherMaps',
  path: ROUTE_PATHS.weatherMaps,
  examplePath: '/maps/2.0/weather/TA2/2/2/1',
  summary: 'A weather map tile (Maps 2.0)',
  contentType: 'image/png',
  answer: ({ path, query }, world) => weatherMapAnswer(path, (name) => query.get(name), world, TIMELINE),
  schemas: {},
  // `check` probes one base URL, the API's host: the maps host is not there.
  probes: () => [],
  contract: () => ({
    operationId: 'getWeatherMap',
    summary: 'A weather map tile (Maps 2.0)',
    description: `A 256 × 256 PNG tile of one weather layer on \`${SERVICE_HOSTS.maps}\`, now or at a \`date\` (its 3-hour slot: the same timeline as the forecasts, the archive since March 2019, 10 days ahead), coloured by the service’s default palette of the layer or the query’s \`palette\`. A pixel shows the value the weather endpoint reports there at that moment. The Professional collections’ route: a key of the \`pro\` plan.`,
    host: SERVICE_HOSTS.maps,
    parameters: weatherMapParameters(TIMELINE),
    responses: [tileSuccess, ...weatherMapErrors, ...tileSharedErrors()],
  }),
};
