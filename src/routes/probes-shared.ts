/**
 * What the routes' probes share (`Route.probes`, read by `check`): a probe body made of a validator
 * and a schema, the few request-specific facts a validator cannot know (a part the request did not
 * exclude, the coordinates it asked), the query forms, and the place every coordinate route is asked
 * about.
 * @internal
 */
import type { RecordShape, Units } from '../service/vocabulary.js';
import type { ProbeBody, ProbeIssue, ProbeSchema, RouteProbe } from './route.js';

/** What a validator of the package answers: `{ ok: true, … }` or every issue by path. @internal */
export type Validation =
  | { readonly ok: true }
  | { readonly ok: false; readonly issues: readonly ProbeIssue[] };

/**
 * A probe body from a validator and its schema, and request-specific checks run when the validator
 * found nothing (they may then read the body as the validator's type).
 * @internal
 */
export function validatedBody(
  validate: (body: unknown, shape: RecordShape) => Validation,
  schema: ProbeSchema | ((shape: RecordShape) => ProbeSchema),
  also?: (body: Readonly<Record<string, unknown>>) => readonly (ProbeIssue | undefined)[],
): ProbeBody {
  return {
    issues(body, shape) {
      const result = validate(body, shape);
      const issues = result.ok ? [] : [...result.issues];
      if (also !== undefined && typeof body === 'object' && body !== null && !Array.isArray(body)) {
        for (const issue of also(body as Record<string, unknown>)) if (issue) issues.push(issue);
      }
      return issues;
    },
    schema: typeof schema === 'function' ? schema : () => schema,
  };
}

/** A JSON value for a message: its JSON text, `nothing` when absent. @internal */
export function shownValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/** The value at a path (`data[0].dt`) of a parsed body, `undefined` when there is none. @internal */
export function valueAtPath(body: unknown, path: string): unknown {
  let value = body;
  for (const step of path.match(/[^.[\]]+/g) ?? []) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

/** An issue when the value at `path` is not `expected` (`why` says where the value comes from). @internal */
export function unlessEqual(
  body: unknown,
  path: string,
  expected: unknown,
  why: string,
): ProbeIssue | undefined {
  const got = valueAtPath(body, path);
  return got === expected
    ? undefined
    : { path, message: `expected ${shownValue(expected)} (${why}), got ${shownValue(got)}` };
}

/** An issue when a key the request did not exclude is missing. @internal */
export function unlessPresent(
  body: Readonly<Record<string, unknown>>,
  key: string,
  why: string,
): ProbeIssue | undefined {
  return Object.hasOwn(body, key)
    ? undefined
    : { path: key, message: `is required: expected ${why}, got nothing` };
}

/** A query value as a client writes it: percent-encoded, the comma of `{code},{country}` kept. @internal */
export const encodeQueryValue = (value: string) => encodeURIComponent(value).replaceAll('%2C', ',');

/** The unit systems each record is asked in: none (`standard`), `metric`, `imperial`. @internal */
export const PROBE_UNITS: readonly (Units | undefined)[] = [undefined, 'metric', 'imperial'];
/** A unit system in a probe's name. @internal */
export const unitsName = (units: Units | undefined) =>
  units === undefined ? 'without units' : `in ${units} units`;
/** A unit system as the query asks it (after the location). @internal */
export const unitsQuery = (units: Units | undefined) => (units === undefined ? '' : `&units=${units}`);

/**
 * Where the coordinate-only routes (One Call, the Air Pollution API) are asked: London, as in their
 * OpenAPI examples; 4 decimals, so the answer's `lat` and `lon` are the request's.
 * @internal
 */
export const PROBE_PLACE = { name: 'London', lat: 51.5085, lon: -0.1257 } as const;
/** The query of {@link PROBE_PLACE}. @internal */
export const PROBE_PLACE_QUERY = `lat=${PROBE_PLACE.lat}&lon=${PROBE_PLACE.lon}`;

/** The checks of a coordinate route's answer: `lat` and `lon` are the request's (at `path`). @internal */
function askedCoordinates(body: unknown, path = ''): (ProbeIssue | undefined)[] {
  const at = (key: string) => (path === '' ? key : `${path}.${key}`);
  return [
    unlessEqual(body, at('lat'), PROBE_PLACE.lat, "the request's lat, 4 decimals"),
    unlessEqual(body, at('lon'), PROBE_PLACE.lon, "the request's lon, 4 decimals"),
  ];
}

/**
 * A probe of a coordinate route at {@link PROBE_PLACE}: `name` (`{place}` stands for the place's
 * name), the route's own parameters after the place's (`query`), the body checked by the route's
 * validator and schema, its `lat` and `lon` by the request's (at `coordinates`: `''` the root,
 * `'coord'`; `false` when the answer has none), and by `also`.
 * @internal
 */
export function placeProbe(probe: {
  readonly name: string;
  readonly query?: string;
  readonly validate: (body: unknown, shape: RecordShape) => Validation;
  readonly schema: ProbeSchema;
  readonly coordinates?: string | false;
  readonly also?: (body: Readonly<Record<string, unknown>>) => readonly (ProbeIssue | undefined)[];
}): RouteProbe {
  const { name, query = '', validate, schema, coordinates = '', also } = probe;
  return {
    name: name.replace('{place}', PROBE_PLACE.name),
    query: `${PROBE_PLACE_QUERY}${query}`,
    expect: validatedBody(validate, schema, (body) => [
      ...(coordinates === false ? [] : askedCoordinates(body, coordinates)),
      ...(also?.(body) ?? []),
    ]),
  };
}
