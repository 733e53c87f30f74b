import type { OneCallWorld } from './one-call.js';
import { spotAt } from './timeline.js';
import type { WeatherModel } from './weather-state.js';

/**
 * The One Call answers' view of the weather at coordinates (4 decimals): the generator's weather
 * timeline at the place's spot, the same spot every query form that reaches those coordinates
 * uses. `observationAt(t)` is what `GET /data/2.5/weather` reports when the clock reads `t`;
 * `precipitationAt(t)` the timeline's smooth rate (the minutes of `minutely`).
 * @internal
 */
export function worldAt(model: WeatherModel, lat: number, lon: number): OneCallWorld {
  const spot = spotAt(lat, lon);
  const { timeline } = model;
  return {
    observationAt: (t) => timeline.observationAt(spot, t),
    observationTime: (t) => timeline.observationTime(spot, t),
    precipitationAt: (t) => timeline.precipitationAt(spot, t),
  };
}
