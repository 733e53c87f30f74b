// The double's caches are bounded: 20,000 more distinct requests (new places, new parameters, new
// not-found codes, long queries) leave the live heap where the first 4,000 left it. Run in a child process
// with --expose-gc so that the heap can be measured after full collections.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ENDPOINT = new URL('../../dist/src/core/endpoint.js', import.meta.url).href;

const script = `
import { createWeatherEndpoint } from ${JSON.stringify(ENDPOINT)};
const endpoint = createWeatherEndpoint({ seed: 3 });
let n = 0;
function send() {
  n += 1;
  const zip = String(1 + ((n * 7919) % 99998)).padStart(5, '0');
  const query = [
    'zip=' + zip + '&appid=k&units=metric&n=' + n,
    'zip=00000&appid=k&n=' + n,
    'zip=' + zip + ',us&appid=k&x=' + 'x'.repeat(n % 8000),
    'zip=' + (n % 9000 + 1000) + ',au&appid=k',
  ][n % 4];
  const answer = endpoint.respond({ method: 'GET', url: 'https://api.openweathermap.org/data/2.5/weather?' + query });
  if (answer.status !== 200 && answer.status !== 404 && answer.status !== 414) throw new Error('unexpected ' + answer.status);
}
async function heap() {
  for (let i = 0; i < 3; i += 1) {
    globalThis.gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return process.memoryUsage().heapUsed;
}
for (let i = 0; i < 4000; i += 1) send();
const first = await heap();
for (let i = 0; i < 20000; i += 1) send();
const last = await heap();
process.stdout.write(JSON.stringify({ first, last }));
`;

describe('memory', () => {
  it('stays flat over 20,000 distinct requests: every cache of the endpoint and the generator is bounded', () => {
    const run = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
    });
    expect(run.stderr).toBe('');
    const { first, last } = JSON.parse(run.stdout) as { first: number; last: number };
    // One remembered answer is about 2 KB: a cache keeping every distinct request would add ~30 MB.
    expect((last - first) / 2 ** 20).toBeLessThan(4);
  });
});
