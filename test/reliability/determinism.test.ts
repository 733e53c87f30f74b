// Determinism under load: two server processes (`weather-double serve`) with the same seed and clock
// answer the same 10,000 requests byte for byte, though each gets them in a different order, 64 at
// a time. Only the Date header (the wall clock) may differ.
import { Agent, request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliServer, startCliServer } from '../support/cli.js';
import { encode, type FuzzRequest, fetchRequest, fuzzSeed, keyValue, zipValue } from './model.js';

const seed = fuzzSeed('determinism');
const COUNT = 10_000;
const CONCURRENCY = 64;
const ARGS = ['--port', '0', '--seed', '4242', '--now', '2024-03-20T06:41:00Z'];

/** Mostly requests that get a record (many places, all units), a quarter arbitrary ones. */
const request = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .record({
        zip: zipValue,
        key: keyValue,
        units: fc.constantFrom('', '&units=metric', '&units=imperial', '&units=standard', '&units=Metric'),
      })
      .map(
        ({ zip, key, units }): FuzzRequest => ({
          method: 'GET',
          path: '/data/2.5/weather',
          query: `zip=${encode(zip)}&appid=${encode(key)}${units}`,
          headers: [],
          body: undefined,
        }),
      ),
  },
  { weight: 1, arbitrary: fetchRequest },
);

interface Seen {
  status: number;
  headers: [string, string][];
  body: string;
}

/** One request over a keep-alive agent: status, raw headers in wire order (without Date), body. */
function send(agent: Agent, url: URL, { method, headers, body }: FuzzRequest): Promise<Seen> {
  // An object, so that Node adds Host; and Node frames a GET, DELETE or OPTIONS body only when told
  // its length (else the body would reach the server as the start of the next request).
  const framing = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
  const options = {
    method: method.toUpperCase(),
    headers: { ...Object.fromEntries(headers), ...framing },
    agent,
    timeout: 20_000,
  };
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, options, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => {
        const raw = response.rawHeaders;
        const pairs: [string, string][] = [];
        for (let i = 0; i < raw.length; i += 2)
          if (raw[i] !== 'Date') pairs.push([raw[i] ?? '', raw[i + 1] ?? '']);
        resolve({ status: response.statusCode ?? 0, headers: pairs, body: text });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`no answer to ${method} ${url.href} in 20 s`)));
    req.on('error', (error) => reject(new Error(`${method} ${url.href.slice(0, 200)}: ${error.message}`)));
    req.end(body);
  });
}

/** Sends `requests[order[i]]` for every i, `CONCURRENCY` at a time; answers by request index. */
async function sendAll(base: string, requests: FuzzRequest[], order: number[]): Promise<Seen[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const answers: Seen[] = new Array(requests.length);
  let next = 0;
  const worker = async () => {
    while (next < order.length) {
      const index = order[next++] as number;
      const request = requests[index] as FuzzRequest;
      answers[index] = await send(agent, new URL(`${base}${request.path}?${request.query}`), request);
    }
  };
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    agent.destroy();
  }
  return answers;
}

describe('two server processes with the same seed and clock', () => {
  let first: CliServer;
  let second: CliServer;
  beforeAll(async () => {
    [first, second] = await Promise.all([startCliServer(ARGS), startCliServer(ARGS)]);
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
  });

  it(`answer the same ${COUNT} requests, sent concurrently in different orders, byte for byte`, async () => {
    const requests = fc
      .sample(request, { seed, numRuns: COUNT * 2 })
      .filter(({ path, query }) => path.length + query.length < 15_000)
      .slice(0, COUNT);
    expect(requests).toHaveLength(COUNT);
    const forward = requests.map((_, index) => index);
    const shuffled = fc.sample(fc.shuffledSubarray(forward, { minLength: COUNT }), {
      seed: seed + 1,
      numRuns: 1,
    })[0] as number[];
    const [a, b] = await Promise.all([
      sendAll(first.url, requests, forward),
      sendAll(second.url, requests, shuffled),
    ]);
    const differing = a.flatMap((answer, index) =>
      JSON.stringify(answer) === JSON.stringify(b[index])
        ? []
        : [{ request: requests[index], a: answer, b: b[index] }],
    );
    expect(differing.slice(0, 3)).toEqual([]);
    // A fair share of the comparison is records, not only error bodies.
    expect(a.filter(({ status }) => status === 200).length).toBeGreaterThan(COUNT / 4);
  }, 120_000);
});
