/**
 * `GET history.openweathermap.org/data/2.5/history/accumulated_precipitation?start&end&threshold`:
 * day by day, the running total of a place's daily precipitation (rain and snow, mm) over the days
 * with at least `threshold` (`../accumulated.ts`). The checks in order: the location (the History
 * API's forms, the weather endpoint's 400s and 404), `start`, `end`, `threshold`, then the span.
 * @internal
 */
import { accumulatedRoute, accumulatedSchema } from '../accumulated.js';
import { accumulatedKinds, accumulatedMethods } from '../accumulated-generate.js';

/** @internal */
export const accumulatedPrecipitation = accumulatedRoute('accumulatedPrecipitation', 'precipitation', {
  generate: accumulatedMethods.precipitation,
  cli: accumulatedKinds.precipitation,
  schema: accumulatedSchema('precipitation'),
  schemaName: 'AccumulatedPrecipitation',
  example: {
    summary: "2020-04-14 to 2020-05-14 (the page's request), days with at least 2 mm",
    query: 'lat=51.51&lon=-0.13&start=1586853378&end=1589445367&threshold=2',
  },
  threshold: '2',
});
