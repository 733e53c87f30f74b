// Quota, faults and latency on the double's own handlers, and the malformed() and hang() scenarios,
// as a client of the intercepted service sees them.
import { describe, expect, it } from 'vitest';
import { createWeatherDouble, type WeatherDoubleOptions } from 'weather-double/handlers';
import { answerOf, BODY, expectedHeaders, NOW, useMswServer, weatherUrl } from './helpers.js';

const server = useMswServer();

/**
 * How fetch reports a network error: `TypeError: Failed to fetch` under msw 2 (its fetch
 * interceptor), `TypeError: fetch failed` under msw 3 (Node's own fetch over an intercepted socket).
 */
const NETWORK_ERROR_MESSAGES = ['Failed to fetch', 'fetch failed'];

/**
 * Fetches `query` from the service, reporting a rejected fetch as `{ error }`: `'network error'`
 * for fetch's network-error TypeError, else the error's name and message.
 */
async function get(
  query: string,
  init?: RequestInit,
): Promise<{ status?: number; body?: string; headers?: [string, string][]; error?: string }> {
  try {
    return await answerOf(await fetch(weatherUrl(query), init));
  } catch (error) {
    if (error instanceof TypeError && NETWORK_ERROR_MESSAGES.includes(error.message)) {
      return { error: 'network error' };
    }
    return { error: `${(error as Error).name}: ${(error as Error).message}` };
  }
}

/** A double with these options, its handlers in use. */
function use(options: WeatherDoubleOptions) {
  const double = createWeatherDouble({ seed: 4, now: () => NOW, ...options });
  server.use(...double.handlers);
  return double;
}

/** The faults the double logged for `count` requests of one query. */
async function faultsOf(options: WeatherDoubleOptions, count: number) {
  const double = use(options);
  for (let i = 0; i < count; i += 1) await get('zip=94040&appid=k');
  return double.requests.map((r) => r.fault);
}

describe('quota', () => {
  it('answers the exact 429 past the limit, per key, until the window on the double clock passes', async () => {
    let clock = NOW;
    const double = use({ quota: { limit: 2, windowSeconds: 60 }, now: () => clock });
    const normal = await get('zip=94040&appid=a');
    expect(normal.status).toBe(200);
    expect(await get('zip=94040&appid=a')).toEqual(normal);
    const limited = { status: 429, body: BODY[429], headers: expectedHeaders('/data/2.5/weather?zip=94040') };
    expect(await get('zip=94040&appid=a')).toEqual(limited);
    // Another key has its own count.
    expect((await get('zip=94040&appid=b')).status).toBe(200);
    clock += 59_999;
    expect(await get('zip=94040&appid=a')).toEqual(limited);
    clock += 1;
    expect(await get('zip=94040&appid=a')).toEqual(normal);
    expect(double.requests.map((r) => [r.query.appid, r.status, r.fault])).toEqual([
      ['***', 200, null],
      ['***', 200, null],
      ['***', 429, 'quota'],
      ['***', 200, null],
      ['***', 429, 'quota'],
      ['***', 200, null],
    ]);
  });

  it('gives the same 429 bytes as scenarios.rateLimited()', async () => {
    const double = use({ quota: { limit: 1 } });
    await get('zip=10001&units=metric&appid=k');
    const byQuota = await get('zip=10001&units=metric&appid=k');
    server.use(double.scenarios.rateLimited());
    expect(await get('zip=10001&units=metric&appid=k')).toEqual(byQuota);
  });

  it('does not count requests without a key or refused with 401', async () => {
    use({ quota: { limit: 1 }, apiKeys: ['good'] });
    for (const query of ['zip=94040&appid=bad', 'zip=94040&appid=bad', 'zip=94040', 'zip=94040&appid=']) {
      expect((await get(query)).status).toBe(401);
    }
    expect((await get('zip=94040&appid=good')).status).toBe(200);
    expect((await get('zip=94040&appid=good')).status).toBe(429);
    // A refused key is refused, not limited, whatever the count.
    expect((await get('zip=94040&appid=bad')).status).toBe(401);
  });

  it('counts requests that answered other errors (404, 400) against the key', async () => {
    use({ quota: { limit: 2 } });
    expect((await get('zip=00000&appid=k')).status).toBe(404);
    expect((await get('appid=k')).status).toBe(400);
    expect((await get('zip=94040&appid=k')).status).toBe(429);
  });
});

describe('faults', () => {
  it('fails the share rate of requests, each with the service exact answer', async () => {
    const double = use({ faults: { rate: 1, kinds: ['serverError'] } });
    expect(await get('zip=94040&appid=k')).toEqual({
      status: 500,
      body: BODY[500],
      headers: expectedHeaders('/data/2.5/weather?zip=94040'),
    });
    expect(double.requests.at(-1)).toMatchObject({ status: 500, fault: 'serverError', scenario: null });
    server.resetHandlers(...use({ faults: { rate: 1, kinds: ['rateLimited'] } }).handlers);
    expect(await get('zip=94040&appid=k')).toMatchObject({ status: 429, body: BODY[429] });
  });

  it('draws the default kinds: rateLimited, serverError and networkError', async () => {
    const double = use({ faults: { rate: 1 } });
    const seen = new Set<string>();
    for (let i = 0; i < 30; i += 1) {
      const answer = await get('zip=94040&appid=k');
      seen.add(answer.error ?? String(answer.status));
    }
    expect([...seen].sort()).toEqual(['429', '500', 'network error']);
    expect(new Set(double.requests.map((r) => r.fault))).toEqual(
      new Set(['rateLimited', 'serverError', 'networkError']),
    );
    expect(double.requests.filter((r) => r.fault === 'networkError').every((r) => r.status === 0)).toBe(true);
  });

  it('is deterministic for a seed and a request sequence; faults.seed defaults to the double seed', async () => {
    const first = await faultsOf({ seed: 21, faults: { rate: 0.5 } }, 40);
    expect(await faultsOf({ seed: 21, faults: { rate: 0.5 } }, 40)).toEqual(first);
    expect(await faultsOf({ seed: 99, faults: { rate: 0.5, seed: 21 } }, 40)).toEqual(first);
    expect(await faultsOf({ seed: 21, faults: { rate: 0.5, seed: 22 } }, 40)).not.toEqual(first);
    const failed = first.filter((fault) => fault !== null).length;
    expect(failed).toBeGreaterThan(10);
    expect(failed).toBeLessThan(30);
  });

  it('never fails with rate 0', async () => {
    expect(await faultsOf({ faults: { rate: 0 } }, 20)).toEqual(Array(20).fill(null));
  });

  it('the quota answers before a fault is drawn', async () => {
    const double = use({ quota: { limit: 1 }, faults: { rate: 1, kinds: ['serverError'] } });
    await get('zip=94040&appid=k');
    await get('zip=94040&appid=k');
    expect(double.requests.map((r) => r.fault)).toEqual(['serverError', 'quota']);
  });
});

describe('latency', () => {
  it('delays answers by seeded, logged delays; latency.seed defaults to the double seed', async () => {
    const delays = async (options: WeatherDoubleOptions) => {
      const double = use(options);
      for (let i = 0; i < 8; i += 1) expect((await get('zip=94040&appid=k')).status).toBe(200);
      return double.requests.map((r) => r.latency);
    };
    const first = await delays({ seed: 8, latency: { median: 3, p99: 30 } });
    expect(first.every((ms) => Number.isInteger(ms) && ms >= 0 && ms <= 200)).toBe(true);
    expect(new Set(first).size).toBeGreaterThan(2);
    expect(await delays({ seed: 8, latency: { median: 3, p99: 30 } })).toEqual(first);
    expect(await delays({ seed: 1, latency: { median: 3, p99: 30, seed: 8 } })).toEqual(first);
  });

  it('a request aborted while it waits fails at once as the client aborted it', async () => {
    use({ latency: { median: 60_000, p99: 60_000 } });
    const answer = await get('zip=94040&appid=k', { signal: AbortSignal.timeout(20) });
    expect(answer).toEqual({ error: 'TimeoutError: The operation was aborted due to timeout' });
  });
});

describe('malformed()', () => {
  it('answers 200 with the full Content-Length and a body that fails half-way, as a dropped connection', async () => {
    const double = use({});
    const whole = await get('zip=94040&appid=k');
    server.use(double.scenarios.malformed({ once: true }));
    const response = await fetch(weatherUrl('zip=94040&appid=k'));
    expect(response.status).toBe(200);
    const length = String(Buffer.byteLength(whole.body!));
    expect([...response.headers]).toEqual([...whole.headers!, ['content-length', length]].sort());
    await expect(response.json()).rejects.toThrow(new TypeError('terminated'));
    expect(double.requests.at(-1)).toMatchObject({ status: 200, scenario: 'malformed', fault: null });
    // `once`: the next request gets the whole body.
    expect(await get('zip=94040&appid=k')).toEqual(whole);
  });

  it('is a fault kind too', async () => {
    const double = use({ faults: { rate: 1, kinds: ['malformed'] } });
    const response = await fetch(weatherUrl('zip=94040&appid=k'));
    await expect(response.text()).rejects.toThrow('terminated');
    expect(double.requests.at(-1)).toMatchObject({ status: 200, scenario: null, fault: 'malformed' });
  });

  it('targets one zip', async () => {
    const double = use({});
    const whole = await get('zip=10001,us&appid=k');
    server.use(double.scenarios.malformed({ zip: '10001' }));
    expect((await get('zip=94040&appid=k')).status).toBe(200);
    await expect((await fetch(weatherUrl('zip=10001,us&appid=k'))).json()).rejects.toThrow('terminated');
    // The client reads the first half of the bytes, then the failure.
    const reader = (await fetch(weatherUrl('zip=10001,us&appid=k'))).body!.getReader();
    const chunks: Uint8Array[] = [];
    const failure = await (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return null;
        chunks.push(value);
      }
    })().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TypeError);
    expect((failure as TypeError).message).toBe('terminated');
    const bytes = Buffer.from(whole.body!);
    expect(Buffer.concat(chunks).equals(bytes.subarray(0, Math.floor(bytes.length / 2)))).toBe(true);
  });
});

describe('hang()', () => {
  it('never answers: the client timeout fires, and the request is logged with status 0', async () => {
    const double = use({});
    server.use(double.scenarios.hang({ once: true }));
    // The client gives up once the double has the request (a timeout could fire before it arrives).
    const controller = new AbortController();
    const pending = get('zip=94040&appid=k', { signal: controller.signal });
    await expect.poll(() => double.requests.length).toBe(1);
    controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    expect(await pending).toEqual({ error: 'TimeoutError: The operation timed out.' });
    expect(double.requests.at(-1)).toMatchObject({ status: 0, scenario: 'hang', fault: null });
    expect((await get('zip=94040&appid=k')).status).toBe(200);
  });

  it('is a fault kind too', async () => {
    const double = use({ faults: { rate: 1, kinds: ['hang'] } });
    const controller = new AbortController();
    const pending = get('zip=94040&appid=k', { signal: controller.signal });
    await expect.poll(() => double.requests.length).toBe(1);
    controller.abort();
    expect(await pending).toEqual({ error: 'AbortError: This operation was aborted' });
    expect(double.requests.at(-1)).toMatchObject({ status: 0, fault: 'hang' });
  });
});

describe('scenarios answer as told', () => {
  it('quota, faults and latency apply to the double own handlers, not to scenarios', async () => {
    const double = use({ quota: { limit: 1 }, faults: { rate: 1, kinds: ['serverError'] } });
    server.use(double.scenarios.record({ name: 'Scenario' }));
    for (let i = 0; i < 3; i += 1) expect((await get('zip=94040&appid=k')).status).toBe(200);
    expect(double.requests.map((r) => r.fault)).toEqual([null, null, null]);
  });
});
