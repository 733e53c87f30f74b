/**
 * Writing the service's XML (`mode=xml`): escaping, elements as the service writes them, and its
 * XML error body. Shared by the routes' XML serializers (each in its route's folder) and the core.
 *
 * Hand-written rather than a library: the service's XML is a fixed, flat list of elements written
 * with explicit start and end tags (`<coord lon="…" lat="…"></coord>`, never `<coord/>`), in its
 * own attribute order; what a writer library would add is the escaping of five characters, which is
 * not a platform feature (no `escapeXml` in Node or the browser). The well-kept writers (xmlbuilder2,
 * fast-xml-parser's builder) ship 50 to 200 KB where the package has about 5 KB of room.
 */

/** What the service starts every XML answer with, its declaration and a line break. @internal */
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** `Content-Type` of the service's XML answers (recorded in 2026). @internal */
export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8';

/** `Content-Type` of the double's `mode=html` answers. @internal */
export const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** A character XML text or an attribute value must escape (`ESCAPE_ALL` replaces every one). */
const NEEDS_ESCAPE = /[&<>"']/;
const ESCAPE_ALL = /[&<>"']/g;

/**
 * `text` with `&`, `<`, `>`, `"` and `'` escaped, fit for element text and attribute values (also
 * for HTML). Text without them (nearly every value) is returned as is.
 * @example
 * ```ts
 * escapeXml('Rock & "Roll"'); // 'Rock &amp; &quot;Roll&quot;'
 * ```
 * @internal
 */
export function escapeXml(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(ESCAPE_ALL, (c) => ESCAPES[c] as string) : text;
}

/** An attribute's value: a number as JSON writes it, a string escaped. @internal */
export type XmlValue = string | number;

/** A start tag with its attributes in the given order: `<city id="2643743" name="London">`. @internal */
export function startTag(name: string, attributes: readonly (readonly [string, XmlValue])[] = []): string {
  let tag = `<${name}`;
  for (const [attribute, value] of attributes) {
    tag += ` ${attribute}="${typeof value === 'number' ? String(value) : escapeXml(value)}"`;
  }
  return `${tag}>`;
}

/**
 * An element without children as the service writes it: start tag with the attributes in the given
 * order, then the end tag (`<speed value="4.1" unit="m/s" name="Gentle Breeze"></speed>`).
 * @example
 * ```ts
 * emptyElement('coord', [['lon', -0.1257], ['lat', 51.5085]]); // '<coord lon="-0.1257" lat="51.5085"></coord>'
 * ```
 * @internal
 */
export function emptyElement(
  name: string,
  attributes: readonly (readonly [string, XmlValue])[] = [],
): string {
  return `${startTag(name, attributes)}</${name}>`;
}

/**
 * An element with text: `<country>GB</country>`.
 * @internal
 */
export function textElement(name: string, text: XmlValue): string {
  return `<${name}>${typeof text === 'number' ? String(text) : escapeXml(text)}</${name}>`;
}

/**
 * The service's XML body of an error answer, from its JSON body (`{"cod":"404","message":"city not
 * found"}`): `<Error><cod>404</cod><message>city not found</message></Error>` (recorded in 2026,
 * with `application/xml`), after the declaration.
 * @internal
 */
export function xmlErrorBody(jsonBody: string): string {
  const { cod, message } = JSON.parse(jsonBody) as { cod: number | string; message: string };
  return `${XML_DECLARATION}<Error>${textElement('cod', cod)}${textElement('message', message)}</Error>`;
}

/** The place of a forecast, as its XML shows it. @internal */
export interface XmlPlace {
  readonly id: number;
  readonly name: string;
  readonly coord: { readonly lat: number; readonly lon: number };
  readonly country: string;
  readonly timezone: number;
}

/**
 * A forecast's XML (`<weatherdata>`, recorded 2016 to 2023): the place (`<location>`, with its
 * GeoNames ID), the empty `credit` and `meta` the service sends, the sun, then the forecast's
 * `<time>` elements, written by the route.
 * @internal
 */
export function weatherdataXml(place: XmlPlace, sunrise: number, sunset: number, times: string): string {
  return (
    `${XML_DECLARATION}<weatherdata><location>` +
    textElement('name', place.name) +
    '<type></type>' +
    textElement('country', place.country) +
    textElement('timezone', place.timezone) +
    emptyElement('location', [
      ['altitude', 0],
      ['latitude', place.coord.lat],
      ['longitude', place.coord.lon],
      ['geobase', 'geonames'],
      ['geobaseid', place.id],
    ]) +
    '</location><credit></credit><meta><lastupdate></lastupdate><calctime>0</calctime><nextupdate></nextupdate></meta>' +
    emptyElement('sun', [
      ['rise', xmlTime(sunrise)],
      ['set', xmlTime(sunset)],
    ]) +
    `<forecast>${times}</forecast></weatherdata>`
  );
}

/**
 * A Unix time as the service's XML writes it: UTC, `YYYY-MM-DDTHH:MM:SS`, no zone.
 * @example
 * ```ts
 * xmlTime(0); // '1970-01-01T00:00:00'
 * ```
 * @internal
 */
export function xmlTime(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().slice(0, 19);
}

// ---- the service's words in its XML ---------------------------------------------------------

/** The temperature unit the service's XML names for a unit system (recorded: kelvin, celsius, fahrenheit). @internal */
export const TEMPERATURE_UNIT = { standard: 'kelvin', metric: 'celsius', imperial: 'fahrenheit' } as const;

/** The wind speed unit the service's XML names for a unit system (recorded: m/s, mph). @internal */
export const SPEED_UNIT = { standard: 'm/s', metric: 'm/s', imperial: 'mph' } as const;

/** Metres per second in one mile per hour. */
const MPS_PER_MPH = 0.44704;

/**
 * The service's names of wind speeds, from the Beaufort scale, with the upper bound (m/s, exclusive)
 * of each. Recorded names and speeds (2016–2025) place the bounds: 1.44 m/s "Calm" (the service has
 * no "Light air"), 1.96 "Light breeze", 3.22 "Light breeze", 3.55 "Gentle Breeze", 5.24 "Gentle
 * Breeze", 5.56 "Moderate breeze", 7.58 "Moderate breeze", 10.2 "Fresh Breeze", 11.4 "Strong
 * breeze"; the names above are the service's list of wind conditions (957 to 962) in the same
 * capitalisation, a documented choice.
 */
const WIND_NAMES: readonly (readonly [below: number, name: string])[] = [
  [1.6, 'Calm'],
  [3.4, 'Light breeze'],
  [5.5, 'Gentle Breeze'],
  [8, 'Moderate breeze'],
  [10.8, 'Fresh Breeze'],
  [13.9, 'Strong breeze'],
  [17.2, 'High wind, near gale'],
  [20.8, 'Gale'],
  [24.5, 'Severe Gale'],
  [28.5, 'Storm'],
  [32.7, 'Violent Storm'],
];

/**
 * The service's name of a wind speed given in the request's unit system (the name is the speed's in
 * m/s: 6.91 mph is "Light breeze", as recorded).
 * @example
 * ```ts
 * windSpeedName(4.12, 'metric'); // 'Gentle Breeze'
 * ```
 * @internal
 */
export function windSpeedName(speed: number, units: keyof typeof SPEED_UNIT): string {
  const mps = units === 'imperial' ? speed * MPS_PER_MPH : speed;
  for (const [below, name] of WIND_NAMES) if (mps < below) return name;
  return 'Hurricane';
}

/** The 16 points of the compass: code and the service's name (recorded: "NorthEast", "Northwest"). */
const DIRECTIONS: readonly (readonly [code: string, name: string])[] = [
  ['N', 'North'],
  ['NNE', 'North-northeast'],
  ['NE', 'NorthEast'],
  ['ENE', 'East-northeast'],
  ['E', 'East'],
  ['ESE', 'East-southeast'],
  ['SE', 'SouthEast'],
  ['SSE', 'South-southeast'],
  ['S', 'South'],
  ['SSW', 'South-southwest'],
  ['SW', 'Southwest'],
  ['WSW', 'West-southwest'],
  ['W', 'West'],
  ['WNW', 'West-northwest'],
  ['NW', 'Northwest'],
  ['NNW', 'North-northwest'],
];

/**
 * The compass point of a wind direction (the nearest of 16): code and name.
 * @example
 * ```ts
 * windDirection(305); // ['NW', 'Northwest']
 * ```
 * @internal
 */
export function windDirection(deg: number): readonly [code: string, name: string] {
  return DIRECTIONS[Math.round(deg / 22.5) % 16] as readonly [string, string];
}

/**
 * The service's name of a cloud cover (%), in English whatever `lang` (as recorded in 2025): 0 "clear
 * sky", 20 and 24 "few clouds", 32 to 40 "scattered clouds", 60 to 80 "broken clouds", 90 to 100
 * "overcast clouds".
 * @internal
 */
export function cloudsName(all: number): string {
  if (all <= 10) return 'clear sky';
  if (all <= 24) return 'few clouds';
  if (all <= 50) return 'scattered clouds';
  if (all <= 84) return 'broken clouds';
  return 'overcast clouds';
}

/**
 * `<speed value unit name/>` of the current weather's `<wind>` (the weather route's and the
 * search's): the speed, its unit and its Beaufort name.
 * @internal
 */
export function speedElement(speed: number, units: keyof typeof SPEED_UNIT): string {
  return emptyElement('speed', [
    ['value', speed],
    ['unit', SPEED_UNIT[units]],
    ['name', windSpeedName(speed, units)],
  ]);
}

/** `<direction value code name/>` of the current weather's `<wind>`: degrees and compass point. @internal */
export function directionElement(deg: number): string {
  const [code, name] = windDirection(deg);
  return emptyElement('direction', [
    ['value', deg],
    ['code', code],
    ['name', name],
  ]);
}

/** `<clouds value name/>` of the current weather: the cover and its name. @internal */
export function cloudsElement(all: number): string {
  return emptyElement('clouds', [
    ['value', all],
    ['name', cloudsName(all)],
  ]);
}

/** `<city id name><coord lon lat/>` of the current weather's XML: its opening, up to `<country>`. @internal */
export function cityOpening(
  id: number,
  name: string,
  coord: { readonly lon: number; readonly lat: number },
): string {
  return (
    startTag('city', [
      ['id', id],
      ['name', name],
    ]) +
    emptyElement('coord', [
      ['lon', coord.lon],
      ['lat', coord.lat],
    ])
  );
}

/** The measures of the current weather's `main`, as its XML writes them. @internal */
export interface XmlMain {
  readonly temp: number;
  readonly temp_min: number;
  readonly temp_max: number;
  readonly humidity: number;
  readonly pressure: number;
}

/** `<temperature value min max unit/>` of the current weather. @internal */
export function temperatureElement(main: XmlMain, units: keyof typeof TEMPERATURE_UNIT): string {
  return emptyElement('temperature', [
    ['value', main.temp],
    ['min', main.temp_min],
    ['max', main.temp_max],
    ['unit', TEMPERATURE_UNIT[units]],
  ]);
}

/** `<humidity value unit="%"/><pressure value unit="hPa"/>` of the current weather. @internal */
export function humidityAndPressure(main: XmlMain): string {
  return (
    emptyElement('humidity', [
      ['value', main.humidity],
      ['unit', '%'],
    ]) +
    emptyElement('pressure', [
      ['value', main.pressure],
      ['unit', 'hPa'],
    ])
  );
}

/** `<precipitation>` of the current weather: the last hour's rain or snow, mm, else `mode="no"`. @internal */
export function lastHourPrecipitation(rain: number | undefined, snow: number | undefined): string {
  const fallen = rain ?? snow;
  if (fallen === undefined) return emptyElement('precipitation', [['mode', 'no']]);
  return emptyElement('precipitation', [
    ['value', fallen],
    ['mode', rain === undefined ? 'snow' : 'rain'],
    ['unit', '1h'],
  ]);
}

/** `<weather number value icon/>`: the primary condition (empty values without one). @internal */
export function conditionElement(
  primary: { readonly id: number; readonly description: string; readonly icon: string } | undefined,
): string {
  return emptyElement('weather', [
    ['number', primary?.id ?? 0],
    ['value', primary?.description ?? ''],
    ['icon', primary?.icon ?? ''],
  ]);
}
