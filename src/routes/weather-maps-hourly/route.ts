/**
 * `GET /maps/2.0/weather/1h/{op}/{z}/{x}/{y}` on `maps.openweathermap.org`: Weather Maps 2.0 with a 1-hour step, a
 * 256 × 256 PNG tile of one layer (`TA2`, `APM`, `PR0`, `WND`, `CL`, `HRD0`, …) now or at `date`'s
 * 1-hour slot, with the service's palettes or the query's (see `../maps.ts`).
 * @internal
 */
import { weatherMapRoute } from '../weather-maps/route.js';

/** @internal */
export const weatherMapsHourly = weatherMapRoute('weatherMapsHourly', {
  operationId: 'getWeatherMapHourly',
  summary: 'A weather map tile (Maps 2.0, 1-hour step)',
  // Its page: "Forecast weather maps for 4 days", "Historical weather map archive since 14 September, 2020".
  timeline: { step: 3600, since: Date.UTC(2020, 8, 14) / 1000, aheadDays: 4 },
  span: 'its hour: the same timeline as the forecasts, the archive since 14 September 2020, 4 days ahead',
});
