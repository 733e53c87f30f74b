import { invalidOption } from '../errors.js';
import { createWeatherGenerator, type PinnedPlaces } from '../generator/index.js';
import { BUCKET_SECONDS } from '../generator/weather-state.js';
import { answerGeocodingRequest, type GeocodingSource } from '../location/geocoding-answer.js';
import { createLocator } from '../places/locator.js';
import { compilePlaces } from '../places/place.js';
import type { LocationQuery, ParsedLocation } from '../places/query.js';
import { serializeRecordAs } from '../record/serialize.js';
import type { CurrentWeatherRecord, DeepPartial, RecordShape, WeatherRecord } from '../record/types.js';
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
  /**
   * The record's shape: the specification's, or the one the live service sends today (`feels_like`,
   * `sea_level`, `grnd_level`, `gust`, `rain`/`snow`, `timezone`, no `sys.message`, the sun of the
   * place's local day). Never changed silently: the specification's is the default.
   * @default 'specification'
   */
  shape?: RecordShape;
}

/** Overrides of a record of either shape, as scenarios and the endpoint take them. */
export type AnyRecordOverrides = DeepPartial<WeatherRecord> | DeepPartial<CurrentWeatherRecord>;

/** How many serialized records and whole answers an endpoint keeps (the oldest go first). */
const CACHE_LIMIT = 1024;
/**
 * The longest query string whose answer is remembered: answers are remembered for repeated requests,
 * which are short; a long one is answered every time, so the cache stays small (at most
 * 1024 answers of queries this long) whatever is sent.
 */
const CACHED_QUERY_LIMIT = 512;

/** The option names of the endpoint model. @internal */
export const ENDPOINT_OPTION_NAMES = ['seed', 'now', 'apiKeys', 'places', 'notFound', 'shape'] as const;

/** The endpoint model of one double. @internal */
export interface WeatherEndpoint {
  /** Reads a request's method, query and headers once. */
  read(request: EndpointRequest): ReadRequest;
  /** The service's answer to a read request, with `overrides` merged into a successful record. */
  answer(read: ReadRequest, overrides?: AnyRecordOverrides): EndpointAnswer;
  /** A fixed error answer with the request's headers. */
  error(kind: WeatherErrorKind, read: ReadRequest): EndpointAnswer;
  /** The Geocoding API finding nothing: 404 "not found" on `/geo/1.0/zip`, `[]` on the others. */
  geocodingNotFound(read: ReadRequest): EndpointAnswer;
  /** Validates overrides as the generator does; throws `INVALID_OVERRIDE` naming the path. */
  checkOverrides(overrides: AnyRecordOverrides): void;
  /**
   * The pure function from a request to status, headers and body: `answer(read(request), overrides)`,
   * remembered per method and query string while it holds (without overrides).
   */
  respond(request: EndpointRequest, overrides?: AnyRecordOverrides): EndpointAnswer;
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
  const generator = createWeatherGenerator<RecordShape>({
    ...generatorOptions,
    ...(places === undefined ? {} : { places }),
  });
  const shape = generator.shape;
  const bodies = new Map<string, string>();
  // Whole answers by method and query string. Error answers do not depend on the clock (the key,
  // the zip and the place model decide them, and `notFound` must be deterministic); a record holds
  // for its 10-minute observation bucket [dt, dt + 600 s), after which it is computed again.
  const answers = new Map<string, EndpointAnswer>();
  const clock = generatorOptions.now ?? Date.now;
  /** The clock in whole Unix seconds, or NaN when it gives something unusable (no cache hit then). */
  const clockSeconds = (): number => {
    const value = clock();
    const ms = value instanceof Date ? value.getTime() : value;
    return typeof ms === 'number' ? Math.floor(ms / 1000) : Number.NaN;
  };
  const locator = createLocator(compilePlaces(places));
  const source: RecordSource = {
    locate: (location) => {
      if (location.form === 'zip' && (isNotFound?.(location.key) ?? false)) return undefined;
      return locator.resolve(location);
    },
    body: (parsed, location, units, overrides) => {
      const where = locationQueryOf(parsed);
      if (overrides !== undefined) {
        const record = generator.record({
          ...where,
          units,
          overrides: overrides as DeepPartial<WeatherRecord>,
        });
        return { body: serializeRecordAs(record, shape), dt: record.dt };
      }
      // The record is a function of (seed, place, observation bucket) and `dt` names the bucket, so
      // the bytes for (location, units, dt) never change for this endpoint: serialize them once.
      const record = generator.record({ ...where, units });
      const key = `${location.key}|${units}|${record.dt}`;
      let body = bodies.get(key);
      if (body === undefined) {
        body = serializeRecordAs(record, shape);
        remember(bodies, key, body);
      }
      return { body, dt: record.dt };
    },
  };
  const geocoding: GeocodingSource = {
    locator,
    isNotFound: (location) => isNotFound?.(location.key) ?? false,
  };
  const answer = (read: ReadRequest, overrides?: DeepPartial<WeatherRecord>): EndpointAnswer =>
    read.operation === 'weather' || read.tooLong
      ? answerWeatherRequest(read, policy, source, overrides)
      : answerGeocodingRequest(read, policy, geocoding);
  return {
    read: readRequest,
    answer,
    error: errorAnswer,
    geocodingNotFound: (read) =>
      read.tooLong || read.operation === 'geocodingZip'
        ? errorAnswer('geocodingNotFound', read)
        : {
            status: 200,
            headers: read.headers,
            body: read.method === 'HEAD' ? '' : '[]',
            outcome: 'ok',
            query: read.query,
          },
    checkOverrides: (overrides) => {
      generator.record({ overrides: overrides as DeepPartial<WeatherRecord> });
    },
    respond(request, overrides) {
      if (overrides !== undefined) return answer(readRequest(request), overrides);
      const url = typeof request.url === 'string' ? new URL(request.url) : request.url;
      const method = request.method.toUpperCase();
      const key = `${method} ${url.pathname}${url.search}`;
      const cached = answers.get(key);
      if (cached !== undefined) {
        if (cached.dt === undefined) return cached;
        const seconds = clockSeconds();
        if (seconds >= cached.dt && seconds < cached.dt + BUCKET_SECONDS) return cached;
      }
      const answered = answer(readRequest({ method, url }));
      if (url.search.length <= CACHED_QUERY_LIMIT) remember(answers, key, answered);
      return answered;
    },
  };
}

/** Adds an entry to a bounded cache, dropping the oldest one when it is full. */
function remember<V>(cache: Map<string, V>, key: string, value: V): void {
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
}

/** The library form of a parsed location, for the generator. */
function locationQueryOf(parsed: ParsedLocation): LocationQuery {
  switch (parsed.form) {
    case 'zip':
      return { zip: `${parsed.code},${parsed.country}` };
    case 'coordinates':
      return { lat: parsed.lat, lon: parsed.lon };
    case 'name':
      return { q: [parsed.name, parsed.state, parsed.country].filter((p) => p !== undefined).join(',') };
    case 'id':
      return { id: parsed.id };
  }
}
