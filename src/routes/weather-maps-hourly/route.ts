/**
 * `GET /maps/2.0/weather/1h/{op}/{z}/{x}/{y}` on `maps.openweathermap.org`: Weather Maps 2.0 with a 1-hour step, a
 * 256 × 256 PNG tile of one layer (`TA2`, `APM`, `PR0`, `WND`, `CL`, `HRD0`, …) now or at `date`'s
 * 1-hour slot, with the service's palettes or the query's (see `../maps.ts`).
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

/** Its page: "Forecast weather maps for 4 days", "Historical weather map archive since 14 September, 2020". */
const TIMELINE: WeatherMapTimeline = { step: 3600, since: Date.UTC(2020, 8, 14) / 1000, aheadDays: 4 };

/** @internal */
export const weatherMapsHourly: Route<'weatherMapsHourly'> = {
  name: 'weatherMapsHourly',
  path: ROUTE_PATHS.weatherMapsHourly,
  examplePath: '/maps/2.0/weather/1h/TA2/2/2/1',
  summary: 'A weather map tile (Maps 2.0, 1-hour step)',
  contentType: 'image/png',
  answer: ({ path, query }, world) => weatherMapAnswer(path, (name) => query.get(name), world, TIMELINE),
  schemas: {},
  // `check` probes one base URL, the API's host: the maps host is not there.
  probes: () => [],
  contract: () => ({
    operationId: 'getWeatherMapHourly',
    summary: 'A weather map tile (Maps 2.0, 1-hour step)',
    description: `A 256 × 256 PNG tile of one weather layer on \`${SERVICE_HOSTS.maps}\`, now or at a \`date\` (its hour: the same timeline as the forecasts, the archive since 14 September 2020, 4 days ahead), coloured by the service’s default palette of the layer or the query’s \`palette\`. A pixel shows the value the weather endpoint reports there at that moment. The Professional collections’ route: a key of the \`pro\` plan.`,
    host: SERVICE_HOSTS.maps,
    parameters: weatherMapParameters(TIMELINE),
    responses: [tileSuccess, ...weatherMapErrors, ...tileSharedErrors()],
  }),
};
