/**
 * `GET history.openweathermap.org/data/2.5/aggregated/month?month=M`: the Statistical Weather Data
 * API's statistics of one month of the year at one place, its mean temperature the month's normal
 * (`../aggregated.ts`). The checks in order: the location (the History API's forms, the weather
 * endpoint's 400s and 404), then `month`.
 * @internal
 */
import { statisticsRoute } from '../aggregated.js';

/** @internal */
export const aggregatedMonth = statisticsRoute('month', {
  probe: { name: 'the statistics of July at {place}', query: '&month=7' },
  description:
    "Returns the statistics of one month (`month`), every day of it pooled (29 days in February), its mean temperature the month's normal, and its hours of sunshine (`sunshine_hours`: each day's daylight times the share of its measured sky the clouds leave clear).",
  example: { summary: "The page's request: February at (35, 139)", query: 'month=2&lat=35&lon=139' },
});
