// Property tests through fetch: arbitrary requests (methods, paths near the weather path, query
// strings, headers, bodies) to the MSW handlers (setupServer) and to the standalone server (a real
// socket). Each answer must be exactly the oracle's (status, headers, body bytes), a documented one,
// logged with the status it got, and every request must finish.
import fc from 'fast-check';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeatherDouble } from 'weather-double/handlers';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { failOnUnhandled } from '../support/msw.js';
import {
  BODIES,
  expectDocumentedAnswer,
  expectedAnswer,
  type FuzzRequest,
  fetchRequest,
  fuzzSeed,
  NODE_METHODS,
  NOW,
  routeHeaders,
  SEED,
  warmPlaceData,
} from './model.js';

const seed = fuzzSeed('fuzz-fetch');
const HANDLER_RUNS = 2_000;
const SERVER_RUNS = 1_500;
const SERVICE = 'https://api.openweathermap.org';

/** The method fetch puts on the wire: the six standard ones upper-cased, any other as given. */
function wireMethod(method: string): string {
  const upper = method.toUpperCase();
  return ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT'].includes(upper) ? upper : method;
}

const lowerSorted = (headers: Iterable<[string, string]>) =>
  [...headers]
    .map(([name, value]) => [name.toLowerCase(), value] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));

async function send(url: URL, request: FuzzRequest) {
  const response = await fetch(url, {
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, headers: [...response.headers], body: await response.text() };
}

beforeAll(warmPlaceData);

describe('the MSW handlers under arbitrary requests', () => {
  const double = createWeatherDouble({ seed: SEED, now: () => NOW });
  // Nothing under the service's host reaches this handler (the whole host is the double's).
  const others = http.all('*', () => new HttpResponse('not the double', { status: 418 }));
  const server = setupServer(...double.handlers, others);
  beforeAll(() => server.listen(failOnUnhandled));
  afterAll(() => server.close());

  it(`answers ${HANDLER_RUNS} arbitrary fetch requests exactly as documented`, async () => {
    await fc.assert(
      fc.asyncProperty(fetchRequest, async (request) => {
        const url = new URL(`${SERVICE}${request.path}?${request.query}`);
        double.requests.clear();
        const actual = await send(url, request);
        const expected = expectedAnswer(request.method, url);
        // Every path of the service's hosts is the double's: a path no route has gets the server's
        // unknown-route 404 (not logged), never the other handlers or the network.
        expect({ ...actual, headers: lowerSorted(actual.headers) }).toEqual({
          status: expected.status,
          headers: lowerSorted(expected.headers),
          body: expected.body,
        });
        expectDocumentedAnswer(request.method, actual.status, actual.body);
        expect(double.requests.map(({ method, status }) => ({ method, status }))).toEqual(
          expected.routed
            ? [{ method: wireMethod(request.method).toUpperCase(), status: actual.status }]
            : [],
        );
      }),
      { seed, numRuns: HANDLER_RUNS, verbose: 1 },
    );
  }, 120_000);
});

describe('the standalone server under arbitrary requests', () => {
  let server: WeatherServer;
  beforeAll(async () => {
    server = await startWeatherServer({ port: 0, seed: SEED, now: () => NOW });
  });
  afterAll(() => server.close());

  it(`answers ${SERVER_RUNS} arbitrary fetch requests over the socket exactly as documented`, async () => {
    await fc.assert(
      fc.asyncProperty(fetchRequest, async (request) => {
        const url = new URL(`${server.url}${request.path}?${request.query}`);
        // Node's 16 KiB limit on the request line and headers is tested on its own (431).
        fc.pre(url.pathname.length + url.search.length < 15_000);
        server.requests.clear();
        const actual = await send(url, request);
        const method = wireMethod(request.method);
        const transport = ['connection', 'content-length', 'date'];
        if (!NODE_METHODS.has(method)) {
          // A method Node's HTTP parser does not read never reaches the double.
          expect({ status: actual.status, body: actual.body }).toEqual({
            status: 400,
            body: BODIES.badRequest,
          });
          expect(lowerSorted(actual.headers).map(([name]) => name)).toEqual(
            lowerSorted([...routeHeaders, ...transport.map((name) => [name, ''] as [string, string])]).map(
              ([name]) => name,
            ),
          );
          expect(server.requests).toHaveLength(0);
          return;
        }
        const expected = expectedAnswer(method, url);
        const received = lowerSorted(actual.headers.filter(([name]) => !transport.includes(name)));
        expect({ ...actual, headers: received }).toEqual({
          status: expected.status,
          headers: lowerSorted(expected.headers),
          body: expected.body,
        });
        // A HEAD answer has no Content-Length: the double does not make the body a GET would get.
        expect(
          lowerSorted(actual.headers)
            .filter(([name]) => transport.includes(name))
            .map(([name]) => name),
        ).toEqual(method === 'HEAD' ? ['connection', 'date'] : ['connection', 'content-length', 'date']);
        expectDocumentedAnswer(method, actual.status, actual.body);
        expect(server.requests.map(({ status }) => status)).toEqual(expected.routed ? [actual.status] : []);
      }),
      { seed, numRuns: SERVER_RUNS, verbose: 1 },
    );
  }, 120_000);

  it('leaves Object.prototype untouched after all of it', () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(
      Object.getOwnPropertyNames(Object.getPrototypeOf({})).sort(),
    );
    expect(({} as Record<string, unknown>).X).toBeUndefined();
  });
});
