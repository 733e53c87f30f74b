import type { Faker } from '@faker-js/faker';
import { describeValue, WeatherDoubleError } from '../errors.js';
import { hashString } from './hash.js';
import { createFaker } from './random.js';

/**
 * The place a postal code stands for: what a record reports in `name`, `coord` and `sys.country`.
 *
 * @example
 * ```ts
 * const place: Place = { name: 'Mountain View', country: 'US', lat: 37.39, lon: -122.08 };
 * createWeatherGenerator({ places: { '94040,us': place } });
 * ```
 */
export interface Place {
  /** Name reported in the record's `name`, e.g. `'Mountain View'`. */
  name: string;
  /** ISO 3166 alpha-2 country code, reported upper case in `sys.country`, e.g. `'US'`. */
  country: string;
  /** Latitude of the code's centre, degrees (-90 to 90); rounded to 4 decimals. */
  lat: number;
  /** Longitude of the code's centre, degrees (-180 to 180, east positive); rounded to 4 decimals. */
  lon: number;
}

/**
 * Places pinned by the user, keyed by `"code"` (a US code) or `"code,CC"` (country case-insensitive).
 * Each entry may give any of the place's fields; the others come from the built-in place model.
 *
 * @example
 * ```ts
 * const places: PinnedPlaces = { '00000': { name: 'Nowhere', lat: 0, lon: 0 }, '2000,au': { name: 'Sydney' } };
 * ```
 */
export type PinnedPlaces = Readonly<Record<string, Partial<Place>>>;

interface Country {
  /** Postal code format (whole code, case-insensitive). */
  readonly format: RegExp;
  /** The format in words, for error messages. */
  readonly described: string;
  /** Bounding box of where derived places fall: [minLon, minLat, maxLon, maxLat]. */
  readonly box: readonly [number, number, number, number];
}

const d = (n: number) => `\\d{${n}}`;
const country = (format: string, described: string, box: Country['box']): Country => ({
  format: new RegExp(`^(?:${format})$`, 'i'),
  described,
  box,
});

/**
 * The countries the place model knows: postal format and a bounding box of the populated mainland.
 * A code of any other country does not exist (pin it with `places` to make it exist).
 * @internal
 */
export const countries: ReadonlyMap<string, Country> = new Map([
  [
    'US',
    country(
      `${d(5)}(?:-${d(4)})?`,
      '5 digits, optionally +4 (94040 or 94040-1234)',
      [-124.7, 24.5, -66.9, 49.4],
    ),
  ],
  ['CA', country('[A-Z]\\d[A-Z](?: ?\\d[A-Z]\\d)?', 'A1A or A1A 1A1', [-135, 42, -55, 60])],
  ['MX', country(d(5), '5 digits', [-117, 15, -87, 32.5])],
  ['BR', country(`${d(5)}-?${d(3)}`, '8 digits (01001-000)', [-73.9, -33.7, -34.8, 5.2])],
  ['AR', country(`${d(4)}|[A-Z]${d(4)}[A-Z]{3}`, '4 digits or A1234AAA', [-73.5, -55, -53.6, -21.8])],
  [
    'GB',
    country(
      '[A-Z]{1,2}\\d[A-Z\\d]?(?: ?\\d[A-Z]{2})?',
      'an outward code, optionally with the inward code (SW1A or SW1A 1AA)',
      [-6, 50, 1.8, 58.6],
    ),
  ],
  [
    'IE',
    country('[A-Z]\\d[\\dW](?: ?[A-Z\\d]{4})?', 'an Eircode (D02 or D02 X285)', [-10.5, 51.4, -6, 55.4]),
  ],
  ['FR', country(d(5), '5 digits', [-4.8, 42.3, 8.2, 51.1])],
  ['DE', country(d(5), '5 digits', [5.9, 47.3, 15, 55.1])],
  [
    'NL',
    country(
      `${d(4)}(?: ?[A-Z]{2})?`,
      '4 digits, optionally 2 letters (1012 or 1012 AB)',
      [3.4, 50.8, 7.2, 53.5],
    ),
  ],
  ['BE', country(d(4), '4 digits', [2.5, 49.5, 6.4, 51.5])],
  ['ES', country(d(5), '5 digits', [-9.3, 36, 3.3, 43.8])],
  ['PT', country(`${d(4)}(?:-${d(3)})?`, '4 digits, optionally -3 (1100-148)', [-9.5, 37, -6.2, 42.2])],
  ['IT', country(d(5), '5 digits', [6.6, 36.6, 18.5, 47.1])],
  ['CH', country(d(4), '4 digits', [5.9, 45.8, 10.5, 47.8])],
  ['AT', country(d(4), '4 digits', [9.5, 46.4, 17.2, 49])],
  ['PL', country(`${d(2)}-?${d(3)}`, '5 digits (00-950)', [14.1, 49, 24.1, 54.8])],
  ['CZ', country(`${d(3)} ?${d(2)}`, '5 digits (110 00)', [12.1, 48.6, 18.9, 51.1])],
  ['SE', country(`${d(3)} ?${d(2)}`, '5 digits (111 22)', [11, 55.3, 24.2, 69])],
  ['NO', country(d(4), '4 digits', [4.6, 58, 31, 71.2])],
  ['FI', country(d(5), '5 digits', [20.5, 59.8, 31.6, 70.1])],
  ['DK', country(d(4), '4 digits', [8, 54.5, 12.7, 57.8])],
  ['IS', country(d(3), '3 digits', [-24.5, 63.3, -13.5, 66.6])],
  ['RU', country(d(6), '6 digits', [30, 43, 135, 70])],
  ['TR', country(d(5), '5 digits', [26, 36, 44.8, 42.1])],
  ['IN', country(`${d(3)} ?${d(3)}`, '6 digits', [68.1, 8, 97.4, 35.5])],
  ['CN', country(d(6), '6 digits', [73.5, 18.2, 134.8, 53.6])],
  ['JP', country(`${d(3)}-?${d(4)}`, '7 digits (100-0001)', [129.5, 31, 145.8, 45.5])],
  ['KR', country(d(5), '5 digits', [126, 34, 129.6, 38.6])],
  ['SG', country(d(6), '6 digits', [103.6, 1.16, 104.1, 1.47])],
  ['AU', country(d(4), '4 digits', [113.3, -43.7, 153.6, -10.7])],
  ['NZ', country(d(4), '4 digits', [166.4, -47.3, 178.6, -34.4])],
  ['ZA', country(d(4), '4 digits', [16.5, -34.8, 32.9, -22.1])],
]);

/**
 * Where US codes fall by their first digit (the national ZIP areas), so that 9xxxx is on the West
 * Coast and 0xxxx in New England; 967-968 are Hawaii and 995-999 Alaska.
 */
const usAreas: readonly (readonly [number, number, number, number])[] = [
  [-75.5, 39, -67, 47.4],
  [-80.5, 39.7, -72, 45],
  [-83.7, 32, -75.2, 39.7],
  [-91.7, 25, -80, 35],
  [-89.5, 36.5, -80.5, 46],
  [-116, 40.4, -89.5, 49],
  [-102, 36, -87.5, 43],
  [-106.6, 26, -89, 37],
  [-120, 31.3, -102, 49],
  [-124.4, 32.5, -114.1, 49],
];
const hawaii = [-160, 19, -155, 22.2] as const;
const alaska = [-165, 55, -141, 71.3] as const;

/**
 * Well-known codes with their real names and coordinates (the service's own example first).
 * @internal
 */
export const wellKnownPlaces: ReadonlyMap<string, Place> = new Map(
  (
    [
      ['94040,US', 'Mountain View', 37.39, -122.08],
      ['10001,US', 'New York', 40.7484, -73.9967],
      ['90210,US', 'Beverly Hills', 34.0901, -118.4065],
      ['60601,US', 'Chicago', 41.8858, -87.6181],
      ['02139,US', 'Cambridge', 42.3647, -71.1042],
      ['98101,US', 'Seattle', 47.6114, -122.3305],
      ['33101,US', 'Miami', 25.7791, -80.1978],
      ['99723,US', 'Utqiagvik', 71.2906, -156.7886],
      ['96815,US', 'Honolulu', 21.2811, -157.8266],
      ['SW1A 1AA,GB', 'London', 51.501, -0.1416],
      ['10115,DE', 'Berlin', 52.5323, 13.3846],
      ['75001,FR', 'Paris', 48.8625, 2.3364],
      ['100-0001,JP', 'Chiyoda', 35.6852, 139.7528],
      ['2000,AU', 'Sydney', -33.8678, 151.2073],
      ['M5V 2T6,CA', 'Toronto', 43.6426, -79.3871],
      ['9008,NO', 'Tromsø', 69.6492, 18.9553],
      ['101,IS', 'Reykjavík', 64.1466, -21.9426],
      ['110001,IN', 'New Delhi', 28.6333, 77.2167],
      ['01001-000,BR', 'São Paulo', -23.5503, -46.6339],
      ['6011,NZ', 'Wellington', -41.2865, 174.7762],
    ] as const
  ).map(([key, name, lat, lon]) => [key, { name, country: key.slice(key.indexOf(',') + 1), lat, lon }]),
);

/** A parsed `zip`: the normalized code, the upper-case country and the place key `CODE,CC`. @internal */
export interface ParsedZip {
  readonly code: string;
  readonly country: string;
  readonly key: string;
}

const CODE_CHARS = /^[A-Za-z0-9][A-Za-z0-9 -]{0,11}$/;

/**
 * Splits `code` or `code,CC` (no country means US), trims, upper-cases and collapses spaces; a US
 * ZIP+4 keys the place of its 5-digit code. `undefined` when the text cannot be a postal code.
 * @internal
 */
export function parseZip(zip: string): ParsedZip | undefined {
  const parts = zip.split(',');
  if (parts.length > 2) return undefined;
  const code = (parts[0] ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
  const cc = parts.length === 2 ? (parts[1] ?? '').trim().toUpperCase() : 'US';
  if (!CODE_CHARS.test(code) || !/^[A-Z]{2}$/.test(cc)) return undefined;
  const placeCode = cc === 'US' && /^\d{5}-\d{4}$/.test(code) ? code.slice(0, 5) : code;
  return { code: placeCode, country: cc, key: `${placeCode},${cc}` };
}

/**
 * Why a `zip` has no place, in words, or `undefined` when it has one. This is the documented rule
 * of which postal codes do not exist.
 * @internal
 */
export function missingPlaceReason(zip: string, pinned?: ReadonlyMap<string, Place>): string | undefined {
  const parsed = parseZip(zip);
  if (!parsed) {
    return 'a zip is "code" or "code,CC": a code of 1 to 12 letters, digits, spaces or hyphens and a two-letter country';
  }
  if (pinned?.has(parsed.key) || wellKnownPlaces.has(parsed.key)) return undefined;
  const known = countries.get(parsed.country);
  if (!known) {
    return `country ${parsed.country} is not one the place model knows (${[...countries.keys()].join(', ')})`;
  }
  if (!known.format.test(parsed.code)) return `${parsed.country} codes are ${known.described}`;
  if (/^[0 -]+$/.test(parsed.code)) return 'a code of only zeros (such as 00000) never exists';
  return undefined;
}

const placeCache = new Map<string, Place>();
const PLACE_CACHE_LIMIT = 1024;
let placeFaker: Faker | undefined;

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** The built-in place of a code that exists: the well-known one, or one derived from the code. */
function modelPlace(parsed: ParsedZip): Place {
  const known = wellKnownPlaces.get(parsed.key);
  if (known) return known;
  const cached = placeCache.get(parsed.key);
  if (cached) return cached;
  placeFaker ??= createFaker(0);
  placeFaker.seed(hashString(parsed.key));
  let box = countries.get(parsed.country)?.box ?? [-180, -60, 180, 70];
  if (parsed.country === 'US') {
    const prefix = Number(parsed.code.slice(0, 3));
    box =
      prefix >= 995
        ? alaska
        : prefix >= 967 && prefix <= 968
          ? hawaii
          : (usAreas[Math.floor(prefix / 100)] ?? box);
  }
  const [minLon, minLat, maxLon, maxLat] = box;
  const lon = round4(minLon + placeFaker.number.float({ min: 0, max: 1 }) * (maxLon - minLon));
  const lat = round4(minLat + placeFaker.number.float({ min: 0, max: 1 }) * (maxLat - minLat));
  const place: Place = { name: placeFaker.location.city(), country: parsed.country, lat, lon };
  if (placeCache.size >= PLACE_CACHE_LIMIT) placeCache.delete(placeCache.keys().next().value as string);
  placeCache.set(parsed.key, place);
  return place;
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const PLACE_FIELDS = ['name', 'country', 'lat', 'lon'] as const;

function placeError(path: string, expected: string, got: unknown): WeatherDoubleError {
  return new WeatherDoubleError(
    'INVALID_PLACE',
    `Invalid place at ${path}: expected ${expected}, got ${describeValue(got)}.`,
    {
      path,
    },
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Validates a `places` option and resolves every entry to a whole {@link Place} keyed `CODE,CC`.
 * @throws {WeatherDoubleError} `INVALID_PLACE` naming the entry path (`places["94040"].lat`),
 *   what is allowed and what was given.
 * @internal
 */
export function compilePlaces(places: unknown, where = 'places'): ReadonlyMap<string, Place> {
  const out = new Map<string, Place>();
  if (places === undefined) return out;
  if (!isPlainObject(places)) {
    throw placeError(
      where,
      'an object mapping "code" or "code,CC" to a place ({ name, country, lat, lon })',
      places,
    );
  }
  for (const key of Object.keys(places)) {
    const at = `${where}[${JSON.stringify(key)}]`;
    if (FORBIDDEN_KEYS.has(key)) {
      throw new WeatherDoubleError(
        'INVALID_PLACE',
        `Invalid place at ${at}: expected a postal code key "code" or "code,CC", got the prototype-polluting key ${JSON.stringify(key)}.`,
        { path: at },
      );
    }
    const parsed = parseZip(key);
    if (!parsed) {
      throw new WeatherDoubleError(
        'INVALID_PLACE',
        `Invalid place at ${at}: expected a key "code" or "code,CC" (1 to 12 letters, digits, spaces or hyphens; CC two letters), got ${JSON.stringify(key)}.`,
        { path: at },
      );
    }
    const entry = places[key];
    if (!isPlainObject(entry)) throw placeError(at, 'an object with any of name, country, lat, lon', entry);
    for (const field of Object.keys(entry)) {
      if (FORBIDDEN_KEYS.has(field)) {
        throw new WeatherDoubleError(
          'INVALID_PLACE',
          `Invalid place at ${at}.${field}: expected one of the fields ${PLACE_FIELDS.join(', ')}, got the prototype-polluting key ${JSON.stringify(field)}.`,
          { path: `${at}.${field}` },
        );
      }
      if (!(PLACE_FIELDS as readonly string[]).includes(field)) {
        throw new WeatherDoubleError(
          'INVALID_PLACE',
          `Invalid place at ${at}.${field}: expected one of the fields ${PLACE_FIELDS.join(', ')}, got an unknown field ${JSON.stringify(field)}.`,
          { path: `${at}.${field}` },
        );
      }
    }
    const { name, country: cc, lat, lon } = entry;
    if (name !== undefined && (typeof name !== 'string' || name.trim() === '')) {
      throw placeError(`${at}.name`, 'a non-empty string', name);
    }
    if (cc !== undefined && (typeof cc !== 'string' || !/^[A-Za-z]{2}$/.test(cc))) {
      throw placeError(`${at}.country`, 'a two-letter ISO 3166 country code such as "US"', cc);
    }
    if (lat !== undefined && (typeof lat !== 'number' || !Number.isFinite(lat) || lat < -90 || lat > 90)) {
      throw placeError(`${at}.lat`, 'a latitude in degrees from -90 to 90', lat);
    }
    if (lon !== undefined && (typeof lon !== 'number' || !Number.isFinite(lon) || lon < -180 || lon > 180)) {
      throw placeError(`${at}.lon`, 'a longitude in degrees from -180 to 180', lon);
    }
    const base: Place =
      name !== undefined && cc !== undefined && lat !== undefined && lon !== undefined
        ? { name, country: cc, lat, lon }
        : modelPlace(parsed);
    out.set(parsed.key, {
      name: (name as string | undefined) ?? base.name,
      country: ((cc as string | undefined) ?? base.country).toUpperCase(),
      lat: round4((lat as number | undefined) ?? base.lat),
      lon: round4((lon as number | undefined) ?? base.lon),
    });
  }
  return out;
}

const compiled = new WeakMap<object, ReadonlyMap<string, Place>>();

/** `compilePlaces`, remembered per `places` object (options are read once, when first used). */
function pinnedOf(
  places: PinnedPlaces | ReadonlyMap<string, Place> | undefined,
): ReadonlyMap<string, Place> | undefined {
  if (places === undefined) return undefined;
  if (places instanceof Map) return places;
  let table = compiled.get(places);
  if (!table) {
    table = compilePlaces(places);
    compiled.set(places, table);
  }
  return table;
}

/**
 * The place of a `zip` (`code` or `code,CC`, country case-insensitive, none meaning US), or
 * `undefined` when no such postal code exists ("city not found").
 *
 * Which codes exist (a deterministic rule): a code pinned in `places` always exists; otherwise the
 * country must be one of the place model's countries, the code must follow that country's postal
 * format (US: 5 digits, optionally +4), and a code of only zeros (such as `00000`) never exists.
 * A well-known code gets its real name and coordinates; any other gets coordinates inside its
 * country (for the US, inside the area of its first digit) and a generated city name, both a
 * function of the code alone.
 *
 * @param zip - the request's `zip` value.
 * @param places - the user's pinned places (validated on first use; `INVALID_PLACE` if malformed).
 * @example
 * ```ts
 * lookupPlace('94040,us'); // { name: 'Mountain View', country: 'US', lat: 37.39, lon: -122.08 }
 * lookupPlace('00000'); // undefined
 * lookupPlace('00000', { '00000': { name: 'Nowhere' } })?.name; // 'Nowhere'
 * ```
 * @internal
 */
export function lookupPlace(
  zip: string,
  places?: PinnedPlaces | ReadonlyMap<string, Place>,
): Place | undefined {
  const resolved = resolvePlace(zip, pinnedOf(places));
  return resolved && { ...resolved.place };
}

/** The place and its key, or `undefined` when the code does not exist. @internal */
export function resolvePlace(
  zip: string,
  pinned: ReadonlyMap<string, Place> | undefined,
): { key: string; place: Place } | undefined {
  const parsed = parseZip(zip);
  if (!parsed) return undefined;
  const pin = pinned?.get(parsed.key);
  if (pin) return { key: parsed.key, place: pin };
  if (missingPlaceReason(zip) !== undefined) return undefined;
  return { key: parsed.key, place: modelPlace(parsed) };
}
