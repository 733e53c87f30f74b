// The server answers, scenarios included, without loading MSW: in a child process where importing
// msw throws, it serves the double and its scenarios; only an MSW handler passed to use() needs it.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Where `weather-double/server` resolves: this repository (a self-reference), or the compat run's install. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const hook = `data:text/javascript,${encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (specifier === 'msw' || specifier.startsWith('msw/')) throw new Error('msw was imported');
  return next(specifier, context);
}`)}`;

const script = `
import { register } from 'node:module';
register(${JSON.stringify(hook)});
const { startWeatherServer } = await import('weather-double/server');
const server = await startWeatherServer({ port: 0, seed: 1, now: () => Date.UTC(2024, 5, 1, 18) });
const status = (path) => fetch(server.url + path).then((r) => r.status);
const seen = [await status('/data/2.5/weather?zip=94040&appid=k')];
server.use(server.scenarios.rateLimited({ once: true }), server.scenarios.notFound({ zip: '10001' }));
seen.push(await status('/data/2.5/weather?zip=94040&appid=k'));
seen.push(await status('/data/2.5/weather?zip=10001&appid=k'));
seen.push(await status('/data/2.5/weather?zip=94040&appid=k'));
seen.push(await status('/nowhere'));
server.use({ run() {}, info: {} });
await fetch(server.url + '/data/2.5/weather?zip=94040&appid=k').catch(() => {});
await server.close();
console.log(JSON.stringify({ seen, log: server.requests.map((r) => [r.status, r.scenario]) }));
`;

describe('the server without MSW', () => {
  it('serves the double and its own scenarios without importing msw', () => {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      cwd: ROOT,
    });
    const last = run.stdout.trim().split('\n').at(-1) ?? '';
    expect(run.stderr).toContain('msw was imported'); // only for the MSW handler passed last
    const { seen, log } = JSON.parse(last);
    expect(seen).toEqual([200, 429, 404, 200, 404]);
    expect(log.slice(0, 4)).toEqual([
      [200, null],
      [429, 'rateLimited'],
      [404, 'notFound'],
      [200, null],
    ]);
  });
});
