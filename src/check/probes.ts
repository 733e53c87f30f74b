import { routeTable } from '../routes/table.js';
import { errorAnswers, type WeatherErrorKind } from '../service/answers.js';

const WEATHER_PATH = routeTable.weather.path;
const GEOCODING_ZIP_PATH = routeTable.geocodingZip.path;
const FORECAST_PATH = routeTable.forecast.path;

import type { Units } from '../record/types.js';

/**
 * One request `checkProvider` sends, and what the model says the provider answers.
 * @internal
 */
export interface Probe {
  /** What the request asks, for the report: `'94040,us in metric units'`, `'a wrong (empty) key'`. */
  readonly name: string;
  /** The path asked (under the base URL): the weather path, or the Geocoding API's `/geo/1.0/zip`. */
  readonly path: string;
  /**
   * The query string sent (without `?`), the key as given. With `coordinates`, it holds `{lat}` and
   * `{lon}` until `withCoordinates` puts in those the geocoding answer gave.
   */
  readonly search: string;
  /**
   * A record (`'record'`, 200), the place of a postal code (`'place'`, 200), a 5 day / 3 hour
   * forecast (`'forecast'`, 200) or one of the service's exact error answers.
   */
  readonly expect: 'record' | 'place' | 'forecast' | WeatherErrorKind;
  readonly status: number;
  /** Sent with the coordinates of the `'place'` answer just before it, or not at all. */
  readonly coordinates?: true;
}

/** The postal codes checked when none are given: the service's documented example. */
export const DEFAULT_ZIPS: readonly string[] = ['94040,us'];
/** The most postal codes one check takes: with 3 requests each, 2 on the geocoding path, the forecast and 3 error cases, at most 21 requests. */
export const MAX_ZIPS = 5;
/** A postal code no place has (the pact's, and the double's by default). */
const UNKNOWN_ZIP = '00000';
const UNIT_SYSTEMS: readonly (Units | undefined)[] = [undefined, 'metric', 'imperial'];

/** A query parameter as a client writes it: percent-encoded, the comma of `{code},{country}` kept. */
const encode = (value: string) => encodeURIComponent(value).replaceAll('%2C', ',');
/** A unit system in a probe's name, and as the query asks it (before the key). */
const unitsName = (units: Units | undefined) => (units === undefined ? 'without units' : `in ${units} units`);
const unitsQuery = (units: Units | undefined) => (units === undefined ? '' : `&units=${units}`);

/**
 * The documented request set, in the order it is sent: for each postal code a record without
 * `units`, in `metric` and in `imperial`; then the path today's clients take (the place of the first
 * postal code from the Geocoding API's `/geo/1.0/zip`, then the record at the coordinates it gave, in
 * the first unit system of the set); then the three errors that are safe to provoke: an empty key
 * (401), a postal code that names no place (404), no location (400); before them the forecast of the
 * first postal code (one day). `3 × zips + 6` requests.
 * @internal
 */
export function probesFor(zips: readonly string[], apiKey: string): Probe[] {
  const key = `appid=${encode(apiKey)}`;
  const probes: Probe[] = [];
  for (const zip of zips) {
    for (const units of UNIT_SYSTEMS) {
      probes.push({
        name: `${zip} ${unitsName(units)}`,
        path: WEATHER_PATH,
        search: `zip=${encode(zip)}${unitsQuery(units)}&${key}`,
        expect: 'record',
        status: 200,
      });
    }
  }
  const first = (zips[0] ?? DEFAULT_ZIPS[0]) as string;
  const [firstUnits] = UNIT_SYSTEMS;
  probes.push(
    {
      name: `the place of ${first} from the Geocoding API`,
      path: GEOCODING_ZIP_PATH,
      search: `zip=${encode(first)}&${key}`,
      expect: 'place',
      status: 200,
    },
    {
      name: `${first} at the coordinates of its place, ${unitsName(firstUnits)}`,
      path: WEATHER_PATH,
      search: `lat={lat}&lon={lon}${unitsQuery(firstUnits)}&${key}`,
      expect: 'record',
      status: 200,
      coordinates: true,
    },
  );
  // The forecast of the first postal code: one day (8 slots), in the first unit system of the set.
  probes.push({
    name: `the 5 day / 3 hour forecast of ${first}, one day (cnt=8), ${unitsName(firstUnits)}`,
    path: FORECAST_PATH,
    search: `zip=${encode(first)}${unitsQuery(firstUnits)}&cnt=8&${key}`,
    expect: 'forecast',
    status: 200,
  });
  const error = (name: string, search: string, kind: WeatherErrorKind): Probe => ({
    name,
    path: WEATHER_PATH,
    search,
    expect: kind,
    status: errorAnswers[kind].status,
  });
  probes.push(
    error('a wrong (empty) key', `zip=${encode(first)}&appid=`, 'unauthorized'),
    error(`postal code ${UNKNOWN_ZIP}, which names no place`, `zip=${UNKNOWN_ZIP}&${key}`, 'notFound'),
    error('no location', key, 'nothingToGeocode'),
  );
  return probes;
}

/**
 * A `coordinates` probe with the coordinates the geocoding answer gave, written as a JavaScript
 * client writes numbers (`37.3855`, `-122.088`). @internal
 */
export function withCoordinates(probe: Probe, lat: number, lon: number): Probe {
  return { ...probe, search: probe.search.replace('{lat}', String(lat)).replace('{lon}', String(lon)) };
}

/** The request URL of a probe under a base URL (which may carry a path prefix, e.g. a gateway's). @internal */
export function probeUrl(baseUrl: string, probe: Probe): string {
  return `${baseUrl.replace(/\/+$/, '')}${probe.path}?${probe.search}`;
}
