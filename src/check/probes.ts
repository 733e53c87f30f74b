import type { ProbeBody, RouteName } from '../routes/route.js';
import { routes } from '../routes/table.js';
import { errorAnswers, type WeatherErrorKind } from '../service/error-answers.js';

/**
 * One request `checkProvider` sends, and what the model says the provider answers: a route's probe
 * (`Route.probes` in `src/routes/`), with its path and the key.
 * @internal
 */
export interface Probe {
  /** The route asked, by its name in the route table: `'weather'`, `'oneCall'`. */
  readonly route: RouteName;
  /** What the request asks, for the report: `'94040,us in metric units'`, `'a wrong (empty) key'`. */
  readonly name: string;
  /** The route's path (under the base URL): `/data/2.5/weather`, `/geo/1.0/zip`, … */
  readonly path: string;
  /**
   * The query string sent (without `?`), the key as given. With `coordinatesFrom`, it holds `{lat}`
   * and `{lon}` until `withCoordinates` puts in those that route's answer gave.
   */
  readonly search: string;
  /** A 200 body of the route's model, or one of the service's exact error answers. */
  readonly expect: ProbeBody | WeatherErrorKind;
  readonly status: number;
  /** Sent with the coordinates the last answer of that route gave, or not at all. */
  readonly coordinatesFrom?: RouteName;
}

/** The postal codes checked when none are given: the service's documented example. */
export const DEFAULT_ZIPS: readonly [string, ...string[]] = ['94040,us'];
/** The most postal codes one check takes: 3 requests each, besides the 17 of the other probes, at most 32 requests. */
export const MAX_ZIPS = 5;

/** A query parameter as a client writes it: percent-encoded. */
const encode = (value: string) => encodeURIComponent(value).replaceAll('%2C', ',');

/**
 * The documented request set, in the order it is sent, from the route table: the 200 probes of
 * every route in the table's order (a probe that takes another route's coordinates right after that
 * route's), then the error probes of every route in the table's order. With the default postal
 * code, 20 requests: `3 × zips + 17`.
 * @internal
 */
export function probesFor(zips: readonly string[], apiKey: string): Probe[] {
  const [first = DEFAULT_ZIPS[0], ...rest] = zips;
  const context = { zips: [first, ...rest] as const };
  const key = `appid=${encode(apiKey)}`;
  const answers = new Map<RouteName, Probe[]>();
  const following = new Map<RouteName, Probe[]>();
  const errors: Probe[] = [];
  for (const route of routes) {
    answers.set(route.name, []);
    for (const declared of route.probes(context)) {
      const appid = declared.key === 'empty' ? 'appid=' : key;
      const probe: Probe = {
        route: route.name,
        name: declared.name,
        // A route whose path is a template is asked at its example path.
        path: route.examplePath ?? route.path,
        search: declared.query === '' ? appid : `${declared.query}&${appid}`,
        expect: declared.expect,
        status: typeof declared.expect === 'string' ? errorAnswers[declared.expect].status : 200,
        ...(declared.coordinatesFrom === undefined ? {} : { coordinatesFrom: declared.coordinatesFrom }),
      };
      if (typeof declared.expect === 'string') errors.push(probe);
      else if (declared.coordinatesFrom !== undefined) {
        following.set(declared.coordinatesFrom, [...(following.get(declared.coordinatesFrom) ?? []), probe]);
      } else answers.get(route.name)?.push(probe);
    }
  }
  return [
    ...routes.flatMap((route) => [...(answers.get(route.name) ?? []), ...(following.get(route.name) ?? [])]),
    ...errors,
  ];
}

/**
 * A `coordinatesFrom` probe with the coordinates the answer it follows gave, written as a JavaScript
 * client writes numbers (`37.3855`, `-122.088`). @internal
 */
export function withCoordinates(probe: Probe, lat: number, lon: number): Probe {
  return { ...probe, search: probe.search.replace('{lat}', String(lat)).replace('{lon}', String(lon)) };
}

/** The request URL of a probe under a base URL (which may carry a path prefix, e.g. a gateway's). @internal */
export function probeUrl(baseUrl: string, probe: Probe): string {
  return `${baseUrl.replace(/\/+$/, '')}${probe.path}?${probe.search}`;
}
