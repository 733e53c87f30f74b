/**
 * Paths with parameters: a route's path may be a template (`/map/{layer}/{z}/{x}/{y}.png`), each
 * `{name}` one non-empty path segment or the part of one before a fixed ending (`{icon}.png`).
 */

/** Whether a route's path is a template (has a `{name}`). @internal */
export function isPathTemplate(path: string): boolean {
  return path.includes('{');
}

/** The names of a template's parameters, in order. */
function namesOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/**
 * A template's pattern, anchored at the end only (a caller that needs the whole path checks that it
 * matched at 0): `{name}` captures one segment's characters (no `/`), lazily, so a fixed ending
 * after it (`.png`) stays outside.
 * @internal
 */
export function templatePattern(template: string): RegExp {
  const source = template
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('([^/]+?)');
  return new RegExp(`${source}$`);
}

/**
 * The parameters `pathname` gives a template (decoded), or `undefined` when it does not fill it.
 *
 * @example
 * ```ts
 * pathParameters('/map/{layer}/{z}/{x}/{y}.png', '/map/temp_new/3/4/2.png');
 * // { layer: 'temp_new', z: '3', x: '4', y: '2' }
 * ```
 * @internal
 */
export function pathParameters(template: string, pathname: string): Record<string, string> | undefined {
  const match = templatePattern(template).exec(pathname);
  if (match === null || match.index !== 0) return undefined;
  const names = namesOf(template);
  const values: Record<string, string> = {};
  for (let i = 0; i < names.length; i += 1) {
    const raw = match[i + 1] as string;
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // A malformed escape stays as sent: the route refuses it as an unknown value.
    }
    values[names[i] as string] = value;
  }
  return values;
}
