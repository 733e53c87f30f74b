// MSW's own heap growth per request through getResponse, measured the way the memory benchmarks
// measure the double's: msw 2.15 on Node 20 keeps about 1.1 KiB of every request, whatever the
// handler and the answer (AbortSignal and listener objects; docs/performance.md, "Memory in long
// in-process runs", and bench/memory.bench.mjs for setupServer's 8.7 KiB). Through the handlers,
// the double's growth is that floor plus its own: the memory benchmarks that go through
// getResponse (routes-memory, maps) report both and hold the double's own to their goal.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getResponse, HttpResponse, http } from 'msw';

/** The heap in use after full collections, in bytes (needs --expose-gc). */
export function heapAfterCollections() {
  for (let i = 0; i < 4; i += 1) globalThis.gc();
  return process.memoryUsage().heapUsed;
}

/** The msw version the benchmarks run against. */
export const mswVersion = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('msw/package.json'), 'utf8'),
).version;

/**
 * MSW's heap growth, in bytes, from request `first` to request `count`, each a distinct URL to one
 * handler that answers a constant 200: what getResponse alone keeps.
 */
export async function mswFloor(count, first) {
  const handlers = [http.get(/.*/, () => HttpResponse.text('{}'))];
  let before = 0;
  for (let i = 0; i < count; i += 1) {
    const response = await getResponse(
      handlers,
      new Request(`https://api.openweathermap.org/floor/${i}?appid=k`),
    );
    await response?.arrayBuffer();
    if (i + 1 === first) before = heapAfterCollections();
  }
  return heapAfterCollections() - before;
}
