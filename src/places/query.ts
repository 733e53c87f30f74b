import { invalidOption } from '../errors.js';
import { numberText } from '../service/number-text.js';
import { parseZipForm, type ZipForm } from './zip.js';

/** @internal */
export { parseZipForm, type ZipForm } from './zip.js';

/**
 * Where a record is for: a postal code, coordinates, a city name or a city ID, as the service's
 * `zip`, `lat`+`lon`, `q` and `id` parameters name them. Used by `generator.record(...)` and by
 * scenario targets (`location`).
 *
 * @example
 * ```ts
 * const byZip: LocationQuery = { zip: '94040,us' };
 * const byCoordinates: LocationQuery = { lat: 51.5085, lon: -0.1257 };
 * const byName: LocationQuery = { q: 'London,GB' };
 * const byId: LocationQuery = { id: 2643743 };
 * ```
 */
export type LocationQuery = { zip: string } | { lat: number; lon: number } | { q: string } | { id: number };

/** A coordinate location, degrees, rounded to 4 decimals (what `coord` reports). @internal */
export interface CoordinatesForm {
  readonly form: 'coordinates';
  readonly lat: number;
  readonly lon: number;
  readonly key: string;
}

/** A city-name location: `{city}`, `{city},{country}` or `{city},{state},{country}`. @internal */
export interface NameForm {
  readonly form: 'name';
  /** The city name, trimmed, as given. */
  readonly name: string;
  /** A US state code (upper case), when given. */
  readonly state: string | undefined;
  /** The country (upper case, `UK` read as `GB`), when given. */
  readonly country: string | undefined;
  readonly key: string;
}

/** A city-ID location (a GeoNames ID). @internal */
export interface IdForm {
  readonly form: 'id';
  readonly id: number;
  readonly key: string;
}

/** A parsed location, one of the four forms. @internal */
export type ParsedLocation = ZipForm | CoordinatesForm | NameForm | IdForm;

/**
 * Why a request names no usable location, with the service's answer for each: 400 "Nothing to
 * geocode", 400 "wrong latitude"/"wrong longitude", 400 "{id} is not a city ID", 400 "Invalid ID".
 * @internal
 */
export type LocationProblem =
  | { readonly problem: 'nothingToGeocode' }
  | { readonly problem: 'wrongLatitude' }
  | { readonly problem: 'wrongLongitude' }
  | { readonly problem: 'notCityId'; readonly value: string }
  | { readonly problem: 'invalidId' };

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** A coordinate location from numbers already checked to be in range. @internal */
export function coordinatesForm(lat: number, lon: number): CoordinatesForm {
  const la = round4(lat) + 0;
  const lo = round4(lon) + 0;
  return { form: 'coordinates', lat: la, lon: lo, key: `${numberText(la)},${numberText(lo)}` };
}

/** Reads a coordinate as the service does: a decimal number, within `limit` degrees either side. */
function coordinateOf(text: string | undefined, limit: number): number | undefined {
  if (text === undefined) return undefined;
  const value = decimalOf(text.trim());
  return Number.isFinite(value) && value >= -limit && value <= limit ? value : undefined;
}

/** A decimal number: a sign, digits with at most one `.` (at least one digit), then an exponent. */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * The value of `text` when it is a decimal number ({@link DECIMAL}), as `Number` reads it; `NaN`
 * when it is not.
 * @internal
 */
export function decimalOf(text: string): number {
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
}

/** Country aliases the service accepts besides ISO 3166 (`uk` for `GB`). */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = { UK: 'GB' };

/** Parses a `q` value; `undefined` when it names no city (empty). @internal */
export function parseNameForm(value: string): NameForm | undefined {
  const parts = value.split(',').map((part) => part.trim());
  const name = parts[0] ?? '';
  if (name === '') return undefined;
  const upper = (text: string | undefined) => {
    if (text === undefined || text === '') return undefined;
    const code = text.toUpperCase();
    return COUNTRY_ALIASES[code] ?? code;
  };
  const country = parts.length >= 2 ? upper(parts[parts.length - 1]) : undefined;
  const state = parts.length >= 3 ? parts[1]?.toUpperCase() || undefined : undefined;
  const key = `${name.toLowerCase()},${state ?? ''},${country ?? ''}`;
  return { form: 'name', name, state, country, key };
}

/**
 * Parses an `id` value: a whole number, however many digits (one that names no city is then 404
 * "city not found", as a 10-digit unknown ID is); anything else is 400 "{value} is not a city ID".
 * @internal
 */
export function parseIdForm(value: string): IdForm | LocationProblem {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return { problem: 'notCityId', value };
  const id = Number(trimmed);
  if (id === 0) return { problem: 'invalidId' };
  return { form: 'id', id, key: String(id) };
}

/** The location parameters of a request (each one's first value), as the query reader found them. @internal */
export interface LocationParams {
  readonly zip: string | undefined;
  readonly lat: string | undefined;
  readonly lon: string | undefined;
  readonly q: string | undefined;
  readonly id: string | undefined;
}

/**
 * The location a request names. When several forms are given, one wins, in this order (a documented
 * choice: the service's documentation does not say): coordinates (`lat` or `lon` present), then
 * `id`, then `q`, then `zip`. A form whose value is empty counts as not given. Coordinates are
 * checked latitude first: a missing or malformed `lat`, or one outside -90..90, is "wrong latitude";
 * then `lon` (-180..180) is "wrong longitude".
 * @internal
 */
export function parseLocationParams(params: LocationParams): ParsedLocation | LocationProblem {
  if (params.lat !== undefined || params.lon !== undefined) {
    const lat = coordinateOf(params.lat, 90);
    if (lat === undefined) return { problem: 'wrongLatitude' };
    const lon = coordinateOf(params.lon, 180);
    if (lon === undefined) return { problem: 'wrongLongitude' };
    return coordinatesForm(lat, lon);
  }
  if (params.id !== undefined && params.id.trim() !== '') return parseIdForm(params.id);
  if (params.q !== undefined) {
    const name = parseNameForm(params.q);
    if (name) return name;
  }
  if (params.zip !== undefined) {
    const zip = parseZipForm(params.zip);
    if (zip) return zip;
  }
  return { problem: 'nothingToGeocode' };
}

/** Whether a parse result is a problem rather than a location. @internal */
export function isLocationProblem(value: ParsedLocation | LocationProblem): value is LocationProblem {
  return 'problem' in value;
}

/** The location options of the generator's methods: the keys of a {@link LocationQuery}. @internal */
export const LOCATION_OPTIONS = ['zip', 'lat', 'lon', 'q', 'id'] as const;
/** The location of a generator method given none (Mountain View, CA). @internal */
export const DEFAULT_ZIP = '94040,us';

/**
 * The location of a generator method's options, parsed: the forms it gives (an `undefined` one is
 * left out) read by {@link readLocationQuery}, or {@link DEFAULT_ZIP} when it gives none.
 * @throws {WeatherDoubleError} `INVALID_OPTION` naming `path` and what is allowed.
 * @internal
 */
export function readLocationOption(
  where: { readonly [K in (typeof LOCATION_OPTIONS)[number]]?: unknown },
  path: string,
): ParsedLocation {
  const given = LOCATION_OPTIONS.filter((key) => where[key] !== undefined);
  return given.length === 0
    ? (parseZipForm(DEFAULT_ZIP) as ParsedLocation)
    : readLocationQuery(Object.fromEntries(given.map((key) => [key, where[key]])), path);
}

const LOCATION_SHAPE =
  "one of { zip: '94040,us' }, { lat: 37.39, lon: -122.08 }, { q: 'London,GB' }, { id: 2643743 }";

/**
 * Checks a {@link LocationQuery} given to the library (the generator, a scenario target) and parses
 * it. Exactly one form, with a value of the right kind.
 * @throws {WeatherDoubleError} `INVALID_OPTION` naming `path` and what is allowed.
 * @internal
 */
export function readLocationQuery(value: unknown, path: string): ParsedLocation {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidOption(path || 'location', LOCATION_SHAPE, value);
  }
  const keys = Object.keys(value);
  const record = value as Record<string, unknown>;
  const at = (key: string) => (path === '' ? key : `${path}.${key}`);
  const only = (...names: string[]) => keys.length === names.length && names.every((n) => keys.includes(n));
  if (only('zip')) {
    const zip = typeof record.zip === 'string' ? parseZipForm(record.zip) : undefined;
    if (!zip)
      throw invalidOption(at('zip'), 'a postal code "code" or "code,CC" such as "94040,us"', record.zip);
    return zip;
  }
  if (only('lat', 'lon')) {
    const { lat, lon } = record;
    if (typeof lat !== 'number' || !Number.isFinite(lat) || lat < -90 || lat > 90) {
      throw invalidOption(at('lat'), 'a latitude in degrees from -90 to 90', lat);
    }
    if (typeof lon !== 'number' || !Number.isFinite(lon) || lon < -180 || lon > 180) {
      throw invalidOption(at('lon'), 'a longitude in degrees from -180 to 180', lon);
    }
    return coordinatesForm(lat, lon);
  }
  if (only('q')) {
    const name = typeof record.q === 'string' ? parseNameForm(record.q) : undefined;
    if (!name) throw invalidOption(at('q'), 'a city name "city", "city,CC" or "city,ST,CC"', record.q);
    return name;
  }
  if (only('id')) {
    const { id } = record;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) {
      throw invalidOption(at('id'), 'a city ID, a positive integer such as 2643743', id);
    }
    return { form: 'id', id, key: String(id) };
  }
  if (keys.length === 1 && (keys[0] === 'lat' || keys[0] === 'lon')) {
    const missing = keys[0] === 'lat' ? 'lon' : 'lat';
    throw invalidOption(
      at(missing),
      `a ${missing === 'lat' ? 'latitude' : 'longitude'} too (lat and lon go together)`,
      undefined,
    );
  }
  throw invalidOption(path || 'location', `${LOCATION_SHAPE} (exactly one form)`, value);
}
