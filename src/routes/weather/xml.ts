/**
 * `GET /data/2.5/weather?mode=xml`: the record as the service's XML (`<current>`), in the element
 * order, attributes and unit names of its recorded answers (2013–2025; the most recent decide).
 * Written from the record the JSON answer is serialized from: the same weather, the same words.
 */

import type { Units } from '../../service/vocabulary.js';
import {
  cityOpening,
  cloudsElement,
  conditionElement,
  directionElement,
  emptyElement,
  humidityAndPressure,
  lastHourPrecipitation,
  speedElement,
  TEMPERATURE_UNIT,
  temperatureElement,
  textElement,
  XML_DECLARATION,
  xmlTime,
} from '../../service/xml.js';
import type { CurrentWeatherRecord, WeatherRecord } from './types.js';

/** A record of either shape: the fields only the current shape has are optional. */
type AnyRecord = WeatherRecord &
  Partial<Pick<CurrentWeatherRecord, 'timezone' | 'rain' | 'snow'>> & {
    main: Partial<Pick<CurrentWeatherRecord['main'], 'feels_like'>>;
    wind: Partial<Pick<CurrentWeatherRecord['wind'], 'gust'>>;
  };

/** `<wind>`: speed (unit and Beaufort name), gusts (empty without), direction (compass point). */
function wind(record: AnyRecord, units: Units): string {
  const { speed, deg, gust } = record.wind;
  const gusts = emptyElement('gusts', gust === undefined ? [] : [['value', gust]]);
  return `<wind>${speedElement(speed, units)}${gusts}${directionElement(deg)}</wind>`;
}

/**
 * The XML of a weather record in `units` (the unit system it was made in). The fields of the current
 * shape (`timezone`, `feels_like`, `gusts` with a value) appear when the record has them, as in the
 * service's answers since 2020; a record in the specification's shape gives the older answer's
 * elements (`<gusts></gusts>`, no `timezone`, no `feels_like`).
 * @example
 * ```ts
 * weatherXml(record, 'metric'); // '<?xml version="1.0" encoding="UTF-8"?>\n<current><city id=…'
 * ```
 * @internal
 */
export function weatherXml(record: WeatherRecord | CurrentWeatherRecord, units: Units): string {
  const r = record as AnyRecord;
  const { main } = r;
  const unit = TEMPERATURE_UNIT[units];
  const city =
    cityOpening(r.id, r.name, r.coord) +
    textElement('country', r.sys.country ?? '') +
    (r.timezone === undefined ? '' : textElement('timezone', r.timezone)) +
    emptyElement('sun', [
      ['rise', xmlTime(r.sys.sunrise)],
      ['set', xmlTime(r.sys.sunset)],
    ]) +
    '</city>';
  return (
    `${XML_DECLARATION}<current>${city}` +
    temperatureElement(main, units) +
    (main.feels_like === undefined
      ? ''
      : emptyElement('feels_like', [
          ['value', main.feels_like],
          ['unit', unit],
        ])) +
    humidityAndPressure(main) +
    wind(r, units) +
    cloudsElement(r.clouds.all) +
    emptyElement('visibility', [['value', r.visibility]]) +
    lastHourPrecipitation(r.rain?.['1h'], r.snow?.['1h']) +
    conditionElement(r.weather[0]) +
    emptyElement('lastupdate', [['value', xmlTime(r.dt)]]) +
    '</current>'
  );
}
