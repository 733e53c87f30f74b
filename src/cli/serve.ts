import cluster from 'node:cluster';
import { open } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { describeValue, WeatherDoubleError } from '../errors.js';
import type { PinnedPlaces } from '../places/place.js';
import { fixedNow } from '../server/control/clock.js';
import type { AnsweredRequest, WeatherServer, WeatherServerOptions } from '../server/index.js';
import { readCaDir, signingAuthority } from '../server/tls/ca.js';
import { SERVICE_PLANS, type ServicePlan } from '../service/plans.js';
import { SERVICE_HOST } from '../service/vocabulary.js';
import { integerFlag, parseCommandArgs, shapeFlag, timeFlag } from './args.js';
import { reportFailure, reportListening, runPrimary, untilStopped } from './cluster.js';
import { fixturesFlags } from './fixtures-flags.js';
import type { Command } from './index.js';
import { faultsFlag, latencyFlag, variantsFlag } from './resilience-flags.js';
import { type ServedRoute, servedRoutes } from './routes.js';
import { answerLine, eventLine, type LogFormat, printLine } from './serve-log.js';

const options = {
  port: { type: 'string' },
  host: { type: 'string' },
  seed: { type: 'string' },
  'api-key': { type: 'string', multiple: true },
  plan: { type: 'string', multiple: true },
  now: { type: 'string' },
  places: { type: 'string' },
  quota: { type: 'string' },
  faults: { type: 'string' },
  latency: { type: 'string' },
  variants: { type: 'string' },
  'variants-seed': { type: 'string' },
  shape: { type: 'string' },
  fixtures: { type: 'string' },
  'fixtures-missing': { type: 'string' },
  quiet: { type: 'boolean' },
  workers: { type: 'string' },
  store: { type: 'string' },
  'shared-log': { type: 'boolean' },
  log: { type: 'string' },
  'admin-token': { type: 'string' },
  key: { type: 'string', multiple: true },
  https: { type: 'boolean' },
  'ca-dir': { type: 'string' },
} as const;

/** How long a stopped server lets its requests in flight finish, in milliseconds. */
const GRACE_MS = 10_000;

/** The largest `--places` file read: pinned places are a handful of small entries. */
const MAX_PLACES_BYTES = 1024 * 1024;

const help = `Usage: weather-double serve [options]

Serves the weather double on a real socket at http://HOST:PORT, every route answered exactly as
the service answers (status, headers, body bytes):
ROUTES
Also GET /healthz (outside the service's paths): 200 {"status":"ok",...}, or 503 when the
--store is down; and the control plane under /__weather-double/ (scenarios, request log,
clock, reset: docs/any-language.md). A request can name its own scenario with the header
X-Weather-Double-Scenario: rateLimited. Stop it with Ctrl+C (SIGINT) or SIGTERM: the requests in flight are answered
first (for up to 10 s). Started by npm (npx, npm exec), it also stops when npm goes.

It is an HTTPS proxy for the service's hosts: a client with HTTPS_PROXY=http://HOST:PORT
that trusts the double's CA (weather-double ca prints its path) calls
https://api.openweathermap.org/... unchanged and gets the double's answers (pro. and
history. too). CONNECT to any other host is refused with 403: no tunnel to the internet.
See docs/https-proxy.md for each language's trust setting.

Options:
  --port N        TCP port to listen on, 0 to 65535; 0 picks a free one. Default: 8080
  --host H        Interface to bind. Anything but a loopback address
                  exposes the double to the network (a warning is shown). Default: 127.0.0.1
  --seed N        Seed of the weather, 0 to 4294967295: the same seed,
                  clock and request give the same bytes.                  Default: 0
  --api-key K     Accept only this key (repeat for several).              Default: any non-empty key
  --plan KEY=PLAN The service's plan of KEY: free, onecall, onecall4 or pro
                  (repeat for several keys). A route the plan lacks answers
                  the service's 401 for that route (One Call 3.0's
                  "separate subscription" body on its routes); free counts
                  60 calls a minute, onecall(4) 2,000 One Call calls a day
                  (then the service's 429).                              Default: every route
  --now T         Freeze the clock at T: an ISO 8601 date-time
                  (2024-06-01T12:00:00Z) or Unix seconds (1717243200).    Default: the real clock
  --places FILE   Pinned places, a JSON object as the places option:
                  {"12345": {"name": "Springfield", "lat": 39.8,
                  "lon": -89.65}} (at most 1 MiB).                        Default: none
  --quota N       Allow each API key N requests a minute (1 to 1000000;
                  a fixed window from its first request), then the
                  service's 429.                                          Default: no quota
  --faults RATE   Fail this share of requests (0 to 1), each a 429, a 500
                  or a dropped connection, seeded by --seed.              Default: no faults
  --latency MEDIAN,P99
                  Delay answers in milliseconds: a log-normal with this
                  median and 99th percentile, seeded by --seed.           Default: no delay
  --variants RATE Send this share (0 to 1) of /data/2.5/weather answers as
                  a rare real variant (docs/variants.md: no visibility,
                  no wind.deg, smoke, haze, ...), seeded by --seed.       Default: none
  --variants-seed N
                  The seed of the --variants draws, 0 to 4294967295.      Default: --seed
  --shape S       specification (the specification's record) or current
                  (the record the live service sends today: feels_like,
                  gust, rain/snow, timezone, no sys.message).             Default: specification
  --fixtures DIR  Serve the pinned answers in DIR (written by 'weather-double
                  record') before the double's own.                       Default: none
  --fixtures-missing double|error
                  A request without a pinned answer: the double answers,
                  or the service's 500 and a message (error).            Default: double
  --workers N     Serve from N processes (node:cluster) on one port,
                  1 to 256, or auto (one per core); a worker that dies
                  is replaced.                                            Default: 1
  --store URL     Keep the weather stations, count --quota and the --plan limits in Redis
                  (redis://host:port, rediss:// for TLS), shared by every
                  worker and server given the same URL, and share the
                  control plane's scenarios, clock and log with them;
                  needs the ioredis package.                              Default: in memory
  --shared-log    Also keep the request log in the --store: the last
                  1000 requests of every worker and server.               Default: no
  --log FORMAT    text, or json (one JSON object a line, key masked).     Default: text
  --admin-token T Let any client that sends Authorization: Bearer T use
                  the control plane (/__weather-double/); without it,
                  only loopback clients may (a container: set it).        Default: the environment's
                                                                          WEATHER_DOUBLE_ADMIN_TOKEN
  --key KEY=SCENARIO
                  Answer every request made with this API key with a
                  scenario: rateLimited, delayed;ms=500, newKey;minutes=30
                  (a new key: 401 for 30 minutes of the double's clock),
                  ... (repeat for several keys;
                  docs/handlers-and-scenarios.md).                        Default: none
  --https         Listen on HTTPS (https://HOST:PORT): a certificate for
                  127.0.0.1, ::1, localhost, --host and the service's
                  hosts, signed by the CA in --ca-dir.                   Default: HTTP
  --ca-dir DIR    The CA that signs the HTTPS certificates: DIR/ca.pem to
                  trust, DIR/ca-key.pem (mode 0600); made on first use.   Default: ~/.weather-double/ca
  --quiet         Do not print a line per request.
  --help          Show this help.

Each answered request prints one line: method, target (key masked), status, time.
  GET /data/2.5/weather?zip=94040&appid=*** 200 0.4 ms
A "-" stands for what is unknown: the status of a connection closed without an answer,
the time (and the method and target, when its bytes do not show them) of a request Node
could not read.

Example:
  weather-double serve --port 8080 --seed 42 --api-key test-key
  curl 'http://127.0.0.1:8080/data/2.5/weather?zip=94040,us&units=imperial&appid=test-key'`;

/**
 * Reads `--places`: a JSON file of at most 1 MiB holding an object, checked then as the `places`
 * option is (keys `__proto__`, `constructor` and `prototype` are refused there, at any level).
 */
async function readPlaces(file: string | undefined): Promise<unknown> {
  if (file === undefined) return undefined;
  const fail = (expected: string, got: string, cause?: unknown) =>
    new WeatherDoubleError('INVALID_OPTION', `Invalid option --places: expected ${expected}, got ${got}.`, {
      path: '--places',
      ...(cause === undefined ? {} : { cause }),
    });
  let text: string;
  try {
    const handle = await open(file, 'r');
    try {
      const { size } = await handle.stat();
      if (size > MAX_PLACES_BYTES) {
        throw fail(
          `a JSON file of at most ${MAX_PLACES_BYTES} bytes`,
          `${JSON.stringify(file)} of ${size} bytes`,
        );
      }
      const buffer = Buffer.alloc(MAX_PLACES_BYTES + 1);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      if (bytesRead > MAX_PLACES_BYTES) {
        throw fail(
          `a JSON file of at most ${MAX_PLACES_BYTES} bytes`,
          `${JSON.stringify(file)}, which is longer`,
        );
      }
      text = buffer.subarray(0, bytesRead).toString('utf8');
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (error instanceof WeatherDoubleError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw fail('a readable JSON file of pinned places', `${JSON.stringify(file)} (${code})`, error);
  }
  let places: unknown;
  try {
    places = JSON.parse(text);
  } catch (error) {
    throw fail(
      'a JSON file of pinned places',
      `${JSON.stringify(file)}, which is not JSON (${(error as Error).message})`,
      error,
    );
  }
  if (typeof places !== 'object' || places === null || Array.isArray(places)) {
    throw fail(
      'a JSON object mapping "code" or "code,CC" to a place',
      `${describeValue(places)} in ${JSON.stringify(file)}`,
    );
  }
  return places;
}

/** Reads `--api-key` (repeated): the accepted keys, none of them empty. */
function apiKeysFlag(raw: string[] | undefined): string[] | undefined {
  if (raw?.some((key) => key === '')) {
    throw new WeatherDoubleError(
      'INVALID_OPTION',
      'Invalid option --api-key: expected a non-empty key, got "".',
      {
        path: '--api-key',
      },
    );
  }
  return raw;
}

/** Reads `--plan KEY=PLAN` (repeated): each key's plan, as the `plans` option (none without the flag). */
function plansFlag(raw: readonly string[] | undefined): { plans?: Record<string, ServicePlan> } {
  if (raw === undefined) return {};
  const plans: Record<string, ServicePlan> = {};
  for (const entry of raw) {
    const [, key, plan] = /^(.+)=([^=]*)$/.exec(entry) ?? [];
    if (key === undefined || !SERVICE_PLANS.includes(plan as ServicePlan)) {
      throw new WeatherDoubleError(
        'INVALID_OPTION',
        `Invalid option --plan: expected KEY=PLAN with a plan of ${SERVICE_PLANS.join(', ')} (e.g. test-key=free), got ${JSON.stringify(entry)}.`,
        { path: '--plan' },
      );
    }
    plans[key] = plan as ServicePlan;
  }
  return { plans };
}

/** Reads `--workers`: 1 to 256, or `auto` (the machine's cores, {@link availableParallelism}). */
export function workersFlag(raw: string | undefined): number {
  if (raw === undefined) return 1;
  if (raw === 'auto') return availableParallelism();
  if (/^\d+$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 256) return Number(raw);
  throw new WeatherDoubleError(
    'INVALID_OPTION',
    `Invalid option --workers: expected an integer from 1 to 256, or auto (one per core), got ${JSON.stringify(raw)}.`,
    { path: '--workers' },
  );
}

/** Reads `--key KEY=SCENARIO` (repeated): each key's scenario, checked by the server. */
export function keyFlags(raw: readonly string[] | undefined): Record<string, string> | undefined {
  if (raw === undefined) return undefined;
  const keys: Record<string, string> = {};
  for (const flag of raw) {
    const equals = flag.indexOf('=');
    if (equals < 1 || equals === flag.length - 1) {
      throw new WeatherDoubleError(
        'INVALID_OPTION',
        `Invalid option --key: expected KEY=SCENARIO (e.g. slow-key=delayed;ms=500), got ${JSON.stringify(flag)}.`,
        { path: '--key' },
      );
    }
    keys[flag.slice(0, equals)] = flag.slice(equals + 1);
  }
  return keys;
}

/**
 * The control plane's flags as server options: `--key` (each key's scenario) and `--admin-token`,
 * else the environment's `WEATHER_DOUBLE_ADMIN_TOKEN` (a GitHub Actions service container cannot be
 * given arguments).
 */
function controlFlags(
  keys: readonly string[] | undefined,
  token: string | undefined,
): Pick<WeatherServerOptions, 'keyScenarios' | 'adminToken'> {
  const keyScenarios = keyFlags(keys);
  const adminToken = token ?? (process.env.WEATHER_DOUBLE_ADMIN_TOKEN || undefined);
  return {
    ...(keyScenarios === undefined ? {} : { keyScenarios }),
    ...(adminToken === undefined ? {} : { adminToken }),
  };
}

/**
 * Starts the server; a worker's control plane reaches the other workers through the primary, which
 * also counts the quota and the plans' limits for all of them when no `--store` does.
 */
async function startServing(options: WeatherServerOptions): Promise<WeatherServer> {
  if (!cluster.isWorker) return (await import('../server/index.js')).startWeatherServer(options);
  const [{ startWorkerServer }, { workerLink }] = await Promise.all([
    import('../server/server.js'),
    import('../server/control/cluster.js'),
  ]);
  return startWorkerServer(options, workerLink());
}

/** Reads `--log`: `text` (the default) or `json`. */
export function logFlag(raw: string | undefined): LogFormat {
  if (raw === undefined || raw === 'text' || raw === 'json') return raw ?? 'text';
  throw new WeatherDoubleError(
    'INVALID_OPTION',
    `Invalid option --log: expected one of text, json, got ${JSON.stringify(raw)}.`,
    { path: '--log' },
  );
}

/**
 * Reads `--store`: a `redis://` or `rediss://` URL; it keeps the weather stations, counts `--quota`
 * and the `--plan` limits, and keeps `--shared-log` (which needs it).
 */
export function storeFlag(raw: string | undefined, sharedLog: boolean): string | undefined {
  if (raw === undefined) {
    if (!sharedLog) return undefined;
    throw new WeatherDoubleError(
      'INVALID_OPTION',
      'Invalid option --shared-log: the log is shared in the store, so it needs --store redis://… as well.',
      { path: '--shared-log' },
    );
  }
  if (!/^rediss?:\/\/[^\s/?#]+/.test(raw)) {
    throw new WeatherDoubleError(
      'INVALID_OPTION',
      `Invalid option --store: expected a Redis URL (redis://host:port, or rediss:// for TLS), got ${JSON.stringify(raw)}.`,
      { path: '--store' },
    );
  }
  return raw;
}

/**
 * Reads `--https` and `--ca-dir`: the server's HTTPS options (`serve` is always an HTTPS proxy).
 * With `--https` the CA is made now when missing, once, before any worker starts: the server's own
 * certificate needs it at start, and a directory it cannot use is an error naming `--ca-dir`.
 */
async function httpsFlags(https: boolean, rawDir: string | undefined) {
  const caDir = readCaDir(rawDir, '--ca-dir');
  if (https) await signingAuthority(caDir, '--ca-dir');
  return { httpsProxy: true, https, caDir };
}

/**
 * The lines `serve` prints once it listens: the origin, every route it serves (one a line, from
 * {@link servedRoutes}), a curl command to try, and how to stop.
 * @internal
 */
export function startLines(
  url: string,
  routes: readonly ServedRoute[],
  key: string,
  shape: 'specification' | 'current',
  caDir: string,
): string[] {
  const width = Math.max(...routes.map((route) => route.path.length));
  const certificate = join(caDir, 'ca.pem');
  const trust = url.startsWith('https:') ? `--cacert '${certificate}' ` : '';
  return [
    `weather-double: serving ${url}`,
    ...routes.map(({ path, summary }) => `  GET ${path.padEnd(width)}  ${summary}`),
    SHAPE_LINES[shape],
    `Try: curl ${trust}'${url}/data/2.5/weather?zip=94040,us&units=imperial&appid=${encodeURIComponent(key)}'`,
    `HTTPS proxy for https://${SERVICE_HOST}: HTTPS_PROXY=${url}, trusting ${certificate} (weather-double ca).`,
    `Dashboard: ${url}/__weather-double/ui (requests, scenarios, the clock, a place's weather; loopback or --admin-token).`,
    'Stop with Ctrl+C.',
  ];
}

/**
 * The banner's line on the record shape: clients that read `main.feels_like` or `timezone` fail on
 * the specification's shape, so the banner says which one is served and how to get the other.
 */
const SHAPE_LINES = {
  specification:
    "Records: the specification's shape (no main.feels_like, timezone, wind.gust, rain or snow); --shape current for what the service sends today.",
  current:
    "Records: the shape the service sends today (--shape current); leave it out for the specification's shape.",
} as const;

/** `weather-double serve`: the standalone double server until SIGINT or SIGTERM. */
export const serveCommand: Command = {
  summary: 'Serve the weather double over HTTP (every route it answers) until stopped',
  /** The help, with the routes of the route table (so a new route shows without editing it). */
  get help() {
    const routes = servedRoutes();
    const width = Math.max(...routes.map((route) => route.path.length));
    return help.replace(
      'ROUTES',
      routes.map(({ path, summary }) => `  GET ${path.padEnd(width)}  ${summary}`).join('\n'),
    );
  },
  async run(argv) {
    const values = parseCommandArgs('serve', argv, options);
    const port = integerFlag('port', values.port, 0, 65_535) ?? 8080;
    const seed = integerFlag('seed', values.seed, 0, 4_294_967_295);
    const now = timeFlag('now', values.now);
    const apiKeys = apiKeysFlag(values['api-key']);
    const places = await readPlaces(values.places);
    const quota = integerFlag('quota', values.quota, 1, 1_000_000);
    const faults = faultsFlag(values.faults);
    const latency = latencyFlag(values.latency);
    const variants = variantsFlag(
      values.variants,
      integerFlag('variants-seed', values['variants-seed'], 0, 4_294_967_295),
    );
    const shape = shapeFlag(values.shape);
    const fixtures = fixturesFlags(values.fixtures, values['fixtures-missing']);
    const workers = workersFlag(values.workers);
    const format = logFlag(values.log);
    const sharedLog = values['shared-log'] === true;
    const storeUrl = storeFlag(values.store, sharedLog);
    const control = controlFlags(values.key, values['admin-token']);
    const https = await httpsFlags(values.https === true, values['ca-dir']);
    const key = apiKeys?.[0] ?? 'test-key';
    const say = (level: 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) =>
      printLine({
        stream: level === 'info' ? 'out' : 'err',
        text: eventLine(format, level, message, fields),
      });
    const announce = (url: string) =>
      format === 'json'
        ? [eventLine(format, 'info', `weather-double: serving ${url}`, { event: 'listening', url, workers })]
        : startLines(url, servedRoutes(), key, shape ?? 'specification', https.caDir);
    if (workers > 1 && cluster.isPrimary) {
      return runPrimary({ workers, format, startLines: announce, graceMs: GRACE_MS });
    }
    const worker = cluster.isWorker;
    const { createRedisStore, startWeatherServer } = await import('../server/index.js');
    const { drainServer } = await import('../server/drain.js');
    let store: Awaited<ReturnType<typeof createRedisStore>> | undefined;
    let server: Awaited<ReturnType<typeof startWeatherServer>>;
    try {
      if (storeUrl !== undefined) {
        store = await createRedisStore({
          url: storeUrl,
          log: sharedLog,
          onStatus: (status, message) =>
            say(status === 'down' ? 'error' : 'info', message, { event: `store-${status}` }),
        });
      }
      server = await startServing({
        port,
        ...(values.host === undefined ? {} : { host: values.host }),
        ...(seed === undefined ? {} : { seed }),
        ...(now === undefined ? {} : { now: fixedNow(now) }),
        ...(apiKeys === undefined ? {} : { apiKeys }),
        ...plansFlag(values.plan),
        ...(places === undefined ? {} : { places: places as PinnedPlaces }),
        ...(quota === undefined ? {} : { quota: { limit: quota } }),
        ...(faults === undefined ? {} : { faults: { rate: faults } }),
        ...(latency === undefined ? {} : { latency }),
        ...(variants === undefined ? {} : { variants }),
        ...(shape === undefined ? {} : { shape }),
        ...(store === undefined ? {} : { store }),
        ...(fixtures === undefined ? {} : { fixtures }),
        ...control,
        ...https,
        ...(values.quiet === true
          ? {}
          : {
              onAnswer: (answered: AnsweredRequest) =>
                printLine({ stream: 'out', text: answerLine(answered, format) }),
            }),
      });
    } catch (error) {
      await store?.close();
      if (!worker) throw error;
      // The primary prints the message once, whichever worker failed.
      const message = error instanceof Error ? error.message : String(error);
      const code = error instanceof WeatherDoubleError && error.code === 'INVALID_OPTION' ? 2 : 1;
      reportFailure(message, code);
      process.disconnect?.();
      return code;
    }
    if (worker) reportListening(server.url);
    // In one write: whoever reads the URL finds the lines after it there too.
    else printLine({ stream: 'out', text: announce(server.url).join('\n') });
    const reason = await untilStopped();
    await drainServer(server, GRACE_MS);
    await store?.close();
    if (worker) {
      process.disconnect?.();
      return 0;
    }
    say('info', `weather-double: stopped (${reason}).`, { event: 'stopped', reason });
    return 0;
  },
};
