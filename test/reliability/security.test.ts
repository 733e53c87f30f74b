// Security: the API key never leaks (fuzzed keys through every kind of answer, checked in status
// lines, headers, bodies, console output and the request log), JSON input cannot pollute prototypes,
// the server binds loopback unless told otherwise and says so, and over-long requests are refused.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWeatherGenerator, WeatherDoubleError } from 'weather-double';
import { createWeatherDouble, type WeatherScenarios } from 'weather-double/handlers';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { runCli, startCliServer } from '../support/cli.js';
import { failOnUnhandled } from '../support/msw.js';
import { BODIES, encode, fuzzSeed, NOW, routeHeaders, SEED } from './model.js';

const seed = fuzzSeed('security');
const SERVICE = 'https://api.openweathermap.org/data/2.5/weather';

/** Every console method, captured as text while a test runs. */
function captureConsole(): () => string {
  const lines: string[] = [];
  for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    });
  }
  return () => lines.join('\n');
}

// ---- the key never leaks -----------------------------------------------------------------------

/** A key around a 16-hex-digit marker: hex digits survive every encoding, so finding it finds the key. */
const secret = fc
  .tuple(
    fc.string({ unit: 'grapheme', maxLength: 6 }),
    fc.stringMatching(/^[0-9a-f]{16}$/),
    fc.string({ maxLength: 6 }),
  )
  .map(([before, marker, after]) => ({ key: `${before}K${marker}${after}`, marker }));

/** Requests carrying the key in every place the double reads it, with every kind of answer. */
const keyedRequest = fc
  .record({
    secret,
    name: fc.constantFrom('appid', 'APPID', '%61ppid', 'APP%49D'),
    zip: fc.constantFrom('zip=94040', 'zip=00000', 'zip=', '', 'zip=10115,de'),
    extra: fc.constantFrom('', 'units=metric', 'appid=first', 'APPID=', 'lang=en', `x=${'y'.repeat(9000)}`),
    order: fc.constantFrom([0, 1, 2], [2, 1, 0], [1, 2, 0]),
    repeated: fc.boolean(),
    fragment: fc.boolean(),
    method: fc.constantFrom('GET', 'GET', 'POST', 'HEAD', 'OPTIONS', 'PUT'),
    target: fc.constantFrom(
      'accepts',
      'refuses',
      'failing',
      'rateLimited',
      'serverError',
      'networkError',
      'record',
      'delayed',
    ),
  })
  .map(({ secret: { key, marker }, name, zip, extra, order, repeated, fragment, method, target }) => {
    const encoded = encode(key);
    const keyPart = `${name}=${encoded}${repeated ? `&appid=${encoded}` : ''}`;
    const parts = [zip, extra, keyPart];
    const query = order
      .map((index) => parts[index])
      .filter((part) => part !== '')
      .join('&');
    return { key, marker, method, target, query: `${query}${fragment ? `#appid=${encoded}` : ''}` };
  });

type Target =
  | 'accepts'
  | 'refuses'
  | 'failing'
  | 'rateLimited'
  | 'serverError'
  | 'networkError'
  | 'record'
  | 'delayed';

/** The scenario a target puts in front, if any. */
function scenarioFor<H>(scenarios: WeatherScenarios<H>, target: Target): H | undefined {
  switch (target) {
    case 'rateLimited':
      return scenarios.rateLimited();
    case 'serverError':
      return scenarios.serverError();
    case 'networkError':
      return scenarios.networkError();
    case 'record':
      return scenarios.record({ name: 'Springfield' });
    case 'delayed':
      return scenarios.delayed(0);
    default:
      return undefined;
  }
}

/** Everything a client or a log could see of one exchange, as one text to search. */
async function seenOf(response: Response | undefined): Promise<string> {
  if (!response) return '';
  return [
    String(response.status),
    response.statusText,
    ...[...response.headers].flat(),
    await response.text(),
  ].join('\n');
}

describe('the API key never appears', () => {
  describe('through the MSW handlers', () => {
    const doubles = {
      accepts: createWeatherDouble({ seed: SEED, now: () => NOW, baseUrl: 'https://accepts.test' }),
      refuses: createWeatherDouble({ apiKeys: ['only-this'], baseUrl: 'https://refuses.test' }),
      failing: createWeatherDouble({
        baseUrl: 'https://failing.test',
        now: () => {
          throw new Error('the clock broke');
        },
      }),
    };
    const msw = setupServer(...Object.values(doubles).flatMap((double) => double.handlers));
    beforeAll(() => msw.listen(failOnUnhandled));
    afterEach(() => msw.resetHandlers());
    afterAll(() => msw.close());

    it('in any answer, console line or request-log entry of the MSW handlers (400 fuzzed keys)', async () => {
      const consoleText = captureConsole();
      await fc.assert(
        fc.asyncProperty(keyedRequest, async ({ key, marker, method, target, query }) => {
          const name = target === 'refuses' || target === 'failing' ? target : 'accepts';
          const double = doubles[name];
          double.requests.clear();
          const scenario = scenarioFor(double.scenarios, target as Target);
          if (scenario) msw.use(scenario);
          const response = await fetch(`https://${name}.test/data/2.5/weather?${query}`, { method }).catch(
            () => undefined,
          );
          msw.resetHandlers();
          const seen = [await seenOf(response), consoleText(), JSON.stringify(double.requests)].join('\n');
          expect(double.requests).toHaveLength(1);
          expect(seen).not.toContain(marker);
          expect(seen).not.toContain(key);
        }),
        { seed, numRuns: 400, verbose: 1 },
      );
    }, 60_000);
  });

  describe('over the socket', () => {
    let accepts: WeatherServer;
    let failing: WeatherServer;
    beforeAll(async () => {
      accepts = await startWeatherServer({ port: 0, seed: SEED, now: () => NOW });
      failing = await startWeatherServer({
        port: 0,
        notFound: () => {
          throw new Error('lookup exploded');
        },
      });
    });
    afterAll(async () => {
      await accepts.close();
      await failing.close();
    });

    it('in any answer, console line or request-log entry of the server (300 fuzzed keys)', async () => {
      const consoleText = captureConsole();
      await fc.assert(
        fc.asyncProperty(keyedRequest, async ({ key, marker, method, target, query }) => {
          const server = target === 'failing' ? failing : accepts;
          server.requests.clear();
          const scenario = scenarioFor(server.scenarios, target as Target);
          if (scenario) server.use(scenario);
          const response = await fetch(`${server.url}/data/2.5/weather?${query}`, { method }).catch(
            () => undefined,
          );
          server.resetHandlers();
          const seen = [await seenOf(response), consoleText(), JSON.stringify(server.requests)].join('\n');
          expect(server.requests).toHaveLength(1);
          expect(seen).not.toContain(marker);
          expect(seen).not.toContain(key);
        }),
        { seed, numRuns: 300, verbose: 1 },
      );
    }, 60_000);
  });

  it('leaves APPID out of X-Cache-Key like appid, and masks both in the log', async () => {
    const double = createWeatherDouble({ baseUrl: 'https://mask.test' });
    const msw = setupServer(...double.handlers);
    msw.listen(failOnUnhandled);
    try {
      const response = await fetch(
        'https://mask.test/data/2.5/weather?zip=94040&APPID=UPPER&appid=lower&lang=en',
      );
      expect(response.headers.get('x-cache-key')).toBe('/data/2.5/weather?lang=en&zip=94040');
      expect(double.requests[0]).toMatchObject({
        url: 'https://mask.test/data/2.5/weather?zip=94040&APPID=***&appid=***&lang=en',
        query: { zip: '94040', APPID: '***', appid: '***', lang: 'en' },
      });
    } finally {
      msw.close();
    }
  });
});

// ---- prototype pollution -------------------------------------------------------------------------

/** JSON objects that would pollute Object.prototype if merged naively (`__proto__` as an own key). */
const POLLUTING = [
  '{"__proto__":{"polluted":true}}',
  '{"main":{"__proto__":{"polluted":true}}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"weather":[{"__proto__":{"polluted":true}}]}',
  '{"sys":{"prototype":{"polluted":true}}}',
];
const POLLUTING_PLACES = [
  '{"__proto__":{"name":"Polluted","polluted":true}}',
  '{"constructor":{"name":"Polluted"}}',
  '{"prototype":{"name":"Polluted"}}',
  '{"94040":{"__proto__":{"polluted":true}}}',
  '{"94040":{"name":"Home","constructor":{"prototype":{"polluted":true}}}}',
];

function expectClean(): void {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
}

/** Runs `fn`, which must refuse its input with a WeatherDoubleError, and checks nothing was polluted. */
function expectRefused(fn: () => unknown): void {
  expect(fn).toThrow(WeatherDoubleError);
  expectClean();
}

describe('JSON input cannot pollute prototypes', () => {
  const generator = createWeatherGenerator({ seed: 1, now: () => NOW });
  const double = createWeatherDouble();

  it.each(POLLUTING)('overrides %s are refused, checked or unchecked, and in a record() scenario', (json) => {
    expectRefused(() => generator.record({ overrides: JSON.parse(json) }));
    expectRefused(() => generator.record({ unchecked: true, overrides: JSON.parse(json) }));
    expectRefused(() => generator.records(3, { overrides: JSON.parse(json) }));
    expectRefused(() => double.scenarios.record(JSON.parse(json)));
  });

  it.each(POLLUTING_PLACES)(
    'places %s are refused by the generator, the double and the server',
    async (json) => {
      expectRefused(() => createWeatherGenerator({ places: JSON.parse(json) }));
      expectRefused(() => createWeatherDouble({ places: JSON.parse(json) }));
      await expect(startWeatherServer({ port: 0, places: JSON.parse(json) })).rejects.toThrow(
        WeatherDoubleError,
      );
      expectClean();
    },
  );

  it('options objects with an own __proto__ key are refused as unknown options', async () => {
    const options = JSON.parse('{"__proto__":{"seed":5,"polluted":true}}');
    expectRefused(() => createWeatherGenerator(options));
    expectRefused(() => createWeatherDouble(options));
    await expect(startWeatherServer(options)).rejects.toMatchObject({
      code: 'INVALID_OPTION',
      path: '__proto__',
    });
    expectClean();
  });

  it('weather-double serve --places refuses a file with polluting keys, exit code 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'weather-double-places-'));
    const results = await Promise.all(
      POLLUTING_PLACES.map(async (json, index) => {
        const file = join(dir, `places-${index}.json`);
        writeFileSync(file, json);
        return runCli(['serve', '--port', '0', '--places', file]);
      }),
    );
    for (const result of results) {
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(
        /^\[weather-double\] Invalid place at places\[".*"\].*prototype-polluting key/,
      );
      expect(result.stdout).toBe('');
    }
  });

  it('query parameters named __proto__ or constructor are logged as own entries, nothing else', async () => {
    const local = createWeatherDouble({ baseUrl: 'https://proto.test' });
    const msw = setupServer(...local.handlers);
    msw.listen(failOnUnhandled);
    try {
      await fetch(
        'https://proto.test/data/2.5/weather?__proto__=x&constructor=y&zip=94040&appid=k&__proto__[polluted]=1',
      );
      const query = local.requests[0]?.query ?? {};
      expect(Object.keys(query)).toEqual(['__proto__', 'constructor', 'zip', 'appid', '__proto__[polluted]']);
      expect(Object.getOwnPropertyDescriptor(query, '__proto__')?.value).toBe('x');
      expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
      expectClean();
    } finally {
      msw.close();
    }
  });
});

// ---- where the server listens --------------------------------------------------------------------

describe('the server binds loopback unless told otherwise', () => {
  it('listens on 127.0.0.1 by default, quietly', async () => {
    const output = captureConsole();
    const server = await startWeatherServer({ port: 0 });
    await server.close();
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(output()).toBe('');
  });

  it('says so on the console when told to bind another address', async () => {
    const output = captureConsole();
    const server = await startWeatherServer({ port: 0, host: '0.0.0.0' });
    await server.close();
    expect(output()).toBe(
      `[weather-double] The double server listens on 0.0.0.0:${server.port}, reachable from other machines. Bind 127.0.0.1 unless you mean to expose it.`,
    );
  });

  it('weather-double serve says so on stderr too, and not for the default', async () => {
    const open = await startCliServer(['--port', '0', '--host', '0.0.0.0']);
    const quiet = await startCliServer(['--port', '0']);
    await open.stop();
    await quiet.stop();
    expect(open.output().stderr).toMatch(
      /^\[weather-double\] The double server listens on 0\.0\.0\.0:\d+, reachable from other machines/,
    );
    expect(quiet.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(quiet.output().stderr).toBe('');
  });
});

// ---- sizes ---------------------------------------------------------------------------------------

describe('over-long requests are refused, not processed', () => {
  const double = createWeatherDouble({ seed: SEED, now: () => NOW });
  const msw = setupServer(...double.handlers);
  let server: WeatherServer;
  beforeAll(async () => {
    // Requests to the server's socket pass through MSW.
    msw.listen({ onUnhandledRequest: 'bypass', onUnhandledFrame: 'bypass' } as {
      onUnhandledRequest: 'bypass';
    });
    server = await startWeatherServer({ port: 0, seed: SEED, now: () => NOW });
  });
  afterAll(async () => {
    msw.close();
    await server.close();
  });

  /** A query making the request target (path and query) exactly `length` characters long. */
  const queryOfLength = (length: number) => {
    const start = 'zip=94040&appid=secret-key&pad=';
    return `${start}${'p'.repeat(length - '/data/2.5/weather?'.length - start.length)}`;
  };

  it('answers a target of 8193 characters 414 in the handlers and the server alike, 8192 normally', async () => {
    for (const [length, status] of [
      [8192, 200],
      [8193, 414],
      [100_000, 414],
    ] as const) {
      const query = queryOfLength(length);
      double.requests.clear();
      server.requests.clear();
      const viaHandlers = await fetch(`${SERVICE}?${query}`);
      const answers = [viaHandlers];
      if (length < 16_000) answers.push(await fetch(`${server.url}/data/2.5/weather?${query}`));
      for (const response of answers) {
        expect(response.status).toBe(status);
        if (status === 414) {
          expect(response.statusText).toBe('Request-URI Too Large');
          expect(await response.text()).toBe(BODIES.uriTooLong);
          expect(response.headers.get('x-cache-key')).toBeNull();
          expect(routeHeaders.every(([name, value]) => response.headers.get(name) === value)).toBe(true);
        }
      }
      for (const log of [double.requests, ...(length < 16_000 ? [server.requests] : [])]) {
        expect(log).toHaveLength(1);
        if (status === 414) {
          // Not read: no parameters, the first 256 characters of the query, key masked.
          expect(log[0]?.query).toEqual({});
          expect(log[0]?.url).toMatch(/\/data\/2\.5\/weather\?zip=94040&appid=\*\*\*&pad=p+…$/);
          expect(log[0]?.url.length).toBeLessThan(400);
        }
      }
    }
  });

  /** What the server sends back to `request` written at once on a raw socket, until it closes. */
  const rawExchange = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1');
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        received += chunk;
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
      socket.write(request);
    });

  it('answers a target over 8192 characters 414 also past Node 16 KiB limit, and closes the connection', async () => {
    const raw = await rawExchange(
      `GET /data/2.5/weather?${queryOfLength(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    const [head = '', body] = raw.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 414 Request-URI Too Large');
    expect(head).toContain('\r\nConnection: close');
    expect(head).not.toContain('X-Cache-Key');
    expect(body).toBe(BODIES.uriTooLong);
  });

  it('answers headers over 16 KiB (with a short target) 431 on the server and closes the connection', async () => {
    const raw = await rawExchange(
      `GET /data/2.5/weather?zip=94040&appid=k HTTP/1.1\r\nHost: x\r\nX-Padding: ${'x'.repeat(20_000)}\r\n\r\n`,
    );
    const [head = '', body] = raw.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(head).toContain('\r\nConnection: close');
    expect(body).toBe(BODIES.headersTooLarge);
  });
});
