// The server's fast path reads a request target (`/path?query`, as sent) into a URL without the URL
// parser when the parser would keep it as it is (urlOfTarget). Whatever the target, that URL must
// be the parser's, member for member, and the core must answer, log and fail with it exactly as
// with `new URL(base + target)`.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { plainTargetPathEnd, urlOfTarget } from '../../src/core/address.js';
import { type Answer, type Core, createCore, type Outcome } from '../../src/core/internal.js';

const BASE = 'http://127.0.0.1:1234';
const WEATHER = '/data/2.5/weather';

/** Every printable ASCII character, a few others, and the sequences a URL parser rewrites. */
const CHARACTERS = [
  ...Array.from({ length: 0x7f - 0x21 }, (_, index) => String.fromCharCode(0x21 + index)),
  ' ',
  '\t',
  '\u007f',
  'é',
  '☃',
  '%2e',
  '%2E',
  '.%2e',
  '%2e.',
  '..',
  '%20',
  '%zz',
  '%',
  '%2',
  '//',
  '/./',
  '/../',
];

/** Targets with each of {@link CHARACTERS} in the path, at a segment's start, in the query and in a key. */
function trickyTargets(): string[] {
  const targets = [
    WEATHER,
    `${WEATHER}?zip=94040,us&units=imperial&appid=bench-key`,
    `${WEATHER}?lat=48.8500&lon=2.3500&appid=k`,
    `${WEATHER}?q=S%C3%A3o%20Paulo&appid=k`,
    `${WEATHER}?`,
    `${WEATHER}??`,
    `${WEATHER}?#`,
    `${WEATHER}#frag`,
    `${WEATHER}?zip=94040&appid=k#frag`,
    `${WEATHER}/`,
    `${WEATHER}/.`,
    `${WEATHER}/..`,
    `/data/2.5/./weather?appid=k`,
    `/data/2.5/../2.5/weather?appid=k`,
    `/data/2.5/%2e/weather?appid=k`,
    `/data/2.5/%2E%2E/2.5/weather?appid=k`,
    `/data/2.5/.hidden?appid=k`,
    `/data//2.5/weather?appid=k`,
    `//data/2.5/weather?appid=k`,
    `/data\\2.5\\weather?appid=k`,
    `/DATA/2.5/weather?appid=k`,
    '/',
    '/?',
    '/nowhere',
    '',
    'data/2.5/weather',
    '?appid=k',
    `${WEATHER}?appid=k&pad=${'p'.repeat(8200)}`,
    `${WEATHER}?appid=k&pad=${'p'.repeat(8192 - WEATHER.length - 15)}`,
  ];
  for (const char of CHARACTERS) {
    targets.push(
      `/data/2.5/wea${char}ther?appid=k`,
      `/data/2.5/${char}weather?appid=k`,
      `${WEATHER}${char}?appid=k`,
      `${WEATHER}?zip=94${char}040&appid=k`,
      `${WEATHER}?appid=k&${char}=1`,
      `${WEATHER}?appid=k${char}`,
      `${WEATHER}?${char}`,
    );
  }
  return targets;
}

/** The members of a URL, each read as a caller reads it. */
const MEMBERS: Record<string, (url: URL) => unknown> = {
  href: (url) => url.href,
  origin: (url) => url.origin,
  protocol: (url) => url.protocol,
  username: (url) => url.username,
  password: (url) => url.password,
  host: (url) => url.host,
  hostname: (url) => url.hostname,
  port: (url) => url.port,
  pathname: (url) => url.pathname,
  search: (url) => url.search,
  hash: (url) => url.hash,
  searchParams: (url) => [...url.searchParams],
  string: (url) => String(url),
  json: (url) => JSON.stringify(url),
  toJSON: (url) => url.toJSON(),
};

/** Every member of a URL, read from one URL in turn. */
function members(url: URL) {
  return Object.fromEntries(Object.entries(MEMBERS).map(([name, member]) => [name, member(url)]));
}

/**
 * Every member of the URL `make` makes, each from a URL of its own (reading one member must not
 * decide what another gives) and all from one, or the error its making throws.
 */
function read(make: () => URL) {
  try {
    const each = Object.fromEntries(Object.entries(MEMBERS).map(([name, member]) => [name, member(make())]));
    return { each, all: members(make()) };
  } catch (error) {
    return { threw: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the URL of a request target', () => {
  it('is the URL parser’s, member for member, for every target on every base', () => {
    const bases = [
      BASE,
      'http://[::1]:8080',
      'http://localhost',
      'https://example.com:8443',
      // Bases the parser writes differently (a default port, upper case, a trailing slash, a path).
      'http://localhost:80',
      'https://example.com:443',
      'http://LOCALHOST:9',
      'http://127.0.0.1:1234/',
      'http://127.0.0.1:1234/prefix',
    ];
    for (const base of bases) {
      for (const target of trickyTargets()) {
        expect(
          read(() => urlOfTarget(base, target)),
          `${base} ${label(target)}`,
        ).toEqual(read(() => new URL(`${base}${target}`)));
      }
    }
  });

  it('reads the targets clients send without the URL parser, and the others with it', () => {
    for (const target of [
      `${WEATHER}?zip=94040,us&units=imperial&appid=bench-key`,
      `${WEATHER}?lat=-12.3456&lon=120.0001&appid=k`,
      `${WEATHER}?q=S%C3%A3o%20Paulo&appid=k`,
      '/geo/1.0/direct?q=Paris&limit=2&appid=k',
      WEATHER,
      `${WEATHER}?`,
    ]) {
      expect(urlOfTarget(BASE, target), target).not.toBeInstanceOf(URL);
    }
    for (const target of [
      `${WEATHER}?q="x"&appid=k`,
      `${WEATHER}?appid=k#frag`,
      `/data/2.5/./weather?appid=k`,
      `/data/2.5/%2e%2e/weather`,
      `//data/2.5/weather`,
      `${WEATHER}?q=é`,
      `${WEATHER}?q=a b`,
    ]) {
      expect(urlOfTarget(BASE, target), target).toBeInstanceOf(URL);
    }
    expect(urlOfTarget('http://localhost:80', WEATHER)).toBeInstanceOf(URL);
  });

  it('is read alike from a request line, where the target ends at the space before HTTP/1.1', () => {
    let plain = 0;
    for (const target of trickyTargets()) {
      const alone = plainTargetPathEnd(target, 0, target.length);
      const inLine = plainTargetPathEnd(`GET ${target} HTTP/1.1\r\n`, 4, 4 + target.length);
      expect(inLine, label(target)).toBe(alone === -1 ? -1 : alone + 4);
      if (alone !== -1) plain++;
    }
    expect(plain).toBeGreaterThan(100);
  });

  it('changes as the parser’s does when a member is set', () => {
    const target = `${WEATHER}?zip=94040&appid=k`;
    const changes: [keyof URL & string, string][] = [
      ['pathname', '/a b/./c'],
      ['search', '?q="x"'],
      ['hash', 'here'],
      ['host', 'example.com:99'],
      ['hostname', 'example.org'],
      ['port', '8080'],
      ['protocol', 'https'],
      ['username', 'user'],
      ['password', 'pass'],
      ['href', 'https://api.openweathermap.org/data/2.5/forecast?zip=1'],
    ];
    for (const [member, value] of changes) {
      const fast = urlOfTarget(BASE, target);
      const parsed = new URL(`${BASE}${target}`);
      expect(fast).not.toBeInstanceOf(URL);
      (fast as unknown as Record<string, string>)[member] = value;
      (parsed as unknown as Record<string, string>)[member] = value;
      expect(members(fast), member).toEqual(members(parsed));
    }
    const fast = urlOfTarget(BASE, target);
    fast.searchParams.append('lang', 'fr');
    const parsed = new URL(`${BASE}${target}`);
    parsed.searchParams.append('lang', 'fr');
    expect(members(fast)).toEqual(members(parsed));
  });
});

/** The parameters whose values an answer's query is asked for, to compare its `get`. */
const PARAMETERS = ['appid', 'zip', 'q', 'lat', 'lon', 'units', 'lang', 'pad', '', '=', '1'];

/** An answer as compared: its query's `get` (a new function each time) by what it gives. */
function comparable(answer: Answer) {
  const { query } = answer;
  return { ...answer, query: { ...query, get: PARAMETERS.map((name) => query.get(name)) } };
}

/** An outcome as compared: its answer's query's `get` by what it gives, and whether it has a log handle (compared through the log itself). */
function shown(outcome: Outcome) {
  const { logged, ...rest } = outcome;
  return {
    ...rest,
    answer: 'answer' in outcome ? comparable(outcome.answer) : undefined,
    logged: logged !== undefined,
  };
}

/** A target short enough to name a failed check. */
const label = (target: string) =>
  target.length > 100 ? `${target.slice(0, 100)}… (${target.length})` : target;

/** Two cores made alike: one asked with `new URL`, the other with {@link urlOfTarget}. */
function pair(options: Parameters<typeof createCore>[0]): [Core, Core] {
  return [createCore(options), createCore(options)];
}

describe('the core asked with the URL of a target', () => {
  const NOW = Date.UTC(2024, 5, 1, 18);
  const optionSets = [
    { baseUrl: '*', seed: 7, now: () => NOW },
    { baseUrl: BASE, seed: 7, now: () => NOW },
    { baseUrl: `${BASE}/prefix`, seed: 7, now: () => NOW },
    {
      baseUrl: '*',
      seed: 7,
      now: () => NOW,
      quota: { limit: 40 },
      faults: { rate: 0.3, seed: 2 },
      latency: { median: 10, p99: 30 },
      apiKeys: ['k', 'bench-key'],
    },
  ];

  it('answers and logs every target as with new URL(base + target), asked twice over', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const targets = trickyTargets().filter((target) => target.startsWith('/'));
    for (const options of optionSets) {
      const [byUrl, byTarget] = pair(options);
      // A core at a path prefix is asked at that prefix.
      const prefix = options.baseUrl.startsWith(`${BASE}/`) ? options.baseUrl.slice(BASE.length) : '';
      for (let round = 0; round < 2; round++) {
        for (const target of targets.map((target) => `${prefix}${target}`)) {
          for (const method of ['GET', 'HEAD']) {
            const expected = shown(byUrl.answer(method, new URL(`${BASE}${target}`)));
            const outcome = shown(byTarget.answer(method, urlOfTarget(BASE, target)));
            expect(outcome, `${options.baseUrl} ${method} ${label(target)}`).toEqual(expected);
          }
        }
      }
      expect(byTarget.requests.length).toBeGreaterThan(0);
      expect([...byTarget.requests]).toEqual([...byUrl.requests]);
    }
  });

  it('fails as with new URL(base + target): the same 500, console message and log entry', () => {
    const messages = vi.spyOn(console, 'error').mockImplementation(() => {});
    const [byUrl, byTarget] = pair(optionSets[0]);
    const failures: [string, string][] = [];
    for (const target of trickyTargets().filter((target) => target.startsWith('/'))) {
      for (const who of ['double', 'server'] as const) {
        const error = new Error(`broke on ${target}`);
        messages.mockClear();
        const expected = byUrl.fail('GET', new URL(`${BASE}${target}`), null, error, who);
        const expectedMessage = String(messages.mock.calls[0]?.[0]);
        messages.mockClear();
        const answer = byTarget.fail('GET', urlOfTarget(BASE, target), null, error, who);
        expect(comparable(answer), label(target)).toEqual(comparable(expected));
        failures.push([String(messages.mock.calls[0]?.[0]), expectedMessage]);
      }
    }
    for (const [message, expected] of failures) expect(message).toBe(expected);
    expect(byTarget.requests.length).toBeGreaterThan(0);
    expect([...byTarget.requests]).toEqual([...byUrl.requests]);
  });
});
