import { invalidOption } from '../errors.js';
import { createWeatherGenerator, lookupPlace, type PinnedPlaces } from '../generator/index.js';
import { serializeWeatherRecord } from '../record/serialize.js';
import type { DeepPartial, WeatherRecord } from '../record/types.js';
import {
  answerWeatherRequest,
  type EndpointAnswer,
  type EndpointRequest,
  errorAnswer,
  type ReadRequest,
  type RecordSource,
  readRequest,
} from './answer.js';
import type { WeatherErrorKind } from './bodies.js';
import { type NotFoundRule, readApiKeys, readNotFound } from './options.js';

/**
 * The options of the endpoint model (and of every double built on it): how records are made and
 * which requests fail.
 */
export interface WeatherEndpointOptions {
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
}

/** The option names of the endpoint model. @internal */
export const ENDPOINT_OPTION_NAMES = ['seed', 'now', 'apiKeys', 'places', 'notFound'] as const;

/** The endpoint model of one double. @internal */
export interface WeatherEndpoint {
  /** Reads a request's method, query and headers once. */
  read(request: EndpointRequest): ReadRequest;
  /** The service's answer to a read request, with `overrides` merged into a successful record. */
  answer(read: ReadRequest, overrides?: DeepPartial<WeatherRecord>): EndpointAnswer;
  /** A fixed error answer with the request's headers. */
  error(kind: WeatherErrorKind, read: ReadRequest): EndpointAnswer;
  /** Validates overrides as the generator does; throws `INVALID_OVERRIDE` naming the path. */
  checkOverrides(overrides: DeepPartial<WeatherRecord>): void;
  /** `answer(read(request))`: the pure function from a request to status, headers and body. */
  respond(request: EndpointRequest): EndpointAnswer;
}

/**
 * Builds the endpoint model: a pure function from a request (method and URL) to the service's
 * answer (status, headers in order, exact body bytes), for the records of one seeded generator.
 * Options are checked strictly here, so a double refuses bad options when it is created.
 * @internal
 */
export function createWeatherEndpoint(options: WeatherEndpointOptions = {}, where = ''): WeatherEndpoint {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw invalidOption(where || 'options', 'an options object', options);
  }
  const { apiKeys, notFound, places, ...generatorOptions } = options;
  const policy = { apiKeys: readApiKeys(apiKeys) };
  const isNotFound = readNotFound(notFound);
  const generator = createWeatherGenerator({
    ...generatorOptions,
    ...(places === undefined ? {} : { places }),
  });
  const source: RecordSource = {
    exists: (location) =>
      lookupPlace(`${location.code},${location.country}`, places) !== undefined &&
      !(isNotFound?.(location.key) ?? false),
    record: (location, units, overrides) =>
      generator.record({
        zip: `${location.code},${location.country}`,
        units,
        ...(overrides === undefined ? {} : { overrides }),
      }),
    serialize: serializeWeatherRecord,
  };
  return {
    read: readRequest,
    answer: (read, overrides) => answerWeatherRequest(read, policy, source, overrides),
    error: errorAnswer,
    checkOverrides: (overrides) => {
      generator.record({ overrides });
    },
    respond: (request) => answerWeatherRequest(readRequest(request), policy, source),
  };
}
