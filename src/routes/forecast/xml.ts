/**
 * `GET /data/2.5/forecast?mode=xml`: the forecast as the service's XML (`<weatherdata>`), in the
 * element order, attributes and unit names of its recorded answers (2017–2023; the most recent
 * decide), written from the forecast the JSON answer is serialized from.
 */

import type { WeatherDescriptor } from '../../service/conditions.js';
import type { Units } from '../../service/vocabulary.js';
import {
  cloudsName,
  emptyElement,
  SPEED_UNIT,
  startTag,
  TEMPERATURE_UNIT,
  weatherdataXml,
  windDirection,
  windSpeedName,
  xmlTime,
} from '../../service/xml.js';
import type { ForecastCity, ForecastItem } from './types.js';

/**
 * A slot of a forecast in this shape: the 5 day / 3 hour forecast's (rain and snow of 3 hours) or
 * the hourly forecast's (of 1 hour); the parts the XML does not show are left out.
 * @internal
 */
export type XmlSlot = Omit<ForecastItem, 'rain' | 'snow' | 'sys' | 'dt_txt'> & {
  rain?: { '3h': number } | { '1h': number };
  snow?: { '3h': number } | { '1h': number };
};

/** `<precipitation>`: the probability, then the slot's rain or snow when there is some (`unit` 3h or 1h). */
function precipitation(item: XmlSlot): string {
  const fallen = item.rain ?? item.snow;
  if (fallen === undefined) return emptyElement('precipitation', [['probability', item.pop]]);
  const [unit, value] = '3h' in fallen ? ['3h', fallen['3h']] : ['1h', fallen['1h']];
  return emptyElement('precipitation', [
    ['probability', item.pop],
    ['unit', unit],
    ['value', value],
    ['type', item.rain === undefined ? 'snow' : 'rain'],
  ]);
}

/** `<symbol>`: the primary condition of a slot or a day (the 16-day forecast's XML too). @internal */
export function symbolElement(weather: readonly WeatherDescriptor[]): string {
  const primary = weather[0];
  return emptyElement('symbol', [
    ['number', primary?.id ?? 0],
    ['name', primary?.description ?? ''],
    ['var', primary?.icon ?? ''],
  ]);
}

/** `<windDirection>` and `<windSpeed>` of a slot or a day, in `units` (the 16-day forecast's XML too). @internal */
export function windElements(deg: number, speed: number, units: Units): string {
  const [code, name] = windDirection(deg);
  return (
    emptyElement('windDirection', [
      ['deg', deg],
      ['code', code],
      ['name', name],
    ]) +
    emptyElement('windSpeed', [
      ['mps', speed],
      ['unit', SPEED_UNIT[units]],
      ['name', windSpeedName(speed, units)],
    ])
  );
}

/** One slot: `<time from="…" to="…">` and its eleven elements in the service's order. */
function slot(item: XmlSlot, units: Units, seconds: number): string {
  const { main, wind } = item;
  const speedUnit = SPEED_UNIT[units];
  return (
    startTag('time', [
      ['from', xmlTime(item.dt)],
      ['to', xmlTime(item.dt + seconds)],
    ]) +
    symbolElement(item.weather) +
    precipitation(item) +
    windElements(wind.deg, wind.speed, units) +
    emptyElement('windGust', [
      ['gust', wind.gust],
      ['unit', speedUnit],
    ]) +
    emptyElement('temperature', [
      ['unit', TEMPERATURE_UNIT[units]],
      ['value', main.temp],
      ['min', main.temp_min],
      ['max', main.temp_max],
    ]) +
    emptyElement('feels_like', [
      ['value', main.feels_like],
      ['unit', TEMPERATURE_UNIT[units]],
    ]) +
    airElements(main.pressure, main.humidity, item.clouds.all) +
    emptyElement('visibility', [['value', item.visibility]]) +
    '</time>'
  );
}

/**
 * A forecast item's `<pressure>` (hPa, its unit first), `<humidity>` and `<clouds>` (the cover's
 * name and %), as the 5 day / 3 hour and the 16-day forecasts' XML write them.
 * @internal
 */
export function airElements(pressure: number, humidity: number, clouds: number): string {
  return (
    emptyElement('pressure', [
      ['unit', 'hPa'],
      ['value', pressure],
    ]) +
    emptyElement('humidity', [
      ['value', humidity],
      ['unit', '%'],
    ]) +
    emptyElement('clouds', [
      ['value', cloudsName(clouds)],
      ['all', clouds],
      ['unit', '%'],
    ])
  );
}

/**
 * The XML of a forecast in `units` (the unit system it was made in): the place (`<location>`, with
 * its GeoNames ID), the empty `credit` and `meta` the service sends, the sun of the place's day, then
 * one `<time>` per slot of `slotSeconds` (3 hours; the hourly forecast's are 1 hour).
 * @example
 * ```ts
 * forecastXml(forecast, 'metric'); // '<?xml version="1.0" encoding="UTF-8"?>\n<weatherdata><location><name>…'
 * ```
 * @internal
 */
export function forecastXml(
  forecast: { readonly city: ForecastCity; readonly list: readonly XmlSlot[] },
  units: Units,
  slotSeconds = 3 * 3600,
): string {
  const { city } = forecast;
  let slots = '';
  for (const item of forecast.list) slots += slot(item, units, slotSeconds);
  return weatherdataXml(city, city.sunrise, city.sunset, slots);
}
