import type { AirModel } from '../../model/air-model.js';
import { airQualityIndex } from './aqi.js';
import type { AirPollutionAnswer, AirPollutionItem } from './types.js';

/**
 * The air pollution answers from the air model of a place.
 *
 * - current: one item at the observation time (`dt` the weather endpoint's `dt` at the same clock);
 * - forecast: 96 items, one an hour, from the whole hour containing the clock;
 * - history: the whole hours `h` with `start ≤ h ≤ end`, clipped to the service's data period (from
 *   2020-11-27T00:00Z, the first hour of its history, to the whole hour containing the clock); an
 *   empty `list` when nothing is left (start after end, both before the data, both in the future);
 *   at most {@link HISTORY_MAX_HOURS} items (the first ones), the double's bound.
 * @internal
 */

const HOUR = 3600;
/** The first hour of the service's air pollution history: 2020-11-27T00:00:00Z. @internal */
const HISTORY_START = 1_606_435_200;
/** The most items one history answer holds (a year and a day of hours): the double's bound. @internal */
const HISTORY_MAX_HOURS = 366 * 24;
/** Items of a forecast answer. @internal */
const FORECAST_HOURS = 96;

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

function item(model: AirModel, dt: number): AirPollutionItem {
  const components = model.at(dt);
  return { main: { aqi: airQualityIndex(components) }, components, dt };
}

/** The coordinates as the answers report them: the request rounded to 4 decimals. @internal */
export function answerCoord(lat: number, lon: number): { lon: number; lat: number } {
  return { lon: round4(lon) + 0, lat: round4(lat) + 0 };
}

/** `current`: one item at `observedAt`. @internal */
export function currentAirPollution(
  model: AirModel,
  coord: { lon: number; lat: number },
  observedAt: number,
): AirPollutionAnswer {
  return { coord, list: [item(model, observedAt)] };
}

/** `forecast`: 96 hourly items from the hour containing `clock`. @internal */
export function forecastAirPollution(
  model: AirModel,
  coord: { lon: number; lat: number },
  clock: number,
): AirPollutionAnswer {
  const first = Math.floor(clock / HOUR) * HOUR;
  const list: AirPollutionItem[] = [];
  for (let k = 0; k < FORECAST_HOURS; k += 1) list.push(item(model, first + k * HOUR));
  return { coord, list };
}

/** `history`: the whole hours from `start` to `end` (both included), clipped (see the module). @internal */
export function historyAirPollution(
  model: AirModel,
  coord: { lon: number; lat: number },
  start: number,
  end: number,
  clock: number,
): AirPollutionAnswer {
  const first = Math.max(HISTORY_START, Math.ceil(start / HOUR) * HOUR);
  const last = Math.min(Math.floor(end / HOUR) * HOUR, Math.floor(clock / HOUR) * HOUR);
  const list: AirPollutionItem[] = [];
  for (let dt = first; dt <= last && list.length < HISTORY_MAX_HOURS; dt += HOUR) list.push(item(model, dt));
  return { coord, list };
}
