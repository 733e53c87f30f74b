/**
 * The operations the double answers on one origin: the current weather and the three Geocoding API
 * routes, each with its path as the service names it (in `X-Cache-Key` too).
 * @internal
 */
export const OPERATION_PATHS = {
  weather: '/data/2.5/weather',
  geocodingZip: '/geo/1.0/zip',
  geocodingDirect: '/geo/1.0/direct',
  geocodingReverse: '/geo/1.0/reverse',
} as const;

/** One operation of the double. @internal */
export type Operation = keyof typeof OPERATION_PATHS;

const OPERATIONS = Object.entries(OPERATION_PATHS) as [Operation, string][];

/**
 * The operation a path names under a route's prefix (`''` for the service's own origin): the whole
 * path must be the prefix and one operation's path, as the service's routing matches exactly.
 * @internal
 */
export function operationOf(pathname: string, prefix = ''): Operation | undefined {
  if (prefix !== '' && !pathname.startsWith(prefix)) return undefined;
  const rest = prefix === '' ? pathname : pathname.slice(prefix.length);
  for (const [operation, path] of OPERATIONS) if (rest === path) return operation;
  return undefined;
}

/** The operation a path ends with, whatever prefix the route had (the route checked the prefix). @internal */
export function operationAtEnd(pathname: string): Operation | undefined {
  for (const [operation, path] of OPERATIONS) if (pathname.endsWith(path)) return operation;
  return undefined;
}
