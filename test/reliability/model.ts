// What the fuzz tests send and what they expect: arbitrary requests near GET /data/2.5/weather, and
// an oracle written from the docs' rules (not from the double's code) that says, for any request,
// the exact status, headers and body the double must answer. A 200's body is the generator's record
// for the same seed, clock, place and units, byte for byte.
import { METHODS } from 'node:http';
import fc from 'fast-check';
import { expect } from 'vitest';
import {
  createWeatherGenerator,
  inLanguage,
  type LocationQuery,
  serializeWeatherRecord,
  validateWeatherRecord,
  WeatherDoubleError,
} from 'weather-double';

export const SEED = 7;
/** 2024-06-01 18:03:20 UTC: daytime in the Americas, night in Asia and Australia. */
export const NOW = Date.UTC(2024, 5, 1, 18, 3, 20);
export const WEATHER_PATH = '/data/2.5/weather';
/** The key the fuzzed doubles with `apiKeys` accept. */
export const GOOD_KEY = 'good-key';

/** Every body the double documents besides a record, by name. */
export const BODIES = {
  unauthorized:
    '{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}',
  nothingToGeocode: '{"cod":"400","message":"Nothing to geocode"}',
  notFound: '{"cod":"404","message":"city not found"}',
  unknownRoute: '{"cod":"404","message":"Internal error"}',
  methodNotAllowed: '{"cod":"405","message":"Internal error"}',
  uriTooLong: '{"cod":"414","message":"Request-URI Too Large"}',
  rateLimited:
    '{"cod":429, "message": "Your account is temporary blocked due to exceeding of requests limitation of your subscription type. Please choose the proper subscription https://openweathermap.org/price"}',
  serverError: '{"cod":"500","message":"Internal error: 500001"}',
  badRequest: '{"cod":"400","message":"Bad Request"}',
  requestTimeout: '{"cod":"408","message":"Request Timeout"}',
  headersTooLarge: '{"cod":"431","message":"Request Header Fields Too Large"}',
  wrongLatitude: '{"cod":"400","message":"wrong latitude"}',
  wrongLongitude: '{"cod":"400","message":"wrong longitude"}',
  invalidId: '{"cod":"400","message":"Invalid ID"}',
} as const;

/** The status each documented error body goes with. */
const STATUS_OF_BODY: ReadonlyMap<string, number> = new Map([
  [BODIES.unauthorized, 401],
  [BODIES.nothingToGeocode, 400],
  [BODIES.notFound, 404],
  [BODIES.unknownRoute, 404],
  [BODIES.methodNotAllowed, 405],
  [BODIES.uriTooLong, 414],
  [BODIES.rateLimited, 429],
  [BODIES.serverError, 500],
  [BODIES.badRequest, 400],
  [BODIES.requestTimeout, 408],
  [BODIES.headersTooLarge, 431],
  [BODIES.wrongLatitude, 400],
  [BODIES.wrongLongitude, 400],
  [BODIES.invalidId, 400],
]);

/** The 400 body of an `id` that is not a number (the value is echoed). */
const notCityIdBody = (value: string) => JSON.stringify({ cod: '400', message: `${value} is not a city ID` });

/** A coordinate as docs/locations.md says it is read: a decimal number within `limit` degrees either side. */
function coordinate(text: string | null, limit: number): number | undefined {
  if (text === null) return undefined;
  const trimmed = text.trim();
  if (!/^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
}

/** A request as the fuzz tests send it. */
export interface FuzzRequest {
  method: string;
  path: string;
  query: string;
  headers: [string, string][];
  body: string | undefined;
}

/** What the double must answer: headers in the service's wire order, `record` for a 200 body. */
export interface Expected {
  /** `false` when the URL is not the double's route (the handlers leave it to other handlers). */
  routed: boolean;
  status: number;
  headers: [string, string][];
  body: string;
}

// ---- the oracle --------------------------------------------------------------------------------

const generators = new Map<string, ReturnType<typeof createWeatherGenerator>>();
function generatorFor(seed: number, now: number) {
  const id = `${seed}|${now}`;
  let generator = generators.get(id);
  if (!generator) {
    generator = createWeatherGenerator({ seed, now: () => now });
    generators.set(id, generator);
  }
  return generator;
}

/** X-Cache-Key as docs/handlers-and-scenarios.md states it: the parameters as sent, sorted by name, without the key. */
function cacheKeyOf(search: string): string {
  const kept = search
    .slice(1)
    .split('&')
    .filter((segment) => segment !== '')
    .map((segment) => {
      const rawName = segment.includes('=') ? segment.slice(0, segment.indexOf('=')) : segment;
      // A leading '&' so that URLSearchParams does not strip a name's own leading '?' (`?d`).
      const name = [...new URLSearchParams(`&${rawName}=`)][0]?.[0] ?? rawName;
      return { name, segment };
    })
    .filter(({ name }) => name !== 'appid' && name !== 'APPID');
  kept.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return `${WEATHER_PATH}?${kept.map(({ segment }) => segment).join('&')}`;
}

const CORS: [string, string][] = [
  ['Access-Control-Allow-Origin', '*'],
  ['Access-Control-Allow-Credentials', 'true'],
  ['Access-Control-Allow-Methods', 'GET, POST'],
];
const HEAD: [string, string][] = [
  ['Server', 'openresty'],
  ['Content-Type', 'application/json; charset=utf-8'],
];
const weatherHeadersOf = (search: string): [string, string][] => [
  ...HEAD,
  ['X-Cache-Key', cacheKeyOf(search)],
  ...CORS,
];
export const routeHeaders: [string, string][] = [...HEAD, ...CORS];

/**
 * The double's answer to `method url`, from the rules in the docs: a target over 8192 characters
 * is 414 (not read, no X-Cache-Key); OPTIONS is a preflight; PUT, DELETE and PATCH get the recorded
 * 405, methods other than GET, POST, HEAD the unknown-route 404; then the key (appid, else APPID: missing, empty or not accepted is 401),
 * the location (no postal code is 400), its existence (404), the record (200). HEAD has no body.
 */
export function expectedAnswer(
  method: string,
  url: URL,
  options: { apiKeys?: readonly string[]; seed?: number; now?: number } = {},
): Expected {
  const upper = method.toUpperCase();
  const noBody = upper === 'HEAD';
  const routed = url.pathname === WEATHER_PATH;
  const answer = (status: number, headers: [string, string][], body: string): Expected => ({
    routed,
    status,
    headers,
    body: noBody ? '' : body,
  });
  if (url.pathname.length + url.search.length > 8192) return answer(414, routeHeaders, BODIES.uriTooLong);
  if (!routed) return answer(404, routeHeaders, BODIES.unknownRoute);
  const headers = weatherHeadersOf(url.search);
  if (upper === 'OPTIONS') return { routed, status: 200, headers, body: '' };
  // Recorded: PUT, DELETE and PATCH on a route get 405 "Internal error", before the key.
  if (upper === 'PUT' || upper === 'DELETE' || upper === 'PATCH') {
    return answer(405, headers, BODIES.methodNotAllowed);
  }
  if (upper !== 'GET' && upper !== 'POST' && upper !== 'HEAD')
    return answer(404, headers, BODIES.unknownRoute);
  const params = new URLSearchParams(url.search);
  // An empty value counts as absent, for every parameter; a repeated one counts with its first
  // non-empty value (docs/careful-use.md).
  const value = (name: string): string | null => params.getAll(name).find((v) => v !== '') ?? null;
  const key = value('appid') ?? value('APPID');
  if (!key || (options.apiKeys && !options.apiKeys.includes(key))) {
    return answer(401, headers, BODIES.unauthorized);
  }
  // The location: coordinates win (lat or lon given), then id, then q, then zip (docs/locations.md).
  let location: LocationQuery;
  const id = value('id')?.trim() ?? '';
  const q = value('q') ?? '';
  if (value('lat') !== null || value('lon') !== null) {
    const lat = coordinate(value('lat'), 90);
    if (lat === undefined) return answer(400, headers, BODIES.wrongLatitude);
    const lon = coordinate(value('lon'), 180);
    if (lon === undefined) return answer(400, headers, BODIES.wrongLongitude);
    location = { lat, lon };
  } else if (id !== '') {
    // Any whole number is an ID; one that names no city is 404 (docs/careful-use.md).
    if (!/^\d+$/.test(id)) return answer(400, headers, notCityIdBody(value('id') ?? ''));
    if (Number(id) === 0) return answer(400, headers, BODIES.invalidId);
    if (!Number.isSafeInteger(Number(id))) return answer(404, headers, BODIES.notFound);
    location = { id: Number(id) };
  } else if ((q.split(',')[0] ?? '').trim() !== '') {
    location = { q };
  } else {
    const zip = value('zip') ?? '';
    const comma = zip.indexOf(',');
    const code = (comma === -1 ? zip : zip.slice(0, comma)).trim();
    if (code === '') return answer(400, headers, BODIES.nothingToGeocode);
    const country = (comma === -1 ? '' : zip.slice(comma + 1)).trim().toUpperCase() || 'US';
    location = { zip: `${code},${country}` };
  }
  const unitsParam = value('units');
  const units = unitsParam === 'metric' || unitsParam === 'imperial' ? unitsParam : 'standard';
  try {
    const record = generatorFor(options.seed ?? SEED, options.now ?? NOW).record({ ...location, units });
    // `lang`: the descriptions in its language (an unknown code or none: English; docs/languages.md).
    return answer(200, headers, serializeWeatherRecord(inLanguage(record, value('lang') ?? 'en')));
  } catch (error) {
    if (error instanceof WeatherDoubleError && error.code === 'INVALID_ARGUMENT') {
      return answer(404, headers, BODIES.notFound);
    }
    throw error;
  }
}

/**
 * The invariants every answer of the double keeps, whatever was asked: a documented status; no body
 * for HEAD and OPTIONS, else JSON that is either a valid weather record (200) or the documented error
 * body of that status.
 */
export function expectDocumentedAnswer(method: string, status: number, body: string): void {
  if (body === '') {
    expect(['HEAD', 'OPTIONS']).toContain(method.toUpperCase());
    return;
  }
  const parsed: unknown = JSON.parse(body);
  if (status === 200) {
    const result = validateWeatherRecord(parsed);
    expect(result.ok ? [] : result.issues).toEqual([]);
  } else if (status === 400 && /^\{"cod":"400","message":".* is not a city ID"\}$/s.test(body)) {
    expect(JSON.parse(body)).toMatchObject({ cod: '400' });
  } else {
    expect(STATUS_OF_BODY.get(body)).toBe(status);
  }
}

/**
 * Reads the place data (cities, their indexes, US postal codes) before a timed test: the first
 * request that needs it pays for reading it once per process, which is not what a fuzz test checks.
 */
export function warmPlaceData(): void {
  const generator = createWeatherGenerator({ seed: SEED, now: () => NOW });
  generator.record({ zip: '98052' });
  generator.record({ q: 'London' });
  generator.record({ id: 2643743 });
  generator.record({ lat: 51.5, lon: -0.12 });
}

/** Methods Node's HTTP parser reads; the server answers any other method 400 "Bad Request". */
export const NODE_METHODS: ReadonlySet<string> = new Set(METHODS);

// ---- arbitraries -------------------------------------------------------------------------------

/** encodeURIComponent that keeps commas (as clients send zip) and never throws on lone surrogates. */
export function encode(value: string): string {
  let wellFormed = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    wellFormed += code >= 0xd800 && code <= 0xdfff ? '\uFFFD' : char;
  }
  return encodeURIComponent(wellFormed).replace(/%2C/g, ',');
}

const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.string({ unit: 'binary', maxLength: 4 }),
);
const badEscape = fc.constantFrom(
  '%',
  '%G1',
  '%E0%A4',
  '%C3',
  '%zz',
  '%%',
  '%2',
  '%00',
  '%0D%0A',
  '%FF',
  '%ED%A0%80',
  '+',
  '%2B',
  '%26',
  '%3D',
  '%23',
);
/** A value as it appears in the query: encoded, raw (the URL parser encodes what it must), broken. */
const value = fc.oneof(
  { weight: 4, arbitrary: text.map(encode) },
  { weight: 2, arbitrary: text },
  {
    weight: 2,
    arbitrary: fc.array(fc.oneof(text, badEscape), { maxLength: 4 }).map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.constant('') },
);
/** A very long value: over the 8192-character limit about one time in three. */
const longValue = fc.integer({ min: 500, max: 12_000 }).map((n) => 'x'.repeat(n));

const code = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '94040',
      '10001',
      '00000',
      '10115',
      'SW1A 1AA',
      'sw1a',
      '2000',
      'M5V 2T6',
      '100-0001',
      '9008',
      '101',
      '94040-1234',
      '123',
      'ABCDE',
      '',
      ' ',
      '0',
      '0000000000000',
    ),
  },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 99_999 }).map((n) => String(n).padStart(5, '0')) },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9 -]{1,14}$/) },
  { weight: 1, arbitrary: text },
);
const country = fc.oneof(
  fc.constantFrom(
    'us',
    'US',
    'Us',
    'de',
    'DE',
    'gb',
    'fr',
    'jp',
    'au',
    'ca',
    'no',
    'is',
    'zz',
    'XX',
    'usa',
    'u',
    '',
  ),
  fc.string({ maxLength: 3 }),
);
const separator = fc.constantFrom(',', ' , ', ', ', ',,', ';', ' ', '|', '，', '%2C', '-', '', ',us,');
/** zip values: codes alone, with odd separators and country codes, padded, or anything. */
export const zipValue = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.oneof(
      fc.constantFrom(
        '94040',
        '94040,us',
        '10115,de',
        'SW1A 1AA,GB',
        '2000,au',
        'M5V 2T6,ca',
        '9008,no',
        '101,is',
      ),
      fc
        .tuple(fc.integer({ min: 1, max: 99_999 }), fc.constantFrom('', ',us', ',US', ' , us '))
        .map(([n, cc]) => `${String(n).padStart(5, '0')}${cc}`),
    ),
  },
  { weight: 2, arbitrary: code },
  { weight: 4, arbitrary: fc.tuple(code, separator, country).map(([c, s, k]) => `${c}${s}${k}`) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(' ', '  ', '\t', '\u00a0'), code, country)
      .map(([pad, c, k]) => `${pad}${c}${pad},${pad}${k}${pad}`),
  },
);
const zipSegment = fc
  .tuple(zipValue, fc.boolean())
  .map(([zip, encoded]) => `zip=${encoded ? encode(zip) : zip.replace(/[&#]/g, encode)}`);
const keyName = fc.oneof(
  { weight: 8, arbitrary: fc.constant('appid') },
  { weight: 2, arbitrary: fc.constantFrom('APPID', '%61ppid') },
  { weight: 1, arbitrary: fc.constantFrom('AppId', 'appid%20') },
);
const keySegment = (key: fc.Arbitrary<string>) =>
  fc.tuple(keyName, key).map(([name, k]) => `${name}=${encode(k)}`);
const unitsValue = fc.oneof(
  fc.constantFrom('standard', 'metric', 'imperial'),
  fc.constantFrom('standard', 'metric', 'imperial').chain((u) => fc.mixedCase(fc.constant(u))),
  text,
);
const unitsSegment = unitsValue.map((u) => `units=${encode(u)}`);
const otherName = fc.oneof(
  fc.constantFrom(
    'lang',
    'mode',
    'q',
    'id',
    'lat',
    'lon',
    'cnt',
    'Zip',
    'UNITS',
    '__proto__',
    'constructor',
    'zip[]',
  ),
  fc.constantFrom('', 'zip', 'units', 'appid'),
  text.map(encode),
);
const segment = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(otherName, value).map(([n, v]) => `${n}=${v}`) },
  { weight: 1, arbitrary: otherName },
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom('=', '==', '&', '=x', 'zip', 'appid', 'zip=', 'appid=', 'units=') },
  { weight: 1, arbitrary: fc.tuple(otherName, longValue).map(([n, v]) => `${n}=${v}`) },
);

/** Keys: mostly the accepted one, else anything (empty included). */
export const keyValue = fc.oneof(
  { weight: 8, arbitrary: fc.constant(GOOD_KEY) },
  { weight: 1, arbitrary: text },
  { weight: 1, arbitrary: fc.constant('') },
);

/**
 * Query strings: usually a zip, a key and units in any order among other parameters (so that most
 * reach the record), with repeated, missing, empty, unknown, broken and very long parameters.
 */
export const queryString = fc
  .tuple(
    fc.option(zipSegment, { freq: 6 }),
    fc.option(keySegment(keyValue), { freq: 10 }),
    fc.option(unitsSegment, { freq: 2 }),
    fc.array(fc.oneof({ weight: 4, arbitrary: segment }, zipSegment, keySegment(keyValue), unitsSegment), {
      maxLength: 3,
    }),
    fc.constantFrom(...'&'.repeat(18).split(''), '&&', ';'),
  )
  .chain(([zip, key, units, others, joiner]) => {
    const parts = [zip, key, units, ...others].filter((part): part is string => part !== null);
    return fc.shuffledSubarray(parts, { minLength: parts.length }).map((shuffled) => shuffled.join(joiner));
  });

/** Methods: mostly GET, the other answered ones, unknown ones, in any case. */
export const anyMethod = fc.oneof(
  { weight: 8, arbitrary: fc.constant('GET') },
  { weight: 3, arbitrary: fc.constantFrom('POST', 'HEAD', 'OPTIONS', 'get', 'post', 'head', 'options') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'PUT',
      'DELETE',
      'PATCH',
      'QUERY',
      'PROPFIND',
      'M-SEARCH',
      'patch',
      'Get',
      'FOO',
    ),
  },
  { weight: 1, arbitrary: fc.stringMatching(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,12}$/) },
);
/** Methods fetch refuses to send. */
const FETCH_FORBIDDEN = /^(?:connect|trace|track)$/i;
const fetchMethod = anyMethod.filter((method) => !FETCH_FORBIDDEN.test(method));

/** Paths: the weather path, and paths near it that are not it. */
const nearPath = fc.oneof(
  { weight: 8, arbitrary: fc.constant(WEATHER_PATH) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '/data/2.5/weather/',
      '/data/2.5/Weather',
      '/data/2.5/weatherx',
      '/data/2.5',
      '/data/2.5/solar_radiation',
      '//data/2.5/weather',
      '/data/2.5/weather;x',
      '/data/2.5/%77eather',
      '/data/2.5/./weather',
      '/data/2.5/x/../weather',
      '/DATA/2.5/weather',
      '/data/2.5/weather%20',
      '/data/3.0/weather',
      '/data/2.5/weather/../weather',
      '/',
    ),
  },
);

const FETCH_REFUSED_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'expect',
  'te',
  'trailer',
  'content-length',
  'host',
  'proxy-connection',
]);
const headerValue = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 120,
});
/** Request headers a fetch client can send: common ones and arbitrary names. */
const requestHeaders = fc.array(
  fc.tuple(
    fc
      .oneof(
        fc.constantFrom(
          'Accept',
          'Cache-Control',
          'Origin',
          'Authorization',
          'Cookie',
          'X-Forwarded-For',
          'If-None-Match',
          'Content-Type',
          'Accept-Language',
          'X-Api-Key',
          'Referer',
          'User-Agent',
        ),
        fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,20}$/),
      )
      .filter((name) => !FETCH_REFUSED_HEADERS.has(name.toLowerCase())),
    headerValue,
  ),
  { maxLength: 4 },
);

/** A whole request for fetch: method, a path near the weather path, query, headers, maybe a body. */
export const fetchRequest = fc
  .record({
    method: fetchMethod,
    path: nearPath,
    query: queryString,
    headers: requestHeaders,
    body: fc.option(fc.string({ maxLength: 40 }), { freq: 4 }),
  })
  .map(
    (request): FuzzRequest => ({
      ...request,
      // fetch sends no body with GET or HEAD (it throws).
      body: request.body === null || /^(?:get|head)$/i.test(request.method) ? undefined : request.body,
    }),
  );

/** The fuzz seed: `FC_SEED` when set (to replay a failure), else random; printed once per file. */
export function fuzzSeed(file: string): number {
  const fromEnv = process.env.FC_SEED;
  const seed = fromEnv === undefined || fromEnv === '' ? (Math.random() * 2 ** 31) | 0 : Number(fromEnv);
  if (!Number.isSafeInteger(seed))
    throw new Error(`FC_SEED must be an integer, got ${JSON.stringify(fromEnv)}`);
  console.info(`[fuzz] ${file}: fast-check seed ${seed} (replay with FC_SEED=${seed})`);
  return seed;
}
