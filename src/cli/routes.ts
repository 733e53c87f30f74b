import { OPERATION_PATHS } from '../endpoint/operations.js';

/** One route the standalone server answers, as the start-up lines name it. @internal */
export interface ServedRoute {
  /** The service's path: `/data/2.5/weather`. */
  readonly path: string;
  /** What it answers, in a few words. */
  readonly summary: string;
}

const SUMMARIES: Readonly<Record<keyof typeof OPERATION_PATHS, string>> = {
  weather: 'current weather (zip, lat+lon, q or id)',
  geocodingZip: 'Geocoding API: a postal code to its place',
  geocodingDirect: 'Geocoding API: a place name to places',
  geocodingReverse: 'Geocoding API: coordinates to places',
};

/**
 * Every route the double serves, in the order of the double's own list: the one place the CLI
 * learns its routes from (the banner of `serve`), so a new route appears there by itself.
 * @internal
 */
export function servedRoutes(): ServedRoute[] {
  return (Object.entries(OPERATION_PATHS) as [keyof typeof OPERATION_PATHS, string][]).map(
    ([operation, path]) => ({ path, summary: SUMMARIES[operation] }),
  );
}
