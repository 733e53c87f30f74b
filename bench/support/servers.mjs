// Server rows measured against their floor in the same run: the floor (a bare node:http server
// answering a constant body of the same size with the same headers) and the double's server each in
// its own process, measured by autocannon (loopback, keep-alive) one after the other in alternating
// rounds, so a slow moment of the machine does not land on one side only. Every request's path comes
// from the row's `path(n)` (the n-th request of the row, counted over the whole run), so rows of
// "every request a new place" never repeat a request in one server process. The ratio of a round is
// the double's requests/s ÷ the floor's; a row's ratio is the median round's.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';

/** Starts `node args` and resolves with the first http:// URL it prints, and how to stop it. */
export async function startChild(name, command, args, { cwd, pattern = /(http:\/\/[\d.]+:\d+)/ } = {}) {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start within 60 s:\n${output}`)),
      60_000,
    );
    const look = (chunk) => {
      output += chunk;
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.setEncoding('utf8').on('data', look);
    child.stderr.setEncoding('utf8').on('data', look);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with code ${code}:\n${output}`));
    });
  });
  return {
    url,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/**
 * Runs autocannon against `url` for `seconds` after `warmup` seconds, each request's path from
 * `next()`. Rejects on a transport error or an answer that is not 2xx (a row must measure answers,
 * not errors).
 */
async function load(name, url, next, { seconds, warmup = 1, connections = 10 }) {
  const options = {
    url,
    connections,
    pipelining: 1,
    requests: [
      {
        setupRequest: (request) => {
          request.path = next();
          return request;
        },
      },
    ],
  };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const result = await autocannon({ ...options, duration: seconds });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${name}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Measures each row against the floor in `rounds` alternating rounds. A row is `{ key, path(n),
 * fresh, prime }`: `fresh` starts a new double process for each of its measurements (its caches
 * empty), else one double process serves the row's every round; `prime` lists paths asked once of a
 * newly started double before it is measured (to read its place data). `startDouble()` and `startFloor()` start a server
 * process and resolve with `{ url, stop() }`. Returns, per row key, the rounds' figures and the
 * median ratio.
 */
export async function measureRows(rows, { startDouble, startFloor, rounds = 3, seconds = 4 }) {
  const floor = await startFloor();
  const kept = new Map();
  const runs = Object.fromEntries(rows.map((row) => [row.key, { floor: [], double: [] }]));
  // The n-th request of a row, counted over the whole run: a row never repeats a request.
  const counts = new Map(rows.map((row) => [row.key, 0]));
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const row of rows) {
        const next = () => {
          const n = counts.get(row.key);
          counts.set(row.key, n + 1);
          return row.path(n);
        };
        runs[row.key].floor.push(await load(`floor (${row.key})`, floor.url, next, { seconds }));
        let double = kept.get(row.key);
        if (double === undefined) {
          double = await startDouble();
          // A fresh process reads its place data on the first request that needs it: paid here,
          // before the measurement, with requests outside the row's sequence.
          for (const path of row.prime ?? []) await (await fetch(`${double.url}${path}`)).arrayBuffer();
        }
        try {
          runs[row.key].double.push(await load(`double (${row.key})`, double.url, next, { seconds }));
        } finally {
          if (row.fresh) await double.stop();
          else kept.set(row.key, double);
        }
      }
    }
  } finally {
    await floor.stop();
    for (const double of kept.values()) await double.stop();
  }
  return Object.fromEntries(
    rows.map(({ key }) => {
      const { floor: f, double: d } = runs[key];
      const ratios = d.map((run, round) => run.rps / f[round].rps);
      const ratio = median(ratios);
      const round = ratios.indexOf(ratio);
      return [key, { ratio, ratios, floor: f[round], double: d[round] }];
    }),
  );
}
