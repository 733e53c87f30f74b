// What the locations cost users. (1) The cold import of 'weather-double' and 'weather-double/handlers'
// in fresh node processes (median of 9), beside node alone and the location modules alone: the place
// data is never read on import. (2) The first answer that needs the place data, in a fresh process
// each time (median of 5), and the memory it adds: the first zip= of a US code and of a German one
// (a binary search of the postal codes, by positioned reads of dist/data/places.bin), the first q=
// and id= (a binary search of the name or ID index, a few small reads), the first lat/lon (reads the
// spatial grid and the positions whole); then the same kind of request once the data is in memory.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { middle } from './rounds.mjs';
import { reportRows } from './support/report.mjs';

// Child mode (section 3): one server per process, the double or the floor.
const serveMode = process.argv[2] === '--serve' ? process.argv[3] : undefined;
if (serveMode !== undefined) {
  await serve(serveMode);
} else {
  await main();
}

async function serve(mode) {
  const NOW = Date.UTC(2024, 5, 1, 18);
  if (mode === 'double') {
    const { startWeatherServer } = await import('weather-double/server');
    const server = await startWeatherServer({ port: 0, seed: 1, now: () => NOW });
    setInterval(() => server.requests.clear(), 1000).unref();
    console.log(server.url);
    return;
  }
  // The floor: bare node:http, a constant body of a record's size and the service's headers.
  const { createWeatherGenerator, serializeWeatherRecord } = await import('weather-double');
  const body = serializeWeatherRecord(
    createWeatherGenerator({ seed: 1, now: () => NOW }).record({ zip: '94040,us', units: 'imperial' }),
  );
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
}

async function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const RUNS = 9;

  // WEATHER_DOUBLE_BASELINE=/path/to/an/older/built/checkout adds its imports, run alternately, and the
  // ratio of ours to it (the target: at most 1.5 times the import before the locations).
  const older = process.env.WEATHER_DOUBLE_BASELINE;
  const imports = {
    'node, no import (baseline)': [root, ''],
    "import('weather-double')": [root, "await import('weather-double');"],
    "import('weather-double/handlers')": [root, "await import('weather-double/handlers');"],
    ...(older
      ? {
          "older: import('weather-double')": [older, "await import('weather-double');"],
          "older: import('weather-double/handlers')": [older, "await import('weather-double/handlers');"],
        }
      : {}),
  };
  const spawn = (code, cwd = root) =>
    spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', code], {
      cwd,
      encoding: 'utf8',
    });
  const importMs = Object.fromEntries(Object.keys(imports).map((name) => [name, []]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const [name, [cwd, code]] of Object.entries(imports)) {
      const start = process.hrtime.bigint();
      const result = spawn(code, cwd);
      if (result.status !== 0) throw new Error(`${name} failed: ${result.stderr}`);
      importMs[name].push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  const baseline = middle(importMs['node, no import (baseline)']);
  const over = (name) => middle(importMs[name]) - baseline;
  console.table(
    Object.entries(importMs).map(([name, values]) => ({
      import: name,
      'median ms (process)': middle(values).toFixed(0),
      'ms over baseline': (middle(values) - baseline).toFixed(0),
    })),
  );
  if (older) {
    for (const entry of ['weather-double', 'weather-double/handlers']) {
      const ratio = over(`import('${entry}')`) / over(`older: import('${entry}')`);
      console.log(
        `cold import of ${entry}: ${ratio.toFixed(2)}x the older checkout's (target <= 1.5) ${ratio <= 1.5 ? 'OK' : 'OVER'}`,
      );
    }
  }

  // The first answer that needs the data, and the next one, timed inside a fresh process.
  const FIRST = {
    'zip=98052 (US postal codes)': ['zip=98052', 'zip=90210'],
    'q=London (cities, name index)': ['q=London', 'q=Paris'],
    'lat=51.5&lon=-0.12 (cities, spatial index)': ['lat=51.5&lon=-0.12', 'lat=48.85&lon=2.35'],
    'id=2643743 (cities, ID index)': ['id=2643743', 'id=2988507'],
    'zip=94040,us (well-known code; the ground height reads the grid)': ['zip=94040,us', 'zip=10001'],
    'zip=80331,de (German postal codes)': ['zip=80331,de', 'zip=20095,de'],
    'zip=28013,es (Spanish postal codes, a gzip block)': ['zip=28013,es', 'zip=08001,es'],
    'zip=1000-001,pt (Portugal, the most codes)': ['zip=1000-001,pt', 'zip=4000-001,pt'],
    'zip=101000,ru (Russia, names in Cyrillic)': ['zip=101000,ru', 'zip=190000,ru'],
  };
  const probe = (first, next) => `
import { getResponse } from 'msw';
import { createWeatherDouble } from 'weather-double/handlers';
const double = createWeatherDouble({ seed: 1 });
const ask = async (query) => {
  const start = performance.now();
  const response = await getResponse(double.handlers, new Request('https://api.openweathermap.org/data/2.5/weather?' + query + '&appid=k'));
  await response.text();
  if (response.status !== 200) throw new Error(query + ' answered ' + response.status);
  return performance.now() - start;
};
// Warms msw and the double without reading any place data: an empty zip answers 400 "Nothing to
// geocode" before any place is looked up (a well-known code would read the data: its ground height
// is the nearest city's).
await getResponse(double.handlers, new Request('https://api.openweathermap.org/data/2.5/weather?zip=&appid=k'));
globalThis.gc?.();
const before = process.memoryUsage().rss;
const first = await ask(${JSON.stringify(first)});
const next = await ask(${JSON.stringify(next)});
globalThis.gc?.();
const added = (process.memoryUsage().rss - before) / 2 ** 20;
console.log(JSON.stringify({ first, next, added }));
`;
  const rows = [];
  for (const [name, [first, next]] of Object.entries(FIRST)) {
    const firsts = [];
    const nexts = [];
    const added = [];
    for (let run = 0; run < 5; run += 1) {
      const result = spawn(probe(first, next));
      if (result.status !== 0) throw new Error(`${name} failed: ${result.stderr}`);
      const timing = JSON.parse(result.stdout.trim().split('\n').at(-1));
      firsts.push(timing.first);
      nexts.push(timing.next);
      added.push(timing.added);
    }
    rows.push({
      request: name,
      'first answer ms': middle(firsts).toFixed(1),
      'target ms': 50,
      'next answer ms (data in memory)': middle(nexts).toFixed(2),
      'memory added MiB (rss)': middle(added).toFixed(1),
      'target MiB': 40,
    });
  }
  console.table(rows);
  const slowest = rows.reduce((a, b) =>
    Number(b['first answer ms']) > Number(a['first answer ms']) ? b : a,
  );
  const heaviest = rows.reduce((a, b) =>
    Number(b['memory added MiB (rss)']) > Number(a['memory added MiB (rss)']) ? b : a,
  );
  reportRows(import.meta.url, [
    {
      work: `the first answer that needs the place data (the slowest kind: ${slowest.request})`,
      figure: `${slowest['first answer ms']} ms`,
      floor: '(none)',
      ratio: undefined,
      ratioMeans: 'median of 5 fresh processes; the goal is the figure',
      value: Number(slowest['first answer ms']),
      goal: { at: 'most', value: 50, of: 'figure', unit: 'ms' },
    },
    {
      work: `memory the first answers add (the most: ${heaviest.request})`,
      figure: `${heaviest['memory added MiB (rss)']} MiB`,
      floor: '(none)',
      ratio: undefined,
      ratioMeans: 'rss after the first and the next answer, less before; the goal is the figure',
      value: Number(heaviest['memory added MiB (rss)']),
      goal: { at: 'most', value: 40, of: 'figure', unit: 'MiB' },
    },
  ]);

  const kib = (path) => (statSync(new URL(`../dist/data/${path}`, import.meta.url)).size / 1024).toFixed(0);
  console.log(
    `place data on disk: dist/data/places.bin ${kib('places.bin')} KiB (read by section in Node, fetched whole by loadPlaceData() in a browser)`,
  );

  await lookupRows();
}

// (3) The speed of look-ups: the standalone server answering every request at a place it has not
// seen (new coordinates, a new city name, a new postal code), beside bare node:http with a constant
// body (the floor), in alternating rounds (autocannon, 10 connections, keep-alive, 3 s each after a
// 1 s warm-up; the median of the per-round ratios). Floor: 0.9x.
async function lookupRows() {
  const self = fileURLToPath(import.meta.url);
  const ROUNDS = 3;
  const FLOOR = 0.9;
  const start = async (mode) => {
    const child = spawn(process.execPath, [self, '--serve', mode], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [chunk] = await once(child.stdout, 'data');
    return { url: String(chunk).trim().split('\n')[0], stop: () => child.kill('SIGTERM') };
  };
  // Names and postal codes of the data itself (so that each one exists), each asked once per round.
  const file = readFileSync(new URL('../dist/data/places.bin', import.meta.url));
  const directory = JSON.parse(file.toString('utf8', 8, 8 + file.readUInt32LE(4)));
  /** A text table's lines: its bytes and one length byte a line (scripts/build-places.mjs). */
  const lines = (text, lengths) => {
    const [from] = directory[text];
    const [lengthsFrom, count] = directory[lengths];
    const out = [];
    for (let i = 0, at = from; i < count; i += 1) {
      const length = file[lengthsFrom + i];
      out.push(file.toString('utf8', at, at + length));
      at += length;
    }
    return out;
  };
  // A name with a comma ('Basford, Stoke-on-Trent': 27 of GeoNames' names) is not asked: `q=` reads
  // commas as `city,state,country`, as the service does, so it would answer 404 city not found.
  const names = [...new Set(lines('names', 'nameLength'))]
    .filter((name) => !name.includes(','))
    .map((name) => encodeURIComponent(name));
  // The US codes: the gzip blocks of the postal section (the first field of each line but the first).
  const meta = JSON.parse(file.toString('utf8', directory.meta[0], directory.meta[0] + directory.meta[1]));
  const zips = meta.postal.US.flatMap(([at, length]) =>
    gunzipSync(file.subarray(directory.postal[0] + at, directory.postal[0] + at + length))
      .toString('utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.slice(0, line.indexOf('\t'))),
  );
  let counter = 0;
  const kinds = {
    'new coordinates': () => {
      counter += 1;
      // A low-discrepancy walk over the inhabited latitudes and every longitude: never the same point.
      const lat = (-56 + ((counter * 0.6180339887) % 1) * 128).toFixed(4);
      const lon = (-180 + ((counter * 0.7548776662) % 1) * 360).toFixed(4);
      return `/data/2.5/weather?lat=${lat}&lon=${lon}&appid=k`;
    },
    'new names': () => {
      counter += 1;
      return `/data/2.5/weather?q=${names[(counter * 7919) % names.length]}&appid=k`;
    },
    'new postal codes': () => {
      counter += 1;
      return `/data/2.5/weather?zip=${zips[(counter * 7919) % zips.length]}&appid=k`;
    },
  };
  const measure = async (url, path) => {
    const options = {
      url,
      connections: 10,
      pipelining: 1,
      requests: [{ setupRequest: (request) => ({ ...request, path: path() }) }],
    };
    await autocannon({ ...options, duration: 1 });
    const result = await autocannon({ ...options, duration: 3 });
    if (result.errors > 0) throw new Error(`${url}: ${result.errors} errors`);
    return { rps: result.requests.average, non2xx: result.non2xx };
  };
  const floor = await start('floor');
  const double = await start('double');
  const rows = [];
  try {
    for (const [kind, path] of Object.entries(kinds)) {
      const ratios = [];
      const rps = [];
      const floors = [];
      let non2xx = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const base = await measure(floor.url, () => '/data/2.5/weather?zip=94040,us&appid=k');
        const ours = await measure(double.url, path);
        ratios.push(ours.rps / base.rps);
        rps.push(ours.rps);
        floors.push(base.rps);
        non2xx += ours.non2xx;
      }
      const ratio = middle(ratios);
      rows.push({
        'server, every request': kind,
        'requests/s': Math.round(middle(rps)).toLocaleString('en-US'),
        'floor requests/s': Math.round(middle(floors)).toLocaleString('en-US'),
        'vs floor': `${ratio.toFixed(2)}x`,
        floor: `${FLOOR}x`,
        verdict: ratio >= FLOOR ? 'OK' : 'BELOW',
        'non-2xx (not found)': non2xx,
      });
    }
  } finally {
    floor.stop();
    double.stop();
  }
  console.table(rows);
  console.log(
    'floor: bare node:http, constant body; autocannon 10 connections, keep-alive, 3 s after 1 s warm-up, 3 alternating rounds (median ratio)',
  );
}
