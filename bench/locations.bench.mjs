// What the locations cost users. (1) The cold import of 'weather-double' and 'weather-double/handlers'
// in fresh node processes (median of 9), beside node alone and the location modules alone: the place
// data is never read on import. (2) The first answer that needs the place data, in a fresh process
// each time (median of 5): the first zip= of a US code (reads the US postal codes), the first q=
// (reads the cities and builds the name index), the first lat/lon (the cities and the spatial index),
// the first id=; then the same kind of request once the data is in memory.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { middle } from './rounds.mjs';

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
  spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd, encoding: 'utf8' });
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
  'zip=94040,us (well-known code, no data read)': ['zip=94040,us', 'zip=10001'],
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
await ask('zip=94040,us'); // warms msw and the double without reading any place data
const first = await ask(${JSON.stringify(first)});
const next = await ask(${JSON.stringify(next)});
console.log(JSON.stringify({ first, next }));
`;
const rows = [];
for (const [name, [first, next]] of Object.entries(FIRST)) {
  const firsts = [];
  const nexts = [];
  for (let run = 0; run < 5; run += 1) {
    const result = spawn(probe(first, next));
    if (result.status !== 0) throw new Error(`${name} failed: ${result.stderr}`);
    const timing = JSON.parse(result.stdout.trim().split('\n').at(-1));
    firsts.push(timing.first);
    nexts.push(timing.next);
  }
  rows.push({
    request: name,
    'first answer ms': middle(firsts).toFixed(1),
    'next answer ms (data in memory)': middle(nexts).toFixed(2),
  });
}
console.table(rows);

const kib = (path) => (statSync(new URL(`../dist/data/${path}`, import.meta.url)).size / 1024).toFixed(0);
console.log(`place data on disk (read lazily): dist/data/places.js ${kib('places.js')} KiB`);
