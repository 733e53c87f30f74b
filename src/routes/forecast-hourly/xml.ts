/**
 * `GET pro.openweathermap.org/data/2.5/forecast/hourly?mode=xml`: the hourly forecast as the
 * service's XML: the 5 day / 3 hour forecast's `<weatherdata>` (same elements, order, attributes and
 * unit names) with one-hour slots (`to` = `from` + 1 hour) and `<precipitation unit="1h">`, as the
 * service records it.
 */

import type { Units } from '../../service/vocabulary.js';
import { forecastXml } from '../forecast/xml.js';
import type { HourlyForecast } from './types.js';

/** The length of a slot, seconds. */
const HOUR = 3600;

/**
 * The XML of an hourly forecast in `units` (the unit system it was made in).
 * @example
 * ```ts
 * hourlyForecastXml(forecast, 'metric'); // '<?xml version="1.0" encoding="UTF-8"?>\n<weatherdata><location><name>…'
 * ```
 * @internal
 */
export function hourlyForecastXml(forecast: HourlyForecast, units: Units): string {
  return forecastXml(forecast, units, HOUR);
}
