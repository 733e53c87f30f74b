import { describeValue, invalidOption, WeatherDoubleError } from '../errors.js';
import type { FixturesOption } from '../fixtures/load.js';
import { apiKeysProblem, LIGHT_OPTION_NAMES } from '../light-options.js';
import { type PinnedPlaces, parseZipForm } from '../routes/places.js';
import { SERVICE_PLANS, type ServicePlan } from '../service/plans.js';
import type { RecordShape } from '../service/vocabulary.js';
import type { FaultOptions, LatencyOptions, QuotaOptions, WeatherStore } from './faults/index.js';
import { RESILIENCE_OPTION_NAMES } from './faults/index.js';
import type { VariantOptions } from './variants.js';

/**
 * Which postal codes do not exist, beyond the place model's own rule: a list of `zip` values
 * (`'12345'` or `'12345,de'`; no country means `US`), or a function of the canonical
 * `{CODE},{COUNTRY}` form (`'12345,US'`), asked only about codes the place model knows. It must be
 * deterministic: the double remembers its answers, so it is called once for many identical requests.
 *
 * @example
 * ```ts
 * const notFound: NotFoundRule = (zip) => zip.startsWith('99');
 * ```
 */
export type NotFoundRule = readonly string[] | ((zip: string) => boolean);

/**
 * What a double checks of a request's key: the keys it accepts (`apiKeys`; `undefined` accepts any
 * non-empty key) and the plans of some keys (`plans`; `undefined` when no key has one).
 * @internal
 */
export interface KeyRules {
  readonly accepted: ReadonlySet<string> | undefined;
  readonly plans: ReadonlyMap<string, ServicePlan> | undefined;
}

/** The resolved `apiKeys` and `plans` options. @internal */
export function readKeys(apiKeys: unknown, plans: unknown): KeyRules {
  const problem = apiKeysProblem(apiKeys);
  if (problem) throw invalidOption(problem.path, problem.expected, problem.value);
  return {
    accepted: apiKeys === undefined ? undefined : new Set(apiKeys as string[]),
    plans: readPlans(plans),
  };
}

/** The resolved `plans` option: each key's plan; `undefined` when no key has one. */
function readPlans(value: unknown): ReadonlyMap<string, ServicePlan> | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidOption('plans', "an object of plans by key, e.g. { 'free-key': 'free' }", value);
  }
  const plans = new Map<string, ServicePlan>();
  for (const [key, plan] of Object.entries(value)) {
    if (key === '') throw invalidOption('plans', 'non-empty keys', '');
    if (!SERVICE_PLANS.includes(plan as ServicePlan)) {
      throw invalidOption(`plans.${key}`, `one of ${SERVICE_PLANS.join(', ')}`, plan);
    }
    plans.set(key, plan as ServicePlan);
  }
  return plans;
}

/** The resolved `notFound` option, as a test of a canonical `{CODE},{COUNTRY}` key. @internal */
export function readNotFound(value: unknown): ((key: string) => boolean) | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'function') {
    const rule = value as (zip: string) => unknown;
    return (key) => {
      const result = rule(key);
      if (typeof result !== 'boolean') {
        throw new WeatherDoubleError(
          'INVALID_OPTION',
          `Invalid option notFound: the function must return true or false, got ${describeValue(result)} for ${JSON.stringify(key)}.`,
          { path: 'notFound' },
        );
      }
      return result;
    };
  }
  if (!Array.isArray(value)) {
    throw invalidOption(
      'notFound',
      "an array of zip values (e.g. ['12345', '10115,de']) or a function (zip) => boolean",
      value,
    );
  }
  const keys = new Set<string>();
  value.forEach((zip, index) => {
    const location = typeof zip === 'string' ? parseZip(zip) : undefined;
    if (location === undefined) {
      throw invalidOption(
        `notFound[${index}]`,
        "a zip value with a postal code, e.g. '12345' or '10115,de'",
        zip,
      );
    }
    keys.add(location.key);
  });
  return (key) => keys.has(key);
}

/**
 * A postal-code location as the double understands a `zip` value: `{code}` or `{code},{country}`,
 * the country matched case-insensitively and `US` when not given (the service's documented rule).
 */
export interface ZipLocation {
  /** The postal code as given, trimmed: `'94040'`, `'SW1A 1AA'`. */
  readonly code: string;
  /** The ISO 3166 alpha-2 country, upper case: `'US'` when the value named none. */
  readonly country: string;
  /**
   * The canonical form the double compares with, the place model's key: `{CODE},{COUNTRY}`, upper
   * case, inner spaces collapsed, a US ZIP+4 reduced to its 5 digits (`'94040,US'`). `notFound`
   * entries and scenario `zip` targets are compared in this form.
   */
  readonly key: string;
}

/**
 * Parses a `zip` value: `{code}` or `{code},{country}`; spaces around either part are ignored,
 * the country is case-insensitive and defaults to `US`. Returns `undefined` when there is no postal
 * code to look up (an empty value, or only a country). The location model's `parseZipForm`.
 * @internal
 */
export function parseZip(value: string): ZipLocation | undefined {
  const zip = parseZipForm(value);
  return zip && { code: zip.code, country: zip.country, key: zip.key };
}

/**
 * The options of a weather double (and of its server). Every option is checked when the double is
 * created: an unknown key or a wrong type throws a `WeatherDoubleError` (`INVALID_OPTION`) naming
 * the option and what is allowed.
 *
 * @example
 * ```ts
 * const options: WeatherDoubleOptions = { seed: 42, now: () => Date.UTC(2024, 5, 1, 12), apiKeys: ['test-key'] };
 * ```
 */
export interface WeatherDoubleOptions {
  /**
   * Where the double answers: an `http(s)` URL (a path prefix is allowed:
   * `'http://localhost:3000/owm'` answers `/owm/data/2.5/weather`, `/owm/data/3.0/onecall`, … every
   * route under `/owm`), or `'*'` for any origin. Every path under the URL is the double's, as on
   * the server: a path that is no route answers the service's unknown-route 404 (with `'*'`, only
   * the routes' paths are answered).
   * @default 'https://' and 'http://' of 'api.', 'pro.' and 'history.openweathermap.org'
   */
  baseUrl?: string;
  /**
   * Seed of the weather: the same seed, clock and request give the same bytes everywhere.
   * @default 0
   */
  seed?: number;
  /**
   * The double's clock, in milliseconds (or a Date); records are observed a few minutes before it.
   * @default () => Date.now()
   */
  now?: () => number | Date;
  /**
   * The accepted credentials. Any other `appid` answers 401.
   * @default undefined (any non-empty key is accepted)
   */
  apiKeys?: readonly string[];
  /**
   * The service's plan of some keys: a key calling a route its plan lacks gets that route's 401,
   * as the service answers it (`"Invalid API key"` on the paid forecasts and the History API, One
   * Call 3.0's "separate subscription" body on its routes). `free` lacks One Call 3.0, the 16-day,
   * hourly and climate forecasts and the History API; `onecall` has One Call 3.0 too; `pro` has
   * every route. Which keys are accepted at all is still `apiKeys`' to say.
   * @default undefined (every accepted key may call every route)
   * @example
   * ```ts
   * const double = createWeatherDouble({ plans: { 'free-key': 'free', 'one-call-key': 'onecall' } });
   * ```
   */
  plans?: Readonly<Record<string, ServicePlan>>;
  /**
   * Places pinned by postal code, keyed `"code"` (US) or `"code,CC"`: any of `name`, `country`,
   * `lat`, `lon`, the rest from the built-in place model. A pinned code always exists.
   * @default undefined (the built-in place model only)
   */
  places?: PinnedPlaces;
  /**
   * Postal codes that do not exist (404 "city not found"), beyond the place model's own rule.
   * @default undefined (only the place model decides)
   */
  notFound?: NotFoundRule;
  /**
   * The record's shape: the specification's, or the one the live service sends today (`feels_like`,
   * `sea_level`, `grnd_level`, `gust`, `rain`/`snow`, `timezone`, no `sys.message`, the sun of the
   * place's local day). Never changed silently: the specification's is the default.
   * @default 'specification'
   */
  shape?: RecordShape;
  /**
   * A request quota per API key, on the double's clock (`now`): past `limit` requests in a window of
   * `windowSeconds` (a fixed window opening at the key's first request), the key gets the service's
   * exact 429 until the window ends. Requests without a key or refused with 401 are not counted.
   * @default undefined (no quota)
   * @example
   * ```ts
   * createWeatherDouble({ quota: { limit: 60 } }); // 60 requests a minute per key
   * ```
   */
  quota?: QuotaOptions;
  /**
   * Random failures of the double's answers: the share `rate` of requests fails, each with a kind
   * drawn from `kinds` (`rateLimited` and `serverError` with the service's exact answers,
   * `networkError`, `malformed`, `hang`). A request's fault is drawn from `faults.seed`, the request
   * itself (method, path, query without the key) and how many times that same request came before,
   * so a seed fails the same requests whatever order they arrive in (concurrent ones too).
   * @default undefined (no faults)
   * @example
   * ```ts
   * createWeatherDouble({ faults: { rate: 0.1, seed: 3 } });
   * ```
   */
  faults?: FaultOptions;
  /**
   * Answer times in milliseconds: a seeded log-normal with this median and 99th percentile, drawn
   * from the seed and the request as faults are (so the same requests are slow whatever order they
   * arrive in). An aborted request stops waiting at once.
   * @default undefined (answers at once)
   * @example
   * ```ts
   * createWeatherDouble({ latency: { median: 50, p99: 400 } });
   * ```
   */
  latency?: LatencyOptions;
  /**
   * Where the `quota` is counted: a store shared by several doubles (the workers of
   * `serve --workers N`, servers on several machines), so that they count one quota per key and
   * window together. `createRedisStore` (`weather-double/server`) makes one on Redis. When the
   * store fails, a request that counts against the quota gets the service's 500 and a console
   * line saying why. Without a `quota` it is not asked.
   * @default undefined (the quota is counted in this double's memory)
   * @example
   * ```ts
   * const store = await createRedisStore({ url: 'redis://127.0.0.1:6379' });
   * await startWeatherServer({ quota: { limit: 60 }, store });
   * ```
   */
  store?: WeatherStore;
  /**
   * Pinned real answers, served before the double's own world: a directory of fixture files
   * written by `weather-double record` (one JSON file an answer; the key masked), or
   * `{ dir, missing }`. A request whose method, path and query (the key aside) match a file gets its
   * status, headers and body; the key check, quota, faults and latency still apply. `missing`: what
   * a request without a file gets, the double's own answer (`'double'`) or the service's 500 with a
   * console message naming the request (`'error'`). A file that is not a pinned answer throws
   * `INVALID_FIXTURE` naming it, when the double is created. Node only.
   * @default undefined (no pinned answers)
   * @example
   * ```ts
   * createWeatherDouble({ fixtures: { dir: 'test/fixtures/weather', missing: 'error' } });
   * ```
   */
  fixtures?: FixturesOption;
  /**
   * Rare real variants of the current weather answer (docs/variants.md): the share `rate` of
   * requests to `/data/2.5/weather` (JSON answers) gets one, drawn among those that apply to the
   * answer (and among `only`), from `variants.seed`, the request itself (method, path, query
   * without the key) and how many times that same request came before, so a seed sends the same
   * variants to the same requests whatever order they arrive in. The log names the variant sent
   * (`requests[i].variant`). Faults and latency apply on top.
   * @default undefined (no variants: the common answer, byte for byte)
   * @example
   * ```ts
   * createWeatherDouble({ variants: { rate: 0.2, seed: 7 } });
   * ```
   */
  variants?: VariantOptions;
}

/** The option names of the double's world (its records and places). @internal */
export const WORLD_OPTION_NAMES = [...LIGHT_OPTION_NAMES, 'places', 'notFound', 'shape', 'fixtures'] as const;

/** Every option name of a double. @internal */
export const DOUBLE_OPTION_NAMES = [
  'baseUrl',
  ...WORLD_OPTION_NAMES,
  'plans',
  ...RESILIENCE_OPTION_NAMES,
  'variants',
] as const;
