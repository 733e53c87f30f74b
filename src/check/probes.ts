import { errorAnswers, type WeatherErrorKind } from '../endpoint/bodies.js';
import { WEATHER_PATH } from '../endpoint/headers.js';
import type { Units } from '../record/types.js';

/**
 * One request `checkProvider` sends, and what the model says the provider answers.
 * @internal
 */
export interface Probe {
  /** What the request asks, for the report: `'94040,us in metric units'`, `'a wrong (empty) key'`. */
  readonly name: string;
  /** The query string sent (without `?`), the key as given. */
  readonly search: string;
  /** A record (`'record'`, 200) or one of the service's exact error answers. */
  readonly expect: 'record' | WeatherErrorKind;
  readonly status: number;
}

/** The postal codes checked when none are given: the service's documented example. */
export const DEFAULT_ZIPS: readonly string[] = ['94040,us'];
/** The most postal codes one check takes: with 3 requests each and 3 error cases, at most 18 requests. */
export const MAX_ZIPS = 5;
/** A postal code no place has (the pact's, and the double's by default). */
const UNKNOWN_ZIP = '00000';
const UNIT_SYSTEMS: readonly (Units | undefined)[] = [undefined, 'metric', 'imperial'];

/** A query parameter as a client writes it: percent-encoded, the comma of `{code},{country}` kept. */
const encode = (value: string) => encodeURIComponent(value).replaceAll('%2C', ',');

/**
 * The documented request set, in the order it is sent: for each postal code a record without
 * `units`, in `metric` and in `imperial`; then the three errors that are safe to provoke: an empty
 * key (401), a postal code that names no place (404), no location (400). `3 × zips + 3` requests.
 * @internal
 */
export function probesFor(zips: readonly string[], apiKey: string): Probe[] {
  const key = `appid=${encode(apiKey)}`;
  const probes: Probe[] = [];
  for (const zip of zips) {
    for (const units of UNIT_SYSTEMS) {
      probes.push({
        name: units === undefined ? `${zip} without units` : `${zip} in ${units} units`,
        search: `zip=${encode(zip)}${units === undefined ? '' : `&units=${units}`}&${key}`,
        expect: 'record',
        status: 200,
      });
    }
  }
  const first = zips[0] ?? DEFAULT_ZIPS[0];
  const error = (name: string, search: string, kind: WeatherErrorKind): Probe => ({
    name,
    search,
    expect: kind,
    status: errorAnswers[kind].status,
  });
  probes.push(
    error('a wrong (empty) key', `zip=${encode(first as string)}&appid=`, 'unauthorized'),
    error(`postal code ${UNKNOWN_ZIP}, which names no place`, `zip=${UNKNOWN_ZIP}&${key}`, 'notFound'),
    error('no location', key, 'nothingToGeocode'),
  );
  return probes;
}

/** The request URL of a probe under a base URL (which may carry a path prefix, e.g. a gateway's). @internal */
export function probeUrl(baseUrl: string, probe: Probe): string {
  return `${baseUrl.replace(/\/+$/, '')}${WEATHER_PATH}?${probe.search}`;
}
