/**
 * `GET /data/2.5/forecast/daily?mode=xml`: the 16-day forecast as the service's XML
 * (`<weatherdata>`, one `<time day="…">` a day), in the element order and attributes of its recorded
 * answers (2013–2017; the service's own page, 2017, the most recent), written from the forecast the JSON answer is serialized from.
 * The double adds the unit names the 5 day / 3 hour forecast's XML carries since 2020 (`unit` on
 * `windSpeed` and `temperature`), so that an imperial answer says it is one: its choice.
 */

import type { Units } from '../../service/vocabulary.js';
import { emptyElement, startTag, TEMPERATURE_UNIT, weatherdataXml, xmlTime } from '../../service/xml.js';
import { airElements, symbolElement, windElements } from '../forecast/xml.js';
import type { DailyForecastCity, DailyForecastItem } from './types.js';

/** What a day's XML is written from: the 16-day forecast's day and the climate forecast's alike. */
type XmlDay = Omit<DailyForecastItem, 'gust' | 'pop'>;

/** `<precipitation>`: the day's rain or snow (mm) and its type, empty on a dry day (as recorded). */
function precipitation(day: XmlDay): string {
  if (day.rain !== undefined)
    return emptyElement('precipitation', [
      ['value', day.rain],
      ['type', 'rain'],
    ]);
  if (day.snow !== undefined)
    return emptyElement('precipitation', [
      ['value', day.snow],
      ['type', 'snow'],
    ]);
  return emptyElement('precipitation');
}

/** One day: `<time day="YYYY-MM-DD">` (the place's local date) and its elements in the service's order. */
function dayElement(day: XmlDay, units: Units, timezone: number): string {
  const { temp } = day;
  return (
    startTag('time', [['day', xmlTime(day.dt + timezone).slice(0, 10)]]) +
    symbolElement(day.weather) +
    precipitation(day) +
    windElements(day.deg, day.speed, units) +
    emptyElement('temperature', [
      ['day', temp.day],
      ['min', temp.min],
      ['max', temp.max],
      ['night', temp.night],
      ['eve', temp.eve],
      ['morn', temp.morn],
      ['unit', TEMPERATURE_UNIT[units]],
    ]) +
    airElements(day.pressure, day.humidity, day.clouds) +
    '</time>'
  );
}

/**
 * The XML of a 16-day forecast in `units` (and of a 30-day climate forecast, which has no XML
 * recorded: the double's choice): the place as the 5 day / 3 hour forecast's XML writes it, the
 * sun of the first day, then one `<time day>` a day.
 * @example
 * ```ts
 * dailyForecastXml(forecast, 'metric'); // '<?xml version="1.0" encoding="UTF-8"?>\n<weatherdata><location><name>…'
 * ```
 * @internal
 */
export function dailyForecastXml(
  forecast: { readonly city: DailyForecastCity; readonly list: readonly XmlDay[] },
  units: Units,
): string {
  const { city, list } = forecast;
  let days = '';
  for (const day of list) days += dayElement(day, units, city.timezone);
  return weatherdataXml(city, list[0]?.sunrise ?? 0, list[0]?.sunset ?? 0, days);
}
