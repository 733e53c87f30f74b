import { type Observation, spotAt } from './timeline.js';
import type { WeatherModel } from './weather-state.js';

/** What the One Call answer reads from the weather timeline, in standard units. @internal */
export type OneCallObservation = Pick<
  Observation,
  | 'dt'
  | 'conditions'
  | 'temp'
  | 'feelsLike'
  | 'pressure'
  | 'humidity'
  | 'clouds'
  | 'visibility'
  | 'windSpeed'
  | 'windDeg'
  | 'windGust'
  | 'rain'
  | 'snow'
  | 'pop'
>;

/** The weather of one place as the One Call answer needs it. @internal */
export interface OneCallWorld {
  /** What the weather endpoint reports when the clock reads `unixSeconds`. */
  observationAt(unixSeconds: number): OneCallObservation;
  /** The `dt` the weather endpoint reports when the clock reads `unixSeconds`. */
  observationTime(unixSeconds: number): number;
  /** The precipitation rate at exactly `unixSeconds`, mm/h. */
  precipitationAt(unixSeconds: number): { readonly rain: number; readonly snow: number };
}

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
