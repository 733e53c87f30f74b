/**
 * `GET history.openweathermap.org/data/2.5/history/accumulated_temperature?start&end&threshold`:
 * day by day, the running total of a place's daily mean temperature (kelvin) over the days at
 * least `threshold` (`../accumulated.ts`). The checks in order: the location (the History API's
 * forms, the weather endpoint's 400s and 404), `start`, `end`, `threshold`, then the span.
 * @internal
 */
import { accumulatedRoute, accumulatedSchema } from '../accumulated.js';
import { accumulatedKinds, accumulatedMethods } from '../accumulated-generate.js';

/** @internal */
export const accumulatedTemperature = accumulatedRoute('accumulatedTemperature', 'temperature', {
  generate: accumulatedMethods.temperature,
  cli: accumulatedKinds.temperature,
  schema: accumulatedSchema('temperature'),
  schemaName: 'AccumulatedTemperature',
  example: {
    summary: "2020-04-14 to 2020-05-14 (the page's request), threshold 284 K",
    query: 'lat=51.51&lon=-0.13&start=1586853378&end=1589445367&threshold=284',
  },
  threshold: '284',
});
