#!/usr/bin/env node
// Golden answers: records what a build of the double answers to a fixed, large set of requests
// (every route, query form, shape, unit system, method, option, scenario, fault, quota and latency
// setting, pinned answers), through the MSW handlers and (a sample) through the standalone server, one JSON line per
// request: status, headers in order, body bytes (base64), how the body ended, and the request-log
// entry. Two recordings of builds that behave alike are byte-identical files. The requests are
// hand-written lists, then (last) every row of the route table's, derived from what the row declares
// (`recordTable`): a new route is recorded with no edit here.
//
// Usage:
//   node scripts/golden-answers.mjs record [--root <dir with dist/>] <out.jsonl>
//   node scripts/golden-answers.mjs compare <before.jsonl> <after.jsonl>
//   node scripts/golden-answers.mjs check     the build against the committed corpus (npm test runs it)
//   node scripts/golden-answers.mjs update    rewrite the committed corpus, showing what changed
//                                             (npm run golden:update: only on purpose, in a commit of its own)
// The root defaults to this repository; its dist/ must be built (`npm run build`). The committed
// corpus is test/golden/answers.jsonl.gz: bodies as text where they are UTF-8, gzip for size.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const command = args.shift();

const CORPUS = fileURLToPath(new URL('../test/golden/answers.jsonl.gz', import.meta.url));

/** Lines of `a` and `b` that differ, each shown with its request and where its bytes part. */
function differences(left, right) {
  const shown = [];
  let count = 0;
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    if (left[i] === right[i]) continue;
    count += 1;
    if (shown.length < 8) shown.push(describe(i, left[i], right[i]));
  }
  return { count, shown };
}

function describe(index, before = '', after = '') {
  const request = (line) => {
    try {
      const entry = JSON.parse(line);
      return `${entry.via} ${entry.label}: ${entry.method} ${entry.url ?? entry.target}`;
    } catch {
      return '(no line)';
    }
  };
  let at = 0;
  while (at < before.length && before[at] === after[at]) at += 1;
  const from = Math.max(0, at - 60);
  return [
    `line ${index + 1}, ${request(before === '' ? after : before)}`,
    `  - …${before.slice(from, at + 100)}`,
    `  + …${after.slice(from, at + 100)}`,
  ].join('\n');
}

function report(left, right, what) {
  const { count, shown } = differences(left, right);
  const total = right.filter((line) => line !== '').length;
  if (count === 0) {
    console.log(`golden-answers: ${total} answers, identical ${what}`);
    return 0;
  }
  for (const text of shown) console.log(text);
  console.log(`golden-answers: ${count} of ${total} answers differ ${what}`);
  return 1;
}

const readLines = (path) =>
  (path.endsWith('.gz') ? gunzipSync(readFileSync(path)) : readFileSync(path)).toString('utf8').split('\n');

if (command === 'compare') {
  const [a, b] = args;
  process.exit(report(readLines(a), readLines(b), `(${a} → ${b})`));
}
if (!['record', 'check', 'update'].includes(command)) {
  console.error(
    'usage: golden-answers.mjs record [--root dir] <out.jsonl> | compare <a.jsonl> <b.jsonl> | check | update',
  );
  process.exit(2);
}

let root = fileURLToPath(new URL('..', import.meta.url));
if (args[0] === '--root') {
  args.shift();
  root = resolve(args.shift());
}
const outPath = args[0];
const load = (path) => import(pathToFileURL(join(root, 'dist', path)).href);
const { createWeatherDouble } = await load('handlers/index.js');
const { startWeatherServer } = await load('src/server/index.js');
const { getResponse } = await import(pathToFileURL(join(root, 'node_modules/msw/lib/core/index.mjs')).href);

const lines = [];
const write = (entry) => {
  lines.push(JSON.stringify(entry));
};

const T0 = Date.UTC(2024, 5, 1, 18, 0, 0);
const HOST = 'https://api.openweathermap.org';

// ---- the query forms --------------------------------------------------------------------------
const zips = [
  '94040',
  '94040,us',
  '94040,US',
  ' 94040 , us ',
  '10115,de',
  '10115,DE',
  'SW1A 1AA,gb',
  'M5V,ca',
  '75001,fr',
  '100-0001,jp',
  '2000,au',
  '90210-1234',
  '00000',
  '99999,us',
  '',
  ',us',
  'abc',
  '12345,zz',
  '28013,es',
  '1012 AB,nl',
  '1012,NL',
  'E14,gb',
  'E14 5AB,GB',
  '1000-001,pt',
  '00-950,pl',
  '111 22,se',
  '01310-100,br',
  'C1425ABC,ar',
];
const coords = [
  ['37.3861', '-122.0839'],
  ['51.5085', '-0.1257'],
  ['0', '0'],
  ['-33.8688', '151.2093'],
  ['35.6895', '139.6917'],
  ['90', '180'],
  ['-90', '-180'],
  ['91', '0'],
  ['0', '181'],
  ['abc', '0'],
  ['0', 'xyz'],
  ['', '10'],
  ['64.1355', '-21.8954'],
];
const names = [
  'London',
  'London,gb',
  'London,GB',
  'New York,NY,US',
  'Paris,fr',
  'Berlin',
  'Tokyo,jp',
  'Nowhereville',
  '',
  'mountain view,ca,us',
  'Springfield,us',
  'São Paulo',
];
const ids = ['2643743', '5375480', '2988507', '0', 'abc', '1', '-5', '2643743.5'];
const unitsList = [undefined, 'metric', 'imperial', 'standard', 'Metric', 'xyz'];
const keyParts = ['appid=k1', 'APPID=k1', 'appid=', '', 'appid=k2&APPID=k1', 'appid=wrong'];

const enc = (v) => encodeURIComponent(v).replaceAll('%2C', ',');
const withUnits = (q, units) => (units === undefined ? q : `${q}&units=${units}`);

/** Query strings for the weather path: every location form, with units and keys. */
function weatherQueries() {
  const list = [];
  for (const units of unitsList) {
    for (const zip of zips) list.push(withUnits(`zip=${enc(zip)}&appid=k1`, units));
    for (const [lat, lon] of coords) list.push(withUnits(`lat=${lat}&lon=${lon}&appid=k1`, units));
    for (const q of names) list.push(withUnits(`q=${enc(q)}&appid=k1`, units));
    for (const id of ids) list.push(withUnits(`id=${enc(id)}&appid=k1`, units));
  }
  for (const key of keyParts) {
    list.push([`zip=94040`, key].filter(Boolean).join('&'));
    list.push([`lat=51.5&lon=-0.12`, key].filter(Boolean).join('&'));
  }
  list.push(
    'appid=k1',
    '',
    'zip=94040&q=London&appid=k1',
    'q=London&zip=94040&appid=k1',
    'id=2643743&lat=1&lon=2&appid=k1',
    'lat=10&appid=k1',
    'lon=10&appid=k1',
    'zip=94040&zip=10115,de&appid=k1',
    'zip=94040&appid=k1&units=metric&units=imperial',
    'zip=94040&appid=k1&lang=de&mode=json&cnt=3',
    'zip=94040&appid=k%31',
    'zip=94040&app%69d=k1',
    'zip=94040+&appid=k1',
    'zip=%39%34%30%34%30&appid=k1',
    'q=London%2Cgb&appid=k1',
    '__proto__=1&zip=94040&appid=k1',
    `zip=94040&appid=k1&pad=${'x'.repeat(8200)}`,
    `zip=94040&appid=k1&pad=${'x'.repeat(8140)}`,
  );
  return list;
}

/** Query strings for the Geocoding API's paths. */
function geocodingQueries() {
  const zip = [];
  const direct = [];
  const reverse = [];
  for (const z of zips) zip.push(`zip=${enc(z)}&appid=k1`);
  zip.push('appid=k1', 'zip=94040', 'zip=94040&limit=2&appid=k1', 'q=London&appid=k1');
  for (const q of names) {
    for (const limit of [undefined, '1', '3', '10', '0', 'abc']) {
      direct.push(limit === undefined ? `q=${enc(q)}&appid=k1` : `q=${enc(q)}&limit=${limit}&appid=k1`);
    }
  }
  direct.push('appid=k1', 'q=London', 'zip=94040&appid=k1');
  for (const [lat, lon] of coords) {
    for (const limit of [undefined, '1', '5', '7']) {
      reverse.push(
        limit === undefined
          ? `lat=${lat}&lon=${lon}&appid=k1`
          : `lat=${lat}&lon=${lon}&limit=${limit}&appid=k1`,
      );
    }
  }
  reverse.push('appid=k1', 'lat=10&appid=k1', 'lon=10&appid=k1', 'lat=51.5&lon=-0.12', 'zip=94040&appid=k1');
  return { zip, direct, reverse };
}

const weather = weatherQueries();
const geocoding = geocodingQueries();
const PATHS = {
  weather: '/data/2.5/weather',
  zip: '/geo/1.0/zip',
  direct: '/geo/1.0/direct',
  reverse: '/geo/1.0/reverse',
};
const UNKNOWN_PATHS = [
  '/data/2.5/weather/',
  '/data/2.5/forecast',
  '/data/3.0/onecall',
  '/',
  '/geo/1.0/zip/x',
  '/DATA/2.5/weather',
  '/data/2.5/weatherx',
];

/** Every request of one pass: [method, path, query]. */
function allRequests({ methods = ['GET'], small = false } = {}) {
  const list = [];
  const take = (queries) => (small ? queries.filter((_, i) => i % 7 === 0) : queries);
  for (const method of methods) {
    for (const q of take(weather)) list.push([method, PATHS.weather, q]);
    for (const q of take(geocoding.zip)) list.push([method, PATHS.zip, q]);
    for (const q of take(geocoding.direct)) list.push([method, PATHS.direct, q]);
    for (const q of take(geocoding.reverse)) list.push([method, PATHS.reverse, q]);
  }
  return list;
}

// ---- recording through the handlers -------------------------------------------------------------
async function readResponse(response) {
  if (response === undefined) return { unhandled: true };
  if (response.type === 'error') return { type: 'error' };
  const chunks = [];
  let ended = 'complete';
  if (response.body !== null) {
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(Buffer.from(value));
      }
    } catch (error) {
      ended = `failed: ${error?.name} ${error?.message}`;
    }
  }
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    ...bodyOf(Buffer.concat(chunks), response.headers.get('content-type') ?? ''),
    ended,
  };
}

/** The content types whose bodies are kept as a hash (tiles, icons, the city lists: megabytes). */
const HASHED_TYPES = ['image/png', 'application/gzip'];

/**
 * A body as text when it is UTF-8 (every JSON and XML answer), else base64; a PNG or gzip body (by
 * its `Content-Type`) as its SHA-256 and length: its bytes would make the corpus megabytes.
 */
function bodyOf(bytes, contentType = '') {
  if (HASHED_TYPES.some((type) => contentType.startsWith(type))) {
    return { sha256: createHash('sha256').update(bytes).digest('hex'), length: bytes.length };
  }
  const text = bytes.toString('utf8');
  return Buffer.from(text, 'utf8').equals(bytes) ? { text } : { base64: bytes.toString('base64') };
}

/**
 * Sends one request through MSW's handler pipeline. A request the double logged as a hang is given
 * up at once (by the log, not by a timer, so a busy machine records the same answers); anything
 * else gets 10 s.
 */
async function viaHandlers(handlers, method, url, hung, body) {
  const controller = new AbortController();
  const giveUp = setTimeout(() => controller.abort(), 10_000);
  const watch = setInterval(() => {
    if (hung()) controller.abort();
  }, 2);
  try {
    const sent = body === undefined ? {} : { body };
    const response = await getResponse(
      handlers,
      new Request(url, { method, signal: controller.signal, ...sent }),
    );
    return await readResponse(response);
  } finally {
    clearTimeout(giveUp);
    clearInterval(watch);
  }
}

async function pass(label, double, requests, { base = HOST, handlers = double.handlers } = {}) {
  for (const [method, path, query] of requests) {
    const url = query === '' ? `${base}${path}` : `${base}${path}?${query}`;
    const before = double.requests.length;
    const hung = () => double.requests.length > before && double.requests.at(-1).outcome === 'hang';
    const answer = await viaHandlers(handlers, method, url, hung);
    const logged = double.requests.length > before ? double.requests.at(-1) : null;
    write({
      via: 'handlers',
      label,
      method,
      url: url.length > 300 ? `${url.slice(0, 300)}…${url.length}` : url,
      answer,
      logged,
    });
  }
  double.requests.clear();
}

const clockAt = (ms) => () => ms;

/** A clock that moves 7 minutes a request (across observation buckets and days). */
function walkingClock(start, step = 7 * 60_000) {
  let t = start;
  return () => {
    const now = t;
    t += step;
    return now;
  };
}

async function recordHandlers() {
  const everyMethod = ['GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE', 'PUT', 'PATCH'];
  for (const shape of ['specification', 'current']) {
    // Every request, every method, two seeds and clocks.
    await pass(
      `${shape} seed0`,
      createWeatherDouble({ shape, now: clockAt(T0) }),
      allRequests({ methods: everyMethod, small: false }).filter(([m], i) => m === 'GET' || i % 3 === 0),
    );
    await pass(
      `${shape} seed42 night`,
      createWeatherDouble({ shape, seed: 42, now: clockAt(Date.UTC(2024, 11, 24, 3, 17)) }),
      allRequests({ methods: ['GET', 'POST'] }),
    );
    await pass(
      `${shape} walking clock`,
      createWeatherDouble({ shape, seed: 7, now: walkingClock(Date.UTC(2025, 2, 20, 0, 0)) }),
      allRequests(),
    );
    await pass(
      `${shape} date clock`,
      createWeatherDouble({ shape, seed: 9, now: () => new Date(Date.UTC(2023, 6, 4, 12, 34, 56)) }),
      allRequests({ small: true }),
    );
  }
  const small = allRequests({ small: true });
  await pass('apiKeys', createWeatherDouble({ apiKeys: ['k1', 'k3'], now: clockAt(T0) }), small);
  await pass(
    'notFound list',
    createWeatherDouble({ notFound: ['94040', '10115,de'], now: clockAt(T0) }),
    small,
  );
  await pass(
    'notFound fn',
    createWeatherDouble({ notFound: (z) => z.startsWith('9'), now: clockAt(T0) }),
    small,
  );
  await pass(
    'pinned places',
    createWeatherDouble({
      now: clockAt(T0),
      places: {
        94040: { name: 'Pinned View', lat: 10, lon: 20 },
        '12345,zz': { name: 'Zedland', country: 'ZZ', lat: 1, lon: 2 },
      },
    }),
    small,
  );
  for (const baseUrl of ['http://localhost:3000/owm', 'http://localhost:3000', '*']) {
    const double = createWeatherDouble({ baseUrl, now: clockAt(T0) });
    const base = baseUrl === '*' ? 'http://anywhere.test:9' : baseUrl;
    const list = small.filter((_, i) => i % 3 === 0);
    for (const path of UNKNOWN_PATHS) list.push(['GET', path, 'zip=94040&appid=k1']);
    await pass(`baseUrl ${baseUrl}`, double, list, { base });
  }
  // Unknown paths and other hosts on the default double (unhandled by MSW).
  const defaults = createWeatherDouble({ now: clockAt(T0) });
  await pass(
    'unknown paths',
    defaults,
    UNKNOWN_PATHS.map((p) => ['GET', p, 'zip=94040&appid=k1']),
  );
  await pass('http host', defaults, small.slice(0, 40), { base: 'http://api.openweathermap.org' });
  await pass('other host', defaults, small.slice(0, 5), { base: 'https://example.com' });

  // Quotas, faults, latency.
  const quota = allRequests().filter((_, i) => i % 2 === 0);
  await pass('quota 3/60', createWeatherDouble({ quota: { limit: 3 }, now: walkingClock(T0, 5_000) }), quota);
  await pass(
    'quota 50/3600',
    createWeatherDouble({ quota: { limit: 50, windowSeconds: 3600 }, now: walkingClock(T0, 10_000) }),
    quota,
  );
  for (const [i, faults] of [
    { rate: 0.5, seed: 3 },
    { rate: 0.3 },
    { rate: 1, kinds: ['malformed'] },
    { rate: 0.4, seed: 11, kinds: ['rateLimited', 'serverError', 'networkError', 'malformed'] },
    { rate: 0.05, seed: 1, kinds: ['hang', 'serverError'] },
  ].entries()) {
    await pass(
      `faults ${i}`,
      createWeatherDouble({ faults, now: clockAt(T0) }),
      allRequests().filter((_, j) => j % 3 === i % 3),
    );
  }
  await pass(
    'faults+quota',
    createWeatherDouble({
      faults: { rate: 0.2, seed: 5 },
      quota: { limit: 10 },
      now: walkingClock(T0, 1000),
      seed: 3,
    }),
    small,
  );
  await pass(
    'latency',
    createWeatherDouble({ latency: { median: 1, p99: 4 }, seed: 2, now: clockAt(T0) }),
    small.slice(0, 300),
  );
  await pass(
    'latency+faults',
    createWeatherDouble({
      latency: { median: 1, p99: 3, seed: 8 },
      faults: { rate: 0.3, seed: 8 },
      now: clockAt(T0),
    }),
    small.slice(0, 200),
  );
  await recordScenarios();
}

async function recordScenarios() {
  const targets = [
    undefined,
    { once: true },
    { zip: '94040' },
    { zip: '10115,de', once: true },
    { location: { lat: 51.5085, lon: -0.1257 } },
    { location: { q: 'London,gb' } },
    { location: { id: 2643743 } },
    { location: { zip: '94040,us' } },
  ];
  const list = allRequests({ small: true }).filter((_, i) => i % 2 === 0);
  list.push(
    ['GET', PATHS.weather, 'lat=51.5085&lon=-0.1257&appid=k1'],
    ['GET', PATHS.reverse, 'lat=51.5085&lon=-0.1257&appid=k1'],
  );
  list.push(['GET', PATHS.direct, 'q=London,gb&appid=k1'], ['GET', PATHS.weather, 'q=london,GB&appid=k1']);
  list.push(['GET', PATHS.weather, 'id=2643743&appid=k1'], ['HEAD', PATHS.weather, 'zip=94040&appid=k1']);
  for (const shape of ['specification', 'current']) {
    const double = createWeatherDouble({ shape, now: clockAt(T0), seed: 5 });
    const make = {
      unauthorized: (o) => double.scenarios.unauthorized(o),
      notFound: (o) => double.scenarios.notFound(o),
      nothingToGeocode: (o) => double.scenarios.nothingToGeocode(o),
      geocodingNotFound: (o) => double.scenarios.geocodingNotFound(o),
      rateLimited: (o) => double.scenarios.rateLimited(o),
      serverError: (o) => double.scenarios.serverError(o),
      networkError: (o) => double.scenarios.networkError(o),
      delayed: (o) => double.scenarios.delayed(1, o),
      malformed: (o) => double.scenarios.malformed(o),
      hang: (o) => double.scenarios.hang(o),
      record:
        shape === 'current'
          ? (o) => double.scenarios.record({ main: { temp: 1.5, feels_like: -3 }, name: 'Overridden' }, o)
          : (o) =>
              double.scenarios.record({ main: { temp: 1.5 }, name: 'Overridden', weather: [{ id: 800 }] }, o),
    };
    for (const [name, scenario] of Object.entries(make)) {
      for (const [t, target] of targets.entries()) {
        const handlers = [scenario(target), ...double.handlers];
        const sample = list.filter((_, i) => (i + t) % (name === 'delayed' || name === 'hang' ? 9 : 3) === 0);
        await pass(`${shape} scenario ${name} ${t}`, double, sample, { handlers });
      }
    }
  }
}

// ---- the other routes: forecasts, One Call, its timemachine, air pollution ----------------------
/** Query strings for the routes beside the weather endpoint, each with its own parameters. */
function otherRouteRequests() {
  const t0 = T0 / 1000;
  const places = ['lat=51.5085&lon=-0.1257', 'lat=-33.8688&lon=151.2093', 'lat=64.1355&lon=-21.8954'];
  const list = [];
  const add = (path, query) => list.push(['GET', path, query]);
  for (const units of [undefined, 'metric', 'imperial']) {
    for (const form of [...places, 'zip=94040', 'zip=10115,de', 'q=London,gb', 'id=2643743']) {
      add('/data/2.5/forecast', withUnits(`${form}&appid=k1`, units));
    }
    for (const place of places) add('/data/3.0/onecall', withUnits(`${place}&appid=k1`, units));
    add('/data/3.0/onecall/timemachine', withUnits(`${places[0]}&dt=${t0 - 86_400 * 3}&appid=k1`, units));
  }
  for (const cnt of ['1', '3', '40', '0', '41', 'abc'])
    add('/data/2.5/forecast', `zip=94040&cnt=${cnt}&appid=k1`);
  for (const bad of ['zip=00000', 'q=Nowhereville', 'id=1', 'lat=91&lon=0', 'lat=1', '']) {
    add('/data/2.5/forecast', bad === '' ? 'appid=k1' : `${bad}&appid=k1`);
  }
  // The 16-day daily and the hourly forecasts: every form and unit system, cnt in and out of range,
  // the forecast's errors.
  for (const units of [undefined, 'metric', 'imperial']) {
    for (const form of [places[0], places[2], 'zip=94040', 'q=London,gb', 'id=2643743']) {
      add('/data/2.5/forecast/daily', withUnits(`${form}&cnt=16&appid=k1`, units));
      add('/data/2.5/forecast/hourly', withUnits(`${form}&appid=k1`, units));
    }
  }
  for (const cnt of ['1', '7', '16', '0', '17', 'abc'])
    add('/data/2.5/forecast/daily', `zip=94040&cnt=${cnt}&appid=k1`);
  for (const cnt of ['1', '96', '0', '97']) add('/data/2.5/forecast/hourly', `zip=94040&cnt=${cnt}&appid=k1`);
  for (const bad of ['zip=00000', 'id=1', 'lat=91&lon=0', 'lat=1', '']) {
    add('/data/2.5/forecast/daily', bad === '' ? 'appid=k1' : `${bad}&appid=k1`);
    add('/data/2.5/forecast/hourly', bad === '' ? 'appid=k1' : `${bad}&appid=k1`);
  }
  for (const exclude of [
    'current',
    'minutely,hourly',
    'daily,alerts',
    'current,minutely,hourly,daily,alerts',
    'x',
  ]) {
    add('/data/3.0/onecall', `${places[1]}&exclude=${exclude}&appid=k1`);
  }
  for (const bad of ['lat=91&lon=0', 'lat=1', 'zip=94040', 'lat=abc&lon=1'])
    add('/data/3.0/onecall', `${bad}&appid=k1`);
  for (const dt of [t0, t0 + 3600, t0 - 86_400 * 400, 0, 'abc', '']) {
    add('/data/3.0/onecall/timemachine', `${places[2]}&dt=${dt}&appid=k1`);
  }
  for (const place of [...places, 'lat=0&lon=0', 'lat=91&lon=0', 'lat=1', 'zip=94040']) {
    add('/data/2.5/air_pollution', `${place}&appid=k1`);
    add('/data/2.5/air_pollution/forecast', `${place}&appid=k1`);
  }
  for (const [start, end] of [
    [t0 - 86_400, t0],
    [t0 - 7200, t0 - 3600],
    [t0, t0 - 3600],
    ['abc', t0],
    ['', ''],
  ]) {
    add('/data/2.5/air_pollution/history', `${places[0]}&start=${start}&end=${end}&appid=k1`);
  }
  // One Call's day summary and overview, the retired One Call 2.5 and the UV index API.
  summaryRequests(add, places, t0);
  // The several-cities routes (appended, so the samples of the routes above stay the same).
  const twentyOne = Array.from({ length: 21 }, (_, i) => (i % 2 === 0 ? '2643743' : '524901')).join(',');
  for (const units of [undefined, 'metric', 'imperial']) {
    add('/data/2.5/group', withUnits('id=2643743,524901,703448,2147714,5128581&appid=k1', units));
    add('/data/2.5/find', withUnits(`${places[1]}&cnt=4&appid=k1`, units));
    add('/data/2.5/box/city', withUnits('bbox=-0.5,51.3,0.3,51.7,10&appid=k1', units));
  }
  for (const ids of [twentyOne, '', '2643743,1', ',,', '2643743,abc', '0', '2643743,2643743'])
    add('/data/2.5/group', `id=${ids}&appid=k1`);
  add('/data/2.5/group', 'appid=k1');
  for (const query of [
    places[0],
    `${places[2]}&cnt=1`,
    'lat=0&lon=-30',
    'q=London',
    'q=London,GB',
    'q=Springf&type=like&cnt=5',
    'q=Nowhereville',
    `${places[0]}&cnt=50`,
    `${places[0]}&cnt=51`,
    `${places[0]}&cnt=0`,
    'lat=91&lon=0',
    '',
  ])
    add('/data/2.5/find', query === '' ? 'appid=k1' : `${query}&appid=k1`);
  for (const bbox of [
    '-0.5,51.3,0.3,51.7,6',
    '0.3,51.7,-0.5,51.3,12',
    '150.5,-34.2,151.5,-33.5,9',
    '-30,30,-29,31,10',
    '99,99,99,99,10',
    '-0.5,51.3,0.3,51.7',
    'a,b,c,d,1',
  ])
    add('/data/2.5/box/city', `bbox=${bbox}&appid=k1`);
  add('/data/2.5/box/city', 'appid=k1');
  langRequests(add, places, t0);
  // mode=xml and mode=html (issue 27), appended so that the filtered passes keep their requests.
  modeRequests(add, places);
  recordedPointRequests(add);
  historyRequests(add, t0);
  climateRequests(add);
  statisticsRequests(add);
  accumulatedRequests(add);
  return list;
}

/** The Accumulated Parameters' requests (issue 41), appended likewise: the page's own, and the errors. */
function accumulatedRequests(add) {
  const base = '/data/2.5/history';
  const page = 'lat=51.51&lon=-0.13&start=1586853378&end=1589445367';
  add(`${base}/accumulated_temperature`, `${page}&threshold=284&appid=k1`);
  add(`${base}/accumulated_precipitation`, `${page}&appid=k1`);
  add(`${base}/accumulated_precipitation`, `q=London,GB&${page.slice(20)}&threshold=2&appid=k1`);
  add(`${base}/accumulated_temperature`, 'id=2643743&start=1586853378&appid=k1');
  add(`${base}/accumulated_temperature`, `${page}&threshold=warm&appid=k1`);
  add(`${base}/accumulated_temperature`, 'lat=51.51&lon=-0.13&start=1486853378&end=1589445367&appid=k1');
}

/** The Statistical Weather Data API's requests (issue 41), appended likewise: the page's own. */
function statisticsRequests(add) {
  const base = '/data/2.5/aggregated';
  add(`${base}/year`, 'lat=35&lon=139&appid=k1');
  add(`${base}/month`, 'month=2&lat=35&lon=139&appid=k1');
  add(`${base}/day`, 'lat=35&lon=139&month=2&day=2&appid=k1');
  // The page's built-in geocoder's requests, 29 February and the double's errors.
  add(`${base}/year`, 'q=London,GB&appid=k1');
  add(`${base}/month`, 'id=2643743&month=2&appid=k1');
  add(`${base}/day`, 'id=2643743&month=2&day=29&appid=k1');
  add(`${base}/day`, 'id=2643743&month=2&day=30&appid=k1');
  add(`${base}/month`, 'id=2643743&month=13&appid=k1');
}

/** The 30-day climate forecast's requests, appended after the History API's (as above). */
function climateRequests(add) {
  // The 30-day climate forecast's recorded places: Paradise Valley, a polar point and Adelphi
  // (2024-07-04; Adelphi's local noon is off its solar-noon hour), Zhushan in zh_cn (2025-04-18).
  add('/data/2.5/forecast/climate', 'lat=33.5312&lon=-111.9426&appid=k1');
  add('/data/2.5/forecast/climate', 'lat=82.8628&lon=135&appid=k1');
  add('/data/2.5/forecast/climate', 'lat=39.00801&lon=-76.97647&appid=k1');
  add('/data/2.5/forecast/climate', 'lat=32.26&lon=110.09&units=metric&lang=zh_cn&cnt=3&appid=k1');
}

/** The points recorded answers show at, appended to the other routes' list (as above). */
function recordedPointRequests(add) {
  // Issue 43's rules: the nautical zone off Ireland, the box and find of recorded answers, and the
  // service's populations.
  add('/data/3.0/onecall/overview', 'lat=51.509865&lon=-11.8092&appid=k1');
  add('/data/3.0/onecall', 'lat=51.509865&lon=-11.8092&exclude=minutely,hourly&appid=k1');
  add('/data/2.5/box/city', 'bbox=12,32,15,37,10&units=imperial&appid=k1');
  add('/data/2.5/find', 'lat=55.5&lon=37.5&cnt=10&units=imperial&appid=k1');
  add('/data/2.5/group', 'id=524901,703448,2643743&units=imperial&appid=k1');
  add('/data/2.5/forecast/daily', 'q=London,GB&cnt=1&appid=k1');
  add('/data/2.5/forecast/hourly', 'id=1880252&cnt=2&appid=k1');
}

/**
 * The History API's city history (issue 41), appended likewise: the page's own request (the place
 * alone: the 24 hours up to the clock's), a week of Oslo's hours in metric units, and a day of
 * London's by name in German.
 */
function historyRequests(add, t0) {
  add('/data/2.5/history/city', 'lat=41.85&lon=-87.65&appid=k1');
  add(
    '/data/2.5/history/city',
    `id=3143244&type=hour&start=${t0 - 7 * 86_400}&cnt=168&units=metric&appid=k1`,
  );
  add('/data/2.5/history/city', `q=London,GB&start=${t0 - 86_400}&end=${t0}&lang=de&appid=k1`);
}

/** One Call's day summary and overview, the retired One Call 2.5 and the UV index API. */
function summaryRequests(add, places, t0) {
  const date = (offsetDays) => new Date(T0 + offsetDays * 86_400_000).toISOString().slice(0, 10);
  for (const units of [undefined, 'metric', 'imperial']) {
    for (const place of places) {
      add('/data/3.0/onecall/day_summary', withUnits(`${place}&date=${date(-1)}&appid=k1`, units));
      add('/data/3.0/onecall/overview', withUnits(`${place}&appid=k1`, units));
    }
    add('/data/3.0/onecall/overview', withUnits(`${places[0]}&date=${date(1)}&appid=k1`, units));
  }
  for (const extra of [
    `date=${date(0)}&tz=%2B03:00`,
    `date=${date(0)}&tz=+03:00`,
    `date=${date(0)}&tz=-05:30`,
    `date=${date(500)}`,
    'date=1979-01-02',
    'date=1979-01-01',
    `date=${date(600)}`,
    'date=2024-02-30',
    'date=yesterday',
    '',
    `date=${date(0)}&tz=3`,
  ]) {
    add('/data/3.0/onecall/day_summary', `${places[2]}${extra ? `&${extra}` : ''}&appid=k1`);
  }
  for (const bad of ['lat=91&lon=0', 'lat=1', 'zip=94040']) {
    add('/data/3.0/onecall/day_summary', `${bad}&date=${date(0)}&appid=k1`);
    add('/data/3.0/onecall/overview', `${bad}&appid=k1`);
  }
  for (const extra of [`date=${date(2)}`, `date=${date(-1)}`, 'date=today']) {
    add('/data/3.0/onecall/overview', `${places[1]}&${extra}&appid=k1`);
  }
  for (const query of [
    `${places[0]}&appid=k1`,
    `${places[0]}&units=metric&exclude=minutely&appid=k1`,
    'appid=k1',
  ]) {
    add('/data/2.5/onecall', query);
  }
  for (const place of [...places, 'lat=91&lon=0', 'lat=1']) {
    add('/data/2.5/uvi', `${place}&appid=k1`);
    add('/data/2.5/uvi/forecast', `${place}&appid=k1`);
  }
  for (const cnt of ['1', '8', '9', 'abc']) add('/data/2.5/uvi/forecast', `${places[1]}&cnt=${cnt}&appid=k1`);
  for (const [start, end, cnt] of [
    [t0 - 86_400 * 5, t0, ''],
    [t0 - 86_400 * 5, t0 + 86_400 * 5, '2'],
    [t0, t0 - 86_400, ''],
    ['abc', t0, ''],
    [t0, '', ''],
  ]) {
    add(
      '/data/2.5/uvi/history',
      `${places[0]}&start=${start}&end=${end}${cnt ? `&cnt=${cnt}` : ''}&appid=k1`,
    );
  }
}

/** mode=xml and mode=html on the weather, forecast and find routes, then on the daily and hourly forecasts. */
function modeRequests(add, places) {
  for (const units of [undefined, 'metric', 'imperial']) {
    for (const form of [places[0], 'zip=94040', 'q=London,gb', 'id=2643743']) {
      add('/data/2.5/weather', withUnits(`${form}&mode=xml&appid=k1`, units));
      add('/data/2.5/weather', withUnits(`${form}&mode=html&appid=k1`, units));
      add('/data/2.5/forecast', withUnits(`${form}&cnt=3&mode=xml&appid=k1`, units));
    }
  }
  for (const bad of ['zip=00000', 'id=abc', 'id=0', 'lat=91&lon=0', '']) {
    for (const mode of ['xml', 'html']) {
      add('/data/2.5/weather', `${bad === '' ? '' : `${bad}&`}mode=${mode}&appid=k1`);
      add('/data/2.5/forecast', `${bad === '' ? '' : `${bad}&`}mode=${mode}&appid=k1`);
    }
  }
  for (const mode of ['json', 'XML', 'bogus', ''])
    add('/data/2.5/weather', `zip=94040&mode=${mode}&appid=k1`);
  add('/data/2.5/weather', 'zip=94040&mode=xml&appid=');
  add('/data/3.0/onecall', `${places[0]}&mode=xml&appid=k1`);
  for (const query of [
    `${places[1]}&cnt=3`,
    'q=London&units=imperial',
    `${places[0]}&cnt=51`,
    'q=Nowhereville',
  ])
    add('/data/2.5/find', `${query}&mode=xml&appid=k1`);
  forecastModeRequests(add, places);
}

/** mode=xml on the 16-day daily and the hourly forecasts (issue 27), appended likewise. */
function forecastModeRequests(add, places) {
  for (const units of [undefined, 'metric', 'imperial']) {
    for (const form of [places[0], 'zip=94040', 'q=London,gb', 'id=2643743']) {
      add('/data/2.5/forecast/daily', withUnits(`${form}&cnt=16&mode=xml&appid=k1`, units));
      add('/data/2.5/forecast/hourly', withUnits(`${form}&cnt=3&mode=xml&appid=k1`, units));
    }
  }
  for (const bad of ['zip=00000', 'id=abc', 'lat=91&lon=0', '']) {
    add('/data/2.5/forecast/daily', `${bad === '' ? '' : `${bad}&`}mode=xml&appid=k1`);
    add('/data/2.5/forecast/hourly', `${bad === '' ? '' : `${bad}&`}mode=xml&appid=k1`);
  }
}

/**
 * `lang` (at the end of the other routes' list, so that the requests before keep their clock, quota
 * and fault draws).
 */
function langRequests(add, places, t0) {
  // On the weather route: the service's codes and aliases in either case, a code without a table, unknown codes.
  for (const lang of [
    'de',
    'DE',
    'fr',
    'sp',
    'es',
    'ua',
    'uk',
    'se',
    'sv',
    'zh_cn',
    'zh_tw',
    'pt_br',
    'pt',
  ]) {
    add('/data/2.5/weather', `lat=51.5&lon=-0.12&appid=k1&lang=${lang}`);
    add('/data/2.5/weather', `zip=94040&appid=k1&units=metric&lang=${lang}`);
  }
  for (const lang of ['cz', 'kr', 'ja', 'en', 'ru', 'ar', 'pl', 'xx', 'zh', 'de-DE', '']) {
    add('/data/2.5/weather', `q=London,gb&appid=k1&lang=${enc(lang)}`);
  }
  // `lang` on every route with descriptions (and one without: air pollution ignores it).
  for (const lang of ['de', 'fr', 'ru', 'zh_cn', 'pt_br', 'xx']) {
    add('/data/2.5/forecast', `zip=94040&cnt=8&appid=k1&lang=${lang}`);
    for (const place of places) add('/data/3.0/onecall', `${place}&appid=k1&lang=${lang}`);
    add('/data/3.0/onecall/timemachine', `${places[0]}&dt=${t0 - 86_400}&appid=k1&lang=${lang}`);
  }
  add('/data/2.5/group', 'id=2643743,524901,703448&appid=k1&lang=de');
  add('/data/2.5/find', `${places[0]}&cnt=3&appid=k1&lang=fr`);
  add('/data/2.5/box/city', 'bbox=-0.5,51.3,0.3,51.7,10&appid=k1&lang=ru');
  add('/data/2.5/air_pollution', `${places[0]}&appid=k1&lang=de`);
}

async function recordOtherRoutes() {
  const requests = otherRouteRequests();
  for (const shape of ['specification', 'current']) {
    await pass(`${shape} other routes`, createWeatherDouble({ shape, seed: 3, now: clockAt(T0) }), requests);
  }
  await pass(
    'other routes, walking clock',
    createWeatherDouble({ seed: 12, now: walkingClock(Date.UTC(2024, 0, 15, 6, 0), 5 * 3600_000) }),
    requests.filter((_, i) => i % 4 === 0),
  );
  const double = createWeatherDouble({ now: clockAt(T0), seed: 6 });
  const scenarios = [
    double.scenarios.notFound({ route: 'forecast' }),
    double.scenarios.serverError({ route: 'oneCall', once: true }),
    double.scenarios.rateLimited({ route: 'airPollution' }),
  ];
  await pass(
    'other routes, scenarios',
    double,
    requests.filter((_, i) => i % 3 === 0),
    {
      handlers: [...scenarios, ...double.handlers],
    },
  );
  await pass(
    'other routes, faults and quota',
    createWeatherDouble({ faults: { rate: 0.3, seed: 4 }, quota: { limit: 5 }, now: walkingClock(T0, 9000) }),
    requests.filter((_, i) => i % 2 === 0),
  );
}

// ---- recording through the server -----------------------------------------------------------------
function rawRequest(port, method, target) {
  return new Promise((resolveAnswer) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path: target, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      const done = (ended) =>
        resolveAnswer({
          status: res.statusCode,
          statusText: res.statusMessage,
          // Date changes; everything else, in wire order.
          headers: res.rawHeaders.map((v, i, all) => (i % 2 === 1 && all[i - 1] === 'Date' ? 'DATE' : v)),
          ...bodyOf(Buffer.concat(chunks), String(res.headers['content-type'] ?? '')),
          ended,
        });
      res.on('end', () => done('complete'));
      res.on('aborted', () => done('aborted'));
      res.on('error', () => done('error'));
    });
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolveAnswer({ error: error.message === 'timeout' ? 'timeout' : 'socket' }));
    req.end();
  });
}

async function serverPass(label, options, requests, use) {
  const server = await startWeatherServer({ port: 0, ...options });
  try {
    if (use) server.use(...use(server));
    for (const [method, path, query] of requests) {
      const target = query === '' ? path : `${path}?${query}`;
      const before = server.requests.length;
      const answer = await rawRequest(server.port, method, target);
      const logged = server.requests.length > before ? server.requests.at(-1) : null;
      const shown = logged && { ...logged, url: logged.url.replace(/^http:\/\/127\.0\.0\.1:\d+/, '') };
      write({
        via: 'server',
        label,
        method,
        target: target.length > 300 ? `${target.slice(0, 300)}…${target.length}` : target,
        answer,
        logged: shown,
      });
    }
  } finally {
    await server.close();
  }
}

async function recordServer() {
  const sample = allRequests({ methods: ['GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE'], small: true }).filter(
    (_, i) => i % 5 === 0,
  );
  for (const path of UNKNOWN_PATHS) sample.push(['GET', path, 'zip=94040&appid=k1'], ['HEAD', path, '']);
  sample.push(['TRACE', PATHS.weather, 'zip=94040&appid=k1'], ['TRACE', '/nope', '']);
  for (const shape of ['specification', 'current']) {
    await serverPass(`server ${shape}`, { shape, now: clockAt(T0), seed: 4 }, sample);
  }
  await serverPass(
    'server faults',
    {
      now: clockAt(T0),
      faults: { rate: 0.5, seed: 2, kinds: ['rateLimited', 'serverError', 'malformed', 'networkError'] },
    },
    sample.slice(0, 150),
  );
  await serverPass(
    'server quota',
    { now: walkingClock(T0, 4000), quota: { limit: 4 } },
    sample.slice(0, 150),
  );
  await serverPass(
    'server latency',
    { now: clockAt(T0), latency: { median: 1, p99: 3 } },
    sample.slice(0, 60),
  );
  await serverPass('server scenario malformed', { now: clockAt(T0) }, sample.slice(0, 60), (s) => [
    s.scenarios.malformed({ zip: '94040' }),
    s.scenarios.serverError({ location: { q: 'London' } }),
  ]);
  await serverPass('server scenario network', { now: clockAt(T0) }, sample.slice(0, 40), (s) => [
    s.scenarios.networkError({ once: true }),
    s.scenarios.notFound(),
  ]);
}

// ---- the scenarios added last (alerts, sequence) and pinned answers (fixtures) -----------------
// Recorded after everything else, so that adding them moved no earlier line of the corpus.
const ONE_CALL = '/data/3.0/onecall';
const FORECAST = '/data/2.5/forecast';

async function recordAlerts() {
  const t0 = T0 / 1000;
  const alerts = [
    {
      sender_name: 'NWS Tulsa',
      event: 'Heat Advisory',
      start: t0,
      end: t0 + 36_000,
      description: 'Heat index values up to 108.',
      tags: ['Extreme temperature value'],
    },
    {
      sender_name: 'Met Office',
      event: 'Yellow warning: wind',
      start: t0 + 3600,
      end: t0 + 7200,
      description: '',
      tags: [],
    },
  ];
  const requests = [
    ['GET', ONE_CALL, 'lat=51.5085&lon=-0.1257&appid=k1'],
    ['GET', ONE_CALL, 'lat=51.5085&lon=-0.1257&exclude=minutely,hourly&units=metric&appid=k1'],
    ['GET', ONE_CALL, 'lat=40.7143&lon=-74.006&exclude=current,minutely,hourly,daily&appid=k1'],
    ['GET', ONE_CALL, 'lat=51.5085&lon=-0.1257&exclude=alerts&appid=k1'],
    ['GET', PATHS.weather, 'lat=51.5085&lon=-0.1257&appid=k1'],
    ['HEAD', ONE_CALL, 'lat=51.5085&lon=-0.1257&appid=k1'],
  ];
  const targets = [undefined, { once: true }, { location: { lat: 51.5085, lon: -0.1257 } }];
  for (const [t, target] of targets.entries()) {
    const double = createWeatherDouble({ now: clockAt(T0), seed: 13 });
    await pass(`scenario alerts ${t}`, double, requests, {
      handlers: [double.scenarios.alerts(alerts, target), ...double.handlers],
    });
  }
}

async function recordSequences() {
  const steps = [
    'serverError',
    'networkError',
    { delayed: 1 },
    'rateLimited',
    { record: { main: { temp: 1.5 }, name: 'Overridden' } },
    'normal',
    'unauthorized',
    'notFound',
    'nothingToGeocode',
    'geocodingNotFound',
    'malformed',
  ];
  const requests = [
    ...Array.from({ length: 12 }, () => ['GET', PATHS.weather, 'zip=94040&appid=k1']),
    ['GET', PATHS.weather, 'zip=10115,de&appid=k1'],
    ['GET', PATHS.weather, 'zip=10115,de&appid=k1'],
    ['GET', FORECAST, 'zip=94040&cnt=2&appid=k1'],
    ['GET', FORECAST, 'zip=94040&cnt=2&appid=k1'],
    ['GET', PATHS.zip, 'zip=94040&appid=k1'],
    ['GET', PATHS.direct, 'q=London&appid=k1'],
    ['GET', ONE_CALL, 'lat=51.5085&lon=-0.1257&exclude=minutely,hourly&appid=k1'],
  ];
  // A `record` step is checked against each route the sequence answers: not with the forecast's.
  const withoutRecord = steps.filter((step) => typeof step === 'string' || !('record' in step));
  const targets = [
    [steps, undefined],
    [steps, { zip: '94040' }],
    [withoutRecord, { route: ['forecast', 'geocodingZip'] }],
  ];
  for (const [t, [list, target]] of targets.entries()) {
    const double = createWeatherDouble({ now: walkingClock(T0, 60_000), seed: 14 });
    await pass(`scenario sequence ${t}`, double, requests, {
      handlers: [double.scenarios.sequence(list, target), ...double.handlers],
    });
  }
  // A sequence that ends in a hang, last (the pass gives up on a hung request).
  const double = createWeatherDouble({ now: clockAt(T0), seed: 14 });
  await pass('scenario sequence hang', double, requests.slice(0, 3), {
    handlers: [double.scenarios.sequence(['normal', 'hang']), ...double.handlers],
  });
}

async function recordFixtures() {
  const { pinnedAnswerText, pinnedFileName, pinnedKey } = await load('src/fixtures/format.js');
  const dir = mkdtempSync(join(tmpdir(), 'golden-fixtures-'));
  const pinned = [
    ['GET', PATHS.weather, { zip: '10001', appid: '***' }, 200, '{"cod":200,"name":"Pinned"}'],
    ['GET', FORECAST, { q: 'London', units: 'metric', appid: '***' }, 200, '{"cod":"200","cnt":0,"list":[]}'],
    ['GET', PATHS.zip, { zip: '99999', appid: '***' }, 404, '{"cod":"404","message":"not found"}'],
  ];
  try {
    for (const [method, path, query, status, body] of pinned) {
      const headers = [
        ['Server', 'openresty'],
        ['Content-Type', 'application/json; charset=utf-8'],
        ['X-Cache-Key', `${path}?${new URLSearchParams(query)}`],
      ];
      const answer = { request: { method, path, query }, response: { status, headers, body } };
      writeFileSync(
        join(dir, pinnedFileName(pinnedKey(method, path, Object.entries(query)))),
        pinnedAnswerText(answer, []),
      );
    }
    const requests = [
      ['GET', PATHS.weather, 'zip=10001&appid=k1'],
      ['GET', PATHS.weather, 'appid=other&zip=10001'],
      ['HEAD', PATHS.weather, 'zip=10001&appid=k1'],
      ['GET', PATHS.weather, 'zip=10001'],
      ['GET', FORECAST, 'units=metric&q=London&appid=k1'],
      ['GET', PATHS.zip, 'zip=99999&appid=k1'],
      ['GET', PATHS.weather, 'zip=60601&appid=k1'],
      ['GET', ONE_CALL, 'lat=51.5085&lon=-0.1257&exclude=minutely,hourly&appid=k1'],
    ];
    for (const missing of ['double', 'error']) {
      const double = createWeatherDouble({ now: clockAt(T0), seed: 15, fixtures: { dir, missing } });
      const errors = console.error;
      console.error = () => {};
      try {
        await pass(`fixtures missing ${missing}`, double, requests);
      } finally {
        console.error = errors;
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---- the route table: every row's requests, from what the row declares ------------------------
// Recorded last, so that the hand-written requests above keep their lines. A route added to the
// table (its folder and its row) is in the corpus at the next `npm run golden:update` with no edit
// here; test/golden/coverage.test.ts fails when a route of the table has too few answers in it.
const { routes } = await load('src/routes/table.js');
const { contractExamples } = await load('src/routes/examples.js');
const { PARAMETERS, UNIT_SYSTEMS } = await load('src/service/vocabulary.js');
const { PROBE_PLACE } = await load('src/routes/probes-shared.js');

/** The location forms of the service's parameters: one name each, or the pair of coordinates. */
const LOCATION_FORMS = [[PARAMETERS.zip], [PARAMETERS.q], [PARAMETERS.id], [PARAMETERS.lat, PARAMETERS.lon]];
const LOCATION_NAMES = LOCATION_FORMS.flat();

/** A query as `[name, value]` pairs, values as written (percent-encoded), and back. */
const pairsOf = (query) =>
  query === '' ? [] : query.split('&').map((part) => [part.split('=')[0], part.slice(part.indexOf('=') + 1)]);
const queryOf = (pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&');
/** `pairs` with `name` set to `value` (in its place, or added); `undefined` removes it. */
function withValue(pairs, name, value) {
  if (value === undefined) return pairs.filter(([n]) => n !== name);
  if (!pairs.some(([n]) => n === name)) return [...pairs, [name, value]];
  return pairs.map(([n, v]) => [n, n === name ? value : v]);
}

/**
 * The queries a row documents, without the key: those its contract's examples ask the double
 * (`mode=` added for an example in another format), then its probes' (`{lat}`, `{lon}`: the probes'
 * place; a probe of the empty key keeps `appid=`); and the contract's parameters.
 */
function documented(route) {
  const asked = [];
  const examples = {
    answer(of, query, shape, path) {
      if (of === route) asked.push(query);
      return contractExamples.answer(of, query, shape, path);
    },
    inMode(of, query, mode) {
      if (of === route) asked.push(`${query}&${PARAMETERS.mode}=${mode}`);
      return contractExamples.inMode(of, query, mode);
    },
    world: contractExamples.world,
  };
  const { parameters } = route.contract(examples);
  for (const probe of route.probes({ zips: ['94040,us', 'SW1A 1AA,gb'] })) {
    const query = probe.query.replace('{lat}', PROBE_PLACE.lat).replace('{lon}', PROBE_PLACE.lon);
    asked.push(probe.key === 'empty' ? [query, `${PARAMETERS.key}=`].filter(Boolean).join('&') : query);
  }
  return { asked, parameters };
}

/**
 * Every request of one row, keyed (`appid=k1` last unless the request is about the key), each once:
 * - its documented queries (contract examples and probes);
 * - from the first of them (the base): each location form its parameters document an example of, in
 *   place of the base's location; each other documented example value; each unit system (and none)
 *   when it reads `units`; `lang` when it reads it; each of its `modes`, answered and refused;
 * - the key missing, empty and spelled `APPID`; each parameter of the base left out, each documented
 *   parameter not a number (`abc`) and empty, no parameter at all; a target over the 414 limit.
 */
function rowRequests(route) {
  const { asked, parameters } = documented(route);
  const keyed = (pairs) => queryOf([...pairs, [PARAMETERS.key, 'k1']]);
  const base = pairsOf(asked[0] ?? '');
  const named = new Map(parameters.map((parameter) => [parameter.name, parameter]));
  const exampleValues = (name) => Object.values(named.get(name)?.examples ?? {}).map((e) => enc(e.value));
  const list = asked.map((query) =>
    pairsOf(query).some(([name]) => name === PARAMETERS.key) ? query : keyed(pairsOf(query)),
  );
  const elsewhere = base.filter(([name]) => !LOCATION_NAMES.includes(name));
  for (const form of LOCATION_FORMS) {
    if (!form.every((name) => exampleValues(name).length > 0)) continue;
    for (const value of exampleValues(form[0])) {
      const place = form.map((name, i) => [name, i === 0 ? value : exampleValues(name)[0]]);
      list.push(keyed([...place, ...elsewhere]));
    }
  }
  for (const { name } of parameters) {
    if (LOCATION_NAMES.includes(name)) continue;
    for (const value of exampleValues(name)) list.push(keyed(withValue(base, name, value)));
  }
  if (named.has(PARAMETERS.units)) {
    for (const units of [undefined, ...UNIT_SYSTEMS])
      list.push(keyed(withValue(base, PARAMETERS.units, units)));
  }
  if (named.has(PARAMETERS.lang)) list.push(keyed(withValue(base, PARAMETERS.lang, 'fr')));
  for (const mode of Object.keys(route.modes ?? {})) {
    list.push(keyed(withValue(base, PARAMETERS.mode, mode)));
    list.push(keyed([[PARAMETERS.mode, mode]]));
  }
  list.push(
    queryOf(base),
    queryOf([...base, [PARAMETERS.key, '']]),
    queryOf([...base, [PARAMETERS.keyUpper, 'k1']]),
  );
  for (const [name] of base) list.push(keyed(withValue(base, name, undefined)));
  for (const { name } of parameters) {
    for (const value of ['abc', '']) list.push(keyed(withValue(base, name, value)));
  }
  list.push(keyed([]), `${keyed(base)}&pad=${'x'.repeat(8200)}`);
  return [...new Set(list)].map((query) => ['GET', route.examplePath ?? route.path, query]);
}

/** The scenarios a row is asked under (`delayed` by 1 ms). */
const TABLE_SCENARIOS = [
  'unauthorized',
  'notFound',
  'nothingToGeocode',
  'geocodingNotFound',
  'rateLimited',
  'serverError',
  'networkError',
  'malformed',
  'delayed',
];

/**
 * Every row in the table's order, each in a block of its own (fresh doubles), so that a row added
 * at the end of the table adds lines at the end of the corpus and moves none.
 */
async function recordTable() {
  for (const route of routes) {
    const requests = rowRequests(route);
    for (const shape of ['specification', 'current']) {
      await pass(`table ${shape}`, createWeatherDouble({ shape, seed: 3, now: clockAt(T0) }), requests);
    }
    // Its first request under each scenario, naming the route.
    const [first] = requests;
    const double = createWeatherDouble({ now: clockAt(T0), seed: 6 });
    const target = { route: route.name };
    for (const name of TABLE_SCENARIOS) {
      const scenario =
        name === 'delayed' ? double.scenarios.delayed(1, target) : double.scenarios[name](target);
      await pass(`table scenario ${name}`, double, [first], { handlers: [scenario, ...double.handlers] });
    }
    await pass(
      'table faults and quota',
      createWeatherDouble({
        faults: { rate: 0.3, seed: 4 },
        quota: { limit: 5 },
        now: walkingClock(T0, 9000),
      }),
      requests.filter((_, i) => i % 3 === 0),
    );
    // Its first request through the server, GET and HEAD.
    const [, path, query] = first;
    await serverPass('table server', { now: clockAt(T0), seed: 4 }, [
      ['GET', path, query],
      ['HEAD', path, query],
    ]);
  }
}

// ---- the weather maps, icons and city list (issue 40), on their own hosts -------------------------
async function recordMaps() {
  const TILE = 'https://tile.openweathermap.org';
  const MAPS = 'https://maps.openweathermap.org';
  const layers = ['clouds_new', 'precipitation_new', 'pressure_new', 'wind_new', 'temp_new'];
  const ops = ['TA2', 'TD2', 'APM', 'PR0', 'PA0', 'PAR0', 'PAS0', 'WS10', 'WND', 'CL', 'HRD0'];
  const tiles = [
    ...layers.flatMap((layer) => [
      ['GET', `/map/${layer}/0/0/0.png`, 'appid=k1'],
      ['GET', `/map/${layer}/3/4/2.png`, 'appid=k1'],
    ]),
    ['GET', '/map/temp_new/3/4/2.png', ''],
    ['HEAD', '/map/temp_new/3/4/2.png', 'appid=k1'],
    ['GET', '/map/temperature/3/4/2.png', 'appid=k1'],
    ['GET', '/map/temp_new/19/0/0.png', 'appid=k1'],
    ['GET', '/map/temp_new/2/4/0.png', 'appid=k1'],
  ];
  const T = Math.floor(T0 / 1000);
  const maps = [
    ...ops.map((op) => ['GET', `/maps/2.0/weather/${op}/1/0/0`, 'appid=k1']),
    ...ops.map((op) => ['GET', `/maps/2.0/weather/1h/${op}/1/1/0`, 'appid=k1']),
    ['GET', '/maps/2.0/weather/TA2/3/4/2', `appid=k1&date=${T + 7200}`],
    ['GET', '/maps/2.0/weather/TA2/3/4/2', `appid=k1&date=${T - 86_400 * 30}`],
    ['GET', '/maps/2.0/weather/1h/TA2/3/4/2', `appid=k1&date=${T + 5400}`],
    ['GET', '/maps/2.0/weather/TA2/3/4/2', 'appid=k1&opacity=0.5&fill_bound=true'],
    ['GET', '/maps/2.0/weather/TA2/3/4/2', `appid=k1&palette=${enc('-20:0000FF;0:FFFFFF80;30:FF0000')}`],
    ['GET', '/maps/2.0/weather/WND/3/4/2', 'appid=k1&arrow_step=16&use_norm=true'],
    ['GET', '/maps/2.0/weather/TA2/3/4/2', 'appid=k1&date=soon'],
    ['GET', '/maps/2.0/weather/TA2/3/4/2', `appid=k1&date=${T + 86_400 * 11}`],
    ['GET', '/maps/2.0/weather/TA2/3/4/2', 'appid=k1&palette=red'],
    ['GET', '/maps/2.0/weather/TA2/3/4/2', 'appid=k1&opacity=1.5'],
    ['GET', '/maps/2.0/weather/WND/3/4/2', 'appid=k1&arrow_step=2'],
    ['GET', '/maps/2.0/weather/SD0/3/4/2', 'appid=k1'],
  ];
  const icons = ['01', '02', '03', '04', '09', '10', '11', '13', '50'].flatMap((code) =>
    ['d', 'n'].flatMap((time) =>
      ['', '@2x', '@4x'].map((size) => ['GET', `/img/wn/${code}${time}${size}.png`, '']),
    ),
  );
  icons.push(['GET', '/img/wn/05d.png', ''], ['GET', '/img/wn/01d@3x.png', '']);
  const lists = [
    ['GET', '/sample/city.list.json.gz', ''],
    ['GET', '/sample/city.list.min.json.gz', ''],
    ['HEAD', '/sample/city.list.min.json.gz', ''],
  ];
  const double = createWeatherDouble({ now: clockAt(T0), seed: 11, plans: { free: 'free' } });
  await pass('maps 1.0', double, tiles, { base: TILE });
  await pass('maps 2.0', double, maps, { base: MAPS });
  await pass('maps 2.0, a free key', double, [['GET', '/maps/2.0/weather/TA2/1/0/0', 'appid=free']], {
    base: MAPS,
  });
  await pass('icons', double, icons, { base: 'https://openweathermap.org' });
  await pass('city list', double, lists, { base: 'https://bulk.openweathermap.org' });
  await serverPass('maps server', { now: clockAt(T0), seed: 11 }, [
    ...tiles.slice(0, 2),
    ...maps.slice(0, 2),
    icons[0],
    ['GET', '/img/wn/05d.png', ''],
    ['HEAD', '/sample/city.list.min.json.gz', ''],
  ]);
}

/**
 * Weather Stations 3.0 (issue 41), appended last: the service's one stateful API, as one fixed
 * sequence of requests with bodies on one double (its IDs made from its seed, clock and counter, so
 * the same on every run): two keys' stations made, listed, read, replaced, refused, their
 * measurements posted and read by minute, hour and day, then deleted. `{id}` is the ID the last
 * POST of a station gave. Labelled as a table pass: the two stateful rows' answers beyond a GET
 * of an empty book (their 201s, 204s, 400s and 404s) are here (test/golden/coverage.test.ts).
 */
async function recordStations() {
  const station = (name, lat, lon) =>
    `{"external_id":"${name}","name":"${name} station","latitude":${lat},"longitude":${lon},"altitude":42}`;
  const measurement = (dt, t) =>
    `{"station_id":"{id}","dt":${dt},"temperature":${t},"wind_speed":1.2,"pressure":${1000 + t},"humidity":${50 + t},"rain_1h":0.5}`;
  const t0 = Math.floor(T0 / 1000);
  const steps = [
    ['GET', '/data/3.0/stations', 'appid=k1'],
    ['POST', '/data/3.0/stations', 'appid=k1', station('OSLO', 59.91, 10.75)],
    ['GET', '/data/3.0/stations', 'appid=k1'],
    ['GET', '/data/3.0/stations/{id}', 'appid=k1'],
    ['GET', '/data/3.0/stations/{id}', 'appid=k2'],
    [
      'POST',
      '/data/3.0/measurements',
      'appid=k1',
      `[${[0, 30, 90, 3700, 90_000].map((s, i) => measurement(t0 - 100_000 + s, i)).join(',')}]`,
    ],
    ['GET', '/data/3.0/measurements', `station_id={id}&type=m&appid=k1`],
    ['GET', '/data/3.0/measurements', `station_id={id}&type=h&limit=2&appid=k1`],
    ['GET', '/data/3.0/measurements', `station_id={id}&type=d&from=${t0 - 100_000}&to=${t0}&appid=k1`],
    ['GET', '/data/3.0/measurements', 'type=d&appid=k1'],
    ['GET', '/data/3.0/measurements', 'station_id={id}&type=w&appid=k1'],
    ['PUT', '/data/3.0/stations/{id}', 'appid=k1', '{"external_id":"OSLO-2","name":"Oslo"}'],
    ['PUT', '/data/3.0/stations/{id}', 'appid=k1', '{"name":5}'],
    ['POST', '/data/3.0/stations', 'appid=k1', '{"name":'],
    ['POST', '/data/3.0/stations', 'appid=k2', station('LIMA', -12.05, -77.04)],
    ['GET', '/data/3.0/stations', 'appid=k2'],
    ['POST', '/data/3.0/measurements', 'appid=k1', `[${measurement(t0, 1).replace('"{id}"', '-1')}]`],
    ['PATCH', '/data/3.0/stations/{id}', 'appid=k2'],
    ['DELETE', '/data/3.0/stations', 'appid=k2'],
    ['GET', '/data/3.0/stations', ''],
    ['OPTIONS', '/data/3.0/stations', 'appid=k1'],
    ['HEAD', '/data/3.0/stations', 'appid=k1'],
    ['DELETE', '/data/3.0/stations/{id}', 'appid=k2'],
    ['GET', '/data/3.0/stations', 'appid=k1'],
    ['DELETE', '/data/3.0/stations/{id}', 'appid=k2'],
  ];
  const double = createWeatherDouble({ seed: 3, now: clockAt(T0) });
  let id = '';
  for (const [method, path, query, body] of steps) {
    const url = `${HOST}${path.replace('{id}', id)}${query === '' ? '' : `?${query.replace('{id}', id)}`}`;
    const before = double.requests.length;
    const answer = await viaHandlers(double.handlers, method, url, () => false, body?.replaceAll('{id}', id));
    if (method === 'POST' && path === '/data/3.0/stations' && answer.status === 201)
      id = JSON.parse(answer.text).ID;
    const logged = double.requests.length > before ? double.requests.at(-1) : null;
    write({ via: 'handlers', label: 'table stations', method, url, body, answer, logged });
  }
}

// ---- alerts raised by the weather (added after the table: moves no earlier line) --------------
/** Places and clocks (seed 1) where the weather raises alerts, each country's service. */
const ALERT_PLACES = [
  ['lat=33.4484&lon=-112.074', Date.UTC(2024, 5, 10, 12)],
  ['lat=39.7392&lon=-104.9903', Date.UTC(2024, 0, 1, 12)],
  ['lat=48.1374&lon=11.5755', Date.UTC(2024, 0, 2, 12)],
  ['lat=43.2965&lon=5.3698', Date.UTC(2024, 2, 15, 12)],
  ['lat=48.8566&lon=2.3522', Date.UTC(2024, 0, 5, 12)],
  ['lat=25.7617&lon=-80.1918', Date.UTC(2024, 3, 29, 12)],
];

async function recordWeatherAlerts() {
  for (const [place, at] of ALERT_PLACES) {
    const double = createWeatherDouble({ seed: 1, now: clockAt(at) });
    await pass('weather alerts', double, [
      ['GET', ONE_CALL, `${place}&exclude=minutely,hourly,daily&appid=k1`],
      ['GET', ONE_CALL, `${place}&exclude=minutely&units=metric&lang=de&appid=k1`],
      ['GET', '/data/4.0/onecall/current', `${place}&appid=k1`],
      ['GET', '/data/4.0/onecall/timeline/1h', `${place}&appid=k1`],
      ['GET', '/data/4.0/onecall/timeline/1day', `${place}&cnt=3&appid=k1`],
    ]);
  }
}

// ---- One Call 4.0's alert detail (issue 41), appended last: moves no earlier line ------------------
/** At each alert place: the detail of every alert 4.0's current record names, one in lower case, and IDs it does not know. */
async function recordAlertDetails() {
  for (const [place, at] of ALERT_PLACES) {
    const double = createWeatherDouble({ seed: 1, now: clockAt(at) });
    const current = await viaHandlers(
      double.handlers,
      'GET',
      `${HOST}/data/4.0/onecall/current?${place}&appid=k1`,
      () => false,
    );
    const ids = JSON.parse(current.text).data[0].alerts ?? [];
    const detail = (id, query = 'appid=k1') => ['GET', `/data/4.0/onecall/alert/${id}`, query];
    await pass('alert detail', double, [
      ...ids.map((id) => detail(id)),
      ...ids.slice(0, 1).map((id) => detail(id.toLowerCase())),
      ...ids.slice(0, 1).map((id) => detail(id, 'appid=')),
      // The checksum broken by one digit; not an ID at all.
      ...ids.slice(0, 1).map((id) => detail(`${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`)),
      detail('8B46C632-DCA7-44D7-8BDF-02445621BAFF'),
      detail('not-an-id'),
    ]);
  }
}

// ---- The retired Air Pollution API 1.0 (issue 41), appended last: moves no earlier line -------------
/** Each gas at places as clients write them, over every window precision, and what it refuses. */
async function recordPollutionV1() {
  const double = createWeatherDouble({ seed: 1, now: clockAt(T0) });
  const places = ['51.5085,-0.1257', '45,9', '0.0,10.0', '-33.87,151.21', '64.84,-147.72'];
  const datetimes = [
    'current',
    '2024Z',
    '2024-05Z',
    '2024-05-31Z',
    '2024-06-01Z',
    '2024-06-01T17Z',
    '2024-06-01T17:55Z',
    '2024-06-01T17:55:30Z',
    '2016-03-03T12Z',
    '2016Z',
  ];
  const requests = [];
  for (const gas of ['co', 'o3', 'no2', 'so2']) {
    for (const place of places) {
      for (const datetime of datetimes) {
        requests.push(['GET', `/pollution/v1/${gas}/${place}/${datetime}.json`, 'appid=k1']);
      }
    }
  }
  for (const path of [
    '/pollution/v1/co/45,9/2025Z.json',
    '/pollution/v1/co/45,9/2015Z.json',
    '/pollution/v1/o3/45,9/2024-13Z.json',
    '/pollution/v1/o3/45,9/2024-02-30Z.json',
    '/pollution/v1/no2/45,9/yesterday.json',
    '/pollution/v1/no2/45,9/1717200000.json',
    '/pollution/v1/so2/95,9/current.json',
    '/pollution/v1/so2/45,200/current.json',
    '/pollution/v1/so2/45/current.json',
    '/pollution/v1/co/abc,def/current.json',
    '/pollution/v1/pm10/45,9/current.json',
    '/pollution/v1/co/45,9/current',
  ]) {
    requests.push(['GET', path, 'appid=k1']);
  }
  requests.push(['GET', '/pollution/v1/co/45,9/current.json', 'appid=']);
  requests.push(['GET', '/pollution/v1/co/45,9/current.json', 'APPID=k1&lang=en']);
  await pass('pollution v1', double, requests);
}

/**
 * The Weather Triggers API (issue 41), appended last: one fixed sequence of requests with bodies on
 * one double whose clock the sequence moves (`+h`: so many hours on): two keys' triggers made (the
 * page's, and one over a MultiPoint and a Polygon), listed, read, replaced, refused, their alerts
 * listed, read and deleted one by one and all. `{id}` is the last POST's trigger ID, `{alert}` the
 * first alert of the last history listed.
 */
async function recordTriggers() {
  const trigger = (conditions, area, end = 86_400_000) =>
    JSON.stringify({
      time_period: { start: { expression: 'after', amount: 0 }, end: { expression: 'after', amount: end } },
      conditions,
      area,
    });
  const mild = trigger(
    [
      { name: 'temp', expression: '$gt', amount: 280 },
      { name: 'clouds', expression: '$lte', amount: 100 },
    ],
    [
      {
        type: 'MultiPoint',
        coordinates: [
          [2.3522, 48.8566],
          [-3.7038, 40.4168],
        ],
      },
      {
        type: 'Polygon',
        coordinates: [
          [
            [12.4, 41.8],
            [12.6, 41.8],
            [12.6, 42],
            [12.4, 41.8],
          ],
        ],
      },
    ],
  );
  const PAGE =
    '{"time_period":{"start":{"expression":"after","amount":132000000},"end":{"expression":"after","amount":432000000}},"conditions":[{"name":"temp","expression":"$gt","amount":299}],"area":[{"type":"Point","coordinates":[53,37]}]}';
  const T = '/data/3.0/triggers';
  const steps = [
    ['GET', T, 'appid=k1'],
    ['POST', T, 'appid=k1', PAGE],
    ['POST', T, 'appid=k1', mild],
    ['GET', T, 'appid=k1'],
    ['+h', 4],
    ['GET', `${T}/{id}`, 'appid=k1'],
    ['GET', `${T}/{id}`, 'appid=k2'],
    ['GET', `${T}/{id}/history`, 'appid=k1'],
    ['GET', `${T}/{id}/history/{alert}`, 'appid=k1'],
    ['DELETE', `${T}/{id}/history/{alert}`, 'appid=k1'],
    ['GET', `${T}/{id}/history/{alert}`, 'appid=k1'],
    ['DELETE', `${T}/{id}/history`, 'appid=k1'],
    ['GET', `${T}/{id}/history`, 'appid=k1'],
    ['+h', 1],
    ['GET', `${T}/{id}/history`, 'appid=k1'],
    [
      'PUT',
      `${T}/{id}`,
      'appid=k1',
      trigger(
        [{ name: 'wind_speed', expression: '$gte', amount: 3 }],
        [{ type: 'Point', coordinates: [-0.1257, 51.5085] }],
      ),
    ],
    ['+h', 2],
    ['GET', `${T}/{id}`, 'appid=k1'],
    ['POST', T, 'appid=k1', '{"time_period":{}}'],
    [
      'POST',
      T,
      'appid=k1',
      trigger([{ name: 'temp', expression: '$lt', amount: 273 }], [{ type: 'Point', coordinates: [37] }]),
    ],
    [
      'POST',
      T,
      'appid=k2',
      trigger(
        [{ name: 'humidity', expression: '$gte', amount: 0 }],
        [{ type: 'Point', coordinates: [151.21, -33.87] }],
        3_600_000,
      ),
    ],
    ['GET', T, 'appid=k2'],
    ['PATCH', `${T}/{id}`, 'appid=k2'],
    ['GET', `${T}/{id}/history/x/y`, 'appid=k2'],
    ['GET', T, ''],
    ['OPTIONS', T, 'appid=k1'],
    ['HEAD', T, 'appid=k1'],
    ['DELETE', `${T}/{id}`, 'appid=k2'],
    ['DELETE', `${T}/{id}`, 'appid=k2'],
    ['GET', T, 'appid=k1'],
  ];
  let now = T0;
  const double = createWeatherDouble({ seed: 3, now: () => now });
  let [id, alert] = ['', ''];
  for (const [method, path, query, body] of steps) {
    if (method === '+h') {
      now += path * 3_600_000;
      continue;
    }
    const fill = (text) => text.replaceAll('{id}', id).replaceAll('{alert}', alert);
    const url = `${HOST}${fill(path)}${query === '' ? '' : `?${fill(query)}`}`;
    const before = double.requests.length;
    const answer = await viaHandlers(double.handlers, method, url, () => false, body);
    if (method === 'POST' && answer.status === 200) id = JSON.parse(answer.text)._id;
    if (method === 'GET' && path.endsWith('/history') && answer.status === 200)
      alert = JSON.parse(answer.text)[0]?._id ?? alert;
    const logged = double.requests.length > before ? double.requests.at(-1) : null;
    write({ via: 'handlers', label: 'table triggers', method, url, body, answer, logged });
  }
}

await recordHandlers();
await recordOtherRoutes();
await recordServer();
await recordAlerts();
await recordSequences();
await recordFixtures();
await recordTable();
await recordMaps();
await recordStations();
await recordWeatherAlerts();
await recordAlertDetails();
await recordPollutionV1();
await recordTriggers();
lines.push('');

if (command === 'record') {
  writeFileSync(outPath, lines.join('\n'));
  console.log(`golden-answers: recorded ${lines.length - 1} answers to ${outPath}`);
} else {
  const committed = existsSync(CORPUS) ? readLines(CORPUS) : [];
  const status = report(committed, lines, 'to the committed corpus');
  if (command === 'update') {
    writeFileSync(CORPUS, gzipSync(lines.join('\n'), { level: 9 }));
    console.log(`golden-answers: wrote ${lines.length - 1} answers to ${CORPUS}`);
  } else if (status !== 0) {
    console.log('A change that alters answers on purpose: `npm run golden:update`, in a commit of its own.');
  }
  process.exit(command === 'update' ? 0 : status);
}
