// Load test of the standalone server (`npm run load`): startWeatherServer in a child process, driven
// over loopback by autocannon with a mix of successes and errors, every answer's status and body
// checked as it arrives (autocannon's per-request onResponse hook, so every body, not a sample), and
// the server's resident memory read over IPC while the load runs.
//
// One autocannon run of `--requests` (default 200,000) at `--connections` (default 256):
//   - the first `--measured` answers (default 50,000): requests/s and latency p50/p99;
//   - the server's RSS and live JS heap (after a full GC) after 10,000, 50,000, 100,000, 150,000 and
//     all requests: the last RSS reading must be within `--max-growth-mb` (default 20) of the first,
//     and the live heap within `--max-heap-growth-mb` (default 5). RSS alone would not do: V8
//     commits and releases heap pages as it sees fit, so an unbounded cache of a few tens of MB can
//     hide in RSS noise, while the live heap shows it plainly.
// One run rather than several, because every new run opens 256 new connections and Node's HTTP
// layer grows its own pools with each batch, which is not what this measures. The server runs with
// `--max-old-space-size=64` (`--heap-cap-mb`, 0 for none): a cap that an unbounded cache would hit
// (the server would die of it), and that keeps V8 from growing its heap to several times the live
// set under this allocation rate (then giving it back only when idle), which would show as RSS
// growth that is not retention.
//
// Exit code 0 when every answer was right (no errors, no timeouts, no wrong status or body) and the
// memory stayed flat; 1 otherwise. `runLoad(options)` does the same from code (the short run in
// `npm test`, test/reliability/load.test.ts).
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const SELF = fileURLToPath(import.meta.url);
const KEY = 'load-key';

// ---- child mode: the server, answering RSS readings over IPC -------------------------------------
if (process.argv[2] === '--serve') {
  const { startWeatherServer } = await import('weather-double/server');
  const server = await startWeatherServer({ port: 0, seed: 1 });
  process.on('message', async (message) => {
    if (message === 'rss') {
      // A full collection first, so that the heap figure is the live set, not garbage not yet freed.
      globalThis.gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      process.send?.({ rss, heapUsed, logged: server.requests.length });
    } else if (message === 'stop') {
      await server.close();
      process.disconnect();
    }
  });
  process.send?.({ url: server.url });
}

// ---- the request mix -----------------------------------------------------------------------------

const BODY = {
  401: '{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}',
  400: '{"cod":"400","message":"Nothing to geocode"}',
  404: '{"cod":"404","message":"city not found"}',
  route: '{"cod":"404","message":"Internal error"}',
  414: '{"cod":"414","message":"Request-URI Too Large"}',
};

/**
 * The kinds of request sent, in a cycle on every connection: what each expects. `record` is checked
 * with validateWeatherRecord and, where given, the place's name and country; `distinct` requests add
 * a counter so that no answer is reused and a random US postal code so that places churn through
 * the generator's caches.
 */
function requestKinds() {
  let counter = 0;
  const unique = () => {
    counter += 1;
    return counter;
  };
  const randomZip = () => String(1 + Math.floor(Math.random() * 99_998)).padStart(5, '0');
  const path = (query) => `/data/2.5/weather?${query}`;
  return [
    {
      name: 'metric',
      path: path(`zip=94040,us&appid=${KEY}&units=metric`),
      status: 200,
      place: ['Mountain View', 'US'],
    },
    {
      name: 'imperial',
      path: path(`zip=10115,de&units=imperial&appid=${KEY}`),
      status: 200,
      place: ['Berlin', 'DE'],
    },
    { name: 'kelvin', path: path(`zip=SW1A%201AA,gb&appid=${KEY}`), status: 200, place: ['London', 'GB'] },
    {
      name: 'distinct place',
      path: path(`zip=00001&appid=${KEY}`),
      distinct: () => path(`zip=${randomZip()}&appid=${KEY}&units=metric&n=${unique()}`),
      status: 200,
      place: [undefined, 'US'],
    },
    { name: 'APPID', path: path(`APPID=${KEY}&zip=2000,au`), status: 200, place: ['Sydney', 'AU'] },
    {
      name: 'units=Metric',
      path: path(`zip=98101&appid=${KEY}&units=Metric`),
      status: 200,
      place: ['Seattle', 'US'],
    },
    {
      name: 'POST',
      method: 'POST',
      path: path(`zip=60601&appid=${KEY}`),
      status: 200,
      place: ['Chicago', 'US'],
    },
    { name: 'no key', path: path('zip=94040'), status: 401, body: BODY[401] },
    { name: 'no zip', path: path(`appid=${KEY}`), status: 400, body: BODY[400] },
    { name: 'empty zip', path: path(`zip=,us&appid=${KEY}`), status: 400, body: BODY[400] },
    { name: '00000', path: path(`zip=00000&appid=${KEY}`), status: 404, body: BODY[404] },
    {
      name: 'distinct 404',
      path: path(`zip=00000&appid=${KEY}`),
      distinct: () => path(`zip=00000&appid=${KEY}&n=${unique()}`),
      status: 404,
      body: BODY[404],
    },
    {
      name: 'unknown path',
      path: `/data/2.5/solar_radiation?zip=94040&appid=${KEY}`,
      status: 404,
      body: BODY.route,
    },
    {
      name: 'too long',
      path: path(`zip=94040&appid=${KEY}&pad=${'p'.repeat(9000)}`),
      status: 414,
      body: BODY[414],
    },
  ];
}

/** Loads the validator lazily, from the package by its name (dist), as the server is. */
let validate;

/** Checks one answer against its kind; returns a reason when it is wrong. */
function check(kind, status, body) {
  if (status !== kind.status) return `status ${status}, expected ${kind.status}`;
  if (kind.body !== undefined)
    return body === kind.body ? undefined : `body ${JSON.stringify(body.slice(0, 80))}`;
  let parsed;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `body is not JSON: ${JSON.stringify(body.slice(0, 80))}`;
  }
  const result = validate(parsed);
  if (!result.ok)
    return `invalid record: ${result.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`;
  const [name, country] = kind.place;
  if (name !== undefined && parsed.name !== name) return `name ${parsed.name}, expected ${name}`;
  // A US code may be a territory's (00601 Adjuntas, PR): the place's country is then the territory.
  const territory = country === 'US' && US_TERRITORIES.has(parsed.sys.country);
  if (parsed.sys.country !== country && !territory)
    return `country ${parsed.sys.country}, expected ${country}`;
  return undefined;
}

const US_TERRITORIES = new Set(['PR', 'VI', 'GU', 'AS', 'MP', 'MH', 'FM', 'PW']);

// ---- running it ----------------------------------------------------------------------------------

/** Starts the server in a child process; resolves with its URL, an RSS reader and stop(). */
async function startChild(heapCapMb) {
  const execArgv = ['--expose-gc', ...(heapCapMb > 0 ? [`--max-old-space-size=${heapCapMb}`] : [])];
  const child = fork(SELF, ['--serve'], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let exit;
  child.once('exit', (code, signal) => {
    exit = { code, signal };
  });
  const [ready] = await once(child, 'message');
  // Readings are asked one at a time, so each answer is the one asked for.
  let queue = Promise.resolve();
  const rss = () => {
    const reading = queue.then(async () => {
      child.send('rss');
      const [answer] = await once(child, 'message');
      return answer;
    });
    queue = reading.then(() => undefined);
    return reading;
  };
  const stop = async () => {
    if (!child.connected) return;
    child.send('stop');
    await once(child, 'exit');
  };
  return { url: ready.url, rss, stop, died: () => exit };
}

/** The request list for autocannon: the kinds in a cycle, each answer checked as it arrives. */
function requestsFor(tally) {
  return requestKinds().map((kind) => ({
    method: kind.method ?? 'GET',
    path: kind.path,
    ...(kind.distinct ? { setupRequest: (request) => ({ ...request, path: kind.distinct() }) } : {}),
    onResponse: (status, body) => {
      tally.checked += 1;
      tally.byKind[kind.name] = (tally.byKind[kind.name] ?? 0) + 1;
      const wrong = check(kind, status, String(body));
      if (wrong !== undefined) {
        tally.invalid += 1;
        if (tally.examples.length < 5) tally.examples.push(`${kind.name}: ${wrong}`);
      }
    },
  }));
}

const MB = 1024 * 1024;
const round1 = (value) => Math.round(value * 10) / 10;

/** The value at quantile `q` of sorted numbers. */
function quantile(sorted, q) {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/**
 * Runs the load test. Resolves with the figures; `ok` is false when an answer was wrong, a request
 * failed or timed out, or the server's RSS at the end is more than `maxGrowthMb` above its reading
 * after the first 10,000 requests (when both readings were taken).
 * @param {{ requests?: number, connections?: number, measured?: number, maxGrowthMb?: number, maxHeapGrowthMb?: number, heapCapMb?: number, log?: (line: string) => void }} [options]
 */
export async function runLoad(options = {}) {
  const {
    requests = 200_000,
    connections = 256,
    measured = 50_000,
    maxGrowthMb = 20,
    maxHeapGrowthMb = 5,
    heapCapMb = 64,
    log = () => {},
  } = options;
  ({ validateWeatherRecord: validate } = await import('weather-double'));
  const child = await startChild(heapCapMb);
  const tally = { checked: 0, invalid: 0, examples: [], byKind: {} };
  const marks = [10_000, 50_000, 100_000, 150_000, requests].filter(
    (mark, i, all) => mark <= requests && all.indexOf(mark) === i,
  );
  const pending = [];
  const latencies = [];
  let answered = 0;
  let started = 0;
  let measuredSeconds = 0;
  try {
    log(
      `${requests} requests at ${connections} connections; the first ${Math.min(measured, requests)} measured`,
    );
    const instance = autocannon({
      url: child.url,
      amount: requests,
      connections,
      requests: requestsFor(tally),
      timeout: 10,
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      answered += 1;
      if (answered === 1) started = performance.now() - responseTime;
      if (answered <= measured) latencies.push(responseTime);
      if (answered === measured) measuredSeconds = (performance.now() - started) / 1000;
      if (answered === marks[pending.length] && answered < requests) {
        const after = answered;
        pending.push(child.rss().then((reading) => ({ after, ...reading })));
      }
    });
    const result = await instance;
    if (marks.at(-1) === requests && requests >= 10_000)
      pending.push(child.rss().then((reading) => ({ after: requests, ...reading })));
    const readings = await Promise.all(pending);
    latencies.sort((a, b) => a - b);
    const first = readings[0];
    const last = readings.at(-1);
    const growthMb = first && last && last !== first ? (last.rss - first.rss) / MB : undefined;
    const heapGrowthMb = growthMb === undefined ? undefined : (last.heapUsed - first.heapUsed) / MB;
    const counted = Math.min(measured, answered);
    const figures = {
      requests: result.requests.total,
      connections,
      heapCapMb,
      serverDied: child.died(),
      measured: {
        requests: counted,
        requestsPerSecond: Math.round(counted / (measuredSeconds || result.duration)),
        latencyMs: { p50: round1(quantile(latencies, 0.5)), p99: round1(quantile(latencies, 0.99)) },
      },
      whole: {
        requestsPerSecond: Math.round(result.requests.average),
        latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      },
      checked: tally.checked,
      invalid: tally.invalid,
      errors: result.errors,
      timeouts: result.timeouts,
      examples: tally.examples,
      byKind: tally.byKind,
      memory:
        growthMb === undefined
          ? undefined
          : {
              readings: readings.map(({ after, rss, heapUsed }) => ({
                after,
                rssMb: round1(rss / MB),
                heapMb: round1(heapUsed / MB),
              })),
              growthMb: round1(growthMb),
              heapGrowthMb: round1(heapGrowthMb),
              requestLogEntries: last.logged,
            },
    };
    const ok =
      child.died() === undefined &&
      tally.invalid === 0 &&
      result.errors === 0 &&
      result.timeouts === 0 &&
      tally.checked === result.requests.total &&
      result.requests.total === requests &&
      (growthMb === undefined || (growthMb <= maxGrowthMb && heapGrowthMb <= maxHeapGrowthMb));
    return { ok, ...figures };
  } finally {
    await child.stop();
  }
}

// ---- command line ----------------------------------------------------------------------------------
if (process.argv[1] === SELF && process.argv[2] !== '--serve') {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string', default: '200000' },
      connections: { type: 'string', default: '256' },
      measured: { type: 'string', default: '50000' },
      'max-growth-mb': { type: 'string', default: '20' },
      'max-heap-growth-mb': { type: 'string', default: '5' },
      'heap-cap-mb': { type: 'string', default: '64' },
    },
  });
  const result = await runLoad({
    requests: Number(values.requests),
    connections: Number(values.connections),
    measured: Number(values.measured),
    maxGrowthMb: Number(values['max-growth-mb']),
    maxHeapGrowthMb: Number(values['max-heap-growth-mb']),
    heapCapMb: Number(values['heap-cap-mb']),
    log: (line) => console.log(line),
  });
  const { memory, measured, whole } = result;
  const signed = (value) => `${value >= 0 ? '+' : ''}${value}`;
  console.log(
    [
      '',
      `startWeatherServer under load (autocannon on loopback, ${result.connections} connections, keep-alive; server heap cap ${result.heapCapMb > 0 ? `${result.heapCapMb} MB` : 'none'}):`,
      ...(result.serverDied ? [`  the server died: ${JSON.stringify(result.serverDied)}`] : []),
      `  first ${measured.requests} requests: ${measured.requestsPerSecond} requests/s, latency p50 ${measured.latencyMs.p50} ms, p99 ${measured.latencyMs.p99} ms`,
      `  all ${result.requests} requests: ${whole.requestsPerSecond} requests/s, latency p50 ${whole.latencyMs.p50} ms, p99 ${whole.latencyMs.p99} ms, max ${whole.latencyMs.max} ms`,
      `  ${result.checked} answers checked: ${result.invalid} wrong, ${result.errors} errors, ${result.timeouts} timeouts`,
      ...(memory
        ? [
            `  server RSS after ${memory.readings.map(({ after, rssMb }) => `${after}: ${rssMb}`).join(', ')} requests (MB): ${signed(memory.growthMb)} MB`,
            `  live JS heap after ${memory.readings.map(({ after, heapMb }) => `${after}: ${heapMb}`).join(', ')} requests (MB): ${signed(memory.heapGrowthMb)} MB`,
            `  request log: ${memory.requestLogEntries} entries (its limit)`,
          ]
        : ['  memory not measured (fewer than 10,000 requests)']),
      `  answers by kind: ${Object.entries(result.byKind)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ')}`,
      ...result.examples.map((example) => `  wrong: ${example}`),
      result.ok ? 'OK' : 'FAILED',
    ].join('\n'),
  );
  process.exitCode = result.ok ? 0 : 1;
}
