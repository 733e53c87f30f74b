// The cost of counting --quota (and the --plan limits) in the primary of `serve --workers 2`
// without a store (issue 38): each counted call is one IPC round trip from the worker to the
// primary. The median latency of 3,000 sequential keep-alive requests with a key (after 300 to warm
// up), `--quota 1000000` (never reached: every call counted) against no quota, in 3 alternating
// rounds, each server in its own process. Reported (the median round's figures), no goal; the
// quota through Redis adds about as much (docs/scale.md).
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { reportRows } from './support/report.mjs';

const CLI = fileURLToPath(new URL('../dist/src/cli/index.js', import.meta.url));
const AMOUNT = 3000;
const ROUNDS = 3;

/** Starts `serve --workers 2` with `extra` flags; resolves to it and its URL. */
function start(extra) {
  const args = ['serve', '--port', '0', '--workers', '2', '--quiet', '--now', '2024-06-01T12:00:00Z'];
  const child = spawn(process.execPath, [CLI, ...args, ...extra]);
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`serve exited (${code})`)));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /serving (http:\/\/\S+)\n/.exec(out);
      if (match) resolve({ child, url: match[1] });
    });
  });
}

/** One request's latency in milliseconds. */
function timed(agent, url) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(Number(process.hrtime.bigint() - start) / 1e6));
    })
      .on('error', reject)
      .end();
  });
}

/** The median latency of {@link AMOUNT} sequential requests to a server started with `extra`. */
async function median(extra) {
  const { child, url } = await start(extra);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const target = `${url}/data/2.5/weather?zip=94040&appid=bench-key`;
  for (let i = 0; i < 300; i++) await timed(agent, target);
  const times = [];
  for (let i = 0; i < AMOUNT; i++) times.push(await timed(agent, target));
  agent.destroy();
  child.removeAllListeners('exit');
  child.kill('SIGTERM');
  times.sort((a, b) => a - b);
  return times[Math.floor(AMOUNT / 2)];
}

const rounds = [];
for (let round = 0; round < ROUNDS; round++) {
  const without = await median([]);
  const counted = await median(['--quota', '1000000']);
  rounds.push({ without, counted });
  console.log(`round ${round + 1}: ${counted.toFixed(3)} ms counted vs ${without.toFixed(3)} ms without`);
}
rounds.sort((a, b) => a.counted - a.without - (b.counted - b.without));
const { without, counted } = rounds[Math.floor(ROUNDS / 2)];
reportRows(import.meta.url, [
  {
    work: '--quota counted in the primary, serve --workers 2: median latency added',
    figure: `+${(counted - without).toFixed(3)} ms (${counted.toFixed(3)} vs ${without.toFixed(3)} ms)`,
    floor: `${without.toFixed(3)} ms (no quota)`,
  },
]);
