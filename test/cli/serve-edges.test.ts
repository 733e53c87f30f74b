// The command's edges a differential probe found: a drain (SIGTERM) that tells keep-alive clients
// to stop reusing their connections, and a --workers start that fails as one process does.
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnCli } from '../support/cli.js';

const WEATHER = '/data/2.5/weather?zip=94040&appid=k';
const HIDE_IOREDIS = fileURLToPath(new URL('../support/hide-ioredis.mjs', import.meta.url));

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const get = (target: string, extra = '') => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}\r\n`;

/** The status lines and headers of each answer in `raw`. */
function heads(raw: string): { status: string; headers: Map<string, string> }[] {
  const found = [];
  for (const match of raw.matchAll(/HTTP\/1\.1 [^\r]*\r\n(?:[^\r]+\r\n)*\r\n/g)) {
    const [status = '', ...lines] = match[0].trim().split('\r\n');
    const pairs = lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 2),
    ]);
    found.push({ status, headers: new Map(pairs.map(([name, value]) => [name ?? '', value ?? ''])) });
  }
  return found;
}

/** A keep-alive connection that reads answers one at a time. */
async function keepAlive(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.setEncoding('latin1');
  let received = '';
  const closed = once(socket, 'close');
  socket.on('error', () => {});
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  return {
    socket,
    closed,
    received: () => received,
    async ask(target: string) {
      const before = heads(received).length;
      socket.write(get(target));
      await expect.poll(() => heads(received).length, { timeout: 10_000 }).toBe(before + 1);
      return heads(received).at(-1);
    },
  };
}

describe('the drain on SIGTERM', () => {
  it('answers the requests in flight with Connection: close, and closes idle connections at once', async () => {
    const run = spawnCli(['serve', '--port', '0', '--quiet', '--latency', '600,600']);
    cleanups.push(async () => {
      if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGKILL');
      await run.exited;
    });
    const port = Number(new URL(await run.url).port);
    const idle = await keepAlive(port);
    expect((await idle.ask(WEATHER))?.headers.get('connection')).toBe('keep-alive');
    const busy = await keepAlive(port);
    busy.socket.write(get(WEATHER));
    // The request is in flight (held 600 ms) when the drain starts.
    await new Promise((resolve) => setTimeout(resolve, 100));
    run.child.kill('SIGTERM');
    await idle.closed;
    expect(heads(busy.received())).toEqual([]);
    await busy.closed;
    const [answer] = heads(busy.received());
    expect(answer?.status).toBe('HTTP/1.1 200 OK');
    expect(answer?.headers.get('connection')).toBe('close');
    expect((await run.exited).code).toBe(0);
  });
});

describe('serve --workers with flags it cannot use', () => {
  const env = { NODE_OPTIONS: `--import=${HIDE_IOREDIS}` };
  it.each([
    [['--quota', '5', '--store', 'redis://127.0.0.1:1']],
    [['--places', '/nonexistent/places.json']],
    [['--fixtures', '/nonexistent/fixtures']],
    [['--seed', '-1']],
  ])(
    '%j: the single-process error once, no stack trace, exit 2',
    async (flags) => {
      const args = ['serve', '--port', '0', ...flags];
      const single = await spawnCli(args, env).exited;
      expect(single.code).toBe(2);
      expect(single.stderr).toMatch(/^\[weather-double\] Invalid option [^\n]+\n$/);
      // Several runs: the crash this guards against (EPIPE from node:cluster) came in some runs only.
      for (const workers of ['2', '4', '4']) {
        const run = await spawnCli([...args, '--workers', workers], env).exited;
        expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 2, stderr: single.stderr });
      }
      // Four CLI runs, up to 11 Node processes each case: one took 15 s of the default 20 s on a
      // 2-core machine at a load average of 13, so the budget is several times that.
    },
    90_000,
  );
});
