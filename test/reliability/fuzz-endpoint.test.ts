// Property tests of the endpoint model, the pure function from a request to the answer that the
// handlers and the server both serve: 16,000 arbitrary requests (two configurations), each answered
// exactly as the docs' rules say (docs/handlers-and-scenarios.md, docs/locations.md), byte for byte, and never throwing.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWeatherEndpoint } from '../../src/core/endpoint.js';
import {
  anyMethod,
  expectDocumentedAnswer,
  expectedAnswer,
  fuzzSeed,
  GOOD_KEY,
  NOW,
  queryString,
  SEED,
  WEATHER_PATH,
  warmPlaceData,
} from './model.js';

const seed = fuzzSeed('fuzz-endpoint');
const RUNS = 8_000;

/** Methods as the endpoint may be handed them: tokens in any case, and any string at all. */
const method = fc.oneof(
  { weight: 6, arbitrary: anyMethod },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);

const configurations = [
  { name: 'any non-empty key', options: {} },
  { name: 'apiKeys', options: { apiKeys: [GOOD_KEY, 'other-key'] } },
] as const;

// The oracle (the package's dist) and this endpoint (the sources) each read the place data once.
beforeAll(() => {
  warmPlaceData();
  const warm = createWeatherEndpoint({ seed: SEED, now: () => NOW });
  for (const query of ['zip=98052', 'q=London', 'id=2643743', 'lat=51.5&lon=-0.12']) {
    warm.respond({ method: 'GET', url: `https://api.openweathermap.org${WEATHER_PATH}?${query}&appid=k` });
  }
});

describe('the endpoint model under arbitrary requests', () => {
  for (const { name, options } of configurations) {
    it(`answers ${RUNS} arbitrary requests exactly as documented (${name})`, () => {
      const endpoint = createWeatherEndpoint({ seed: SEED, now: () => NOW, ...options });
      fc.assert(
        fc.property(method, queryString, (verb, query) => {
          const url = new URL(`https://api.openweathermap.org${WEATHER_PATH}?${query}`);
          const answer = endpoint.respond({ method: verb, url });
          const expected = expectedAnswer(verb, url, options);
          expect({ status: answer.status, headers: answer.headers, body: answer.body }).toEqual({
            status: expected.status,
            headers: expected.headers,
            body: expected.body,
          });
          expectDocumentedAnswer(verb, answer.status, answer.body as string);
          // Asked again (now from the answer cache when the query is short): the same answer.
          const again = endpoint.respond({ method: verb, url: url.href });
          expect([again.status, again.headers, again.body]).toEqual([
            answer.status,
            answer.headers,
            answer.body,
          ]);
        }),
        { seed, numRuns: RUNS, verbose: 1 },
      );
      // 8000 requests of every location form (new places, nearest-city lookups) on a shared machine.
    }, 20_000);
  }
});
