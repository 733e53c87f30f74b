import { uvIndex } from '../../derived/uv-index.js';
import type { OneCallWorld } from '../../model/one-call-world.js';
import { dateText } from '../dates.js';
import type { UvIndexItem } from './types.js';

/**
 * The deprecated UV index API's day, from the same weather timeline as One Call: the highest of One
 * Call's hourly UV index (the same formula, the same clouds) over the 24 hours of a UTC date, dated
 * 12:00 UTC.
 * @internal
 */

const HOUR = 3600;
const DAY = 86_400;

/** The highest UV index of the UTC date `day` at coordinates, as a UV index item. @internal */
export function buildUvIndexItem(world: OneCallWorld, lat: number, lon: number, day: number): UvIndexItem {
  const start = day * DAY;
  let value = 0;
  for (let h = 0; h < 24; h += 1) {
    const t = start + h * HOUR;
    value = Math.max(value, uvIndex(lat, lon, t, world.observationAt(t).clouds));
  }
  return {
    lat: lat + 0,
    lon: lon + 0,
    date_iso: `${dateText(day)}T12:00:00Z`,
    date: start + 12 * HOUR,
    value,
  };
}
