/**
 * `GET /data/2.5/find?mode=xml`: the search as the service's XML (`<cities>`, one `<item>` a city),
 * in the element order and attributes of its recorded answer (2019, the only one recorded), written
 * from the items the JSON answer is serialized from. The double's choices where the JSON item has
 * nothing to write from: `<sun></sun>` without times and `<clouds>` without `low`, `middle`, `high`
 * (recorded all 0); `unit` on `speed` as in the weather route's XML since 2020; `<mode>` is
 * `center` for a point (recorded) and `name` for `q`.
 */

import type { WeatherDescriptor } from '../../service/conditions.js';
import type { Query } from '../../service/query.js';
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
  temperatureElement,
  textElement,
  XML_DECLARATION,
  xmlTime,
} from '../../service/xml.js';

/** One item of the JSON answer, as far as the XML shows it. */
interface FindItem {
  id: number;
  name: string;
  coord: { lat: number; lon: number };
  main: { temp: number; temp_min: number; temp_max: number; pressure: number; humidity: number };
  dt: number;
  wind: { speed: number; deg: number };
  sys: { country: string };
  rain: { '1h': number } | null;
  snow: { '1h': number } | null;
  clouds: { all: number };
  weather: WeatherDescriptor[];
}

function itemXml(item: FindItem, units: Units): string {
  return (
    '<item>' +
    cityOpening(item.id, item.name, item.coord) +
    textElement('country', item.sys.country) +
    '<sun></sun></city>' +
    temperatureElement(item.main, units) +
    humidityAndPressure(item.main) +
    '<wind>' +
    speedElement(item.wind.speed, units) +
    directionElement(item.wind.deg) +
    emptyElement('gust', [['value', '']]) +
    '</wind>' +
    cloudsElement(item.clouds.all) +
    lastHourPrecipitation(item.rain?.['1h'], item.snow?.['1h']) +
    conditionElement(item.weather[0]) +
    emptyElement('lastupdate', [
      ['value', xmlTime(item.dt)],
      ['unix', item.dt],
    ]) +
    '</item>'
  );
}

/** The XML of a search (`{"list":[…]}`) in the request's units. @internal */
export function findXml(answer: { readonly list: readonly FindItem[] }, query: Query): string {
  let items = '';
  for (const item of answer.list) items += itemXml(item, query.units);
  const mode = query.q === undefined ? 'center' : 'name';
  return `${XML_DECLARATION}<cities><calctime>0</calctime><count>${answer.list.length}</count><mode>${mode}</mode><list>${items}</list></cities>`;
}
