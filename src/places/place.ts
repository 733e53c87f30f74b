import { hashString } from '../draws/hash.js';
import { describeValue, WeatherDoubleError } from '../errors.js';
import { loadCityData } from './place-data.js';
import { parseZipForm, unpinnedPlaceOf, type ZipForm } from './zip.js';

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
 * One place of a Geocoding API answer (`GET /geo/1.0/direct` and `/geo/1.0/reverse` answer a list
 * of them), keys in the service's order.
 *
 * @example
 * ```ts
 * const [london]: GeocodedPlace[] = await (await fetch(`${base}/geo/1.0/direct?q=London,GB&appid=k`)).json();
 * london.local_names?.fr; // 'Londres'
 * ```
 */
export interface GeocodedPlace {
  /** The place's name in English (the service's `name`). */
  readonly name: string;
  /**
   * The city's names in other languages, for the cities Natural Earth has (`ascii`, `feature_name`
   * and de, en, es, fr, pt, ru, zh where it has them), keys in the service's (alphabetical) order.
   */
  readonly local_names?: Readonly<Record<string, string>>;
  readonly lat: number;
  readonly lon: number;
  /** ISO 3166 alpha-2, upper case. */
  readonly country: string;
  /** The first-level division's name (`California`, `England`), when the double has it. */
  readonly state?: string;
}

/**
 * Places pinned by the user, keyed by `"code"` (a US code) or `"code,CC"` (country case-insensitive).
 * Each entry may give any of the place's fields; the others come from the code's real place (the
 * place data, else a real place of the code's country); a code no real place has must give `lat`,
 * `lon` and `name`.
 *
 * @example
 * ```ts
 * const places: PinnedPlaces = { '00000': { name: 'Nowhere', lat: 0, lon: 0 }, '2000,au': { name: 'Sydney' } };
 * ```
 */
export type PinnedPlaces = Readonly<Record<string, Partial<Place>>>;

const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
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
    const parsed = parseZipForm(key);
    if (!parsed?.wellFormed) {
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
    const given = { name, country: cc, lat, lon } as Partial<Place>;
    const base = <F extends keyof Place>(field: F): Place[F] => {
      const found = baseOf(parsed);
      if (!found) {
        throw placeError(
          `${at}.${field}`,
          `${field === 'name' ? 'a name' : 'lat and lon'} (no real place has this code to take it from)`,
          undefined,
        );
      }
      return found[field];
    };
    out.set(parsed.key, {
      name: given.name ?? base('name'),
      country: (given.country ?? parsed.country).toUpperCase(),
      lat: round4(given.lat ?? base('lat')),
      lon: round4(given.lon ?? base('lon')),
    });
  }
  return out;
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * What a pin leaves out comes from the code's real place, else (a code the data does not have) from
 * a real city of the code's country chosen by the code; `undefined` when there is neither.
 */
function baseOf(parsed: ZipForm): Place | undefined {
  const real = unpinnedPlaceOf(parsed);
  if (real) return real;
  const city = loadCityData()?.cityOfCountry(parsed.country, hashString(parsed.key));
  return city && { name: city.name, country: city.country, lat: round4(city.lat), lon: round4(city.lon) };
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
 * `undefined` when no such postal code exists ("city not found"). See `zipPlaceOf` for the rule.
 *
 * @param zip - the request's `zip` value.
 * @param places - the user's pinned places (validated on first use; `INVALID_PLACE` if malformed).
 * @example
 * ```ts
 * lookupPlace('94040,us'); // { name: 'Mountain View', country: 'US', lat: 37.39, lon: -122.08 }
 * lookupPlace('00000'); // undefined
 * lookupPlace('00000', { '00000': { name: 'Nowhere', lat: 0, lon: 0 } })?.name; // 'Nowhere'
 * ```
 * @internal
 */
export function lookupPlace(
  zip: string,
  places?: PinnedPlaces | ReadonlyMap<string, Place>,
): Place | undefined {
  const parsed = parseZipForm(zip);
  if (!parsed?.wellFormed) return undefined;
  const place = pinnedOf(places)?.get(parsed.key) ?? unpinnedPlaceOf(parsed);
  return place && { ...place };
}
