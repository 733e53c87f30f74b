import { MatchersV3 } from '@pact-foundation/pact';
import type { WeatherRecord } from '../record/types.js';

const { eachLike, equal, integer, number, regex, string } = MatchersV3;

/** The icon of a condition: two digits, then `d` (day) or `n` (night). */
export const ICON_PATTERN = '^\\d{2}[dn]$';
/** An ISO 3166 alpha-2 country code, upper case. */
export const COUNTRY_PATTERN = '^[A-Z]{2}$';
/** The JSON media type, with or without the charset parameter the service adds. */
export const JSON_CONTENT_TYPE_PATTERN = '^application/json(;\\s*charset=utf-8)?$';

/**
 * The record the service documents for Mountain View (postal code 94040, US), in kelvin and m/s:
 * the example every record interaction starts from.
 * @internal
 */
export const standardExample: WeatherRecord = {
  coord: { lon: -122.08, lat: 37.39 },
  weather: [{ id: 800, main: 'Clear', description: 'clear sky', icon: '01d' }],
  base: 'stations',
  main: { temp: 282.55, pressure: 1023, humidity: 100, temp_min: 280.37, temp_max: 284.26 },
  visibility: 10000,
  wind: { speed: 1.5, deg: 350 },
  clouds: { all: 1 },
  dt: 1560350645,
  sys: { type: 1, id: 5122, message: 0.0139, country: 'US', sunrise: 1560343627, sunset: 1560396563 },
  id: 0,
  name: 'Mountain View',
  cod: 200,
};

/**
 * The Pact body matcher of a current weather record: every field of the specification with its
 * type, so a provider passes with any values of the right types and fails on a missing field or a
 * changed type. Integer fields use `integer()`; the other numbers `number()` (which accepts whole
 * numbers, unlike `decimal()`); the icon and the country are matched by pattern; `weather` needs at
 * least one element; `cod` must be exactly the number `200`. Fields a provider adds are allowed
 * (Pact ignores unexpected keys in a response body).
 *
 * @param example - the values the mock server answers with in consumer tests.
 * @default example the service's documented Mountain View record in kelvin
 * @example
 * ```ts
 * import { weatherRecordBody } from 'weather-double/pact';
 * builder.jsonBody(weatherRecordBody(myRecord));
 * ```
 */
export function weatherRecordBody(example: WeatherRecord = standardExample) {
  const [first = standardExample.weather[0] as WeatherRecord['weather'][number]] = example.weather;
  return {
    coord: { lon: number(example.coord.lon), lat: number(example.coord.lat) },
    weather: eachLike(
      {
        id: integer(first.id),
        main: string(first.main),
        description: string(first.description),
        icon: regex(ICON_PATTERN, first.icon),
      },
      1,
    ),
    base: string(example.base),
    main: {
      temp: number(example.main.temp),
      pressure: integer(example.main.pressure),
      humidity: integer(example.main.humidity),
      temp_min: number(example.main.temp_min),
      temp_max: number(example.main.temp_max),
    },
    visibility: integer(example.visibility),
    wind: { speed: number(example.wind.speed), deg: integer(example.wind.deg) },
    clouds: { all: integer(example.clouds.all) },
    dt: integer(example.dt),
    sys: {
      type: integer(example.sys.type),
      id: integer(example.sys.id),
      message: number(example.sys.message),
      country: regex(COUNTRY_PATTERN, example.sys.country ?? 'US'),
      sunrise: integer(example.sys.sunrise),
      sunset: integer(example.sys.sunset),
    },
    id: integer(example.id),
    name: string(example.name),
    cod: equal(200),
  };
}

/**
 * The Pact body matcher of one of the service's error answers: `cod` exactly as the service sends
 * it (the number `401`, the strings `"404"` and `"400"`), `message` any string.
 *
 * @param cod - the body's `cod`, with its JSON type: `401`, `'404'`, `'400'`.
 * @param message - the example message.
 * @example
 * ```ts
 * import { weatherErrorBody } from 'weather-double/pact';
 * builder.jsonBody(weatherErrorBody('404', 'city not found'));
 * ```
 */
export function weatherErrorBody(cod: number | string, message: string) {
  return { cod: equal(cod), message: string(message) };
}

/**
 * The response headers every interaction pins: a JSON `Content-Type`, charset optional.
 * @internal
 */
export function jsonContentType() {
  return { 'Content-Type': regex(JSON_CONTENT_TYPE_PATTERN, 'application/json; charset=utf-8') };
}

/**
 * The Pact body matcher of the Geocoding API's `/geo/1.0/zip` answer: every field with its type,
 * the country by pattern.
 *
 * @param example - the values the mock server answers with.
 * @example
 * ```ts
 * import { geocodingZipBody } from 'weather-double/pact';
 * builder.jsonBody(geocodingZipBody({ zip: '90210', name: 'Beverly Hills', lat: 34.0901, lon: -118.4065, country: 'US' }));
 * ```
 */
export function geocodingZipBody(example: {
  zip: string;
  name: string;
  lat: number;
  lon: number;
  country: string;
}) {
  return {
    zip: string(example.zip),
    name: string(example.name),
    lat: number(example.lat),
    lon: number(example.lon),
    country: regex(COUNTRY_PATTERN, example.country),
  };
}
