/**
 * `GET history.openweathermap.org/data/2.5/aggregated/day?month=M&day=D`: the Statistical Weather
 * Data API's statistics of one day of the year at one place, the same as that day's in
 * `/aggregated/year` (`../aggregated.ts`). The checks in order: the location (the History API's
 * forms, the weather endpoint's 400s and 404), `month`, then `day`.
 * @internal
 */
import { statisticsRoute } from '../aggregated.js';

/** @internal */
export const aggregatedDay = statisticsRoute('day', {
  probe: { name: 'the statistics of 1 January at {place}', query: '&month=1&day=1' },
  description:
    "Returns the statistics of one day of the year (`month`, `day`; 29 February too), the same as that day's in GET /data/2.5/aggregated/year.",
  example: { summary: "The page's request: 2 February at (35, 139)", query: 'lat=35&lon=139&month=2&day=2' },
});
