// A real Redis for the tests (Debian's redis-server; `.ci/run` installs it): on a free port of
// 127.0.0.1, its files in a temporary folder, every write in the append-only file and fsynced before
// it is acknowledged (appendfsync always), so that a Redis killed and started again has every count
// it acknowledged. The tests stop it (and may kill and restart it on the same port and folder).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running test Redis. */
export interface TestRedis {
  readonly port: number;
  readonly url: string;
  /** Kills it at once (SIGKILL: nothing flushed on the way out). */
  kill(): Promise<void>;
  /** Starts it again on the same port and folder (it reads its append-only file). */
  restart(): Promise<void>;
  /** Stops it and removes its folder. */
  stop(): Promise<void>;
}

/** A port free on 127.0.0.1 now. */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** Whether Redis answers PING on the port. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      text += chunk.toString();
      if (text.includes('\r\n')) done(text.startsWith('+PONG'));
    });
  });
}

/** Starts redis-server on a free local port in a new temporary folder; fails saying how to install it. */
export async function startRedis(): Promise<TestRedis> {
  if (spawnSync('redis-server', ['--version']).error !== undefined) {
    // Callers gate on it first (describeWithProgram, test/support/system-program.ts).
    throw new Error('redis-server is not installed: apt-get install -y redis-server (.ci/run does it)');
  }
  const dir = mkdtempSync(join(tmpdir(), 'weather-double-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--save',
        '',
        '--daemonize',
        'no',
        '--logfile',
        '',
        '--loglevel',
        'warning',
      ],
      { stdio: 'ignore' },
    );
    for (let tries = 0; tries < 200; tries += 1) {
      if (child.exitCode !== null) throw new Error(`redis-server exited (code ${child.exitCode})`);
      if (await pings(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('redis-server did not answer within 10 s');
  };
  const kill = async () => {
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    kill,
    restart: start,
    async stop() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
