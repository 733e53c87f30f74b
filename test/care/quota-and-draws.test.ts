// The quota never forgets a limited key inside its window (issue 19), and faults and latency are
// drawn from the seed and the request itself, so concurrent runs fail the same requests.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createWeatherDouble, type WeatherDoubleOptions } from 'weather-double/handlers';
import { startWeatherServer } from 'weather-double/server';
// Internal: the quota's counter, for its memory bound.
import { createQuotaCounter, QUOTA_KEY_LIMIT } from '../../src/core/faults/quota.js';

const NOW = Date.UTC(2024, 5, 1, 18);
const SERVICE = 'https://api.openweathermap.org/data/2.5/weather';

describe('quota', () => {
  it('keeps its memory bounded: at most 100,000 keys under their limit and 100,000 over it', () => {
    const counter = createQuotaCounter({ limit: 1, windowMs: 60_000 });
    expect(QUOTA_KEY_LIMIT).toBe(100_000);
    let wrong = 0;
    for (let key = 0; key < 250_000; key += 1) {
      if (counter.take(`k${key}`, NOW) !== false) wrong += 1;
      if (counter.take(`k${key}`, NOW) !== true) wrong += 1;
    }
    expect(wrong).toBe(0);
    expect(counter.size).toBe(100_000);
    // The most recently limited keys are still limited.
    expect(counter.take('k249999', NOW + 1)).toBe(true);
    // Windows that ended are dropped as requests come.
    for (let key = 0; key < 30_000; key += 1) counter.take(`new${key}`, NOW + 60_000);
    expect(counter.size).toBe(30_000);
  }, 30_000);

  it('keeps a key limited for its whole window, however many other keys come meanwhile', async () => {
    let clock = NOW;
    const double = createWeatherDouble({
      seed: 1,
      now: () => clock,
      quota: { limit: 1, windowSeconds: 3600 },
    });
    const status = async (key: string) =>
      (await getResponse(double.handlers, new Request(`${SERVICE}?zip=94040&appid=${key}`)))?.status;
    expect(await status('limited')).toBe(200);
    expect(await status('limited')).toBe(429);
    for (let key = 0; key < 10_001; key += 1) {
      await status(`other-${key}`);
      if (key % 1000 === 0) double.requests.clear();
    }
    clock += 3_599_000;
    expect(await status('limited')).toBe(429);
    clock += 1_000;
    expect(await status('limited')).toBe(200);
  }, 60_000);
});

/** A seeded shuffle (the order requests are sent in), different per `salt`. */
function shuffled<T>(items: readonly T[], salt: number): T[] {
  const out = [...items];
  let state = salt * 2_654_435_761;
  for (let i = out.length - 1; i > 0; i -= 1) {
    state = (Math.imul(state ^ (state >>> 15), 2_246_822_519) + 0x9e3779b9) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const OPTIONS: WeatherDoubleOptions = {
  seed: 7,
  now: () => NOW,
  faults: { rate: 0.3, kinds: ['serverError', 'rateLimited'] },
  latency: { median: 2, p99: 20 },
};
/** 50 requests: 40 distinct and one request sent 10 times. */
const QUERIES = [
  ...Array.from(
    { length: 40 },
    (_, i) => `zip=94040&units=${['metric', 'imperial'][i % 2]}&n=${i}&appid=key-${i % 3}`,
  ),
  ...Array.from({ length: 10 }, () => 'zip=10001&appid=k'),
];

/** What each distinct request got (sorted: repeats of one request in any order). */
function byRequest(entries: readonly { url: string; fault: string | null; latency: number }[]) {
  const seen = new Map<string, string[]>();
  for (const { url, fault, latency } of entries) {
    const key = url.replace(/appid=\*\*\*/, '');
    seen.set(key, [...(seen.get(key) ?? []), `${fault}/${latency}`].sort());
  }
  return Object.fromEntries([...seen].sort(([a], [b]) => a.localeCompare(b)));
}

describe('faults and latency are drawn from the seed and the request', () => {
  it('fail the same requests with the same delays whatever order 50 concurrent requests arrive in (handlers)', async () => {
    const runs = [];
    for (const salt of [1, 2, 3]) {
      const double = createWeatherDouble(OPTIONS);
      await Promise.all(
        shuffled(QUERIES, salt).map(async (query) => {
          const response = await getResponse(double.handlers, new Request(`${SERVICE}?${query}`));
          await response?.arrayBuffer();
        }),
      );
      runs.push(byRequest(double.requests));
    }
    expect(Object.keys(runs[0] ?? {})).toHaveLength(41);
    const faults = Object.values(runs[0] ?? {})
      .flat()
      .filter((draw) => !draw.startsWith('null/'));
    expect(faults.length).toBeGreaterThan(5);
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
  });

  it('does the same over a real socket, and the same as the handlers', async () => {
    const handlersDouble = createWeatherDouble(OPTIONS);
    for (const query of QUERIES) {
      const response = await getResponse(handlersDouble.handlers, new Request(`${SERVICE}?${query}`));
      await response?.arrayBuffer();
    }
    const expected = byRequest(handlersDouble.requests);
    for (const salt of [4, 5]) {
      const server = await startWeatherServer({ port: 0, ...OPTIONS });
      try {
        await Promise.all(
          shuffled(QUERIES, salt).map(async (query) => {
            const response = await fetch(`${server.url}/data/2.5/weather?${query}`);
            await response.arrayBuffer();
          }),
        );
        const got = byRequest(
          server.requests.map((entry) => ({
            ...entry,
            url: entry.url.replace(server.url, 'https://api.openweathermap.org'),
          })),
        );
        expect(got).toEqual(expected);
      } finally {
        await server.close();
      }
    }
  });

  it('still depends on the seed: another seed fails other requests', async () => {
    const draws = async (seed: number) => {
      const double = createWeatherDouble({ ...OPTIONS, seed });
      for (const query of QUERIES)
        await (await getResponse(double.handlers, new Request(`${SERVICE}?${query}`)))?.arrayBuffer();
      return byRequest(double.requests);
    };
    expect(await draws(8)).not.toEqual(await draws(7));
  });
});
