/**
 * `GET /data/2.5/weather?mode=html`: the record as the service's small HTML widget page, line for
 * line as recorded (a 2020 answer for Wellington: name, icon, temperature, clouds, humidity, wind,
 * pressure, a link to the city's page), from the record the JSON answer is serialized from.
 * The labels stay English whatever `lang`, and the temperature's unit follows `units` (°C, °F, and K
 * without `units`): the double's choices, nothing recorded shows them.
 */

import type { Units } from '../../service/vocabulary.js';
import { escapeXml } from '../../service/xml.js';
import type { WeatherRecord } from './types.js';

/** The temperature's unit as the widget writes it after the value (recorded: `19.37°C`). */
const TEMPERATURE_SIGN = { standard: ' K', metric: '°C', imperial: '°F' } as const;

/** The wind speed's unit as the widget writes it after the value (recorded: `7.2 m/s`). */
const SPEED_SIGN = { standard: 'm/s', metric: 'm/s', imperial: 'mph' } as const;

const HEAD = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="keywords" content="weather, world, openweathermap, weather, layer" />
  <meta name="description" content="A layer with current weather conditions in cities for world wide" />
  <meta name="domain" content="openweathermap.org" />
  <meta http-equiv="pragma" content="no-cache" />
  <meta http-equiv="Expires" content="-1" />
</head>
<body>
`;

/** A detail line of the widget: `Humidity: 70%`. */
const detail = (text: string) =>
  `    <div style="display: block; clear: left; color: gray; font-size: x-small;" >${text}</div>\n`;

/**
 * The widget page of a weather record in `units`.
 * @example
 * ```ts
 * weatherHtml(record, 'metric'); // '<!DOCTYPE html>\n<html lang="en">\n…19.37°C…'
 * ```
 * @internal
 */
export function weatherHtml(record: WeatherRecord, units: Units): string {
  const icon = escapeXml(record.weather[0]?.icon ?? '');
  return `${HEAD}  <div style="font-size: medium; font-weight: bold; margin-bottom: 0px;">${escapeXml(record.name)}</div>
  <div style="float: left; width: 130px;">
    <div style="display: block; clear: left;">
      <div style="float: left;" title="Titel">
        <img height="45" width="45" style="border: medium none; width: 45px; height: 45px; background: url(&quot;http://openweathermap.org/img/w/${icon}.png&quot;) repeat scroll 0% 0% transparent;" alt="title" src="http://openweathermap.org/images/transparent.png"/>
      </div>
      <div style="float: left;">
        <div style="display: block; clear: left; font-size: medium; font-weight: bold; padding: 0pt 3pt;" title="Current Temperature">${record.main.temp}${TEMPERATURE_SIGN[units]}</div>
        <div style="display: block; width: 85px; overflow: visible;"></div>
      </div>
    </div>
    <div style="display: block; clear: left; font-size: small;">Clouds: ${record.clouds.all}%</div>
${detail(`Humidity: ${record.main.humidity}%`)}${detail(`Wind: ${record.wind.speed} ${SPEED_SIGN[units]}`)}${detail(`Pressure: ${record.main.pressure}hPa`)}  </div>
  <div style="display: block; clear: left; color: gray; font-size: x-small;">
    <a href="http://openweathermap.org/city/${record.id}?utm_source=openweathermap&utm_medium=widget&utm_campaign=html_old" target="_blank">More..</a>
  </div>
  
</body>
</html>
`;
}
