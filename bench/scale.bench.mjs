// The double as a shared service (issue 31), `weather-double serve` in its own processes:
//   - `--workers 2` against `--workers 1` for the same request repeated: requests/s by autocannon
//     (loopback, keep-alive, 10 connections, 4 s after a 1 s warm-up), 3 alternating rounds; the
//     ratio is 2 workers ÷ 1 worker (goal ≥ 1.0). autocannon runs in this process and takes a core
//     of its own: on a 2-core machine the two workers share the other one with it.
//   - the quota counted in Redis (`--quota --store redis://…`) against the quota in memory
//     (`--quota`): the median latency of 2,000 sequential requests on one keep-alive connection
//     (after 300 to warm up), 3 alternating rounds; the figure is the difference of the medians
//     (goal ≤ 0.3 ms). Redis is Debian's redis-server on a free local port, without persistence (the
//     production-like case), then again with `appendfsync always` (every count fsynced before it is
//     acknowledged, as the tests run it; reported, no goal).
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { reportRows, thousands } from './support/report.mjs';
import { startChild } from './support/servers.mjs';

const CLI = fileURLToPath(new URL('../dist/src/cli/index.js', import.meta.url));
const PATH = '/data/2.5/weather?zip=94040,us&units=imperial&appid=bench-key';
const NOW = '2024-06-01T18:00:00Z';
const ROUNDS = 3;

/** `weather-double serve` with these arguments; its URL and stop(). */
function serve(args) {
  return startChild(`serve ${args.join(' ')}`, process.execPath, [
    CLI,
    'serve',
    '--port',
    '0',
    '--now',
    NOW,
    '--quiet',
    ...args,
  ]);
}

/** Requests/s of the same request repeated. */
async function throughput(url) {
  const options = { url: `${url}${PATH}`, connections: 10, pipelining: 1 };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: 4 });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return result.requests.average;
}

/** The median latency, in ms, of `count` sequential requests on one keep-alive connection. */
async function medianLatency(url, path, count = 2000, warmup = 300) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const one = () =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = request(`${url}${path}`, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${url}${path} answered ${res.statusCode}`));
          else resolve(performance.now() - started);
        });
      });
      req.on('error', reject);
      req.end();
    });
  for (let i = 0; i < warmup; i += 1) await one();
  const times = [];
  for (let i = 0; i < count; i += 1) times.push(await one());
  agent.destroy();
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Debian's redis-server on a free port of 127.0.0.1, its files in a temporary folder. */
async function startRedis(persistence) {
  if (spawnSync('redis-server', ['--version']).error !== undefined) {
    throw new Error('redis-server is not installed: apt-get install -y redis-server');
  }
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  await once(probe, 'close');
  const dir = mkdtempSync(join(tmpdir(), 'weather-double-bench-redis-'));
  const child = spawn(
    'redis-server',
    [
      ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', ''],
      ...(persistence ? ['--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no']),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    output += chunk;
  });
  for (let tries = 0; !output.includes('Ready to accept connections'); tries += 1) {
    if (tries > 200 || child.exitCode !== null) throw new Error(`redis-server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGKILL');
      await once(child, 'exit');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function workersRow() {
  const one = await serve(['--workers', '1']);
  const two = await serve(['--workers', '2']);
  const rounds = [];
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const single = await throughput(one.url);
      const double = await throughput(two.url);
      rounds.push({ single, double, ratio: double / single });
      console.log(
        `round ${round + 1}: --workers 1 ${thousands(single)} requests/s, --workers 2 ${thousands(double)} requests/s (${(double / single).toFixed(2)}×)`,
      );
    }
  } finally {
    await Promise.all([one.stop(), two.stop()]);
  }
  const middle = rounds.find((r) => r.ratio === median(rounds.map((x) => x.ratio)));
  return {
    work: 'serve --workers 2, the same request repeated (autocannon in the bench process takes a core)',
    figure: `${thousands(middle.double)} requests/s`,
    floor: `${thousands(middle.single)} requests/s (--workers 1)`,
    ratio: middle.ratio,
    ratioMeans: '2 workers ÷ 1 worker, requests/s (higher is better)',
    goal: { at: 'least', value: 1, of: 'ratio' },
  };
}

async function storeRow(persistence) {
  const redis = await startRedis(persistence);
  const memory = await serve(['--quota', '1000000']);
  const shared = await serve(['--quota', '1000000', '--store', redis.url]);
  const rounds = [];
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      // A key per round and server, so no window comes near its limit.
      const path = (server) => `/data/2.5/weather?zip=94040,us&units=imperial&appid=bench-${server}-${round}`;
      const inMemory = await medianLatency(memory.url, path('memory'));
      const inRedis = await medianLatency(shared.url, path('redis'));
      rounds.push({ inMemory, inRedis, added: inRedis - inMemory });
      console.log(
        `round ${round + 1}${persistence ? ' (appendfsync always)' : ''}: median ${inMemory.toFixed(3)} ms in memory, ${inRedis.toFixed(3)} ms through Redis (+${(inRedis - inMemory).toFixed(3)} ms)`,
      );
    }
  } finally {
    await Promise.all([memory.stop(), shared.stop()]);
    await redis.stop();
  }
  const middle = rounds.find((r) => r.added === median(rounds.map((x) => x.added)));
  return {
    work: persistence
      ? 'the quota through Redis with appendfsync always: median latency added'
      : 'the quota through Redis (no persistence): median latency added',
    figure: `+${middle.added.toFixed(3)} ms (${middle.inRedis.toFixed(3)} ms)`,
    floor: `${middle.inMemory.toFixed(3)} ms (quota in memory)`,
    ratio: middle.inRedis / middle.inMemory,
    ratioMeans: 'median latency through Redis ÷ in memory (lower is better); the goal is on the figure',
    value: middle.added,
    ...(persistence ? {} : { goal: { at: 'most', value: 0.3, of: 'figure', unit: 'ms added' } }),
  };
}

const rows = [await workersRow(), await storeRow(false), await storeRow(true)];
reportRows(import.meta.url, rows);
