/**
 * `GET history.openweathermap.org/data/2.5/aggregated/year`: the Statistical Weather Data API's
 * statistics of every day of the year at one place (365 days), computed from the double's weather
 * and climate (`../aggregated.ts`). The checks in order: the location (the History API's forms, the
 * weather endpoint's 400s and 404).
 * @internal
 */
import { statisticsRoute } from '../aggregated.js';

/** @internal */
export const aggregatedYear = statisticsRoute('year', {
  probe: { name: 'the statistics of every day of the year at {place}', query: '' },
  description:
    'Returns the statistics of each day of the year, 1 January to 31 December (365 days: 29 February is left out, as the page says).',
  example: { summary: "The page's place (35, 139)", query: 'lat=35&lon=139' },
});
