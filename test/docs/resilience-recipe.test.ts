// The README's "Resilience" recipes, run: a fetchWithRetry with exponential back-off against a double
// that fails, answers late, cuts bodies off and hangs; a quota waited out on a test clock.
// test/docs/recipes.test.ts checks that the README's code blocks are this file's code, in order.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createWeatherDouble } from 'weather-double/handlers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Your code: GET JSON, retrying 429, 5xx, network errors, timeouts and cut-off bodies. */
async function fetchWithRetry(url: string, { attempts = 4, baseDelayMs = 5, timeoutMs = 500 } = {}) {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await sleep(baseDelayMs * 2 ** (attempt - 1)); // 5, 10, 20 ms
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (response.status === 429 || response.status >= 500) {
        lastError = new Error(`HTTP ${response.status}`);
        continue;
      }
      return { status: response.status, body: await response.json() };
    } catch (error) {
      lastError = error; // a network error, a timeout (a hang) or a body cut off (malformed)
    }
  }
  throw lastError;
}

const double = createWeatherDouble({
  seed: 7,
  faults: { rate: 0.3, kinds: ['rateLimited', 'serverError', 'networkError', 'malformed'] },
  latency: { median: 2, p99: 20 },
});
const server = setupServer(...double.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const url = 'https://api.openweathermap.org/data/2.5/weather?zip=94040,us&appid=test';

it('gets through random failures', async () => {
  for (let i = 0; i < 20; i += 1) {
    const { status, body } = await fetchWithRetry(url);
    expect(status).toBe(200);
    expect(body.name).toBe('Mountain View');
  }
  // Seeded: the same requests fail on every run, and the log says how.
  expect(double.requests.filter((r) => r.fault !== null).map((r) => r.fault)).toMatchInlineSnapshot(`
    [
      "rateLimited",
      "malformed",
      "networkError",
      "serverError",
      "malformed",
      "networkError",
      "serverError",
      "malformed",
    ]
  `);
});

it('gives up after its attempts when the service keeps failing', async () => {
  server.use(double.scenarios.serverError());
  await expect(fetchWithRetry(url)).rejects.toThrow('HTTP 500');
});

it('times out a request that hangs, then retries', async () => {
  server.use(double.scenarios.hang({ once: true }));
  await expect(fetchWithRetry(url, { timeoutMs: 200 })).resolves.toMatchObject({ status: 200 });
});

it('is limited past its quota until the window passes on the double clock', async () => {
  let clock = Date.parse('2024-06-01T18:00:00Z');
  const limited = createWeatherDouble({ quota: { limit: 2, windowSeconds: 60 }, now: () => clock });
  server.use(...limited.handlers);
  const statuses = async () => (await fetch(url)).status;
  expect([await statuses(), await statuses(), await statuses()]).toEqual([200, 200, 429]);
  clock += 60_000; // the window has passed
  expect(await statuses()).toBe(200);
  expect(limited.requests.map((r) => r.fault)).toEqual([null, null, 'quota', null]);
});
