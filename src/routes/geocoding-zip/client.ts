import { callOptions, encode, getJson } from '../../client/call.js';
import { invalidOption } from '../../errors.js';
import { ROUTE_PATHS } from '../../service/vocabulary.js';

/**
 * The place of a postal code, as the Geocoding API's `GET /geo/1.0/zip` answers it.
 *
 * @example
 * ```ts
 * const place: GeocodedZip = { zip: '90210', name: 'Beverly Hills', lat: 34.0901, lon: -118.4065, country: 'US' };
 * ```
 */
export interface GeocodedZip {
  /** The postal code. */
  zip: string;
  /** The name of its place. */
  name: string;
  /** Latitude of its centre, degrees. */
  lat: number;
  /** Longitude of its centre, degrees. */
  lon: number;
  /** ISO 3166 alpha-2 country code, upper case. */
  country: string;
}

/**
 * What `fetchZipLocation` needs: the postal code, the key, and optionally the service's origin, a
 * `fetch` and an `AbortSignal`.
 *
 * @example
 * ```ts
 * const options: FetchZipLocationOptions = { zip: '90210,US', appid: key };
 * ```
 */
export interface FetchZipLocationOptions {
  /** `{postal code},{country code}` (`'90210,US'`), sent as given. */
  zip: string;
  /** The caller's API key, sent as `appid`. */
  appid: string;
  /**
   * Origin (and optional path prefix) of the service; `/geo/1.0/zip` is appended.
   * @default 'https://api.openweathermap.org'
   */
  baseUrl?: string | undefined;
  /**
   * The `fetch` to call.
   * @default globalThis.fetch
   */
  fetch?: typeof fetch | undefined;
  /** Aborts the request; the abort reason is rethrown as is. */
  signal?: AbortSignal | undefined;
}

const OPTION_KEYS = ['zip', 'appid', 'baseUrl', 'fetch', 'signal'] as const;

function isZipLocation(value: unknown): value is GeocodedZip {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.zip === 'string' &&
    typeof v.name === 'string' &&
    typeof v.lat === 'number' &&
    typeof v.lon === 'number' &&
    typeof v.country === 'string'
  );
}

/**
 * Resolves a postal code with the Geocoding API: `GET {baseUrl}/geo/1.0/zip?zip=…&appid=…`, the
 * first step of today's clients (then `fetchCurrentWeather({ lat, lon, … })`). An error answer
 * (401, 404 `not found`, …) rejects with a `WeatherApiError`; no answer with `NETWORK_ERROR`; a 200
 * that is not a place with `INVALID_RESPONSE`; bad options with `INVALID_OPTION`.
 *
 * @param options - see {@link FetchZipLocationOptions}.
 * @returns the place, as the service sent it.
 * @example
 * ```ts
 * import { fetchCurrentWeather, fetchZipLocation } from 'weather-double';
 * const place = await fetchZipLocation({ zip: '98052,US', appid: key });
 * const record = await fetchCurrentWeather({ lat: place.lat, lon: place.lon, appid: key });
 * ```
 */
export async function fetchZipLocation(options: FetchZipLocationOptions): Promise<GeocodedZip> {
  const { appid, base, fetchFn, signal } = callOptions(options, OPTION_KEYS, 'zip and appid');
  const { zip } = options;
  if (typeof zip !== 'string') throw invalidOption('zip', 'a postal code string such as "90210,US"', zip);
  const url = (key: string) => `${base}${ROUTE_PATHS.geocodingZip}?zip=${encode(zip)}&appid=${encode(key)}`;
  const issuesOf = (value: unknown) =>
    isZipLocation(value) ? [] : [{ path: '', message: 'expected a place { zip, name, lat, lon, country }' }];
  return getJson<GeocodedZip>({ url, appid, fetchFn, signal, what: 'a place', issuesOf });
}
