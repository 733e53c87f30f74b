/**
 * The route table: every route the double answers, one row each, typed and exhaustive (a name in
 * `ROUTE_PATHS` without a row, or a row whose name or path is not there, does not compile).
 * Routing, the OpenAPI document, `check`, the docs' route list and the unknown-route answer all come
 * from here.
 * @internal
 */
import { ROUTE_NAMES, type RouteName } from '../service/vocabulary.js';
import { accumulatedPrecipitation } from './accumulated-precipitation/route.js';
import { accumulatedTemperature } from './accumulated-temperature/route.js';
import { aggregatedDay } from './aggregated-day/route.js';
import { aggregatedMonth } from './aggregated-month/route.js';
import { aggregatedYear } from './aggregated-year/route.js';
import { airPollution } from './air-pollution/route.js';
import { airPollutionForecast } from './air-pollution-forecast/route.js';
import { airPollutionHistory } from './air-pollution-history/route.js';
import { boxCity } from './box-city/route.js';
import { cityList } from './city-list/route.js';
import { cityListMin } from './city-list-min/route.js';
import { find } from './find/route.js';
import { forecast } from './forecast/route.js';
import { forecastClimate } from './forecast-climate/route.js';
import { forecastDaily } from './forecast-daily/route.js';
import { forecastHourly } from './forecast-hourly/route.js';
import { geocodingDirect } from './geocoding-direct/route.js';
import { geocodingReverse } from './geocoding-reverse/route.js';
import { geocodingZip } from './geocoding-zip/route.js';
import { group } from './group/route.js';
import { historyCity } from './history-city/route.js';
import { historyStation } from './history-station/route.js';
import { icons } from './icons/route.js';
import { mapTiles } from './map-tiles/route.js';
import { measurements } from './measurements/route.js';
import { oneCall } from './one-call/route.js';
import { oneCall4Daily } from './one-call-4-1day/route.js';
import { oneCall4Hourly } from './one-call-4-1h/route.js';
import { oneCall4Minutely } from './one-call-4-1min/route.js';
import { oneCall4Quarterly } from './one-call-4-15min/route.js';
import { oneCall4Alert } from './one-call-4-alert/route.js';
import { oneCall4Current } from './one-call-4-current/route.js';
import { oneCallDaySummary } from './one-call-day-summary/route.js';
import { oneCallOverview } from './one-call-overview/route.js';
import { oneCallRetired } from './one-call-retired/route.js';
import { oneCallTimemachine } from './one-call-timemachine/route.js';
import { oneCallTimemachineRetired } from './one-call-timemachine-retired/route.js';
import { pollutionCo } from './pollution-co/route.js';
import { pollutionNo2 } from './pollution-no2/route.js';
import { pollutionO3 } from './pollution-o3/route.js';
import { pollutionSo2 } from './pollution-so2/route.js';
import type { ContractExamples, Route } from './route.js';
import { isPathTemplate, pathParameters, templatePattern } from './route-path.js';
import type { ItemAt } from './station-request.js';
import { stations } from './stations/route.js';
import { triggers } from './triggers/route.js';
import { uvi } from './uvi/route.js';
import { uviForecast } from './uvi-forecast/route.js';
import { uviHistory } from './uvi-history/route.js';
import { weather } from './weather/route.js';
import { weatherMaps } from './weather-maps/route.js';
import { weatherMapsHourly } from './weather-maps-hourly/route.js';

/** Every route, by name: one row per name of `ROUTE_PATHS`, no more, no fewer. @internal */
export const routeTable = {
  weather,
  geocodingZip,
  geocodingDirect,
  geocodingReverse,
  forecast,
  forecastDaily,
  forecastHourly,
  oneCall,
  oneCallTimemachine,
  oneCallDaySummary,
  oneCallOverview,
  airPollution,
  airPollutionForecast,
  airPollutionHistory,
  oneCallRetired,
  oneCallTimemachineRetired,
  uvi,
  uviForecast,
  uviHistory,
  group,
  find,
  boxCity,
  historyCity,
  forecastClimate,
  aggregatedYear,
  aggregatedMonth,
  aggregatedDay,
  accumulatedTemperature,
  accumulatedPrecipitation,
  mapTiles,
  weatherMaps,
  weatherMapsHourly,
  icons,
  cityList,
  cityListMin,
  stations,
  measurements,
  oneCall4Current,
  oneCall4Minutely,
  oneCall4Quarterly,
  oneCall4Hourly,
  oneCall4Daily,
  oneCall4Alert,
  historyStation,
  pollutionCo,
  pollutionO3,
  pollutionNo2,
  pollutionSo2,
  triggers,
} as const satisfies { readonly [N in RouteName]: Route<N> };

/** The generator methods a row declares (its `generate`'s), or `never` when it declares none. */
type MethodsOfRow<R> = R extends { readonly generate?: (context: never) => infer M }
  ? object extends M
    ? never
    : M
  : never;

/** The intersection of a union's members. */
type Intersection<U> = (U extends unknown ? (member: U) => void : never) extends (all: infer I) => void
  ? I
  : never;

/**
 * Every generator method the table's rows declare, all together: the type of what
 * `createWeatherGenerator` assembles from the rows (`WeatherGenerator` names the same methods one
 * route folder at a time; a type test keeps them equal).
 * @internal
 */
export type TableGeneratorMethods = Intersection<MethodsOfRow<(typeof routeTable)[RouteName]>>;

/** Every route, in the table's order (the order of the OpenAPI document and the docs). @internal */
export const routes: readonly Route[] = ROUTE_NAMES.map((name) => routeTable[name] as Route);

/** The routes by their path (the routes whose path is no template). */
const byPath: ReadonlyMap<string, Route> = new Map(
  routes.filter((route) => !isPathTemplate(route.path)).map((route) => [route.path, route]),
);

/** The routes whose path is a template, each with its pattern (anchored at the end only). */
const templated: readonly { readonly route: Route; readonly pattern: RegExp }[] = routes
  .filter((route) => isPathTemplate(route.path))
  .map((route) => ({ route, pattern: templatePattern(route.path) }));

/** The stateful routes with paths under their own (`/data/3.0/stations/{id}`). */
const withItems: readonly Route[] = routes.filter((route) => route.stateful?.items !== undefined);

/**
 * The item of a stateful route that `pathname` names under the route's path, found at the path's
 * end (the route's path may follow any prefix): `/{id}/history` of `…/data/3.0/triggers/abc/history`.
 * `undefined` on the route's own path, or a path under it that no item fills.
 * @internal
 */
export function itemAt(route: Route, pathname: string): ItemAt | undefined {
  const under = pathname.lastIndexOf(`${route.path}/`);
  return under < 0 ? undefined : itemFilled(route, pathname.slice(under + route.path.length));
}

/** The item of `route` that `rest`, the path after the route's (`/abc/history`), fills. */
function itemFilled(route: Route, rest: string): ItemAt | undefined {
  for (const item of route.stateful?.items ?? []) {
    const params = pathParameters(item.path, rest);
    if (params !== undefined) return { item, params };
  }
  return undefined;
}

/**
 * The route whose path is exactly `path`, whose template `path` fills (each `{name}` one non-empty
 * segment), or a stateful route one of whose items `path` names (`/data/3.0/stations/{id}`);
 * `undefined` for any other path (the unknown-route 404).
 * @internal
 */
export function routeAt(path: string): Route | undefined {
  const exact = byPath.get(path);
  if (exact !== undefined) return exact;
  for (const { route, pattern } of templated) {
    const match = pattern.exec(path);
    if (match !== null && match.index === 0) return route;
  }
  return withItems.find(
    (route) =>
      path.startsWith(`${route.path}/`) && itemFilled(route, path.slice(route.path.length)) !== undefined,
  );
}

/** The route whose path ends `pathname` (under any prefix), for answers given before routing. @internal */
export function routeAtEnd(pathname: string): Route | undefined {
  for (const route of routes) if (!isPathTemplate(route.path) && pathname.endsWith(route.path)) return route;
  for (const { route, pattern } of templated) if (pattern.test(pathname)) return route;
  return withItems.find((route) => itemAt(route, pathname) !== undefined);
}

/**
 * The docs' route list, as a markdown table (method, path, name, what it answers, its parameters):
 * `docs/` prints it, and a test checks the printed copy is this one. `examples`: what the routes'
 * contracts are made with (`contractExamples` of `./examples.ts`).
 * @internal
 */
export function routeListMarkdown(examples: ContractExamples): string {
  const rows = routes.map((route) => {
    const contract = route.contract(examples);
    // The query's parameters (a template's path parameters are in the route's path), then the key.
    const parameters = [
      ...contract.parameters.filter((p) => p.in !== 'path').map((p) => `\`${p.name}\``),
      ...(route.keyless ? [] : ['`appid`']),
    ];
    const path = contract.host === undefined ? route.path : `${contract.host}${route.path}`;
    return [`\`GET ${path}\``, `\`${route.name}\``, route.summary, parameters.join(', ') || 'none'];
  });
  const header = ['route', 'name', 'answers', 'parameters'];
  // Cells padded to their column's width, as the repository's formatter (Biome) lays tables out.
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] as string).length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${widths.map((width, column) => (cells[column] ?? '').padEnd(width)).join(' | ')} |`;
  const rule = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
