// Heap growth per request in a long in-process run (issue 19): N requests after a warm-up, the heap
// measured after full garbage collections (run with --expose-gc; bench/run.mjs does).
//   - MSW: `setupServer(...createWeatherDouble().handlers)` and `fetch`, against the floor of the
//     same run, a bare MSW `http.get` handler with a constant body. Both grow by the same amount
//     a request: the growth is MSW's and Node's, not the double's (a heap snapshot shows the retained
//     objects held by Node's cleanup queue of transferable objects, the AbortSignal and stream
//     objects each intercepted Request and its clones create; see docs/performance.md, "Memory in long
//     in-process runs").
//     Goal: the double adds at most 512 bytes a request to the bare handler's growth.
//   - The standalone server (`startWeatherServer`) asked over node:http from the same process: what
//     a test process holds when it talks to the double's server instead of intercepting. Goal: at
//     most 512 bytes a request (the request log keeps its last 1000 entries; the caches are bounded).
import { request as httpRequest } from 'node:http';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { createWeatherDouble } from 'weather-double/handlers';
import { startWeatherServer } from 'weather-double/server';
import { reportRows, thousands } from './support/report.mjs';

if (typeof globalThis.gc !== 'function') {
  console.error('[weather-double] memory.bench.mjs needs --expose-gc (npm run bench runs it so).');
  process.exit(2);
}
const N = 10_000;
const WARMUP = 2_000;
const NOW = Date.UTC(2024, 5, 1, 12);
const SERVICE = 'https://api.openweathermap.org/data/2.5/weather';
const QUERY = 'zip=94040,us&units=imperial&appid=k';

/** The heap in use after full collections. */
function heap() {
  for (let i = 0; i < 4; i += 1) globalThis.gc();
  return process.memoryUsage().heapUsed;
}

/** Bytes a request the heap grew by over `n` requests of `ask`, after `WARMUP` of them. */
async function growth(ask, n = N) {
  for (let i = 0; i < WARMUP; i += 1) await ask(i);
  const before = heap();
  for (let i = 0; i < n; i += 1) await ask(i);
  return (heap() - before) / n;
}

// MSW, the floor and the double in turn (one setupServer at a time, as a test file has).
const double = createWeatherDouble({ seed: 1, now: () => NOW });
const sample = await (async () => {
  const server = setupServer(...double.handlers);
  server.listen();
  const text = await (await fetch(`${SERVICE}?${QUERY}`)).text();
  server.close();
  return text;
})();
async function mswGrowth(handlers, clear = () => {}) {
  const server = setupServer(...handlers);
  server.listen({ onUnhandledRequest: 'error' });
  try {
    return await growth(async () => {
      const response = await fetch(`${SERVICE}?${QUERY}`);
      await response.text();
      clear();
    });
  } finally {
    server.close();
  }
}
const floorGrowth = await mswGrowth([
  http.get(
    SERVICE,
    () => new Response(sample, { headers: { 'Content-Type': 'application/json; charset=utf-8' } }),
  ),
]);
const doubleGrowth = await mswGrowth(double.handlers, () => {
  if (double.requests.length >= 1000) double.requests.clear();
});

// The standalone server, asked over node:http (no web streams on either side).
const server = await startWeatherServer({ port: 0, seed: 1, now: () => NOW });
const agent = new (await import('node:http')).Agent({ keepAlive: true, maxSockets: 1 });
const get = () =>
  new Promise((resolve, reject) => {
    const req = httpRequest(`${server.url}/data/2.5/weather?${QUERY}`, { agent }, (res) => {
      res.resume();
      res.on('end', resolve);
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
const serverGrowth = await growth(get);
agent.destroy();
await server.close();

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KiB`;
console.table([
  { run: 'floor: setupServer(bare http.get) + fetch', 'heap growth per request': kb(floorGrowth) },
  { run: 'setupServer(...double.handlers) + fetch', 'heap growth per request': kb(doubleGrowth) },
  { run: 'startWeatherServer + node:http client', 'heap growth per request': kb(serverGrowth) },
]);
console.log(
  `${thousands(N)} requests after ${thousands(WARMUP)} warm-up requests; heap after 4 full collections; Node ${process.version}`,
);
reportRows(import.meta.url, [
  {
    work: 'MSW handlers, long in-process run: heap growth per request (setupServer + fetch)',
    figure: `${kb(doubleGrowth)} a request`,
    floor: `${kb(floorGrowth)} a request (bare MSW handler)`,
    ratio: doubleGrowth / floorGrowth,
    ratioMeans: "the double's growth ÷ the bare handler's; the goal is on the difference (double − floor)",
    value: doubleGrowth - floorGrowth,
    goal: { at: 'most', value: 512, of: 'figure', unit: 'bytes added a request' },
  },
  {
    work: 'standalone server asked from the same process: heap growth per request',
    figure: `${kb(serverGrowth)} a request`,
    floor: `${kb(floorGrowth)} a request (bare MSW handler)`,
    ratio: serverGrowth / floorGrowth,
    ratioMeans: "the server's growth ÷ the bare MSW handler's (lower is better); the goal is on the growth",
    value: serverGrowth,
    goal: { at: 'most', value: 512, of: 'figure', unit: 'bytes a request' },
  },
]);
