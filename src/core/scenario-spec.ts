/**
 * A scenario named in JSON (the control plane's `POST /__weather-double/scenarios` body, the
 * `X-Weather-Double-Scenario` header, a `--key KEY=scenario`), made with the server's own scenario
 * factories (`server.scenarios`), so the checks and their messages are theirs; only the path of a
 * bad field is said as the caller wrote it (`body.times` for `scenarios.rateLimited.times`).
 */

import { assertKnownKeys, invalidOption, WeatherDoubleError } from '../errors.js';
import type { ScenarioOptions, WeatherScenarios } from './index.js';

/** The request header that names a request's own scenario (lower case). @internal */
export const SCENARIO_HEADER = 'x-weather-double-scenario';

type SpecName = keyof WeatherScenarios<unknown>;

/** The options every scenario takes. */
const COMMON = ['once', 'times', 'route', 'zip', 'location'] as const;

/** Each scenario's own arguments, by name (every scenario of `server.scenarios`). */
const ARGUMENTS: Readonly<Record<SpecName, readonly string[]>> = {
  unauthorized: [],
  notFound: [],
  nothingToGeocode: [],
  geocodingNotFound: [],
  rateLimited: [],
  serverError: [],
  networkError: [],
  delayed: ['ms'],
  malformed: [],
  hang: [],
  record: ['overrides'],
  alerts: ['alerts'],
  sequence: ['steps'],
  variants: ['rate', 'seed', 'only'],
  newKey: ['minutes'],
};

/** The scenarios' names, as `server.scenarios` has them. @internal */
export const SCENARIO_NAMES = Object.keys(ARGUMENTS) as readonly SpecName[];

/** A scenario as JSON names it: `{"name":"rateLimited","times":1}`, checked. @internal */
export interface ScenarioSpec {
  readonly name: SpecName;
  /** Everything else given, as given (`location` as an object when it was a query string). */
  readonly options: Readonly<Record<string, unknown>>;
}

/** `"zip=94040,us"` / `"lat=51.5&lon=-0.12"` as the scenario's `location` object. */
function locationOf(value: unknown, where: string): unknown {
  if (typeof value !== 'string') return value;
  const params = new URLSearchParams(value);
  const location: Record<string, unknown> = {};
  for (const [name, text] of params) {
    location[name] = name === 'lat' || name === 'lon' || name === 'id' ? Number(text) : text;
  }
  if (Object.keys(location).length === 0) {
    throw invalidOption(
      `${where}.location`,
      'a query string ("zip=94040,us", "q=London,GB", "id=2643743", "lat=51.5&lon=-0.12") or a location object',
      value,
    );
  }
  return location;
}

/**
 * Reads a scenario from JSON: `name` and the known options and arguments (an unknown one is an
 * `INVALID_OPTION` naming `where.key`).
 * @internal
 */
export function readScenarioSpec(value: unknown, where: string): ScenarioSpec {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidOption(where, 'a JSON object {"name": "rateLimited", "times"?: 1, ...}', value);
  }
  const { name, ...options } = value as Record<string, unknown>;
  if (typeof name !== 'string' || !(SCENARIO_NAMES as readonly string[]).includes(name)) {
    throw invalidOption(`${where}.name`, `a scenario name (${SCENARIO_NAMES.join(', ')})`, name);
  }
  const specName = name as SpecName;
  assertKnownKeys(options, [...COMMON, ...ARGUMENTS[specName]], where);
  if (options.location !== undefined) options.location = locationOf(options.location, where);
  return { name: specName, options };
}

/** Says an error of a scenario factory with the path as the caller wrote it. */
function renamed(error: unknown, name: SpecName, where: string): unknown {
  if (!(error instanceof WeatherDoubleError) || error.path === undefined) return error;
  const inner = `scenarios.${name}`;
  let path: string;
  if (error.path.startsWith(`${inner}.options`)) path = where + error.path.slice(`${inner}.options`.length);
  else if (error.path.startsWith(`${inner}.`)) path = where + error.path.slice(inner.length);
  // An override the generator refuses names the record's field.
  else if (error.code === 'INVALID_OVERRIDE') path = `${where}.overrides.${error.path}`;
  else return error;
  const message = error.message.replace('[weather-double] ', '').replaceAll(error.path, path);
  return new WeatherDoubleError(error.code, message, { path, cause: error });
}

/**
 * Makes a scenario of `scenarios` (the server's factories) from its spec.
 * @throws {WeatherDoubleError} what the factory throws, its path said from `where`.
 * @internal
 */
export function makeScenario<H>(scenarios: WeatherScenarios<H>, spec: ScenarioSpec, where: string): H {
  const { ms, overrides, alerts, steps, rate, seed, only, minutes, ...rest } = spec.options;
  const options = Object.keys(rest).length === 0 ? undefined : (rest as ScenarioOptions);
  try {
    switch (spec.name) {
      case 'delayed':
        return scenarios.delayed(ms as number, options);
      case 'record':
        return scenarios.record(overrides as object, options);
      case 'alerts':
        return scenarios.alerts(alerts as [], options);
      case 'sequence':
        return scenarios.sequence(steps as [], options);
      case 'newKey':
        return scenarios.newKey(minutes as number | undefined, options);
      case 'variants': {
        const variants = {
          rate,
          ...(seed === undefined ? {} : { seed }),
          ...(only === undefined ? {} : { only }),
        };
        return scenarios.variants(variants as { rate: number }, options);
      }
      default:
        return scenarios[spec.name](options);
    }
  } catch (error) {
    throw renamed(error, spec.name, where);
  }
}

/**
 * Reads the scenario of a header or a `--key`: `rateLimited`, or with options after `;`:
 * `delayed;ms=500`, `newKey;minutes=30`, `serverError;route=forecast`, `variants;rate=1;seed=3;only=noVisibility,haze`,
 * `notFound;location=zip%3D94040`. Numbers (`ms`, `rate`, `seed`, `times`, `minutes`) are read as numbers,
 * `only` and `route` as lists split at `,`.
 * @throws {WeatherDoubleError} `INVALID_OPTION` naming `where` for a bad name or option.
 * @internal
 */
export function readScenarioText(text: string, where: string): ScenarioSpec {
  const [name = '', ...parts] = text.split(';').map((part) => part.trim());
  const spec: Record<string, unknown> = { name };
  for (const part of parts) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    if (equals < 1) throw invalidOption(where, 'name;option=value;… (e.g. "delayed;ms=500")', text);
    const key = part.slice(0, equals);
    const raw = decodeURIComponent(part.slice(equals + 1));
    spec[key] =
      key === 'only' || key === 'route'
        ? raw.split(',')
        : key === 'ms' || key === 'rate' || key === 'seed' || key === 'times' || key === 'minutes'
          ? Number(raw)
          : key === 'once'
            ? raw === 'true'
            : raw;
  }
  return readScenarioSpec(spec, where);
}

/**
 * The scenario a request's `X-Weather-Double-Scenario` header names, made with `scenarios`.
 * @throws {WeatherDoubleError} `INVALID_OPTION` naming `headers.x-weather-double-scenario…`.
 * @internal
 */
export function headerScenario<H>(scenarios: WeatherScenarios<H>, header: string): H {
  const where = `headers.${SCENARIO_HEADER}`;
  return makeScenario(scenarios, readScenarioText(header, where), where);
}
