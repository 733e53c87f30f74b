// The control plane's cost (issue 38), two figures:
//   - the server's CPU time per request with its control plane there but idle (it numbers every
//     request and keeps the last 100 answers) against the same server with `controlPlane: false`,
//     each in its own process, each given the same 40,000 keep-alive requests by autocannon (10
//     connections) in 3 alternating rounds after a warm-up. CPU time (process.cpuUsage of the server
//     process, asked over IPC) rather than requests/s: on a loaded machine the throughput of
//     loopback runs swings by 2× between rounds, a process's own CPU time far less. Ratio: without ÷
//     with (higher is better), goal ≥ 0.9 (no more than ~10 % more work per request); requests/s
//     of each run printed too;
//   - the latency of "POST a scenario, then the next request gets it" on `serve --workers 2`, each
//     request on a new connection (so the workers take turns): the POST goes through the primary to
//     both workers and back. Reported (median and p99 of 200), no goal.
import { fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { reportRows, thousands } from './support/report.mjs';

const PATH = '/data/2.5/weather?zip=94040,us&units=imperial&appid=bench-key';
const NOW = Date.UTC(2024, 5, 1, 18);
const CLI = fileURLToPath(new URL('../dist/src/cli/index.js', import.meta.url));
const TRIES = 200;
const AMOUNT = 40_000;
const ROUNDS = 3;

if (process.argv[2] === '--serve') {
  const { startWeatherServer } = await import('weather-double/server');
  const server = await startWeatherServer({
    port: 0,
    seed: 1,
    now: () => NOW,
    controlPlane: process.argv[3] === 'on',
  });
  // The in-process log is bounded anyway; cleared as server.bench does.
  setInterval(() => server.requests.clear(), 1000).unref();
  process.on('message', () => process.send?.(process.cpuUsage()));
  process.send?.({ url: server.url });
} else {
  await main();
}

/** A server process (control plane `on` or `off`): its URL and its CPU time so far, in µs. */
async function startServer(which) {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', which], { stdio: 'inherit' });
  const [{ url }] = await once(child, 'message');
  const cpu = async () => {
    child.send('cpu');
    const [{ user, system }] = await once(child, 'message');
    return user + system;
  };
  return { url, cpu, stop: () => child.kill('SIGTERM') };
}

/** CPU µs per request and requests/s of one run of {@link AMOUNT} requests. */
async function measure(server) {
  const before = await server.cpu();
  const result = await autocannon({ url: `${server.url}${PATH}`, connections: 10, amount: AMOUNT });
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${result.errors} errors, ${result.non2xx} non-2xx`);
  return { cpu: ((await server.cpu()) - before) / AMOUNT, rps: result.requests.average };
}

async function main() {
  const on = await startServer('on');
  const off = await startServer('off');
  const runs = { on: [], off: [] };
  try {
    for (const server of [on, off])
      await autocannon({ url: `${server.url}${PATH}`, connections: 10, amount: 10_000 });
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.off.push(await measure(off));
      runs.on.push(await measure(on));
    }
  } finally {
    on.stop();
    off.stop();
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const cpuOn = median(runs.on.map((run) => run.cpu));
  const cpuOff = median(runs.off.map((run) => run.cpu));
  for (const which of ['off', 'on']) {
    console.log(
      `control plane ${which}: ${runs[which].map((run) => `${run.cpu.toFixed(1)} µs CPU/request (${thousands(run.rps)} requests/s)`).join(', ')}`,
    );
  }
  const { median: latency, p99 } = await scenarioLatency();
  console.log(
    `POST a scenario then the next request, 2 workers: median ${latency.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms`,
  );
  reportRows(import.meta.url, [
    {
      work: 'server CPU per request with the control plane idle',
      figure: `${cpuOn.toFixed(1)} µs/request`,
      floor: `${cpuOff.toFixed(1)} µs/request (controlPlane: false)`,
      ratio: cpuOff / cpuOn,
      ratioMeans: 'CPU without ÷ with the control plane (higher is better)',
      goal: { at: 'least', value: 0.9, of: 'ratio' },
    },
    {
      work: 'POST scenario then next request, serve --workers 2 (median)',
      figure: `${latency.toFixed(2)} ms (p99 ${p99.toFixed(2)} ms)`,
      floor: '–',
      ratio: undefined,
      ratioMeans: '',
      value: latency,
    },
  ]);
}

/** The time of POST scenario + the next request (a 429) on `serve --workers 2`, over {@link TRIES}. */
async function scenarioLatency() {
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--workers', '2', '--quiet'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    let out = '';
    const url = await new Promise((resolve) => {
      child.stdout.setEncoding('utf8').on('data', (chunk) => {
        out += chunk;
        const match = /serving (http:\S+)/.exec(out);
        if (match) resolve(match[1]);
      });
    });
    const times = [];
    for (let i = 0; i < TRIES; i += 1) {
      const started = performance.now();
      const added = await fetch(`${url}/__weather-double/scenarios`, {
        method: 'POST',
        headers: { connection: 'close' },
        body: '{"name":"rateLimited","once":true}',
      });
      await added.text();
      const next = await fetch(`${url}${PATH}`, { headers: { connection: 'close' } });
      await next.text();
      times.push(performance.now() - started);
      if (next.status !== 429) throw new Error(`try ${i}: the next request got ${next.status}, not 429`);
    }
    times.sort((a, b) => a - b);
    return { median: times[Math.floor(TRIES / 2)], p99: times[Math.floor(TRIES * 0.99)] };
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}
