// Records per second of the generator, side by side in one run with json-schema-faker generating
// from the shipped dist/schema.json (what schema-driven mocks such as Prism and @msw/source do) and
// with a floor: building one constant record. Then the cold import time of 'weather-double' against
// importing '@faker-js/faker' whole, in fresh node processes (median of several runs), and how many
// faker files each loads. Targets: at least 20 times json-schema-faker's rate; an import that does
// not load every faker locale.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSync } from 'json-schema-faker';
import { createWeatherGenerator, validateWeatherRecord } from 'weather-double';
import { alternatingRounds, middle } from './rounds.mjs';
import { reportRows, thousands } from './support/report.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const schema = JSON.parse(readFileSync(join(root, 'dist/schema.json'), 'utf8'));

const ZIPS = ['94040,us', '10001', '10115,de', '2000,au', '60601,us', '75001,fr', '98101', '33101,us'];
const UNITS = ['standard', 'metric', 'imperial'];
const AT = Date.parse('2024-06-01T12:00:00Z');

const generator = createWeatherGenerator({ seed: 1 });
let i = 0;
let warmCount = 0;
let coldCount = 0;
let sink = 0;

const tasks = {
  'floor: build one constant record': () => {
    const record = {
      coord: { lon: -122.08, lat: 37.39 },
      weather: [{ id: 800, main: 'Clear', description: 'clear sky', icon: '01d' }],
      base: 'stations',
      main: { temp: 282.55, pressure: 1023, humidity: 100, temp_min: 280.37, temp_max: 284.26 },
      visibility: 10000,
      wind: { speed: 1.5, deg: 350 },
      clouds: { all: 1 },
      dt: 1560350645 + (i++ & 7),
      sys: { type: 1, id: 5122, message: 0.0139, country: 'US', sunrise: 1560343627, sunset: 1560396563 },
      id: 0,
      name: 'Mountain View',
      cod: 200,
    };
    sink += record.dt;
  },
  'generator.record(): requests in the same 10-min bucket (8 places x 3 units)': () => {
    const n = warmCount++;
    sink += generator.record({ zip: ZIPS[n & 7], units: UNITS[n % 3], at: AT }).dt;
  },
  'generator.record(): a new observation every call (cache miss)': () => {
    // 8 places x 100000 buckets (about 2 years): far more than the cache holds.
    const n = coldCount++;
    const at = AT + (Math.floor(n / 8) % 100_000) * 600_000;
    sink += generator.record({ zip: ZIPS[n & 7], units: UNITS[n % 3], at }).dt;
  },
  'json-schema-faker generateSync(dist/schema.json)': () => {
    sink += generateSync(schema, { seed: (i++ % 1_000_000) + 1 }).dt;
  },
};

// What json-schema-faker produces is not a record the service could send; ours always is.
const jsfValid = Array.from(
  { length: 200 },
  (_, seed) => validateWeatherRecord(generateSync(schema, { seed })).ok,
);
const oursValid = generator
  .records(200, { zip: '10115,de', at: AT })
  .every((r) => validateWeatherRecord(r).ok);

const { mean } = await alternatingRounds(tasks, { rounds: 3, time: 700, warmupTime: 150 });
const rate = Object.fromEntries(Object.entries(mean).map(([name, values]) => [name, 1e6 / middle(values)]));
const jsf = rate['json-schema-faker generateSync(dist/schema.json)'];
const floor = rate['floor: build one constant record'];
console.table(
  Object.entries(rate).map(([task, value]) => ({
    task,
    'records/s': Math.round(value).toLocaleString('en-US'),
    'µs/record': (1e6 / value).toFixed(2),
    'x json-schema-faker': (value / jsf).toFixed(1),
    'floor / task': (floor / value).toFixed(1),
  })),
);
const warm = rate['generator.record(): requests in the same 10-min bucket (8 places x 3 units)'] / jsf;
const cold = rate['generator.record(): a new observation every call (cache miss)'] / jsf;
console.log(
  `generator.record() vs json-schema-faker: ${warm.toFixed(0)}x (same bucket), ${cold.toFixed(0)}x (cache miss); target >= 20x ${Math.min(warm, cold) >= 20 ? 'OK' : 'BELOW TARGET'}`,
);
console.log(
  `valid records: weather-double ${oursValid ? '200/200' : 'NOT ALL'}, json-schema-faker ${jsfValid.filter(Boolean).length}/200${sink > 0 ? '' : '!'}`,
);
// Issue 19's goals are absolute rates; the floors of the same run are shown beside them.
const warmRate = rate['generator.record(): requests in the same 10-min bucket (8 places x 3 units)'];
const coldRate = rate['generator.record(): a new observation every call (cache miss)'];
const floors = `${thousands(floor)}/s constant record; ${thousands(jsf)}/s json-schema-faker`;
reportRows(import.meta.url, [
  {
    work: 'generator.record(), same 10-minute bucket',
    figure: `${thousands(warmRate)} records/s (${(warmRate / jsf).toFixed(0)}× json-schema-faker)`,
    floor: floors,
    ratio: warmRate / jsf,
    ratioMeans: 'records/s ÷ json-schema-faker records/s (higher is better); the goal is on records/s',
    value: warmRate,
    goal: { at: 'least', value: 1_500_000, of: 'figure', unit: 'records/s' },
  },
  {
    work: 'generator.record(), a new observation every call',
    figure: `${thousands(coldRate)} records/s (${(coldRate / jsf).toFixed(0)}× json-schema-faker)`,
    floor: floors,
    ratio: coldRate / jsf,
    ratioMeans: 'records/s ÷ json-schema-faker records/s (higher is better); the goal is on records/s',
    value: coldRate,
    goal: { at: 'least', value: 400_000, of: 'figure', unit: 'records/s' },
  },
]);

// Cold import: fresh processes, median wall time; a resolve hook counts the faker files loaded.
const RUNS = 7;
const dir = mkdtempSync(join(tmpdir(), 'weather-double-bench-'));
const trace = join(dir, 'trace.txt');
writeFileSync(
  join(dir, 'hooks.mjs'),
  `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (result.url.includes('/@faker-js/faker/dist/')) appendFileSync(${JSON.stringify(trace)}, result.url + '\\n');
  return result;
}`,
);
writeFileSync(
  join(dir, 'register.mjs'),
  `import { register } from 'node:module'; register(${JSON.stringify(new URL(`file://${join(dir, 'hooks.mjs')}`).href)});`,
);
const imports = {
  'node, no import (baseline)': '',
  "import('weather-double')": "await import('weather-double');",
  "import('@faker-js/faker') whole": "await import('@faker-js/faker');",
};
const spawn = (code, extra = []) =>
  spawnSync(process.execPath, [...extra, '--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' });
const importMs = {};
const fakerFiles = {};
for (const name of Object.keys(imports)) importMs[name] = [];
for (let run = 0; run < RUNS; run += 1) {
  for (const [name, code] of Object.entries(imports)) {
    const start = process.hrtime.bigint();
    const result = spawn(code);
    if (result.status !== 0) throw new Error(`${name} failed: ${result.stderr}`);
    importMs[name].push(Number(process.hrtime.bigint() - start) / 1e6);
  }
}
for (const [name, code] of Object.entries(imports)) {
  rmSync(trace, { force: true });
  spawn(code, ['--import', join(dir, 'register.mjs')]);
  let lines = [];
  try {
    lines = readFileSync(trace, 'utf8').split('\n').filter(Boolean);
  } catch {}
  fakerFiles[name] = new Set(lines).size;
}
rmSync(dir, { recursive: true, force: true });
const baseline = middle(importMs['node, no import (baseline)']);
console.table(
  Object.entries(importMs).map(([name, values]) => ({
    import: name,
    'median ms (process)': middle(values).toFixed(0),
    'ms over baseline': (middle(values) - baseline).toFixed(0),
    'faker files loaded': fakerFiles[name],
  })),
);
const ours = middle(importMs["import('weather-double')"]) - baseline;
const whole = middle(importMs["import('@faker-js/faker') whole"]) - baseline;
console.log(
  `cold import over baseline: weather-double ${ours.toFixed(0)} ms vs @faker-js/faker whole ${whole.toFixed(0)} ms (${(whole / ours).toFixed(1)}x faster); faker files ${fakerFiles["import('weather-double')"]} vs ${fakerFiles["import('@faker-js/faker') whole"]} ${fakerFiles["import('weather-double')"] < fakerFiles["import('@faker-js/faker') whole"] ? 'OK' : 'LOADS EVERY LOCALE'}`,
);
