import { routes } from '../routes/table.js';

/** One route the standalone server answers, as the start-up lines name it. @internal */
export interface ServedRoute {
  /** The service's path: `/data/2.5/weather`. */
  readonly path: string;
  /** What it answers, in a few words (the route's summary in the route table). */
  readonly summary: string;
}

/**
 * Every route the double serves, in the route table's order: the one place the CLI learns its
 * routes from (the start-up lines of `serve`), so a new row of the table appears there by itself.
 * @internal
 */
export function servedRoutes(): ServedRoute[] {
  return routes.map(({ path, summary }) => ({ path, summary }));
}
